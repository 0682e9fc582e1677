import { readFileSync } from 'node:fs';
import { WIRE_TYPES_FILE, readModels, wireTypesSource } from '../scripts/generate-wire-types';

describe('wire types generated from the content backend’s schemas', () => {
  it('are up to date with the schemas', () => {
    const committed = readFileSync(WIRE_TYPES_FILE, 'utf8');
    const current = wireTypesSource();
    if (committed !== current) {
      throw new Error(
        'shared/contracts/src/wire.generated.ts no longer matches the cms schemas. ' +
          'Run `npm run wire-types -w @teashop/build` and commit the file.',
      );
    }
  });

  it('write each field as the REST API answers it', () => {
    const source = wireTypesSource([
      {
        uid: 'api::tea.tea',
        typeName: 'Tea',
        component: false,
        schema: {
          kind: 'collectionType',
          info: { displayName: 'Tea', description: 'A tea' },
          options: { draftAndPublish: true },
          pluginOptions: { i18n: { localized: true } },
          attributes: {
            name: { type: 'string', required: true },
            notes: { type: 'text', description: 'How it tastes' },
            price: { type: 'decimal', required: true },
            currency: { type: 'enumeration', enum: ['USD', 'JPY'], required: true },
            secret: { type: 'string', private: true },
            body: { type: 'blocks' },
            photos: { type: 'media', multiple: true },
            guide: { type: 'component', component: 'tea.guide', repeatable: false },
            related: { type: 'relation', relation: 'manyToMany', target: 'api::tea.tea' },
            owner: { type: 'relation', relation: 'manyToOne', target: 'plugin::x.y' },
            extra: { type: 'json' },
          },
        },
      },
      {
        uid: 'tea.guide',
        typeName: 'TeaGuide',
        component: true,
        schema: { info: { displayName: 'Guide' }, attributes: { grams: { type: 'integer' } } },
      },
    ]);
    expect(source).toContain(
      [
        '/** Tea (content type `api::tea.tea`): A tea */',
        'export interface Tea extends Entry {',
        '  publishedAt?: string | null;',
        '  locale?: string;',
        '  name: string;',
        '  /** How it tastes */',
        '  notes?: string | null;',
        '  price: number | string;',
        "  currency: 'USD' | 'JPY';",
        '  body?: BlockNode[] | null;',
        '  photos?: Media[] | null;',
        '  guide?: TeaGuide | null;',
        '  related?: Tea[] | null;',
        '  owner?: Entry | null;',
        '  extra?: unknown;',
        '}',
      ].join('\n'),
    );
    expect(source).toContain(
      ['export interface TeaGuide {', '  id?: number;', '  grams?: number | null;', '}'].join('\n'),
    );
    expect(source).not.toContain('secret');
  });

  it('cover every content type and component of the content backend', () => {
    const names = readModels().map((model) => model.uid);
    expect(names).toEqual(
      expect.arrayContaining([
        'api::product.product',
        'api::article.article',
        'api::order.order',
        'plugin::users-permissions.user',
        'shop.address',
        'product.brewing-guide',
      ]),
    );
  });
});
