import type { Bus } from '@citable/bus';
import type { Config } from '@citable/config';
import type { Database } from '@citable/db';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { Kysely } from 'kysely';
import type { ResponseCache } from '../http/response-cache.js';
import type { ProgressHub } from '../progress-hub.js';

export type GatewayApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, TypeBoxTypeProvider>;

export interface RouteDeps {
  db: Kysely<Database>;
  bus: Bus;
  config: Config;
  progress: ProgressHub;
  /** Cookies get `Secure` when the public URL is https (not in local development). */
  secureCookies: boolean;
  /** Compressed pages lists, by audit and limit (see ResponseCache). */
  responses: ResponseCache;
}
