import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { documentWords, softwareSiteShare, wordKey } from './software-words.js';

describe('the background of software documentation', () => {
  it('is measured on hundreds of sites, none of them a page the benchmarks score', () => {
    const data = JSON.parse(readFileSync(new URL('./software-words.json', import.meta.url), 'utf8')) as { sites: number; packages: string[] };
    expect(data.sites).toBeGreaterThanOrEqual(300);
    expect(data.packages).toHaveLength(data.sites);
    const judged = JSON.parse(readFileSync(new URL('../../../bench/prompts/judged-set.json', import.meta.url), 'utf8')) as { items: Array<{ source: string; file?: string; files?: string[] }> };
    const scored = new Set(judged.items.filter((i) => i.source === 'debian-docs').flatMap((i) => i.files ?? [i.file!]).map((f) => f.split('/')[0]));
    expect(data.packages.map((p) => p.split(' ')[0]).filter((p) => scored.has(p!))).toEqual([]);
  });

  it("tells any project's words from a field's", () => {
    for (const w of ['tests', 'server', 'version', 'commands']) expect(softwareSiteShare(w), w).toBeGreaterThanOrEqual(0.05);
    for (const w of ['DXF', 'trajectories', 'XMPP', 'carbonara']) expect(softwareSiteShare(w), w).toBeLessThan(0.02);
  });

  it('keys a word and its plural together, whatever the case', () => {
    expect(wordKey('Libraries')).toBe(wordKey('library'));
    expect(wordKey('plugins')).toBe('plugin');
    expect(wordKey('analysis')).toBe('analysis');
    expect([...documentWords('Write tests; run the Tests.')]).toEqual(['write', 'test', 'run', 'the']);
  });
});
