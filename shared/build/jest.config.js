const preset = require('../../jest.preset.js')(__dirname);

module.exports = {
  ...preset,
  testMatch: ['<rootDir>/**/*.test.ts'],
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    // The bundler runtime's ES module files, as its CommonJS build for Node (bundlerRuntime/provide.ts).
    '^(@module-federation/webpack-bundler-runtime/dist/.*)\\.js$': '$1.cjs',
  },
};
