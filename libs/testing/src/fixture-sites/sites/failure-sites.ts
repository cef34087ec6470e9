/**
 * Sites that should end an audit early or cost the crawler something: a parked domain, a
 * redirect loop, a page bigger than the size cap, a server slower than the timeout, and a site
 * whose sitemap never comes.
 */
import { html, page, paragraphs, redirect, text } from '../html.js';
import type { Routes } from '../server.js';

/** A registrar's parking page: ads and a "for sale" notice, no content of its own. */
export function parkedSite(): Routes {
  return {
    '/': html(
      page({
        title: 'example-parked.com',
        body: `<div class="parking"><h1>example-parked.com</h1>
<p>This domain may be for sale!</p>
<p><a href="https://sedo.com/search/details/?domain=example-parked.com">Buy this domain</a></p>
<div id="related-searches"><a href="/search?q=insurance">Insurance</a> <a href="/search?q=loans">Loans</a></div>
<p>Parked free, courtesy of GoDaddy.com</p></div>`,
      }),
    ),
  };
}

/** / -> /a -> /b -> /a ... */
export function redirectLoopSite(): Routes {
  return { '/': redirect('/a', 302), '/a': redirect('/b', 302), '/b': redirect('/a', 302) };
}

/** A normal home page linking to a page of about 6 MB, streamed in chunks. */
export function hugePageSite(sizeBytes = 6 * 1024 * 1024): Routes {
  const filler = '<p>' + 'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(20) + '</p>\n';
  const huge = `<!doctype html><html lang="en"><head><title>Huge page</title></head><body>${filler.repeat(Math.ceil(sizeBytes / filler.length))}</body></html>`;
  return {
    '/': html(
      page({
        title: 'Home of a site with one enormous page',
        lang: 'en',
        body: `<h1>Home</h1>${paragraphs('Archive', 3)}<a href="/huge">The full archive on one page</a> <a href="/small">A small page</a>`,
      }),
    ),
    '/small': html(page({ title: 'A small page that fits', lang: 'en', body: `<h1>Small</h1>${paragraphs('Small', 2)}` })),
    '/huge': { ...html(huge), chunks: 64 },
  };
}

/** Every answer arrives after `delayMs`: start it with a timeout shorter than that. */
export function slowSite(delayMs = 2_000): Routes {
  return {
    '/': { ...html(page({ title: 'Slow site', body: `<h1>Slow</h1>${paragraphs('Patience', 2)}` })), delayMs },
    '/robots.txt': { status: 404, body: '', delayMs },
    '/sitemap.xml': { status: 404, body: '', delayMs },
    '/llms.txt': { status: 404, body: '', delayMs },
  };
}

/**
 * robots.txt and a real home page answer at once (the precheck passes), but /sitemap.xml answers
 * only after `stallMs`, so the crawl never gets past discovery and stores no page in that time:
 * timeout_no_pages_discovered with a cut-off shorter than both `stallMs` and the page timeout.
 */
export function stalledDiscoverySite(stallMs = 60_000): Routes {
  return {
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
    '/': html(
      page({
        title: 'A site whose sitemap never arrives',
        lang: 'en',
        body: `<h1>Stalled discovery</h1>${paragraphs('Waiting', 3)}<a href="/about">About</a>`,
      }),
    ),
    '/about': html(page({ title: 'About the stalled site', lang: 'en', body: `<h1>About</h1>${paragraphs('About', 2)}` })),
    '/sitemap.xml': { status: 404, body: '', delayMs: stallMs },
  };
}
