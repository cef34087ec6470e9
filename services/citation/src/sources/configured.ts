/**
 * The citation sources this deployment can ask: one adapter per source whose API key is set
 * (README's table). A source without a key is "not configured": it gets no adapter, so nothing
 * can ever answer in its place.
 */
import type { Config } from '@citable/config';
import { CITATION_SOURCES, type CitationSource } from '@citable/contracts';
import { braveAdapter } from './brave.js';
import { chatgptAdapter } from './chatgpt.js';
import { claudeAdapter } from './claude.js';
import { perplexityAdapter } from './perplexity.js';
import type { SourceAdapter, SourceOptions } from './types.js';

type SourceSettings = Pick<
  Config,
  | 'OPENAI_API_KEY'
  | 'OPENAI_BASE_URL'
  | 'OPENAI_MODEL'
  | 'ANTHROPIC_API_KEY'
  | 'ANTHROPIC_BASE_URL'
  | 'ANTHROPIC_MODEL'
  | 'PERPLEXITY_API_KEY'
  | 'PERPLEXITY_BASE_URL'
  | 'PERPLEXITY_MODEL'
  | 'BRAVE_API_KEY'
  | 'BRAVE_BASE_URL'
  | 'BRAVE_MODEL'
  | 'CITATION_ANSWER_TIMEOUT_MS'
>;

/** The providers' public endpoints, used when no base URL is configured. */
export const DEFAULT_BASE_URLS: Record<CitationSource, string> = {
  chatgpt: 'https://api.openai.com/v1',
  claude: 'https://api.anthropic.com',
  perplexity: 'https://api.perplexity.ai/v1',
  brave: 'https://api.search.brave.com/res/v1',
};

const FACTORIES: Record<CitationSource, (o: SourceOptions) => SourceAdapter> = {
  chatgpt: chatgptAdapter,
  claude: claudeAdapter,
  perplexity: perplexityAdapter,
  brave: braveAdapter,
};

function settingsOf(config: SourceSettings, source: CitationSource): { apiKey?: string; baseURL?: string; model: string } {
  switch (source) {
    case 'chatgpt':
      return { apiKey: config.OPENAI_API_KEY, baseURL: config.OPENAI_BASE_URL, model: config.OPENAI_MODEL };
    case 'claude':
      return { apiKey: config.ANTHROPIC_API_KEY, baseURL: config.ANTHROPIC_BASE_URL, model: config.ANTHROPIC_MODEL };
    case 'perplexity':
      return { apiKey: config.PERPLEXITY_API_KEY, baseURL: config.PERPLEXITY_BASE_URL, model: config.PERPLEXITY_MODEL };
    case 'brave':
      return { apiKey: config.BRAVE_API_KEY, baseURL: config.BRAVE_BASE_URL, model: config.BRAVE_MODEL };
  }
}

export function configuredSources(config: SourceSettings): Map<CitationSource, SourceAdapter> {
  const adapters = new Map<CitationSource, SourceAdapter>();
  for (const source of CITATION_SOURCES) {
    const s = settingsOf(config, source);
    if (!s.apiKey) continue;
    adapters.set(source, FACTORIES[source]({ apiKey: s.apiKey, baseURL: s.baseURL ?? DEFAULT_BASE_URLS[source], model: s.model, timeoutMs: config.CITATION_ANSWER_TIMEOUT_MS }));
  }
  return adapters;
}
