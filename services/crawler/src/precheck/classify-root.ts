/**
 * Is the home page a content site at all? Decides the early fail reasons of spec section 4 from
 * the root's response. Pure: the caller fetched (and possibly rendered) the page.
 *
 * - domain_error_or_empty_page: 5xx, an empty page, a parked domain, a server's default page.
 * - non_content_platform: a login wall (401, a redirect to a sign-in path, or a password form
 *   with little else), or an application with no content of its own.
 * - app_shell: a JavaScript shell (a mount point, scripts, almost no text). Whether that is a
 *   web app or a single-page site with content only rendering can tell, so the verdict is left to
 *   the caller: with rendering on, the rendered page is classified again.
 */
import { attr, countWords, findAll, forms, parseHtml, visibleText, type Element } from '@citable/html';

export type RootVerdict =
  | { kind: 'content' }
  | { kind: 'domain_error'; reason: string }
  | { kind: 'login_wall'; reason: string }
  | { kind: 'app_shell'; reason: string }
  | { kind: 'not_html'; reason: string };

export interface RootSnapshot {
  status: number;
  /** Public URL after redirects. */
  finalUrl: string;
  redirected: boolean;
  contentType: string | null;
  html: string | null;
}

/** Below this many visible words a page says nothing a reader (or an answer engine) could use. */
export const THIN_PAGE_WORDS = 30;
/** A page with a password form and fewer words than this is a sign-in screen, not content. */
const LOGIN_PAGE_MAX_WORDS = 150;
/** Parking and default pages are short; a long article that mentions domain sales is content. */
const PLACEHOLDER_MAX_WORDS = 400;

const LOGIN_PATH = /(?:^|\/)(?:log-?in|sign-?in|sign_in|signin|auth|sso|session|account\/login|users\/sign_in)(?:\/|$|\.)/i;

const PARKING_MARKERS: readonly RegExp[] = [
  /this domain (?:name )?(?:may be|is) for sale/i,
  /\bdomain (?:name )?is for sale\b/i,
  /\bbuy this domain\b/i,
  /\bparked free,? courtesy of\b/i,
  /\b(?:sedoparking|parkingcrew|bodis|afternic|hugedomains|dan\.com\/buy-domain|sedo\.com\/search)\b/i,
  /\bthis domain (?:has been|is) parked\b/i,
  /\bdomain parking\b/i,
];

const DEFAULT_PAGE_MARKERS: readonly RegExp[] = [
  /<title>\s*welcome to nginx!?\s*<\/title>/i,
  /apache2? (?:ubuntu |debian )?default page/i,
  /<h1>\s*it works!\s*<\/h1>/i,
  /<title>\s*iis windows server\s*<\/title>/i,
  /future home of something quite cool/i,
  /<title>\s*index of \/\s*<\/title>/i,
];

/** Where single-page apps mount themselves. */
const MOUNT_POINT_IDS = new Set(['root', 'app', '__next', '__nuxt', 'svelte', 'main-app', 'application']);

/** JSON-LD and other data blocks are scripts in name only. */
function isExecutableScript(script: Element): boolean {
  const type = (attr(script, 'type') ?? '').trim().toLowerCase();
  return type === '' || type === 'module' || type.includes('javascript') || type.includes('ecmascript');
}

function isHtml(contentType: string | null): boolean {
  return contentType === null || /text\/html|application\/xhtml\+xml/i.test(contentType);
}

export function classifyRoot(root: RootSnapshot): RootVerdict {
  if (root.status >= 500) return { kind: 'domain_error', reason: `home page answered HTTP ${root.status}` };
  if (root.status === 401) return { kind: 'login_wall', reason: 'home page requires authentication (HTTP 401)' };
  const finalPath = new URL(root.finalUrl).pathname;
  if (root.redirected && LOGIN_PATH.test(finalPath)) return { kind: 'login_wall', reason: `home page redirects to a sign-in page (${finalPath})` };
  if (!isHtml(root.contentType)) return { kind: 'not_html', reason: `home page is ${root.contentType}, not an HTML page` };
  const html = root.html ?? '';
  if (html.trim() === '') return { kind: 'domain_error', reason: 'home page is empty' };

  const doc = parseHtml(html, root.finalUrl);
  const text = visibleText(doc);
  const words = countWords(text);
  if (words < PLACEHOLDER_MAX_WORDS) {
    if (PARKING_MARKERS.some((m) => m.test(text) || m.test(html))) return { kind: 'domain_error', reason: 'parked domain (a "for sale" / parking page)' };
    if (DEFAULT_PAGE_MARKERS.some((m) => m.test(html))) return { kind: 'domain_error', reason: "a web server's default page (site not configured)" };
  }
  const hasPassword = forms(doc).some((f) => f.fieldTypes.includes('password'));
  if (hasPassword && words < LOGIN_PAGE_MAX_WORDS) return { kind: 'login_wall', reason: 'home page is a sign-in form' };

  if (words < THIN_PAGE_WORDS) {
    const scripts = findAll(doc, 'script').filter(isExecutableScript);
    const mount = doc.elements.some((el) => MOUNT_POINT_IDS.has((attr(el, 'id') ?? '').toLowerCase()) || el.tagName === 'app-root' || attr(el, 'ng-app') !== null);
    if (scripts.length > 0 && (mount || words < 5)) return { kind: 'app_shell', reason: `${words} words of static text and a script-driven page` };
    if (words === 0) return { kind: 'domain_error', reason: 'home page has no visible text' };
  }
  return { kind: 'content' };
}
