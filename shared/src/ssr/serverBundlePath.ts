/** Where a remote's server bundle is, relative to its mf-manifest.json. */
export const SERVER_BUNDLE_FILE = 'server/render.js';
