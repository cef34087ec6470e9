/**
 * llms.txt parsed back the way llmstxt.org's reference parser (the `llms_txt` Python package's
 * parse_llms_file) reads it, ported line for line: no npm package parses the format and is kept up
 * (the npm packages named llms.txt generate it for one site builder each). Sections split on "## "
 * lines; the part before holds "# title", an optional "> summary" and free text; each section line
 * is "- [title](url): description". Like the reference, it reads a summary only when a line of
 * text follows it before the first section, and nothing at all from a file that is a title alone.
 */

export interface LlmsLink {
  title: string;
  url: string;
  desc: string | null;
}

export interface LlmsTxt {
  title: string;
  summary: string | null;
  info: string;
  sections: Map<string, Array<LlmsLink | null>>;
}

const LINK = /-\s*\[(?<title>[^\]]+)\]\((?<url>[^)]+)\)(?::\s*(?<desc>.*))?/;
/** The reference's pattern as written, with its flags (MULTILINE, DOTALL): it needs a line of text after the title and summary. */
const HEAD = /^#\s*(?<title>.+?$)\n+(?:^>\s*(?<summary>.+?$)$)?\n+(?<info>.*)/ms;

/** The file as the reference parser reads it; null when it has no "# title" line. A section line that is not a link parses as null. */
export function parseLlmsTxt(text: string): LlmsTxt | null {
  const [start = '', ...rest] = text.split(/^##\s*(.*?)$/m);
  const head = HEAD.exec(start.trim());
  if (!head?.groups) return null;
  const sections = new Map<string, Array<LlmsLink | null>>();
  for (let i = 0; i + 1 < rest.length; i += 2) {
    const lines = rest[i + 1]!.trim().split(/\n+/).filter((l) => l.trim());
    sections.set(rest[i]!, lines.map((l) => {
      const m = LINK.exec(l);
      return m?.groups ? { title: m.groups['title']!, url: m.groups['url']!, desc: m.groups['desc'] ?? null } : null;
    }));
  }
  return { title: head.groups['title']!, summary: head.groups['summary'] ?? null, info: head.groups['info']!.trim(), sections };
}

/** What a generated llms.txt must give back: its name, its summary, and every page link, on the site. */
export function llmsTxtProblems(text: string, meant: { name: string; summary: string | null; urls: readonly string[] }, origin: string): string[] {
  const parsed = parseLlmsTxt(text);
  if (!parsed) return ['llms.txt has no "# name" line'];
  const problems: string[] = [];
  if (parsed.title !== meant.name) problems.push(`its H1 parses as "${parsed.title}", not "${meant.name}"`);
  if (meant.summary !== null && parsed.summary !== meant.summary) problems.push('its summary does not parse back');
  const links = [...parsed.sections.values()].flat();
  if (parsed.sections.size === 0) problems.push('it has no section of links');
  if (links.some((l) => l === null)) problems.push('a section line is not a "- [title](url): description" link');
  const urls = links.flatMap((l) => (l ? [l.url] : []));
  if (urls.length !== meant.urls.length || meant.urls.some((u) => !urls.includes(u))) problems.push('its links are not the pages meant');
  for (const u of urls) if (!URL.canParse(u) || new URL(u).origin !== origin) problems.push(`${u} is not on ${origin}`);
  return problems;
}
