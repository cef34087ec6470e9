export { citationService } from './service.js';
