/**
 * Politeness per host: at most `concurrency` requests in flight to one host, and when the site
 * asks for a Crawl-delay, one request at a time with starts spaced by at least that delay (the
 * reading Bing and Yandex give the directive). Waiting requests are served in arrival order.
 */

export interface HostThrottle {
  /** Runs `task` when the host has a free slot and its delay has passed. */
  run<T>(host: string, task: () => Promise<T>): Promise<T>;
  /** Sets the spacing between request starts for a host (robots.txt Crawl-delay, already capped). */
  setDelay(host: string, delayMs: number): void;
}

interface Queue {
  active: number;
  nextStartAt: number;
  waiting: Array<() => void>;
  timer: NodeJS.Timeout | null;
}

export function createHostThrottle(concurrency: number): HostThrottle {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new Error(`per-host concurrency must be a positive integer, got ${concurrency}`);
  }
  const queues = new Map<string, Queue>();
  const delays = new Map<string, number>();

  function drain(host: string, q: Queue): void {
    if (q.timer) return;
    const delayMs = delays.get(host) ?? 0;
    const limit = delayMs > 0 ? 1 : concurrency;
    while (q.waiting.length > 0 && q.active < limit) {
      const wait = q.nextStartAt - Date.now();
      if (wait > 0) {
        q.timer = setTimeout(() => {
          q.timer = null;
          drain(host, q);
        }, wait);
        return;
      }
      const start = q.waiting.shift();
      q.active++;
      q.nextStartAt = Date.now() + delayMs;
      start?.();
    }
  }

  return {
    run<T>(host: string, task: () => Promise<T>): Promise<T> {
      let q = queues.get(host);
      if (!q) {
        q = { active: 0, nextStartAt: 0, waiting: [], timer: null };
        queues.set(host, q);
      }
      const queue = q;
      return new Promise<T>((resolve, reject) => {
        queue.waiting.push(() => {
          task()
            .then(resolve, reject)
            .finally(() => {
              queue.active--;
              drain(host, queue);
            });
        });
        drain(host, queue);
      });
    },
    setDelay(host: string, delayMs: number): void {
      delays.set(host, Math.max(0, delayMs));
    },
  };
}
