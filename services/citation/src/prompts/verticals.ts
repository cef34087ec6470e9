import { verticalLabel, type Vertical } from '@citable/contracts';

/**
 * The rules (V3) prompt templates, per vertical, as data. A vertical is what the classifier's
 * industry rolls up to (NAICS-style: retail, software, health care, ...); `general` serves any
 * site whose vertical is unknown, or when the classifier does not answer.
 *
 * Slots: {brand}; {topic} (a product, service or subject the site is about, as found on it);
 * {topic:one} (its singular, for "a {topic:one} provider"); {a topic:one} (with a/an);
 * {topic|is}, {topic|Is}, {topic|does}, {topic|lasts}... (a verb, written for a singular topic, agreeing with it);
 * {business} and {businesses} (what a business of the vertical is called).
 */

export interface VerticalTemplates {
  /** One of the contracts' verticals: the classifier's industries roll up to them. */
  id: Vertical;
  /** The industry in words, for the prompt set's meta: the vertical's label in contracts. */
  industry: string;
  business: string;
  businesses: string;
  /** Used when the site names too few topics of its own. */
  topics: readonly string[];
  branded: readonly string[];
  nonBranded: readonly string[];
}

/** Questions that fit every vertical: added to each vertical's own. */
const COMMON_BRANDED = [
  'What is {brand}?',
  'Is {brand} worth it?',
  'What are the best alternatives to {brand}?',
  'Does {brand} offer {topic}?',
  '{brand} reviews',
];

const COMMON_NON_BRANDED = [
  'How much {topic|does} {topic} cost?',
  'Which companies offer {topic}?',
  'What should I look for in {a topic:one} provider?',
];

const vertical = (v: Omit<VerticalTemplates, 'industry'>): VerticalTemplates => ({
  ...v,
  industry: verticalLabel(v.id),
  branded: [...COMMON_BRANDED, ...v.branded],
  nonBranded: [...COMMON_NON_BRANDED, ...v.nonBranded],
});

export const VERTICALS: readonly VerticalTemplates[] = [
  vertical({
    id: 'general',
    business: 'company',
    businesses: 'companies',
    topics: ['services'],
    branded: ['How do I contact {brand}?'],
    nonBranded: ['What {topic|is} the best {topic} for small businesses?', 'How do I choose {a topic:one} provider?', '{topic|Is} {topic} worth it for a small business?'],
  }),
  vertical({
    id: 'retail',
    business: 'online store',
    businesses: 'online stores',
    topics: ['products'],
    branded: ['Does {brand} ship internationally?', 'What is the return policy at {brand}?', 'Is {brand} a legit store?'],
    nonBranded: ['Where can I buy {topic} online?', 'What {topic|is} the best {topic} to buy this year?', 'Which online stores sell {topic} with free shipping?', 'How do I choose the right {topic:one}?'],
  }),
  vertical({
    id: 'software',
    business: 'software company',
    businesses: 'software companies',
    topics: ['software'],
    branded: ['How much does {brand} cost per month?', 'Does {brand} have a free trial?', 'What integrations does {brand} support?'],
    nonBranded: ['What is the best {topic:one} tool for small teams?', 'Which {topic:one} tools have a free plan?', 'How do I choose {a topic:one} tool?', 'What are the top {topic:one} platforms?'],
  }),
  vertical({
    id: 'healthcare',
    business: 'clinic',
    businesses: 'clinics',
    topics: ['treatment'],
    branded: ['Does {brand} accept insurance?', 'How do I book an appointment with {brand}?'],
    nonBranded: ['Where can I get {topic} near me?', 'What should I expect from {a topic:one} appointment?', 'How do I find a good {topic:one} specialist?', '{topic|Is} {topic} covered by insurance?'],
  }),
  vertical({
    id: 'finance',
    business: 'financial services company',
    businesses: 'financial services companies',
    topics: ['financial services'],
    branded: ['Is {brand} safe to use?', 'What fees does {brand} charge?'],
    nonBranded: ['What {topic|is} the best {topic} for beginners?', 'How do I compare {topic} providers?', 'What fees should I expect for {topic}?', '{topic|Is} {topic} a good idea right now?'],
  }),
  vertical({
    id: 'legal',
    business: 'law firm',
    businesses: 'law firms',
    topics: ['legal advice'],
    branded: ['What kind of cases does {brand} handle?', 'Does {brand} offer a free consultation?'],
    nonBranded: ['How do I find a good {topic:one} lawyer?', 'Do I need a lawyer for {topic}?', 'What questions should I ask {a topic:one} attorney?', 'How long does {a topic:one} case take?'],
  }),
  vertical({
    id: 'real_estate',
    business: 'real estate agency',
    businesses: 'real estate agencies',
    topics: ['homes for sale'],
    branded: ['Is {brand} a good real estate agency?', 'What areas does {brand} cover?'],
    nonBranded: ['How do I find {topic} in my area?', 'What should I know before buying {topic}?', 'How do I choose a real estate agent for {topic}?', 'Are {topic:one} prices going down this year?'],
  }),
  vertical({
    id: 'travel',
    business: 'travel company',
    businesses: 'travel companies',
    topics: ['vacation packages'],
    branded: ['Is {brand} good for booking trips?', 'What is the cancellation policy at {brand}?'],
    nonBranded: ['What {topic|is} the best {topic} for families?', 'When is the best time to book {topic}?', 'How can I find cheap {topic}?', 'What should I pack for {a topic:one} trip?'],
  }),
  vertical({
    id: 'food',
    business: 'restaurant',
    businesses: 'restaurants',
    topics: ['restaurants'],
    branded: ['What are the opening hours of {brand}?', 'Does {brand} take reservations?'],
    nonBranded: ['Where can I find good {topic} near me?', 'What {topic|is} the best {topic} for a family dinner?', 'Which places serve {topic} with delivery?', 'How do I find {topic} with vegetarian options?'],
  }),
  vertical({
    id: 'education',
    business: 'school',
    businesses: 'schools',
    topics: ['online learning'],
    branded: ['Is {brand} accredited?', 'How much does {brand} cost per course?'],
    nonBranded: ['What {topic|is} the best {topic} for beginners?', 'How long does it take to finish {a topic:one} course?', '{topic|Is} {topic} worth the money?', 'How do I choose {a topic:one} program?'],
  }),
  vertical({
    id: 'media',
    business: 'publisher',
    businesses: 'publishers',
    topics: ['news'],
    branded: ['Is {brand} a reliable source?', 'Who writes for {brand}?'],
    nonBranded: ['Where can I read reliable {topic} online?', 'What are the best sources for {topic}?', 'Which sites explain {topic} clearly?', 'How do I stay up to date on {topic}?'],
  }),
  vertical({
    id: 'nonprofit',
    business: 'charity',
    businesses: 'charities',
    topics: ['charity work'],
    branded: ['Is {brand} a legitimate charity?', 'How are donations to {brand} used?'],
    nonBranded: ['Which charities support {topic}?', 'How can I volunteer for {topic}?', 'Where should I donate to help with {topic}?', 'How do I check if {a topic:one} charity is legitimate?'],
  }),
  vertical({
    id: 'government',
    business: 'public agency',
    businesses: 'public agencies',
    topics: ['public services'],
    branded: ['How do I contact {brand}?', 'What services does {brand} provide?'],
    nonBranded: ['How do I apply for {topic}?', 'Who is eligible for {topic}?', 'What documents do I need for {topic}?', 'Where can I get help with {topic}?'],
  }),
  vertical({
    id: 'manufacturing',
    business: 'manufacturer',
    businesses: 'manufacturers',
    topics: ['industrial products'],
    branded: ['Where are {brand} products made?', 'Does {brand} sell to small businesses?'],
    nonBranded: ['Who are the top manufacturers of {topic}?', 'How do I find a reliable supplier of {topic}?', 'What {topic|is} the best {topic} for heavy use?', 'What certifications should {a topic:one} supplier have?'],
  }),
  vertical({
    id: 'automotive',
    business: 'car dealer',
    businesses: 'car dealers',
    topics: ['car repairs'],
    branded: ['Is {brand} a trustworthy dealer?', 'Does {brand} offer financing?'],
    nonBranded: ['Where can I get {topic} near me?', 'How often do I need {topic}?', 'What {topic|is} the most reliable {topic} this year?', 'How do I avoid overpaying for {topic}?'],
  }),
  vertical({
    id: 'home_services',
    business: 'contractor',
    businesses: 'contractors',
    topics: ['home repairs'],
    branded: ['Is {brand} licensed and insured?', 'What areas does {brand} serve?'],
    nonBranded: ['How do I find a reliable contractor for {topic}?', 'How long {topic|does} {topic} usually take?', 'Can I do {topic} myself or hire a pro?', 'What questions should I ask before hiring for {topic}?'],
  }),
  vertical({
    id: 'professional_services',
    business: 'agency',
    businesses: 'agencies',
    topics: ['consulting'],
    branded: ['What results has {brand} achieved for clients?', 'How long does it take to see results with {brand}?'],
    nonBranded: ['How do I choose an agency for {topic}?', '{topic|Is} {topic} worth it for a small business?', 'What {topic|is} the best {topic} for B2B companies?', 'Should I hire an agency or do {topic} in-house?'],
  }),
  vertical({
    id: 'personal_services',
    business: 'studio',
    businesses: 'studios',
    topics: ['fitness classes'],
    branded: ['How much is a membership at {brand}?', 'Does {brand} offer a free first class?'],
    nonBranded: ['Where can I find good {topic} near me?', 'What {topic|is} the best {topic} for beginners?', 'How often should I do {topic}?', 'What should I bring to my first {topic:one} session?'],
  }),
  vertical({
    id: 'technology',
    business: 'IT services company',
    businesses: 'IT services companies',
    topics: ['managed IT support'],
    branded: ['Is {brand} a reliable IT partner?', 'What support hours does {brand} offer?'],
    nonBranded: ['How do I choose {a topic:one} provider for a small business?', 'How much {topic|does} {topic} cost per user?', 'What should a contract for {topic} include?', 'Is it cheaper to outsource {topic} than hire in-house?'],
  }),
  vertical({
    id: 'energy',
    business: 'energy provider',
    businesses: 'energy providers',
    topics: ['solar panels'],
    branded: ['Is {brand} a good energy supplier?', 'What plans does {brand} offer?'],
    nonBranded: ['How much can I save with {topic}?', '{topic|Is} {topic} worth it for a small home?', 'How do I compare {topic:one} providers?', 'What incentives are there for {topic}?'],
  }),
  vertical({
    id: 'entertainment',
    business: 'entertainment company',
    businesses: 'entertainment companies',
    topics: ['live events'],
    branded: ['How do I get tickets for {brand}?', 'Is {brand} suitable for kids?'],
    nonBranded: ['What {topic|is} the best {topic} this weekend?', 'Where can I find tickets for {topic}?', 'How much do tickets for {topic} usually cost?', 'What {topic|is} the best {topic} for a group outing?'],
  }),
  vertical({
    id: 'telecom',
    business: 'telecom provider',
    businesses: 'telecom providers',
    topics: ['fiber internet'],
    branded: ['Does {brand} have coverage in my area?', 'Can I keep my number if I switch to {brand}?'],
    nonBranded: ['Which providers offer {topic} in my area?', 'What {topic|is} the cheapest {topic} plan?', 'How fast {topic|is} {topic} in practice?', 'How do I switch {topic:one} providers without downtime?'],
  }),
  vertical({
    id: 'insurance',
    business: 'insurer',
    businesses: 'insurers',
    topics: ['home insurance'],
    branded: ['How do I file a claim with {brand}?', 'Does {brand} pay claims quickly?'],
    nonBranded: ['How much {topic|does} {topic} cost per year?', 'What does {topic} usually cover?', 'How do I compare quotes for {topic}?', 'Which insurers have the best {topic} for families?'],
  }),
  vertical({
    id: 'marketing',
    business: 'marketing agency',
    businesses: 'marketing agencies',
    topics: ['SEO'],
    branded: ['What results has {brand} got for clients like me?', 'How much does {brand} charge per month?'],
    nonBranded: ['How do I choose an agency for {topic}?', 'How long {topic|does} {topic} take to show results?', 'Should I do {topic} in-house or hire an agency?', 'How much should a small business spend on {topic}?'],
  }),
  vertical({
    id: 'logistics',
    business: 'logistics company',
    businesses: 'logistics companies',
    topics: ['freight shipping'],
    branded: ['How do I track a shipment with {brand}?', 'Does {brand} ship internationally?'],
    nonBranded: ['How much {topic|does} {topic} cost per pallet?', 'Which companies offer {topic} for small businesses?', 'How do I get a quote for {topic}?', 'How long {topic|does} {topic} take across the country?'],
  }),
  vertical({
    id: 'agriculture',
    business: 'farm supplier',
    businesses: 'farm suppliers',
    topics: ['organic fertilizer'],
    branded: ['Where can I buy {brand} products?', 'Does {brand} deliver to farms?'],
    nonBranded: ['What {topic|is} the best {topic} for vegetable crops?', 'How much {topic} do I need per acre?', 'Where can I buy {topic} in bulk?', 'When should I apply {topic}?'],
  }),
];

export const VERTICAL_IDS = VERTICALS.map((v) => v.id);

export const GENERAL = VERTICALS[0] as VerticalTemplates;

/** Bumped whenever a template changes, so cached rules sets are regenerated. */
export const TEMPLATE_VERSION = 'rules-v3.2';

export function verticalById(id: string | null | undefined): VerticalTemplates | null {
  return VERTICALS.find((v) => v.id === id) ?? null;
}
