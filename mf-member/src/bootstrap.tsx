import { createRoot } from 'react-dom/client';
import {
  AreaRoot,
  addNamespace,
  initI18n,
  loadRuntimeConfig,
  loadCurrentUser,
  standaloneProps,
} from '@teashop/shared';
import translations from './i18n';
import { AreaRoutes } from './routes';

/** Standalone dev host: runs this remote alone on its own dev server, for its team. */
async function main() {
  const props = standaloneProps('mf-member', window.location.pathname);
  await loadRuntimeConfig().catch(() => undefined);
  await initI18n(props.locale);
  addNamespace('mf-member', translations);
  void loadCurrentUser();
  createRoot(document.getElementById('area-mf-member') as HTMLElement).render(
    <AreaRoot {...props} Routes={AreaRoutes} />,
  );
}

void main();
