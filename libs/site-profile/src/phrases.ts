/**
 * Noun and verb phrases of short site texts (titles, headings, descriptions), chunked over the
 * part-of-speech tags of compromise. Its tagger reads sentences; site texts are often fragments
 * ("Cloud accounting software for freelancers"), where it may tag a leading noun as an
 * imperative: a word is read as a verb only when it is one of the verbs sites address readers
 * with and its object follows. Pure.
 */
import nlp from 'compromise';
import { withShortNames } from './sentences.js';
import { AUDIENCE_HEADS, CATEGORY_WORDS, FILLER_MODIFIERS, isQuantityPhrase } from './vocabulary.js';
import { isPlatformName } from './platform.js';

interface Token {
  text: string;
  /** Lower case, punctuation trimmed. */
  norm: string;
  tags: ReadonlySet<string>;
  /** Punctuation after the word ends a phrase. */
  breakAfter: boolean;
  /** Written with a hyphen to the next word ("open-source"). */
  hyphenNext: boolean;
}

/** Verbs sites address readers with: a phrase starting with one is a use case, not a topic. */
const ACTION_VERBS = new Set(
  (
    'build run schedule orchestrate automate monitor deploy manage track send create make write process analyze analyse store ' +
    'host share sell buy find book plan learn teach test debug ship scale migrate integrate connect sync backup secure protect ' +
    'visualize visualise transform stream query search compare choose save organize organise collaborate design edit publish ' +
    'measure grow reduce improve cut hire invoice pay accept get start launch fix repair clean treat prevent cook order ' +
    'discover explore read watch listen download install configure develop code program train join request report release ' +
    'upgrade update add set setup mirror subscribe apply renew register file claim restore discuss visit compare compares ' +
    'rewrite protect support'
  ).split(' '),
);

const PREPOSITIONS = new Set('over under across via per into onto within without through about like than from with by of in on at to near'.split(' '));
const POSSESSIVES = new Set('our your their its my his her'.split(' '));
const STOP_TAGS = ['Possessive', 'Determiner', 'Preposition', 'Conjunction', 'Copula', 'Pronoun', 'Modal', 'QuestionWord', 'Negative', 'Adverb', 'Auxiliary'];
const BREAK = /[,;:.!?|()[\]{}"“”–—/]|\s-\s/;

/** The forms the tagger reads as a copula with a text of their own ("it's" is tagged as an empty "is", never read). */
const COPULA_WORD = /(?:^|[^\p{L}\p{N}])(?:is|are|am|was|were|be)(?:n['’]t)?(?![\p{L}\p{N}])/iu;
/** Words before a self-description's copula that may not make a token of their own (a lone dash, a word cut by "..."): a wide margin. */
const COPULA_WORDS_SCANNED = 16;

/**
 * Whether a sentence may say what its subject is: a copula among its first words. Tagging is most
 * of the classifier's time, and most sentences of a page's opening text have none this early.
 */
function mayHaveEarlyCopula(sentence: string): boolean {
  return COPULA_WORD.test(sentence.split(/\s+/, COPULA_WORDS_SCANNED).join(' '));
}

/** A word's letter and digit runs: the pieces a subject's words are compared by ("Foo-Bar2" is foo, bar, 2). */
const WORD_PIECES = /[^\p{L}\p{N}]+|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u;

/**
 * Whether one of these words (lower case, letters and digits only) may be in a self-description's
 * subject: among the sentence's first words, as a piece of one or pieces run together ("Foo-Bar" is
 * foo, bar and foobar), however the tagger cuts its terms. A sentence that names none is not tagged.
 */
export function mayNameOneOf(sentence: string, words: ReadonlySet<string>): boolean {
  for (const word of sentence.toLowerCase().split(/\s+/, COPULA_WORDS_SCANNED)) {
    const pieces = word.split(WORD_PIECES).filter(Boolean);
    for (let i = 0; i < pieces.length; i++) {
      let joined = '';
      for (let j = i; j < pieces.length; j++) if (words.has((joined += pieces[j]))) return true;
    }
  }
  return false;
}

/** Texts already tagged: a profile asks several questions of the same title and headings. */
const TAGGED = new Map<string, Token[]>();
const TAGGED_MAX = 4_000;

function tokensOf(text: string): Token[] {
  const cached = TAGGED.get(text);
  if (cached) return cached;
  const out = tag(text);
  if (TAGGED.size >= TAGGED_MAX) TAGGED.delete(TAGGED.keys().next().value!);
  TAGGED.set(text, out);
  return out;
}

function tag(text: string): Token[] {
  const out: Token[] = [];
  for (const sentence of nlp(withShortNames(text)).json() as Array<{ terms: Array<{ text: string; tags: string[]; post: string; pre: string }> }>) {
    const terms = sentence.terms;
    terms.forEach((term, i) => {
      // The tagger leaves a language's "++" or "#" in the punctuation after its letter ("C++", "C#", "C/C++"): they are the name's.
      const sign = /^(\+\+|#)(?![\p{L}\p{N}])/u.exec(term.post)?.[1] ?? '';
      const t = { ...term, text: term.text + sign, post: term.post.slice(sign.length) };
      const norm = t.text.toLowerCase().replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, '');
      // A word cut off by an ellipsis ("on Google Pla...", a truncated og:description) is no word: the phrase ends before it.
      if (/^(\.\.\.|…)/.test(t.post) || /(\.\.\.|…)$/.test(t.text)) {
        if (out.length) out[out.length - 1]!.breakAfter = true;
        return;
      }
      if (!norm) return;
      const next = terms[i + 1];
      const tags = new Set(t.tags);
      // The tagger reads some prepositions as adjectives ("over Data Streams").
      if (PREPOSITIONS.has(norm)) tags.add('Preposition');
      if (POSSESSIVES.has(norm)) tags.add('Possessive');
      // "back-end", "front-end": an adverb joined to a noun is the compound's first word, not an adverb ("just-released" stays one).
      if (t.post === '-' && tags.has('Adverb') && next?.tags.includes('Noun') && !next.tags.includes('Verb')) tags.add('Noun');
      out.push({
        text: t.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''),
        norm,
        tags,
        breakAfter: BREAK.test(t.post) || (next !== undefined && BREAK.test(next.pre)) || i === terms.length - 1,
        hyphenNext: t.post === '-',
      });
    });
  }
  return out;
}

const has = (t: Token, tag: string) => t.tags.has(tag);
const isStop = (t: Token) => STOP_TAGS.some((tag) => has(t, tag)) && !has(t, 'Noun');
const isNounish = (t: Token) => (has(t, 'Noun') || has(t, 'Acronym') || has(t, 'ProperNoun') || AUDIENCE_HEADS.has(t.norm)) && !has(t, 'Pronoun');
const canModify = (t: Token) => !isStop(t) && !has(t, 'Value') && (isNounish(t) || has(t, 'Adjective') || has(t, 'Gerund') || has(t, 'Verb') || has(t, 'Hyphenated'));

/** "Cloud" or "accounting" before a noun is a modifier; a tagged verb is a verb only when sites use it as one. */
const looksLikeAction = (t: Token) => ACTION_VERBS.has(t.norm);

/** "Requesting" -> "request", "creating" -> "create", "running" -> "run": a gerund's verb, when sites use it as one. */
function gerundAction(t: Token): string | null {
  if (!/ing$/.test(t.norm) || t.norm.length < 6) return null;
  const bare = t.norm.slice(0, -3);
  const candidates = [bare, `${bare}e`, bare.replace(/(.)\1$/, '$1')];
  return candidates.find((c) => ACTION_VERBS.has(c)) ?? null;
}

function phraseText(tokens: readonly Token[]): string {
  return tokens
    .map((t, i) => t.text + (i === tokens.length - 1 ? '' : t.hyphenNext ? '-' : ' '))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Runs of words between stop words and punctuation: the raw material of phrases. */
function runs(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let run: Token[] = [];
  const flush = () => {
    if (run.length) out.push(run);
    run = [];
  };
  for (const t of tokens) {
    if (!canModify(t)) {
      flush();
      continue;
    }
    run.push(t);
    if (t.breakAfter) flush();
  }
  flush();
  return out;
}

/** A phrase's longest: five words. */
const MAX_PHRASE_WORDS = 5;

/** "generation" of "new generation", "next generation": praise with its filler, not a kind ("the best generation HTTP servers"). */
const isGenerationOf = (tokens: readonly Token[], i: number) =>
  (tokens[i]!.norm === 'generation' && i > 0 && /^(?:new|next|latest)$/.test(tokens[i - 1]!.norm)) || (tokens[i]!.norm === 'next' && tokens[i + 1]?.norm === 'generation');
/** "open source" is one word: its "open" is no praise of "source". */
const isOpenSourceAt = (tokens: readonly Token[], i: number) =>
  (tokens[i]!.norm === 'open' && tokens[i + 1]?.norm === 'source') || (tokens[i]!.norm === 'source' && tokens[i - 1]?.norm === 'open');

/**
 * A compound that says how a thing is made, not what it is for: "format-agnostic", "platform-independent", "asyncio-based"
 * (its platform is asked for on its own: "for Python"). "The best format-agnostic tabular dataset libraries" is a tagline's
 * wording, and "an asyncio-based client" names no field (batches ad to af, judged by hand).
 */
function isFillerCompound(text: string): boolean {
  if (FILLER_MODIFIERS.has(text) || /-(agnostic|independent|neutral)$/.test(text)) return true;
  const based = /^(.+)-based$/.exec(text);
  return based !== null && isPlatformName(based[1]!);
}

/** A run trimmed to a noun phrase: filler modifiers off the front, a noun at the end. */
function nounPhraseOf(run: readonly Token[], afterArticle = false): Token[] | null {
  let start = 0;
  const dropFront = (t: Token, i: number) =>
    // "Whole Foods", "Best Buy": a capitalised filler before a capitalised word is part of a name.
    (FILLER_MODIFIERS.has(t.norm) && !(/^[A-Z]/.test(t.text) && /^[A-Z]/.test(run[i + 1]?.text ?? '')) && !isOpenSourceAt(run, i)) ||
    isGenerationOf(run, i) ||
    has(t, 'Superlative') ||
    has(t, 'Comparative') ||
    // "released Minecraft", "lift Sudan sanctions": a verb before the phrase is not part of it.
    (i === start && run.length - start > 1 && !isNounish(t) && has(t, 'Verb') && (has(t, 'PastTense') || looksLikeAction(t)) && !has(t, 'Adjective') && has(run[i + 1]!, 'ProperNoun')) ||
    // "restore river habitats", "visit campus": an action before a noun is the reader's, not the subject's; after an article it
    // is the noun's modifier ("an improved build system generator").
    (i === 0 && !afterArticle && run.length > 1 && looksLikeAction(t) && (!isNounish(t) || has(run[1]!, 'Noun')) && !has(run[1]!, 'Gerund'));
  while (start < run.length) {
    // "real-time", "full-featured": a hyphenated compound is one word, dropped whole when it is filler ("world-class") or kept whole.
    let last = start;
    while (last < run.length - 1 && run[last]!.hyphenNext) last++;
    if (last > start) {
      if (!isFillerCompound(phraseText(run.slice(start, last + 1)).toLowerCase())) break;
      start = last + 1;
    } else if (dropFront(run[start]!, start)) start++;
    else break;
  }
  let end = run.length;
  while (end > start && !isNounish(run[end - 1]!)) end--;
  if (end <= start) return null;
  let from = Math.max(start, end - MAX_PHRASE_WORDS);
  // "process-based discrete-event simulation framework" cut to five words starts past the compound, not inside it.
  while (from > start && from < end - 1 && run[from - 1]!.hyphenNext) from++;
  // "Zsa Zsa Gabor's Palm Springs Home" cut to five words would be "Zsa Gabor's ...": a name cut in two is no phrase.
  if (from > start && /^\p{Lu}/u.test(run[from - 1]!.text) && /^\p{Lu}/u.test(run[from]!.text)) return null;
  const words = run.slice(from, end);
  return words.length ? words : null;
}

/**
 * The words of a phrase with their part-of-speech tags as the phrase reads inside a sentence
 * ("I read about manhole fires today."): alone, a fragment's plural noun is often read as a verb.
 */
export function phraseTags(phrase: string): Array<{ text: string; tags: ReadonlySet<string> }> {
  const tokens = tokensOf(`I read about ${phrase} today.`);
  return tokens.slice(3, -1).map((t) => ({ text: t.text, tags: t.tags }));
}

/** Noun phrases of a text, in order ("an open-source data orchestration platform" -> "open-source data orchestration platform"). */
export function nounPhrases(text: string): string[] {
  const out: string[] = [];
  const tokens = tokensOf(text);
  for (let run of runs(tokens)) {
    // "easy to crash game servers": after "to", a leading verb is the infinitive's, not a modifier.
    const before = tokens[tokens.indexOf(run[0]!) - 1];
    if (before?.norm === 'to' && run.length > 1 && has(run[0]!, 'Verb') && !isNounish(run[0]!)) run = run.slice(1);
    // A leading action verb starts a verb phrase; its object is still a noun phrase.
    const np = nounPhraseOf(run);
    if (np) out.push(phraseText(np));
  }
  return out;
}

/**
 * What a sentence says its subject is: the noun phrase after the first "is/are (a|an|the)".
 * "Pipewright is an open-source data orchestration platform for data engineers" ->
 * { category: "open-source data orchestration platform", audience: ["data engineers"] }.
 */
export function selfDescription(sentence: string): { subject: string; category: string; rest: string[] } | null {
  if (!mayHaveEarlyCopula(sentence)) return null;
  const tokens = tokensOf(sentence);
  const copula = tokens.findIndex((t) => has(t, 'Copula'));
  if (copula <= 0 || copula > 6) return null;
  const subject = phraseText(tokens.slice(0, copula));
  let i = copula + 1;
  let run: Token[] = [];
  // "a fast, simple and downright gorgeous static site generator": a list of praise before the kind is passed over.
  for (let lists = 0; lists < 6; lists++) {
    // "portable and powerful, yet simple, unit testing framework", "an Apache 2.0 licensed ... library": praise and a licence are passed over.
    while (i < tokens.length && (has(tokens[i]!, 'Determiner') || FILLER_MODIFIERS.has(tokens[i]!.norm) || isGenerationOf(tokens, i) || /^(and|or|yet|but)$/.test(tokens[i]!.norm) || isLicenceAt(tokens, i))) i++;
    run = [];
    for (; i < tokens.length && canModify(tokens[i]!); i++) {
      run.push(tokens[i]!);
      if (tokens[i]!.breakAfter) {
        i++;
        break;
      }
    }
    const praise = run.length > 0 && run.every((t) => !isNounish(t)) && (run.at(-1)!.breakAfter || /^(and|or)$/.test(tokens[i]?.norm ?? ''));
    if (!praise) break;
  }
  const np = nounPhraseOf(run, true);
  if (!np) return null;
  // "a minimalistic implementation of a caching validating DNS resolver": the thing implemented is the kind.
  if (IMPLEMENTS.has(np.at(-1)!.norm) && tokens[i]?.norm === 'of') {
    const implemented = nounRunAt(tokens, i + 1);
    // Not a name: "an implementation of the Dynamic Host Configuration Protocol" names a standard, not a kind of software.
    if (implemented && implemented.np.length >= 2 && !/^\p{Lu}/u.test(implemented.np[0]!.text)) return { subject, category: phraseText(implemented.np), rest: [] };
  }
  // "a flexible library for parallel computing": a bare kind word takes its purpose ("parallel computing library").
  if (np.length === 1 && CATEGORY_WORDS.has(np[0]!.norm) && tokens[i]?.norm === 'for') {
    const purpose = nounRunAt(tokens, i + 1, true);
    if (purpose && purpose.np.length <= 3 && !AUDIENCE_HEADS.has(purpose.np.at(-1)!.norm)) return { subject, category: `${phraseText(purpose.np)} ${phraseText(np)}`, rest: [] };
  }
  // The rest keeps the sentence's own tags: a clause tagged alone reads differently.
  const rest = runs(tokens.slice(i))
    .map((r) => nounPhraseOf(r))
    .filter((p): p is Token[] => p !== null)
    .map(phraseText);
  // "a framework and distributed processing engine": the bare kind word gives way to the phrase beside it.
  if (np.length === 1 && /^(and|or)$/.test(tokens[i]?.norm ?? '') && rest[0]) return { subject, category: rest[0], rest: [phraseText(np), ...rest.slice(1)] };
  return { subject, category: phraseText(np), rest };
}

/** Participles that open a clause after a noun ("kernels using ...", "files containing ..."), never the head of a purpose. */
export const CLAUSE_PARTICIPLES: ReadonlySet<string> = new Set(['using', 'including', 'containing', 'having', 'providing', 'supporting', 'allowing', 'enabling', 'featuring']);

/** The noun phrase that starts at `from` (determiners and fillers skipped; a gerund too, when asked: "for processing XML"). */
function nounRunAt(tokens: readonly Token[], from: number, skipGerund = false, afterOf = false): { np: Token[]; end: number } | null {
  let j = from;
  while (j < tokens.length && (has(tokens[j]!, 'Determiner') || FILLER_MODIFIERS.has(tokens[j]!.norm))) j++;
  if (skipGerund && tokens[j] && has(tokens[j]!, 'Gerund') && !tokens[j]!.breakAfter) {
    j++;
    // "for working with biological data", "for dealing with dates": the gerund's object is the purpose.
    if (tokens[j] && /^(with|on)$/.test(tokens[j]!.norm) && !tokens[j - 1]!.breakAfter) j++;
  }
  const run: Token[] = [];
  for (; j < tokens.length && canModify(tokens[j]!); j++) {
    run.push(tokens[j]!);
    if (tokens[j]!.breakAfter) break;
  }
  // "for kernels using the Jupyter protocol": a participle after a noun starts a clause; the noun is the purpose.
  while (run.length > 1 && CLAUSE_PARTICIPLES.has(run.at(-1)!.norm)) run.pop();
  // "for parallel computing": a purpose ends in its gerund, a noun here.
  const last = run.at(-1);
  // After "amounts of" or "a client for", what follows is a noun whatever the tagger says ("messages", "memcached").
  const np = last && (has(last, 'Gerund') || afterOf) && run.length <= 3 ? run : nounPhraseOf(run);
  return np ? { np, end: j } : null;
}

const LICENCE = /^(MIT|BSD|GPL|LGPL|AGPL|MPL|Apache2?|licen[sc]ed)$/i;

/** A licence's words before a kind: "Apache 2.0 licensed", "MIT-licensed", "GPLv3". */
function isLicenceAt(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  if (/^(licen[sc]ed|[lag]?gplv?\d*|mit-licen[sc]ed|bsd-licen[sc]ed)$/i.test(t.norm)) return true;
  // "Apache 2.0" or "MIT" only when "licensed" follows: "Apache" alone may be the foundation's project.
  for (let j = i + 1; j < Math.min(tokens.length, i + 3); j++) if (/^licen[sc]ed$/.test(tokens[j]!.norm)) return LICENCE.test(t.text) || /^v?\d+(\.\d+)*$/.test(t.norm);
  return false;
}

/** Heads that say a project is another thing, made anew: "an implementation of a DNS resolver" is a DNS resolver. */
const IMPLEMENTS = new Set(['implementation', 'reimplementation', 'port', 'rewrite', 'clone']);

/** Kinds that are for something named after them: "a Python client for memcached", "an interface to libcurl". */
const RELATIONAL_HEADS = new Set('interface interfaces client clients wrapper wrappers binding bindings adapter adapters driver drivers port frontend backend library toolkit framework module package extension plugin tool engine'.split(' '));

/**
 * A kind with what it is for, as one phrase: "Python client for memcached" (bare, "Python client"
 * names any client). "to" reads as "for": "Python interface to the cURL library" -> "Python interface for the cURL library".
 */
export function kindForPhrases(text: string): string[] {
  const tokens = tokensOf(text);
  const out: string[] = [];
  tokens.forEach((t, k) => {
    if (!RELATIONAL_HEADS.has(t.norm) || t.breakAfter || !/^(for|to)$/.test(tokens[k + 1]?.norm ?? '')) return;
    let start = k;
    while (start > 0 && canModify(tokens[start - 1]!) && !tokens[start - 1]!.breakAfter) start--;
    // "easy-to-use library": a hyphenated compound is one modifier, dropped whole (not "use library").
    while (start < k && (tokens[start - 1]?.hyphenNext || tokens[start]!.hyphenNext)) start++;
    // "MIT licensed XMPP library": a licence is no part of the kind.
    // Nor is "open source", dropped whole ("source frameworks" is no kind).
    while (start < k && (LICENCE.test(tokens[start]!.text) || FILLER_MODIFIERS.has(tokens[start]!.norm) || isOpenSourceAt(tokens, start))) start++;
    const kind = nounPhraseOf(tokens.slice(start, k + 1));
    const object = nounRunAt(tokens, k + 2, false, true);
    if (!kind || !object || kind.at(-1) !== t || AUDIENCE_HEADS.has(object.np.at(-1)!.norm)) return;
    // "a library for perform rate limiting": a bare verb after "for" is a broken clause, not what the kind is for.
    // A name the tagger reads as a past tense stays ("memcached").
    const first = object.np[0]!;
    if (!isNounish(first) && !/ing$/.test(first.norm) && (has(first, 'Infinitive') || has(first, 'PresentTense'))) return;
    // "a library for creating": a gerund with its object cut off is no purpose; nor is "for clean, simple and fast
    // access": an adjective a comma cuts from its noun.
    if (object.np.length === 1 && (has(first, 'Gerund') || (has(first, 'Adjective') && !isNounish(first)))) return;
    // "an extension to the xtensor library": a thing the kind is for keeps its "the".
    const the = tokens[k + 2]?.norm === 'the' ? 'the ' : '';
    const phrase = `${phraseText(kind)} for ${the}${phraseText(object.np)}`;
    if (phrase.split(' ').length <= 6) out.push(phrase);
  });
  return out;
}

/** The noun phrases after "for" (and their coordinates): "for freelancers and small businesses" -> both. */
export function forPhrases(text: string): string[] {
  const tokens = tokensOf(text);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    if (t.norm !== 'for') return;
    let j = i + 1;
    while (j < tokens.length) {
      while (j < tokens.length && (has(tokens[j]!, 'Determiner') || FILLER_MODIFIERS.has(tokens[j]!.norm))) j++;
      const run: Token[] = [];
      for (; j < tokens.length && canModify(tokens[j]!); j++) {
        run.push(tokens[j]!);
        if (tokens[j]!.breakAfter) break;
      }
      const np = nounPhraseOf(run);
      if (np) out.push(phraseText(np));
      const next = tokens[j];
      if (next && (next.norm === 'and' || next.norm === 'or') && !tokens[j - 1]?.breakAfter) j++;
      else if (next && run.at(-1)?.breakAfter && run.at(-1)?.text && /,/.test(text)) j++;
      else break;
    }
  });
  return out;
}

/**
 * What a site says it helps do: an action verb and its object ("Schedule pipelines with code" ->
 * "schedule pipelines"; "helps small businesses send invoices" -> "send invoices").
 */
export function actionPhrases(text: string): string[] {
  const tokens = tokensOf(text);
  const out: string[] = [];
  tokens.forEach((t, i) => {
    const prev = tokens[i - 1];
    // A heading that starts with a gerund names a task: "Requesting a virtual machine".
    const verb = looksLikeAction(t) ? t.norm : !prev ? gerundAction(t) : null;
    if (!verb) return;
    // An action is addressed to the reader: at the start, after "to", "and", "you", "can", "helps", "lets".
    const addressed = !prev || prev.breakAfter || /^(to|and|or|you|can|helps?|lets?|easily|quickly)$/.test(prev.norm);
    if (!addressed || t.breakAfter) return;
    let j = i + 1;
    while (j < tokens.length && has(tokens[j]!, 'Determiner')) j++;
    const run: Token[] = [];
    for (; j < tokens.length && canModify(tokens[j]!) && !(looksLikeAction(tokens[j]!) && run.length > 0 && !isNounish(tokens[j]!)); j++) {
      run.push(tokens[j]!);
      if (tokens[j]!.breakAfter) break;
    }
    let np = nounPhraseOf(run.filter((w) => !FILLER_MODIFIERS.has(w.norm)));
    // "process vast amounts of messages": the action's object is what the measure measures.
    if (np && isQuantityPhrase(phraseText(np)) && tokens[j]?.norm === 'of') np = nounRunAt(tokens, j + 1, false, true)?.np ?? null;
    if (!np || np.length > 4 || AUDIENCE_HEADS.has(np.at(-1)!.norm)) return;
    // At a heading's start, "Write access" is a noun compound: a verb there needs an object that
    // cannot be one ("a VM", "pipelines", "data pipelines").
    const determined = j > i + 1 && has(tokens[i + 1]!, 'Determiner');
    if (!prev && !determined && np.length === 1 && !has(np[0]!, 'Plural')) return;
    out.push(`${verb} ${phraseText(np)}`);
  });
  return out;
}
