/**
 * The root URL a user typed, made canonical. The form shows a fixed "https://" prefix (spec
 * section 5), so a bare "example.com/blog" means "https://example.com/blog"; a typed http:// or
 * https:// is kept, any other scheme refused.
 */
import { AuthError } from '../errors.js';

export interface RootUrl {
  url: string;
  /** Host name without a leading "www.", as the audit lists show it. */
  domain: string;
}

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
const HOST_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*$/i;
const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

/** AuthError 400 `invalid_url`, with a sentence saying what to type instead. */
export function parseRootUrl(input: string): RootUrl {
  const typed = input.trim();
  const invalid = (message: string) => new AuthError(400, 'invalid_url', message);
  if (!typed) throw invalid('Enter the address of the site to audit, e.g. example.com.');
  const hasScheme = HAS_SCHEME.test(typed);
  if (hasScheme && !/^https?:\/\//i.test(typed)) {
    throw invalid(`Only http and https sites can be audited (got "${typed.split(':')[0]}:").`);
  }
  if (!URL.canParse(hasScheme ? typed : `https://${typed}`)) {
    throw invalid(`"${typed}" is not a valid web address. Enter a domain such as example.com.`);
  }
  const url = new URL(hasScheme ? typed : `https://${typed}`);
  if (url.username || url.password) throw invalid('The address must not contain a user name or password.');
  const host = url.hostname;
  // IP addresses and localhost are allowed here; whether the crawler may fetch them is its decision (CRAWL_ALLOW_PRIVATE).
  if (!IPV4.test(host) && !host.startsWith('[') && host !== 'localhost' && !HOST_NAME.test(host)) {
    throw invalid(`"${host}" is not a valid domain name. Enter a domain such as example.com.`);
  }
  url.hash = '';
  return { url: url.href, domain: host.replace(/^www\./, '') };
}
