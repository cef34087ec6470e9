/**
 * Did the server refuse an agent? robots.txt is only what a site says; firewalls and bot
 * managers decide at the door, with a 403, a 429, or a challenge page served with 200 that no
 * crawler can pass. Pure: judges one response against how the same server answered Citable.
 */

export interface LiveAnswer {
  status: number | null;
  headers: Record<string, string>;
  /** The start of the body as text (challenge pages are small; markers sit near the top). */
  bodyHead: string;
  /** The fetch failed at the network level (reset, refused) rather than answering. */
  failed: boolean;
}

export interface Refusal {
  blocked: boolean;
  reason: string | null;
}

/**
 * Markers of interstitial challenge pages (Cloudflare, reCAPTCHA/hCaptcha walls, PerimeterX,
 * Imperva Incapsula, DataDome). Specific to the vendors' markup so that an article that merely
 * mentions captchas is not mistaken for one.
 */
const CHALLENGE_MARKERS: ReadonlyArray<[RegExp, string]> = [
  [/<title>\s*just a moment\.\.\.\s*<\/title>/i, 'Cloudflare "Just a moment..." challenge'],
  [/<title>\s*attention required!?\s*\|\s*cloudflare\s*<\/title>/i, 'Cloudflare "Attention Required" block page'],
  [/cf-browser-verification|cf_chl_|cf-challenge|\/cdn-cgi\/challenge-platform\//i, 'Cloudflare challenge'],
  [/checking your browser before accessing|ddos protection by/i, 'browser-check interstitial'],
  [/class=["'][^"']*\b(?:g-recaptcha|h-captcha)\b|px-captcha|captcha-delivery\.com/i, 'captcha wall'],
  [/_incapsula_resource/i, 'Imperva Incapsula block page'],
];

export function detectRefusal(answer: LiveAnswer, baseline: LiveAnswer | null): Refusal {
  if (answer.failed) {
    const baselineOk = baseline !== null && !baseline.failed;
    return baselineOk
      ? { blocked: true, reason: 'connection dropped for this agent' }
      : { blocked: false, reason: 'the site did not answer' };
  }
  if (answer.headers['cf-mitigated']?.toLowerCase() === 'challenge') return { blocked: true, reason: 'Cloudflare challenge (cf-mitigated)' };
  for (const [marker, reason] of CHALLENGE_MARKERS) {
    if (marker.test(answer.bodyHead)) return { blocked: true, reason };
  }
  const status = answer.status;
  if (status === null || status < 400) return { blocked: false, reason: null };
  // A server that answers everyone the same way (a broken home page) is not refusing this agent.
  if (baseline !== null && baseline.status === status) return { blocked: false, reason: `HTTP ${status} for every agent` };
  if (status === 429) return { blocked: true, reason: 'HTTP 429: rate-limited' };
  if (status === 401 || status === 403) return { blocked: true, reason: `HTTP ${status}: refused` };
  return { blocked: true, reason: `HTTP ${status}` };
}
