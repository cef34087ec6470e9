export * from './postgres.js';
export * from './nats.js';
export * from './smtp.js';
export * from './fixture-sites/index.js';
export * from './metrics-scrape.js';
export * from './service-process.js';
export * from './ai-providers/index.js';
