export * from './types';
export * from './CmsImage';
export * from './links';
export * from './BlocksContent';
export * from './ShareLinks';
