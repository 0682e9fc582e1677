import knex, { type Knex } from 'knex';
import type { Core } from '@strapi/strapi';
import { caseDuplicateUsernames, isEmailShaped, reportCaseDuplicateUsernames } from './identity';

let db: Knex;

beforeAll(async () => {
  db = knex({
    client: 'better-sqlite3',
    connection: { filename: ':memory:' },
    useNullAsDefault: true,
  });
  await db.schema.createTable('up_users', (table) => {
    table.increments('id');
    table.string('username');
  });
  await db('up_users').insert(
    ['Sec1User', 'mei', 'sec1user', 'Jade', 'SEC1USER', 'jade', 'unique'].map((username) => ({
      username,
    })),
  );
});

afterAll(() => db.destroy());

const fakeStrapi = (warn: jest.Mock) =>
  ({ db: { connection: db }, log: { warn, error: jest.fn() } }) as unknown as Core.Strapi;

test('usernames differing only in case are found, with their account ids', async () => {
  expect(await caseDuplicateUsernames(fakeStrapi(jest.fn()))).toEqual([
    { username: 'sec1user', ids: [1, 3, 5] },
    { username: 'jade', ids: [4, 6] },
  ]);
});

test('at start each group is logged with its ids; nothing is renamed', async () => {
  const warn = jest.fn();
  await reportCaseDuplicateUsernames(fakeStrapi(warn));
  expect(warn).toHaveBeenCalledTimes(2);
  expect(warn.mock.calls[0]![0]).toContain('"sec1user" used by accounts 1, 3, 5');
  expect(await db('up_users').pluck('username')).toContain('SEC1USER');
});

test('an identifier with an @ is e-mail-shaped', () => {
  expect(isEmailShaped('mei@example.test')).toBe(true);
  expect(isEmailShaped('mei')).toBe(false);
});
