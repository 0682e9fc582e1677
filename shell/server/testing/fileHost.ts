import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * For tests: an HTTP host answering each path in `files` with its text (read at request time, so a
 * test can change a file between requests) and 404 otherwise; every requested path is added to
 * `requests`.
 */
export function fileHost(files: Record<string, string>, requests: string[] = []) {
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const body = files[req.url ?? ''];
    if (body === undefined) res.writeHead(404).end();
    else res.writeHead(200).end(body);
  });
  return new Promise<{ base: string; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        base: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
