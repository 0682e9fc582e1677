import { afterFirstView } from './routing/firstView';
import { adoptCodeHints } from './startup/codeHints';
import { yieldToMain } from './startup/yieldToMain';

// The server's HTML paints first; then the area's code hints and the async boundary, where Module
// Federation negotiates the shared modules before the shell runs (`start`). The mark tells
// performance tools when and why it started.
void afterFirstView().then(async (firstView) => {
  performance.mark('shell:start', { detail: { firstView } });
  adoptCodeHints();
  // Then the boundary's script elements and share negotiation, in a task of their own.
  await yieldToMain();
  const { start } = await import('./startup/start');
  await start();
});
