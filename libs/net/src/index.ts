/**
 * @citable/net: fetching pages of sites users name, under the SSRF rule of decisions.md (every
 * connection's resolved address checked, redirects followed by hand, size caps, bomb-safe
 * decompression), URL identity, and robots.txt. Shared by the crawler and the classifier.
 */
export { createAddressPolicy, type AddressPolicy, type AddressPolicyOptions, type AddressVerdict } from './address-policy.js';
export { createGuardedAgent, resolveAllowed, type GuardedAgentOptions } from './guarded-agent.js';
export { createFetcher, type FetchLimits, type FetchOptions, type FetchResult, type FetchTimings, type Fetcher } from './fetcher.js';
export { createGuardedFetcher, type GuardedFetcher, type GuardedFetcherOptions } from './guarded-fetcher.js';
export { decodeContentEncoding, gunzipCapped, isGzip, readCapped } from './body-reader.js';
export { decodeText } from './decode-text.js';
export { isHtmlContentType } from './content-type.js';
export {
  AddressNotAllowedError,
  FETCH_ERROR_CODES,
  FetchError,
  classifyError,
  isRetryable,
  isRetryableStatus,
  type FetchErrorCode,
  type FetchFailure,
} from './fetch-errors.js';
export { CITABLE_BOT } from '@citable/contracts';
export { isHttpUrl, normalizeUrl, siteKey, siteOf, type Site } from './url/normalize.js';
export { IDENTITY_ORIGIN_MAP, createOriginMap, mappingFor, type OriginMap } from './url/origin-map.js';
export { availabilityOfArtifact, robotsRulesFrom, robotsUrlFor, type RobotsAvailability, type RobotsRules } from './robots/robots-rules.js';
export { createRobotsBook, type RobotsBook } from './robots/robots-book.js';
export { robotsAdvice, type RobotsAdviceInput } from './robots/robots-advice.js';
