import { type RefObject, useEffect, useRef } from 'react';

/**
 * Keeps what a shopper typed into a server-rendered field before the page was live. The browser
 * keeps the text in the field, but the component's state was hydrated from the server's value, so
 * the two differ and the state would win on the next action. Right after hydration, `adopt` is
 * called once with the field's text when it is not the state's `value`; later typing goes through
 * the field's own handler.
 */
export function useTypedBeforeLive(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  adopt: (typed: string) => void,
): void {
  const atHydration = useRef({ value, adopt });
  useEffect(() => {
    const typed = field.current?.value;
    const { value: rendered, adopt: take } = atHydration.current;
    if (typed !== undefined && typed !== rendered) take(typed);
  }, [field]);
}
