/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { CURATED_ENTRIES } from './federation';

const root = path.join(__dirname, '..', '..');
const SOURCE_FOLDERS = [
  'shell/src',
  'shared/src',
  'mf-catalog/src',
  'mf-cart-checkout/src',
  'mf-member/src',
  'mf-content/src',
];

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Value names a file imports (or re-exports) from `pkg`; '*' for a whole-module import. */
function namesFrom(file: string, pkg: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== pkg) continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) names.push('default');
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) names.push('*');
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (!clause || !ts.isNamedExports(clause)) names.push('*');
      else {
        for (const element of clause.elements) {
          if (!element.isTypeOnly) names.push((element.propertyName ?? element.name).text);
        }
      }
    }
  }
  return names;
}

describe.each(Object.entries(CURATED_ENTRIES))('curated entry of %s', (pkg, entry) => {
  const curated = new Set(namesFrom(entry, pkg));

  it('re-exports names the package has, one by one', async () => {
    expect(curated.size).toBeGreaterThan(0);
    expect(curated.has('*')).toBe(false);
    // The package as Node.js loads it: the same exports as its browser build.
    const real = (await import(pkg)) as Record<string, unknown>;
    expect([...curated].filter((name) => !(name in real))).toEqual([]);
  });

  it('has every name the apps import from the package (the browser gets nothing else)', () => {
    const missing = SOURCE_FOLDERS.flatMap((folder) =>
      sourceFiles(path.join(root, folder)).flatMap((file) =>
        namesFrom(file, pkg)
          .filter((name) => !curated.has(name))
          .map((name) => `${path.relative(root, file)}: ${name}`),
      ),
    );
    expect(missing).toEqual([]);
  });
});
