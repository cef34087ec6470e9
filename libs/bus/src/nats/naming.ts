/**
 * Where a namespaced bus lives on a shared NATS server. Every subject starts with the namespace
 * token; streams and consumers start with `<namespace>_`. Namespaces and names contain no `_`
 * (names.ts), so a prefix belongs to exactly one namespace.
 *
 *   queue "score.pages" -> subject "<ns>.work.score.pages", stream "<ns>_work_score"
 *                          (one per family: the first token), consumer "<ns>_score_pages"
 *   event "audit.completed" -> "<ns>.event.audit.completed";  request "auth.session" -> "<ns>.rpc.auth.session"
 */
export class NatsNames {
  constructor(readonly namespace: string) {}

  /** Streams and consumers of this namespace, and only of this namespace, start with this. */
  get prefix(): string {
    return `${this.namespace}_`;
  }

  work(queue: string): string {
    return `${this.namespace}.work.${queue}`;
  }

  event(subject: string): string {
    return `${this.namespace}.event.${subject}`;
  }

  rpc(subject: string): string {
    return `${this.namespace}.rpc.${subject}`;
  }

  stream(queue: string): string {
    return `${this.prefix}work_${family(queue)}`;
  }

  streamSubjects(queue: string): string[] {
    const base = `${this.namespace}.work.${family(queue)}`;
    return [base, `${base}.>`];
  }

  durable(queue: string): string {
    return `${this.prefix}${queue.replaceAll('.', '_')}`;
  }

  /**
   * JetStream de-duplicates by message id across a whole stream; prefixing the queue keeps the
   * window per queue, as enqueue() promises (and as the in-process bus does).
   */
  messageId(queue: string, id: string): string {
    return `${queue}:${id}`;
  }

  jobId(queue: string, messageId: string): string {
    return messageId.startsWith(`${queue}:`) ? messageId.slice(queue.length + 1) : messageId;
  }
}

function family(queue: string): string {
  return queue.split('.', 1)[0] as string;
}

/**
 * The JetStream stream and durable consumer of a work queue, as an operator names them outside
 * Citable (KEDA's nats-jetstream scaler, `nats consumer info`).
 */
export function jetStreamConsumerOf(namespace: string, queue: string): { stream: string; consumer: string } {
  const names = new NatsNames(namespace);
  return { stream: names.stream(queue), consumer: names.durable(queue) };
}
