import { runServices } from '@citable/runtime';
import { gatewayService } from './service.js';

await runServices([gatewayService]);
