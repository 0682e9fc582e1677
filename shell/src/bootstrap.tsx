import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { HTML_LANG, REMOTES, loadRuntimeConfig, stripLocale } from '@teashop/contracts';
import {
  i18next,
  loadNamespace,
  loadCurrentUser,
  signedInMember,
  authState,
  isServerRendered,
  ServerValuesContext,
  readEmbeddedData,
  QUERY_STATE_KEY,
  hydrateRootInSlices,
  renderRootInSlices,
  AreaDataProvider,
  createShopQueryClient,
  hydrateLoaded,
  setRemoteIslandLoader,
} from '@teashop/runtime';
import { showToast } from '@teashop/ui';
import shellTranslations from './i18n';
import { loadRemoteIslands, registerRemotesFromConfig } from './federation/remotes';
import { installCartEngine } from './cart/cartEngine';
import { startAreas } from './spa/areaRouting';
import { ShellApp } from './layout/ShellApp';
import { keepServerFooter } from './layout/staticFooter';
import { yieldToMain } from './startup/yieldToMain';
import { FooterArea, HeaderArea, NotFoundArea } from './layout/ShellChrome';
import { applyInitialLocale } from './routing/localeDetection';
import { installChunkReloadGuard } from './routing/chunkReload';
import { startUpdateCheck } from './routing/updateCheck';
import { installPreloadOnIntent } from './routing/preloadOnIntent';
import { rememberServerNotFound } from './routing/serverNotFound';
import { installAliasRedirects } from './routing/aliasRedirect';

/** Marks a server-rendered container as hydrated once React has taken it over. */
function HydrationDone({ container, children }: { container: HTMLElement; children: ReactNode }) {
  useEffect(() => container.removeAttribute('data-ssr'), [container]);
  return children;
}

async function main(): Promise<void> {
  if (applyInitialLocale()) return;
  // Starting the page is several tasks, not one: the shell's code has just been evaluated.
  await yieldToMain();
  const { locale } = stripLocale(window.location.pathname);
  document.documentElement.lang = HTML_LANG[locale];

  // The page's texts (its language only) load alongside the settings, not after them.
  const [config] = await Promise.all([
    loadRuntimeConfig(),
    loadNamespace('shell', shellTranslations, locale),
  ]);
  // The session itself is an HttpOnly cookie; the page knows only that a member is signed in.
  const member = signedInMember();
  authState.signedIn = Boolean(member);
  authState.token = member;

  registerRemotesFromConfig(config);
  // A team's islands on another team's page come from its `./islands`.
  setRemoteIslandLoader(loadRemoteIslands);
  // The cart team's engine: the live count, other tabs, and add requests from any area.
  installCartEngine();
  const shellData = readEmbeddedData('shell');
  // Before the areas: the page the server answered not-found keeps its area inactive.
  rememberServerNotFound(shellData);
  installAliasRedirects();

  // One data cache for the shell's parts, holding what the server rendered them from.
  const chromeData = createShopQueryClient();
  hydrateLoaded(chromeData, shellData?.[QUERY_STATE_KEY]);
  await yieldToMain();
  const mount = (id: string, node: ReactNode) => {
    const container = document.getElementById(id) as HTMLElement;
    const tree = (
      <I18nextProvider i18n={i18next}>
        <ServerValuesContext.Provider value={shellData ?? {}}>
          <AreaDataProvider client={chromeData}>{node}</AreaDataProvider>
        </ServerValuesContext.Provider>
      </I18nextProvider>
    );
    // The header and not-found page the server sent are hydrated, not drawn again.
    if (isServerRendered(container)) {
      hydrateRootInSlices(container, <HydrationDone container={container}>{tree}</HydrationDone>);
    } else {
      renderRootInSlices(container, tree);
    }
  };
  mount('shell-header', <HeaderArea />);
  await yieldToMain();
  mount('shell-page', <NotFoundArea />);
  mount('shell-root', <ShellApp />);
  await yieldToMain();

  installChunkReloadGuard();
  installPreloadOnIntent();
  startUpdateCheck(() => {
    window.__teashopUpdateReady = true;
    showToast(i18next.t('shell:updateReady'));
  });
  void loadCurrentUser();
  startAreas();
  // After the areas have started: a link followed in it changes the address they route.
  const footer = document.getElementById('shell-footer') as HTMLElement;
  const drawFooter = () => mount('shell-footer', <FooterArea />);
  if (isServerRendered(footer)) keepServerFooter(footer, drawFooter);
  else drawFooter();
  window.__teashopShell = { remotes: [...REMOTES] };
}

declare global {
  interface Window {
    __teashopShell?: { remotes: string[] };
    __teashopUpdateReady?: boolean;
  }
}

void main();
