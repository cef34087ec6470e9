export {
  BusUnavailableError,
  DEFAULT_REQUEST_TIMEOUT_MS,
  GiveUpError,
  NoResponderError,
  RemoteError,
  RequestTimeoutError,
  RetryLaterError,
  type Bus,
  type CrashableBus,
  type DeadLetterHandler,
  type Job,
  type JobHandler,
  type Subscription,
  type WorkQueueOptions,
} from './bus.js';
export type { BusLogger } from './logger.js';
export { DEFAULT_NAMESPACE } from './names.js';
export { createInProcessBus, type InProcessBusOptions } from './in-process/bus.js';
export type { NatsBusOptions } from './nats/bus.js';
export { connectNatsBus, deleteNatsNamespace } from './nats/lazy.js';
export { jetStreamConsumerOf } from './nats/naming.js';
