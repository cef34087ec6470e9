/**
 * Hosts of social networks and reference profiles that identify an entity: A12 credits sameAs links
 * to them, and the fix pack's Organization lists the site's own links to them as its sameAs.
 */
export const PROFILE_HOSTS = [
  'twitter.com', 'x.com', 'facebook.com', 'linkedin.com', 'instagram.com', 'youtube.com', 'github.com',
  'wikipedia.org', 'wikidata.org', 'tiktok.com', 'pinterest.com', 'threads.net', 'mastodon.social',
  'crunchbase.com', 'bsky.app', 'medium.com', 'reddit.com', 'vimeo.com', 'tumblr.com',
] as const;

/** A URL on one of PROFILE_HOSTS (or a subdomain of one). */
export function isProfileHost(host: string): boolean {
  const h = host.toLowerCase().replace(/^www\./, '');
  return PROFILE_HOSTS.some((p) => h === p || h.endsWith(`.${p}`));
}
