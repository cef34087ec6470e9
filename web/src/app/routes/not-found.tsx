import { Link, useLocation } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

export function NotFound() {
  const { pathname } = useLocation();
  return (
    <div className="container page">
      <Head title="Page not found" />
      <section className="panel panel--center">
        <p className="eyebrow">404</p>
        <h1>Page not found</h1>
        <p className="muted">
          There is no page at <code className="code-inline">{pathname}</code>. Check the address, or start again from
          the home page.
        </p>
        <div className="actions">
          <Link to={paths.home.getHref()} className="btn btn--primary">
            Back to home
          </Link>
        </div>
      </section>
    </div>
  );
}
