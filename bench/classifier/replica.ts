/** A classifier replica as make bench-classifier runs it: one setting for the bench's process and its first-read process. */
import { createGuardedFetcher } from '@citable/net';
import type { ClassifierSettings } from '../../services/classifier/src/classifier.js';

/** Live reads may reach the fixture sites on 127.0.0.1 only. */
export const benchFetcher = () => createGuardedFetcher({ addressPolicy: { allowCidrs: ['127.0.0.0/8'] }, connectionsPerOrigin: 2, limits: { timeoutMs: 15_000, maxBytes: 5 * 1024 * 1024, maxRedirects: 5 } });

export const BENCH_SETTINGS: ClassifierSettings = { cacheTtlMs: 3_600_000, lruSize: 1_000, fetchDeadlineMs: 20_000, mapOrigins: [] };
