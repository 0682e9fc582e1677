import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/*
 * The layers of `shared`, lowest first. A module may import its own layer and the layers below,
 * never one above: the packages `shared` splits into (contracts, UI kit, area runtime) stay
 * independent from the bottom up.
 *
 * A folder's modules are in its layer, except the single files named in `files`: low-level pieces
 * that live beside the higher code they serve.
 */
const LAYERS: ReadonlyArray<{ name: string; folders: string[]; files?: string[] }> = [
  {
    name: 'base',
    folders: [
      'locale',
      'pageGlobals',
      'format',
      'config',
      'security',
      'i18n',
      'contracts',
      'api',
      'bus',
      'analytics',
      'search',
    ],
    files: [
      // the route table is data (names, paths, owners) that the runtime config and contracts name
      'routes/routeTable',
      // what the API client reads on every request: the session header and the preview token
      'auth/cookies',
      'auth/sessionCookie',
      'preview/previewToken',
      'ssr/embeddedData',
      // rich-text and media shapes the generated wire types use
      'content/types',
    ],
  },
  {
    name: 'ui',
    folders: ['ui', 'content', 'data'],
    files: ['remote/LocaleContext', 'remote/leaveGuard'],
  },
  { name: 'domain', folders: ['cart', 'auth', 'forms'] },
  { name: 'runtime', folders: ['routes', 'ssr', 'island', 'preview'] },
  // the browser entries of an area and the package's public face
  { name: 'entries', folders: ['remote', 'index'] },
];

/*
 * The contract record (contracts/surface) reads the package's public face to list its exports:
 * the one import of the barrel allowed below it.
 */
const ALLOWED = new Set(['contracts/surface -> index']);

const ROOT = __dirname;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry) ? [path] : [];
  });
}

/** 'ui/Button.tsx' -> 'ui/Button'; 'cart/index.ts' -> 'cart/index'. */
const moduleName = (path: string) => relative(ROOT, path).replace(/\.tsx?$/, '');

function layerOf(module: string): number {
  const byFile = LAYERS.findIndex((layer) => layer.files?.includes(module));
  if (byFile >= 0) return byFile;
  const folder = module.split('/')[0] ?? module;
  const index = LAYERS.findIndex((layer) => layer.folders.includes(folder));
  if (index < 0) throw new Error(`${module} is in no layer: add its folder to LAYERS`);
  return index;
}

/** The modules of shared/src a file imports (relative imports, with `import type` and re-exports). */
export function importsOf(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  const specifiers = [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?['"](\.[^'"]+)['"]/g),
  ]
    .map((match) => match[1] ?? '')
    .filter((specifier) => !/\.(css|json)$/.test(specifier));
  return specifiers.map((specifier) =>
    normalize(join(dirname(moduleName(path)), specifier)).replace(/\/$/, ''),
  );
}

/** Every import of a lower layer's module from a higher one, as 'from -> to (layer -> layer)'. */
export function upwardImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(ROOT)) {
    const from = moduleName(file);
    for (const to of importsOf(file)) {
      if (ALLOWED.has(`${from} -> ${to}`)) continue;
      const [a, b] = [layerOf(from), layerOf(to)];
      if (b > a) found.push(`${from} -> ${to} (${LAYERS[a]?.name} -> ${LAYERS[b]?.name})`);
    }
  }
  return found.sort();
}

describe('layers of shared', () => {
  it('no module imports a layer above its own', () => {
    expect(upwardImports()).toEqual([]);
  });

  it('every module is in a layer', () => {
    for (const file of sourceFiles(ROOT)) expect(() => layerOf(moduleName(file))).not.toThrow();
  });
});
