/**
 * The one naming rule both implementations enforce, so a name that works in-process also works on
 * NATS: dot-separated tokens of lower-case letters, digits and hyphens, wide -> narrow
 * (`crawl.jobs`, `auth.magic.request`). Underscores are kept out because the NATS implementation
 * uses `_` to join the namespace and a queue into stream and consumer names; wildcards are kept out
 * because both implementations match subjects exactly.
 */

export const DEFAULT_NAMESPACE = 'citable';

const TOKEN = '[a-z0-9-]+';
const NAME = new RegExp(`^${TOKEN}(\\.${TOKEN})*$`);
const NAMESPACE = new RegExp(`^${TOKEN}$`);

export type NameKind = 'queue' | 'subject' | 'group';

/** Throws unless `name` is a valid queue, subject or group name; returns it for chaining. */
export function checkName(kind: NameKind, name: string): string {
  const valid = kind === 'group' ? NAMESPACE.test(name) : NAME.test(name);
  if (!valid) {
    const shape = kind === 'group' ? 'one token' : 'dot-separated tokens (e.g. "crawl.jobs")';
    throw new TypeError(
      `Invalid bus ${kind} "${name}": use ${shape} of lower-case letters, digits and hyphens; declare it in @citable/contracts.`,
    );
  }
  return name;
}

/** Throws unless `namespace` is one token of lower-case letters, digits and hyphens. */
export function checkNamespace(namespace: string): string {
  if (!NAMESPACE.test(namespace)) {
    throw new TypeError(
      `Invalid bus namespace "${namespace}": use one token of lower-case letters, digits and hyphens (e.g. "citable", "staging-2").`,
    );
  }
  return namespace;
}

/** A job's de-duplication id travels in a NATS header, so it must be one line. */
export function checkJobId(id: string): string {
  if (id.length === 0 || /[\r\n]/.test(id)) {
    throw new TypeError(`Invalid job id ${JSON.stringify(id)}: use a non-empty, single-line business key such as "crawl:<auditId>".`);
  }
  return id;
}
