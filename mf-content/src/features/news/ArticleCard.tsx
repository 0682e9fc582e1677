import { Link } from 'react-router';
import { CmsImage, formatDate, useLocale } from '@teashop/ui';
import type { Article } from '../content/types';
import content from '../content/content.module.css';

/** An article teaser linking to its page (within the content area). */
export function ArticleCard({
  article,
  headingLevel = 3,
}: {
  article: Article;
  headingLevel?: 2 | 3;
}) {
  const locale = useLocale();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <li className={content.card} data-article={article.slug}>
      <Link to={`/news/${encodeURIComponent(article.slug)}`}>
        {article.cover ? (
          <CmsImage
            media={article.cover}
            className={content.cardMedia}
            alt=""
            sizes="(min-width: 1120px) 360px, 100vw"
          />
        ) : null}
        <div className={content.cardBody}>
          <time className={content.cardMeta} dateTime={article.publishDate}>
            {formatDate(article.publishDate, locale)}
          </time>
          <Heading className={content.cardTitle}>{article.title}</Heading>
          {article.excerpt ? <p className={content.cardText}>{article.excerpt}</p> : null}
        </div>
      </Link>
    </li>
  );
}
