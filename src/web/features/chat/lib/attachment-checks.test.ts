import { describe, expect, it } from 'vitest';
import { attachmentType, checkAttachments } from './attachment-checks';

const txt = (name: string, size = 100) => ({ name, type: 'text/plain', size });
const MB = 1024 * 1024;

describe('checkAttachments', () => {
  it('accepts TXT and PDF files up to 1MB', () => {
    const picked = [txt('notes.txt', MB), { name: 'deck.pdf', type: 'application/pdf', size: 9 }];
    expect(checkAttachments(0, picked)).toEqual({ accepted: picked, errors: [] });
  });

  it('refuses other types with the spec message naming the type', () => {
    const result = checkAttachments(0, [{ name: 'logo.png', type: 'image/png', size: 10 }]);
    expect(result).toEqual({
      accepted: [],
      errors: ['File type image/png is not supported. Please upload TXT, PDF documents.'],
    });
    expect(checkAttachments(0, [{ name: 'blob', type: '', size: 1 }]).errors).toEqual([
      'File type unknown is not supported. Please upload TXT, PDF documents.',
    ]);
  });

  it('refuses files over 1MB by name', () => {
    expect(checkAttachments(0, [txt('big.txt', MB + 1)]).errors).toEqual([
      'File big.txt is too large. Maximum size is 1MB.',
    ]);
  });

  it('fills up to 5 files and says so once for the rest', () => {
    const picked = ['a', 'b', 'c', 'd'].map((n) => txt(`${n}.txt`));
    const result = checkAttachments(3, picked);
    expect(result.accepted.map((f) => f.name)).toEqual(['a.txt', 'b.txt']);
    expect(result.errors).toEqual(['Maximum 5 files can be attached at once.']);
  });

  it('reports each problem of a mixed pick and keeps the good files', () => {
    const result = checkAttachments(0, [
      { name: 'x.png', type: 'image/png', size: 1 },
      txt('ok.txt'),
      txt('huge.txt', 2 * MB),
    ]);
    expect(result.accepted.map((f) => f.name)).toEqual(['ok.txt']);
    expect(result.errors).toHaveLength(2);
  });
});

describe('attachmentType', () => {
  it('falls back on the extension when the browser gives no type', () => {
    expect(attachmentType({ name: 'Notes.TXT', type: '', size: 1 })).toBe('text/plain');
    expect(attachmentType({ name: 'deck.pdf', type: '', size: 1 })).toBe('application/pdf');
    expect(attachmentType({ name: 'deck.pdf', type: 'image/png', size: 1 })).toBe('image/png');
    expect(attachmentType({ name: 'README', type: '', size: 1 })).toBe('');
  });
});
