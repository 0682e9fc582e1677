import type { Core } from '@strapi/strapi';
import { blockDemoAccountOutsideDemo } from './demo-account';

interface StoredUser {
  id: number;
  email: string;
  blocked: boolean;
}

function fakeStrapi(users: StoredUser[]) {
  const warnings: string[] = [];
  const query = {
    findOne: async ({ where }: { where: { email: string } }) =>
      users.find((user) => user.email === where.email) ?? null,
    update: async ({ where, data }: { where: { id: number }; data: Partial<StoredUser> }) => {
      const user = users.find((candidate) => candidate.id === where.id);
      if (user) Object.assign(user, data);
      return user;
    },
  };
  const strapi = {
    db: { query: () => query },
    log: { warn: (message: string) => warnings.push(message) },
  } as unknown as Core.Strapi;
  return { strapi, warnings };
}

const seeded = (): StoredUser[] => [
  { id: 1, email: 'demo@teashop.test', blocked: false },
  { id: 2, email: 'jade@example.test', blocked: false },
];

describe('the demo account outside the local demo', () => {
  it('is blocked when a production start finds it, and nobody else is', async () => {
    const users = seeded();
    const { strapi, warnings } = fakeStrapi(users);
    await expect(blockDemoAccountOutsideDemo(strapi, { NODE_ENV: 'production' })).resolves.toBe(
      true,
    );
    expect(users.map((user) => user.blocked)).toEqual([true, false]);
    expect(warnings.join('\n')).toContain('demo@teashop.test');
  });

  it('stays open in the local demo and in development', async () => {
    for (const env of [{ NODE_ENV: 'production', SHOP_PROFILE: 'local-demo' }, {}]) {
      const users = seeded();
      const { strapi } = fakeStrapi(users);
      await expect(blockDemoAccountOutsideDemo(strapi, env)).resolves.toBe(false);
      expect(users[0]?.blocked).toBe(false);
    }
  });
});
