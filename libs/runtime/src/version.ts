import { readFileSync } from 'node:fs';

/**
 * The version of the running code, as its health answers report it: the package.json beside the
 * compiled module (the `citable` package once the CLI is bundled, this package otherwise; the
 * workspace versions them together). "unknown" when it cannot be read.
 */
export const RUNTIME_VERSION: string = (() => {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : 'unknown';
  } catch {
    return 'unknown';
  }
})();
