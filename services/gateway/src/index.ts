export { gatewayService } from './service.js';
export { buildGateway, type GatewayDeps } from './app.js';
export { createScheduler, type Scheduler, type SchedulerDeps, type TickResult } from './monitors/scheduler.js';
export { loadTrend } from './monitors/trend.js';
