import { useCallback, useEffect, useRef } from 'react';
import { setLeaveGuard } from '@teashop/ui';

/**
 * While `active`, leaving the page asks first: the browser's own prompt on unload or reload, and
 * the given question before in-shop navigation (links and buttons that go through the shop's
 * navigation). The returned `suspend(true)` lets the page leave on purpose (to the payment
 * result, or the card issuer's authentication page) without asking.
 */
export function useLeaveWarning(active: boolean, message: string): (suspended: boolean) => void {
  const suspended = useRef(false);
  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (suspended.current) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    const release = setLeaveGuard(() => suspended.current || window.confirm(message));
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      release();
    };
  }, [active, message]);
  return useCallback((value: boolean) => {
    suspended.current = value;
  }, []);
}
