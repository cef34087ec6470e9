import { runServices } from '@citable/runtime';
import { authService } from './service.js';

await runServices([authService]);
