/**
 * Application-like sites: a single-page app whose content exists only after its JavaScript runs,
 * and a login-walled app with nothing to read before signing in.
 */
import { html, page, redirect, text } from '../html.js';
import type { Routes } from '../server.js';

const SPA_PAGES: Record<string, { title: string; heading: string; text: string }> = {
  '/': {
    title: 'Nimbus Notes | Notes that organise themselves',
    heading: 'Notes that organise themselves',
    text: 'Nimbus Notes sorts, tags and links your notes automatically so you can find any idea in seconds. It works offline, syncs across devices and keeps every note private by default.',
  },
  '/features': {
    title: 'Features | Nimbus Notes',
    heading: 'Features',
    text: 'Automatic tagging, backlinks between related notes, full-text search across attachments and a calendar view that shows what you wrote each day.',
  },
  '/pricing': {
    title: 'Pricing | Nimbus Notes',
    heading: 'Pricing',
    text: 'Nimbus Notes is free for personal use. The team plan costs eight dollars per user per month and adds shared spaces and admin controls.',
  },
};

/**
 * Fetches the route's content from the app's API, then renders it into #root, as apps that load
 * their data do. Links are real <a href> elements, so a renderer sees the site's structure.
 */
const APP_JS = `
fetch('/api/page?path=' + encodeURIComponent(location.pathname))
  .then((r) => r.json())
  .then(({ page, nav }) => {
    document.title = page.title;
    const links = nav.map((n) => '<a href="' + n.path + '">' + n.heading + '</a>').join(' ');
    document.getElementById('root').innerHTML =
      '<nav>' + links + '</nav><main><h1>' + page.heading + '</h1><p>' + page.text + '</p><p>' + page.text + '</p></main>';
  });
`;

const NOT_FOUND_PAGE = { title: 'Not found', heading: 'Not found', text: 'No such page.' };

/** The same shell for every path (history-API routing): a root div and a script, no text. */
const SHELL = page({
  title: 'Nimbus Notes',
  viewport: true,
  lang: 'en',
  body: '<div id="root"></div>\n<noscript>You need to enable JavaScript to run this app.</noscript>\n<script src="/static/app.js"></script>',
});

export function spaSite(): Routes {
  const nav = Object.entries(SPA_PAGES).map(([path, p]) => ({ path, heading: p.heading }));
  const routes: Routes = {
    '/static/app.js': text(APP_JS, 'text/javascript; charset=utf-8'),
    '/api/page': (req) => {
      const path = new URLSearchParams(req.url.split('?')[1] ?? '').get('path') ?? '/';
      return text(JSON.stringify({ page: SPA_PAGES[path] ?? NOT_FOUND_PAGE, nav }), 'application/json');
    },
    '/robots.txt': text('User-agent: *\nAllow: /\n'),
  };
  for (const path of Object.keys(SPA_PAGES)) routes[path] = html(SHELL);
  return routes;
}

/** Every page sends the visitor to a sign-in form; there is no public content. */
export function loginWallSite(): Routes {
  return {
    '/': redirect('/login?next=%2F', 302),
    '/dashboard': redirect('/login?next=%2Fdashboard', 302),
    '/login': html(
      page({
        title: 'Sign in | Ledgerly',
        viewport: true,
        lang: 'en',
        body: `<main><h1>Sign in to Ledgerly</h1>
<form action="/login" method="post">
  <label>Email <input type="email" name="email" autocomplete="username"></label>
  <label>Password <input type="password" name="password" autocomplete="current-password"></label>
  <button type="submit">Sign in</button>
</form>
<p><a href="/forgot">Forgot your password?</a></p></main>`,
      }),
    ),
  };
}
