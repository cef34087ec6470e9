import type { PromptSet } from '@citable/contracts';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { InlineError, Skeleton } from '@/components/ui/states';

import { isServiceDown, serverMessage } from '../api/admin-request';
import { getPromptSetQueryOptions, type PromptMode } from '../api/get-prompts';

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
 * each with its industry, version, source, counts, realism and numbered prompts.
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

const realism = (value: number | null) => (value === null || !Number.isFinite(value) ? '—' : value.toFixed(2));

function PromptColumn({ set }: { set: PromptSet }) {
  const { meta } = set;
  return (
    <>
      <dl className="kv-list kv-list--compact">
        <div>
          <dt>Industry</dt>
          <dd>{meta.industry}</dd>
        </div>
        <div>
          <dt>Version</dt>
          <dd>{meta.prompt_gen_version}</dd>
        </div>
        <div>
          <dt>Source</dt>
          <dd>{meta.source}</dd>
        </div>
        <div>
          <dt>Prompts</dt>
          <dd>
            {set.branded.length} branded · {set.nonBranded.length} non-branded
          </dd>
        </div>
        <div>
          <dt>Realism</dt>
          <dd>
            {realism(meta.realism_avg)} average · target {realism(meta.realism_target)}
          </dd>
        </div>
      </dl>
      <PromptList title="Branded" prompts={set.branded} />
      <PromptList title="Non-branded" prompts={set.nonBranded} />
    </>
  );
}

function PromptList({ title, prompts }: { title: string; prompts: readonly string[] }) {
  return (
    <div className="admin-prompts">
      <h3 className="admin-prompts__title">
        {title} ({prompts.length})
      </h3>
      {prompts.length === 0 ? (
        <p className="muted small">None</p>
      ) : (
        <ol>
          {prompts.map((prompt, i) => (
            <li key={`${i}-${prompt}`}>{prompt}</li>
          ))}
        </ol>
      )}
    </div>
  );
}
