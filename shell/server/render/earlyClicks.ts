/**
 * A click on a server-rendered control before its scripts have taken the part over would do
 * nothing: React has no listener there yet. This runs inline in the head, before any of the page
 * is shown, and holds such clicks instead: a click on a control (a button, a checkbox, a radio, or
 * anything marked `data-replay`) inside a part still marked `data-ssr` is stopped and kept, and when
 * the part is live (the marker removed once it is hydrated) the kept clicks are replayed on the same
 * elements, in the order they were made, one per task. Hydration keeps the server's elements, so the replayed
 * click lands where the shopper clicked. Links, and the submit buttons of forms with an `action`,
 * are left alone: they work without scripts (a submit after held clicks of its part is held too).
 * A held click on a disclosure (a control with `aria-expanded`, as the phone's menu and filters
 * buttons are) shows at once: the attribute is flipped, and its panel's style follows the attribute,
 * so the shopper sees the panel open and does not tap again, which the replay would count too. A
 * held click on a checkbox shows its tick at once, for the same reason.
 *
 * The function is sent as its source text (`earlyClicksScript`), so it uses nothing from outside.
 */
export function holdEarlyClicks(doc: Document): void {
  const CONTROL =
    'button, [role="button"], input[type="checkbox"], input[type="radio"], [data-replay]';
  // `ticked`: what a held click on a checkbox showed (see below).
  const held: { part: Element; control: HTMLElement; ticked?: boolean }[] = [];
  const waiting: Element[] = [];
  const isLive = (part: Element) => part.getAttribute('data-ssr') !== 'true';
  // One click per task, as a shopper's clicks come: the part's state after one (a quantity
  // stepped up) is rendered before the next (the add that sends it) is handled.
  const replayNext = (part: Element) => {
    const next = held.find((click) => click.part === part);
    if (!next) return;
    held.splice(held.indexOf(next), 1);
    // the tick shown is undone first, so the replayed click makes it and the part hears it
    if (next.ticked !== undefined) (next.control as HTMLInputElement).checked = !next.ticked;
    if (next.control.isConnected) next.control.click();
    setTimeout(() => replayNext(part), 0);
  };
  const replay = new MutationObserver(() => {
    for (const part of waiting.slice()) {
      if (!isLive(part)) continue;
      waiting.splice(waiting.indexOf(part), 1);
      replayNext(part);
    }
  });
  doc.addEventListener(
    'click',
    (event) => {
      const target = event.target as Element | null;
      const control = (
        target && target.closest ? target.closest(CONTROL) : null
      ) as HTMLElement | null;
      const part = control ? control.closest('[data-ssr="true"]') : null;
      if (!control || !part || control.closest('a[href]')) return;
      const form = (control as HTMLButtonElement).form;
      const submits = control.matches('button:not([type]), [type="submit"]');
      // sent by the browser at once, unless clicks made before it in this part (a quantity
      // stepper) are still held: then it waits its turn, so they all count, in order
      const earlier = held.some((click) => click.part === part);
      if (submits && form && form.hasAttribute('action') && !earlier) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // A held click on a checkbox shows its tick at once: the browser undoes the tick of a
      // stopped click when the event ends, so it is put back before the next paint.
      const box = control.matches('input[type="checkbox"]') ? (control as HTMLInputElement) : null;
      // (clicks within one frame: each turns the tick the last one showed)
      let last: boolean | undefined;
      for (const click of held) if (click.control === box) last = click.ticked;
      const ticked = box ? (last === undefined ? box.checked : !last) : undefined;
      if (box) requestAnimationFrame(() => (box.checked = ticked === true));
      held.push({ part, control, ticked });
      const expanded = control.getAttribute('aria-expanded');
      if (expanded) control.setAttribute('aria-expanded', expanded === 'true' ? 'false' : 'true');
      if (waiting.indexOf(part) === -1) {
        waiting.push(part);
        replay.observe(part, { attributes: true, attributeFilter: ['data-ssr'] });
      }
    },
    true,
  );
}

/** The inline script of the page's head, with this answer's CSP nonce. */
export function earlyClicksScript(nonce: string | undefined): string {
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return `<script${attribute}>(${holdEarlyClicks.toString()})(document)</script>`;
}
