export { authService } from './service.js';
