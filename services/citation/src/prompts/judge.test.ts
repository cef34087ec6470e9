import { describe, expect, it } from 'vitest';
import { brandTerms } from './gates.js';
import { judgeQuestion, type Grounding, type JudgeInput } from './judge.js';

/** An open-source data orchestration tool, as its profile reads it. */
const PIPEWRIGHT: Grounding = {
  brandNames: ['Pipewright'],
  brandTerms: brandTerms({ names: ['Pipewright'], host: 'pipewright.example' }),
  phrases: ['open-source data orchestration platform', 'data pipelines', 'partitioned backfills', 'schedule jobs', 'track lineage', 'data engineers', 'Airflow', 'Software Publishers'],
  navTerms: ['docs', 'blog', 'community', 'github issues', 'download', 'integrations'],
};

const nonBranded = (text: string): JudgeInput => ({ text, type: 'non-branded', intent: null, origin: 'rules' });
const judge = (text: string, g: Grounding = PIPEWRIGHT) => judgeQuestion(nonBranded(text), g);

describe('the realism judge passes what a customer would type', () => {
  it.each([
    'What are the best open-source data orchestration platforms?',
    'How do I schedule data pipelines without writing cron jobs?',
    'What are the best alternatives to Airflow?',
    'Which data orchestration platforms do data engineers recommend?',
    'How can I track lineage across my data pipelines?',
  ])('%s', (text) => {
    const v = judge(text);
    expect(v.faults, v.reasons.join(' / ')).toEqual([]);
    expect(v.passed).toBe(true);
    expect(v.score).toBeGreaterThanOrEqual(0.6);
    expect(v.reasons.find((r) => r.startsWith('grounded'))).toBeTruthy();
  });
});

describe('the realism judge rejects each kind of bad question, and says why', () => {
  it.each([
    ['What should I look for in a various provider?', 'ungrammatical'],
    ['Which companies offer a audits?', 'ungrammatical'],
    ['What are the best data orchestration platform?', 'ungrammatical'],
    ['Which various pipeline tool is best?', 'ungrammatical'],
    ['What is the best your data orchestration platform?', 'ungrammatical'],
    ['How much does software cost?', 'generic'],
    ['What are the top software platforms?', 'generic'],
    ['Which companies offer services?', 'generic'],
    ['What is the best CRM for dentists?', 'ungrounded'],
    ['How much does community cost?', 'boilerplate'],
    ['Which companies offer GitHub issues for data pipelines?', 'boilerplate'],
    ['What is the best download for data pipelines?', 'boilerplate'],
    ['Orchestrate Your Data Pipelines As Code?', 'unnatural'],
    ['Pipewright Pipelines: Orchestration For Data Engineers review?', 'unnatural'],
    ['Is Pipewright better than Airflow for data pipelines?', 'leak'],
    ['DATA PIPELINES!!! Unlock Seamless Orchestration | Best-in-Class', 'unnatural'],
  ])('%s -> %s', (text, fault) => {
    const v = judge(text);
    expect(v.passed).toBe(false);
    expect(v.faults).toContain(fault);
    expect(v.score).toBe(0);
    expect(v.reasons.some((r) => r.startsWith(`${fault}:`))).toBe(true);
  });

  it('repairs nothing: a question that needs repairing is rejected', () => {
    for (const text of ['Is open-source data orchestration platforms worth it for data engineers?', 'How much does data pipelines costs?', 'Which several pipeline is best for data engineers?', 'Who is the best a data engineer in Berlin?'])
      expect(judge(text).faults, text).toContain('ungrammatical');
  });

  it('rejects a plural before a noun, except the plurals English uses there', () => {
    for (const text of ['What are the best RAW files libraries for data pipelines?', 'Which data orchestration platforms work well for governments organizations?', 'How do I avoid a pipelines failure in data engineering?'])
      expect(judge(text).reasons.join(' / '), text).toMatch(/ungrammatical: .*a plural before a noun/);
    for (const text of ['Which data orchestration platforms do sales teams recommend?', 'How do I get sports news into my data pipelines?', 'Which data orchestration platforms work well for data engineers?'])
      expect(judge(text).faults, text).not.toContain('ungrammatical');
    // A word English does not know, written so by the site, is a name: "an ncurses toolkit"; an English plural stays one.
    expect(judge('What are the best ncurses toolkits?', { ...PIPEWRIGHT, phrases: [...PIPEWRIGHT.phrases, 'ncurses toolkit'] }).faults).not.toContain('ungrammatical');
    expect(judge('What are the best ncurses toolkits?').faults).toContain('ungrammatical');
    expect(judge('What are the best RAW files libraries?', { ...PIPEWRIGHT, phrases: [...PIPEWRIGHT.phrases, 'RAW files library'] }).faults).toContain('ungrammatical');
  });

  it('rejects a preposition whose noun was cut off, but not English idioms', () => {
    expect(judge('What are the best data orchestration platforms for clean?').reasons.join(' / ')).toMatch(/ungrammatical: .*a preposition before an adjective/);
    for (const text of ['Which data orchestration platforms can I use for free?', 'Where can I buy data orchestration platforms for cheap?', 'Which data orchestration platforms are best for data engineers?'])
      expect(judge(text).faults, text).not.toContain('ungrammatical');
  });

  it('rejects an article before a field English does not count, and a clause cut off after its participle', () => {
    expect(judge('How do I analyse data pipelines with a genomics?').reasons.join(' / ')).toMatch(/ungrammatical: .*a field English does not count/);
    expect(judge('How do I analyse data pipelines with genomics?').faults).not.toContain('ungrammatical');
    expect(judge('What are the best data orchestration platforms for engineers using?').reasons.join(' / ')).toMatch(/ungrammatical: .*a clause cut off/);
    expect(judge('Which data orchestration platforms are most data engineers using?').faults).not.toContain('ungrammatical');
  });

  it('rejects words a comma runs together', () => {
    expect(judge('How do I mirror data pipelines to a local directory,building them offline?').faults).toContain('ungrammatical');
    expect(judge('How do I schedule data pipelines, backfills and sensors?').faults).not.toContain('ungrammatical');
  });

  it('rejects a food English does not count in the plural', () => {
    const kits: Grounding = { brandNames: ['Woop'], brandTerms: ['woop'], phrases: ['meal kits', 'pan-seared beef', 'kimchi fried rice'], navTerms: [] };
    for (const text of ['Where can I buy pan-seared beefs online?', 'What are the best kimchi fried rices to buy?']) expect(judge(text, kits).faults, text).toContain('ungrammatical');
    expect(judge('How do I make kimchi fried rice?', kits).passed).toBe(true);
  });

  it('does not read a verb phrase or a subject word as a grammar or brand error', () => {
    for (const text of ['How do I trigger a pipeline when a new file lands in an S3 bucket?', 'How many data pipelines per engineer is too many?', 'Which data engineers are not using cron for pipelines?'])
      expect(judge(text).faults, text).toEqual([]);
    const rust: Grounding = { brandNames: ['Notes on Rust'], brandTerms: brandTerms({ names: ['Notes on Rust'], host: 'notes-on-rust.example' }), phrases: ['Rust', 'systems programming'], navTerms: [] };
    expect(judge('How do I write an arena allocator in Rust?', rust).passed).toBe(true);
    expect(judge('Is Notes on Rust any good for systems programming?', rust).faults).toContain('leak');
  });

  it('reads a plural subject followed by its verb, an -ics plural, a preposition after a name and either article of SQL as English', () => {
    const health: Grounding = { brandNames: ['Health Daily'], brandTerms: brandTerms({ names: ['Health Daily'], host: 'healthdaily.example' }), phrases: ['microbes', 'antibiotics', 'species', 'galaxy', 'Sudan', 'sanctions', 'SQL query', 'succulents'], navTerms: [] };
    for (const text of [
      'Do microbes play a role in how new species form?',
      'How do astronomers map the shape of our galaxy?',
      'Do antibiotics work on viral infections?',
      'Do succulents do well in a closed terrarium?',
      'Why was Sudan under US sanctions in the first place?',
      'How do I write a SQL query that alerts me when signups drop?',
      'How do I write an SQL query that alerts me when signups drop?',
    ])
      expect(judge(text, health).faults, `${text}: ${judge(text, health).reasons.join(' / ')}`).not.toContain('ungrammatical');
    // A brand is a name, whatever English word it is: "restless" is no adjective left without its noun.
    const restless: Grounding = { brandNames: ['restless'], brandTerms: brandTerms({ names: ['restless'], host: 'restless.example' }), phrases: ['REST frameworks'], navTerms: [] };
    expect(judgeQuestion({ text: 'How do I get started with restless?', type: 'branded', intent: null, origin: 'rules' }, restless).faults).toEqual([]);
    // Words of a script written without spaces are read one by one: a Japanese question names the site's "フリーWi-Fi".
    const yahoo: Grounding = { brandNames: ['Yahoo!ニュース'], brandTerms: ['yahoo'], phrases: [], navTerms: [], lang: 'ja', siteWords: ['フリーwi-fiプロテクションは'] };
    expect(judge('トレンドマイクロのフリーWi-Fiプロテクションはいくら？', yahoo).faults).not.toContain('ungrounded');
    expect(judge('東京の天気はどうですか？', yahoo).faults).toContain('ungrounded');
    // A question that ends on "as" is cut off (batch ap: a browser's "Save Target As" read as a task).
    expect(judge('How do I save a target as?', health).faults).toContain('ungrammatical');
    expect(judge('How do I save a target as a PDF?', health).faults).not.toContain('ungrammatical');
    // The check still sees a singular after a plural auxiliary.
    expect(judge('Do microbe work on viral infections?', health).faults).toContain('ungrammatical');
    expect(judge('Do the galaxy map the shape of species?', health).faults).toContain('ungrammatical');
  });

  it('treats a menu label as chrome only when it is chrome, and refuses a price question for a site that sells nothing', () => {
    const restaurant: Grounding = { brandNames: ['Trattoria Lucia'], brandTerms: ['trattoria lucia'], phrases: ['Italian restaurant', 'Portland'], navTerms: ['reservations', 'menu', 'community'] };
    expect(judge('Which Italian restaurants in Portland take reservations for large groups?', restaurant).passed).toBe(true);
    expect(judge('What is the best Italian restaurant community in Portland?', restaurant).faults).toContain('boilerplate');
    expect(judge('How much does a data orchestration platform cost?', { ...PIPEWRIGHT, sells: false }).faults).toContain('ungrounded');
    expect(judge('How much does a data orchestration platform cost?', { ...PIPEWRIGHT, sells: true }).passed).toBe(true);
  });

  it('grounds a question by any of the site\'s own words', () => {
    expect(judge('How do I get exactly-once results from a data stream?', { ...PIPEWRIGHT, siteWords: ['exactly-once'] }).passed).toBe(true);
    expect(judge('How do I get exactly-once results from a stream?').faults).toContain('ungrounded');
  });

  it("rejects a software site's how-to whose task is any project's, not one of its field", () => {
    // A test runner's docs (nose2, hypothesis on Debian): their pages say "write tests", "run a server", "manage dependencies".
    const runner: Grounding = {
      brandNames: ['nose2'],
      brandTerms: ['nose2'],
      phrases: ['test runner', 'write tests', 'run a server', 'manage dependencies', 'create DXF files', 'Python', 'data engineers', 'schedule pipelines'],
      navTerms: [],
      software: { platform: 'Python', audience: ['data engineers'] },
    };
    for (const text of ['How do I write tests in Python?', 'How do I run a server?', 'What is the easiest way to manage dependencies?', 'How can data engineers write tests?']) {
      const v = judge(text, runner);
      expect(v.faults, text).toContain('generic');
      expect(v.reasons.join(' / ')).toMatch(/generic: ".+" is a task of any software project's/);
    }
    // A word of its own field saves it, and the platform or the audience is no such word.
    for (const text of ['How do I create DXF files in Python?', 'How can data engineers schedule pipelines?']) expect(judge(text, runner).faults, text).toEqual([]);
    // The background is software documentation's: another kind of site's how-tos are not judged by it.
    expect(judge('How do I write tests in Python?', { ...runner, software: null }).faults).not.toContain('generic');
  });

  it('does not ask a branded question to be grounded, but still checks its grammar and menu words', () => {
    const g = PIPEWRIGHT;
    expect(judgeQuestion({ text: 'What is Pipewright?', type: 'branded', intent: 'brand', origin: 'rules' }, g).passed).toBe(true);
    expect(judgeQuestion({ text: 'Is Pipewright good for community?', type: 'branded', intent: 'brand', origin: 'rules' }, g).faults).toContain('boilerplate');
    expect(judgeQuestion({ text: 'Is Pipewright a various tool?', type: 'branded', intent: 'brand', origin: 'ai' }, g).faults).toContain('ungrammatical');
  });

  it('counts a word and its plural as the same grounding word', () => {
    expect(judge('What is the best open-source job queue?', { ...PIPEWRIGHT, phrases: ['open source job queues'] }).passed).toBe(true);
  });
});

describe("a news publisher's field", () => {
  const paper: Grounding = { brandNames: ['BusinessWeek'], brandTerms: brandTerms({ names: ['BusinessWeek'], host: 'www.businessweek.com' }), phrases: ['cable providers'], navTerms: [] };
  it('is its own word in a question, however common in English, and only for the publisher whose field it is', () => {
    expect(judge('What are the best business news sites?', { ...paper, beat: 'business' }).passed).toBe(true);
    expect(judge('What are the best business news sites?', paper).faults).toContain('generic');
  });
});
