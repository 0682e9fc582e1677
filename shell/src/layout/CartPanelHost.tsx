import { lazy, Suspense, type ComponentType } from 'react';
import { type CartPanelProps, AreaFallback } from '@teashop/runtime';
import { ErrorBoundary } from '@teashop/ui';
import { loadArea } from '../federation/remotes';

/** The slide-out cart panel, a fragment exposed by mf-cart-checkout, loaded on first open. */
const Panel = lazy(() =>
  loadArea<{ default: ComponentType<CartPanelProps> }>('mf-cart-checkout', 'CartPanel'),
);

export function CartPanelHost(props: CartPanelProps & { everOpened: boolean }) {
  if (!props.everOpened) return null;
  return (
    <ErrorBoundary
      area="mf-cart-checkout"
      fallback={() => (props.open ? <AreaFallback area="mf-cart-checkout" /> : null)}
    >
      <Suspense fallback={null}>
        <Panel open={props.open} onClose={props.onClose} locale={props.locale} />
      </Suspense>
    </ErrorBoundary>
  );
}
