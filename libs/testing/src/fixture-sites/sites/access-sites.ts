/**
 * Sites that control who may crawl them: through robots.txt (everyone, or only AI crawlers), or
 * at the server, refusing AI User-Agents in ways robots.txt never mentions.
 */
import { html, page, text } from '../html.js';
import type { FixtureResponse, Routes, SiteContext } from '../server.js';
import { wellOptimisedSite } from './content-sites.js';

/** The AI crawler tokens these sites name; the crawler's own bot list is the authority. */
export const BLOCKED_AI_TOKENS = ['GPTBot', 'ClaudeBot', 'CCBot', 'Google-Extended', 'PerplexityBot'] as const;

export function robotsBlockAllSite(ctx: SiteContext): Routes {
  return {
    ...wellOptimisedSite(ctx),
    '/robots.txt': text(`User-agent: *\nDisallow: /\n\nSitemap: ${ctx.origin}/sitemap.xml\n`),
  };
}

/** Everyone may crawl, except the named AI crawlers (which are refused the whole site). */
export function robotsBlockAiSite(ctx: SiteContext): Routes {
  const groups = BLOCKED_AI_TOKENS.map((token) => `User-agent: ${token}\nDisallow: /\n`).join('\n');
  return {
    ...wellOptimisedSite(ctx),
    '/robots.txt': text(`${groups}\nUser-agent: *\nAllow: /\n\nSitemap: ${ctx.origin}/sitemap.xml\n`),
  };
}

const CHALLENGE_PAGE = page({
  title: 'Just a moment...',
  body: '<h1>Checking your browser before accessing the site.</h1><div id="cf-challenge-running"></div><p>Enable JavaScript and cookies to continue</p>',
});

const REFUSED_403 = /GPTBot|ChatGPT-User|OAI-SearchBot|ClaudeBot|Claude-User|Claude-SearchBot/i;

/**
 * robots.txt welcomes everyone, but the server answers AI User-Agents with 403 (OpenAI, Anthropic),
 * 429 (Perplexity) or a Cloudflare-style challenge page served with 200 (CCBot).
 */
export function aiForbiddenSite(ctx: SiteContext): Routes {
  const guarded: Routes = {};
  for (const [path, route] of Object.entries(wellOptimisedSite(ctx))) {
    guarded[path] = (req): FixtureResponse => {
      if (REFUSED_403.test(req.userAgent)) return { ...html(page({ title: 'Forbidden', body: '<h1>403 Forbidden</h1>' })), status: 403 };
      if (/Perplexity/i.test(req.userAgent)) return { status: 429, headers: { 'retry-after': '3600' }, body: 'Too Many Requests' };
      if (/CCBot/i.test(req.userAgent)) return html(CHALLENGE_PAGE);
      return typeof route === 'function' ? route(req) : route;
    };
  }
  return guarded;
}
