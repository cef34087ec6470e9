/**
 * Audit status pills (spec 4): completed (or "complete") success, running brand, failed danger;
 * any other value is shown as it is, unstyled.
 */
export type StatusTone = 'success' | 'brand' | 'danger' | 'neutral';

export const isCompleted = (status: string): boolean => status === 'completed' || status === 'complete';
export const isRunning = (status: string): boolean => status === 'running' || status === 'queued';
export const isFailed = (status: string): boolean => status === 'failed';

export function statusTone(status: string): StatusTone {
  if (isCompleted(status)) return 'success';
  if (status === 'running') return 'brand';
  if (isFailed(status)) return 'danger';
  return 'neutral';
}

export function statusLabel(status: string): string {
  if (status === 'complete') return 'Completed';
  return status ? status.charAt(0).toUpperCase() + status.slice(1) : 'Unknown';
}
