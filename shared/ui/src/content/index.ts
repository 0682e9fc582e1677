export * from '@teashop/contracts';
export * from './CmsImage';
export * from './links';
export * from './BlocksContent';
export * from './ShareLinks';
