/** @citable/site-profile: what a site is, read from its pages, for the classifier and the citation test. */
export { readSiteProfile, profileFromFacts, homeSelfCategories, type SiteProfile } from './profile.js';
export { readPageFacts, LOCAL_TYPES, type PageFacts, type ProfilePage, type LocalFacts } from './page-facts.js';
export { brandFromHost, shortForms, type Brand, type BrandSource } from './brand.js';
export { nounPhrases, actionPhrases, forPhrases, selfDescription } from './phrases.js';
export { caseFolded, isKindPhrase, type TopicCandidate } from './topic.js';
export { isBoilerplatePhrase, isDistinctiveWord, wordRank, BOILERPLATE, BOILERPLATE_PHRASES, CATEGORY_WORDS, KIND_HEADS, AUDIENCE_HEADS } from './vocabulary.js';
