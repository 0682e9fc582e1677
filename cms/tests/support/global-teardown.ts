import type http from 'node:http';
import { stopServer } from './server';

export default async function globalTeardown(): Promise<void> {
  stopServer();
  const provider = (globalThis as { oauthProvider?: http.Server }).oauthProvider;
  await new Promise<void>((resolve) => (provider ? provider.close(() => resolve()) : resolve()));
}
