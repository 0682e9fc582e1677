import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eventSchemas } from './events';

/*
 * Every event of the contract is published somewhere and listened to somewhere in the shop's own
 * code: an event with one side only is dead weight the contract gate would keep frozen.
 */

const repoRoot = path.resolve(__dirname, '../../../..');
const SOURCE_ROOTS = [
  'shared/contracts/src',
  'shared/ui/src',
  'shared/runtime/src',
  'shell/src',
  'shell/server',
];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'test-support', '__tests__']);
const SOURCE_FILE = /\.(ts|tsx)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
const CALL = /\b(publish|subscribe)\(\s*['"`]([^'"`]+)['"`]/g;

function remoteRoots(): string[] {
  return readdirSync(repoRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => `${entry.name}/src`);
}

function sourceFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

interface EventUse {
  publishers: string[];
  subscribers: string[];
}

/** Who publishes and who subscribes to each event name, from the production source files. */
function eventUses(files: string[]): Map<string, EventUse> {
  const uses = new Map<string, EventUse>();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const [, call, name] of text.matchAll(CALL)) {
      if (!name) continue;
      const use = uses.get(name) ?? { publishers: [], subscribers: [] };
      const where = path.relative(repoRoot, file);
      (call === 'publish' ? use.publishers : use.subscribers).push(where);
      uses.set(name, use);
    }
  }
  return uses;
}

/** One line per event of `names` that lacks a publisher or a subscriber. */
function unwiredEvents(names: readonly string[], uses: Map<string, EventUse>): string[] {
  return names.flatMap((name) => {
    const use = uses.get(name);
    const missing = [
      ...(use?.publishers.length ? [] : ['publisher']),
      ...(use?.subscribers.length ? [] : ['subscriber']),
    ];
    return missing.length > 0 ? [`${name}: no ${missing.join(' and no ')} in production code`] : [];
  });
}

describe('the event contract', () => {
  const files = [...SOURCE_ROOTS, ...remoteRoots()].flatMap((root) =>
    sourceFiles(path.join(repoRoot, root)),
  );

  it('is read from the production source of the shell, shared and every remote', () => {
    const roots = new Set(files.map((file) => path.relative(repoRoot, file).split(path.sep)[0]));
    expect([...roots].sort()).toEqual(
      expect.arrayContaining(['mf-cart-checkout', 'mf-catalog', 'shared', 'shell']),
    );
    expect(files.some((file) => TEST_FILE.test(file))).toBe(false);
  });

  it('has a publisher and a subscriber in production code for every event', () => {
    const problems = unwiredEvents(Object.keys(eventSchemas), eventUses(files));
    if (problems.length > 0) {
      throw new Error(
        'Events of the contract that nothing publishes or nothing listens to (remove them from ' +
          'shared/contracts/src/bus/events.ts in a major release, or wire both sides):\n' +
          problems.map((line) => `  ${line}`).join('\n'),
      );
    }
  });
});

describe('unwiredEvents', () => {
  it('names each event with the side it lacks', () => {
    const uses = new Map<string, EventUse>([
      ['a:both', { publishers: ['x.ts'], subscribers: ['y.ts'] }],
      ['a:sent', { publishers: ['x.ts'], subscribers: [] }],
      ['a:heard', { publishers: [], subscribers: ['y.ts'] }],
    ]);
    expect(unwiredEvents(['a:both', 'a:sent', 'a:heard', 'a:none'], uses)).toEqual([
      'a:sent: no subscriber in production code',
      'a:heard: no publisher in production code',
      'a:none: no publisher and no subscriber in production code',
    ]);
  });
});
