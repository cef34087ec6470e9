/** @citable/site-profile: what a site is, read from its pages, for the classifier and the citation test. */
export { readSiteProfile, homeSelfCategories, type SiteProfile } from './profile.js';
export type { PageFacts, ProfilePage, LocalFacts } from './page-facts.js';
export { brandFromHost, shortForms, type Brand, type BrandSource } from './brand.js';
export { nounPhrases, actionPhrases, forPhrases, selfDescription, phraseTags, CLAUSE_PARTICIPLES } from './phrases.js';
export { isActivityPhrase, isAgentPhrase, isKindPhrase, type TopicCandidate } from './topic.js';
export { isDistinctiveWord, isName, NO_SPACE_SCRIPT, spacedWords, wordRank } from './vocabulary.js';
export { isProgrammingLanguage } from './platform.js';
export { softwareSiteShare } from './software-words.js';
