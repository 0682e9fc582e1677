import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { earlyClicksScript, holdEarlyClicks } from './earlyClicks';

/** A server-rendered part with controls, and what a click on each did once the part was live. */
function page() {
  document.body.innerHTML = `
    <div id="area" data-ssr="true">
      <button id="add">Add to cart</button>
      <input id="filter" type="checkbox" />
      <a id="link" href="#next"><button id="inlink">In a link</button></a>
      <form action="/search"><button id="search">Search</button></form>
      <form action="/cart/items" method="post">
        <button id="more" type="button">+</button><button id="buy">Add to cart</button>
      </form>
    </div>
    <div id="live"><button id="other">Live</button></div>`;
  const seen: string[] = [];
  for (const id of ['add', 'filter', 'inlink', 'search', 'other', 'more', 'buy']) {
    document.getElementById(id)?.addEventListener('click', (event) => {
      // jsdom would follow the link and submit the form
      if (id === 'inlink' || id === 'search' || id === 'buy') event.preventDefault();
      seen.push(id);
    });
  }
  return { seen, part: document.getElementById('area') as HTMLElement };
}

const click = (id: string) => document.getElementById(id)?.click();
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
/**
 * Waits until `done()` holds, then a moment more, so a click replayed twice would show too. The
 * replay goes one click per task: on a busy machine that is later than any fixed wait.
 */
async function replayed(done: () => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5));
  await settled();
}

describe('clicks made before a part is hydrated', () => {
  beforeAll(() => holdEarlyClicks(document));

  it('are held while the part is server HTML, then replayed once, in order, when it is live', async () => {
    const { seen, part } = page();
    click('add');
    click('filter');
    click('add');
    await settled();
    expect(seen).toEqual([]);
    part.removeAttribute('data-ssr');
    await replayed(() => seen.length >= 3);
    expect(seen).toEqual(['add', 'filter', 'add']);
    click('add');
    expect(seen).toEqual(['add', 'filter', 'add', 'add']);
  });

  it('leave links, forms with an action and live parts alone', async () => {
    const { seen } = page();
    click('inlink');
    click('search');
    click('other');
    expect(seen).toEqual(['inlink', 'search', 'other']);
  });

  it('holds a form sent after held clicks of its part, so the quantity chosen first counts', async () => {
    const { seen, part } = page();
    click('more');
    click('buy');
    expect(seen).toEqual([]);
    part.removeAttribute('data-ssr');
    await replayed(() => seen.length >= 2);
    expect(seen).toEqual(['more', 'buy']);
  });

  it("lets the page's state follow each replayed click before the next: the quantity stepped up is the one sent", async () => {
    document.body.innerHTML = '<div id="area" data-ssr="true"></div>';
    const part = document.getElementById('area') as HTMLElement;
    const sent: number[] = [];
    function Purchase() {
      const [quantity, setQuantity] = useState(1);
      return (
        <form
          action="/cart/items"
          onSubmit={(event) => {
            event.preventDefault();
            sent.push(quantity);
          }}
        >
          <button id="more" type="button" onClick={() => setQuantity((q) => q + 1)}>
            +
          </button>
          <button id="buy">Add to cart</button>
        </form>
      );
    }
    const root = createRoot(part);
    flushSync(() => root.render(<Purchase />));
    click('more');
    click('buy');
    expect(sent).toEqual([]);
    part.removeAttribute('data-ssr');
    await replayed(() => sent.length >= 1);
    expect(sent).toEqual([2]);
    root.unmount();
  });

  it("shows a held checkbox's tick at once, and each replayed click changes it as shown", async () => {
    const { part } = page();
    const box = document.getElementById('filter') as HTMLInputElement;
    let changes = 0;
    box.addEventListener('change', () => (changes += 1));
    click('filter');
    await nextFrame();
    expect(box.checked).toBe(true);
    click('filter');
    click('filter');
    await nextFrame();
    expect(box.checked).toBe(true);
    expect(changes).toBe(0);
    part.removeAttribute('data-ssr');
    await replayed(() => changes >= 3);
    expect(changes).toBe(3);
    expect(box.checked).toBe(true);
  });

  it('shows a disclosure open (or closed) at once, and its replayed clicks leave it as shown', async () => {
    const { part } = page();
    part.insertAdjacentHTML(
      'beforeend',
      '<button id="filters" aria-expanded="false">Filters</button>',
    );
    const toggle = document.getElementById('filters') as HTMLButtonElement;
    // The part's own handler, as React's would be once it is live: it sets the state it keeps.
    let open = false;
    let handled = 0;
    toggle.addEventListener('click', () => {
      handled += 1;
      open = !open;
      toggle.setAttribute('aria-expanded', String(open));
    });
    click('filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    click('filters');
    click('filters');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(open).toBe(false);
    part.removeAttribute('data-ssr');
    await replayed(() => handled >= 3);
    expect(handled).toBe(3);
    expect(open).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('earlyClicksScript', () => {
  it('is one inline script with the answer nonce, running the same function', () => {
    const script = earlyClicksScript('abc123');
    expect(script.startsWith('<script nonce="abc123">(function holdEarlyClicks(')).toBe(true);
    expect(script.endsWith(')(document)</script>')).toBe(true);
    expect(script).not.toContain('</script><');
  });
});
