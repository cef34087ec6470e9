import type { QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';

import { Head } from '@/components/seo/head';
import { EmptyState, InlineError, Skeleton } from '@/components/ui/states';
import { paths } from '@/config/paths';
import { getAuditsQueryOptions, useAudits } from '@/features/audits/api/get-audits';
import { AuditsTable } from '@/features/audits/components/audits-table';
import { StartAuditDialog } from '@/features/audits/components/start-audit-dialog';
import { getMeQueryOptions, useMe } from '@/features/auth/api/get-me';
import { requestMagicLink } from '@/features/auth/api/request-magic-link';
import { MonitoredSites } from '@/features/monitors/components/monitored-sites';
import { useSignInDialog } from '@/features/auth/components/sign-in-dialog-provider';
import { apiErrorMessage } from '@/lib/api-client';
import { pluralize } from '@/utils/text';

export const clientLoader = (queryClient: QueryClient) => async () => {
  // Signed-in visitors get their list as the screen loads; a 401 just means signed out.
  void queryClient.fetchQuery(getMeQueryOptions()).then((me) => {
    if (me) void queryClient.prefetchQuery(getAuditsQueryOptions());
  }, () => undefined);
  return null;
};

/**
 * Audit Dashboard (/ and /audits, spec 2): "Start New Audit" with its start flow, and the
 * "Recent Audits" table, or its empty state. Signed-out visitors see what Citable does.
 */
export default function Dashboard() {
  const me = useMe();
  const signedIn = Boolean(me.data);
  const signedOut = me.data === null || me.isError;
  const audits = useAudits({ enabled: signedIn });
  const { openSignIn } = useSignInDialog();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  const start = () => setStarting(true);

  return (
    <div className="container page">
      <Head title="Audit Dashboard" />
      <header className="page-header">
        <div>
          <h1>Audit Dashboard</h1>
          <p className="lead">
            See how visible your site is to AI assistants like ChatGPT, Claude, Perplexity and Brave, and what to fix first.
          </p>
        </div>
        <button type="button" className="btn btn--primary btn--lg" onClick={start} disabled={me.isPending}>
          <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20">
            <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
          </svg>
          Start New Audit
        </button>
      </header>

      {signedOut && <Intro onStart={start} />}

      <section className="panel panel--flush" aria-labelledby="recent-title">
        <div className="panel__head">
          <h2 id="recent-title">Recent Audits</h2>
          {signedIn && audits.data && audits.data.length > 0 && <span className="muted small">{pluralize(audits.data.length, 'audit')}</span>}
        </div>
        {me.isPending || (signedIn && audits.isPending) ? (
          <div className="panel__body">
            <Skeleton lines={4} height={40} />
          </div>
        ) : signedOut ? (
          <div className="panel__body">
            <EmptyState
              title="Sign in to see your audits"
              action={
                <button type="button" className="btn btn--secondary" onClick={openSignIn}>
                  Sign In
                </button>
              }
            >
              Audits are private and accessible only by their creator.
            </EmptyState>
          </div>
        ) : audits.isError ? (
          <div className="panel__body">
            <InlineError title="Could not load your audits" message={apiErrorMessage(audits.error, 'Unknown error')} />
          </div>
        ) : audits.data && audits.data.length === 0 ? (
          <div className="panel__body">
            <EmptyState
              title="No audits yet"
              icon="spark"
              action={
                <button type="button" className="btn btn--primary" onClick={start}>
                  Start Your First Audit
                </button>
              }
            >
              Audit a site to get its Citable Score, six category scores and a list of what to fix first.
            </EmptyState>
          </div>
        ) : (
          <AuditsTable audits={audits.data ?? []} />
        )}
      </section>

      {signedIn && <MonitoredSites />}

      <StartAuditDialog
        open={starting}
        onClose={() => setStarting(false)}
        signedIn={signedIn}
        sendMagicLink={(email, draft) => requestMagicLink({ email, intent: 'start_audit', payload: draft })}
        onCreated={(id) => {
          setStarting(false);
          void navigate(paths.audits.detail.getHref(id));
        }}
      />
    </div>
  );
}

function Intro({ onStart }: { onStart: () => void }) {
  const steps = [
    { title: 'Crawl', text: 'Citable reads your public pages the way AI crawlers such as GPTBot, ClaudeBot and PerplexityBot do.' },
    { title: 'Score', text: '36 checks across six categories give a Citable Score from 0 to 100, page by page and for the whole site.' },
    { title: 'Cite', text: 'Real questions go to Perplexity, ChatGPT, Claude and Brave AI to see whether their answers cite you.' },
    { title: 'Fix', text: 'A prioritised list says what to fix first, with the expected gain for each fix.' },
  ];
  return (
    <section className="intro" aria-label="How Citable works">
      <ol className="intro__steps">
        {steps.map((s, i) => (
          <li key={s.title} className="intro__step">
            <span className="intro__num" aria-hidden="true">
              {i + 1}
            </span>
            <h2 className="intro__title">{s.title}</h2>
            <p>{s.text}</p>
          </li>
        ))}
      </ol>
      <p className="intro__cta">
        <button type="button" className="btn btn--link" onClick={onStart}>
          Audit your site for free →
        </button>
      </p>
    </section>
  );
}
