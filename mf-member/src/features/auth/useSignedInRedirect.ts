import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useSnapshot } from 'valtio';
import { authState } from '@teashop/runtime';

/**
 * On the log-in and sign-up pages: a member who is already signed in (token and account loaded)
 * goes to the member centre instead, in the same language. The page calls the returned function
 * with `true` while it signs someone in itself (and `false` if that fails), so its own navigation
 * afterwards is not overtaken.
 */
export function useSignedInRedirect(): (signingIn: boolean) => void {
  const auth = useSnapshot(authState);
  const navigate = useNavigate();
  const signingInRef = useRef(false);
  const signedIn = Boolean(auth.token && auth.user);
  useEffect(() => {
    if (signedIn && !signingInRef.current) void navigate('/member/account', { replace: true });
  }, [signedIn, navigate]);
  return useCallback((signingIn: boolean) => {
    signingInRef.current = signingIn;
  }, []);
}
