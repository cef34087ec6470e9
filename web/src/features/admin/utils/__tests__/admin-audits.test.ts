import type { AdminAudit } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { adminStats, adminStatusTone, auditedDomains, auditsForTab, trackScores } from '../admin-audits';

let n = 0;
function audit(domain: string, status: string, extra: Partial<AdminAudit> = {}): AdminAudit {
  n += 1;
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    project_id: 'p',
    root_url: `https://${domain}/`,
    site_description: null,
    max_pages: 50,
    status: status as AdminAudit['status'],
    composite_score: null,
    pages_analyzed: 0,
    started_at: `2026-12-0${n}T10:00:00.000Z`,
    finished_at: null,
    is_public: false,
    fail_reason: null,
    fail_at: null,
    scorecard_v2: null,
    category_scores: null,
    fix_first: null,
    site_checks_json: null,
    pages_discovered: 0,
    pages_crawled: 0,
    aeo_score: null,
    geo_score: null,
    domain,
    duplicate_count: 1,
    ...extra,
  };
}

describe('admin audits', () => {
  const list = [
    audit('b.test', 'completed', { duplicate_count: 2 }),
    audit('a.test', 'failed'),
    audit('b.test', 'running', { duplicate_count: 2 }),
    audit('c.test', 'queued'),
    audit('a.test', 'complete'),
  ];

  it('counts the tiles: queued audits run, "complete" is completed', () => {
    expect(adminStats(list, 1)).toEqual({ total: 5, completed: 2, running: 2, failed: 1, duplicateGroups: 1 });
  });

  it('filters the tabs; duplicates keep each group together, newest first', () => {
    expect(auditsForTab(list, 'all')).toHaveLength(5);
    expect(auditsForTab(list, 'failed').map((a) => a.status)).toEqual(['failed']);
    expect(auditsForTab(list, 'duplicates').map((a) => [a.domain, a.status])).toEqual([
      ['b.test', 'running'],
      ['b.test', 'completed'],
    ]);
  });

  it('colours statuses as spec 4 says for the admin list: running blue, completed green, others red', () => {
    expect(['running', 'completed', 'complete', 'failed', 'queued', 'weird'].map(adminStatusTone)).toEqual(['info', 'success', 'success', 'danger', 'danger', 'danger']);
  });

  it('rounds AEO and GEO to whole numbers, or a dash', () => {
    expect(trackScores(71.56, 64.4)).toBe('72 / 64');
    expect(trackScores(null, 50)).toBe('— / 50');
    expect(trackScores(Number.NaN, undefined)).toBe('— / —');
  });

  it('lists each domain with a completed audit once, newest first', () => {
    expect(auditedDomains([...list, audit('b.test', 'completed')])).toEqual(['b.test', 'a.test']);
  });
});
