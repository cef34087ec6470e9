import type { CitationProgress } from '@citable/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';

import { env } from '@/config/env';

import { citationSummaryQueryKey } from './get-citation-summary';

/** While answers arrive, the summary is fetched again at most this often. */
const REFRESH_MS = 2_000;

/**
 * A running citation run's progress, live: the audit's progress stream (GET
 * /api/audits/{id}/progress) carries `citation` events while a run goes, and ends after it. The
 * summary is refetched as answers arrive, and the audit's report (Fix First, the citation
 * section) when the run ends.
 */
export function useCitationProgress(auditId: string, runId: string | null): CitationProgress | null {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<CitationProgress | null>(null);
  const lastRefresh = useRef(0);

  useEffect(() => {
    if (!runId || typeof EventSource === 'undefined') return;
    const source = new EventSource(`${env.apiUrl}/api/audits/${encodeURIComponent(auditId)}/progress`, { withCredentials: true });
    const refresh = () => void queryClient.invalidateQueries({ queryKey: citationSummaryQueryKey(auditId, 'owner') });
    source.addEventListener('citation', (event) => {
      let data: CitationProgress;
      try {
        data = JSON.parse((event as MessageEvent<string>).data) as CitationProgress;
      } catch {
        return; // a malformed event is skipped; the next one carries the whole state again
      }
      if (data.runId !== runId) return;
      setProgress(data);
      if (data.status !== 'running') {
        source.close();
        refresh();
        void queryClient.invalidateQueries({ queryKey: ['audits', auditId] });
      } else if (Date.now() - lastRefresh.current > REFRESH_MS) {
        lastRefresh.current = Date.now();
        refresh();
      }
    });
    // The server ends the stream when nothing is going; EventSource would reconnect: stop, and read the summary.
    source.addEventListener('error', () => {
      source.close();
      refresh();
    });
    return () => source.close();
  }, [auditId, runId, queryClient]);

  return progress && progress.runId === runId ? progress : null;
}
