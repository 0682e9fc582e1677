import satisfies from 'semver/functions/satisfies';
import { plainSatisfies } from './versionRange';

describe('plain version ranges', () => {
  const versions = [
    '0.0.3',
    '0.0.4',
    '0.2.3',
    '0.2.9',
    '0.3.0',
    '1.1.0',
    '1.2.0',
    '1.2.3',
    '1.2.9',
  ];
  versions.push('1.3.0', '1.10.2', '2.0.0', '19.2.0', '19.3.1', '20.0.0', '7.18.5', '7.9.0');
  const ranges = ['^1.2.3', '~1.2.3', '1.2.3', '=1.2.3', '>=1.2.3', '>1.2.3', '<=1.2.3', '<1.2.3'];
  ranges.push('^0.2.3', '^0.0.3', '~0.2.3', '>=1.2.0 <2.0.0', '^1.1.0 || ^19.2.0', '*', '');
  ranges.push('^19.2.0', '^7.18.5', '  ^1.1.0  ', 'v1.2.3', '>=1.2.3 <1.2.3');

  it('agree with semver on every version and range', () => {
    for (const range of ranges) {
      for (const version of versions) {
        expect([version, range, plainSatisfies(version, range)]).toEqual([
          version,
          range,
          satisfies(version, range),
        ]);
      }
    }
  });

  it('leave other ranges and versions to semver', () => {
    for (const range of ['^1.2', '1.x', '1.2.3 - 2.0.0', '^1.2.3-beta.1', 'latest', '>= 1.2.3']) {
      expect(plainSatisfies('1.2.3', range)).toBeUndefined();
    }
    expect(plainSatisfies('1.2.3-beta.1', '^1.2.3')).toBeUndefined();
    expect(plainSatisfies('1.2', '^1.2.3')).toBeUndefined();
  });
});
