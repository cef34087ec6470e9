import { checkNamespace } from '../names.js';
import { openNats } from './connect.js';
import { NatsNames } from './naming.js';

/**
 * Deletes every stream of `namespace` (their consumers and queued jobs go with them) on the NATS
 * at `url`, and returns their names. Core subjects keep no state, so nothing else is left behind.
 * For tests cleaning up after themselves, and for retiring a deployment.
 */
export async function deleteNatsNamespace(opts: { url: string; namespace: string }): Promise<string[]> {
  const names = new NatsNames(checkNamespace(opts.namespace));
  const { nc, jsm } = await openNats(opts.url, 'citable-bus-cleanup');
  try {
    const deleted: string[] = [];
    for await (const stream of jsm.streams.names()) {
      if (!stream.startsWith(names.prefix)) continue;
      await jsm.streams.delete(stream);
      deleted.push(stream);
    }
    return deleted;
  } finally {
    await nc.close();
  }
}
