import http from 'node:http';

/**
 * Sits between the Stripe stand-in and the cms's webhook: forwards every delivery unchanged (same
 * bytes, same Stripe-Signature), or, while told to hold, answers 200 without forwarding, so a test
 * can pay with the webhook absent and watch the result endpoint do the work.
 *
 * Control: `POST /__gate/hold`, `POST /__gate/pass`, `GET /__gate/log` (deliveries seen, newest
 * last: { eventId, type, forwarded, status }).
 */
export interface WebhookGate {
  server: http.Server;
  url: string;
}

interface Delivery {
  eventId: string | null;
  type: string | null;
  paymentIntentId: string | null;
  forwarded: boolean;
  status: number | null;
}

export function startWebhookGate(target: string): Promise<WebhookGate> {
  let holding = false;
  const log: Delivery[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const path = (req.url ?? '/').split('?')[0];
      const json = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (path === '/__gate/hold' && req.method === 'POST') {
        holding = true;
        return json(200, { holding });
      }
      if (path === '/__gate/pass' && req.method === 'POST') {
        holding = false;
        return json(200, { holding });
      }
      if (path === '/__gate/log') return json(200, { holding, deliveries: log });

      const body = Buffer.concat(chunks);
      let parsed: { id?: unknown; type?: unknown; data?: { object?: { id?: unknown } } } = {};
      try {
        parsed = JSON.parse(body.toString('utf8')) as typeof parsed;
      } catch {
        // not JSON: forwarded as it is
      }
      const delivery: Delivery = {
        eventId: typeof parsed.id === 'string' ? parsed.id : null,
        type: typeof parsed.type === 'string' ? parsed.type : null,
        paymentIntentId: typeof parsed.data?.object?.id === 'string' ? parsed.data.object.id : null,
        forwarded: !holding,
        status: null,
      };
      log.push(delivery);
      if (holding) return json(200, { held: true });
      const headers: Record<string, string> = {};
      for (const name of ['content-type', 'stripe-signature', 'user-agent']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(target, { method: req.method ?? 'POST', headers, body })
        .then(async (answer) => {
          delivery.status = answer.status;
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(await answer.text());
        })
        .catch((error: unknown) => {
          delivery.status = 502;
          json(502, { error: String(error) });
        });
      return undefined;
    });
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      resolve({ server, url: `http://127.0.0.1:${port}` });
    });
  });
}
