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
  'shared/contracts/src',
  'shared/ui/src',
  'shared/runtime/src',
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

const sourceFilesOfApps = SOURCE_FOLDERS.flatMap((folder) => sourceFiles(path.join(root, folder)));

/**
 * Code only the server containers run (serverBundle.ts): a remote's `src/server.tsx` and the area
 * server it builds on. They take the packages whole from the shop server (SERVER_SHARED), never
 * from a curated entry, so what they import need not be in one.
 */
const SERVER_SIDE = [
  /\/src\/server\.tsx?$/,
  /^shared\/runtime\/src\/ssr\/renderArea\.tsx$/,
  /^shared\/ui\/src\/security\/sanitizeHtmlOnServer\.ts$/,
];
const isServerSide = (file: string) =>
  SERVER_SIDE.some((pattern) => pattern.test(path.relative(root, file).split(path.sep).join('/')));
const appFiles = sourceFilesOfApps.filter((file) => !isServerSide(file));

it('browser code never imports the server-side modules (the browser would lack their names)', () => {
  const importers = appFiles.flatMap((file) => {
    const source = parse(file);
    return source.statements.flatMap((statement) => {
      if (!ts.isImportDeclaration(statement) && !ts.isExportDeclaration(statement)) return [];
      const specifier = statement.moduleSpecifier;
      if (!specifier || !ts.isStringLiteral(specifier)) return [];
      if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) return [];
      if (ts.isExportDeclaration(statement) && statement.isTypeOnly) return [];
      return /(^|\/)ssr\/renderArea$|^\.\.?\/(.*\/)?server$|^@teashop\/[a-z-]+\/server$/.test(
        specifier.text,
      )
        ? [`${path.relative(root, file)}: ${specifier.text}`]
        : [];
    });
  });
  expect(importers).toEqual([]);
});

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** Value imports (and re-exports) of `pkg` in a file: imported name -> local name ('*': all). */
function importsOf(source: ts.SourceFile, pkg: string): [string, string][] {
  const found: [string, string][] = [];
  const named = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => {
    for (const e of elements) {
      if (!e.isTypeOnly) found.push([(e.propertyName ?? e.name).text, e.name.text]);
    }
  };
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || specifier.text !== pkg) continue;
    if (isImport) {
      const clause = statement.importClause;
      if (!clause || clause.isTypeOnly) continue;
      if (clause.name) found.push(['default', clause.name.text]);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) found.push(['*', bindings.name.text]);
      if (bindings && ts.isNamedImports(bindings)) named(bindings.elements);
    } else if (!statement.isTypeOnly) {
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) named(clause.elements);
      else found.push(['*', '*']);
    }
  }
  return found;
}

/** Members read off `local` in value positions (`z.object(…)`); '*' where it is used whole. */
function membersUsed(source: ts.SourceFile, local: string): string[] {
  const members: string[] = [];
  const inType = (node: ts.Node) => {
    for (let p: ts.Node | undefined = node.parent; p; p = p.parent)
      if (ts.isTypeNode(p)) return true;
    return false;
  };
  const visit = (node: ts.Node) => {
    if (ts.isIdentifier(node) && node.text === local && !inType(node)) {
      const parent = node.parent;
      if (ts.isPropertyAccessExpression(parent) && parent.expression === node) {
        members.push(parent.name.text);
      } else if (!ts.isImportSpecifier(parent) && !ts.isQualifiedName(parent)) {
        members.push('*');
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return members;
}

/** Objects the entry builds itself (`export const z = { … }`): namespaces of curated members. */
function namespacesOf(entry: string): Set<string> {
  const names = new Set<string>();
  for (const statement of parse(entry).statements) {
    if (!ts.isVariableStatement(statement)) continue;
    if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) continue;
    for (const d of statement.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer && ts.isObjectLiteralExpression(d.initializer)) {
        names.add(d.name.text);
      }
    }
  }
  return names;
}

describe.each(Object.entries(CURATED_ENTRIES))('curated entry of %s', (pkg, entry) => {
  let exported: Record<string, unknown>;
  const namespaces = namespacesOf(entry);
  beforeAll(async () => {
    // The entry as Node.js runs it: the same package exports as its browser build.
    exported = { ...((await import(entry)) as Record<string, unknown>) };
    delete exported.__esModule;
  });

  it('exports only what the package has', () => {
    expect(Object.keys(exported).length).toBeGreaterThan(0);
    const missing = Object.entries(exported).flatMap(([name, value]) => {
      if (value === undefined) return [name];
      if (!namespaces.has(name)) return [];
      return Object.entries(value as object)
        .filter(([, member]) => member === undefined)
        .map(([member]) => `${name}.${member}`);
    });
    expect(missing).toEqual([]);
  });

  it('has everything the apps take from the package (the browser gets nothing else)', () => {
    const missing = appFiles.flatMap((file) => {
      const source = parse(file);
      const where = path.relative(root, file);
      return importsOf(source, pkg).flatMap(([name, local]) => {
        if (!(name in exported)) return [`${where}: ${name}`];
        if (!namespaces.has(name)) return [];
        // A curated namespace (zod's `z`): every member the file reads must be in it.
        const value = exported[name] as object;
        return membersUsed(source, local)
          .filter((member) => !(member in value))
          .map((member) => `${where}: ${name}.${member}`);
      });
    });
    expect(missing).toEqual([]);
  });
});
