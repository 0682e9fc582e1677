/**
 * Libraries the shop server lends to the remotes' server code through Module Federation: one copy
 * of React, its server renderer and what holds React context (router, i18n bindings) per process,
 * instead of one in every remote. Remotes do not bundle them: the shop server always provides them.
 */
export const SERVER_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/server',
  'react-router',
  'i18next',
  'react-i18next',
] as const;

export type ServerSharedRequest = (typeof SERVER_SHARED)[number];

/** The exposed module of a remote's server container: its pages' `render` and `meta`. */
export const SERVER_RENDER_EXPOSE = './render';
