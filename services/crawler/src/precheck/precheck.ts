/**
 * The checks before any crawling (issue 3, item 1): the URL parses and is http(s); its host
 * resolves; the address is allowed by the SSRF rules. Each failure maps to the exact
 * `precheck_failed_<reason>` code of spec section 4. The "root answers" step reuses these codes
 * through precheckReasonFor().
 */
import { precheckFailed, type FailReason, type PrecheckReason } from '@citable/contracts';
import { type AddressPolicy, classifyError, type FetchErrorCode, normalizeUrl, resolveAllowed } from '@citable/net';

export interface PrecheckFailure {
  reason: FailReason;
  detail: string;
}

export type RootUrlCheck = { ok: true; url: string } | ({ ok: false } & PrecheckFailure);

const HAS_SCHEME = /^[a-z][a-z0-9+.-]*:\/\//i;
/** Schemes written without "//" (mailto:, javascript:, data:...). "example.com:8080" is a host and port, not one. */
const OPAQUE_SCHEME = /^(?:mailto|javascript|data|file|ftp|tel|about|blob|ws|wss):/i;

/** The root URL as users type it: a bare domain gets https:// (the form's fixed prefix). */
export function checkRootUrl(raw: string): RootUrlCheck {
  const trimmed = raw.trim();
  if (trimmed === '') return { ok: false, reason: precheckFailed('invalid_url'), detail: 'the URL is empty' };
  if (OPAQUE_SCHEME.test(trimmed) && !HAS_SCHEME.test(trimmed)) {
    return { ok: false, reason: precheckFailed('unsupported_scheme'), detail: `"${trimmed}" is not an http(s) URL` };
  }
  const candidate = HAS_SCHEME.test(trimmed) ? trimmed : `https://${trimmed}`;
  if (!URL.canParse(candidate)) return { ok: false, reason: precheckFailed('invalid_url'), detail: `"${trimmed}" is not a valid URL` };
  const url = new URL(candidate);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return { ok: false, reason: precheckFailed('unsupported_scheme'), detail: `${url.protocol} URLs cannot be audited; use http or https` };
  }
  if (url.hostname === '') return { ok: false, reason: precheckFailed('invalid_url'), detail: `"${trimmed}" has no host` };
  return { ok: true, url: normalizeUrl(url.href) ?? url.href };
}

const REASON_BY_CODE: Partial<Record<FetchErrorCode, PrecheckReason>> = {
  invalid_url: 'invalid_url',
  unsupported_scheme: 'unsupported_scheme',
  dns_not_found: 'dns_not_found',
  address_not_allowed: 'address_not_allowed',
  connection_refused: 'connection_refused',
  connection_timeout: 'connection_timeout',
  timeout: 'connection_timeout',
  tls_error: 'tls_error',
  too_many_redirects: 'too_many_redirects',
  redirect_loop: 'redirect_loop',
};

/** The precheck reason for a failed fetch of the root; anything unnamed is "unreachable". */
export function precheckReasonFor(code: FetchErrorCode): FailReason {
  return precheckFailed(REASON_BY_CODE[code] ?? 'unreachable');
}

/** Resolves the host the crawl will connect to and applies the address policy to every answer. */
export async function checkHost(policy: AddressPolicy, fetchUrl: string): Promise<PrecheckFailure | null> {
  try {
    await resolveAllowed(policy, new URL(fetchUrl).hostname);
    return null;
  } catch (err) {
    const failure = classifyError(err);
    return { reason: precheckReasonFor(failure.code), detail: failure.message };
  }
}
