export { crawlerService } from './service.js';
