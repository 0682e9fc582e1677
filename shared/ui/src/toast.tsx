import { useEffect, useState } from 'react';
import { publish, subscribe } from '@teashop/contracts';
import { tokens } from './tokens';

interface ToastItem {
  id: number;
  message: string;
  kind: 'info' | 'success' | 'error';
}

/** Shows a toast from any remote; the shell renders the one ToastRegion. */
export function showToast(message: string, kind: ToastItem['kind'] = 'info'): void {
  publish('shell:toast', { message, kind });
}

let nextId = 1;

/**
 * Live region in the top-right corner below the header (at the bottom on phones); each toast stays
 * 3000 ms.
 */
export function ToastRegion({ durationMs = tokens.toastDurationMs }: { durationMs?: number }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  useEffect(
    () =>
      subscribe('shell:toast', ({ message, kind }) => {
        const id = nextId++;
        setToasts((list) => [...list, { id, message, kind: kind ?? 'info' }]);
        window.setTimeout(() => setToasts((list) => list.filter((t) => t.id !== id)), durationMs);
      }),
    [durationMs],
  );
  return (
    <div className="ui-toast-region" role="status" aria-live="polite">
      {toasts.map((t) => (
        <div key={t.id} className={`ui-toast ui-toast--${t.kind}`}>
          {t.message}
        </div>
      ))}
    </div>
  );
}
