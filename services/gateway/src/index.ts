export { gatewayService } from './service.js';
export { buildGateway, type GatewayDeps } from './app.js';
