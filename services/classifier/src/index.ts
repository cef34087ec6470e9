export { classifierService, createClassifierService, type ClassifierServiceOptions } from './service.js';
