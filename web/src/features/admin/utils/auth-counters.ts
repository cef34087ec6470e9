import type { AuthEventType } from '@citable/contracts';

/** The six auth counters of spec 3, in the order the Users screen lists them. */
export const AUTH_COUNTER_LABELS: Record<AuthEventType, string> = {
  magic_request_sent: 'Magic links sent',
  magic_verify_success: 'Sign-ins',
  magic_verify_fail: 'Failed sign-ins',
  session_refresh: 'Session refreshes',
  session_deleted: 'Sign-outs',
  rate_limit_hit: 'Rate limit hits',
};
