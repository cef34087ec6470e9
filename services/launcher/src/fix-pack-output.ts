/**
 * `citable audit --fix-pack DIR`: the pack as files (fixPackFiles: DIR/fix-pack.json, and DIR/site/
 * with each site file ready to deploy at the site's root). The README documents the format.
 */
import type { Config } from '@citable/config';
import type { FixPack } from '@citable/contracts';
import { fixPackFiles, llmPolisher, type Polisher } from '@citable/fixes';
import { llmFromSettings, llmSettingsOf } from '@citable/llm';
import { UsageError } from '@citable/runtime';
import { access, constants, mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The folder may be created (or is one already) and written: checked before the crawl, not after it. */
export async function checkFixPackFolder(dir: string): Promise<void> {
  const existing = await stat(dir).catch(() => null);
  if (existing && !existing.isDirectory()) throw new UsageError(`--fix-pack ${dir}: that is a file; give a folder.`);
  const writable = existing ? dir : path.dirname(path.resolve(dir));
  try {
    await access(writable, constants.W_OK);
  } catch {
    throw new UsageError(`--fix-pack ${dir}: the folder ${writable} does not exist or cannot be written.`);
  }
}

/** Writes the pack into `dir`; returns the files written, relative to it. */
export async function writeFixPack(dir: string, pack: FixPack): Promise<string[]> {
  const files = fixPackFiles(pack);
  for (const file of files) {
    await mkdir(path.dirname(path.join(dir, file.name)), { recursive: true });
    await writeFile(path.join(dir, file.name), file.content);
  }
  return files.map((f) => f.name);
}

export function fixPackSummary(pack: FixPack, dir: string, files: readonly string[]): string {
  const fixes = pack.pages.reduce((n, p) => n + p.fixes.length, 0);
  const lines = [`citable: wrote the fix pack to ${dir}: ${fixes} head fixes on ${pack.pages.length} pages, ${pack.site_files.length} site files (${files.join(', ')})`];
  if (pack.rejected.length > 0) lines.push(`citable: ${pack.rejected.length} generated fixes failed validation and were left out (listed under "rejected" in fix-pack.json)`);
  return lines.join('\n');
}

/** With LLM_PROVIDER set, meta descriptions are polished by the model (and marked drafted). */
export function polisherFromEnv(config: Config): Polisher | null {
  const settings = llmSettingsOf(config);
  const llm = settings ? llmFromSettings(settings) : null;
  return llm ? llmPolisher(llm) : null;
}
