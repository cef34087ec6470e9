/**
 * `citable audit --baseline FILE`: an earlier `citable audit --json` output read back as the diff's
 * previous audit, and the audit just run put in the same shape.
 */
import { AuditJsonBaselineSchema, type AuditJsonBaseline, type AuditSnapshot } from '@citable/contracts';
import { UsageError } from '@citable/runtime';
import { readFile } from 'node:fs/promises';
import { Value } from 'typebox/value';

/** The `--json` output's parts the diff reads, as a snapshot. */
export function snapshotOfAuditJson(json: AuditJsonBaseline): AuditSnapshot {
  return {
    audit_id: null,
    finished_at: json.audit.finished_at,
    scores: { overall: json.scores.overall, aeo: json.scores.aeo, geo: json.scores.geo },
    categories: json.categories.map((c) => ({ category: c.category, score: c.percentage })),
    pages: json.pages.map((p) => ({ url: p.url, checks: p.checks.map(({ id, status, score }) => ({ id, status, score })) })),
    site_checks: json.site_checks.map(({ id, status, score }) => ({ id, status, score })),
    citations: json.citations.answer_rate.total > 0 ? json.citations.answer_rate : null,
  };
}

/** Reads and checks the baseline file; a file that is not an audit's JSON is a usage error naming what is wrong. */
export async function readBaseline(file: string): Promise<AuditSnapshot> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    throw new UsageError(`cannot read the --baseline file ${file}: ${(err as Error).message}`);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new UsageError(`the --baseline file ${file} is not JSON: give the output of an earlier \`citable audit <url> --json\`.`);
  }
  if (!Value.Check(AuditJsonBaselineSchema, json)) {
    const first = [...Value.Errors(AuditJsonBaselineSchema, json)][0];
    const where = first ? `${first.instancePath || '(root)'} ${first.message}` : 'not an audit';
    throw new UsageError(`the --baseline file ${file} is not the output of \`citable audit --json\` (${where}); an older citable's output lacks scores.aeo and scores.geo: audit again with --json.`);
  }
  return snapshotOfAuditJson(json);
}
