import { connect, createServer, type AddressInfo } from 'node:net';

/** A TCP port free right now on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const answers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

/** Resolves once something accepts connections on the port; throws `explain()` after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number, explain: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await answers(port))) {
    if (Date.now() > deadline) throw new Error(explain());
    await new Promise((r) => setTimeout(r, 50));
  }
}
