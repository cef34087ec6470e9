export { createScorerService, scorerService, type ScorerHooks } from './service.js';
export { finalizeAudit, reportFor } from './finalize.js';
export { scorePage } from './score-page.js';
export { seedCriteria } from './seed-criteria.js';
export { sweepStuckAudits } from './sweep.js';
export { rescoreRecent } from './rescore.js';
export { loadDetector as preloadLanguageDetector } from './page-checks/lib/language.js';
