export * from './schema.js';
export * from './enums.js';
export * from './artifacts.js';
export * from './criteria.js';
export * from './entities.js';
export * from './api.js';
export * from './subjects.js';
export * from './messages.js';
