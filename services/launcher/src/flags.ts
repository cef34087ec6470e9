import { UsageError } from '@citable/runtime';

/** Runs node:util parseArgs, turning its errors (unknown option, missing value) into usage errors (exit 2). */
export function parseFlags<T>(parse: () => T): T {
  try {
    return parse();
  } catch (err) {
    if ((err as { code?: string }).code?.startsWith('ERR_PARSE_ARGS_')) throw new UsageError((err as Error).message);
    throw err;
  }
}
