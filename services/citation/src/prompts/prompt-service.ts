/**
 * Prompt sets on request (GET /api/llm/prompts) and for citation runs: cached per domain, mode
 * and generator version; `refresh` regenerates (and caches), `nocache` bypasses the cache.
 */
import type { CitationPromptsInfo, PromptSet, PromptsQuery } from '@citable/contracts';
import type { LlmClient } from '@citable/llm';
import { siteHost } from '../matching/site-urls.js';
import { AI_PROMPT_VERSION } from './ai.js';
import { brandTerms } from './gates.js';
import { generatePromptSet, LlmNotConfiguredError, promptVersion, type PromptMode } from './generate.js';
import { promptContext, type ContextDeps } from './prompt-context.js';
import { cachedPromptSet, storedPromptSet, storePromptSet } from './prompt-store.js';

export class BadPromptRequestError extends Error {
  readonly status = 400;
  readonly code = 'bad_request';
}

const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

export interface PromptService {
  get(query: PromptsQuery): Promise<PromptSet>;
  /**
   * The blended set a run of this audit asks, and what the summary says about it: the stored set
   * `setId` names when given and still stored (a monitor's pinned set), else the current one.
   */
  forRun(audit: { id: string; domain: string }, setId?: string): Promise<{ set: PromptSet; info: CitationPromptsInfo }>;
}

export function createPromptService(deps: ContextDeps & { llm: LlmClient | null }): PromptService {
  async function obtain(domainInput: string, mode: PromptMode, opts: { refresh: boolean; nocache: boolean; auditId: string | null }): Promise<PromptSet> {
    const domain = siteHost(domainInput);
    if (!HOSTNAME.test(domain)) throw new BadPromptRequestError(`"${domainInput}" is not a domain name: give one such as example.com.`);
    if (mode === 'ai' && !deps.llm) throw new LlmNotConfiguredError();
    const version = promptVersion(mode, deps.llm !== null);
    if (!opts.refresh && !opts.nocache) {
      const cached = await cachedPromptSet(deps.db, domain, mode, version);
      if (cached) return cached;
    }
    const ctx = await promptContext(deps, domain, opts.auditId);
    const set = await generatePromptSet(mode, { ...ctx, llm: deps.llm });
    if (!opts.nocache) await storePromptSet(deps.db, domain, set);
    return set;
  }

  return {
    get: (q) => obtain(q.domain, q.mode ?? 'blended', { refresh: q.refresh === true, nocache: q.nocache === 1, auditId: null }),
    async forRun(audit, setId) {
      const pinned = setId ? await storedPromptSet(deps.db, siteHost(audit.domain), 'blended', setId) : null;
      const set = pinned ?? (await obtain(audit.domain, 'blended', { refresh: false, nocache: false, auditId: audit.id }));
      const host = siteHost(audit.domain);
      const brand = set.meta.brand ?? host;
      return {
        set,
        info: {
          industry: set.meta.industry,
          vertical: set.meta.vertical ?? 'general',
          // What the prompts came from: a blend without an LLM holds the rules' only.
          source: set.meta.source === 'blended' && !set.meta.prompt_gen_version.includes(AI_PROMPT_VERSION) ? 'rules' : set.meta.source,
          classifier: set.meta.classifier ?? 'unavailable',
          brand,
          // Answers name the brand as people write it: "Flink" names "Apache Flink".
          brand_terms: brandTerms({ names: [brand, ...(set.meta.profile?.brand_short ?? [])], host }),
          prompt_gen_version: set.meta.prompt_gen_version,
          ...(set.meta.set_id ? { set_id: set.meta.set_id } : {}),
        },
      };
    },
  };
}
