export { main } from './cli.js';
export { selectServices } from './registry.js';
