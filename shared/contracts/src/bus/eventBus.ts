import type { EventDetail, EventName, EventPayload } from './events';
import { pageGlobals } from '../pageGlobals';

type Check = <N extends EventName>(name: N, payload: EventPayload<N>) => EventDetail<N>;

/**
 * Payloads are checked against the contract's schemas in development builds and tests only: a
 * production build drops this branch, and zod with it, from every page.
 */
function payloadCheck(): Check | null {
  // The condition is a constant in a production build, so webpack never reaches the `require`.
  if (process.env.NODE_ENV !== 'production') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { eventSchemas } = require('./events') as typeof import('./events');
    return (name, payload) => eventSchemas[name].parse(payload) as EventDetail<typeof name>;
  }
  return null;
}
const check = payloadCheck();

type Handler<N extends EventName> = (payload: EventDetail<N>) => void;

const BUS_KEY = '__teashopEventBus__';

interface BusTarget {
  target: EventTarget;
}

/** One EventTarget per page, even if two copies of this module were ever loaded. */
function busTarget(): EventTarget {
  const holder = pageGlobals<BusTarget>();
  if (!holder[BUS_KEY]) holder[BUS_KEY] = { target: new EventTarget() };
  return (holder[BUS_KEY] as BusTarget).target;
}

export function publish<N extends EventName>(name: N, payload: EventPayload<N>): void {
  const detail = check ? check(name, payload) : (payload as EventDetail<N>);
  busTarget().dispatchEvent(new CustomEvent(name, { detail }));
}

export function subscribe<N extends EventName>(name: N, handler: Handler<N>): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventDetail<N>>).detail);
  busTarget().addEventListener(name, listener);
  return () => busTarget().removeEventListener(name, listener);
}
