import { describe, expect, it } from 'vitest';
import { forwardArrow } from './bidi';

describe('forward arrows', () => {
  it('point the way the page reads', () => {
    expect(forwardArrow('ltr')).toBe('→');
    expect(forwardArrow('rtl')).toBe('←');
  });
});
