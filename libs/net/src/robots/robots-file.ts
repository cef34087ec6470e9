/**
 * A robots.txt file as lines and groups, read the way robots-parser (the crawler's parser) reads
 * it, so a rewrite can add to the file without touching a byte of what the owner wrote:
 * - a comment runs from # to the end of the line; a line is `field: value`, split at the first colon;
 * - a `User-agent` line after any other field starts a new group; consecutive ones share a group
 *   (blank and comment lines do not end a group);
 * - rules before the first `User-agent` belong to no one; several groups naming one agent merge;
 * - an agent whose `User-agent` lines are followed by no rule at all stays under the `*` group;
 * - agents are compared lower-cased, without a `/version`.
 */

export interface RobotsLine {
  /** The line exactly as written, without its line break. */
  text: string;
  /** The line break after it ('' for the last line). */
  eol: string;
  /** The field, lower-cased (`user-agent`, `allow`, ...), or null for a blank, comment or unreadable line. */
  field: string | null;
  value: string;
}

export interface RobotsRule {
  allow: boolean;
  pattern: string;
}

export interface RobotsGroup {
  /** Agents as robots-parser keys them (lower-cased, no version). */
  agents: string[];
  /** Index of the group's first `User-agent` line. */
  start: number;
  rules: RobotsRule[];
  crawlDelay: string | null;
  /** Whether any Allow, Disallow or Crawl-delay line follows its agents (even an empty one). */
  hasDirectives: boolean;
}

export interface RobotsFile {
  lines: RobotsLine[];
  groups: RobotsGroup[];
  /** The file's line break (the first one found; \n for a file with none). */
  newline: string;
}

/** How robots-parser keys an agent: lower case, without a /version. */
export function agentKey(agent: string): string {
  const lower = agent.toLowerCase();
  const slash = lower.indexOf('/');
  return (slash > -1 ? lower.slice(0, slash) : lower).trim();
}

function readLine(text: string): Pick<RobotsLine, 'field' | 'value'> {
  const hash = text.indexOf('#');
  const uncommented = hash > -1 ? text.slice(0, hash) : text;
  const colon = uncommented.indexOf(':');
  if (colon < 0) return { field: null, value: '' };
  const field = uncommented.slice(0, colon).trim().toLowerCase();
  return field ? { field, value: uncommented.slice(colon + 1).trim() } : { field: null, value: '' };
}

export function readRobotsFile(content: string): RobotsFile {
  const parts = content.split(/(\r\n|\r|\n)/);
  const lines: RobotsLine[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i]!;
    const eol = parts[i + 1] ?? '';
    // A file ending in a line break has no last line after it.
    if (i === parts.length - 1 && text === '' && i > 0) break;
    lines.push({ text, eol, ...readLine(text) });
  }
  const groups: RobotsGroup[] = [];
  let current: RobotsGroup | null = null;
  let afterOtherField = true;
  lines.forEach((line, index) => {
    if (line.field === null) return;
    if (line.field === 'user-agent') {
      if (afterOtherField || !current) {
        current = { agents: [], start: index, rules: [], crawlDelay: null, hasDirectives: false };
        groups.push(current);
      }
      if (line.value) current.agents.push(agentKey(line.value));
    } else if (current && (line.field === 'allow' || line.field === 'disallow')) {
      current.hasDirectives = true;
      if (line.value) current.rules.push({ allow: line.field === 'allow', pattern: line.value });
    } else if (current && line.field === 'crawl-delay') {
      current.hasDirectives = true;
      current.crawlDelay = line.value;
    }
    afterOtherField = line.field !== 'user-agent';
  });
  return { lines, groups, newline: lines.find((l) => l.eol)?.eol ?? '\n' };
}

/**
 * Every group that names `agent` and says something (robots-parser merges them). robots-parser
 * knows an agent only from an Allow, Disallow or Crawl-delay line: `User-agent` lines with none
 * after them leave the agent under the `*` group.
 */
export function groupsOf(file: RobotsFile, agent: string): RobotsGroup[] {
  const key = agentKey(agent);
  return file.groups.filter((g) => g.hasDirectives && g.agents.includes(key));
}

/**
 * Where new groups can go without joining a group of the owner's: the end of the file, unless the
 * file ends with `User-agent` lines that have no rules yet (a new `User-agent` line after them
 * would join their group); then just before those lines.
 */
export function insertionIndex(file: RobotsFile): number {
  let last = -1;
  file.lines.forEach((l, i) => {
    if (l.field !== null) last = i;
  });
  if (last < 0 || file.lines[last]!.field !== 'user-agent') return file.lines.length;
  let first = last;
  for (let i = last - 1; i >= 0; i--) {
    const field = file.lines[i]!.field;
    if (field === null) continue;
    if (field !== 'user-agent') break;
    first = i;
  }
  return first;
}
