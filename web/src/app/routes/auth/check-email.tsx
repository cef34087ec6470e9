import { Link, useSearchParams } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { paths } from '@/config/paths';

/** After "Send Magic Link": where the link went and what to do next (spec 2, "Auth screens"). */
export default function CheckEmail() {
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || null;

  return (
    <div className="container container--narrow page">
      <Head title="Check your email" />
      <section className="panel panel--center">
        <div className="icon-badge" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="28" height="28">
            <rect x="3" y="5" width="18" height="14" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
            <path d="M4 7l8 6 8-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </div>
        <h1>Check your email</h1>
        <p className="lead">
          We sent a sign-in link to{' '}
          {email ? <strong className="break-anywhere">{email}</strong> : 'the email address you entered'}.
        </p>

        <ol className="steps">
          <li>Open the email from Citable.</li>
          <li>Click the sign-in link in it.</li>
          <li>You&rsquo;re signed in and taken to your audits.</li>
        </ol>

        <div className="notice">
          <p>
            <strong>The link expires in 20 minutes</strong> and works once. If it has expired, request a new one.
          </p>
          <p>Can&rsquo;t find the email? Check your spam or junk folder.</p>
        </div>

        <Link to={paths.home.getHref()} className="btn btn--secondary">
          Back to home
        </Link>
      </section>
    </div>
  );
}
