export * from './errors';
export * from './constants';
export * from './dates';
export * from './auth';
export * from './configuration';
export * from './common';
export * from './structure';
export * from './search';
