import { useEffect, useState } from 'react';
import { useServerValue } from '../ssr/serverValues';
import { apiRequest } from '../api/client';
import { currentPreviewToken, PREVIEW_HEADER, PREVIEW_STATE_KEY } from './previewToken';

/**
 * What the page knows about its preview, decided by the shop server (a server value of the shell's
 * parts under PREVIEW_STATE_KEY, so the browser hydrates the same banner).
 */
export interface PreviewPageState {
  /** true: the page shows the draft of the previewed document. */
  active: boolean;
  /** When the token expires (ISO date), for an active preview. */
  expiresAt?: string;
}

export { PREVIEW_STATE_KEY };

/** The answer of the content backend's `GET /api/preview/check`. */
export type PreviewCheck =
  | {
      valid: true;
      uid: string;
      documentId: string;
      locale: string;
      expiresAt: string;
    }
  | { valid: false; reason: 'missing' | 'invalid' | 'expired' | 'unavailable' };

/** Asks the content backend whether a preview token is valid (any failure counts as not valid). */
export async function checkPreviewToken(token: string): Promise<PreviewCheck> {
  try {
    const answer = await apiRequest<{ data?: PreviewCheck }>('/preview/check', {
      headers: { [PREVIEW_HEADER]: token },
      auth: false,
    });
    return answer?.data && typeof answer.data.valid === 'boolean'
      ? answer.data
      : { valid: false, reason: 'unavailable' };
  } catch {
    return { valid: false, reason: 'unavailable' };
  }
}

/**
 * The page's preview state: the one the server rendered with (embedded for hydration), else, when
 * the page was not rendered on the server and carries a token, what the content backend says of
 * it. null: not a preview.
 */
export function usePreviewState(): PreviewPageState | null {
  const embedded = useServerValue(PREVIEW_STATE_KEY) as PreviewPageState | null | undefined;
  const [checked, setChecked] = useState<PreviewPageState | null>(null);
  const known = embedded !== undefined;
  useEffect(() => {
    if (known) return undefined;
    const token = currentPreviewToken();
    if (!token) return undefined;
    let live = true;
    void checkPreviewToken(token).then((check) => {
      if (live && check.valid) setChecked({ active: true, expiresAt: check.expiresAt });
    });
    return () => {
      live = false;
    };
  }, [known]);
  return embedded ?? checked;
}
