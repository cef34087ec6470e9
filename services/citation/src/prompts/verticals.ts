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
  id: string;
  /** The industry in words, for the prompt set's meta. */
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

const vertical = (v: VerticalTemplates): VerticalTemplates => ({
  ...v,
  branded: [...COMMON_BRANDED, ...v.branded],
  nonBranded: [...COMMON_NON_BRANDED, ...v.nonBranded],
});

export const VERTICALS: readonly VerticalTemplates[] = [
  vertical({
    id: 'general',
    industry: 'General',
    business: 'company',
    businesses: 'companies',
    topics: ['services'],
    branded: ['How do I contact {brand}?'],
    nonBranded: ['What {topic|is} the best {topic} for small businesses?', 'How do I choose {a topic:one} provider?', '{topic|Is} {topic} worth it for a small business?'],
  }),
  vertical({
    id: 'ecommerce-retail',
    industry: 'E-commerce & Retail',
    business: 'online store',
    businesses: 'online stores',
    topics: ['products'],
    branded: ['Does {brand} ship internationally?', 'What is the return policy at {brand}?', 'Is {brand} a legit store?'],
    nonBranded: ['Where can I buy {topic} online?', 'What {topic|is} the best {topic} to buy this year?', 'Which online stores sell {topic} with free shipping?', 'How do I choose the right {topic:one}?'],
  }),
  vertical({
    id: 'software-saas',
    industry: 'Software & SaaS',
    business: 'software company',
    businesses: 'software companies',
    topics: ['software'],
    branded: ['How much does {brand} cost per month?', 'Does {brand} have a free trial?', 'What integrations does {brand} support?'],
    nonBranded: ['What is the best {topic:one} tool for small teams?', 'Which {topic:one} tools have a free plan?', 'How do I choose {a topic:one} tool?', 'What are the top {topic:one} platforms?'],
  }),
  vertical({
    id: 'healthcare',
    industry: 'Health Care',
    business: 'clinic',
    businesses: 'clinics',
    topics: ['treatment'],
    branded: ['Does {brand} accept insurance?', 'How do I book an appointment with {brand}?'],
    nonBranded: ['Where can I get {topic} near me?', 'What should I expect from {a topic:one} appointment?', 'How do I find a good {topic:one} specialist?', '{topic|Is} {topic} covered by insurance?'],
  }),
  vertical({
    id: 'finance',
    industry: 'Finance & Insurance',
    business: 'financial services company',
    businesses: 'financial services companies',
    topics: ['financial services'],
    branded: ['Is {brand} safe to use?', 'What fees does {brand} charge?'],
    nonBranded: ['What {topic|is} the best {topic} for beginners?', 'How do I compare {topic} providers?', 'What fees should I expect for {topic}?', '{topic|Is} {topic} a good idea right now?'],
  }),
  vertical({
    id: 'legal',
    industry: 'Legal Services',
    business: 'law firm',
    businesses: 'law firms',
    topics: ['legal advice'],
    branded: ['What kind of cases does {brand} handle?', 'Does {brand} offer a free consultation?'],
    nonBranded: ['How do I find a good {topic:one} lawyer?', 'Do I need a lawyer for {topic}?', 'What questions should I ask {a topic:one} attorney?', 'How long does {a topic:one} case take?'],
  }),
  vertical({
    id: 'real-estate',
    industry: 'Real Estate',
    business: 'real estate agency',
    businesses: 'real estate agencies',
    topics: ['homes for sale'],
    branded: ['Is {brand} a good real estate agency?', 'What areas does {brand} cover?'],
    nonBranded: ['How do I find {topic} in my area?', 'What should I know before buying {topic}?', 'How do I choose a real estate agent for {topic}?', 'Are {topic:one} prices going down this year?'],
  }),
  vertical({
    id: 'travel-hospitality',
    industry: 'Travel & Hospitality',
    business: 'travel company',
    businesses: 'travel companies',
    topics: ['vacation packages'],
    branded: ['Is {brand} good for booking trips?', 'What is the cancellation policy at {brand}?'],
    nonBranded: ['What {topic|is} the best {topic} for families?', 'When is the best time to book {topic}?', 'How can I find cheap {topic}?', 'What should I pack for {a topic:one} trip?'],
  }),
  vertical({
    id: 'food-restaurants',
    industry: 'Food & Restaurants',
    business: 'restaurant',
    businesses: 'restaurants',
    topics: ['restaurants'],
    branded: ['What are the opening hours of {brand}?', 'Does {brand} take reservations?'],
    nonBranded: ['Where can I find good {topic} near me?', 'What {topic|is} the best {topic} for a family dinner?', 'Which places serve {topic} with delivery?', 'How do I find {topic} with vegetarian options?'],
  }),
  vertical({
    id: 'education',
    industry: 'Education & Training',
    business: 'school',
    businesses: 'schools',
    topics: ['online learning'],
    branded: ['Is {brand} accredited?', 'How much does {brand} cost per course?'],
    nonBranded: ['What {topic|is} the best {topic} for beginners?', 'How long does it take to finish {a topic:one} course?', '{topic|Is} {topic} worth the money?', 'How do I choose {a topic:one} program?'],
  }),
  vertical({
    id: 'media-publishing',
    industry: 'Media & Publishing',
    business: 'publisher',
    businesses: 'publishers',
    topics: ['news'],
    branded: ['Is {brand} a reliable source?', 'Who writes for {brand}?'],
    nonBranded: ['Where can I read reliable {topic} online?', 'What are the best sources for {topic}?', 'Which sites explain {topic} clearly?', 'How do I stay up to date on {topic}?'],
  }),
  vertical({
    id: 'nonprofit',
    industry: 'Nonprofit & Charity',
    business: 'charity',
    businesses: 'charities',
    topics: ['charity work'],
    branded: ['Is {brand} a legitimate charity?', 'How are donations to {brand} used?'],
    nonBranded: ['Which charities support {topic}?', 'How can I volunteer for {topic}?', 'Where should I donate to help with {topic}?', 'How do I check if {a topic:one} charity is legitimate?'],
  }),
  vertical({
    id: 'government',
    industry: 'Government & Public Services',
    business: 'public agency',
    businesses: 'public agencies',
    topics: ['public services'],
    branded: ['How do I contact {brand}?', 'What services does {brand} provide?'],
    nonBranded: ['How do I apply for {topic}?', 'Who is eligible for {topic}?', 'What documents do I need for {topic}?', 'Where can I get help with {topic}?'],
  }),
  vertical({
    id: 'manufacturing',
    industry: 'Manufacturing & Industrial',
    business: 'manufacturer',
    businesses: 'manufacturers',
    topics: ['industrial products'],
    branded: ['Where are {brand} products made?', 'Does {brand} sell to small businesses?'],
    nonBranded: ['Who are the top manufacturers of {topic}?', 'How do I find a reliable supplier of {topic}?', 'What {topic|is} the best {topic} for heavy use?', 'What certifications should {a topic:one} supplier have?'],
  }),
  vertical({
    id: 'automotive',
    industry: 'Automotive',
    business: 'car dealer',
    businesses: 'car dealers',
    topics: ['car repairs'],
    branded: ['Is {brand} a trustworthy dealer?', 'Does {brand} offer financing?'],
    nonBranded: ['Where can I get {topic} near me?', 'How often do I need {topic}?', 'What {topic|is} the most reliable {topic} this year?', 'How do I avoid overpaying for {topic}?'],
  }),
  vertical({
    id: 'home-services',
    industry: 'Home Services',
    business: 'contractor',
    businesses: 'contractors',
    topics: ['home repairs'],
    branded: ['Is {brand} licensed and insured?', 'What areas does {brand} serve?'],
    nonBranded: ['How do I find a reliable contractor for {topic}?', 'How long {topic|does} {topic} usually take?', 'Can I do {topic} myself or hire a pro?', 'What questions should I ask before hiring for {topic}?'],
  }),
  vertical({
    id: 'professional-services',
    industry: 'Professional Services',
    business: 'agency',
    businesses: 'agencies',
    topics: ['consulting'],
    branded: ['What results has {brand} achieved for clients?', 'How long does it take to see results with {brand}?'],
    nonBranded: ['How do I choose an agency for {topic}?', '{topic|Is} {topic} worth it for a small business?', 'What {topic|is} the best {topic} for B2B companies?', 'Should I hire an agency or do {topic} in-house?'],
  }),
  vertical({
    id: 'beauty-fitness',
    industry: 'Beauty & Fitness',
    business: 'studio',
    businesses: 'studios',
    topics: ['fitness classes'],
    branded: ['How much is a membership at {brand}?', 'Does {brand} offer a free first class?'],
    nonBranded: ['Where can I find good {topic} near me?', 'What {topic|is} the best {topic} for beginners?', 'How often should I do {topic}?', 'What should I bring to my first {topic:one} session?'],
  }),
  vertical({
    id: 'technology-hardware',
    industry: 'Technology & Hardware',
    business: 'electronics maker',
    businesses: 'electronics makers',
    topics: ['devices'],
    branded: ['Is {brand} a reliable brand?', 'What warranty does {brand} offer?'],
    nonBranded: ['What {topic|is} the best {topic} to buy right now?', 'How do I choose {a topic:one} for home use?', 'Which {topic} {topic|lasts} the longest?', 'What specs matter most in {a topic:one}?'],
  }),
  vertical({
    id: 'energy-utilities',
    industry: 'Energy & Utilities',
    business: 'energy provider',
    businesses: 'energy providers',
    topics: ['solar panels'],
    branded: ['Is {brand} a good energy supplier?', 'What plans does {brand} offer?'],
    nonBranded: ['How much can I save with {topic}?', '{topic|Is} {topic} worth it for a small home?', 'How do I compare {topic:one} providers?', 'What incentives are there for {topic}?'],
  }),
  vertical({
    id: 'entertainment',
    industry: 'Arts & Entertainment',
    business: 'entertainment company',
    businesses: 'entertainment companies',
    topics: ['live events'],
    branded: ['How do I get tickets for {brand}?', 'Is {brand} suitable for kids?'],
    nonBranded: ['What {topic|is} the best {topic} this weekend?', 'Where can I find tickets for {topic}?', 'How much do tickets for {topic} usually cost?', 'What {topic|is} the best {topic} for a group outing?'],
  }),
];

export const VERTICAL_IDS = VERTICALS.map((v) => v.id);

export const GENERAL = VERTICALS[0] as VerticalTemplates;

/** Bumped whenever a template changes, so cached rules sets are regenerated. */
export const TEMPLATE_VERSION = 'rules-v3.1';

export function verticalById(id: string | null | undefined): VerticalTemplates | null {
  return VERTICALS.find((v) => v.id === id) ?? null;
}
