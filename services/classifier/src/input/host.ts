/**
 * The host a request names, made canonical: what a person types ("https://www.Example.com/shop")
 * becomes "example.com". A port is kept (sites served on this machine in tests and demos); the
 * www twin is dropped, as audits list domains (one site, one cache entry). Pure.
 */
export class InvalidHostError extends Error {
  readonly code = 'invalid_host';
  readonly status = 400;
  constructor(message: string) {
    super(message);
    this.name = 'InvalidHostError';
  }
}

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

export function normaliseHost(input: string): string {
  const typed = input.trim();
  if (!typed) throw new InvalidHostError('Enter a host name, e.g. example.com.');
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed) ? typed : `https://${typed}`;
  const url = URL.parse(withScheme);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) throw new InvalidHostError(`"${typed}" is not a host name. Enter one such as example.com.`);
  if (url.username || url.password) throw new InvalidHostError('A host name has no user name or password.');
  const hostname = url.hostname.replace(/\.$/, '').replace(/^www\./, '');
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.startsWith('[');
  if (!isIp && !HOST_NAME.test(hostname)) throw new InvalidHostError(`"${hostname}" is not a valid host name. Enter one such as example.com.`);
  return url.port ? `${hostname}:${url.port}` : hostname;
}

/** The host name without its port. */
export function hostnameOf(host: string): string {
  return host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!;
}
