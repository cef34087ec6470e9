/** FrontierStore kept in memory: one process, no crash recovery (tests, benchmarks, the embedded mode). */
import {
  FRONTIER_STATES,
  outcomeColumns,
  type FrontierCounts,
  type FrontierEntry,
  type FrontierSource,
  type FrontierState,
  type FrontierStore,
  type OutcomeColumns,
} from './frontier.js';

interface Row extends FrontierEntry, Omit<OutcomeColumns, 'state'> {
  state: FrontierState;
  referrer: string | null;
}

export interface MemoryFrontier extends FrontierStore {
  /** Every row, for tests and diagnostics. */
  rows(): ReadonlyArray<Readonly<Row>>;
}

const NO_OUTCOME = { error: null, statusCode: null, contentType: null, target: null } as const;

export function createMemoryFrontier(): MemoryFrontier {
  // Insertion order is discovery order.
  const rows = new Map<string, Row>();
  // Queued URLs per depth, in insertion order. Entries whose row left "queued" are skipped lazily.
  const queues = new Map<number, string[]>();

  function enqueue(row: Row): void {
    const q = queues.get(row.depth) ?? [];
    q.push(row.url);
    queues.set(row.depth, q);
  }

  return {
    async add(urls, depth, source, referrer = null) {
      let added = 0;
      for (const url of urls) {
        if (rows.has(url)) continue;
        const row: Row = { url, depth, source, attempts: 0, state: 'queued', referrer, ...NO_OUTCOME };
        rows.set(url, row);
        enqueue(row);
        added++;
      }
      return added;
    },
    async claim(limit) {
      const out: FrontierEntry[] = [];
      const depths = [...queues.keys()].sort((a, b) => a - b);
      for (const depth of depths) {
        const q = queues.get(depth) ?? [];
        while (q.length > 0 && out.length < limit) {
          const row = rows.get(q.shift() as string);
          if (!row || row.state !== 'queued') continue;
          row.state = 'fetching';
          row.attempts++;
          out.push({ url: row.url, depth: row.depth, source: row.source, attempts: row.attempts });
        }
        if (q.length === 0) queues.delete(depth);
        if (out.length >= limit) break;
      }
      return out;
    },
    async claimUrl(url, depth, source: FrontierSource, referrer) {
      const row = rows.get(url);
      if (!row) {
        rows.set(url, { url, depth, source, attempts: 1, state: 'fetching', referrer, ...NO_OUTCOME });
        return true;
      }
      if (row.state !== 'queued' && row.state !== 'skipped') return false;
      row.state = 'fetching';
      row.attempts++;
      return true;
    },
    async complete(url, outcome) {
      const row = rows.get(url);
      if (!row) return;
      Object.assign(row, outcomeColumns(outcome));
    },
    async requeueDeferredTo(target) {
      let n = 0;
      for (const row of rows.values()) {
        if (row.state !== 'skipped' || row.target !== target) continue;
        Object.assign(row, { state: 'queued', ...NO_OUTCOME });
        enqueue(row);
        n++;
      }
      return n;
    },
    async release(url, error) {
      const row = rows.get(url);
      if (row?.state !== 'fetching') return;
      row.state = 'queued';
      row.error = error;
      enqueue(row);
    },
    async requeueInFlight() {
      let n = 0;
      for (const row of rows.values()) {
        if (row.state !== 'fetching') continue;
        row.state = 'queued';
        enqueue(row);
        n++;
      }
      return n;
    },
    async stateOf(url) {
      return rows.get(url)?.state ?? null;
    },
    async counts() {
      const counts = Object.fromEntries(FRONTIER_STATES.map((s) => [s, 0])) as FrontierCounts;
      counts.total = rows.size;
      for (const row of rows.values()) counts[row.state]++;
      return counts;
    },
    async outcomes(state, limit) {
      const out = [];
      for (const row of rows.values()) {
        if (out.length >= limit) break;
        if (row.state !== state) continue;
        const { url, source, referrer, statusCode, contentType, target, error } = row;
        out.push({ url, source, referrer, statusCode, contentType, target, error });
      }
      return out;
    },
    rows: () => [...rows.values()],
  };
}
