/**
 * Run by embedded.test.ts in a separate process (node --import tsx), because the data-folder
 * lock is about other processes.
 *   open <dir>: try to open the embedded database; print {"ok":true} or the error as JSON.
 *   hold <dir>: take the folder lock, print "locked", and wait to be killed.
 */
import { lockDataDir } from '../data-dir-lock.js';
import { openDatabase } from '../open-database.js';

const [mode, dir] = process.argv.slice(2);
if (!dir || (mode !== 'open' && mode !== 'hold')) {
  throw new Error('usage: data-dir-child.ts open|hold <dir>');
}

if (mode === 'hold') {
  await lockDataDir(dir);
  process.stdout.write('locked\n');
  setInterval(() => {}, 60_000);
} else {
  try {
    const handle = await openDatabase({ dataDir: dir });
    await handle.close();
    process.stdout.write(JSON.stringify({ ok: true }));
  } catch (err) {
    const e = err as Error & { pid?: number };
    process.stdout.write(JSON.stringify({ ok: false, name: e.name, message: e.message, pid: e.pid }));
  }
}
