/**
 * The process under load in `make bench-api`: the gateway and the auth service started exactly
 * as `citable start --services gateway,auth` starts them (startServices, configuration from the
 * environment), on Postgres and NATS. Prints `{"url": ...}` on stdout once listening and stops
 * cleanly on SIGTERM.
 */
import { authService } from '@citable/auth';
import { gatewayService } from '@citable/gateway';
import { startServices } from '@citable/runtime';

const proc = await startServices([authService, gatewayService]);
const url = proc.services.get('gateway')?.details?.().url;
process.stdout.write(`${JSON.stringify({ url, pid: process.pid })}\n`);

let stopping = false;
process.on('SIGTERM', () => {
  if (stopping) return;
  stopping = true;
  proc.stop().then(
    () => process.exit(0),
    (err: unknown) => {
      process.stderr.write(`bench server: ${String(err)}\n`);
      process.exit(1);
    },
  );
});
