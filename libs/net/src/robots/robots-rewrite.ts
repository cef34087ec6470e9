/**
 * The smallest change to a robots.txt file that lets AI search and user-triggered crawlers in,
 * with the owner's choice for training crawlers (keep as is, allow, block). Only lines are added:
 * every line the owner wrote stays byte for byte, in order. The added groups name only the
 * crawlers that change, so no other agent's group changes, and RFC 9309 (like robots-parser)
 * merges several groups naming one agent, so an added group can override the owner's:
 * - "let in": an `Allow` twin of each of the crawler's own `Disallow` rules (the same pattern, and
 *   an allow wins a tie of equal length), except where the site's `*` group also disallows; plus
 *   the `*` group's `Allow` rules. Allows only ever add access, so nothing the crawler could read
 *   before is taken away. A crawler its own group shut out of the whole site (`Disallow: /`, no
 *   Allow) could read nothing, so it also takes the `*` group's Disallows: it ends up exactly like
 *   other crawlers. A crawler with no group of its own, on a site whose `*` group shuts the whole
 *   site, gets `Allow: /` (and the `*` group's Crawl-delay, which it was under).
 * - "block": `Disallow: /`, and for each of the crawler's own `Allow` rules a `Disallow` one
 *   character longer (a trailing `*` matches the same paths), which outranks it.
 * The target for letting a crawler in is what the `*` group gives crawlers in general; where the
 * `*` group shuts the whole site, the whole site.
 */
import { AI_BOTS, CITABLE_BOT, type AiBot, type TrainingChoice } from '@citable/contracts';
import { agentKey, groupsOf, insertionIndex, readRobotsFile, type RobotsFile, type RobotsRule } from './robots-file.js';
import { parseRobotsTxt, type ParsedRobots } from './robots-rules.js';

/** An agent no group names: what the `*` group (or no rule) gives any crawler. */
const REFERENCE_AGENT = 'citable-reference-agent';

export type BotChange = 'let_in' | 'block';

interface RewritePlan {
  /** The corrected file, or null when nothing needs to change. */
  corrected: string | null;
  /** Crawler token -> what the corrected file does for it. */
  changes: Map<string, BotChange>;
}

export interface AccessReader {
  allowed(token: string, path: string): boolean;
}

export function accessReader(robotsUrl: string, parsed: ParsedRobots): AccessReader {
  const origin = new URL(robotsUrl).origin;
  // undefined: a URL of another origin than the file's; it cannot happen for paths of this origin.
  return { allowed: (token, path) => parsed.isAllowed(`${origin}${path}`, token) ?? true };
}

/** What "let in" aims at, per path: the `*` group's verdict, or everything where `*` shuts the site. */
function targetFor(access: AccessReader): (path: string) => boolean {
  const starOpensRoot = access.allowed(REFERENCE_AGENT, '/');
  return (path) => !starOpensRoot || access.allowed(REFERENCE_AGENT, path);
}

/** A concrete path a pattern matches: wildcards matching nothing, without the end anchor. */
function witnessOf(pattern: string): string {
  const path = pattern.replace(/\$$/, '').replace(/\*/g, '');
  return path.startsWith('/') ? path : `/${path}`;
}

/** Patterns that match every path. */
const WHOLE_SITE: ReadonlySet<string> = new Set(['/', '/*', '*']);

const line = (rule: RobotsRule) => `${rule.allow ? 'Allow' : 'Disallow'}: ${rule.pattern}`;

/** A pattern matching at least the same paths, one character longer. */
const longer = (pattern: string) => (pattern.endsWith('$') ? `${pattern.slice(0, -1)}*$` : `${pattern}*`);

function letInLines(file: RobotsFile, token: string, target: (path: string) => boolean, starOpensRoot: boolean): string[] {
  const own = groupsOf(file, token).flatMap((g) => g.rules);
  const star = groupsOf(file, '*');
  if (groupsOf(file, token).length === 0) {
    const delay = star.map((g) => g.crawlDelay).filter((d): d is string => d !== null).at(-1);
    return ['Allow: /', ...(delay ? [`Crawl-delay: ${delay}`] : [])];
  }
  const twins = own.filter((r) => !r.allow && target(witnessOf(r.pattern))).map((r) => line({ allow: true, pattern: r.pattern }));
  // A crawler the owner shut out of the whole site (no Allow of its own) could read nothing: it
  // takes the `*` group's rules whole, Disallows too, and ends up exactly like other crawlers.
  const shutOut = own.every((r) => !r.allow) && own.some((r) => WHOLE_SITE.has(r.pattern));
  const starRules = starOpensRoot ? star.flatMap((g) => g.rules).filter((r) => r.allow || shutOut) : [];
  return [...new Set([...twins, ...starRules.map(line)])];
}

function blockLines(file: RobotsFile, token: string): string[] {
  const allows = groupsOf(file, token).flatMap((g) => g.rules).filter((r) => r.allow);
  return [...new Set(['Disallow: /', ...allows.map((r) => line({ allow: false, pattern: longer(r.pattern) }))])];
}

const COMMENTS: Record<BotChange, string> = {
  let_in: '# Added by Citable: AI search and answer crawlers may read what other crawlers may.',
  block: '# Added by Citable: AI training crawlers may not use the site.',
};

/** The original text with `block` inserted at the file's insertion point, set apart by blank lines. */
function insert(file: RobotsFile, block: string[]): string {
  const at = insertionIndex(file);
  const nl = file.newline;
  const text = (from: number, to: number) => file.lines.slice(from, to).map((l) => l.text + l.eol).join('');
  let before = text(0, at);
  if (before && !/(\r\n|\r|\n)$/.test(before)) before += nl;
  if (before && !/(^|\r\n|\r|\n)(\r\n|\r|\n)$/.test(before)) before += nl;
  const after = text(at, file.lines.length);
  return `${before}${block.join(nl)}${nl}${after ? `${nl}${after}` : ''}`;
}

/**
 * The changes the owner's choice asks for, as added groups. `content` is '' when the site has no
 * robots.txt (everything allowed); `paths` are the audited pages' paths (the home page is always judged).
 */
export function planRewrite(input: {
  robotsUrl: string;
  content: string;
  paths: readonly string[];
  training: TrainingChoice;
  bots?: readonly AiBot[];
}): RewritePlan {
  const file = readRobotsFile(input.content);
  const access = accessReader(input.robotsUrl, parseRobotsTxt(input.robotsUrl, input.content));
  const target = targetFor(access);
  const starOpensRoot = access.allowed(REFERENCE_AGENT, '/');
  const paths = [...new Set(['/', ...input.paths])];
  const changes = new Map<string, BotChange>();
  const groups = new Map<string, { change: BotChange; tokens: string[]; lines: string[] }>();
  for (const bot of input.bots ?? AI_BOTS) {
    const letIn = bot.purpose !== 'training' || input.training === 'allow';
    const block = bot.purpose === 'training' && input.training === 'block';
    let lines: string[] | null = null;
    if (letIn && paths.some((p) => target(p) && !access.allowed(bot.token, p))) lines = letInLines(file, bot.token, target, starOpensRoot);
    if (block && paths.some((p) => access.allowed(bot.token, p))) lines = blockLines(file, bot.token);
    if (!lines || lines.length === 0) continue;
    const change: BotChange = block ? 'block' : 'let_in';
    changes.set(bot.token, change);
    const key = `${change}\n${lines.join('\n')}`;
    const group = groups.get(key) ?? { change, tokens: [], lines };
    group.tokens.push(bot.token);
    groups.set(key, group);
  }
  if (groups.size === 0) return { corrected: null, changes };
  const block = [...groups.values()].flatMap((g, i) => [
    ...(i > 0 ? [''] : []),
    COMMENTS[g.change],
    ...g.tokens.map((t) => `User-agent: ${t}`),
    ...g.lines,
  ]);
  return { corrected: insert(file, block), changes };
}

/** Agents whose verdicts the check compares: the AI crawlers, Citable's, two search engines, any crawler, and every agent the file names. */
function agentsToCheck(files: readonly RobotsFile[], bots: readonly AiBot[]): string[] {
  const named = files.flatMap((f) => f.groups.flatMap((g) => g.agents)).filter((a) => a !== '*');
  const all = [...bots.map((b) => b.token), CITABLE_BOT.token, 'Googlebot', 'Bingbot', REFERENCE_AGENT, ...named];
  return [...new Map(all.map((a) => [agentKey(a), a])).values()];
}

/** Paths the check judges: the audited ones, and ones each rule's pattern matches (and just misses). */
function pathsToCheck(files: readonly RobotsFile[], paths: readonly string[]): string[] {
  const fromRules = files.flatMap((f) =>
    f.groups.flatMap((g) =>
      g.rules.flatMap((r) => {
        const w = witnessOf(r.pattern);
        const filled = witnessOf(r.pattern.replace(/\$$/, '').replace(/\*/g, 'x/y.z'));
        return [w, `${w}x`, `${w}/deeper/page`, filled, `${filled}?q=1`, w.slice(0, -1) || '/'];
      }),
    ),
  );
  return [...new Set(['/', '/a-page-no-rule-names', '/index.html?utm=1', ...paths, ...fromRules])];
}

/**
 * Parses the corrected file back with the crawler's parser and compares it with the original:
 * returns what is wrong (empty when the rewrite did exactly what it says). Every agent not
 * changed keeps every verdict, its Crawl-delay and the sitemaps; a crawler let in reads every
 * path it could read before and every path the `*` target grants; a blocked one reads none.
 */
export function verifyRewrite(input: {
  robotsUrl: string;
  original: string;
  corrected: string;
  paths: readonly string[];
  changes: ReadonlyMap<string, BotChange>;
  bots?: readonly AiBot[];
}): string[] {
  const files = [readRobotsFile(input.original), readRobotsFile(input.corrected)];
  const before = parseRobotsTxt(input.robotsUrl, input.original);
  const after = parseRobotsTxt(input.robotsUrl, input.corrected);
  const was = accessReader(input.robotsUrl, before);
  const now = accessReader(input.robotsUrl, after);
  const target = targetFor(was);
  const problems: string[] = [];
  const paths = pathsToCheck(files, input.paths);
  for (const agent of agentsToCheck(files, input.bots ?? AI_BOTS)) {
    const change = [...input.changes].find(([token]) => agentKey(token) === agentKey(agent))?.[1];
    for (const path of paths) {
      const a = was.allowed(agent, path);
      const b = now.allowed(agent, path);
      if (change === 'let_in' && ((a || target(path)) && !b)) problems.push(`${agent} is still refused ${path}`);
      if (change === 'block' && b) problems.push(`${agent} may still read ${path}`);
      if (change === undefined && a !== b) problems.push(`${agent} ${a ? 'lost' : 'gained'} ${path}`);
    }
    if (change === undefined && before.getCrawlDelay(agent) !== after.getCrawlDelay(agent)) problems.push(`${agent}'s Crawl-delay changed`);
  }
  if (JSON.stringify(before.getSitemaps()) !== JSON.stringify(after.getSitemaps())) problems.push('the Sitemap lines changed');
  return problems;
}
