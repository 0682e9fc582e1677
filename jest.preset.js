/** Jest settings shared by every front-end workspace (jsdom, SWC, CSS modules as class names). */
const path = require('node:path');

module.exports = (dir) => ({
  displayName: path.basename(dir),
  rootDir: dir,
  testEnvironment: path.join(__dirname, 'jest.environment.js'),
  testMatch: ['<rootDir>/{src,server,build}/**/*.test.{ts,tsx}'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  moduleNameMapper: {
    '\\.module\\.css$': 'identity-obj-proxy',
    '\\.css$': path.join(__dirname, 'jest.style-stub.js'),
  },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.ts')],
});
