/**
 * Every bus subject, declared once. Names go wide -> narrow. The bus prefixes them with the
 * deployment's namespace, so no service spells a subject of its own.
 */
export const QUEUES = {
  /** A crawl job per audit; crawler replicas share them. */
  crawl: 'crawl.jobs',
  /** One job per stored page; scorer replicas share them. */
  pageScore: 'score.pages',
  /** Finalise an audit once its crawl is complete and every page is scored. */
  auditFinalize: 'score.finalize',
  /** A citation run per audit. */
  citationRun: 'citation.runs',
} as const;

export const EVENTS = {
  /** Pages discovered / crawled / scored while an audit runs (gateway SSE). */
  auditProgress: 'audit.progress',
  auditCompleted: 'audit.completed',
  auditFailed: 'audit.failed',
  /** A session was ended or changed (logout, admin unlock): gateway replicas drop their cached copy. */
  sessionChanged: 'gateway.session.changed',
  /**
   * A health census: every replica of every service (no queue group) answers with its health on
   * the reply subject the census names (healthCensusReply), so a replica in any process is counted.
   */
  healthCensus: 'svc.health.census',
} as const;

/** Where the replicas answer one health census; `id` is unique per census (a UUID). */
export const healthCensusReply = (id: string): string => `${EVENTS.healthCensus}.reply.${id}`;

export const REQUESTS = {
  health: (service: string) => `svc.${service}.health`,
  auth: {
    magicRequest: 'auth.magic.request',
    magicVerify: 'auth.magic.verify',
    session: 'auth.session',
    logout: 'auth.logout',
    users: 'auth.users',
    stats: 'auth.stats',
    adminUnlock: 'auth.admin.unlock',
  },
  classifier: {
    classify: 'classifier.classify',
    compare: 'classifier.compare',
    health: 'classifier.health.metrics',
  },
  citation: {
    summary: 'citation.summary',
    run: 'citation.run',
    prompts: 'citation.prompts',
  },
  scorer: {
    rescoreRecent: 'scorer.rescore.recent',
    /** The Report response of an audit, built from its stored scores and latest citations. */
    report: 'scorer.report',
  },
} as const;

export const SERVICE_NAMES = ['gateway', 'auth', 'crawler', 'scorer', 'citation', 'classifier'] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];
