import { useTranslation } from 'react-i18next';
import { useShopQuery } from '@teashop/runtime';
import { BlocksContent, CmsImage, ErrorPage, useContentLocale, useLocale } from '@teashop/ui';
import { queries } from '../../api/queries';
import { TextSkeleton } from './TextSkeleton';
import content from './content.module.css';

/** A page made of a title, an optional image and rich text from a single type (about, privacy). */
export function RichContentPage({
  type,
  pageName,
  metaKey,
}: {
  type: 'about' | 'privacy';
  /** Route name, for `data-page`. */
  pageName: string;
  /** Translation key of the page's fallback title. */
  metaKey: string;
}) {
  const { t } = useTranslation('mf-content');
  const locale = useLocale();
  const contentLocale = useContentLocale();
  const page = useShopQuery(...queries.richPage(type, contentLocale));
  const data = page.data ?? null;

  if (page.status === 'error') return <ErrorPage locale={locale} />;
  return (
    <section
      className={[content.page, content.narrow].join(' ')}
      data-page={pageName}
      aria-busy={page.status === 'loading'}
    >
      {page.status === 'loading' ? (
        <TextSkeleton />
      ) : (
        <>
          <h1 className={content.pageTitle}>{data?.title || t(`pages.${metaKey}.title`)}</h1>
          {data?.image ? (
            <CmsImage
              media={data.image}
              priority
              className={content.inlineImage}
              alt=""
              sizes="(min-width: 760px) 712px, 100vw"
            />
          ) : null}
          <BlocksContent blocks={data?.body} />
        </>
      )}
    </section>
  );
}
