/** jsdom plus the fetch API of Node, so code that calls fetch runs unchanged in unit tests. */
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomWithFetch extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    for (const name of [
      'fetch',
      'Response',
      'Request',
      'Headers',
      'TextEncoder',
      'TextDecoder',
      'structuredClone',
      'ReadableStream',
    ]) {
      if (typeof this.global[name] === 'undefined') this.global[name] = globalThis[name];
    }
  }
}

module.exports = JsdomWithFetch;
