/** Tracks running handlers so a subscription can stop only after they finish. */
export class InFlight {
  readonly #running = new Set<Promise<unknown>>();

  track(work: Promise<unknown>): void {
    const settled = work.then(
      () => undefined,
      () => undefined,
    );
    this.#running.add(settled);
    void settled.then(() => this.#running.delete(settled));
  }

  async idle(): Promise<void> {
    while (this.#running.size > 0) await Promise.all(this.#running);
  }
}
