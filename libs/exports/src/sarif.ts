/**
 * SARIF 2.1.0 of an audit, so a CI's code-scanning view lists what to fix: one result per page
 * and check that fails (level error) or warns (level warning), located at the page URL (the site's
 * root URL for site-level checks); each criterion of the catalogue is a rule carrying its help
 * text. A preview check is left out of every score, so its findings are notes (level note), not
 * errors. Checks that pass, do not apply or broke (status error) give no result.
 */
import type { CheckResult, ScoringCriterion } from '@citable/contracts';
import { CRITERIA } from '@citable/criteria';
import type { Log, ReportingDescriptor, Result } from 'sarif';
import type { ExportPage } from './csv.js';
import { mainDetail, oneDecimal } from './csv.js';

export const SARIF_SCHEMA_URI = 'https://json.schemastore.org/sarif-2.1.0.json';

export interface SarifInput {
  /** The audited site's root URL: where site-level results are located. */
  rootUrl: string;
  pages: readonly ExportPage[];
  siteChecks: readonly CheckResult[];
  /** Citable's version, for the tool's driver. */
  toolVersion: string;
}

const LEVEL: Partial<Record<CheckResult['status'], Result.level>> = { fail: 'error', warn: 'warning' };

/** A High-impact criterion's findings default to errors; the others to warnings. */
const defaultLevel = (c: Pick<ScoringCriterion, 'impact'>): Result.level => (c.impact === 'High' ? 'error' : 'warning');

/** The criterion's help as code-scanning views show it: why it matters, how to fix, quick fixes. */
function helpMarkdown(c: ScoringCriterion): string {
  const parts = [`**Why this matters**\n\n${c.why_it_matters}`, `**How to fix**\n\n${c.how_to_fix}`];
  if (c.quick_fixes.length > 0) parts.push(`**Quick fixes**\n\n${c.quick_fixes.map((f) => `- ${f}`).join('\n')}`);
  return parts.join('\n\n');
}

function rule(c: ScoringCriterion): ReportingDescriptor {
  return {
    id: c.id,
    name: c.label,
    shortDescription: { text: c.title },
    fullDescription: { text: c.description },
    help: { text: `${c.why_it_matters}\n\nHow to fix: ${c.how_to_fix}`, markdown: helpMarkdown(c) },
    ...(c.official_docs ? { helpUri: c.official_docs } : {}),
    defaultConfiguration: { level: defaultLevel(c) },
    properties: { category: c.category, scope: c.scope, weight: c.weight, impact: c.impact, tags: [c.category, c.track.toUpperCase()] },
  };
}

function result(check: CheckResult, uri: string, ruleIndex: number): Result | null {
  const level = LEVEL[check.status];
  if (!level || ruleIndex < 0) return null;
  const detail = mainDetail(check);
  return {
    ruleId: check.id,
    ruleIndex,
    level: check.preview ? 'note' : level,
    message: { text: `${check.name}: score ${oneDecimal(check.score)}/100${detail ? `. ${detail}` : ''}` },
    locations: [{ physicalLocation: { artifactLocation: { uri } } }],
    // Code scanning matches a finding across runs by these: the same check on the same page.
    partialFingerprints: { 'citableCheck/v1': `${check.id}:${uri}` },
    properties: { score: check.score, status: check.status, category: check.category },
  };
}

export function sarifLog(input: SarifInput): Log {
  const rules = CRITERIA.map(rule);
  const index = new Map(CRITERIA.map((c, i) => [c.id, i]));
  const located = [
    ...input.pages.flatMap((p) => p.checks.map((c) => result(c, p.url, index.get(c.id) ?? -1))),
    ...input.siteChecks.map((c) => result(c, input.rootUrl, index.get(c.id) ?? -1)),
  ];
  return {
    $schema: SARIF_SCHEMA_URI,
    version: '2.1.0',
    runs: [
      {
        tool: { driver: { name: 'Citable', informationUri: 'https://citable.app', version: input.toolVersion, rules } },
        results: located.filter((r): r is Result => r !== null),
      },
    ],
  };
}
