import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './format.js';

describe('size format', () => {
  it('shows megabytes with at most one decimal', () => {
    expect(formatMegabytes(0)).toBe('0 MB');
    expect(formatMegabytes(12.34 * 1024 * 1024)).toBe('12.3 MB');
    expect(formatMegabytes(100 * 1024 * 1024)).toBe('100 MB');
  });
});
