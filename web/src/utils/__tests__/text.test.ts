import { describe, expect, it } from 'vitest';

import { parseJsonList, truncatePreview } from '../text';
import { reportSections } from '../report-sections';
import { statusLabel, statusTone } from '../audit-status';

describe('truncatePreview', () => {
  it('keeps 1000 characters and marks the cut', () => {
    const html = 'x'.repeat(1001);
    expect(truncatePreview(html)).toBe(`${'x'.repeat(1000)}... (truncated)`);
    expect(truncatePreview('x'.repeat(1000))).toBe('x'.repeat(1000));
  });
});

describe('parseJsonList', () => {
  it('reads JSON text lists and ignores anything else', () => {
    expect(parseJsonList('["Organization","FAQPage"]')).toEqual(['Organization', 'FAQPage']);
    expect(parseJsonList('[]')).toEqual([]);
    expect(parseJsonList('{"a":1}')).toEqual([]);
    expect(parseJsonList('not json')).toEqual([]);
    expect(parseJsonList(null)).toEqual([]);
  });
});

describe('reportSections', () => {
  const base = { siteDiagnostics: [], citations: { total_queries: 0 }, topPages: [] };
  it('always shows cover, summary, categories and fixes', () => {
    expect(reportSections(base)).toEqual(['cover', 'summary', 'categories', 'fixes']);
  });
  it('adds the optional sections in spec order when they have data', () => {
    expect(reportSections({ siteDiagnostics: [{}], citations: { total_queries: 3 }, topPages: [{}] })).toEqual([
      'cover', 'summary', 'categories', 'fixes', 'site-diagnostics', 'citations', 'page-insights',
    ]);
    expect(reportSections({ ...base, citations: { total_queries: 1 } })).toEqual(['cover', 'summary', 'categories', 'fixes', 'citations']);
    expect(reportSections({ ...base, citations: null })).toEqual(['cover', 'summary', 'categories', 'fixes']);
  });
});

describe('audit status', () => {
  it('styles completed, complete, running and failed; others neutral', () => {
    expect(['completed', 'complete', 'running', 'failed', 'queued'].map(statusTone)).toEqual([
      'success', 'success', 'brand', 'danger', 'neutral',
    ]);
    expect(statusLabel('complete')).toBe('Completed');
    expect(statusLabel('running')).toBe('Running');
  });
});
