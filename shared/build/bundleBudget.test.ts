/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  type AppBuild,
  BudgetError,
  checkBudget,
  firstViewFiles,
  PAGES,
  readBuilds,
} from './bundleBudget';
import type { ChunkGroupInfo } from './chunkGraphPlugin';

function group(partial: Partial<ChunkGroupInfo>): ChunkGroupInfo {
  return { name: null, origins: [], files: [], consumes: [], modules: [], ...partial };
}
const provides = (key: string) => [
  { type: 'provide-module', module: null, request: null, provides: key },
];
const importedBy = (module: string, request: string) => [
  { type: 'javascript/auto', module, request, provides: null },
];

/** The chunks of a namespace's strings, one per language, imported by its `index.ts`. */
const strings = (prefix: string, index: string) =>
  ['en', 'zh', 'jp'].map((locale) =>
    group({
      origins: importedBy(index, `./${locale}.json`),
      files: [`${prefix}-${locale}.js`],
      modules: [index.replace('index.ts', `${locale}.json`)],
    }),
  );

const shell: AppBuild = {
  graph: {
    app: 'shell',
    groups: [
      group({ name: 'main', files: ['main.js'] }),
      group({
        origins: importedBy('shell/src/index.ts', './bootstrap'),
        files: ['boot.js'],
        consumes: ['react', '@teashop/runtime'],
      }),
      group({ origins: provides('react'), files: ['react.js'] }),
      group({ origins: provides('@teashop/runtime'), files: ['shared.js'], consumes: ['react'] }),
      group({ origins: provides('react-hook-form'), files: ['rhf.js'], consumes: ['react'] }),
      group({
        origins: importedBy('shell/src/federation/fallbackPlugin.ts', './x'),
        files: ['f.js'],
      }),
      group({
        origins: importedBy('shared/runtime/src/remote/createRemoteApp.tsx', './AreaRoot'),
        files: ['router.js'],
      }),
      ...strings('shell', 'shell/src/i18n/index.ts'),
      ...strings('shell-common', 'shared/runtime/src/i18n/common/index.ts'),
    ],
  },
};

const catalog: AppBuild = {
  manifest: {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [{ path: './spa', assets: { js: { sync: ['list.js', 'expose.js'] } } }],
  },
  graph: {
    app: 'mf-catalog',
    groups: [
      group({ name: 'mf_catalog', files: ['remoteEntry.js'] }),
      group({
        name: '__federation_expose_spa',
        files: ['expose.js', 'list.js'],
        consumes: ['react', '@teashop/runtime'],
      }),
      group({ origins: provides('react'), files: ['own-react.js'] }),
      group({
        origins: importedBy('mf-catalog/src/routes.tsx', './features/detail/Detail'),
        files: ['detail.js', 'form.js'],
        modules: ['mf-catalog/src/features/detail/Detail.tsx'],
        consumes: ['react-hook-form', '@hookform/resolvers/zod'],
      }),
      group({
        origins: importedBy('mf-catalog/src/routes.tsx', './features/detail/detailIslands'),
        files: ['islands.js'],
        modules: ['mf-catalog/src/features/detail/detailIslands.tsx'],
      }),
      // The page's chunk holds its islands too: the page of islands loads the islands' own.
      group({
        origins: importedBy('mf-catalog/src/routes.tsx', './features/detail/DetailPage'),
        files: ['detail-page.js'],
        modules: [
          'mf-catalog/src/features/detail/DetailPage.tsx',
          'mf-catalog/src/features/detail/detailIslands.tsx',
        ],
        consumes: ['react-router'],
      }),
      group({ origins: provides('@hookform/resolvers/zod'), files: ['resolvers.js'] }),
      ...strings('catalog', 'mf-catalog/src/i18n/index.ts'),
      // The runtime's own copy (the shell's is the one loaded) is never counted.
      ...strings('catalog-common', 'shared/runtime/src/i18n/common/index.ts'),
    ],
  },
};

describe('bundle budget', () => {
  it('adds the shell start, the remote entry and ./spa, and each shared module once', () => {
    const files = firstViewFiles(
      { shell, 'mf-catalog': catalog },
      {
        name: 'list',
        path: '/products',
        remote: 'mf-catalog',
      },
    );
    expect(files.map((f) => `${f.app}/${f.file} (${f.reason})`)).toEqual([
      'shell/main.js (start)',
      'shell/boot.js (start)',
      'shell/react.js (shared react)',
      'shell/shared.js (shared @teashop/runtime)',
      'mf-catalog/remoteEntry.js (remote entry)',
      'mf-catalog/list.js (./spa)',
      'mf-catalog/expose.js (./spa)',
      'shell/shell-en.js (strings en)',
      'shell/shell-common-en.js (strings en)',
      'mf-catalog/catalog-en.js (strings en)',
      'shell/router.js (area router)',
    ]);
    // Only the shell's entry is in the server's HTML: the rest waits for the largest paint.
    expect(files.filter((f) => f.beforePaint).map((f) => f.file)).toEqual(['main.js']);
  });

  it("adds a page's lazy chunk; shared modules come from the shell, else from the remote", () => {
    const files = firstViewFiles(
      { shell, 'mf-catalog': catalog },
      {
        name: 'detail',
        path: '/products/{slug}',
        remote: 'mf-catalog',
        lazy: 'mf-catalog/src/features/detail/Detail.tsx',
      },
    );
    expect(files.slice(10).map((f) => `${f.app}/${f.file} (${f.reason})`)).toEqual([
      'mf-catalog/detail.js (Detail.tsx)',
      'mf-catalog/form.js (Detail.tsx)',
      'shell/rhf.js (shared react-hook-form)',
      'mf-catalog/resolvers.js (shared @hookform/resolvers/zod)',
      'shell/router.js (area router)',
    ]);
  });

  it("on a page of islands, adds the islands' own chunk: not the page's code, not the router", () => {
    const files = firstViewFiles(
      { shell, 'mf-catalog': catalog },
      {
        name: 'detail',
        path: '/products/{slug}',
        remote: 'mf-catalog',
        lazy: 'mf-catalog/src/features/detail/detailIslands.tsx',
        hydrate: 'islands',
      },
    );
    expect(files.slice(10).map((f) => `${f.app}/${f.file} (${f.reason})`)).toEqual([
      'mf-catalog/islands.js (detailIslands.tsx)',
    ]);
  });

  it("adds the strings of the page's language only, from the shell and the page's remote", () => {
    const page = { name: 'list', path: '/products', remote: 'mf-catalog' };
    const strings = (locale: 'en' | 'zh' | 'jp') =>
      firstViewFiles({ shell, 'mf-catalog': catalog }, page, locale)
        .filter((f) => f.reason.startsWith('strings'))
        .map((f) => `${f.app}/${f.file} (${f.reason}${f.beforePaint ? ', before paint' : ''})`);
    expect(strings('jp')).toEqual([
      'shell/shell-jp.js (strings jp)',
      'shell/shell-common-jp.js (strings jp)',
      'mf-catalog/catalog-jp.js (strings jp)',
    ]);
    expect(strings('zh')).toEqual([
      'shell/shell-zh.js (strings zh)',
      'shell/shell-common-zh.js (strings zh)',
      'mf-catalog/catalog-zh.js (strings zh)',
    ]);
  });

  it('refuses builds whose manifest and chunk graph disagree, or a lazy page it cannot find', () => {
    const stale: AppBuild = {
      ...catalog,
      manifest: {
        metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
        exposes: [{ path: './spa', assets: { js: { sync: ['old.js'] } } }],
      },
    };
    const page = { name: 'list', path: '/products', remote: 'mf-catalog' };
    expect(() => firstViewFiles({ shell, 'mf-catalog': stale }, page)).toThrow(
      'mf-manifest.json lists old.js for ./spa',
    );
    expect(() =>
      firstViewFiles(
        { shell, 'mf-catalog': catalog },
        { ...page, lazy: 'mf-catalog/src/Gone.tsx' },
      ),
    ).toThrow('no chunk group for import() of mf-catalog/src/Gone.tsx');
  });

  it('fails a page whose first view loads more files than the files budget', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    // Each page's lazy module is in the fixture's chunk of Detail.tsx (with its form).
    const lazyOf = (app: string) => PAGES.filter((p) => p.remote === app).map((p) => p.lazy);
    const remote = (app: string): AppBuild => ({
      manifest: catalog.manifest,
      graph: {
        app,
        groups: catalog.graph.groups.map((g) =>
          g.modules.includes('mf-catalog/src/features/detail/Detail.tsx')
            ? { ...g, modules: lazyOf(app).filter((m): m is string => m !== undefined) }
            : g,
        ),
      },
    });
    const builds: Record<string, AppBuild> = {
      shell,
      'mf-catalog': remote('mf-catalog'),
      'mf-content': remote('mf-content'),
    };
    for (const [app, build] of Object.entries(builds)) {
      const dist = path.join(root, app, 'dist');
      fs.mkdirSync(dist, { recursive: true });
      fs.writeFileSync(path.join(dist, 'chunk-graph.json'), JSON.stringify(build.graph));
      if (build.manifest) {
        fs.writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify(build.manifest));
      }
      const files = build.graph.groups.flatMap((g) => g.files);
      for (const file of files) fs.writeFileSync(path.join(dist, file), 'x');
    }
    const lines: string[] = [];
    // The catalog's pages, of islands, load 14 files: 10, and their islands' chunk with its form
    // (the home page one less: the fixture has no strings of mf-content's own).
    expect(checkBudget(root, 170, (line) => lines.push(line), 300, ['en'], 14)).toEqual([]);
    expect(checkBudget(root, 170, (line) => lines.push(line), 300, ['en'], 13)).toEqual([
      'product list en',
      'product detail en',
    ]);
    expect(lines).toContain('\nproduct list en (/products), 14 files: OVER BUDGET by 1:');
    fs.rmSync(root, { recursive: true });
  });

  it('fails with a clear message when the builds are missing', () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'budget-'));
    expect(() => readBuilds(root, ['shell'])).toThrow(BudgetError);
    expect(() => checkBudget(root)).toThrow(
      `${path.join('shell', 'dist', 'chunk-graph.json')} is missing: run npm run build`,
    );
    fs.rmSync(root, { recursive: true });
  });
});
