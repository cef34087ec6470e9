/** The auth service: magic links, sessions, users and auth stats, answering the gateway over the bus. */
import type { Service } from '@citable/runtime';
import { AttemptLimiter } from './attempt-limiter.js';
import type { AuthDeps } from './deps.js';
import { createMailer } from './mail/create-mailer.js';
import { POLICY } from './policy.js';
import { schedulePurge } from './purge.js';
import { answerAuthRequests } from './responders.js';

export const authService: Service = {
  name: 'auth',
  async start({ config, log, db, bus }) {
    const mailer = await createMailer(config, log);
    if (!config.SMTP_URL) log.warn('SMTP_URL is not set: magic links go to the log and the development outbox, never by email');
    const deps: AuthDeps = {
      db,
      bus,
      config,
      log,
      mailer,
      adminUnlockLimiter: new AttemptLimiter(POLICY.adminUnlockFailures, POLICY.adminUnlockWindowMinutes * 60_000),
    };
    const subscriptions = await answerAuthRequests(deps).catch((err: unknown) => {
      mailer.close();
      throw err;
    });
    const purge = schedulePurge(deps);
    return {
      async stop() {
        for (const sub of subscriptions) await sub.stop();
        await purge.stop();
        mailer.close();
      },
    };
  },
};
