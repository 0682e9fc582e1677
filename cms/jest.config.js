/**
 * cms tests: integration tests in tests/ (one Strapi server started for the whole run on a
 * temporary SQLite file, called over HTTP) and unit tests beside the code in src/.
 * `npm test -w cms` compiles to dist first; the server runs the compiled code.
 */
module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60_000,
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/'],
};
