import { describe, expect, it } from 'vitest';

import { hostFromInput } from '../host-input';

describe('hostFromInput', () => {
  it('keeps the host of whatever was typed, lower-cased', () => {
    expect(hostFromInput('  https://Acme.Example/pricing?x=1 ')).toBe('acme.example');
    expect(hostFromInput('acme.example#top')).toBe('acme.example');
    expect(hostFromInput('http://')).toBe('');
    expect(hostFromInput('   ')).toBe('');
  });
});
