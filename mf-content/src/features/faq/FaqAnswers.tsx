import { island, useShopQuery } from '@teashop/runtime';
import { useContentLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { Accordion } from './Accordion';

/**
 * The questions and answers: the only part of the FAQ page that hydrates. It reads them from the
 * data the page was rendered with, so the page's HTML carries them once.
 */
export const FaqAnswers = island('mf-content/faq-answers', () => {
  const contentLocale = useContentLocale();
  const faq = useShopQuery(...queries.faq(contentLocale));
  return (
    <Accordion
      items={(faq.data?.items ?? []).map((item, i) => ({
        key: String(item.id ?? i),
        heading: item.question,
        body: item.answer,
      }))}
    />
  );
});
