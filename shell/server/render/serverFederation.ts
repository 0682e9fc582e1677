import path from 'node:path';
import vm from 'node:vm';
import { createRequire } from 'node:module';
import {
  createInstance,
  type ModuleFederation,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as JsxRuntime from 'react/jsx-runtime';
import * as ReactDom from 'react-dom';
import * as ReactDomServer from 'react-dom/server';
import * as ReactRouter from 'react-router';
import * as I18next from 'i18next';
import * as ReactI18next from 'react-i18next';
import { SERVER_RENDER_EXPOSE, SERVER_SHARED, type ServerSharedRequest } from '@teashop/contracts';
import type { ProvidedVersions } from '@teashop/contracts';

/** What the shop server lends to the remotes' server containers: its own copies. */
const LENT: Record<ServerSharedRequest, object> = {
  react: React,
  'react/jsx-runtime': JsxRuntime,
  'react-dom': ReactDom,
  'react-dom/server': ReactDomServer,
  'react-router': ReactRouter,
  i18next: I18next,
  'react-i18next': ReactI18next,
};

/** The exports of a remote's `./render` expose, not yet checked. */
export type ServerExposeExports = Record<string, unknown>;

export interface LoadedContainer {
  exports: ServerExposeExports;
  /** Forgets the container (its registration and globals), so an old version can be collected. */
  release: () => void;
}

interface RemovableRemotes {
  removeRemote(remote: { name: string; entry: string }): void;
}

type FederationGlobal = { __FEDERATION__?: { __INSTANCES__?: ModuleFederation[] } };
const federationInstances = (): ModuleFederation[] =>
  (globalThis as FederationGlobal).__FEDERATION__?.__INSTANCES__ ?? [];

/** The remote has no server container at its URL: its pages render in the browser. */
export class NoServerContainer extends Error {
  constructor(url: string) {
    super(`${url} not found`);
    this.name = 'NoServerContainer';
  }
}

const nodeRequire = createRequire(path.join(process.cwd(), 'server.js'));

/** Runs a container built as a CommonJS module (`library: commonjs-module`) and returns it. */
function evaluateContainer(code: string, url: URL): unknown {
  const wrapper = vm.runInThisContext(
    `(function (exports, module, require, __dirname, __filename) {${code}\n})`,
    { filename: url.href },
  ) as (...args: unknown[]) => void;
  const module: { exports: unknown } = { exports: {} };
  wrapper(module.exports, module, nodeRequire, path.posix.dirname(url.pathname), url.pathname);
  return module.exports;
}

/**
 * Loads remote entries for the runtime: fetched with a time limit, a missing one told apart from a
 * broken one, and evaluated in this process with Node's require for built-in modules.
 */
function entryLoader(
  timeoutMs: number,
  headersFor: (url: URL) => Record<string, string>,
): ModuleFederationRuntimePlugin {
  return {
    name: 'teashop-server-entry-loader',
    async loadEntry({ remoteInfo }) {
      const url = new URL(remoteInfo.entry);
      const response = await fetch(url, {
        headers: headersFor(url),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (response.status === 404) throw new NoServerContainer(url.href);
      if (!response.ok) throw new Error(`${url.href} answered ${response.status}`);
      return evaluateContainer(await response.text(), url) as never;
    },
  };
}

/** Loads in this process, which make each registered name unique. */
let loads = 0;

/** 'react-dom/server' is versioned by its package, 'react-dom'. */
function versionOf(request: ServerSharedRequest, provided: ProvidedVersions): string {
  return provided[request] ?? provided[request.split('/')[0] as string] ?? React.version;
}

/**
 * The shop server as a Module Federation host for Node: it loads the remotes' server containers
 * from their URLs at run time (the federation runtime fetches and evaluates them) and lends them
 * React, its server renderer, the router and i18n as singletons.
 *
 * Every load registers the container under a name of its own, so a redeployed remote's new code
 * loads beside the old one (still rendering the requests that began with it) instead of being
 * answered from the runtime's cache of the old one.
 */
export function createServerFederation(
  provided: ProvidedVersions,
  timeoutMs = 5_000,
  /** Headers for the entry's request (the shop's own private files need them). */
  headersFor: (url: URL) => Record<string, string> = () => ({}),
) {
  const host = createInstance({
    name: 'teashop_shop_server',
    remotes: [],
    shared: Object.fromEntries(
      SERVER_SHARED.map((request) => [
        request,
        {
          version: versionOf(request, provided),
          lib: () => LENT[request],
          shareConfig: { singleton: true, requiredVersion: false },
        },
      ]),
    ),
    shareStrategy: 'loaded-first',
    plugins: [entryLoader(timeoutMs, headersFor)],
  });

  function forget(name: string, entry: string, ownInstances: ModuleFederation[]): void {
    // Drops the registration, module cache, entry global and loading record of the name. Typed
    // private, it is what `registerRemotes(…, { force: true })` runs, without that call's warning.
    (host.remoteHandler as unknown as RemovableRemotes).removeRemote({ name, entry });
    const instances = federationInstances();
    for (const own of ownInstances) {
      const index = instances.indexOf(own);
      if (index !== -1) instances.splice(index, 1);
    }
  }

  return {
    /** Loads the container at `entryUrl` (the remote's federation name is `containerName`). */
    async load(entryUrl: string, containerName: string): Promise<LoadedContainer> {
      loads += 1;
      const name = `${containerName}_load_${loads}`;
      const before = new Set(federationInstances());
      host.registerRemotes([{ name, entry: entryUrl, entryGlobalName: name }]);
      // The container makes a federation instance of its own, named after it.
      const ownInstances = () =>
        federationInstances().filter((i) => !before.has(i) && i.name === containerName);
      try {
        const exports = await host.loadRemote<ServerExposeExports>(
          `${name}/${SERVER_RENDER_EXPOSE.replace(/^\.\//, '')}`,
        );
        if (!exports) throw new Error(`${entryUrl} exposes no ${SERVER_RENDER_EXPOSE}`);
        const own = ownInstances();
        return { exports, release: () => forget(name, entryUrl, own) };
      } catch (error) {
        forget(name, entryUrl, ownInstances());
        throw error;
      }
    },
  };
}

export type ServerFederation = ReturnType<typeof createServerFederation>;
