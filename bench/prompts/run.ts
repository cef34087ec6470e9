/**
 * make bench-prompts: are the citation test's questions ones a real customer would ask (issue 22)?
 *
 * The judged set (judged-set.json: 1698 sites and pages no one here wrote, or fixture sites, each
 * with a topic and 3 to 5 questions written by hand, split tuned / held out) is read as the
 * product reads an audit: the site profile from its pages, its kind and industry from the
 * classifier (on the same pages), then the rules set (a blend without an LLM is the same set).
 * For the generated non-branded questions it reports, per split:
 * - the hand-judged realistic share (generated-judgments.json: each generated question judged by
 *   hand; a question not judged yet fails the target and is listed in results/prompts-to-judge.json);
 * - the grounded share, judged independently of the product: the question shares a subject word
 *   with the site's hand topic or hand-written questions;
 * - the ungrammatical count (hand judgments);
 * - the mean pairwise Jaccard between the question sets of different sites of the same kind;
 * - the overlap with the hand-written questions;
 * and how the product's realism judge agrees with hand judgments (hand-judged.json: 390 questions,
 * realistic or not, with the fault of each unrealistic one), and how two hand judges agree on a
 * sample of held-out questions (second-judgments.json), which says how much the realistic share
 * moves with who judges.
 *
 * Writes bench/results/prompts.json and prints a table. Exits 1 when a held-out target is missed.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseHtml } from '@citable/html';
import { readSiteProfile, type SiteProfile } from '@citable/site-profile';
import { FIXTURE_SITES, fixtureSitePages, KIND_SITES, PROJECT_SITES, type SiteBuilder } from '@citable/testing';
import type { SiteType } from '@citable/contracts';
import { readCapture, type CaptureSource } from '../page-captures.js';
import { classifySite } from '../../services/classifier/src/classify/classify-site.js';
import { sitePage } from '../../services/classifier/src/signals/site-page.js';
import { loadTaxonomy, type Taxonomy } from '../../services/classifier/src/taxonomy/taxonomy.js';
import { agreement, splitReport, TARGETS, type HandJudgment, type SiteQuestions } from '../../services/citation/src/eval/prompt-metrics.js';
import { brandTerms } from '../../services/citation/src/prompts/gates.js';
import { familyForSite, generatePromptSet, questionSiteType, siteNames } from '../../services/citation/src/prompts/generate.js';
import { isSoftwareFamily } from '../../services/citation/src/prompts/intents.js';
import { judgeQuestion, type Grounding } from '../../services/citation/src/prompts/judge.js';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const CORPUS = process.env.BENCH_CORPUS ?? path.resolve(ROOT, '../shared/corpus/pages');
const RESULTS = path.join(ROOT, 'bench/results/prompts.json');
const TO_JUDGE = path.join(ROOT, 'bench/results/prompts-to-judge.json');
/** Pages of a site the prompt generator reads (prompt-context.ts reads an audit's 30 shallowest). */
const PAGES_READ = 30;
/** Pages the classifier reads: the home page and its menu pages. */
const CLASSIFIER_PAGES = 10;
/** The last batch of held-out pages added; each batch's figure before anyone read its output is judged-set.json's first_sight. */
const LAST_BATCH = 'fresh-2026-11-28-av';

interface JudgedItem {
  id: string;
  source: 'project' | 'fixture' | 'corpus' | CaptureSource;
  site?: string;
  page?: string;
  file?: string;
  /** Several captures of one site (mercury-parser, debian-docs), read together as the site's pages. */
  files?: string[];
  export?: string;
  host: string;
  kind: string;
  topic: string;
  sells: boolean;
  city: string | null;
  lang?: string;
  split: 'tuned' | 'held_out';
  /** Items added on 2026-11-27 in batches, each measured with the rules frozen before it was read. */
  batch?: string;
  questions: string[];
  branded: string[];
}

const BUILDERS: Record<string, Record<string, SiteBuilder>> = { PROJECT_SITES, KIND_SITES, FIXTURE_SITES };

async function pagesOf(item: JudgedItem): Promise<Array<{ url: string; html: string }>> {
  if (item.source === 'project' || item.source === 'fixture') {
    const builder = BUILDERS[item.export ?? (item.source === 'project' ? 'PROJECT_SITES' : 'KIND_SITES')]?.[item.site!] ?? FIXTURE_SITES[item.site as keyof typeof FIXTURE_SITES];
    if (!builder) throw new Error(`judged set: no fixture site named ${item.site}`);
    return fixtureSitePages(builder, `https://${item.host}`, PAGES_READ);
  }
  if (item.source === 'corpus') return [{ url: `https://${item.host}/`, html: await readFile(path.join(CORPUS, `${item.page}.html`), 'utf8') }];
  const files = item.files ?? [item.file!];
  const source = item.source;
  // Each capture is its own page of the site; the first is read as the home page.
  return Promise.all(files.map(async (file, i) => ({ url: i === 0 ? `https://${item.host}/` : `https://${item.host}/${path.basename(file, '.html')}`, html: await readCapture(source, file) })));
}

interface Generated {
  item: JudgedItem;
  profile: SiteProfile;
  /** The classifier's site type, and the one the questions are asked for (questionSiteType). */
  classified: string | null;
  siteType: SiteType | null;
  industry: string;
  nonBranded: string[];
  branded: string[];
  flags: string[];
}

async function generate(item: JudgedItem, taxonomy: Taxonomy): Promise<Generated> {
  const pages = await pagesOf(item);
  const parsed = pages.map((p) => ({ url: p.url, doc: parseHtml(p.html, p.url) }));
  const profile = readSiteProfile(item.host, parsed);
  const c = classifySite(taxonomy, item.host, pages.slice(0, CLASSIFIER_PAGES).map((p) => sitePage(p.url, p.html)));
  const typed = c.comparison.v2.site_type.value;
  const siteType = questionSiteType(c.comparison.v2);
  const industry = c.comparison.v2.industry.value;
  const set = await generatePromptSet('rules', {
    host: item.host,
    profile,
    ownerDescription: null,
    siteType,
    vertical: c.vertical,
    industry,
    classifier: 'answered',
    competitors: [],
    llm: null,
    siteText: { titles: [], headings: [], mainText: '' },
  });
  return { item, profile, classified: typed === 'unknown' ? null : typed, siteType, industry, nonBranded: set.nonBranded, branded: set.branded, flags: set.meta.flags ?? [] };
}

function groundingOf(g: Generated): Grounding {
  const names = siteNames(g.profile);
  return {
    brandNames: names,
    brandTerms: brandTerms({ names, host: g.item.host }),
    phrases: [...g.profile.topics, ...g.profile.dishes, ...(g.profile.beat ? [`${g.profile.beat} news`] : []), ...g.profile.brandSubjectWords, ...g.profile.topicCandidates.map((c) => c.phrase), ...g.profile.useCases, ...g.profile.purposes, ...g.profile.audience, ...g.profile.competitors, ...[g.profile.local?.city ?? g.profile.city].filter((c): c is string => Boolean(c)), g.industry],
    navTerms: g.profile.navTerms,
    siteWords: g.profile.vocabulary,
    sells: g.profile.sells,
    software: isSoftwareFamily(familyForSite(g.siteType, g.profile)) ? { platform: g.profile.platform, audience: g.profile.audience } : null,
    beat: familyForSite(g.siteType, g.profile) === 'publisher' ? g.profile.beat : null,
  };
}

/** A judgment is of a site's question, whatever its case. */
const judgmentKey = (site: string, text: string) => `${site}\n${text.toLowerCase()}`;
const round = (n: number | null, d = 3) => (n === null ? null : Math.round(n * 10 ** d) / 10 ** d);
const pct = (n: number | null) => (n === null ? '—' : `${(n * 100).toFixed(1)}%`);

async function main(): Promise<void> {
  const taxonomy = await loadTaxonomy();
  const set = JSON.parse(await readFile(path.join(ROOT, 'bench/prompts/judged-set.json'), 'utf8')) as { items: JudgedItem[]; first_sight?: Array<{ batch: string; rules_commit: string; questions: number; realistic: number; share: number }> };
  const hand = (JSON.parse(await readFile(path.join(ROOT, 'bench/prompts/hand-judged.json'), 'utf8')) as { items: Array<HandJudgment & { type: 'branded' | 'non-branded' }> }).items;
  const generatedJudgments = (JSON.parse(await readFile(path.join(ROOT, 'bench/prompts/generated-judgments.json'), 'utf8')) as { items: HandJudgment[] }).items;
  const secondJudgments = (JSON.parse(await readFile(path.join(ROOT, 'bench/prompts/second-judgments.json'), 'utf8')) as { items: HandJudgment[] }).items;

  const generated = await Promise.all(set.items.map((item) => generate(item, taxonomy)));
  const sitesOf = (split?: 'tuned' | 'held_out', batch?: string): SiteQuestions[] =>
    generated
      .filter((g) => (!split || g.item.split === split) && (!batch || g.item.batch === batch))
      // Only English questions are asked: a site in another language is flagged, not scored against hand questions in its language.
      .filter((g) => !g.flags.includes('english_only'))
      .map((g) => ({ id: g.item.id, kind: g.item.kind, split: g.item.split, handTopic: g.item.topic, handQuestions: g.item.questions, generated: g.nonBranded }));

  const splits = {
    tuned: splitReport(sitesOf('tuned'), generatedJudgments),
    held_out: splitReport(sitesOf('held_out'), generatedJudgments),
    held_out_last_batch: splitReport(sitesOf('held_out', LAST_BATCH), generatedJudgments),
    all: splitReport(sitesOf(), generatedJudgments),
  };

  // The classifier's site type against the hand label: the batches' pages were added after its rules were last changed, so they check it on pages it never saw.
  const siteTypeAgreement = (filter: (g: Generated) => boolean) => {
    const items = generated.filter(filter);
    return { n: items.length, agreed: items.filter((g) => g.classified === g.item.kind).length, misses: items.filter((g) => g.classified !== g.item.kind).map((g) => `${g.item.id}: ${g.item.kind} read as ${g.classified ?? 'unknown'}`) };
  };
  const siteType = { tuned: siteTypeAgreement((g) => g.item.split === 'tuned'), held_out: siteTypeAgreement((g) => g.item.split === 'held_out'), held_out_batches: siteTypeAgreement((g) => g.item.batch !== undefined) };

  // The judge against hand judgments, each question judged with its own site's grounding.
  const byId = new Map(generated.map((g) => [g.item.id, g]));
  const judgePairs = (split?: 'tuned' | 'held_out') =>
    hand
      .filter((h) => byId.has(h.site) && (!split || byId.get(h.site)!.item.split === split))
      .map((h) => {
        const verdict = judgeQuestion({ text: h.text, type: h.type, intent: null, origin: 'rules' }, groundingOf(byId.get(h.site)!));
        return { hand: h, passed: verdict.passed, verdict };
      });
  const judge = { tuned: agreement(judgePairs('tuned')), held_out: agreement(judgePairs('held_out')), all: agreement(judgePairs()) };

  // How far two hand judges agree (a second one re-judged a sample blind): how much the realistic share moves with who judges.
  const firstByKey = new Map(generatedJudgments.map((j) => [judgmentKey(j.site, j.text), j]));
  const judgePairsOfHands = secondJudgments.flatMap((j) => {
    const first = firstByKey.get(judgmentKey(j.site, j.text));
    return first ? [{ hand: first, passed: j.realistic }] : [];
  });
  const secondJudge = {
    ...agreement(judgePairsOfHands),
    first_realistic_share: round(judgePairsOfHands.filter((p) => p.hand.realistic).length / Math.max(1, judgePairsOfHands.length)),
    second_realistic_share: round(judgePairsOfHands.filter((p) => p.passed).length / Math.max(1, judgePairsOfHands.length)),
  };

  const toJudge = generated.flatMap((g) =>
    g.flags.includes('english_only') ? [] : g.nonBranded.filter((q) => !firstByKey.has(judgmentKey(g.item.id, q))).map((text) => ({ site: g.item.id, kind: g.item.kind, topic: g.item.topic, text })),
  );

  const result = {
    measured_at: new Date().toISOString(),
    set: { items: set.items.length, held_out: set.items.filter((i) => i.split === 'held_out').length, hand_judged_questions: hand.length, generated_judgments: generatedJudgments.length },
    mode: 'rules (the production blend without an LLM is the same set; AI (V4) needs a real LLM and is not measured here)',
    targets: TARGETS,
    splits,
    // Each batch's realistic share when first measured, before its output was read (judged-set.json).
    first_sight: set.first_sight ?? [],
    judge_agreement: judge,
    // The first hand judgments against a second helper's, on a sample of held-out questions (second-judgments.json).
    hand_judges_agreement: { n: secondJudge.n, agreement: round(secondJudge.accuracy), kappa: round(secondJudge.kappa), first_realistic_share: secondJudge.first_realistic_share, second_realistic_share: secondJudge.second_realistic_share },
    classifier_site_type: siteType,
    // Where the judge and the hand disagree, with the judge's reasons: what to look at (on the tuned split) to improve it.
    judge_disagreements: judgePairs()
      .filter((p) => p.passed !== p.hand.realistic)
      .map((p) => ({ site: p.hand.site, split: byId.get(p.hand.site)!.item.split, text: p.hand.text, hand: p.hand.realistic ? 'realistic' : `unrealistic (${p.hand.fault})`, judge: p.passed ? 'passed' : p.verdict.faults.join(', '), reasons: p.verdict.reasons.filter((r) => /^(ungrammatical|generic|ungrounded|boilerplate|unnatural|leak)/.test(r)) })),
    sites: generated.map((g) => ({
      id: g.item.id,
      split: g.item.split,
      ...(g.item.batch ? { batch: g.item.batch } : {}),
      kind: g.item.kind,
      classified_as: g.classified,
      asked_as: g.siteType,
      industry: g.industry,
      hand_topic: g.item.topic,
      brand: g.profile.brand,
      topic: g.profile.topic,
      beat: g.profile.beat,
      flags: g.flags,
      non_branded: g.nonBranded,
      branded: g.branded,
    })),
    unjudged: toJudge.length,
  };
  await mkdir(path.dirname(RESULTS), { recursive: true });
  await writeFile(RESULTS, `${JSON.stringify(result, null, 2)}\n`);
  await writeFile(TO_JUDGE, `${JSON.stringify({ about: 'Generated non-branded questions of make bench-prompts that generated-judgments.json does not judge yet: judge each by hand there.', items: toJudge }, null, 2)}\n`);

  const row = (r: (typeof splits)['all']) => ({
    sites: `${r.sites_with_questions}/${r.sites}`,
    'non-branded': r.non_branded,
    'realistic (hand) ≥90%': `${pct(r.realistic_share)}${r.unjudged ? ` (${r.unjudged} unjudged)` : ''}`,
    'grounded ≥95%': pct(r.grounded_share),
    'ungrammatical =0': r.ungrammatical,
    'same-kind Jaccard ≤0.2': round(r.same_kind_jaccard.mean),
    'hand overlap (mean best / ≥0.25)': `${round(r.hand_overlap.mean_best_jaccard, 2)} / ${pct(r.hand_overlap.matched_share)}`,
  });
  console.table({ tuned: row(splits.tuned), held_out: row(splits.held_out), 'held out, last batch': row(splits.held_out_last_batch), all: row(splits.all) });
  const jrow = (a: (typeof judge)['all']) => ({ n: a.n, accuracy: pct(a.accuracy), 'precision (passed & realistic)': pct(a.precision), 'recall (realistic passed)': pct(a.recall), 'unrealistic rejected': pct(a.rejection_recall), kappa: round(a.kappa, 2) });
  console.table({ 'judge vs hand, tuned': jrow(judge.tuned), 'judge vs hand, held out': jrow(judge.held_out), 'judge vs hand, all': jrow(judge.all) });
  if (set.first_sight?.length) {
    const n = set.first_sight.reduce((a, b) => a + b.questions, 0);
    const ok = set.first_sight.reduce((a, b) => a + b.realistic, 0);
    console.log(`first sight (each held-out batch before its output was read): ${set.first_sight.map((b) => `${(b.share * 100).toFixed(1)}% of ${b.questions}`).join(', ')}; pooled ${((ok / n) * 100).toFixed(1)}% of ${n}`);
  }
  if (secondJudge.n) console.log(`two hand judges on ${secondJudge.n} held-out questions: agree on ${pct(secondJudge.accuracy)}, kappa ${round(secondJudge.kappa, 2)}; realistic ${pct(secondJudge.first_realistic_share)} by the first, ${pct(secondJudge.second_realistic_share)} by the second`);
  console.log(`classifier site type = hand kind: ${Object.entries(siteType).map(([k, v]) => `${k} ${v.agreed}/${v.n}`).join(', ')}`);
  console.log(`wrote ${path.relative(ROOT, RESULTS)}${toJudge.length ? `; ${toJudge.length} generated questions await a hand judgment: ${path.relative(ROOT, TO_JUDGE)}` : ''}`);
  const missed = Object.entries(splits.held_out.targets).filter(([, t]) => !t.pass);
  if (missed.length) {
    console.log(`held-out targets missed: ${missed.map(([k, t]) => `${k} ${t.value === null ? '—' : round(t.value)} (target ${t.target})`).join(', ')}`);
    process.exitCode = 1;
  }
}

await main();
