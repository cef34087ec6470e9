import { createMailer } from '@citable/auth';
import { publicUrl } from '@citable/config';
import { PortInUseError, type Service } from '@citable/runtime';
import { buildGateway } from './app.js';
import { createScheduler } from './monitors/scheduler.js';

export const gatewayService: Service = {
  name: 'gateway',
  async start(ctx) {
    const { app } = await buildGateway({ db: ctx.db, bus: ctx.bus, log: ctx.log, config: ctx.config });
    try {
      await app.listen({ port: ctx.config.PORT, host: ctx.config.HOST });
    } catch (err) {
      await app.close();
      if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE') throw new PortInUseError(ctx.config.PORT, ctx.config.HOST);
      throw err;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : ctx.config.PORT;
    const url = ctx.config.PUBLIC_URL ? publicUrl(ctx.config) : `http://${ctx.config.HOST}:${port}`;
    // Every gateway replica runs the scheduler (monitors and the hourly jobs); Postgres makes each slot fire once.
    const mailer = await createMailer(ctx.config, ctx.log);
    const scheduler = createScheduler({ db: ctx.db, bus: ctx.bus, log: ctx.log, config: ctx.config, mailer, baseUrl: url });
    await scheduler.start();
    return {
      details: () => ({ url }),
      async stop() {
        await scheduler.stop();
        mailer.close();
        // Fastify's close() stops accepting connections and waits for in-flight requests.
        await app.close();
      },
    };
  },
};
