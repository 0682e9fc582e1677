import { api, baseUrl, registerMember } from './support/api';

/**
 * A corpus of requests the cms cannot read: filter values of the wrong type, operators of the wrong
 * shape, broken JSON and multipart bodies, oversized bodies and headers. Each is answered with a
 * 4xx (400, or 413/431 where the size is the problem), a JSON error in Strapi's shape with a
 * message where there is a body, and never a stack trace or a file path.
 */

interface Answer {
  status: number;
  text: string;
}

async function send(
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string | Buffer } = {},
): Promise<Answer> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.headers,
    body: init.body,
    redirect: 'manual',
  });
  return { status: res.status, text: await res.text() };
}

/** Text that shows the server's insides. */
const INSIDES = [/\/work\//, /node_modules/, /\n\s+at /, / at \S+ \(/, /\/(home|usr|tmp)\//];

function expectReadableError(answer: Answer, statuses: number[]) {
  // the answer itself in the failure message, so a 500 shows what it said
  expect({ status: answer.status, text: answer.text.slice(0, 300) }).toEqual({
    status: statuses.includes(answer.status) ? answer.status : statuses[0],
    text: answer.text.slice(0, 300),
  });
  for (const pattern of INSIDES) expect(answer.text).not.toMatch(pattern);
  if (answer.text === '') return; // Node answers a 431 itself, with no body
  const body = JSON.parse(answer.text) as {
    data: unknown;
    error: { status: number; name: string; message: string };
  };
  expect(body.data).toBeNull();
  expect(body.error.status).toBe(answer.status);
  expect(typeof body.error.name).toBe('string');
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(body.error.message).not.toBe('Internal Server Error');
}

const BAD_FILTERS = [
  '/api/products?filters[price][$gt]=abc',
  '/api/products?filters[price][$eq]=abc',
  '/api/products?filters[price]=abc',
  '/api/products?filters[stock][$lt]=x1',
  '/api/products?filters[price][$in]=abc',
  '/api/products?filters[price][$in][0]=1&filters[price][$in][1]=two',
  '/api/products?filters[price][$between]=abc',
  '/api/products?filters[price][$between][0]=1',
  '/api/products?filters[0]=abc',
  '/api/products?populate[teaCategory][filters][sortOrder][$gt]=abc',
  '/api/products?filters[price][$gt]=1e999',
  '/api/products?filters[price][$null]=maybe',
  '/api/products?filters[price][$not][$gt]=abc',
  '/api/products?filters[name][$gt][$lt]=1',
  '/api/products?filters[$or]=abc',
  '/api/products?filters[$or][0][price][$lt]=x',
  '/api/products?filters[$and][0][stock][$gte]=lots',
  '/api/products?filters[id][$eq]=abc',
  '/api/products?filters[teaCategory][id][$eq]=abc',
  '/api/products?filters[createdAt][$gt]=notadate',
  '/api/products?filters[updatedAt][$eq]=2020-13-45',
  '/api/articles?filters[publishDate][$gt]=notadate',
  '/api/products?filters[price][$foo]=1',
  '/api/products?filters[price][$gt]=1&filters[slug][$regex]=.*',
  '/api/reviews?filters[rating][$gt]=abc',
  '/api/reviews?filters[verifiedPurchase][$eq]=maybe',
  '/api/reviews?filters[verifiedPurchase]=perhaps',
  '/api/header?locale=en&filters[enableHeaderNotification][$eq]=maybe',
  '/API/products?filters[price][$gt]=abc',
  '/api/products?pagination[page]=abc',
  '/api/products?sort=price:sideways',
];

describe('bad filter values answer 400 with a message', () => {
  test.each(BAD_FILTERS)('GET %s', async (url) => {
    const answer = await send(url);
    expectReadableError(answer, [400]);
    expect(JSON.parse(answer.text).error.name).toBe('ValidationError');
  });

  test('good filter values still work', async () => {
    const res = await api(
      '/api/products?locale=en&filters[price][$gt]=1.5&filters[stock][$gte]=0&filters[price][$in][0]=28&filters[price][$in][1]=30&fields[0]=slug',
    );
    expect(res.status).toBe(200);
    const reviews = await api('/api/reviews?filters[verifiedPurchase][$eq]=true&fields[0]=rating');
    expect(reviews.status).toBe(200);
  });
});

const json = { 'Content-Type': 'application/json' };
const multipart = (boundary?: string) => ({
  'Content-Type': `multipart/form-data${boundary ? `; boundary=${boundary}` : ''}`,
});
const part = (headers: string, content: string, boundary = 'XyZ') =>
  `--${boundary}\r\n${headers}\r\n\r\n${content}\r\n`;

describe('broken bodies answer 4xx with a message, never a bare 500', () => {
  let jwt = '';
  beforeAll(async () => {
    jwt = (await registerMember('badinput')).jwt;
  });

  const cases: Array<[string, string, Record<string, string>, string | Buffer, number[]]> = [
    ['broken JSON sign-in', '/api/auth/local', json, '{"identifier":', [400]],
    ['broken JSON contact form', '/api/contact-messages', json, '{bad', [400]],
    ['broken JSON cart', '/api/carts', json, '{"data": {"items": [}', [400]],
    ['a JSON string body', '/api/carts', json, '"x"', [400]],
    ['JSON with a lone surrogate escape', '/api/auth/local', json, '{"identifier":"\\ud800', [400]],
    [
      'a truncated multipart review',
      '/api/reviews',
      multipart('XyZ'),
      `--XyZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"rating":5`,
      [400],
    ],
    [
      'a multipart review with the wrong boundary',
      '/api/reviews',
      multipart('XyZ'),
      `${part('Content-Disposition: form-data; name="data"', '{}', 'AAA')}--AAA--\r\n`,
      [400],
    ],
    [
      'a multipart review without a boundary',
      '/api/reviews',
      multipart(),
      `${part('Content-Disposition: form-data; name="data"', '{}')}--XyZ--\r\n`,
      [400],
    ],
    [
      'a multipart review with a part without a name',
      '/api/reviews',
      multipart('XyZ'),
      `${part('Content-Disposition: form-data', '{"rating":5}')}--XyZ--\r\n`,
      [400],
    ],
    [
      'a multipart review with a nameless file',
      '/api/reviews',
      multipart('XyZ'),
      `${part('Content-Disposition: form-data; filename="a.png"\r\nContent-Type: image/png', 'abc')}--XyZ--\r\n`,
      [400],
    ],
    [
      'a multipart review whose data is broken JSON',
      '/api/reviews',
      multipart('XyZ'),
      `${part('Content-Disposition: form-data; name="data"', '{bad')}--XyZ--\r\n`,
      [400],
    ],
    [
      'a multipart review through /API/',
      '/API/reviews',
      multipart('XyZ'),
      `--XyZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"rat`,
      [400],
    ],
    [
      'a JSON body over the limit',
      '/api/auth/local',
      json,
      `{"identifier":"${'x'.repeat(1_200_000)}"}`,
      [413],
    ],
  ];

  test.each(cases)('%s', async (_name, path, headers, body, statuses) => {
    for (const withJwt of [false, true]) {
      const answer = await send(path, {
        headers: { ...headers, ...(withJwt ? { Authorization: `Bearer ${jwt}` } : {}) },
        body,
      });
      // without a session a review write may be refused before its body is looked at
      expectReadableError(
        answer,
        withJwt || !path.endsWith('reviews') ? statuses : [...statuses, 403],
      );
    }
  });

  test('oversized request headers answer 431 without insides', async () => {
    const answer = await send('/api/products', { headers: { 'X-Big': 'x'.repeat(20_000) } });
    expectReadableError(answer, [431]);
  });
});
