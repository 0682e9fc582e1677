/** @jest-environment node */
import * as React from 'react';
import * as ReactDomServer from 'react-dom/server';
import { fileHost as serve } from '../testing/fileHost';
import { createServerFederation, NoServerContainer } from './serverFederation';

/**
 * A federation container for Node: its `./render` expose hands back, for each request, what the
 * container received from the host's share scope for `request`.
 */
const lendingContainer = `
  let scope;
  module.exports = {
    init: (shareScope) => { scope = shareScope; },
    get: (expose) =>
      expose === './render'
        ? Promise.resolve(() => ({
            lent: async (request) => {
              const versions = scope[request];
              const entry = Object.values(versions)[0];
              return (await entry.get())();
            },
          }))
        : Promise.reject(new Error('no ' + expose)),
  };`;

type Lending = { lent: (request: string) => Promise<unknown> };

describe('the shop server as a federation host', () => {
  it("lends its own React and server renderer to a remote's container", async () => {
    const host = await serve({ '/c/server/remoteEntry.js': lendingContainer });
    try {
      const federation = createServerFederation({ react: React.version });
      const container = await federation.load(`${host.base}/c/server/remoteEntry.js`, 'mf_c');
      const lending = container.exports as unknown as Lending;
      // The same functions (each import wraps the CommonJS module in an object of its own).
      const react = (await lending.lent('react')) as typeof React;
      expect(react.useState).toBe(React.useState);
      const renderer = (await lending.lent('react-dom/server')) as typeof ReactDomServer;
      expect(renderer.renderToPipeableStream).toBe(ReactDomServer.renderToPipeableStream);
      container.release();
    } finally {
      await host.close();
    }
  });

  it('loads the new code of a redeployed container from the same URL, and forgets the old one', async () => {
    const files = { '/c/server/remoteEntry.js': lendingContainer };
    const host = await serve(files);
    // The runtime's records of loaded entries, which keep a container alive.
    const loaded = () =>
      Object.keys(
        (globalThis as { __GLOBAL_LOADING_REMOTE_ENTRY__?: object })
          .__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {},
      ).filter((key) => key.endsWith(`${host.base}/c/server/remoteEntry.js`));
    try {
      const federation = createServerFederation({});
      const first = await federation.load(`${host.base}/c/server/remoteEntry.js`, 'mf_c');
      files['/c/server/remoteEntry.js'] = lendingContainer.replace('lent:', 'lentAgain:');
      const second = await federation.load(`${host.base}/c/server/remoteEntry.js`, 'mf_c');
      expect(Object.keys(first.exports)).toEqual(['lent']);
      expect(Object.keys(second.exports)).toEqual(['lentAgain']);
      expect(loaded()).toHaveLength(2);
      first.release();
      second.release();
      expect(loaded()).toEqual([]);
    } finally {
      await host.close();
    }
  });

  it('tells a missing container from a broken one', async () => {
    const host = await serve({ '/broken/server/remoteEntry.js': 'throw new Error("broken")' });
    try {
      const federation = createServerFederation({});
      await expect(
        federation.load(`${host.base}/missing/server/remoteEntry.js`, 'mf_missing'),
      ).rejects.toBeInstanceOf(NoServerContainer);
      const broken = federation.load(`${host.base}/broken/server/remoteEntry.js`, 'mf_broken');
      await expect(broken).rejects.toThrow('broken');
      await expect(broken).rejects.not.toBeInstanceOf(NoServerContainer);
    } finally {
      await host.close();
    }
  });
});
