import type { ServerCart } from '@teashop/runtime';
import { runtime } from './cartRuntime';

/*
 * Other tabs of the same shop: a successful save is announced with the saved cart (tabs of the same
 * owner show it), anything else (reset, login merge) asks them to read the cart again.
 */

const CHANNEL_NAME = 'teashop-cart';

export type ChannelMessage =
  { type: 'saved'; owner: string; cart: ServerCart } | { type: 'changed' };

export function broadcast(message: ChannelMessage): void {
  try {
    runtime().channel?.postMessage(message);
  } catch {
    // A closed channel: other tabs catch up when they become visible.
  }
}

/** Listens to the other tabs; returns the cleanup (nothing where BroadcastChannel is missing). */
export function openChannel(onMessage: (message: ChannelMessage) => void): (() => void) | null {
  if (typeof BroadcastChannel === 'undefined') return null;
  const rt = runtime();
  const channel = new BroadcastChannel(CHANNEL_NAME);
  channel.onmessage = (event: MessageEvent<ChannelMessage>) => onMessage(event.data);
  rt.channel = channel;
  return () => channel.close();
}
