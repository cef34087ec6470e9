import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

import { NotFound } from './not-found';

/** A screen failed to load or render. Shown inside the layout. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  console.error(error);

  // A new deployment removes the old chunks; an open tab then fails to load the next screen.
  const chunkFailed = error instanceof TypeError && /dynamically imported module|Importing a module script/i.test(error.message);

  return (
    <div className="container page">
      <Head title="Something went wrong" />
      <section className="panel panel--center" role="alert">
        <h1>Something went wrong</h1>
        <p className="muted">
          {chunkFailed
            ? 'Citable was updated while this tab was open. Reload the page to get the latest version.'
            : 'This page could not be shown. Reloading usually helps.'}
        </p>
        <div className="actions">
          <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
            Reload page
          </button>
          <Link to={paths.home.getHref()} className="btn btn--secondary">
            Back to home
          </Link>
        </div>
      </section>
    </div>
  );
}
