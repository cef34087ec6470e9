/** The README's configuration table lists exactly the variables Citable reads. */
import { ConfigSchema } from '@citable/config';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

it('documents every environment variable and no other', () => {
  const readme = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8');
  const documented = [...readme.matchAll(/^\| `([A-Z_]+)` \|/gm)].map((m) => m[1]);
  expect(documented.sort()).toEqual(Object.keys(ConfigSchema.properties).sort());
});
