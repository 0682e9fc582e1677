import type http from 'node:http';
import { stopServerAndDatabase } from './server';
import type { StripeStandin } from './stripe-standin';

const closeServer = (server: http.Server | undefined) =>
  new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

export default async function globalTeardown(): Promise<void> {
  await stopServerAndDatabase();
  const holder = globalThis as {
    oauthProvider?: http.Server;
    webhookGate?: http.Server;
    stripeStandin?: StripeStandin;
  };
  await closeServer(holder.oauthProvider);
  await closeServer(holder.webhookGate);
  await holder.stripeStandin?.close();
}
