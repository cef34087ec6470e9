export * from './postgres.js';
