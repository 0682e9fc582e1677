import { createRoot } from 'react-dom/client';
import { loadRuntimeConfig } from '@teashop/contracts';
import { loadNamespace } from '../i18n/i18n';
import { loadCurrentUser } from '../auth/authStore';
import { standaloneProps } from './createRemoteApp';
import type { AreaPages } from './areaPages';

/**
 * Runs one remote alone on its own dev server, for its team: the same area tree the shell mounts,
 * with the runtime config and signed-in user a page of the shop would have (the cart's own pages
 * start the cart engine themselves).
 */
export async function startStandalone(options: AreaPages): Promise<void> {
  const props = standaloneProps(options.name, window.location.pathname);
  await loadRuntimeConfig().catch(() => undefined);
  await loadNamespace(options.name, options.translations, props.locale);
  void loadCurrentUser();
  const { AreaRoot } = await import('./AreaRoot');
  createRoot(document.getElementById(`area-${options.name}`) as HTMLElement).render(
    <AreaRoot {...props} pages={options} standalone />,
  );
}
