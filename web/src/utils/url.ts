/**
 * The start form's URL field has a fixed "https://" prefix (spec 5): whatever scheme the user
 * types or pastes is removed, so "HTTP://example.com/" becomes "example.com/".
 */
export function stripScheme(input: string): string {
  let value = input.trim();
  // A pasted "https://https://x" loses both.
  while (/^https?:\/\//i.test(value)) value = value.replace(/^https?:\/\//i, '');
  return value;
}

export const URL_PREFIX = 'https://';

/** The root URL sent to the API: always https:// plus what was typed. */
export const toRootUrl = (typed: string): string => `${URL_PREFIX}${stripScheme(typed)}`;

/** A loose check of what the user typed after the prefix; the server has the last word. */
export function rootUrlProblem(typed: string): string | null {
  const rest = stripScheme(typed);
  if (!rest) return 'Enter the address of the site to audit.';
  if (/\s/.test(rest)) return 'A web address cannot contain spaces.';
  let host: string;
  try {
    host = new URL(`${URL_PREFIX}${rest}`).hostname;
  } catch {
    return 'Enter a valid web address, such as example.com.';
  }
  if (host !== 'localhost' && !/^[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z0-9-]{2,}$/i.test(host) && !/^\[.*\]$/.test(host)) {
    return 'Enter a valid web address, such as example.com.';
  }
  return null;
}

/** The host of a URL without "www.", or the text itself when it is not a URL. */
export function hostOf(url: string): string {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return url;
  }
}

/** A URL as people read it: no scheme, no trailing slash on the bare host. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/^([^/]+)\/$/, '$1');
}

/** The path of a URL on its site ("/pricing"), or the URL when it cannot be parsed. */
export function pathOf(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.pathname}${parsed.search}` || '/';
  } catch {
    return url;
  }
}
