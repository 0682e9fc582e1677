import { useTranslation } from 'react-i18next';
import { ShopLink } from '../ShopLink';
import { showToast } from '../toast';

/** Share addresses of the two networks offered (a social network and a messenger). */
export function shareTargets(url: string, title: string): { facebook: string; line: string } {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    line: `https://social-plugins.line.me/lineit/share?url=${u}&text=${encodeURIComponent(title)}`,
  };
}

/**
 * Copies text to the clipboard: the Clipboard API, else a selected text area. Never throws; false
 * when the browser refused both.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Falls through to the selection-based copy below.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  let ok: boolean;
  try {
    ok = document.execCommand('copy');
  } catch {
    ok = false;
  }
  area.remove();
  return ok;
}

export type ShareLinksProps = {
  /** The page's title, sent along with the link where the network takes one (LINE). */
  title: string;
  /** The page's address to share (absolute, in its language: `pageUrl`). */
  url: string;
  /**
   * The area's translation namespace with the texts `share.label`, `share.facebook`,
   * `share.line`, `share.copy`, `share.copied` and `share.copyFailed`.
   */
  ns: string;
  /** `buttons`: outlined buttons; `links`: a compact row of underlined links. */
  variant?: 'buttons' | 'links';
};

/**
 * Sharing of a page: a social network, a messenger, or copying its link. Copying tells the
 * shopper how it went (a toast), and a refused copy says so.
 */
export function ShareLinks({ title, url, ns, variant = 'buttons' }: ShareLinksProps) {
  const { t } = useTranslation(ns);
  const targets = shareTargets(url, title);
  const onCopy = async () => {
    const ok = await copyToClipboard(url);
    showToast(ok ? t('share.copied') : t('share.copyFailed'), ok ? 'success' : 'error');
  };
  const item = `ui-share-item ui-share-item--${variant}`;
  return (
    <div
      className={`ui-share ui-share--${variant}`}
      role="group"
      aria-label={t('share.label')}
      data-testid="share"
    >
      <span className="ui-share-label">{t('share.label')}</span>
      <ShopLink href={targets.facebook} external className={item} data-share="facebook">
        {t('share.facebook')}
      </ShopLink>
      <ShopLink href={targets.line} external className={item} data-share="line">
        {t('share.line')}
      </ShopLink>
      <button type="button" className={item} onClick={() => void onCopy()} data-share="copy">
        {t('share.copy')}
      </button>
    </div>
  );
}
