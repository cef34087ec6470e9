import type { CitationProgress, CitationSource, CitationSummary } from '@citable/contracts';
import { CITATION_SOURCES } from '@citable/contracts/vocab';
import { useState } from 'react';

import { ProgressBar } from '@/components/ui/progress-bar';
import { useToast } from '@/components/ui/toast';
import { apiErrorMessage } from '@/lib/api-client';

import { useRunCitations } from '../api/run-citations';
import { sourceLabel } from '../utils/citations';

export type RunTarget = { projectId: string; domain: string };

/**
 * The owner's way to run the citation test: which sources to ask (those without an API key are
 * shown, not configured, and cannot be picked), the Run button, and the live progress of a run.
 */
export function RunPanel({ auditId, target, summary, progress }: { auditId: string; target: RunTarget; summary: CitationSummary | undefined; progress: CitationProgress | null }) {
  const configured = new Set(summary?.bySource.filter((s) => s.configured).map((s) => s.ai_source) ?? []);
  const [picked, setPicked] = useState<Set<CitationSource> | null>(null);
  const chosen = picked ?? configured;
  const { notify } = useToast();
  const run = useRunCitations({
    mutationConfig: {
      onSuccess: (res) => {
        const skipped = res.not_configured?.length ? ` Not configured: ${res.not_configured.map(sourceLabel).join(', ')}.` : '';
        notify(res.already_running ? 'A citation test is already running for this audit.' : `Citation test started.${skipped}`, 'success');
      },
      onError: (error) => notify(apiErrorMessage(error, 'Failed to run citations.'), 'danger'),
    },
  });
  const running = summary?.run?.status === 'running';
  const done = progress?.done ?? summary?.run?.done ?? 0;
  const total = progress?.total ?? summary?.run?.total ?? 0;
  const errors = progress?.errors ?? summary?.run?.errors ?? 0;
  const toggle = (source: CitationSource) => {
    const next = new Set(chosen);
    if (next.has(source)) next.delete(source);
    else next.add(source);
    setPicked(next);
  };
  const hasRun = Boolean(summary?.run);

  return (
    <section className="panel run-panel" aria-labelledby="citations-title">
      <div>
        <h2 id="citations-title">AI Citations</h2>
        <p className="muted">
          Citable asks Perplexity, ChatGPT, Claude and Brave AI the questions your customers ask, branded and non-branded, each several
          times, and records which answers cite your site and which only name it.
        </p>
      </div>
      <fieldset className="source-picker" disabled={running || run.isPending}>
        <legend className="small">Sources to ask</legend>
        {CITATION_SOURCES.map((source) => {
          const isConfigured = configured.has(source);
          return (
            <label key={source} className={`source-picker__item ${isConfigured ? '' : 'source-picker__item--off'}`}>
              <input type="checkbox" checked={isConfigured && chosen.has(source)} disabled={!isConfigured} onChange={() => toggle(source)} />
              <span>{sourceLabel(source)}</span>
              {/* Without a summary (the service did not answer) which sources have a key is unknown, not "not configured". */}
              {summary && !isConfigured && <span className="muted small">Not configured</span>}
            </label>
          );
        })}
      </fieldset>
      <div className="run-panel__side">
        <button
          type="button"
          className="btn btn--primary"
          disabled={running || run.isPending || chosen.size === 0 || !summary}
          onClick={() => run.mutate({ auditId, projectId: target.projectId, domain: target.domain, sources: CITATION_SOURCES.filter((s) => chosen.has(s)) })}
        >
          {run.isPending ? 'Starting…' : running ? 'Running…' : hasRun ? 'Run citations again' : 'Run citations'}
        </button>
        {summary && configured.size === 0 && <p className="muted small">No source has an API key: set one in the server's environment to run the test.</p>}
      </div>
      {running && (
        <div className="run-progress" aria-live="polite">
          <ProgressBar value={done} max={total} label="Citation test progress" />
          <p className="muted small">
            {done} of {total} answers{errors > 0 ? ` · ${errors} could not be given` : ''}
            {progress && (
              <span className="run-progress__sources">
                {progress.bySource.map((s) => (
                  <span key={s.source}>
                    {sourceLabel(s.source)} {s.done}/{s.total}
                  </span>
                ))}
              </span>
            )}
          </p>
        </div>
      )}
    </section>
  );
}
