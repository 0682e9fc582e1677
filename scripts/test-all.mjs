// Every test of the shop, in order: static checks, unit tests, cms integration tests, then the
// end-to-end journeys against fresh production builds. Prints one summary line at the end.
import { run } from './lib/processes.mjs';
import { root } from './lib/cms.mjs';

const steps = [
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
  ['cms integration tests', 'npm', ['test', '-w', 'cms']],
  ['build', 'npm', ['run', 'build']],
  [
    'bundle budget',
    'npx',
    ['ts-node', '--project', 'shared/tsconfig.json', 'shared/build/bundleBudget.ts'],
  ],
  ['end-to-end tests', 'npm', ['test', '-w', 'e2e']],
];

const only = process.argv.slice(2);
let passed = 0;
let failed = 0;
for (const [name, command, args] of steps) {
  if (only.length > 0 && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    await run(command, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0' } });
    passed += 1;
    console.log(`=== ${name}: ok (${((Date.now() - started) / 1000).toFixed(0)} s) ===`);
  } catch (error) {
    failed += 1;
    console.log(`=== ${name}: FAILED (${error.message}) ===`);
  }
}
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
