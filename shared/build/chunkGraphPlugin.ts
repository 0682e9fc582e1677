/**
 * Writes `chunk-graph.json` next to a browser build: for every chunk group (an entry, an exposed
 * module, a lazy `import()`, a shared module's code) the JavaScript files it needs, the shared
 * modules its code consumes and the app's own source files in it. The bundle budget check
 * (`bundleBudget.ts`) reads it to add up the JavaScript of a page's first view. Node-side only.
 */
import path from 'node:path';
import { Compilation, type Compiler, type Module } from 'webpack';

export const CHUNK_GRAPH_FILE = 'chunk-graph.json';

export interface ChunkGroupInfo {
  /** The group's name: an entry ('main', the container), '__federation_expose_spa', or null. */
  name: string | null;
  /**
   * What created the group: an `import()` in an app module (`module`, `request`), the code of a
   * shared module this app provides (`provides`), or another webpack module (`type` only).
   */
  origins: {
    type: string | null;
    module: string | null;
    request: string | null;
    provides: string | null;
  }[];
  /** JavaScript files of the group's chunks. */
  files: string[];
  /** Share keys consumed by modules of the group's chunks (loaded with them). */
  consumes: string[];
  /** The app's (and `shared`'s) own source files in the group, relative to the repository. */
  modules: string[];
}

export interface ChunkGraph {
  app: string;
  groups: ChunkGroupInfo[];
}

/** A federation module's share key, read off the plugin's module classes. */
interface SharingModule {
  options?: { shareKey?: string };
  _name?: string;
}

export class ChunkGraphPlugin {
  constructor(
    private readonly app: string,
    /** Source paths are written relative to this folder (the repository). */
    private readonly root: string,
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ChunkGraphPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGraphPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const graph: ChunkGraph = { app: this.app, groups: [] };
          for (const group of compilation.chunkGroups) {
            const files = new Set<string>();
            const consumes = new Set<string>();
            const modules = new Set<string>();
            for (const chunk of group.chunks) {
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                if (module.type === 'consume-shared-module') {
                  const key = (module as unknown as SharingModule).options?.shareKey;
                  if (key) consumes.add(key);
                }
                for (const source of this.sourcesOf(module)) modules.add(source);
              }
            }
            graph.groups.push({
              name: group.name ?? null,
              origins: group.origins.map((origin) => ({
                type: origin.module?.type ?? null,
                module: origin.module ? (this.sourcesOf(origin.module)[0] ?? null) : null,
                request: origin.request ?? null,
                provides:
                  origin.module?.type === 'provide-module'
                    ? ((origin.module as unknown as SharingModule)._name ?? null)
                    : null,
              })),
              files: [...files].sort(),
              consumes: [...consumes].sort(),
              modules: [...modules].sort(),
            });
          }
          compilation.emitAsset(
            CHUNK_GRAPH_FILE,
            new compiler.webpack.sources.RawSource(JSON.stringify(graph, null, 1)),
          );
        },
      );
    });
  }

  /** App source files of a module (all of them for a concatenated module), never node_modules. */
  private sourcesOf(module: Module): string[] {
    const inner = (module as unknown as { modules?: Module[] }).modules;
    const all = inner ?? [module];
    return all.flatMap((m) => {
      const resource = m.nameForCondition();
      if (!resource || resource.includes(`${path.sep}node_modules${path.sep}`)) return [];
      return [path.relative(this.root, resource).split(path.sep).join('/')];
    });
  }
}
