/** The numbers the auth rules run on, in one place. */
import { LIMITS } from '@citable/contracts';

export const POLICY = {
  /** Spec section 9: a magic link is valid for 20 minutes. */
  magicLinkMinutes: LIMITS.magicLinkMinutes,
  /**
   * Links per email and per IP within the window. An email gets a handful (typos, a slow inbox);
   * an IP gets more because offices and mobile networks share one.
   */
  magicLinkWindowMinutes: 15,
  magicLinksPerEmail: 5,
  magicLinksPerIp: 20,
  /**
   * Sessions last 30 days from the last visit: a returning owner is not asked for a new link
   * every week, and an abandoned browser is signed out within a month. The expiry slides at most
   * once a day, so a busy session does not write on every request.
   */
  sessionDays: 30,
  sessionRefreshAfterHours: 24,
  /** Wrong admin passwords allowed per IP and per user within the window. */
  adminUnlockFailures: 5,
  adminUnlockWindowMinutes: 15,
  /**
   * Expired links and sessions are deleted this often (and once at start). A link outlives the
   * rate-limit window (policy.test.ts holds that), so the purge never removes a link a limit still counts.
   */
  purgeIntervalMs: 60 * 60 * 1000,
} as const;

