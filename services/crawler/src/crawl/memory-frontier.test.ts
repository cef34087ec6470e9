import { describe, expect, it } from 'vitest';
import { frontierContract } from './__tests__/frontier-contract.js';
import { createMemoryFrontier } from './memory-frontier.js';

describe('createMemoryFrontier', () => {
  frontierContract(async () => createMemoryFrontier());

  // Stricter than the Postgres store, which updates whatever row it is given: in the engine's
  // unit tests a finish of a URL nobody claimed is a bug to see.
  it('refuses to finish a URL that is not being fetched', async () => {
    const f = createMemoryFrontier();
    await f.add(['/a'], 0, 'seed');
    await expect(f.complete('/a', 'done')).rejects.toThrow(/not being fetched/);
  });
});
