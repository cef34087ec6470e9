import { siteTypeLabel } from '@citable/contracts/vocab';
import type { AuditDetail } from '@citable/contracts';

/**
 * What kind of site the audit is of, as the classifier read it once the audit completed (issue 13):
 * its site type and industry. Nothing is shown before the classifier has answered.
 */
export function SiteProfile({ audit }: { audit: Pick<AuditDetail, 'site_type' | 'industry'> }) {
  if (!audit.site_type && !audit.industry) return null;
  return (
    <dl className="site-profile" aria-label="Site profile">
      {audit.site_type && (
        <div>
          <dt>Site type</dt>
          <dd>{siteTypeLabel(audit.site_type)}</dd>
        </div>
      )}
      {audit.industry && (
        <div>
          <dt>Industry</dt>
          <dd>{audit.industry}</dd>
        </div>
      )}
    </dl>
  );
}
