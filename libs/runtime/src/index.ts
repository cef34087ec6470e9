export * from './service.js';
export * from './context.js';
export * from './health.js';
export * from './version.js';
export * from './errors.js';
export * from './run.js';
