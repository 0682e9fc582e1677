import { island } from '@teashop/runtime';
import { Accordion } from './Accordion';

/** The questions and answers: the only part of the FAQ page that hydrates. */
export const FaqAnswers = island('mf-content/faq-answers', Accordion);
