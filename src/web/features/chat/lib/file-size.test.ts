import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('formatFileSize', () => {
  it('uses bytes, then KB, then MB, with one decimal below 10', () => {
    expect(formatFileSize(512)).toBe('512 B');
    expect(formatFileSize(3482)).toBe('3.4 KB');
    expect(formatFileSize(122_880)).toBe('120 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1.0 MB');
  });
});
