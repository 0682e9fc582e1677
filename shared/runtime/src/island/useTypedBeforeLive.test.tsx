import { act, useRef, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useTypedBeforeLive } from './useTypedBeforeLive';

function Quantity() {
  const [typed, setTyped] = useState('1');
  const field = useRef<HTMLInputElement>(null);
  useTypedBeforeLive(field, typed, setTyped);
  return (
    <>
      <input
        ref={field}
        aria-label="Quantity"
        value={typed}
        onChange={(e) => setTyped(e.target.value)}
      />
      <output>{typed}</output>
    </>
  );
}

describe('a field typed into before the page is live', () => {
  it('gives its text to the state once hydrated, so the next action uses what the shopper sees', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Quantity />);
    document.body.append(container);
    // The shopper types while the page is still server HTML.
    (container.querySelector('input') as HTMLInputElement).value = '3';
    await act(async () => {
      hydrateRoot(container, <Quantity />);
    });
    expect(container.querySelector('output')?.textContent).toBe('3');
    expect(container.querySelector('input')?.value).toBe('3');
    container.remove();
  });

  it('leaves the state alone when nothing was typed', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Quantity />);
    await act(async () => {
      hydrateRoot(container, <Quantity />);
    });
    expect(container.querySelector('output')?.textContent).toBe('1');
  });
});
