/**
 * The version ranges package manifests usually hold (`^1.2.3`, `~1.2.3`, `1.2.3`, `>=1.2.3 <2.0.0`,
 * `a || b`, `*`), checked without the semver package: loading and starting semver costs a phone
 * about 20 ms of main thread on the first page. Anything else (partial versions, prereleases,
 * hyphen ranges) is left to semver: the answer is then `undefined`.
 */
export type RangeCheck = (version: string, range: string) => boolean;

type Triple = [number, number, number];

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)$/;
const COMPARATOR = /^(\^|~|>=|<=|>|<|=)?v?(\d+)\.(\d+)\.(\d+)$/;

const triple = (match: RegExpExecArray, from: number): Triple => [
  Number(match[from]),
  Number(match[from + 1]),
  Number(match[from + 2]),
];

function compare(a: Triple, b: Triple): number {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) - (b[i] as number);
  return 0;
}

/** The first version a caret or tilde range no longer allows. */
function ceiling(operator: '^' | '~', [major, minor, patch]: Triple): Triple {
  if (operator === '~') return [major, minor + 1, 0];
  if (major > 0) return [major + 1, 0, 0];
  if (minor > 0) return [0, minor + 1, 0];
  return [0, 0, patch + 1];
}

function comparatorAllows(comparator: string, version: Triple): boolean | undefined {
  if (comparator === '*' || comparator === 'x' || comparator === 'X') return true;
  const match = COMPARATOR.exec(comparator);
  if (!match) return undefined;
  const bound = triple(match, 2);
  const order = compare(version, bound);
  switch (match[1]) {
    case '^':
    case '~':
      return order >= 0 && compare(version, ceiling(match[1], bound)) < 0;
    case '>=':
      return order >= 0;
    case '>':
      return order > 0;
    case '<=':
      return order <= 0;
    case '<':
      return order < 0;
    default:
      return order === 0;
  }
}

/** Whether `version` is in `range`; `undefined` when either is not of the plain kinds above. */
export function plainSatisfies(version: string, range: string): boolean | undefined {
  const parsed = VERSION.exec(version.trim());
  if (!parsed) return undefined;
  const at = triple(parsed, 1);
  const sets = range.split('||').map((set) => set.trim().split(/\s+/).filter(Boolean));
  let allowed = false;
  for (const set of sets) {
    let all = true;
    for (const comparator of set.length > 0 ? set : ['*']) {
      const allows = comparatorAllows(comparator, at);
      if (allows === undefined) return undefined;
      all &&= allows;
    }
    allowed ||= all;
  }
  return allowed;
}
