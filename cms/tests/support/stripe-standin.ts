import path from 'node:path';
import { cmsDir } from './server';

/** The test run's Stripe keys: the stand-in's own, as the cms uses them without STRIPE_SECRET_KEY. */
export const STRIPE_KEYS = {
  secretKey: 'sk_test_standin',
  publishableKey: 'pk_test_standin',
  webhookSecret: 'whsec_standin',
};

export interface StripeStandin {
  url: string;
  port: number;
  close(): Promise<void> | void;
}

interface StandinModule {
  startStripeStandin(options: {
    port: number;
    host: string;
    publicUrl?: string;
    secretKey: string;
    publishableKey: string;
    webhookUrl: string;
    webhookSecret: string;
  }): Promise<StripeStandin>;
}

export const standinModule = path.resolve(cmsDir, '..', 'e2e', 'standins', 'stripe', 'server.mjs');

/**
 * Starts the offline Stripe stand-in of the repository (e2e/standins/stripe) in this process on a
 * free port. It is an ES module; a native import() keeps the test compiler from turning the import
 * into require().
 */
export async function startStripeStandin(webhookUrl: string): Promise<StripeStandin> {
  const nativeImport = new Function('specifier', 'return import(specifier)') as (
    specifier: string,
  ) => Promise<StandinModule>;
  const { startStripeStandin: start } = await nativeImport(standinModule);
  return start({ port: 0, host: '127.0.0.1', webhookUrl, ...STRIPE_KEYS });
}
