import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { CMS_URL } from './support';

export const root = path.resolve(__dirname, '..', '..');

export interface ShopServer {
  process: ChildProcess;
  url: string;
  /** What the server printed (stdout and stderr), line by line. */
  output: string[];
  stop(): void;
}

/**
 * Starts another shop server (the same builds) on `port` with extra settings and resolves once it
 * answers. The content backend is the suite's.
 */
export async function startShop(port: number, env: Record<string, string>): Promise<ShopServer> {
  const child = spawn(process.execPath, [path.join(root, 'shell', 'dist-server', 'server.js')], {
    env: { ...process.env, PORT: String(port), CMS_URL, SSR_TIMEOUT_MS: '3000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const collect = (chunk: Buffer) => output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const url = `http://localhost:${port}`;
  const server = { process: child, url, output, stop: () => void child.kill() };
  for (let i = 0; i < 100; i++) {
    const up = await fetch(`${url}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`shop server on ${port} did not start:\n${output.join('\n')}`);
}

/** The cms grants CORS to the shop's usual origins only; a second shop borrows that grant. */
export async function borrowCors(page: Page, origin: string): Promise<void> {
  await page.route(`${CMS_URL}/api/**`, async (route) => {
    try {
      const answer = await route.fetch();
      await route.fulfill({
        response: answer,
        headers: { ...answer.headers(), 'access-control-allow-origin': origin },
      });
    } catch {
      // The test ended while this request was still under way.
    }
  });
}
