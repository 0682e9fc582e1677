import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RemotesFile, parseRemotesConfig } from './remotesFile';

describe('parseRemotesConfig', () => {
  it('takes same-origin paths and http(s) URLs of known remotes', () => {
    expect(
      parseRemotesConfig(
        JSON.stringify({
          'mf-catalog': '/remotes/mf-catalog/v2/mf-manifest.json',
          'mf-content': 'https://cdn.example/content/mf-manifest.json',
        }),
      ),
    ).toEqual({
      'mf-catalog': '/remotes/mf-catalog/v2/mf-manifest.json',
      'mf-content': 'https://cdn.example/content/mf-manifest.json',
    });
  });

  it.each([
    ['not JSON', '{"mf-catalog": ', /not JSON/],
    ['an array', '["mf-catalog"]', /not a JSON object/],
    ['an unknown remote', '{"mf-search": "/remotes/mf-search/mf-manifest.json"}', /unknown remote/],
    ['a javascript: URL', '{"mf-catalog": "javascript:alert(1)"}', /same-origin path or an http/],
    ['a data: URL', '{"mf-catalog": "data:text/javascript,alert(1)"}', /same-origin path/],
    ['a protocol-relative URL', '{"mf-catalog": "//evil.example/m.json"}', /same-origin path/],
    ['a backslash trick', '{"mf-catalog": "/\\\\evil.example/m.json"}', /same-origin path/],
    ['a number', '{"mf-catalog": 42}', /same-origin path/],
  ])('refuses %s', (_what, text, message) => {
    expect(() => parseRemotesConfig(text)).toThrow(message);
  });
});

describe('RemotesFile', () => {
  let dir: string;
  let file: string;
  let logged: string[];
  let reader: RemotesFile;
  const write = (text: string) => {
    fs.writeFileSync(file, text);
    // a distinct modification time for every write, however fast the test runs
    const stamp = new Date(Date.now() + logged.length * 1000 + Math.random() * 1000);
    fs.utimesSync(file, stamp, stamp);
  };

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'remotes-file-'));
    file = path.join(dir, 'remotes.json');
    logged = [];
    reader = new RemotesFile(file, (message) => logged.push(message));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('follows changes of the file', () => {
    write('{"mf-content": "/remotes/mf-content/v1/mf-manifest.json"}');
    expect(reader.current()).toEqual({ 'mf-content': '/remotes/mf-content/v1/mf-manifest.json' });
    write('{"mf-content": "/remotes/mf-content/v2/mf-manifest.json"}');
    expect(reader.current()).toEqual({ 'mf-content': '/remotes/mf-content/v2/mf-manifest.json' });
    expect(logged).toEqual([]);
  });

  it('keeps serving the last good config when the file breaks, logging once per change', () => {
    const good = { 'mf-content': '/remotes/mf-content/v1/mf-manifest.json' };
    write(JSON.stringify(good));
    expect(reader.current()).toEqual(good);

    write('{"mf-content": "/remotes/mf-content/v2/mf-man');
    expect(reader.current()).toEqual(good);
    expect(reader.current()).toEqual(good);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/REMOTES_CONFIG .*remotes\.json refused: not JSON/);

    write('{"mf-content": "ftp://files.example/mf-manifest.json"}');
    expect(reader.current()).toEqual(good);
    expect(logged).toHaveLength(2);

    fs.unlinkSync(file);
    expect(reader.current()).toEqual(good);
    expect(reader.current()).toEqual(good);
    expect(logged).toHaveLength(3);
    expect(logged[2]).toMatch(/cannot be read \(ENOENT\)/);

    write('{"mf-content": "/remotes/mf-content/v3/mf-manifest.json"}');
    expect(reader.current()).toEqual({ 'mf-content': '/remotes/mf-content/v3/mf-manifest.json' });
  });

  it('has nothing from the file before its first good version', () => {
    write('not json');
    expect(reader.current()).toEqual({});
    expect(logged).toHaveLength(1);
  });
});
