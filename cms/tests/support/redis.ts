import { spawnSync } from 'node:child_process';

/** The Redis of the tests: `REDIS_URL`, by default a local server on the standard port. */
export const redisTestUrl = (): string => process.env.REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether Redis answers PING at `redisTestUrl()`, asked synchronously (a child process with a
 * 2 s limit) so a test file can decide at load time whether its Redis tests run.
 */
export function redisAnswers(url = redisTestUrl()): boolean {
  const { hostname, port } = new URL(url);
  const script = `
    const socket = require('node:net').connect(${Number(port) || 6379}, ${JSON.stringify(hostname || '127.0.0.1')});
    socket.setTimeout(1500, () => process.exit(1));
    socket.on('error', () => process.exit(1));
    socket.on('connect', () => socket.write('PING\\r\\n'));
    socket.on('data', (d) => process.exit(/^(\\+PONG|-NOAUTH)/.test(String(d)) ? 0 : 1));`;
  const run = spawnSync(process.execPath, ['-e', script], { timeout: 2_000 });
  return run.status === 0;
}
