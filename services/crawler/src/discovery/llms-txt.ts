/**
 * /llms.txt (llmstxt.org): a Markdown file a site writes for language models. Fetched as a text
 * artifact (a 404 is an answer, not an error) and read for links the crawl can follow.
 */
import type { TextArtifact } from '@citable/contracts';
import { decodeText, type FetchOptions, type FetchResult, normalizeUrl } from '@citable/net';

/** llms.txt files are meant to be short; 1 MB is generous. */
const LLMS_TXT_MAX_BYTES = 1024 * 1024;

export function llmsTxtUrl(rootUrl: string): string {
  return new URL('/llms.txt', rootUrl).href;
}

/**
 * Turns the fetch into the artifact. A 2xx HTML answer is a soft 404 (a catch-all page), not an
 * llms.txt: its content is left out and the reason recorded.
 */
export function llmsTxtArtifact(url: string, result: FetchResult): TextArtifact {
  const status = result.status;
  if (result.error) return { url, statusCode: status, content: null, error: `${result.error.code}: ${result.error.message}` };
  if (status === null || status < 200 || status >= 300 || !result.body) return { url, statusCode: status, content: null, error: null };
  const contentType = result.headers['content-type'] ?? null;
  if (contentType && /text\/html|application\/xhtml/i.test(contentType)) {
    return { url, statusCode: status, content: null, error: 'served as HTML (a catch-all page, not an llms.txt file)' };
  }
  return { url, statusCode: status, content: decodeText(result.body, contentType, false), error: null };
}

/** Markdown link targets, then bare URLs; resolved against the file's URL, normalised, de-duplicated. */
export function llmsTxtLinks(content: string, baseUrl: string): string[] {
  const targets = [
    ...[...content.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1] ?? ''),
    ...[...content.matchAll(/(?<![(<"])\bhttps?:\/\/[^\s)<>"'\]]+/g)].map((m) => m[0]),
  ];
  const out = new Set<string>();
  for (const target of targets) {
    const url = normalizeUrl(target, baseUrl);
    if (url) out.add(url);
  }
  return [...out];
}

export async function fetchLlmsTxt(
  rootUrl: string,
  fetch: (url: string, options?: FetchOptions) => Promise<FetchResult>,
  allowed: (url: string) => Promise<boolean>,
): Promise<TextArtifact> {
  const url = llmsTxtUrl(rootUrl);
  if (!(await allowed(url))) return { url, statusCode: null, content: null, error: 'not fetched: robots.txt disallows it for CitableBot' };
  const result = await fetch(url, { accept: 'text/markdown,text/plain;q=0.9,*/*;q=0.5', limits: { maxBytes: LLMS_TXT_MAX_BYTES } });
  return llmsTxtArtifact(url, result);
}
