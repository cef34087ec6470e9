/**
 * The pack as files, one layout for every delivery (`citable audit --fix-pack DIR`, the web app's
 * download): fix-pack.json (each page's head tags and what they fix, the site files without
 * their text, what failed validation) and site/<file> for each site file. The README documents it.
 */
import type { FixPack } from '@citable/contracts';

export interface PackFile {
  /** Relative to the pack's folder, e.g. site/llms.txt. */
  name: string;
  content: string;
}

export function fixPackFiles(pack: FixPack): PackFile[] {
  const json = {
    root_url: pack.root_url,
    pages: pack.pages,
    site_files: pack.site_files.map(({ content: _content, ...file }) => file),
    rejected: pack.rejected,
  };
  return [{ name: 'fix-pack.json', content: `${JSON.stringify(json, null, 2)}\n` }, ...pack.site_files.map((f) => ({ name: f.file, content: f.content }))];
}
