import { Link, useSearchParams } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';
import { authErrorContent } from '@/features/auth/utils/auth-messages';

/** /auth/error (spec 2 and 8): what went wrong with the sign-in link, by reason. */
export default function AuthError() {
  const [params] = useSearchParams();
  const { title, message } = authErrorContent(params.get('reason'), params.get('detail'));
  return (
    <div className="container container--narrow page">
      <Head title={title} />
      <section className="panel panel--center">
        <div className="icon-badge icon-badge--warn" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <path d="M12 3l9.5 17h-19z" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
            <path d="M12 10v4.5M12 17.2v.3" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
        </div>
        <h1>{title}</h1>
        <p className="lead">{message}</p>
        <p className="muted small">For your security, each user can access only their own audits.</p>
        <div className="actions">
          <Link to={paths.home.getHref()} className="btn btn--primary">
            Request a new link
          </Link>
          <Link to={paths.audits.list.getHref()} className="btn btn--secondary">
            View my audits
          </Link>
        </div>
      </section>
    </div>
  );
}
