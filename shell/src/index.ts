import { afterFirstView } from './routing/firstView';

// The server's HTML paints first; then the async boundary, where Module Federation negotiates the
// shared modules before the shell runs.
void afterFirstView().then(() => import('./bootstrap'));
