/**
 * Unit tests of every front-end workspace (every workspace but the cms, which runs its own
 * integration suite, and the end-to-end journeys).
 */
const { workspaces } = require('./package.json');

module.exports = {
  projects: workspaces
    .filter((workspace) => !['cms', 'e2e'].includes(workspace))
    .map((workspace) => `<rootDir>/${workspace}/jest.config.js`),
};
