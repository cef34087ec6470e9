/**
 * The little English the templates and the grammar gate need: is a word plural, its singular,
 * the verb that agrees with a noun, and a or an. Heuristics with exception lists (data), good
 * for the short noun phrases sites use as headings, not a grammar of English.
 */

/** Words ending in s that are not plurals (or are used as singular). */
const NOT_PLURAL = new Set(
  (
    'news series species business process access address bus gas yes this its his was has does is as us plus less across always ' +
    'perhaps status campus bonus census virus canvas atlas lens chaos thus various famous analysis basis crisis diagnosis ' +
    'analytics logistics physics economics mathematics politics ethics athletics gymnastics aerobics electronics robotics ' +
    'saas paas iaas dns https os ios aws sms cms seo kubernetes wellness fitness success progress express congress ' +
    'christmas texas paris means whereas besides sometimes afterwards towards'
  ).split(' '),
);

/** Plurals not made with s: "drug-resistant bacteria", "these criteria". */
const IRREGULAR_PLURALS = new Set('bacteria criteria phenomena people children men women feet teeth mice geese fungi cacti alumni larvae algae nuclei stimuli'.split(' '));

export function isPlural(word: string): boolean {
  const w = word.toLowerCase().replace(/[^a-z']/g, '');
  if (IRREGULAR_PLURALS.has(w.split('-').at(-1) ?? w)) return true;
  if (w.length < 3 || NOT_PLURAL.has(w)) return false;
  // "alias", "bias": a word in -ias is one thing.
  if (/(ss|us|is|ias|'s)$/.test(w)) return false;
  // "lyrics", "topics", "antibiotics" are things counted; "physics", "genomics" are fields, which English does not count.
  if (/ics$/.test(w)) return !FIELDS_IN_ICS.has(w.split('-').at(-1) ?? w);
  return w.endsWith('s');
}

/** companies -> company, boxes -> box, audits -> audit. */
export function singular(word: string): string {
  if (!isPlural(word)) return word;
  if (/ies$/i.test(word) && word.length > 4) return word.replace(/ies$/i, (m) => (m === 'IES' ? 'Y' : 'y'));
  if (/(ches|shes|sses|xes|zes)$/i.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** A noun phrase's head: its last word, or the last before a preposition ("homes" in "homes for sale"). */
function headIndex(words: readonly string[]): number {
  const prep = words.findIndex((w, i) => i > 0 && /^(for|of|in|with|on|to|near|from|by)$/i.test(w));
  return prep > 0 ? prep - 1 : words.length - 1;
}

/** The phrase's head made singular: "content audits" -> "content audit", "homes for sale" -> "home for sale". */
export function singularPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const head = headIndex(words);
  return words.map((w, i) => (i === head ? singular(w) : w)).join(' ');
}

export function phraseIsPlural(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  return isPlural(words[headIndex(words)] ?? '');
}

const PLURAL_VERBS: Record<string, string> = { is: 'are', was: 'were', has: 'have', does: 'do' };

/** The verb (given for a singular subject) agreeing with a plural one: is -> are, lasts -> last. */
export function pluralVerb(verb: string): string {
  const lower = verb.toLowerCase();
  const plural = PLURAL_VERBS[lower] ?? (lower.endsWith('es') && /(ch|sh|ss|x|o)es$/.test(lower) ? lower.slice(0, -2) : lower.replace(/s$/, ''));
  return verb[0] === verb[0]?.toUpperCase() ? plural[0]!.toUpperCase() + plural.slice(1) : plural;
}

/** Words spelt with a vowel but said with a consonant (a user), and the reverse (an hour). */
const CONSONANT_SOUND = /^(uni|use|usu|uti|ure|eu|one|once|ubi|uk\b|us\b)/i;
const VOWEL_SOUND = /^(hour|honest|honou?r|heir)/i;
/** Acronyms said letter by letter start with a vowel sound when their first letter does: an SEO, an FAQ. */
const VOWEL_LETTERS = new Set([...'AEFHILMNORSX']);

export function article(word: string): 'a' | 'an' {
  // Initials are read letter by letter, alone or leading a phrase: "an SNMP query".
  if (/^[A-Z][A-Z0-9]+s?$/.test(word.split(/\s+/)[0]!)) return VOWEL_LETTERS.has(word[0]!) ? 'an' : 'a';
  if (VOWEL_SOUND.test(word)) return 'an';
  if (CONSONANT_SOUND.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/**
 * Fields named in -ics, which English never counts: "psycho acoustics", "genomics", never "a psycho acoustics" (batch ag,
 * first seen). Not the -ics that are plurals of things ("topics", "clinics", "metrics"). Data.
 */
export const FIELDS_IN_ICS = new Set(
  (
    'acoustics psychoacoustics genomics proteomics metabolomics informatics bioinformatics cheminformatics linguistics phonetics ' +
    'semantics optics photonics mechanics dynamics thermodynamics hydrodynamics aerodynamics electrodynamics kinematics ' +
    'physics astrophysics geophysics biophysics mathematics statistics econometrics economics ergonomics cybernetics robotics ' +
    'electronics analytics logistics forensics ceramics genetics epigenetics ethics politics athletics aerobics gymnastics ' +
    'aesthetics acrobatics pediatrics paediatrics orthopedics obstetrics geriatrics hydraulics pneumatics numismatics graphics ' +
    'mechatronics ballistics calisthenics dietetics semiotics hermeneutics pragmatics phonics'
  ).split(' '),
);

/** Heads that take no plural: "cloud accounting software", "technology news". */
const MASS_NOUNS = new Set(
  (
    'software news data information equipment advice research furniture analytics hardware middleware firmware infrastructure ' +
    'documentation feedback insurance healthcare care training coverage content music jewelry jewellery clothing apparel luggage ' +
    'footwear merchandise skincare haircare dental legal accounting bookkeeping tax payroll marketing advertising hosting ' +
    'monitoring observability security compliance logistics shipping storage machinery seafood food coffee tea wine beer ' +
    'equipment gear fitness wellness nutrition therapy physiotherapy counseling counselling tuition lineage access pasta ' +
    'bread pizza sushi traffic weather health research evidence knowledge control pollution wildlife conservation climate ' +
    'sustainability education housing transport energy waste recycling planning dentistry whitening code audio ' +
    // Fields and activities in -ment, -tion, -sis: "stream management", "forms validation", "data analysis".
    'management development deployment entertainment enforcement validation serialization authentication authorization ' +
    'automation configuration virtualization visualization encryption compression localization internationalization analysis ' +
    // Qualities a system has: "high availability", "scalability" (batch ad: "run a high availability").
    'availability scalability reliability portability usability accessibility maintainability interoperability compatibility durability connectivity privacy'
  )
    .split(' ')
    .concat([...FIELDS_IN_ICS]),
);

/**
 * Words in -ing that are countable things, matched whole: a suffix test would take "learning" for
 * "earning" and "engineering" for "ring".
 */
const COUNTABLE_ING = /^(thing|everything|something|anything|nothing|plaything|building|ring|spring|offspring|earring|king|wing|string|painting|listing|meeting|setting|opening|booking|earning|offering|saving|posting|reading|drawing|finding|wedding|ceiling|evening|morning|sibling|pudding|dumpling)$/;

/** Foods English never counts: "pan-seared beef", never "beefs"; "kimchi fried rice", never "rices". Data. */
export const UNCOUNTED_FOODS = new Set('beef pork veal mutton venison bacon rice flour milk butter garlic broccoli spinach'.split(' '));

/**
 * Dishes English counts and serves one of: "a roasted cauliflower lentil bowl", "a Dutch baby", never "How do I make
 * roasted cauliflower lentil bowl?" (batches aa and ab, first seen); a cake, a pie, a soup are also what you make. Data.
 */
const COUNTED_DISHES = new Set('bowl sandwich burger wrap burrito quesadilla omelet omelette frittata baby galette tart'.split(' '));

/** A dish as a cook asks for it: one of a counted dish ("a lentil bowl"), else as it is ("shakshuka", "brownies"). */
export function dishPhrase(dish: string): string {
  const words = dish.trim().split(/\s+/);
  const head = (words.at(-1) ?? '').toLowerCase();
  return COUNTED_DISHES.has(head) ? `${article(words[0]!)} ${dish}` : dish;
}

/** The phrase's head is a mass noun: it has no plural. */
export function isMassPhrase(phrase: string): boolean {
  const words = phrase.trim().split(/\s+/);
  const head = (words[headIndex(words)] ?? '').toLowerCase();
  // "processing XML": an activity on a named thing, not a kind of XML.
  if (words.length > 1 && /^\p{Ll}{3,}ing$/u.test(words[0]!) && /^\p{Lu}/u.test(words[1]!)) return true;
  // Gerunds name an activity ("stream processing", "web hosting"); -isms a field or a belief ("student journalism").
  return MASS_NOUNS.has(head) || UNCOUNTED_FOODS.has(head) || (/ism$/.test(head) && head.length > 5 && !/(organism|mechanism|prism)$/.test(head)) || (/ing$/.test(head) && head.length > 5 && !COUNTABLE_ING.test(head));
}

/** audit -> audits, company -> companies, box -> boxes; a plural or mass noun stays. */
export function pluralWord(word: string): string {
  if (isPlural(word) || MASS_NOUNS.has(word.toLowerCase()) || UNCOUNTED_FOODS.has(word.toLowerCase())) return word;
  if (/[^aeiou]y$/i.test(word)) return `${word.slice(0, -1)}ies`;
  if (/(s|x|z|ch|sh)$/i.test(word)) return `${word}es`;
  return `${word}s`;
}

/** The phrase with its head made plural: "data orchestration platform" -> "data orchestration platforms". */
export function pluralPhrase(phrase: string): string {
  const words = phrase.split(' ');
  const head = headIndex(words);
  return words.map((w, i) => (i === head ? pluralWord(w) : w)).join(' ');
}

/** A phrasal verb's particle: "clean up", "set up", "log in". Data. */
const PARTICLES = new Set(['up', 'out', 'down', 'off', 'in', 'on', 'over', 'away', 'back']);
export const isParticle = (word: string): boolean => PARTICLES.has(word);

/** Things known by their initials that English counts: "a DSL", "an API"; formats and languages ("HTML", "SQL") are not counted. Data. */
const COUNTED_INITIALISMS = new Set(['DSL', 'API', 'CLI', 'GUI', 'SDK', 'ORM', 'VM', 'URL', 'IDE', 'PDF', 'CSV', 'REPL', 'AST', 'DAG', 'SPA', 'PWA']);
export const isCountedInitialism = (word: string): boolean => COUNTED_INITIALISMS.has(word);
