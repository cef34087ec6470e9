import { VERTICALS } from '@citable/contracts';
import { describe, expect, it } from 'vitest';
import { TermBag } from '../text/terms.js';
import { chooseIndustry } from '../classify/industry.js';
import { loadTaxonomy } from './taxonomy.js';

describe('the industry taxonomy', () => {
  it('loads the 311 NAICS 2017 industry groups, each with a title, terms and a vertical', async () => {
    const taxonomy = await loadTaxonomy();
    expect(taxonomy.industries.length).toBeGreaterThanOrEqual(200);
    expect(taxonomy.industries).toHaveLength(311);
    expect(taxonomy.byCode('5112')).toMatchObject({ title: 'Software Publishers', vertical: 'software' });
    for (const industry of taxonomy.industries) {
      expect(industry.title).not.toBe('');
      expect(industry.terms.length, industry.code).toBeGreaterThan(0);
    }
  });

  it('reaches every vertical: each is some industry\'s roll-up, and "general" is the answer with no evidence', async () => {
    const taxonomy = await loadTaxonomy();
    const reached = new Set(taxonomy.industries.map((i) => i.vertical));
    const nothing = chooseIndustry(taxonomy, new TermBag(), [], { value: 'unknown', confidence: 0 });
    expect(nothing.industry).toBeNull();
    reached.add('general');
    expect([...reached].sort()).toEqual(VERTICALS.map((v) => v.id).sort());
    expect(VERTICALS.length).toBeGreaterThanOrEqual(18);
  });

  it('ties industries to their words and schema.org types', async () => {
    const taxonomy = await loadTaxonomy();
    const bag = new TermBag();
    bag.add('Family dentist: teeth whitening, implants and hygienist', 3);
    expect(chooseIndustry(taxonomy, bag, [], { value: 'local_business', confidence: 0.9 }).industry?.code).toBe('6212');
    expect(chooseIndustry(taxonomy, new TermBag(), ['Restaurant'], { value: 'local_business', confidence: 0.9 }).industry?.code).toBe('7225');
  });
});
