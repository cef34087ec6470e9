/**
 * The root URL a user typed, made canonical: the form has a fixed "https://" prefix and strips any
 * typed scheme (spec section 5), so "example.com/blog" becomes "https://example.com/blog".
 */
export type RootUrlResult = { ok: true; url: string; domain: string } | { ok: false; message: string };

export function parseRootUrl(input: string): RootUrlResult {
  const typed = input.trim();
  if (!typed) return { ok: false, message: 'Enter the address of the site to audit, e.g. example.com.' };
  const hasScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(typed);
  if (hasScheme && !/^https?:\/\//i.test(typed)) {
    return { ok: false, message: `Only http and https sites can be audited (got "${typed.split(':')[0]}:").` };
  }
  let url: URL;
  try {
    url = new URL(hasScheme ? typed : `https://${typed}`);
  } catch {
    return { ok: false, message: `"${typed}" is not a valid web address. Enter a domain such as example.com.` };
  }
  if (url.username || url.password) return { ok: false, message: 'The address must not contain a user name or password.' };
  const host = url.hostname;
  const isIp = /^\d{1,3}(\.\d{1,3}){3}$/.test(host) || host.startsWith('[');
  if (!isIp && host !== 'localhost' && !/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z][a-z0-9-]*$/i.test(host)) {
    return { ok: false, message: `"${host}" is not a valid domain name. Enter a domain such as example.com.` };
  }
  url.hash = '';
  return { ok: true, url: url.href, domain: host.replace(/^www\./, '') };
}
