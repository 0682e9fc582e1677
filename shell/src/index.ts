import { afterFirstView } from './routing/firstView';
import { adoptCodeHints } from './startup/codeHints';

// The server's HTML paints first; then the area's code hints and the async boundary, where Module
// Federation negotiates the shared modules before the shell runs. The mark tells performance tools
// when and why it started.
void afterFirstView().then((firstView) => {
  performance.mark('shell:start', { detail: { firstView } });
  adoptCodeHints();
  return import('./bootstrap');
});
