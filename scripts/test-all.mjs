// Every test of the shop: static checks, unit tests, cms integration tests, then the end-to-end
// journeys against fresh production builds. Prints one summary line at the end.
//
// Steps run in stages; the lanes of a stage run side by side (each lane's steps in order), so the
// cms integration tests (their own servers on free ports) run while the storefront is checked and
// built. The end-to-end journeys start the shop on the usual ports and run alone, last.
import { run, runPrefixed } from './lib/processes.mjs';
import { root } from './lib/cms.mjs';

const storefront = [
  ['typecheck', 'npm', ['run', 'typecheck']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  // Each front-end workspace runs its own tests on its own, as its team does.
  [
    'unit tests',
    'npm',
    [
      'test',
      ...['shared', 'shell', 'mf-catalog', 'mf-cart-checkout', 'mf-member', 'mf-content'].flatMap(
        (workspace) => ['-w', workspace],
      ),
      '--',
      '--ci',
    ],
  ],
  ['stand-in tests', 'node', ['--test', 'e2e/standins/']],
  ['build', 'npm', ['run', 'build']],
  [
    'bundle budget',
    'npx',
    ['ts-node', '--project', 'shared/tsconfig.json', 'shared/build/bundleBudget.ts'],
  ],
];
const cms = [['cms integration tests', 'npm', ['test', '-w', 'cms']]];
const journeys = [['end-to-end tests', 'npm', ['test', '-w', 'e2e']]];

const stages = [[storefront, cms], [journeys]];

const only = process.argv.slice(2);
const chosen = (steps) =>
  steps.filter(([name]) => only.length === 0 || only.some((o) => name.startsWith(o)));

let passed = 0;
let failed = 0;

async function runLane(steps, sideBySide) {
  for (const [name, command, args] of steps) {
    const started = Date.now();
    console.log(`\n=== ${name} ===`);
    const options = { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } };
    try {
      await (sideBySide ? runPrefixed(name, command, args, options) : run(command, args, options));
      passed += 1;
      console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
    } catch (error) {
      failed += 1;
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
console.log(
  `\n${passed} passed, ${failed} failed (${((Date.now() - started) / 60_000).toFixed(1)} min)`,
);
process.exit(failed > 0 ? 1 : 0);
