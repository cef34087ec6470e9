import { runServices } from '@citable/runtime';
import { citationService } from './service.js';

await runServices([citationService]);
