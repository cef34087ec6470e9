/**
 * sitemap.xml against the sitemaps.org schema: libxml2's XSD validation (xmllint compiled to
 * WebAssembly, xmllint-wasm) with the sitemap.xsd the `sitemap` library ships (the schema
 * sitemaps.org publishes). Also: every <loc> is on the site's origin, as sitemaps.org requires.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { validateXML } from 'xmllint-wasm';

let xsd: Promise<string> | undefined;

function sitemapXsd(): Promise<string> {
  const pkg = createRequire(import.meta.url).resolve('sitemap/package.json');
  xsd ??= readFile(path.join(path.dirname(pkg), 'schema/sitemap.xsd'), 'utf8');
  return xsd;
}

export async function sitemapProblems(xml: string, origin: string): Promise<string[]> {
  const result = await validateXML({ xml: [{ fileName: 'sitemap.xml', contents: xml }], schema: [{ fileName: 'sitemap.xsd', contents: await sitemapXsd() }] });
  const problems = result.errors.map((e) => `sitemap.xml${e.loc ? ` line ${e.loc.lineNumber}` : ''}: ${e.message.trim()}`);
  for (const m of xml.matchAll(/<loc>([^<]*)<\/loc>/g)) {
    const loc = m[1]!.replace(/&amp;/g, '&');
    if (!URL.canParse(loc) || new URL(loc).origin !== origin) problems.push(`${loc} is not on ${origin}`);
  }
  return problems;
}
