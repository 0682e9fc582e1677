/**
 * @jest-environment node
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

/*
 * The layers of the shop's packages, lowest first: contracts, the UI kit, the area runtime, and
 * the build on top. Production code imports its own package and the ones below, never one above,
 * so each package can be read, tested and released from the bottom up. Inside the area runtime the
 * same rule holds between its own layers.
 */
const PACKAGES = ['contracts', 'ui', 'runtime', 'build'] as const;
type PackageName = (typeof PACKAGES)[number];

const RUNTIME_LAYERS: ReadonlyArray<{ name: string; folders: string[]; files?: string[] }> = [
  {
    name: 'services',
    folders: ['api', 'auth', 'i18n', 'data', 'types'],
    // what the API client and the data layer read on every request and at hydration
    files: ['preview/previewToken', 'ssr/embeddedData'],
  },
  { name: 'domain', folders: ['cart', 'forms'] },
  { name: 'pages', folders: ['routes', 'ssr', 'island', 'preview'] },
  // the browser entries of an area and the package's public faces
  { name: 'entries', folders: ['remote', 'index', 'server'] },
];

const SHARED = join(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    if (entry === 'node_modules') return [];
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry) && !/\.(test|d)\.tsx?$/.test(entry) ? [path] : [];
  });
}

const packageOfFile = (file: string) => relative(SHARED, file).split('/')[0] as PackageName;

/** Every import specifier of a file (with `import type`, re-exports and `import()` types). */
function specifiersOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [
    ...text.matchAll(/(?:^|\n)\s*(?:import|export)\b[^'"`;]*?['"]([^'"]+)['"]/g),
    ...text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g),
  ].map((match) => match[1] ?? '');
}

/** The package a specifier reaches: `@teashop/ui/server` -> ui; a relative path by where it lands. */
function packageReached(file: string, specifier: string): PackageName | null {
  const named = specifier.match(/^@teashop\/([a-z-]+)/)?.[1];
  if (named) return (PACKAGES as readonly string[]).includes(named) ? (named as PackageName) : null;
  if (!specifier.startsWith('.')) return null;
  return packageOfFile(normalize(join(dirname(file), specifier)));
}

/** Every import of a package above the importing file's own, as 'file -> specifier'. */
export function upwardPackageImports(): string[] {
  const found: string[] = [];
  for (const pkg of PACKAGES) {
    for (const file of sourceFiles(join(SHARED, pkg))) {
      for (const specifier of specifiersOf(file)) {
        const reached = packageReached(file, specifier);
        if (reached && PACKAGES.indexOf(reached) > PACKAGES.indexOf(pkg)) {
          found.push(`${relative(SHARED, file)} -> ${specifier}`);
        }
      }
    }
  }
  return found.sort();
}

const RUNTIME_SRC = join(SHARED, 'runtime', 'src');

function runtimeLayerOf(file: string): number {
  const module = relative(RUNTIME_SRC, file).replace(/\.tsx?$/, '');
  const byFile = RUNTIME_LAYERS.findIndex((layer) => layer.files?.includes(module));
  if (byFile >= 0) return byFile;
  const first = module.split('/')[0] ?? '';
  const index = RUNTIME_LAYERS.findIndex((layer) => layer.folders.includes(first));
  if (index < 0) throw new Error(`${relative(SHARED, file)} is in no layer: add its folder`);
  return index;
}

/** Imports inside the runtime from a lower layer to a higher one. */
export function upwardRuntimeImports(): string[] {
  const found: string[] = [];
  for (const file of sourceFiles(RUNTIME_SRC)) {
    for (const specifier of specifiersOf(file)) {
      if (!specifier.startsWith('.') || /\.(css|json)$/.test(specifier)) continue;
      const target = normalize(join(dirname(file), specifier));
      if (!target.startsWith(RUNTIME_SRC)) continue;
      const [from, to] = [runtimeLayerOf(file), runtimeLayerOf(target)];
      if (to > from) {
        found.push(
          `${relative(SHARED, file)} -> ${specifier} (${RUNTIME_LAYERS[from]?.name} -> ${RUNTIME_LAYERS[to]?.name})`,
        );
      }
    }
  }
  return found.sort();
}

describe('layers of the shop packages', () => {
  it('no production module imports a package above its own', () => {
    expect(upwardPackageImports()).toEqual([]);
  });

  it('no module of the area runtime imports a layer above its own', () => {
    expect(upwardRuntimeImports()).toEqual([]);
  });

  it('every module of the area runtime is in a layer', () => {
    for (const file of sourceFiles(RUNTIME_SRC)) expect(() => runtimeLayerOf(file)).not.toThrow();
  });

  it('finds an upward import when there is one', () => {
    // the check itself: the UI kit reaching the runtime would be reported
    expect(packageReached(join(SHARED, 'ui', 'src', 'Button.tsx'), '@teashop/runtime')).toBe(
      'runtime',
    );
    expect(packageReached(join(SHARED, 'ui', 'src', 'Button.tsx'), '../../runtime/src/x')).toBe(
      'runtime',
    );
  });
});
