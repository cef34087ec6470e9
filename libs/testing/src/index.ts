export * from './postgres.js';
export * from './nats.js';
