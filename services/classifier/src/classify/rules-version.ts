/**
 * Which rules answered: a digest of everything that decides an answer and is kept as data (the
 * legacy keywords, the markers, the platforms a site's markup gives away, the site-type weights
 * and industry priors, the taxonomy's words, the calibration). A cached answer of other rules is no answer: after a deploy that changes them,
 * the health metrics speak of the new rules at once, not after the cache's week. A change to the
 * code alone (not its data) does not move it; `make calibrate-classifier`, run after any change to
 * the v2 rules, rewrites the calibration and so moves it.
 */
import { createHash } from 'node:crypto';
import industries from '../taxonomy/industries.json' with { type: 'json' };
import { HEADING_MARKERS, NAV_MARKERS, TEXT_MARKERS } from '../signals/marker-phrases.js';
import { PLATFORMS } from '../signals/platform.js';
import calibration from './calibration.json' with { type: 'json' };
import { SITE_TYPE_INDUSTRY_PRIORS, SITE_TYPE_TOPIC_WEIGHTS } from './industry.js';
import { LEGACY_SITE_TYPE_KEYWORDS, LEGACY_TYPE_VERTICALS, LEGACY_VERTICAL_KEYWORDS } from './legacy-rules.js';
import { SITE_TYPE_WEIGHTS } from './site-type-weights.js';

export const RULES_VERSION = createHash('sha256')
  .update(
    JSON.stringify([
      LEGACY_SITE_TYPE_KEYWORDS,
      LEGACY_VERTICAL_KEYWORDS,
      LEGACY_TYPE_VERTICALS,
      NAV_MARKERS,
      HEADING_MARKERS,
      TEXT_MARKERS,
      PLATFORMS.map(([name, kind, pattern]) => [name, kind, pattern.source]),
      SITE_TYPE_WEIGHTS,
      SITE_TYPE_INDUSTRY_PRIORS,
      SITE_TYPE_TOPIC_WEIGHTS,
      industries,
      { site_type: calibration.site_type, industry: calibration.industry },
    ]),
  )
  .digest('hex')
  .slice(0, 12);
