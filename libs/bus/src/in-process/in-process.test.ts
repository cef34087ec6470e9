import { createLogger } from '@citable/log';
import { busContract } from '../__tests__/contract.js';
import { createInProcessBus } from './bus.js';

// The contract drops jobs on purpose; only errors are worth seeing in the test output.
const logger = createLogger({ name: 'bus-test', level: 'error' });

// In-process buses of one namespace share a broker, as NATS clients share a server; when the
// last one closes, the namespace is gone, so there is nothing to clean up.
busContract('in-process', {
  open: async (namespace) => createInProcessBus({ namespace, logger }),
  cleanup: async () => undefined,
});
