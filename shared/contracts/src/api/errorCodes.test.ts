import fs from 'node:fs';
import path from 'node:path';
import { ERROR_CODES } from './errorCodes';

/** The codes listed in the content backend's source file, in order. */
function cmsCodes(): string[] {
  const file = path.resolve(__dirname, '../../../../cms/src/lib/error-codes.ts');
  const source = fs.readFileSync(file, 'utf8');
  const list = /export const ERROR_CODES = \[([\s\S]*?)\] as const;/.exec(source);
  if (!list) throw new Error(`no ERROR_CODES list in ${file}`);
  return [...list[1]!.matchAll(/'([A-Z_]+)'/g)].map((match) => match[1]!);
}

describe('error codes', () => {
  it("are the content backend's list, code for code", () => {
    expect([...ERROR_CODES]).toEqual(cmsCodes());
  });
});
