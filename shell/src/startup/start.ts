import { yieldToMain } from './yieldToMain';

/**
 * Starts the shell: its code is one async boundary, downloaded at once; it is then evaluated a part
 * at a time, each in a task of its own, instead of in one long task. `webpackMode: "eager"` adds
 * no chunk or request: the part is in this boundary's files and runs only when imported.
 */
export async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '@teashop/runtime');
  await yieldToMain();
  await import(/* webpackMode: "eager" */ '../bootstrap');
}
