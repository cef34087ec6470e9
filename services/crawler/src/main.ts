import { runServices } from '@citable/runtime';
import { crawlerService } from './service.js';

await runServices([crawlerService]);
