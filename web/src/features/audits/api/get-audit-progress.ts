import type { AuditProgress } from '@citable/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { env } from '@/config/env';

import { auditQueryKey } from './get-audit';
import { auditsQueryKey } from './get-audits';

/**
 * GET /api/audits/{id}/progress: Server-Sent Events, `event: progress` with
 * {auditId, status, discovered, crawled, scored}, one now and one per change, ending when the
 * audit completes or fails. Returns the unsubscribe function.
 */
export function subscribeAuditProgress(
  id: string,
  onProgress: (progress: AuditProgress) => void,
  onError?: () => void,
): () => void {
  const source = new EventSource(`${env.apiUrl}/api/audits/${encodeURIComponent(id)}/progress`, { withCredentials: true });
  source.addEventListener('progress', (event) => {
    try {
      const data = JSON.parse((event as MessageEvent<string>).data) as AuditProgress;
      onProgress(data);
      if (data.status === 'completed' || data.status === 'failed') source.close();
    } catch {
      // A malformed event is skipped; the next one carries the full state again.
    }
  });
  source.addEventListener('error', () => {
    // CONNECTING: the stream dropped before the audit ended (a gateway restarting or shutting down,
    // a network blip) and EventSource reconnects by itself; the server sends the current state
    // first, so the stream resumes. CLOSED: the server refused the stream; polling takes over.
    if (source.readyState === EventSource.CLOSED) onError?.();
  });
  return () => source.close();
}

/**
 * Live progress of a running audit. When the stream says the audit finished, the audit and
 * everything under it is fetched again so the screen shows the results.
 */
export function useAuditProgress(id: string, enabled: boolean): AuditProgress | null {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<AuditProgress | null>(null);

  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    let lastStatus: string | null = null;
    return subscribeAuditProgress(
      id,
      (next) => {
        setProgress(next);
        if (next.status !== lastStatus && lastStatus !== null) void queryClient.invalidateQueries({ queryKey: auditQueryKey(id) });
        if (next.status === 'completed' || next.status === 'failed') {
          void queryClient.invalidateQueries({ queryKey: auditQueryKey(id) });
          void queryClient.invalidateQueries({ queryKey: [...auditsQueryKey, 'list'] });
        }
        lastStatus = next.status;
      },
      // Stream gone (network, server restart): the audit query's own polling takes over.
      () => void queryClient.invalidateQueries({ queryKey: auditQueryKey(id), exact: true }),
    );
  }, [id, enabled, queryClient]);

  return progress;
}
