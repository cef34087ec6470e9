import { runServices } from '@citable/runtime';
import { classifierService } from './service.js';

await runServices([classifierService]);
