import { type EventDetail, type EventName, type EventPayload, eventSchemas } from './events';
import { pageGlobals } from '../pageGlobals';

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
  const parsed = eventSchemas[name].parse(payload) as EventDetail<N>;
  busTarget().dispatchEvent(new CustomEvent(name, { detail: parsed }));
}

export function subscribe<N extends EventName>(name: N, handler: Handler<N>): () => void {
  const listener = (event: Event) => handler((event as CustomEvent<EventDetail<N>>).detail);
  busTarget().addEventListener(name, listener);
  return () => busTarget().removeEventListener(name, listener);
}
