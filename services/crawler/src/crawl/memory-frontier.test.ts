import { describe } from 'vitest';
import { frontierContract } from './__tests__/frontier-contract.js';
import { createMemoryFrontier } from './memory-frontier.js';

describe('createMemoryFrontier', () => {
  frontierContract(async () => createMemoryFrontier());
});
