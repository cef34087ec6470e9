/**
 * Who the site competes with, for comparison questions: the products it names itself
 * ("alternative to Airflow", "vs Kafka Streams"), then the sites earlier answers cited for its
 * non-branded questions, less references that cite everyone (encyclopedias, forums, video, code
 * hosting, review aggregators). Pure.
 */
import { brandFromHost, type SiteProfile } from '@citable/site-profile';
import { belongsToSite, siteHost } from '../matching/site-urls.js';

/** Hosts answers cite for any subject: not competitors. */
const REFERENCES = new Set(
  (
    'wikipedia.org wikimedia.org reddit.com quora.com youtube.com youtu.be medium.com github.com gitlab.com stackoverflow.com ' +
    'stackexchange.com linkedin.com facebook.com twitter.com x.com instagram.com g2.com capterra.com trustpilot.com yelp.com ' +
    'tripadvisor.com forbes.com nytimes.com bbc.co.uk bbc.com amazon.com google.com apple.com microsoft.com news.ycombinator.com ' +
    'dev.to substack.com gartner.com techradar.com pcmag.com zapier.com hubspot.com'
  ).split(' '),
);
const MAX = 5;

export function competitorNames(citedUrlsPerAnswer: readonly (readonly string[])[], host: string, profile: Pick<SiteProfile, 'brand' | 'brandShort' | 'competitors'>): string[] {
  const counts = new Map<string, number>();
  for (const urls of citedUrlsPerAnswer) {
    const seen = new Set<string>();
    for (const url of urls) {
      if (!URL.canParse(url) || belongsToSite(url, host)) continue;
      const domain = siteHost(url);
      const registrable = domain.split('.').slice(-2).join('.');
      if (REFERENCES.has(domain) || REFERENCES.has(registrable) || seen.has(domain)) continue;
      seen.add(domain);
      counts.set(domain, (counts.get(domain) ?? 0) + 1);
    }
  }
  const own = new Set([profile.brand, ...profile.brandShort].map((n) => n.toLowerCase()));
  const cited = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([d]) => brandFromHost(d));
  return [...new Set([...profile.competitors, ...cited])].filter((n) => !own.has(n.toLowerCase())).slice(0, MAX);
}
