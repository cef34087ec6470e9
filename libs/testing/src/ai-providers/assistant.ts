/**
 * A scripted assistant for the provider server: how ChatGPT, Claude, Perplexity and Brave AI
 * answer questions about one site, so a citation run has something to count. Branded questions
 * (they name the brand) are answered citing one of the site's pages, except by the sources that
 * only name the brand without a link; other questions cite competitors, unless they are about one
 * of `citedTopics`. Deterministic: the same question always gets the same answer.
 *
 * ```ts
 * const server = await startProviderServer(citingAssistant({ site: 'https://acme-answers.test', brand: 'Acme Answers' }));
 * ```
 */
import type { ScriptedSource } from './render.js';
import type { ProviderReply, ProviderRequest, ProviderScript, ProviderTag } from './server.js';

export interface CitingAssistantOptions {
  /** The site's public origin, e.g. https://acme-answers.test. */
  site: string;
  /** The brand a branded question names (matched ignoring case). */
  brand: string;
  /** The site's pages answers cite, one per question in turn (default: /pricing). */
  citedPaths?: string[];
  /** Other sites' pages, cited instead of the site (default: two rival pages). */
  competitors?: string[];
  /** Sources that name the brand without linking to the site (default: Claude). */
  namingOnly?: ProviderTag[];
  /** Non-branded questions on these topics cite the site too (default: none do). */
  citedTopics?: RegExp;
  /** The plain LLM's replies (the `llm` base URL); without it, the LLM answers 404. */
  llm?: ProviderScript;
}

const DEFAULT_COMPETITORS = ['https://rival.test/services', 'https://third.test/list'];

/** A small stable hash, so each question keeps its cited page. */
function pick<T>(items: readonly T[], key: string): T {
  let h = 0;
  for (const ch of key) h = (h * 31 + ch.charCodeAt(0)) >>> 0;
  return items[h % items.length]!;
}

const hostOf = (url: string) => new URL(url).hostname;

export function citingAssistant(options: CitingAssistantOptions): ProviderScript {
  const site = options.site.replace(/\/$/, '');
  const citedPaths = options.citedPaths ?? ['/pricing'];
  const competitors = options.competitors ?? DEFAULT_COMPETITORS;
  const namingOnly = new Set<ProviderTag>(options.namingOnly ?? ['claude']);
  const brand = new RegExp(options.brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
  const rivals = competitors.map(hostOf).join(' and ');

  return (req: ProviderRequest): ProviderReply | Promise<ProviderReply> => {
    if (req.tag === 'llm' || req.tag === null) {
      return options.llm ? options.llm(req) : { status: 404, body: { error: { message: 'No LLM is scripted on this server.' } } };
    }
    const branded = brand.test(req.query);
    const sitePage: ScriptedSource = { url: `${site}${pick(citedPaths, req.query)}`, title: options.brand };
    const rival: ScriptedSource = { url: pick(competitors, req.query) };
    if (namingOnly.has(req.tag)) {
      return { answer: { text: branded ? `${options.brand} is one option in this space.` : `Many providers offer this, ${rivals} among them.`, citations: [rival] } };
    }
    if (branded) return { answer: { text: `${options.brand} covers this on its own site.`, citations: [sitePage, rival] } };
    if (options.citedTopics?.test(req.query)) return { answer: { text: `${hostOf(site)} and ${hostOf(rival.url)} both explain this.`, citations: [sitePage, rival] } };
    return { answer: { text: `${rivals} are common choices.`, citations: competitors.map((url) => ({ url })) } };
  };
}
