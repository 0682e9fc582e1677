/** @jest-environment node */
import { listenHost, productionProblems, productionRefusal, startupProfile } from './profile';

/** A production environment with everything set. */
const ready: NodeJS.ProcessEnv = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://tea.example',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_x',
  RECAPTCHA_SITE_KEY: 'site-key',
};

const without = (name: string): NodeJS.ProcessEnv => {
  const env = { ...ready };
  delete env[name];
  return env;
};

describe('the shop server in production', () => {
  it('starts with every setting present', () => {
    expect(productionProblems(ready)).toEqual([]);
  });

  it.each(['PUBLIC_URL', 'STRIPE_PUBLISHABLE_KEY', 'RECAPTCHA_SITE_KEY'])(
    'is refused without %s, naming it',
    (name) => {
      const problems = productionProblems(without(name));
      expect(problems.map((p) => p.variable)).toEqual([name]);
      const exit = jest.fn((message: string): never => {
        throw new Error(message);
      });
      expect(() => startupProfile(without(name), exit)).toThrow(name);
      expect(productionRefusal(problems)).toContain(`${name}:`);
    },
  );

  it('is refused with an empty value as without one', () => {
    expect(productionProblems({ ...ready, STRIPE_PUBLISHABLE_KEY: ' ' })).toHaveLength(1);
  });

  it('is refused with a plain http public address', () => {
    expect(productionProblems({ ...ready, PUBLIC_URL: 'http://tea.example' })).toEqual([
      expect.objectContaining({ variable: 'PUBLIC_URL' }),
    ]);
  });

  it('is refused with an unknown profile name, naming SHOP_PROFILE', () => {
    expect(productionProblems({ ...ready, SHOP_PROFILE: 'local' }).map((p) => p.variable)).toEqual([
      'SHOP_PROFILE',
    ]);
  });

  it('runs in production mode and listens where HOST says', () => {
    const env: NodeJS.ProcessEnv = { ...ready, NODE_ENV: 'development', HOST: '10.0.0.5' };
    const exit = jest.fn((message: string): never => {
      throw new Error(message);
    });
    expect(startupProfile(env, exit)).toBe('10.0.0.5');
    expect(env.NODE_ENV).toBe('production');
  });
});

describe('the shop server in the local demo', () => {
  it('needs none of the production settings and listens on loopback', () => {
    const exit = jest.fn((message: string): never => {
      throw new Error(message);
    });
    expect(startupProfile({ SHOP_PROFILE: 'local-demo' }, exit)).toBe('127.0.0.1');
    expect(exit).not.toHaveBeenCalled();
  });

  it('refuses to listen on another address, naming HOST', () => {
    expect(() => listenHost({ SHOP_PROFILE: 'local-demo', HOST: '0.0.0.0' })).toThrow('HOST');
    expect(listenHost({ SHOP_PROFILE: 'local-demo', HOST: '::1' })).toBe('::1');
  });
});
