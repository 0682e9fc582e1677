import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cmsDir } from './support/server';

/**
 * The cms must start from any project folder: macOS home folders have upper-case letters, and
 * people name folders with spaces and in their own script. This lays out the compiled cms config in
 * such a folder (node_modules linked, Node told to keep the linked paths as the real project would
 * see them), builds the mail configuration there and runs the email plugin's own bootstrap on it,
 * then sends a mail through the provider it resolved.
 */
describe('a project folder with upper-case letters, spaces and CJK characters', () => {
  const workspaceRoot = path.resolve(cmsDir, '..');
  let base: string;

  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'Tea Shop '));
  });
  afterAll(() => {
    fs.rmSync(base, { recursive: true, force: true });
  });

  it('captures mail with the local provider', () => {
    const project = path.join(base, 'Users', 'Mei Lin', 'お茶 Ünï', 'teashop');
    const cms = path.join(project, 'cms');
    fs.mkdirSync(path.join(cms, 'dist'), { recursive: true });
    for (const dir of ['config', path.join('src', 'lib')]) {
      fs.cpSync(path.join(cmsDir, 'dist', dir), path.join(cms, 'dist', dir), { recursive: true });
    }
    fs.copyFileSync(path.join(cmsDir, 'package.json'), path.join(cms, 'package.json'));
    fs.symlinkSync(path.join(cmsDir, 'node_modules'), path.join(cms, 'node_modules'), 'dir');
    fs.symlinkSync(path.join(workspaceRoot, 'node_modules'), path.join(project, 'node_modules'));

    const script = `
      const fs = require('node:fs');
      const path = require('node:path');
      const loaded = require('./dist/config/plugins.js');
      const env = Object.assign((key, fallback) => process.env[key] ?? fallback, {
        int: (key, fallback) => (process.env[key] ? Number(process.env[key]) : fallback),
        bool: (key, fallback) => (process.env[key] ? process.env[key] === 'true' : fallback),
      });
      const emailConfig = (loaded.default ?? loaded)({ env }).email.config;
      const { bootstrap } = require(path.resolve('node_modules', '@strapi', 'email', 'dist', 'server', 'bootstrap.js'));
      const plugin = {};
      const strapi = {
        config: { get: () => emailConfig },
        plugin: () => plugin,
        service: () => ({ actionProvider: { registerMany: async () => {} } }),
      };
      bootstrap({ strapi })
        .then(() => plugin.provider.send({ to: 'mei@teashop.test', subject: 'お茶', text: 'Hello' }))
        .then(() => {
          const dir = emailConfig.providerOptions.dir;
          process.stdout.write(JSON.stringify({ dir, files: fs.readdirSync(dir) }));
        })
        .catch((error) => {
          process.stderr.write(String(error && error.stack ? error.stack : error));
          process.exit(1);
        });
    `;
    const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development' };
    delete env.SMTP_HOST;
    delete env.MAIL_CAPTURE_DIR;
    delete env.NODE_PATH;
    const result = spawnSync(process.execPath, ['--preserve-symlinks', '-e', script], {
      cwd: cms,
      env,
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    const { dir, files } = JSON.parse(result.stdout) as { dir: string; files: string[] };
    expect(dir).toBe(path.join(cms, '.tmp', 'mail'));
    expect(files.filter((f) => f.endsWith('.json'))).toHaveLength(1);
    const mail = JSON.parse(
      fs.readFileSync(path.join(dir, files.find((f) => f.endsWith('.json')) ?? ''), 'utf8'),
    ) as { to: string; subject: string };
    expect(mail).toMatchObject({ to: 'mei@teashop.test', subject: 'お茶' });
  });
});
