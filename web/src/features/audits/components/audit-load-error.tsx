import { Link } from 'react-router-dom';
import { Head } from '@/components/seo/head';
import { ErrorState } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { apiErrorMessage, isApiError } from '@/lib/api-client';

/** The audit could not be loaded (spec 8): "Audit not found" for a 404, else the error's message. */
export function AuditLoadError({ error }: { error: unknown }) {
  return (
    <div className="container page">
      <Head title="Error Loading Audit" />
      <ErrorState
        title="Error Loading Audit"
        message={isApiError(error, 404) ? 'Audit not found' : apiErrorMessage(error, 'Unknown error')}
        action={
          <Link to={paths.audits.list.getHref()} className="btn btn--primary">
            Back to Audits
          </Link>
        }
      />
    </div>
  );
}
