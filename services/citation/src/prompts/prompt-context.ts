/**
 * What a prompt set is made from: the site (read from an audit's stored pages: the given audit,
 * or the domain's latest completed one) and its industry (asked of the classifier over the bus;
 * while the classifier does not answer, the general templates serve and the set says so).
 */
import { NoResponderError, RemoteError, RequestTimeoutError, type Bus } from '@citable/bus';
import { ClassifyResponseSchema, REQUESTS, type ClassifyRequest, type ClassifyResponse } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import type { AiSiteText } from './ai.js';
import { readPage } from './page-reader.js';
import { siteProfile, type SiteProfile } from './site-profile.js';
import { GENERAL, verticalById, type VerticalTemplates } from './verticals.js';

/** Pages read per site: the shallowest first, where a site says what it is. */
const PAGES_READ = 50;
const CLASSIFY_TIMEOUT_MS = 5_000;

export interface PromptContext {
  profile: SiteProfile;
  vertical: VerticalTemplates;
  industry: string;
  classifier: 'answered' | 'unavailable';
  siteText: AiSiteText;
  auditId: string | null;
}

export interface ContextDeps {
  db: Kysely<Database>;
  bus: Bus;
  log: Logger;
}

async function classify(deps: ContextDeps, host: string, auditId: string | null): Promise<ClassifyResponse | null> {
  try {
    const answer = await deps.bus.request<ClassifyRequest, unknown>(REQUESTS.classifier.classify, { host, ...(auditId ? { auditId } : {}) }, { timeoutMs: CLASSIFY_TIMEOUT_MS });
    if (Value.Check(ClassifyResponseSchema, answer)) return answer;
    deps.log.warn({ host }, 'the classifier answered with an unexpected shape: using the general templates');
    return null;
  } catch (err) {
    if (err instanceof NoResponderError || err instanceof RequestTimeoutError || err instanceof RemoteError) {
      deps.log.debug({ host, err: err.message }, 'the classifier did not answer: using the general templates');
      return null;
    }
    throw err;
  }
}

export async function promptContext(deps: ContextDeps, domain: string, auditId: string | null): Promise<PromptContext> {
  const audit = await (auditId
    ? deps.db.selectFrom('audits').select(['id', 'site_description']).where('id', '=', auditId).executeTakeFirst()
    : deps.db
        .selectFrom('audits')
        .select(['id', 'site_description'])
        .where('domain', '=', domain)
        .where('status', '=', 'completed')
        .orderBy('finished_at', 'desc')
        .limit(1)
        .executeTakeFirst());
  const rows = audit
    ? await deps.db
        .selectFrom('pages')
        .select(['url', 'title', 'h1', 'jsonld', 'html_static'])
        .where('audit_id', '=', audit.id)
        .orderBy('depth')
        .orderBy('url')
        .limit(PAGES_READ)
        .execute()
    : [];
  const pages = rows.map((r) => readPage({ ...r, jsonld: r.jsonld ?? [] }));
  const profile = siteProfile(domain, pages, audit?.site_description ?? null);
  const answer = await classify(deps, profile.host, audit?.id ?? null);
  const vertical = (answer && verticalById(answer.vertical)) ?? GENERAL;
  return {
    profile,
    vertical,
    industry: answer?.comparison.v2.industry.value || vertical.industry,
    classifier: answer ? 'answered' : 'unavailable',
    siteText: {
      titles: pages.map((p) => p.title).filter((t): t is string => Boolean(t)),
      headings: pages.flatMap((p) => [p.h1 ?? '', ...p.headings]).filter(Boolean),
      mainText: pages[0]?.text ?? '',
    },
    auditId: audit?.id ?? null,
  };
}
