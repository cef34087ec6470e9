import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { createAudit, MAX_PAGES } from '@/features/audits/api/create-audit';

/** Default project id of the starter screen (spec 9). */
const DEFAULT_PROJECT_ID = 'default';

type State = { kind: 'starting' } | { kind: 'failed'; reason: string };

/** Audits already requested by this tab, so a remount (StrictMode, back/forward) never starts a second one. */
const started = new Map<string, Promise<string>>();

/**
 * New-audit starter (/audits/new, spec 2): reads project_id, root_url, site_description and
 * max_pages from the query, creates the audit and goes to /audits. root_url is required.
 */
export default function NewAudit() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: 'starting' });
  const key = params.toString();
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (handled.current === key) return;
    handled.current = key;
    const rootUrl = params.get('root_url')?.trim();
    if (!rootUrl) {
      setState({ kind: 'failed', reason: 'Missing audit details' });
      return;
    }
    const maxPages = Number.parseInt(params.get('max_pages') ?? '', 10);
    let request = started.get(key);
    if (!request) {
      request = createAudit({
        project_id: params.get('project_id')?.trim() || DEFAULT_PROJECT_ID,
        root_url: rootUrl,
        site_description: params.get('site_description')?.trim() || null,
        max_pages: Number.isFinite(maxPages) && maxPages > 0 ? maxPages : MAX_PAGES.starter,
      });
      started.set(key, request);
    }
    request.then(
      () => void navigate(paths.audits.list.getHref(), { replace: true }),
      (error: unknown) => {
        started.delete(key);
        setState({ kind: 'failed', reason: error instanceof Error ? error.message : 'Unknown error' });
      },
    );
  }, [key, params, navigate]);

  return (
    <div className="container container--narrow page">
      {state.kind === 'starting' ? (
        <section className="panel panel--center" role="status" aria-live="polite">
          <Head title="Starting Your Audit" />
          <span className="spinner spinner--lg" aria-hidden="true" />
          <h1>Starting Your Audit</h1>
          <p className="muted">Please wait while we set up your audit. This only takes a moment.</p>
        </section>
      ) : (
        <section className="panel panel--center error-state" role="alert">
          <Head title="Failed to Start Audit" />
          <div className="icon-badge icon-badge--danger" aria-hidden="true">
            <svg viewBox="0 0 24 24" width="28" height="28">
              <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
              <path d="M9 9l6 6M15 9l-6 6" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </div>
          <h1>Failed to Start Audit</h1>
          <p className="muted">{state.reason}</p>
          <div className="actions">
            <Link to={paths.home.getHref()} className="btn btn--primary">
              Return Home
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
