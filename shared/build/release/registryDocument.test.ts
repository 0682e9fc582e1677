import {
  emptyRegistry,
  liveManifestUrls,
  parseRegistry,
  release,
  rollback,
  type PublishedVersion,
} from './registryDocument';

const V1 = 'aaaaaaaaaaa1';
const V2 = 'aaaaaaaaaaa2';
const V3 = 'aaaaaaaaaaa3';
const info: PublishedVersion = { publishedAt: 'x', packageVersion: '0.1.0', contracts: '^1.0.0' };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 12, minute));

describe('remotes registry document', () => {
  it('releases make a version live and remember the one before', () => {
    let doc = release(emptyRegistry(at(0)), 'mf-catalog', V1, info, at(1));
    doc = release(doc, 'mf-catalog', V2, info, at(2));
    doc = release(doc, 'mf-content', V3, info, at(3));
    expect(doc.remotes['mf-catalog']).toMatchObject({ live: V2, previous: [V1] });
    expect(liveManifestUrls(doc)).toEqual({
      'mf-catalog': `/remotes/mf-catalog/${V2}/mf-manifest.json`,
      'mf-content': `/remotes/mf-content/${V3}/mf-manifest.json`,
    });
    expect(
      liveManifestUrls({ ...doc, baseUrl: 'https://cdn.example/teashop/' })['mf-content'],
    ).toBe(`https://cdn.example/teashop/mf-content/${V3}/mf-manifest.json`);
  });

  it('rolls back one step at a time, and refuses when there is nothing to go back to', () => {
    let doc = release(emptyRegistry(at(0)), 'mf-catalog', V1, info, at(1));
    expect(() => rollback(doc, 'mf-catalog', at(2))).toThrow('no earlier version');
    expect(() => rollback(doc, 'mf-member', at(2))).toThrow('no released version');
    doc = release(doc, 'mf-catalog', V2, info, at(2));
    doc = release(doc, 'mf-catalog', V3, info, at(3));
    doc = rollback(doc, 'mf-catalog', at(4));
    expect(doc.remotes['mf-catalog']).toMatchObject({ live: V2, previous: [V1] });
    doc = rollback(doc, 'mf-catalog', at(5));
    expect(doc.remotes['mf-catalog']).toMatchObject({ live: V1, previous: [] });
    doc = rollback(doc, 'mf-catalog', at(6), V3);
    expect(doc.remotes['mf-catalog']?.live).toBe(V3);
    expect(doc.remotes['mf-catalog']?.history.map((h) => `${h.action} ${h.version}`)).toEqual([
      `release ${V1}`,
      `release ${V2}`,
      `release ${V3}`,
      `rollback ${V2}`,
      `rollback ${V1}`,
      `rollback ${V3}`,
    ]);
    expect(() => rollback(doc, 'mf-catalog', at(7), 'bbbbbbbbbbbb')).toThrow('never published');
  });

  it('releasing the live version again changes nothing but the history', () => {
    let doc = release(emptyRegistry(at(0)), 'mf-catalog', V1, info, at(1));
    doc = release(doc, 'mf-catalog', V2, info, at(2));
    doc = release(doc, 'mf-catalog', V2, info, at(3));
    expect(doc.remotes['mf-catalog']).toMatchObject({ live: V2, previous: [V1] });
  });

  it('round-trips through JSON and refuses documents that are not a registry', () => {
    const doc = release(emptyRegistry(at(0)), 'mf-member', V1, info, at(1));
    expect(parseRegistry(JSON.stringify(doc))).toEqual(doc);
    expect(() => parseRegistry('{"format":1,"remotes":')).toThrow('not JSON');
    expect(() => parseRegistry('{"format":2,"remotes":{}}')).toThrow('format 1');
    expect(() => parseRegistry('{"format":1,"remotes":{"mf-search":{}}}')).toThrow(
      'unknown remote',
    );
    const unpublished = {
      ...doc,
      remotes: { 'mf-member': { ...doc.remotes['mf-member'], live: V2 } },
    };
    expect(() => parseRegistry(JSON.stringify(unpublished))).toThrow('not among');
    const traversal = {
      ...doc,
      remotes: { 'mf-member': { ...doc.remotes['mf-member'], live: '../../x' } },
    };
    expect(() => parseRegistry(JSON.stringify(traversal))).toThrow('not a published version');
    expect(() => parseRegistry(JSON.stringify({ ...doc, baseUrl: '//evil.example' }))).toThrow(
      'baseUrl',
    );
  });
});
