export * from './surface';
export * from './semverChange';
