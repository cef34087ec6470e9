import { Head } from '@/components/seo/head';
import { useMe } from '@/features/auth/api/get-me';
import { useSignInDialog } from '@/features/auth/components/sign-in-dialog-provider';

/**
 * Audit Dashboard (/ and /audits). This issue ships its frame only: the title and, for visitors
 * who are signed out, "Start New Audit", which asks them to sign in first. The Recent Audits
 * table and the start flow come with the dashboard screen.
 */
export default function Dashboard() {
  const me = useMe();
  const { openSignIn } = useSignInDialog();
  const signedOut = me.data === null || me.isError;

  return (
    <div className="container page">
      <Head title="Audit Dashboard" />
      <header className="page-header">
        <div>
          <h1>Audit Dashboard</h1>
          <p className="lead">
            See how visible your site is to AI assistants like ChatGPT, Claude, Perplexity and Brave, and what to fix
            first.
          </p>
        </div>
        {signedOut && (
          <button type="button" className="btn btn--primary btn--lg" onClick={openSignIn}>
            Start New Audit
          </button>
        )}
      </header>

      {me.data && (
        <p className="muted">
          Signed in as <strong>{me.data.email}</strong>.
        </p>
      )}
    </div>
  );
}
