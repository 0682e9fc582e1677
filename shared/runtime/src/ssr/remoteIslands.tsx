import type { ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { QueryClient } from '@tanstack/react-query';
import {
  type Locale,
  localePrefix,
  type RemoteName,
  REMOTES,
  type RuntimeConfig,
  setRuntimeConfig,
} from '@teashop/contracts';
import type { Translations } from '../i18n/i18n';
import { createI18nInstance } from '../i18n/serverInstance';
import { createShopQueryClient } from '../data/queryClient';
import { ISLAND_PROPS_ATTRIBUTE, type IslandProps } from '../island/island';
import {
  REMOTE_ISLAND_ATTRIBUTE,
  REMOTE_ISLAND_CONTENT_ATTRIBUTE,
  REMOTE_ISLAND_ID_ATTRIBUTE,
  remoteIslandContent,
  remoteIslandPrefix,
} from '../island/remoteIsland';
import { IslandTree } from './AreaTree';
import { renderRootToHtml } from './renderToHtml';

/** One island's root as the server renders it, with what its area gives it. */
export function renderIslandRoot({
  area,
  i18n,
  client,
  url,
  Component,
  props,
  timeoutMs,
  nonce,
  identifierPrefix,
}: {
  area: { name: string; locale: Locale; basePath: string };
  i18n: I18n;
  client: QueryClient;
  url: string;
  Component: ComponentType<IslandProps>;
  props: IslandProps;
  timeoutMs: number;
  nonce?: string;
  identifierPrefix: string;
}): Promise<string> {
  return renderRootToHtml(
    <I18nextProvider i18n={i18n}>
      <IslandTree {...area} location={url} server client={client}>
        <Component {...props} />
      </IslandTree>
    </I18nextProvider>,
    { timeoutMs, nonce, identifierPrefix },
  );
}

/** What the shop server asks a team's server code for: one of its islands on another's page. */
export interface RemoteIslandRenderRequest {
  /** The island's name in the team's islands. */
  name: string;
  props: IslandProps;
  /** The page's path and query, with its locale prefix. */
  url: string;
  locale: Locale;
  config: RuntimeConfig;
  cmsApiUrl: string;
  timeoutMs: number;
  nonce?: string;
  /** The host's React id, which prefixes the island's ids. */
  id: string;
}

export type RemoteIslandRenderer = (request: RemoteIslandRenderRequest) => Promise<string>;

/** The server side of a team's islands (its `./islands` in the browser): their HTML by name. */
export function createIslandRenderer(team: {
  name: RemoteName;
  translations: Translations;
  // Each island has props of its own; they arrive as the plain data the host carried.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a table of differently typed components
  islands: Record<string, ComponentType<any>>;
}): RemoteIslandRenderer {
  return async ({ name, props, url, locale, config, cmsApiUrl, timeoutMs, nonce, id }) => {
    const Component = team.islands[name] as ComponentType<IslandProps> | undefined;
    if (!Component) throw new Error(`${team.name} has no island "${name}"`);
    setRuntimeConfig({ ...config, cmsApiUrl });
    return renderIslandRoot({
      area: { name: team.name, locale, basePath: localePrefix(locale) },
      i18n: createI18nInstance(locale, { [team.name]: team.translations }),
      client: createShopQueryClient(),
      url,
      Component,
      props,
      timeoutMs,
      nonce,
      identifierPrefix: remoteIslandPrefix(id),
    });
  };
}

/** A host of another team's island in a page's server HTML. */
export interface RemoteIslandHost {
  remote: RemoteName;
  name: string;
  props: IslandProps;
  id: string;
}

const ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};
const decodeAttribute = (value: string) =>
  value.replace(/&(?:quot|#x27|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);

// The host as `RemoteIsland` renders it on the server (React writes its attributes in this order).
const HOST = new RegExp(
  `(<div class="ui-island" ${REMOTE_ISLAND_ATTRIBUTE}="([^"]*)" ${REMOTE_ISLAND_ID_ATTRIBUTE}="([^"]*)" ${ISLAND_PROPS_ATTRIBUTE}="([^"]*)" data-ssr="true">)<template ${REMOTE_ISLAND_CONTENT_ATTRIBUTE}="">([\\s\\S]*?)</template>`,
  'g',
);

function hostOf(owner: string, id: string, props: string): RemoteIslandHost | null {
  const [remote = '', name = ''] = decodeAttribute(owner).split(':');
  const known = REMOTES.find((candidate) => candidate === remote);
  if (!known || !name) return null;
  try {
    return {
      remote: known,
      name,
      id: decodeAttribute(id),
      props: JSON.parse(decodeAttribute(props)) as IslandProps,
    };
  } catch {
    return null;
  }
}

/**
 * Puts other teams' islands into a page's HTML: each host gets what `render` gives for it, side by
 * side. A host whose island could not be rendered (null, or a failure) gets the placing team's
 * fallback, or is left empty; the browser tries the island again. `complete` is false then.
 */
export async function fillRemoteIslands(
  html: string,
  render: (host: RemoteIslandHost) => Promise<string | null>,
): Promise<{ html: string; complete: boolean }> {
  const matches = [...html.matchAll(HOST)];
  if (matches.length === 0) return { html, complete: true };
  const rendered = await Promise.all(
    matches.map(async ([, , owner = '', id = '', props = '']) => {
      const host = hostOf(owner, id, props);
      return host ? render(host).catch(() => null) : null;
    }),
  );
  let index = 0;
  const filled = html.replace(HOST, (_, open: string, ...groups: string[]) => {
    const content = rendered[index];
    const fallback = groups[3] ?? '';
    index += 1;
    if (typeof content === 'string') return `${open}${remoteIslandContent(content)}`;
    return `${open}${fallback ? remoteIslandContent(fallback, true) : ''}`;
  });
  return { html: filled, complete: rendered.every((content) => content !== null) };
}
