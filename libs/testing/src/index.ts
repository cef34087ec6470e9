export * from './postgres.js';
export * from './nats.js';
export * from './smtp.js';
