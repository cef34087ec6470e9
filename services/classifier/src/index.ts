export { classifierService } from './service.js';
