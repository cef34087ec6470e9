/**
 * The auth service on the bus: one responder per REQUESTS.auth subject, in queue group "auth" so
 * replicas share the requests. Each payload is checked against its schema first; a bad one is
 * AuthError 400 naming the field, like the gateway's own validation.
 */
import type { Subscription } from '@citable/bus';
import { REQUESTS } from '@citable/contracts';
import type { TSchema, Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { unlockAdmin } from './admin-unlock.js';
import { authStats, listUsers } from './admin-reports.js';
import type { AuthDeps } from './deps.js';
import { AuthError } from './errors.js';
import { requestMagicLink } from './magic-request.js';
import { verifyMagicLink } from './magic-verify.js';
import {
  AdminUnlockMessageSchema,
  LogoutMessageSchema,
  MagicRequestMessageSchema,
  MagicVerifyMessageSchema,
  SessionMessageSchema,
} from './messages.js';
import { currentSession, endSession } from './sessions.js';

const GROUP = 'auth';

/** Starts every responder; if one cannot start, those already started are stopped again. */
export async function answerAuthRequests(deps: AuthDeps): Promise<Subscription[]> {
  const { bus } = deps;
  const on =
    <S extends TSchema, Res>(subject: string, schema: S, handler: (req: Static<S>) => Promise<Res>) =>
    () => {
      const check = validator(schema);
      return bus.respond<unknown, Res>(subject, (data) => handler(check(data)), { group: GROUP });
    };
  const responders = [
    on(REQUESTS.auth.magicRequest, MagicRequestMessageSchema, (req) => requestMagicLink(deps, req)),
    on(REQUESTS.auth.magicVerify, MagicVerifyMessageSchema, (req) => verifyMagicLink(deps, req)),
    on(REQUESTS.auth.session, SessionMessageSchema, (req) => currentSession(deps, req.sessionToken)),
    on(REQUESTS.auth.logout, LogoutMessageSchema, (req) => endSession(deps, req.sessionToken)),
    on(REQUESTS.auth.adminUnlock, AdminUnlockMessageSchema, (req) => unlockAdmin(deps, req)),
    () => bus.respond(REQUESTS.auth.users, () => listUsers(deps), { group: GROUP }),
    () => bus.respond(REQUESTS.auth.stats, () => authStats(deps), { group: GROUP }),
  ];
  const started: Subscription[] = [];
  try {
    for (const start of responders) started.push(await start());
  } catch (err) {
    for (const sub of started) await sub.stop();
    throw err;
  }
  return started;
}

function validator<S extends TSchema>(schema: S): (data: unknown) => Static<S> {
  const compiled = Compile(schema);
  return (data) => {
    if (compiled.Check(data)) return data as Static<S>;
    const first = [...compiled.Errors(data)][0];
    const field = first?.instancePath ? first.instancePath.slice(1).replaceAll('/', '.') : 'body';
    throw new AuthError(400, 'bad_request', `${field} ${first?.message ?? 'is invalid'}`);
  };
}
