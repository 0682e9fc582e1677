/**
 * @jest-environment node
 */
import { workerCount } from './workers';

describe('how many shop-server processes run', () => {
  test('one by default, the number asked for, or one per CPU with auto', () => {
    expect(workerCount({}, 8)).toBe(1);
    expect(workerCount({ SHOP_WORKERS: '3' }, 8)).toBe(3);
    expect(workerCount({ SHOP_WORKERS: 'auto' }, 8)).toBe(8);
    expect(workerCount({ SHOP_WORKERS: ' AUTO ' }, 2)).toBe(2);
  });

  test('anything else is one process, and never more than 64', () => {
    for (const value of ['', '0', '-2', '1.5', 'many']) {
      expect(workerCount({ SHOP_WORKERS: value }, 8)).toBe(1);
    }
    expect(workerCount({ SHOP_WORKERS: '500' }, 8)).toBe(64);
  });
});
