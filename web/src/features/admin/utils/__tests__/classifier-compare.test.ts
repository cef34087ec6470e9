import { describe, expect, it } from 'vitest';

import { percent } from '../classifier-compare';

describe('classifier compare', () => {
  it('shows a confidence as a whole percentage', () => {
    expect([percent(0.874), percent(1), percent(0), percent(Number.NaN)]).toEqual(['87%', '100%', '0%', '—']);
  });
});
