/**
 * `citable audit --citations a,b`: the citation test of the audit just run, in this process. The
 * citation service runs here beside the scorer and the crawler, as `citable start` runs it, and is
 * asked over the in-process bus what the gateway asks it (REQUESTS.citation.run, then .summary):
 * its own prompt set, queues, retries, matching and summary; nothing here counts citations.
 *
 * Keys come from the environment as for the server (OPENAI_API_KEY, ...). A requested source
 * without one is left out of the run and reads "not configured" in the summary: nothing answers
 * in its place.
 */
import { RemoteError } from '@citable/bus';
import {
  CITATION_SOURCES,
  EVENTS,
  REQUESTS,
  type CitationProgress,
  type CitationRunRequest,
  type CitationRunResponse,
  type CitationSource,
  type CitationSummary,
  type CitationSummaryRequest,
} from '@citable/contracts';
import type { RunningProcess } from '@citable/runtime';
import { UsageError } from '@citable/runtime';

/** `--citations chatgpt,claude` (or `all`) as sources, in the order given; an unknown name is a usage error. */
export function parseCitationSources(value: string): CitationSource[] {
  const names = value.split(',').map((s) => s.trim().toLowerCase()).filter(Boolean);
  const choose = `choose from ${CITATION_SOURCES.join(', ')} (comma-separated), or all`;
  if (names.length === 0) throw new UsageError(`--citations takes the AI sources to ask: ${choose}.`);
  if (names.includes('all')) return [...CITATION_SOURCES];
  const unknown = names.filter((n) => !(CITATION_SOURCES as readonly string[]).includes(n));
  if (unknown.length) throw new UsageError(`--citations: unknown source ${unknown.map((u) => `"${u}"`).join(', ')}: ${choose}.`);
  return [...new Set(names as CitationSource[])];
}

export interface CitationTestResult {
  summary: CitationSummary;
  /** Why no run started (every requested source unconfigured, no questions could be made), else null. */
  notStarted: string | null;
}

export interface CitationTestOptions {
  auditId: string;
  domain: string;
  sources: CitationSource[];
  /** Resolves when the scorer has re-scored the audit after a completed run (Fix First with AI-cited pages first). */
  rescored: Promise<void>;
  onProgress?: (p: CitationProgress) => void;
  /** Give up when no answer has come for this long. */
  stallMs: number;
}

/** Runs the citation test of a completed audit and returns its summary, in the API's shape. */
export async function runCitationTest(proc: RunningProcess, opts: CitationTestOptions): Promise<CitationTestResult> {
  const { bus } = proc.infrastructure;
  // Subscribed before the run starts, so no progress event is missed.
  const events: CitationProgress[] = [];
  let wake = () => {};
  const sub = await bus.subscribe<CitationProgress>(EVENTS.citationProgress, (p) => {
    events.push(p);
    wake();
  });
  let notStarted: string | null = null;
  try {
    let started: CitationRunResponse | null = null;
    try {
      // Making the questions reads the audit's pages and asks the classifier: longer than a bus request's default.
      started = await bus.request<CitationRunRequest, CitationRunResponse>(
        REQUESTS.citation.run,
        { auditId: opts.auditId, domain: opts.domain, sources: opts.sources },
        { timeoutMs: 120_000 },
      );
    } catch (err) {
      // 409: no requested source has a key, or no question could be made for the site.
      if (!(err instanceof RemoteError) || err.status !== 409) throw err;
      notStarted = err.message;
    }
    if (started) {
      const end = await runEnd(started.run_id, events, (w) => (wake = w), opts);
      if (end.status === 'completed') await withStall(opts.rescored, opts.stallMs, 'the audit was not re-scored after its citation run');
    }
  } finally {
    await sub.stop();
  }
  const summary = await bus.request<CitationSummaryRequest, CitationSummary>(REQUESTS.citation.summary, { auditId: opts.auditId }, { timeoutMs: 30_000 });
  return { summary, notStarted };
}

/** The run's last progress event (completed or failed), passing the others to onProgress. */
function runEnd(runId: string, events: CitationProgress[], setWake: (wake: () => void) => void, opts: CitationTestOptions): Promise<CitationProgress> {
  return new Promise((resolve, reject) => {
    const onStall = () => reject(new Error(`the citation test got no answer for ${Math.round(opts.stallMs / 60_000)} minutes`));
    let stall = setTimeout(onStall, opts.stallMs);
    const wake = () => {
      for (let p = events.shift(); p; p = events.shift()) {
        if (p.runId !== runId) continue;
        clearTimeout(stall);
        opts.onProgress?.(p);
        if (p.status !== 'running') return resolve(p);
        stall = setTimeout(onStall, opts.stallMs);
      }
    };
    setWake(wake);
    wake();
  });
}

function withStall<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const stalled = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(what)), ms)));
  return Promise.race([promise, stalled]).finally(() => clearTimeout(timer));
}
