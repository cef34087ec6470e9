/**
 * The site's name as its own pages write it: the title segment most pages share ("Pricing | Acme"
 * -> "Acme"), else the home page's H1 or first title segment, else the host name.
 */
import type { FixSiteInput } from './input.js';

/** "A | B", "A – B", "A - B", "A · B", "A: B": the separators titles put a brand behind. */
const SEPARATOR = /\s+[|–—·-]\s+|\s*\|\s*|:\s+/;

export const titleSegments = (title: string) => title.split(SEPARATOR).map((s) => s.trim()).filter(Boolean);

export function homePage(site: FixSiteInput) {
  const root = new URL(site.rootUrl);
  return site.pages.find((p) => new URL(p.url).pathname === root.pathname) ?? site.pages[0] ?? null;
}

export function siteName(site: FixSiteInput): string {
  const counts = new Map<string, number>();
  for (const p of site.pages) {
    const segments = p.facts.title ? titleSegments(p.facts.title) : [];
    if (segments.length < 2) continue;
    for (const s of new Set(segments)) counts.set(s, (counts.get(s) ?? 0) + 1);
  }
  const [best] = [...counts].filter(([, n]) => n >= 2).sort((a, b) => b[1] - a[1] || a[0].length - b[0].length);
  if (best) return best[0];
  const home = homePage(site);
  const first = home?.facts.title ? titleSegments(home.facts.title)[0] : undefined;
  return first ?? home?.facts.h1 ?? new URL(site.rootUrl).hostname;
}
