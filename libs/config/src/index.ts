export * from './config.js';
export * from './origin-mapping.js';
