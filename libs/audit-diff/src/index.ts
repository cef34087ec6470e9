/** @citable/audit-diff: what changed between two completed audits of one site (issue 17). */
export { diffAudits, regressionsOver } from './diff.js';
export { rateDifferenceInterval } from './interval.js';
