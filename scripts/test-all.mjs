// Every test of the shop: static checks, unit tests, cms integration tests, then the end-to-end
// journeys against fresh production builds. Prints one summary line at the end.
//
// Steps run in stages; the lanes of a stage run side by side (each lane's steps in order), so the
// cms integration tests (their own servers on free ports) run while the storefront is checked and
// built. The end-to-end journeys start the shop on the usual ports and run alone, last.
import fs from 'node:fs';
import path from 'node:path';
import { runPrefixed } from './lib/processes.mjs';
import { root } from './lib/cms.mjs';

/** The front-end workspaces (all but the cms and the journeys), as the root Jest config lists them. */
const frontEndWorkspaces = JSON.parse(
  fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
).workspaces.filter((workspace) => !['cms', 'e2e'].includes(workspace));

// `npm run typecheck` in parts: the cms's server code and its tests are compiled, and so checked,
// by its own lane (`npm test -w cms`), which also checks and builds its admin panel for the
// journeys while the storefront is built.
const storefront = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.frontends.json']],
  ['typecheck: journeys', 'npm', ['run', 'typecheck', '-w', 'e2e']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // Each front-end workspace runs its own tests on its own, as its team does.
  [
    'unit tests',
    'npm',
    ['test', ...frontEndWorkspaces.flatMap((workspace) => ['-w', workspace]), '--', '--ci'],
  ],
  ['stand-in tests', 'node', ['--test', 'e2e/standins/']],
  ['build', 'npm', ['run', 'build']],
  [
    'bundle budget',
    'npx',
    ['ts-node', '--project', 'shared/build/tsconfig.json', 'shared/build/bundleBudget.ts'],
  ],
];
const cms = [
  ['cms integration tests', 'npm', ['test', '-w', 'cms']],
  ['typecheck: cms admin panel', 'npx', ['tsc', '-p', 'cms/src/admin/tsconfig.json']],
  ['cms admin panel build', 'npm', ['run', 'build:admin', '-w', 'cms']],
];
const journeys = [['end-to-end tests', 'npm', ['test', '-w', 'e2e']]];

const stages = [[storefront, cms], [journeys]];

const only = process.argv.slice(2);
const chosen = (steps) =>
  steps.filter(([name]) => only.length === 0 || only.some((o) => name.startsWith(o)));

/** Each step's name, outcome and time, and the last lines of a failed step, for the summary. */
const results = [];

async function runLane(steps, sideBySide) {
  for (const [name, command, args] of steps) {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const options = { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } };
    try {
      await runPrefixed(name, command, args, options, { prefix: sideBySide });
      results.push({ name, ok: true, seconds: (Date.now() - started) / 1000 });
      console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
    } catch (error) {
      results.push({ name, ok: false, seconds: (Date.now() - started) / 1000, error });
      console.log(`=== ${name}: FAILED (${error.message}) ===`);
    }
  }
}

const started = Date.now();
for (const stage of stages) {
  const lanes = stage.map(chosen).filter((steps) => steps.length > 0);
  // A lone lane keeps its output as it is; side by side, the later lanes' lines are prefixed.
  await Promise.all(lanes.map((steps, index) => runLane(steps, index > 0)));
}
// The summary comes last, so the end of the log says which step failed and how.
const failures = results.filter((result) => !result.ok);
for (const { name, error } of failures) {
  console.log(`\n--- ${name} failed: ${error.message}; its last lines: ---`);
  console.log((error.tail ?? []).join('\n'));
}
console.log('');
for (const { name, ok, seconds } of results) {
  console.log(`${ok ? 'ok    ' : 'FAILED'} ${name} (${seconds.toFixed(0)} s)`);
}
console.log(
  `${results.length - failures.length} passed, ${failures.length} failed (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
);
process.exit(failures.length > 0 ? 1 : 0);
