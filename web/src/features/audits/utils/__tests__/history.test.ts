import type { Audit } from '@citable/contracts';
import { describe, expect, it } from 'vitest';

import { scoreHistory } from '../history';

const audit = (id: string, over: Partial<Audit>): Audit => ({ id, project_id: 'p', root_url: 'https://a.test/', status: 'completed', composite_score: 50, started_at: `2026-11-0${id}T10:00:00Z`, ...over }) as Audit;

describe('scoreHistory', () => {
  it("keeps the project's completed, scored audits of the same root URL, oldest first", () => {
    const audits = [
      audit('3', { composite_score: 70 }),
      audit('1', { composite_score: 40 }),
      audit('2', { status: 'failed', composite_score: null }),
      audit('4', { root_url: 'https://other.test/' }),
      audit('5', { project_id: 'q' }),
      audit('6', { status: 'running', composite_score: null }),
    ];
    expect(scoreHistory(audits, { project_id: 'p', root_url: 'https://a.test/' })).toEqual([
      { id: '1', started_at: '2026-11-01T10:00:00Z', score: 40 },
      { id: '3', started_at: '2026-11-03T10:00:00Z', score: 70 },
    ]);
  });
});
