import { lazy, Suspense, useMemo, type ComponentType } from 'react';
import { type CartPanelProps, ErrorBoundary, AreaFallback } from '@teashop/shared';
import { loadArea } from '../federation/remotes';

/** The slide-out cart panel, a fragment exposed by mf-cart-checkout, loaded on first open. */
export function CartPanelHost(props: CartPanelProps & { everOpened: boolean }) {
  const Panel = useMemo(
    () => lazy(() => loadArea<{ default: ComponentType<CartPanelProps> }>('mf-cart-checkout', 'CartPanel')),
    [],
  );
  if (!props.everOpened) return null;
  return (
    <ErrorBoundary fallback={() => (props.open ? <AreaFallback area="mf-cart-checkout" /> : null)}>
      <Suspense fallback={null}>
        <Panel open={props.open} onClose={props.onClose} locale={props.locale} />
      </Suspense>
    </ErrorBoundary>
  );
}
