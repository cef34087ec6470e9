/** Whether two URLs belong to the same site: same host, ignoring a leading "www.". */
export function hostKey(url: string): string | null {
  if (!URL.canParse(url)) return null;
  return new URL(url).hostname.toLowerCase().replace(/^www\./, '');
}

export function sameSite(a: string, b: string): boolean {
  const ka = hostKey(a);
  return ka !== null && ka === hostKey(b);
}

/** The same address for citation purposes: scheme, "www.", fragment and a trailing slash don't matter. */
export function sameAddress(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const norm = (u: string) => {
    const url = new URL(u);
    url.hash = '';
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    return `${url.host.toLowerCase().replace(/^www\./, '')}${path}${url.search}`;
  };
  return norm(a) === norm(b);
}

/** The same URL up to scheme, host case, a trailing slash and the fragment ("www." counts). */
export function sameTarget(a: string, b: string): boolean {
  if (!URL.canParse(a) || !URL.canParse(b)) return false;
  const norm = (u: string) => {
    const url = new URL(u);
    const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
    return `${url.host.toLowerCase()}${path}${url.search}`;
  };
  return norm(a) === norm(b);
}
