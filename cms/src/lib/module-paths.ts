import Module from 'node:module';
import path from 'node:path';
import { cmsRoot } from './paths';

/**
 * In the npm workspace, packages that peer-depend on the admin's React 18 (@strapi/strapi, its
 * plugins) are installed under cms/node_modules, while @strapi/core is hoisted to the root
 * node_modules. Core resolves `@strapi/strapi/package.json` and the installed plugins from its own
 * location, so it would not find them. Adding cms/node_modules to the global lookup paths (what
 * NODE_PATH does) fixes that, whatever script starts Strapi. Idempotent.
 */
export function ensureCmsModulePaths(): void {
  const dir = path.join(cmsRoot(), 'node_modules');
  const current = (process.env.NODE_PATH ?? '').split(path.delimiter).filter(Boolean);
  if (current.includes(dir)) return;
  process.env.NODE_PATH = [...current, dir].join(path.delimiter);
  // Re-reads NODE_PATH; not in the public typings of `module`.
  (Module as unknown as { _initPaths(): void })._initPaths();
}
