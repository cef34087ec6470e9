/**
 * What a prompt set is made from: the site profile (read from an audit's stored pages: the given
 * audit, or the domain's latest completed one), the site's kind and industry (asked of the
 * classifier over the bus; while it does not answer, the kind is read from the pages alone and
 * the set says so), and the competitors answers cited for this site's questions before.
 */
import { NoResponderError, RemoteError, RequestTimeoutError, type Bus } from '@citable/bus';
import { ClassifyResponseSchema, REQUESTS, verticalLabel, type ClassifyRequest, type ClassifyResponse, type SiteType, type Vertical } from '@citable/contracts';
import type { Database } from '@citable/db';
import type { Logger } from '@citable/log';
import { readSiteProfile, type SiteProfile } from '@citable/site-profile';
import type { Kysely } from 'kysely';
import { Value } from 'typebox/value';
import { siteHost } from '../matching/site-urls.js';
import type { AiSiteText } from './ai.js';
import { competitorNames } from './competitors.js';
import { questionSiteType } from './generate.js';
import { readPage } from './page-reader.js';

/** Pages read per site: the shallowest first, where a site says what it is. */
const PAGES_READ = 30;
const CLASSIFY_TIMEOUT_MS = 5_000;
/** Earlier answers read for competitors: the latest non-branded ones of the domain. */
const ANSWERS_READ = 400;

export interface PromptContext {
  host: string;
  profile: SiteProfile;
  ownerDescription: string | null;
  siteType: SiteType | null;
  vertical: string;
  industry: string;
  classifier: 'answered' | 'unavailable';
  competitors: string[];
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
    deps.log.warn({ host }, 'the classifier answered with an unexpected shape: reading the site kind from its pages');
    return null;
  } catch (err) {
    if (err instanceof NoResponderError || err instanceof RequestTimeoutError || err instanceof RemoteError) {
      deps.log.debug({ host, err: err.message }, 'the classifier did not answer: reading the site kind from its pages');
      return null;
    }
    throw err;
  }
}

async function citedBefore(deps: ContextDeps, domain: string): Promise<string[][]> {
  const rows = await deps.db
    .selectFrom('citation_results')
    .innerJoin('audits', 'audits.id', 'citation_results.audit_id')
    .select(['citation_results.cited_urls'])
    .where('audits.domain', '=', domain)
    .where('citation_results.query_type', '=', 'non-branded')
    .orderBy('citation_results.occurred_at', 'desc')
    .limit(ANSWERS_READ)
    .execute();
  return rows.map((r) => r.cited_urls);
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
    ? await deps.db.selectFrom('pages').select(['url', 'html_static']).where('audit_id', '=', audit.id).orderBy('depth').orderBy('url').limit(PAGES_READ).execute()
    : [];
  const pages = rows.map(readPage);
  const host = siteHost(domain);
  const profile = readSiteProfile(host, pages.map((p) => p.page));
  const answer = await classify(deps, host, audit?.id ?? null);
  const siteType = answer ? questionSiteType(answer.comparison.v2) : null;
  const vertical = (answer?.vertical ?? 'general') as Vertical;
  const industry = answer && answer.comparison.v2.industry.value !== 'Unknown' ? answer.comparison.v2.industry.value : verticalLabel(vertical);
  return {
    host,
    profile,
    ownerDescription: audit?.site_description?.trim() || null,
    siteType,
    vertical,
    industry,
    classifier: answer ? 'answered' : 'unavailable',
    competitors: competitorNames(await citedBefore(deps, domain), host, profile),
    siteText: {
      titles: pages.map((p) => p.title).filter((t): t is string => Boolean(t)),
      headings: pages.flatMap((p) => p.headings),
      mainText: pages[0]?.text ?? '',
    },
    auditId: audit?.id ?? null,
  };
}
