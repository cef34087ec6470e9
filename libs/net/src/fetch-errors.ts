/**
 * Why a fetch failed, as data (Lighthouse gatherers turn failures into data), and the one place
 * that decides whether a failure is worth another attempt (crawlee's canRequestBeRetried idea:
 * the error's class decides, not the call site).
 */
export const FETCH_ERROR_CODES = [
  'invalid_url',
  'unsupported_scheme',
  'dns_not_found',
  'dns_error',
  'address_not_allowed',
  'connection_refused',
  'connection_timeout',
  'connection_reset',
  'timeout',
  'tls_error',
  'too_many_redirects',
  'redirect_loop',
  'invalid_redirect',
  'too_large',
  'decompression_failed',
  'aborted',
  'network_error',
] as const;
export type FetchErrorCode = (typeof FETCH_ERROR_CODES)[number];

export interface FetchFailure {
  code: FetchErrorCode;
  message: string;
}

/**
 * Transient failures: another attempt may succeed (the server was busy, a packet got lost).
 * Everything else is a property of the site or of our rules and would fail the same way again.
 */
const RETRYABLE: ReadonlySet<FetchErrorCode> = new Set([
  'dns_error',
  'connection_refused',
  'connection_timeout',
  'connection_reset',
  'timeout',
  'network_error',
]);

export function isRetryable(code: FetchErrorCode): boolean {
  return RETRYABLE.has(code);
}

/** HTTP answers that mean "later", not "never". */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 502 || status === 503 || status === 504;
}

/** Thrown inside the fetcher to carry a coded failure up to the point where it becomes data. */
export class FetchError extends Error {
  constructor(
    readonly code: FetchErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'FetchError';
  }
}

/** Raised by the guarded connector when a connection would reach an address the policy refuses. */
export class AddressNotAllowedError extends Error {
  readonly code = 'ERR_ADDRESS_NOT_ALLOWED';
  constructor(
    readonly host: string,
    readonly address: string,
    reason: string,
  ) {
    super(`refusing to connect to ${host} (${address}): ${reason}`);
    this.name = 'AddressNotAllowedError';
  }
}

const TLS_CODE = /^(ERR_TLS_|ERR_SSL_|CERT_|UNABLE_TO_|DEPTH_ZERO_|SELF_SIGNED_|HOSTNAME_MISMATCH|EPROTO$)/;

function errorCode(err: unknown): string | undefined {
  if (typeof err !== 'object' || err === null) return undefined;
  const code = (err as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Maps what Node, undici and zlib throw onto our codes. undici wraps socket errors, so the
 * cause chain is walked until a recognised code shows up.
 */
export function classifyError(err: unknown): FetchFailure {
  if (err instanceof FetchError) return { code: err.code, message: err.message };
  const message = err instanceof Error ? err.message : String(err);
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof FetchError) return { code: e.code, message: e.message };
    const code = errorCode(e);
    if (!code) continue;
    if (code === 'ERR_ADDRESS_NOT_ALLOWED') return { code: 'address_not_allowed', message: (e as Error).message };
    if (code === 'ENOTFOUND' || code === 'EAI_NONAME' || code === 'EAI_NODATA') {
      return { code: 'dns_not_found', message: `host not found: ${message}` };
    }
    if (code === 'EAI_AGAIN' || code === 'EAI_FAIL') return { code: 'dns_error', message };
    if (code === 'ECONNREFUSED') return { code: 'connection_refused', message };
    if (code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'ETIMEDOUT') return { code: 'connection_timeout', message };
    if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT') return { code: 'timeout', message };
    if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED') {
      return { code: 'connection_reset', message };
    }
    if (TLS_CODE.test(code)) return { code: 'tls_error', message };
    if (code === 'EHOSTUNREACH' || code === 'ENETUNREACH') return { code: 'network_error', message };
  }
  return { code: 'network_error', message };
}
