/** @jest-environment node */
import satisfies from 'semver/functions/satisfies';
import {
  compatibilityProblems as problemsOf,
  readDeclaration,
  type ContractDeclaration,
  type ProvidedVersions,
} from './compatibility';

/** With semver for ranges beyond the plain ones, as the shop server checks. */
const compatibilityProblems = (
  declaration: ContractDeclaration | null,
  provided: ProvidedVersions,
) => problemsOf(declaration, provided, satisfies);

const provided = { '@teashop/contracts': '1.4.0', react: '19.3.1', 'react-dom': '19.3.1' };

const declaration = (
  contracts: string,
  singletons: Record<string, string> = { react: '^19.2.0' },
): ContractDeclaration => ({ contracts, singletons });

describe('compatibilityProblems', () => {
  it('finds nothing when the shell provides what the remote was built against', () => {
    expect(
      compatibilityProblems(
        declaration('^1.2.0', { react: '^19.2.0', 'react-dom': '^19.2.0' }),
        provided,
      ),
    ).toEqual([]);
  });

  it('refuses a remote built against another major version of the contracts', () => {
    const problems = compatibilityProblems(declaration('^2.0.0'), provided);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('@teashop/contracts');
    expect(problems[0]).toContain('^2.0.0');
    expect(problems[0]).toContain('1.4.0');
  });

  it('refuses a remote that needs contracts newer than an older shell provides', () => {
    const problems = compatibilityProblems(declaration('^1.3.0'), {
      ...provided,
      '@teashop/contracts': '1.2.0',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('^1.3.0');
    expect(problems[0]).toContain('1.2.0');
  });

  it('refuses a singleton outside the range the remote needs', () => {
    const problems = compatibilityProblems(declaration('^1.0.0', { react: '^20.0.0' }), provided);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('react ^20.0.0');
    expect(problems[0]).toContain('19.3.1');
  });

  it('refuses a singleton the shell does not provide', () => {
    const problems = compatibilityProblems(
      declaration('^1.0.0', { react: '^19.2.0', valtio: '^2.3.0' }),
      provided,
    );
    expect(problems).toEqual([expect.stringMatching(/valtio \^2\.3\.0.*does not provide/)]);
  });

  it('lists every unmet range, one line each', () => {
    const problems = compatibilityProblems(
      declaration('^2.0.0', { react: '^20.0.0', valtio: '^2.3.0' }),
      provided,
    );
    expect(problems).toHaveLength(3);
  });

  it('checks the contracts once, from the contracts range, even when listed among singletons', () => {
    expect(
      compatibilityProblems(
        declaration('^1.0.0', { '@teashop/contracts': '^9.0.0', react: '^19.2.0' }),
        provided,
      ),
    ).toEqual([]);
  });

  it('refuses a manifest without a declaration', () => {
    const problems = compatibilityProblems(readDeclaration({ metaData: {} }), provided);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('declares no');
  });
});

describe('readDeclaration', () => {
  it('reads metaData.teashop', () => {
    expect(
      readDeclaration({
        name: 'mf_catalog',
        metaData: { teashop: { contracts: '^1.0.0', singletons: { react: '^19.2.0' } } },
      }),
    ).toEqual({ contracts: '^1.0.0', singletons: { react: '^19.2.0' } });
  });

  it.each<[string, unknown]>([
    ['null', null],
    ['a string', 'mf-manifest.json'],
    ['a manifest without metaData', { name: 'mf_catalog' }],
    ['metaData without the declaration', { metaData: { buildInfo: {} } }],
    ['a null declaration', { metaData: { teashop: null } }],
    [
      'contracts that are not a string',
      { metaData: { teashop: { contracts: 1, singletons: {} } } },
    ],
    ['no singletons', { metaData: { teashop: { contracts: '^1.0.0' } } }],
    [
      'singletons not a record',
      { metaData: { teashop: { contracts: '^1.0.0', singletons: 'x' } } },
    ],
    [
      'singleton ranges that are not strings',
      { metaData: { teashop: { contracts: '^1.0.0', singletons: { react: 19 } } } },
    ],
  ])('is null for %s', (_, manifest) => {
    expect(readDeclaration(manifest)).toBeNull();
  });
});

describe('compatibilityProblems without semver', () => {
  it('checks plain ranges itself', () => {
    expect(problemsOf(declaration('^1.2.0'), provided)).toEqual([]);
    expect(problemsOf(declaration('^2.0.0'), provided)).toHaveLength(1);
  });

  it('answers null for a range only semver reads, which semver then checks', () => {
    const partial = declaration('^1.2.0', { react: '19.x' });
    expect(problemsOf(partial, provided)).toBeNull();
    expect(problemsOf(partial, provided, satisfies)).toEqual([]);
    expect(problemsOf(declaration('^1.2.0', { react: '18.x' }), provided, satisfies)).toHaveLength(
      1,
    );
  });
});
