/**
 * cms tests: integration tests in tests/ (one Strapi server started for the whole run on a fresh
 * database, called over HTTP) and unit tests beside the code in src/. CMS_TEST_DATABASE=postgres
 * runs the integration tests on a new PostgreSQL database instead of a temporary SQLite file (the
 * unit tests touch no database and run with SQLite only). `npm test -w cms` compiles to dist
 * first (the server runs the compiled code), then runs both (scripts/test.mjs).
 */
const postgres = /^postgres(ql)?$/i.test((process.env.CMS_TEST_DATABASE ?? '').trim());

module.exports = {
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: postgres
    ? ['<rootDir>/tests/**/*.test.ts']
    : ['<rootDir>/tests/**/*.test.ts', '<rootDir>/src/**/*.test.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest'] },
  globalSetup: '<rootDir>/tests/support/global-setup.ts',
  globalTeardown: '<rootDir>/tests/support/global-teardown.ts',
  testTimeout: 60_000,
  modulePathIgnorePatterns: ['<rootDir>/dist/', '<rootDir>/.tmp/'],
};
