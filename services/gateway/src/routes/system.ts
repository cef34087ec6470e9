/** The system status JSON and the external dashboard links (admins), and the bot metadata JSON (anyone). */
import { AdminLinksSchema, BotMetadataSchema, ErrorResponseSchema, SystemStatusSchema } from '@citable/contracts';
import { requireAdmin } from '../http/session.js';
import { botMetadata } from '../status/bot-metadata.js';
import { readSystemStatus } from '../status/system-status.js';
import type { GatewayApp, RouteDeps } from './types.js';

export function systemRoutes(app: GatewayApp, deps: RouteDeps): void {
  const { bus, config } = deps;
  const errors = { 401: ErrorResponseSchema, 403: ErrorResponseSchema };

  app.get('/api/admin/system-status', { schema: { tags: ['admin'], response: { 200: SystemStatusSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return readSystemStatus(deps);
  });

  app.get('/api/admin/links', { schema: { tags: ['admin'], response: { 200: AdminLinksSchema, ...errors } } }, async (req) => {
    await requireAdmin(req, bus);
    return { hosting_dashboard_url: config.HOSTING_DASHBOARD_URL ?? null, analytics_dashboard_url: config.ANALYTICS_DASHBOARD_URL ?? null };
  });

  const metadata = botMetadata(config);
  app.get('/api/bot', { schema: { tags: ['bot'], response: { 200: BotMetadataSchema } } }, async () => metadata);
}
