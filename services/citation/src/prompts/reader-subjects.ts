/**
 * What a reader of a publisher or a blog asks about, read from the site profile's subjects: names
 * and fields, not the clauses, fragments and passing mentions headlines are full of; the article
 * a subject takes; and the how-tos such a reader asks. Pure, on compromise's tags and the
 * SUBTLEX-US word ranks.
 */
import { isName, NO_SPACE_SCRIPT, phraseTags, wordRank } from '@citable/site-profile';
import { isMassPhrase, isPlural, singular } from './english.js';

/** A publisher's own genre words: a reader asks about the game, not the review of it. */
export const GENRE = /\s+(review|reviews|interview|preview|recap|analysis|explainer|guide|opinion|live|update|updates)$/i;

/**
 * What a reader asks a publisher or a blog about: a name ("Harbour United", "Whole Foods",
 * "Apple's Vision Pro") or a field that is not one of English's common words ("compilers",
 * "manhole fires"), without the genre word ("Shovel Knight review" is "Shovel Knight").
 * Headlines are full of phrases that are none of these, and no reader types them:
 * - a clause ("Obama admits US gun laws", "gut microbes can split", "Here's our year");
 * - a possessive left open ("Nintendo's") or a capitalised common word ("Bug");
 * - a description with no thing of its own ("the spectacular story", "surprising findings");
 * - a countable common noun in the singular, which points back into the story ("the frustration",
 *   "the crowded core"): a field is a plural or a mass noun ("closed terrariums", "student journalism");
 * - on a site in another language, its words ("hrozí gigantům", "Das"): only names of several
 *   capitalised words carry over to an English question ("América Latina").
 */
export function readerSubjects(subjects: readonly string[], opts: { english?: boolean; news?: boolean; definite?: readonly string[] } = {}): string[] {
  const definite = new Set((opts.definite ?? []).map((s) => s.replace(GENRE, '')));
  const out = subjects
    .map((s) => s.replace(GENRE, '').replace(WHEN, '').replace(CORPORATE, ''))
    .map((s) => (opts.news && !definite.has(s) ? namePart(personOf(s)) : s))
    // What namePart left with a plural common noun ("Ramban killings", "Brooklyn nets") is a story's event or a name cased wrong.
    .filter((s) => !(opts.news && !definite.has(s) && /^[\p{Lu}\p{N}]/u.test(s) && / \p{Ll}[\p{L}-]*$/u.test(s) && !/['’]s\s/.test(s) && isPlural(s.split(' ').at(-1)!)))
    .filter((s) => readsAsSubject(s, opts.english ?? true, opts.news ?? false, definite.has(s)));
  return [...new Set(out)];
}

/** A company's legal form is no part of how readers name it: "Microsoft Corp" is Microsoft. */
const CORPORATE = /\s+(Corp|Corporation|Inc|Incorporated|Ltd|Limited|LLC|plc|PLC|Co|AG|SA|NV)\.?$/;

/** A headline's "when" is no part of its subject: "Danny Espinosa tonight". */
const WHEN = /\s+(tonight|today|tomorrow|yesterday|now|again|this (?:week|weekend|year|season))$/i;

/**
 * A news beat is the name a headline's phrase leads with, when the rest is a clause ("Kellyanne
 * Conway named counselor", "Verizon touts ...") or one facet of the name ("Xbox One requirements",
 * "Whole Foods workers", "Verizon FiOS set-top boxes"). A name followed by a thing of several
 * words in the singular is that thing ("Jewish Pop culture fix", "Charleston church massacre"):
 * cutting it leaves a word that is not the story's subject.
 */
function namePart(s: string): string {
  const words = s.split(' ');
  if (words.length < 2 || !/^[\p{Lu}\p{N}]/u.test(s) || words.some((w) => /['’]s$/.test(w)) || !/^\p{Ll}/u.test(words.at(-1)!)) return s;
  const lead = words.slice(0, words.findIndex((w) => !/^[\p{Lu}\p{N}]/u.test(w)));
  const rest = words.slice(lead.length);
  // "Alaskan halibut", "Foodborne illness", "Greek mountain peak": a word that describes is no name on its own; nor is the
  // place or the person a story is about the beat ("Alabama" of "Alabama immigration law").
  const leadTags = phraseTags(lead[0]!.toLowerCase())[0]?.tags;
  const describes = lead.length === 1 && (CLASSIFYING.test(lead[0]!) || Boolean(leadTags?.has('Adjective') || leadTags?.has('Demonym')));
  const whereOrWho = phraseTags(lead.join(' ')).every((t) => t.tags.has('Place') || t.tags.has('Person'));
  const clause = phraseTags(rest.join(' ')).some((t) => t.tags.has('Verb') && !t.tags.has('Noun'));
  const oneThing = rest.length > 1 && !clause && !isPlural(rest.at(-1)!);
  return describes || whereOrWho || oneThing ? s : lead.join(' ');
}

/**
 * A headline names a person with what they are ("Colts TE Weslye Saunders", "Rutgers AD Julie Hermann", "American Hero Kelly
 * Malloy"): the reader asks about the person. The name is the last words the tagger reads as one, from a first name when
 * it knows one ("Ruth Bader Ginsburg").
 */
function personOf(s: string): string {
  const words = s.split(' ');
  if (words.length < 3 || !words.every((w) => /^[\p{Lu}\p{N}]/u.test(w)) || isPersonName(s)) return s;
  // What comes before the name says what the person is: a common word ("Hero", "Justice") or initials ("TE", "CEO"), where a
  // name's word ("San" of "San Antonio Spurs") belongs to a longer name.
  const says = (before: string) => !isName(before) || /^\p{Lu}{2,4}$/u.test(before);
  const tails = [3, 2].filter((k) => k < words.length && says(words[words.length - k - 1]!)).map((k) => words.slice(-k).join(' ')).filter(isPersonName);
  return tails.find((t) => phraseTags(t.split(' ')[0]!)[0]?.tags.has('FirstName')) ?? tails.at(-1) ?? s;
}

/** Bodies known by initials said letter by letter take "the" ("the NFL", "the DOJ"); acronyms said as words ("NASA") and companies ("IBM") do not. Data. */
const THE_INITIALISMS = new Set(
  'FBI CIA NSA DOJ DHS EPA FDA FCC FTC SEC IRS TSA FAA CDC NIH NRA GOP DNC RNC ACLU NAACP NFL NBA NHL MLB MLS NCAA PGA WWE IOC UFC EU UN UK US USA IMF WHO WTO ECB BBC NHS AP ICC IAEA OECD'.split(' '),
);

/** Seats of power and bodies named after a place or a building that take "the": "the Vatican", "the Kremlin". Data. */
const THE_NAMES = new Set(['Vatican', 'Kremlin', 'Pentagon', 'White House', 'Capitol', 'Knesset', 'Bundestag', 'Fed', 'Hague', 'Netherlands', 'Philippines', 'Bahamas', 'Gambia']);

/** A person's name, every word of it ("Mark Zuckerberg"): readers look for news sites about a topic or a company, not about one person. */
export function isPersonName(s: string): boolean {
  const tagged = phraseTags(s);
  return tagged.length > 0 && tagged.every((t) => t.tags.has('Person'));
}

/** Names of bodies that take "the": "the Muslim Brotherhood", "the Labour Party", "the American Theatre Wing". */
const INSTITUTION = /\s(Brotherhood|Party|Union|Council|Commission|Department|Ministry|Senate|Court|Army|Navy|Administration|Agency|Bureau|Committee|Parliament|Federation|League|Association|Church|Government|Assembly|Authority|Service|Corps|Foundation|Institute|Institution|Society|Museum|Wing|Fund|Trust|Organization|Organisation|Alliance|Coalition|Board|Office)$/;

/** A one-word plural name ("the Mets"), a team's or a body's name ("the Muslim Brotherhood") takes "the"; a person's or a place's does not. */
export function takesThe(s: string): boolean {
  // A possessive is its own determiner: "Egypt's Muslim Brotherhood".
  if (/['’]s\s/.test(s) || !/^\p{Lu}/u.test(s)) return false;
  if (INSTITUTION.test(s) || THE_INITIALISMS.has(s) || THE_NAMES.has(s)) return true;
  const words = s.split(' ');
  // What a body known by its initials holds or runs takes its "the": "the NBA Finals", "the NFL Draft".
  if (words.length > 1 && THE_INITIALISMS.has(words[0]!) && /^\p{Lu}\p{Ll}+$/u.test(words.at(-1)!)) return true;
  // A team is its place and a plural name: "the San Antonio Spurs", "the Brooklyn Nets" (not "Whole Foods").
  if (words.length > 1 && /^\p{Lu}\p{Ll}+s$/u.test(words.at(-1)!) && isPlural(words.at(-1)!)) return phraseTags(words.slice(0, -1).join(' ')).every((t) => t.tags.has('Place'));
  if (!/^\p{Lu}\p{Ll}+$/u.test(s) || !isPlural(s)) return false;
  // A team's name is an English word ("Mets", "Knicks" of "knick", "Blackhawks" of "hawk"); a surname that looks plural is not ("Ailes").
  const one = singular(s.toLowerCase());
  const known = (w: string) => Number.isFinite(wordRank(w));
  if (!known(s.toLowerCase()) && !Array.from({ length: Math.max(0, one.length - 3) }, (_, i) => one.slice(i)).some(known)) return false;
  const tags = phraseTags(s)[0]?.tags;
  return !tags || !['Person', 'Place', 'FirstName', 'LastName'].some((t) => tags.has(t));
}

/** Offices a headline names a person by ("Google CEO", "German Minister"): the person, not a subject a reader types. Data. */
const OFFICE = /(?:^|\s)(VP|CEO|CFO|CTO|COO|Chief|Minister|President|Chairman|Chairwoman|Chair|Director|Secretary|Governor|Senator|Mayor|Coach|Spokesman|Spokeswoman|Boss|Founder|Commissioner|Chancellor|Premier|Official|Officials|Leader|Leaders)$/;

/** `news`: a publisher's subject is a beat, which one common word is not ("headsets"); a blog's field may be ("compilers"). */
function readsAsSubject(s: string, english: boolean, news: boolean, definite: boolean): boolean {
  const words = s.split(' ');
  if (CONTRACTION.test(s) || /['’]s?$/.test(s) || TEMPLATE_WORDS.test(s)) return false;
  // A piece cut from a sentence: "'s Executive Editor", "Chong's Up" (of "Up in Smoke"), "David Bloom abou".
  if (/^[^\p{L}\p{N}]/u.test(s) || FUNCTION_WORD.test(words.at(-1)!) || (/^\p{Ll}{1,4}$/u.test(words.at(-1)!) && !Number.isFinite(wordRank(words.at(-1)!)))) return false;
  // Case that changes back ("QR code Photobombs", "Palestinians mark Nakba", "Spurs threesome Duncan") is a headline cut
  // across its words: a name keeps its capitals, and a capitalised word after a common one starts another phrase.
  if (words.length >= 3 && /^[\p{Lu}\p{N}]/u.test(s) && /^\p{Lu}/u.test(words.at(-1)!) && /^\p{Ll}/u.test(words.at(-2)!) && !FUNCTION_WORD.test(words.at(-2)!) && !NAME_LINKS.test(words.at(-2)!)) return false;
  if (news && OFFICE.test(s)) return false;
  // A quantity of something ("all busy preparing", "many reasons") names none of it.
  if (/^(all|some|many|most|every|each|any|several|few|more|other|such)\s/i.test(s)) return false;
  // A people ("the Kenyans", "Palestinians") is who a story is about, not a beat a reader follows.
  if (news && words.length === 1 && phraseTags(s)[0]?.tags.has('Demonym') && isPlural(s)) return false;
  const tagged = phraseTags(s);
  if (tagged.some((t) => t.tags.has('Verb') && !t.tags.has('Noun'))) return false;
  // A headline's praise of a name ("Larry Page's incredible comeback", "Gaming's richest universes"):
  // an adjective that judges, where one that classifies ("Iran's nuclear program") names a thing.
  const owner = words.findIndex((w) => /['’]s$/.test(w));
  const said = owner >= 0 ? tagged.slice(owner + 1) : [];
  if (said.some((t) => t.tags.has('Superlative') || (t.tags.has('Adjective') && !t.tags.has('Noun') && !CLASSIFYING.test(t.text)))) return false;
  // In another language only a name of several words carries over ("América Latina"): a lone capitalised word may be its article ("Das"),
  // and a phrase in a script written without spaces is a whole headline, not a name an English question can carry.
  if (!english && (NO_SPACE_SCRIPT.test(s) || words.length < 2 || words.some((w) => !/^[\p{Lu}\p{N}]/u.test(w)))) return false;
  const head = words.at(-1)!.toLowerCase();
  const last = tagged.at(-1);
  // A name ends in a noun: "WordPress market Oversaturated" is a headline's clause.
  if (last && last.tags.has('Adjective') && !last.tags.has('Noun')) return false;
  // A plural or a mass noun ("halibut", "journalism") names a field; the tagger knows more uncountable nouns than our list.
  const countless = isPlural(head) || isMassPhrase(s) || Boolean(last?.tags.has('Uncountable') || last?.tags.has('Plural'));
  if (/^[\p{Lu}\p{N}]/u.test(s)) {
    // "Firefox instance": a name's countable thing in the singular is one thing of the story, unless the site calls it "the ...".
    const described = words.length > 1 && /^\p{Ll}/u.test(words.at(-1)!) && owner < 0 && !countless;
    return (words.length > 1 || wordRank(s) >= READER_RANK) && (!described || definite);
  }
  if (words.some((w) => /^\p{Lu}/u.test(w))) return false;
  const rareHead = wordRank(singular(head)) >= READER_RANK && wordRank(head) >= READER_RANK;
  // A countable thing in the singular is one thing of the story ("the crowded core", "the year-old bug"), not a subject.
  if (!countless) return false;
  if (words.length === 1) return rareHead && !news;
  // "closed terrariums" names a thing; "barren territories" only describes one.
  if (tagged[0]?.tags.has('Adjective') && !tagged[0].tags.has('Noun')) return rareHead;
  return words.some((w) => wordRank(w) >= READER_RANK);
}
/** "Here's", "What's", "Don't": a headline's clause, not a noun phrase. */
const CONTRACTION = /\b(here|there|what|that|it|who|where|how|don|doesn|didn|can|won|isn|aren|wasn)['’](s|t|re|ll|ve|d)?\b/i;
/** Adjectives that say what kind of thing, not how good it is: "nuclear", "professional", "economic", "Japanese". */
const CLASSIFYING = /(al|ic|ary|an|ese|ish|ical)$/i;
/** A phrase does not end in a function word or a modal: "Chong's Up", "Today's toys may" are cut from titles. */
const FUNCTION_WORD = /^(up|in|on|of|at|to|by|for|with|from|and|or|but|the|a|an|as|into|over|out|off|about|may|might|can|could|will|would|should|must|shall)$/i;
/** Lower-case words inside names: "Bank of America", "Rio de Janeiro", "Ludwig van Beethoven". */
const NAME_LINKS = /^(of|the|and|de|la|le|du|des|del|da|di|von|van|der|den|y|e|et)$/;
/** The frames' own words: "depth coverage" of "in-depth coverage" is not a subject. */
const TEMPLATE_WORDS = /\b(coverage|latest|news)\b/i;
/** A subject word a reader would ask about is rarer than this rank in English (SUBTLEX-US). */
const READER_RANK = 4_000;

/** A publisher's or blog's reader asks how to do a thing of its own ("build a terrarium"), not "write tests". */
export function readerUses(uses: readonly string[]): string[] {
  return uses.filter((u) => {
    const head = u.split(' ').at(-1)!.toLowerCase();
    return wordRank(head) >= READER_RANK && wordRank(singular(head)) >= READER_RANK;
  });
}
