import fs from 'node:fs';
import path from 'node:path';

/**
 * The storefront acts on an error's code (`ApiError.code`, `details.code`), never on its English
 * text: a reworded message on the server must not change what a shopper sees. This scans every
 * storefront source file (tests aside) for an error's `message` compared with a string, tested
 * with a regular expression, searched or used as a lookup key.
 */
const root = path.resolve(__dirname, '../../../..');

const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'test-support', '__tests__']);
const isSource = (name: string): boolean =>
  /\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts');

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

function storefrontRoots(): string[] {
  const remotes = fs
    .readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name.startsWith('mf-'))
    .map((entry) => path.join(root, entry.name, 'src'));
  return [
    ...['contracts', 'ui', 'runtime'].map((pkg) => path.join(root, 'shared', pkg, 'src')),
    path.join(root, 'shell', 'src'),
    ...remotes,
  ];
}

/** `x.message` of anything (optional chaining allowed), as a pattern fragment. */
const MESSAGE = String.raw`(?<![\w$.?\]])[\w$.?\]\[]*\??\.message\b`;

const RULES: Array<[RegExp, string]> = [
  [new RegExp(String.raw`(?<!typeof\s+)${MESSAGE}\s*[!=]==?(?!\s*(undefined|null)\b)`), 'compared'],
  [new RegExp(String.raw`[!=]==?\s*${MESSAGE}`), 'compared'],
  [
    new RegExp(
      String.raw`${MESSAGE}\??\.(includes|match|matchAll|startsWith|endsWith|search|indexOf|localeCompare)\(`,
    ),
    'searched',
  ],
  [new RegExp(String.raw`\.(test|exec)\(\s*${MESSAGE}`), 'matched with a regular expression'],
  [new RegExp(String.raw`\[\s*${MESSAGE}\s*\]`), 'used as a lookup key'],
  [new RegExp(String.raw`\b(switch|case)\s*\(?\s*${MESSAGE}`), 'switched on'],
];

/** Names given an error's message (`const text = error.message`), then compared later. */
const ALIAS =
  /\b(?:const|let|var)\s+(\w+)\s*=[^;\n]*\b(?:err|error|e|failure|reason)\w*\??\.message\b/;

interface Finding {
  file: string;
  line: number;
  what: string;
  text: string;
}

function findMessageMatching(file: string, source: string): Finding[] {
  const lines = source.split('\n');
  const findings: Finding[] = [];
  const aliases = new Set<string>();
  lines.forEach((text) => {
    const alias = ALIAS.exec(text);
    if (alias) aliases.add(alias[1]!);
  });
  lines.forEach((text, index) => {
    const code = text.replace(/\/\/.*$/, '');
    for (const [pattern, what] of RULES) {
      if (pattern.test(code)) {
        findings.push({ file, line: index + 1, what: `an error's message ${what}`, text });
        return;
      }
    }
    for (const name of aliases) {
      const compared = new RegExp(
        String.raw`\b${name}\s*[!=]==?\s*\S|[!=]==?\s*${name}\b|\.(test|exec)\(\s*${name}\b|\b${name}\.(includes|match|startsWith|endsWith)\(`,
      );
      if (compared.test(code) && !ALIAS.test(code)) {
        findings.push({
          file,
          line: index + 1,
          what: `an error's message (${name}) compared`,
          text,
        });
        return;
      }
    }
  });
  return findings;
}

describe('no storefront code reads an error by its message text', () => {
  it('finds the ways of doing it', () => {
    const samples = [
      "if (error.message === 'Invalid identifier or password') {}",
      'if (/already taken/i.test(error.message)) {}',
      "if (error?.message.includes('blocked')) {}",
      'return REFUSED[error.message];',
      "const message = error instanceof ApiError ? error.message : '';\nif (message === t('x')) {}",
    ];
    for (const sample of samples) expect(findMessageMatching('sample.ts', sample)).not.toEqual([]);
    const fine = [
      "if (typeof error.message === 'string') {}",
      '<Field error={errors.name?.message} />',
      "setError('x', { message: t('x') });",
    ];
    for (const sample of fine) expect(findMessageMatching('sample.ts', sample)).toEqual([]);
  });

  it('in shared, shell and every remote', () => {
    const findings = storefrontRoots()
      .flatMap(sourceFiles)
      .flatMap((file) => findMessageMatching(file, fs.readFileSync(file, 'utf8')));
    const report = findings.map(
      (f) => `${path.relative(root, f.file)}:${f.line}: ${f.what}: ${f.text.trim()}`,
    );
    expect(report).toEqual([]);
  });
});
