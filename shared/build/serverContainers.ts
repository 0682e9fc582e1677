/**
 * Checks the remotes' server builds: each remote with server-rendered pages has its federation
 * container for Node, and none carries its own copy of what the shop server lends
 * (`SERVER_SHARED`): a copy would mean a second React in the server, with hooks and context that
 * do not meet the shop's. Node-side only.
 */
import fs from 'node:fs';
import path from 'node:path';
import { SERVER_BUNDLE_FILE } from '@teashop/contracts';

/** A line of each lent library's own code, found in any build that bundles it. */
export const LENT_LIBRARY_MARKERS: Record<string, string> = {
  react: 'exports.useState = function',
  'react-dom/server': 'exports.renderToPipeableStream = function',
  'react-router': 'function StaticRouter(',
  i18next: 'class I18n extends EventEmitter',
  'react-i18next': 'function I18nextProvider',
};

/** Problems of the server containers of `apps` (those with a `src/server.tsx`). */
export function serverContainerProblems(root: string, apps: string[]): string[] {
  return apps
    .filter((app) => fs.existsSync(path.join(root, app, 'src', 'server.tsx')))
    .flatMap((app) => {
      const file = path.join(root, app, 'dist', SERVER_BUNDLE_FILE);
      if (!fs.existsSync(file)) return [`${app}: ${path.relative(root, file)} is missing`];
      const code = fs.readFileSync(file, 'utf8');
      return Object.entries(LENT_LIBRARY_MARKERS)
        .filter(([, marker]) => code.includes(marker))
        .map(
          ([library]) => `${app}: its server container bundles ${library}, which the shop lends`,
        );
    });
}
