import { runServices } from '@citable/runtime';
import { scorerService } from './service.js';

await runServices([scorerService]);
