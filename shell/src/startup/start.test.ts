/** What ran, in order: each part's evaluation and each hand-back to the main thread. */
const steps: string[] = [];

jest.mock('./yieldToMain', () => ({
  yieldToMain: jest.fn(async () => {
    steps.push('yield');
  }),
}));
jest.mock('react-dom/client', () => {
  steps.push('react-dom');
  return {};
});
jest.mock('@teashop/runtime', () => {
  steps.push('runtime');
  return {};
});
jest.mock('../bootstrap', () => {
  steps.push('shell');
  return {};
});

import { start } from './start';

it('evaluates React DOM, the area runtime and the shell each in a task of its own', async () => {
  expect(steps).toEqual([]);
  await start();
  expect(steps).toEqual(['react-dom', 'yield', 'runtime', 'yield', 'shell']);
});
