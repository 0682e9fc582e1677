import { useTranslation } from 'react-i18next';
import { type Locale, localizePath } from '@teashop/contracts';
import { ShopLink } from './ShopLink';

function ErrorLayout({
  title,
  text,
  locale,
  code,
}: {
  title: string;
  text: string;
  locale: Locale;
  code: string;
}) {
  const { t } = useTranslation('common');
  return (
    <section
      className="ui-error-page"
      data-error={code}
      style={{ textAlign: 'center', padding: '72px 24px' }}
    >
      <h1>{title}</h1>
      <p>{text}</p>
      <ShopLink href={localizePath('/', locale)} className="ui-button">
        {t('error.backHome')}
      </ShopLink>
    </section>
  );
}

/** '404 - Page Not Found' with a back-to-home button. */
export function NotFoundPage({ locale }: { locale: Locale }) {
  const { t } = useTranslation('common');
  return (
    <ErrorLayout code="404" title={t('notFound.title')} text={t('notFound.text')} locale={locale} />
  );
}

/**
 * 'An error occurred' with the generic text, or with `message`: a translated text of the page's
 * own (never an error's words).
 */
export function ErrorPage({ locale, message }: { locale: Locale; message?: string }) {
  const { t } = useTranslation('common');
  return (
    <ErrorLayout
      code="error"
      title={t('error.title')}
      text={message || t('error.text')}
      locale={locale}
    />
  );
}
