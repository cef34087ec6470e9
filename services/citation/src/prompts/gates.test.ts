import { describe, expect, it } from 'vitest';
import { article, isPlural, pluralVerb, singular } from './english.js';
import { brandTerms, checkGrammar, leakOf, realism, REALISM_FLOOR } from './gates.js';

const terms = brandTerms({ names: ['Acme Answers'], host: 'acme-answers.test' });

describe('leak gate', () => {
  it('knows the brand by its name, domain, host label and distinctive words, not its common ones', () => {
    expect(terms).toEqual(expect.arrayContaining(['acme answers', 'acme-answers.test', 'acme-answers', 'acme']));
    expect(terms).not.toContain('answers');
  });

  it.each([
    ['What does Acme Answers charge for audits?', 'acme answers'],
    ['is acme-answers.test legit', 'acme-answers.test'],
    ['How good are acme-answers audits?', 'acme answers'],
    ['Who are ACME\'s competitors?', 'acme'],
    ['Acme Answers vs Rival: which is better?', 'acme answers'],
  ])('catches the seeded leak in "%s"', (prompt, term) => {
    expect(leakOf(prompt, terms)).toBe(term);
  });

  it('folds compatibility characters before matching: "②ality" is the brand 2ality', () => {
    expect(leakOf('What should I know about the ②ality?', brandTerms({ names: ['2ality'], host: 'www.2ality.com' }))).toBe('2ality');
  });

  it('knows the brand\'s package named for it with a letter more ("uimaj" of UIMA), but not an English word', () => {
    const uima = brandTerms({ names: ['Apache UIMA', 'UIMA'], host: 'uima.apache.org' });
    expect(leakOf('Which organizations work on the uimaj?', uima)).toBe('uima');
    expect(leakOf('What are the best flasks for camping?', brandTerms({ names: ['Flask'], host: 'flask.example' }))).toBeNull();
  });

  it('knows a two-letter brand whole ("Mu", the editor), but not an everyday word ("Go")', () => {
    expect(leakOf('How do I get started with Mu?', brandTerms({ names: ['Mu'], host: 'codewith.mu' }))).toBe('mu');
    expect(leakOf('Where do I go to learn Python?', brandTerms({ names: ['Go'], host: 'golang.example' }))).toBeNull();
    // English's commonest words are every question's: "Eat What Tonight" is named whole, not by "what".
    const tonight = brandTerms({ names: ['Eat What Tonight'], host: 'eatwhattonight.com' });
    expect(leakOf('What is the best recipe for ginger soya chicken?', tonight)).toBeNull();
    expect(leakOf('Is Eat What Tonight any good?', tonight)).toBe('eat what tonight');
    // What a publication is ("BBC News") is the questions' frame, not its brand: "the latest news on Google" names no one.
    const bbc = brandTerms({ names: ['BBC News'], host: 'www.bbc.co.uk' });
    expect(leakOf('What is the latest news on Google?', bbc)).toBeNull();
    expect(leakOf('Is BBC News a reliable source?', bbc)).toBe('bbc news');
  });

  it.each(['Which agencies write answers for AI assistants?', 'How much do content audits cost?', 'Is academic writing help worth it?'])('lets "%s" through', (prompt) => {
    expect(leakOf(prompt, terms)).toBeNull();
  });
});

describe('grammar ("plural") gate', () => {
  it.each([
    ['How much does content audits cost?', 'How much do content audits cost?'],
    ['What is the best content audits for small businesses?', 'What are the best content audits for small businesses?'],
    ['How long does rewrites take?', 'How long do rewrites take?'],
    ['Is dental implants covered by insurance?', 'Are dental implants covered by insurance?'],
    ['What should I look for in a content audits provider?', 'What should I look for in a content audit provider?'],
    ['How do I choose a agency?', 'How do I choose an agency?'],
    ['Is there an free plan?', 'Is there a free plan?'],
    ['What should I look for in a SEO agency?', 'What should I look for in an SEO agency?'],
    ['Is it a hour long?', 'Is it an hour long?'],
    ['Is an user guide included?', 'Is a user guide included?'],
    ['What is the the best CRM?', 'What is the best CRM?'],
    ['Which companies companies offer audits?', 'Which companies offer audits?'],
  ])('repairs "%s"', (bad, good) => {
    const verdict = checkGrammar(bad);
    expect(verdict.errors.length).toBeGreaterThan(0);
    expect(verdict).toMatchObject({ text: good, repairable: true });
    // A repaired prompt passes the gate: plural = 0 is what ships.
    expect(checkGrammar(verdict.text).errors).toEqual([]);
  });

  it.each(['How much does {topic} cost?', 'Is [brand] legit?', 'What is undefined worth?', 'How much does ${price} cost?'])('drops "%s" (a leftover placeholder)', (bad) => {
    expect(checkGrammar(bad)).toMatchObject({ repairable: false });
  });

  it.each([
    'How much do content audits cost?',
    'What is the best CRM for startups?',
    'Does Acme Answers offer audits?',
    'Is Acme Answers worth it?',
    'What is the return policy at Acme Answers?',
    'Which companies offer analytics?',
    'Is business insurance worth it?',
    'What should I look for in an audit provider?',
    'Do I need a lawyer for a divorce?',
  ])('finds nothing wrong in "%s"', (good) => {
    expect(checkGrammar(good, ['Acme Answers'])).toEqual({ text: good, errors: [], repairable: true });
  });
});

describe('realism score', () => {
  it("reads a Title Case page title as a pasted title, though Title Case leaves its small words in lower case", () => {
    expect(realism('How to Build a Terrarium (with Pictures)')).toBeLessThan(REALISM_FLOOR);
    expect(realism('How do I build a terrarium with pictures?')).toBeGreaterThanOrEqual(REALISM_FLOOR);
  });

  it('orders prompts a person would type above marketing copy, fragments and run-ons', () => {
    const ranked = [
      'How much does a content audit cost for a small business?',
      'Which agencies help B2B companies get cited by ChatGPT?',
      'best crm for startups',
      'Content audit pricing',
      'audit',
      'Acme Answers | AI Search Visibility for B2B Teams',
      'I would like to know absolutely everything there is to know about every single aspect of content audits and rewrites and monitoring and pricing and plans for my company please',
      'Unlock Revolutionary AI Visibility With Our World-Class Platform!',
    ].map(realism);
    for (let i = 1; i < ranked.length; i++) expect(ranked[i - 1]).toBeGreaterThanOrEqual(ranked[i]!);
    // Questions above keyword queries, keyword queries above copy and fragments.
    expect(ranked[1]).toBeGreaterThan(ranked[2]!);
    expect(ranked[3]).toBeGreaterThan(ranked[4]!);
  });

  it('keeps good questions above the floor and drops marketing copy below it', () => {
    expect(realism('How much do content audits cost?')).toBeGreaterThan(0.9);
    expect(realism('Unlock Revolutionary AI Visibility With Our World-Class Platform!')).toBeLessThan(REALISM_FLOOR);
    expect(realism('audit')).toBeLessThan(REALISM_FLOOR);
  });

  it('scores within 0..1', () => {
    for (const p of ['', '?', '!!!', 'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(3)]) {
      expect(realism(p)).toBeGreaterThanOrEqual(0);
      expect(realism(p)).toBeLessThanOrEqual(1);
    }
  });
});

describe('english', () => {
  it.each([
    ['audits', true],
    ['companies', true],
    ['business', false],
    ['analytics', false],
    ['physics', false],
    ['lyrics', true],
    ['antibiotics', true],
    ['status', false],
    ['SaaS', false],
    ['news', false],
    ['software', false],
    ['alias', false],
    ['aliases', true],
  ])('%s is plural: %s', (word, yes) => expect(isPlural(word)).toBe(yes));

  it('makes singulars, agreeing verbs and articles', () => {
    expect(['companies', 'boxes', 'audits', 'classes'].map(singular)).toEqual(['company', 'box', 'audit', 'class']);
    expect(['is', 'Is', 'does', 'has', 'lasts', 'fixes'].map(pluralVerb)).toEqual(['are', 'Are', 'do', 'have', 'last', 'fix']);
    expect(['audit', 'user', 'hour', 'SEO', 'CRM', 'one-off', 'FAQ', 'umbrella'].map(article)).toEqual(['an', 'a', 'an', 'an', 'a', 'a', 'an', 'an']);
  });
});
