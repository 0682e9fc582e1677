import { island } from '@teashop/runtime';
import { ShareLinks, type ShareLinksProps } from '@teashop/ui';

/** Its address is given: an island has no router to read it from. */
function ShareArticle(props: ShareLinksProps & { url: string }) {
  return <ShareLinks {...props} />;
}

/** Sharing an article: the only part of its page that hydrates (the rest is server HTML). */
export const ArticleShare = island('mf-content/article-share', ShareArticle);
