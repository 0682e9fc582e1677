/** Where a remote's server container (its federation entry for Node) is, relative to its mf-manifest.json. */
export const SERVER_BUNDLE_FILE = 'server/remoteEntry.js';
