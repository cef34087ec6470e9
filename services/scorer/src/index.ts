export { scorerService } from './service.js';
