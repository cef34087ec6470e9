import type { PromptSet, PromptVerdict } from '@citable/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Pill } from '@/components/ui/pill';
import { InlineError, Skeleton } from '@/components/ui/states';

import { isServiceDown, serverMessage } from '../api/admin-request';
import { getPromptSetQueryOptions, type PromptMode } from '../api/get-prompts';
import { flagText, realismText, shippedVerdicts, verdictFacts } from '../utils/prompts-compare';

import { AdminPageHeader } from './admin-page-header';
import { HostForm } from './host-form';
import { ServiceDown } from './service-down';

/** The domain the screen opens with (spec 2: "default a sample domain"). */
export const SAMPLE_DOMAIN = 'example.com';

const COLUMNS: ReadonlyArray<{ mode: PromptMode; title: string }> = [
  { mode: 'rules', title: 'Rules (V3)' },
  { mode: 'ai', title: 'AI (V4)' },
  { mode: 'blended', title: 'Blended (Production)' },
];

/**
 * Prompts compare (spec 2): one domain's prompt sets from the three generators side by side,
 * each with its industry, version, source, counts, realism and numbered prompts; beside them
 * (issue 22) the set's id, flags and site profile, why the judge passed each prompt, and the
 * candidates it rejected with their faults. An old cached set without verdicts shows the lists alone.
 */
export function PromptsCompare() {
  const [domain, setDomain] = useState(SAMPLE_DOMAIN);
  const queryClient = useQueryClient();
  const queries = useQueries({ queries: COLUMNS.map(({ mode }) => ({ ...getPromptSetQueryOptions(domain, mode), enabled: domain !== '' })) });
  const sets = COLUMNS.map((column, i) => ({ ...column, query: queries[i]! }));
  // All three answered 503: one notice for the citation service, not three copies of it.
  const down = sets.every((s) => s.query.isError && isServiceDown(s.query.error)) ? sets[0]!.query.error : null;

  const compare = (next: string) => {
    if (next === domain) void queryClient.refetchQueries({ queryKey: ['admin', 'prompts', next] });
    setDomain(next);
  };

  return (
    <div className="stack-lg">
      <AdminPageHeader title="Prompts Compare" lead="The questions each prompt generator writes for a domain: rules, AI, and the blend production asks." />
      <HostForm label="Domain" initial={SAMPLE_DOMAIN} busy={sets.some((s) => s.query.isFetching)} busyLabel="Comparing…" onSubmit={compare} />

      {down ? (
        <ServiceDown service="citation" error={down} />
      ) : (
        <>
          <p className="muted">
            Prompt sets for <strong className="break-anywhere">{domain}</strong>
          </p>
          <div className="admin-prompt-columns">
            {sets.map(({ mode, title, query }) => (
              <section key={mode} className="panel panel--tight admin-prompt-column" aria-labelledby={`prompts-${mode}`}>
                <h2 id={`prompts-${mode}`} className="h3">
                  {title}
                </h2>
                {query.isPending ? (
                  <Skeleton lines={6} />
                ) : query.isError ? (
                  // The server's reason when it gave one; the title alone when the request never reached it.
                  <InlineError title="Failed to fetch prompts" message={serverMessage(query.error, '')} />
                ) : (
                  <PromptColumn set={query.data} />
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function PromptColumn({ set }: { set: PromptSet }) {
  const { meta } = set;
  const verdictOf = shippedVerdicts(set);
  const flags = meta.flags ?? [];
  return (
    <>
      {flags.length > 0 && (
        <ul className="admin-flags" aria-label="Flags">
          {flags.map((flag) => (
            <li key={flag} className="pill pill--warn admin-flag">
              {flagText(flag)}
            </li>
          ))}
        </ul>
      )}
      <dl className="kv-list kv-list--compact">
        <div>
          <dt>Industry</dt>
          <dd>{meta.industry}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{meta.prompt_gen_version}</dd>
        </div>
        {meta.set_id && (
          <div>
            <dt>Set</dt>
            <dd>
              <code className="admin-set-id">{meta.set_id}</code>
              {meta.judge_version && <span className="muted small"> · {meta.judge_version}</span>}
            </dd>
          </div>
        )}
        <div>
          <dt>Source</dt>
          <dd>{meta.source}</dd>
        </div>
        {meta.profile && (
          <div>
            <dt>Profile</dt>
            <dd className="break-anywhere">
              Brand {meta.profile.brand} · Topic {meta.profile.topic ?? '—'}
            </dd>
          </div>
        )}
        <div>
          <dt>Prompts</dt>
          <dd>
            {set.branded.length} branded · {set.nonBranded.length} non-branded
          </dd>
        </div>
        <div>
          <dt>Realism</dt>
          <dd>
            {realismText(meta.realism_avg)} average · target {realismText(meta.realism_target)}
          </dd>
        </div>
      </dl>
      <PromptList title="Branded" prompts={set.branded} verdictOf={(text) => verdictOf('branded', text)} />
      <PromptList title="Non-branded" prompts={set.nonBranded} verdictOf={(text) => verdictOf('non-branded', text)} />
      {set.judged && set.judged.rejected.length > 0 && <RejectedList rejected={set.judged.rejected} />}
    </>
  );
}

function PromptList({ title, prompts, verdictOf }: { title: string; prompts: readonly string[]; verdictOf: (text: string) => PromptVerdict | undefined }) {
  return (
    <div className="admin-prompts">
      <h3 className="admin-prompts__title">
        {title} ({prompts.length})
      </h3>
      {prompts.length === 0 ? (
        <p className="muted small">None</p>
      ) : (
        <ol>
          {prompts.map((prompt, i) => {
            const verdict = verdictOf(prompt);
            return (
              <li key={`${i}-${prompt}`}>
                {prompt}
                {verdict && <Why verdict={verdict} />}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

/** Why the judge passed a prompt: its intent, origin and score, the checks' lines behind a click. */
function Why({ verdict }: { verdict: PromptVerdict }) {
  return (
    <details className="admin-verdict">
      <summary className="muted small">{verdictFacts(verdict)}</summary>
      <Reasons reasons={verdict.reasons} />
    </details>
  );
}

function Reasons({ reasons }: { reasons: readonly string[] }) {
  return (
    <ul className="admin-verdict__reasons small">
      {reasons.map((reason, i) => (
        <li key={`${i}-${reason}`}>{reason}</li>
      ))}
    </ul>
  );
}

/** The candidates the judge turned down, each with its faults and the checks' lines: why it is not asked. */
function RejectedList({ rejected }: { rejected: readonly PromptVerdict[] }) {
  return (
    <details className="admin-prompts admin-rejected">
      <summary className="admin-prompts__title">Rejected ({rejected.length})</summary>
      <ul className="admin-rejected__list">
        {rejected.map((verdict, i) => (
          <li key={`${i}-${verdict.type}-${verdict.text}`}>
            <span>{verdict.text}</span>
            <span className="muted small">
              {verdict.type} · {verdictFacts(verdict)}
            </span>
            {verdict.faults.length > 0 && (
              <span className="chip-row">
                {verdict.faults.map((fault) => (
                  <Pill key={fault} tone="danger">
                    {fault}
                  </Pill>
                ))}
              </span>
            )}
            <Reasons reasons={verdict.reasons} />
          </li>
        ))}
      </ul>
    </details>
  );
}
