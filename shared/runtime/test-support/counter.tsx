import { useState } from 'react';

/** A part with state of its own, for tests of islands: a button counting its clicks. */
export function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}
