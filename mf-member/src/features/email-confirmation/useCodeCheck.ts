import { useEffect, useState } from 'react';

/**
 * The answer of `verify` for `code`, or null while it is being checked and when `enabled` is false
 * (a missing or malformed code needs no request).
 */
export function useCodeCheck<R>(
  code: string,
  enabled: boolean,
  verify: (code: string) => Promise<R>,
): R | null {
  const [checked, setChecked] = useState<{ code: string; result: R } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    void verify(code).then((result) => {
      if (active) setChecked({ code, result });
    });
    return () => {
      active = false;
    };
  }, [enabled, code, verify]);
  return enabled && checked?.code === code ? checked.result : null;
}
