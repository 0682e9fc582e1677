/*
 * Writes shared/contracts/src/wire.generated.ts: the types of the content backend's content types
 * and components as its REST API returns them, read from their schemas:
 *
 *   npm run wire-types -w @teashop/build
 *
 * cms/src/api/<api>/content-types/<type>/schema.json, cms/src/extensions/<plugin>/content-types/
 * <type>/schema.json and cms/src/components/<category>/<name>.json. A unit test regenerates the
 * file in memory and fails when the committed one differs.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const repositoryRoot = path.resolve(__dirname, '..', '..', '..');
export const CMS_SRC = path.join(repositoryRoot, 'cms', 'src');
export const WIRE_TYPES_FILE = path.join(
  repositoryRoot,
  'shared',
  'contracts',
  'src',
  'wire.generated.ts',
);

interface Attribute {
  type: string;
  required?: boolean;
  private?: boolean;
  multiple?: boolean;
  repeatable?: boolean;
  component?: string;
  relation?: string;
  target?: string;
  enum?: string[];
  description?: string;
}

interface Schema {
  kind?: 'collectionType' | 'singleType';
  info: { displayName: string; description?: string; singularName?: string };
  options?: { draftAndPublish?: boolean };
  pluginOptions?: { i18n?: { localized?: boolean } };
  attributes: Record<string, Attribute>;
}

/** A content type ('api::product.product') or a component ('shop.address') and its schema. */
interface Model {
  uid: string;
  typeName: string;
  schema: Schema;
  component: boolean;
}

/** A string literal as Prettier writes it: single quotes. */
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

const pascal = (name: string) =>
  name
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

function dirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** Every model of the content backend, in a stable order. */
export function readModels(cmsSrc: string = CMS_SRC): Model[] {
  const models: Model[] = [];
  const contentTypes = (root: string, prefix: string) => {
    for (const owner of dirs(root)) {
      const typesDir = path.join(root, owner, 'content-types');
      for (const name of dirs(typesDir)) {
        const file = path.join(typesDir, name, 'schema.json');
        if (!existsSync(file)) continue;
        const uid = `${prefix}::${owner}.${name}`;
        // An extension of a plugin's type keeps the plugin's name: 'User' rather than a new one.
        models.push({ uid, typeName: pascal(name), schema: readJson(file), component: false });
      }
    }
  };
  contentTypes(path.join(cmsSrc, 'api'), 'api');
  contentTypes(path.join(cmsSrc, 'extensions'), 'plugin');
  const componentsDir = path.join(cmsSrc, 'components');
  for (const category of dirs(componentsDir)) {
    const files = readdirSync(path.join(componentsDir, category))
      .filter((file) => file.endsWith('.json'))
      .sort();
    for (const file of files) {
      const name = file.replace(/\.json$/, '');
      models.push({
        uid: `${category}.${name}`,
        typeName: pascal(`${category}-${name}`),
        schema: readJson(path.join(componentsDir, category, file)),
        component: true,
      });
    }
  }
  return models;
}

/** A doc comment, its words wrapped to fit 100 columns. */
function comment(text: string | undefined, indent: string): string {
  const words = (text ?? '').replace(/\*\//g, '* /').split(/\s+/).filter(Boolean);
  if (words.length === 0) return '';
  const width = 100 - indent.length - 3;
  const lines: string[] = [];
  for (const word of words) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 1 + word.length <= width) {
      lines[lines.length - 1] = `${last} ${word}`;
    } else {
      lines.push(word);
    }
  }
  if (lines.length === 1 && lines[0]!.length <= width - 3) return `${indent}/** ${lines[0]} */`;
  return [`${indent}/**`, ...lines.map((line) => `${indent} * ${line}`), `${indent} */`].join('\n');
}

/** The TypeScript type of an attribute's value in an answer, or null when it is never sent. */
function valueType(attribute: Attribute, typeNames: Map<string, string>): string | null {
  if (attribute.private) return null;
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'email':
    case 'uid':
    case 'date':
    case 'datetime':
    case 'time':
      return 'string';
    case 'password':
      return null;
    case 'integer':
    case 'float':
      return 'number';
    case 'biginteger':
      return 'string';
    // Decimals come as numbers, or as decimal strings from some databases.
    case 'decimal':
      return 'number | string';
    case 'boolean':
      return 'boolean';
    case 'enumeration':
      return (attribute.enum ?? []).map(quote).join(' | ') || 'string';
    case 'json':
      return 'unknown';
    case 'blocks':
      return 'BlockNode[]';
    case 'media':
      return attribute.multiple ? 'Media[]' : 'Media';
    case 'component': {
      const name = typeNames.get(attribute.component ?? '') ?? 'Record<string, unknown>';
      return attribute.repeatable ? `${name}[]` : name;
    }
    case 'relation': {
      const name = typeNames.get(attribute.target ?? '') ?? 'Entry';
      return /ToMany$/.test(attribute.relation ?? '') ? `${name}[]` : name;
    }
    default:
      return 'unknown';
  }
}

/** A property line; a union too long for one line goes one member a line, as Prettier does. */
function property(name: string, type: string): string {
  const line = `  ${name}: ${type};`;
  if (line.length <= 100 || !type.includes(' | ')) return line;
  return [`  ${name}:`, ...type.split(' | ').map((member) => `    | ${member}`)].join('\n') + ';';
}

/** Relations, media and components are only in an answer when asked for (`populate`). */
const POPULATED = new Set(['relation', 'media', 'component']);

function modelSource(model: Model, typeNames: Map<string, string>): string {
  const { schema } = model;
  const what = model.component ? 'component' : 'content type';
  const lines: string[] = [];
  const description = schema.info.description?.trim();
  lines.push(
    comment(
      `${schema.info.displayName} (${what} \`${model.uid}\`)${description ? `: ${description}` : ''}`,
      '',
    ),
  );
  lines.push(`export interface ${model.typeName}${model.component ? '' : ' extends Entry'} {`);
  if (model.component) lines.push('  id?: number;');
  if (!model.component) {
    if (schema.options?.draftAndPublish) lines.push('  publishedAt?: string | null;');
    if (schema.pluginOptions?.i18n?.localized) lines.push('  locale?: string;');
  }
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    const type = valueType(attribute, typeNames);
    if (type === null) continue;
    const key = /^[A-Za-z_$][\w$]*$/.test(name) ? name : JSON.stringify(name);
    const optional = POPULATED.has(attribute.type) || !attribute.required;
    // An empty value is null (`unknown` already holds it).
    const nullable = optional && type !== 'unknown';
    const written = nullable ? `${type} | null` : type;
    lines.push(
      comment(attribute.description, '  '),
      property(`${key}${optional ? '?' : ''}`, written),
    );
  }
  lines.push('}');
  return lines.filter((line) => line !== '').join('\n');
}

/** The generated module's text, written the way Prettier formats it. */
export function wireTypesSource(models: Model[] = readModels()): string {
  const typeNames = new Map(models.map((model) => [model.uid, model.typeName]));
  const header = [
    "// Generated by `npm run wire-types -w @teashop/build` from the content backend's schemas",
    '// (cms/src/api/*/content-types, cms/src/extensions/*/content-types, cms/src/components).',
    '// Do not edit: change a schema and run the command again.',
    "import type { BlockNode, Media } from './content/types';",
    '',
    '/** What every entry of a content type has in an answer (the timestamps unless left out). */',
    'export interface Entry {',
    '  id: number;',
    '  documentId: string;',
    '  createdAt?: string;',
    '  updatedAt?: string;',
    '}',
  ].join('\n');
  return `${header}\n\n${models.map((model) => modelSource(model, typeNames)).join('\n\n')}\n`;
}

if (require.main === module) {
  writeFileSync(WIRE_TYPES_FILE, wireTypesSource());
  console.log(`Wrote ${path.relative(process.cwd(), WIRE_TYPES_FILE)}`);
}
