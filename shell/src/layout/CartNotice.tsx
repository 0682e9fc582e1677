import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CartNotice as Notice } from '@teashop/contracts';
import { tokens, useHydrated } from '@teashop/ui';
import { useServerNotice } from './serverMember';

/** A server-rendered notice stays this long once the page is live (without scripts: until left). */
const NOTICE_MS = tokens.toastDurationMs * 2;

function useNoticeText(notice: Notice): string {
  const { t } = useTranslation('shell');
  switch (notice.kind) {
    case 'added':
      return t('notice.added', { name: notice.name });
    case 'limited':
      return t('notice.limited', { stock: notice.stock, inCart: notice.inCart });
    case 'currencyMismatch':
      return t('common:cart.currencyMismatch');
    default:
      return t('notice.failed');
  }
}

function NoticeToast({ notice, onDismiss }: { notice: Notice; onDismiss: () => void }) {
  const { t } = useTranslation('shell');
  const text = useNoticeText(notice);
  // the close button needs the page live; until then (or without scripts) the notice just stays
  const live = useHydrated();
  const kind = notice.kind === 'added' ? 'success' : notice.kind === 'limited' ? 'info' : 'error';
  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      <div className={`ui-toast ui-toast--${kind}`} data-testid="cart-notice">
        {text}
        {live ? (
          <button type="button" className="ui-toast-dismiss" onClick={onDismiss}>
            {t('notice.dismiss')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What became of a purchase form the shop server took just before this page (sent before the
 * page was live, or without scripts): shown at once by the server's HTML, like the toast the live
 * page shows for an add.
 */
export function CartNotice() {
  const notice = useServerNotice();
  const [open, setOpen] = useState(true);
  useEffect(() => {
    if (!notice) return undefined;
    const timer = window.setTimeout(() => setOpen(false), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);
  if (!notice || !open) return null;
  return <NoticeToast notice={notice} onDismiss={() => setOpen(false)} />;
}
