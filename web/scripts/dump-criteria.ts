// Refreshes fixtures/criteria.json (the mock API's catalogue) from libs/criteria:
//   npx tsx web/scripts/dump-criteria.ts
import { writeFileSync } from 'node:fs';

import { CRITERIA } from '../../libs/criteria/src/index.ts';

writeFileSync(new URL('./fixtures/criteria.json', import.meta.url), `${JSON.stringify(CRITERIA, null, 1)}\n`);
console.log(`wrote ${CRITERIA.length} criteria`);
