/**
 * NATS_URL as operators write it: `nats://host:4222`, `host:4222`, several separated by commas,
 * credentials in the URL (`nats://user:pass@host:4222`, or `nats://token@host:4222`). The client
 * takes credentials as options, not in the server address, so they are split out here.
 */
export interface NatsTarget {
  servers: string[];
  user?: string;
  pass?: string;
  token?: string;
  /** The URL with any password hidden, for messages. */
  display: string;
}

export function parseNatsUrl(url: string): NatsTarget {
  const parts = url
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) throw new TypeError('NATS_URL is empty: set it to nats://host:4222.');
  const target: NatsTarget = { servers: [], display: '' };
  const shown: string[] = [];
  for (const part of parts) {
    let parsed: URL;
    try {
      parsed = new URL(part.includes('://') ? part : `nats://${part}`);
    } catch {
      throw new TypeError(`NATS_URL "${part}" is not a URL: use nats://host:4222.`);
    }
    if (parsed.protocol !== 'nats:') throw new TypeError(`NATS_URL "${part}" must use nats:// (e.g. nats://host:4222).`);
    target.servers.push(`${parsed.hostname}:${parsed.port || '4222'}`);
    if (parsed.username !== '' && target.user === undefined && target.token === undefined) {
      const name = decodeURIComponent(parsed.username);
      if (parsed.password !== '') {
        target.user = name;
        target.pass = decodeURIComponent(parsed.password);
      } else {
        target.token = name;
      }
    }
    if (parsed.password !== '') parsed.password = '***';
    shown.push(parsed.href.replace(/\/$/, ''));
  }
  target.display = shown.join(',');
  return target;
}
