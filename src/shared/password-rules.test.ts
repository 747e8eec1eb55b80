import { describe, expect, it } from 'vitest';
import type { PasswordPolicy } from './password-policy';
import { describePasswordProblems, passwordProblems } from './password-rules';

const lenient: PasswordPolicy = {
  min_length: 6,
  max_length: null,
  require_lowercase: false,
  require_uppercase: false,
  require_numeric: false,
  require_non_alphanumeric: false,
};
const strict: PasswordPolicy = {
  min_length: 8,
  max_length: 12,
  require_lowercase: true,
  require_uppercase: true,
  require_numeric: true,
  require_non_alphanumeric: true,
};

describe('passwordProblems', () => {
  it('by default asks only for six characters', () => {
    expect(passwordProblems(lenient, 'abcde')).toEqual(['at least 6 characters']);
    expect(passwordProblems(lenient, 'abcdef')).toEqual([]);
  });

  it('names every rule a password breaks', () => {
    expect(passwordProblems(strict, 'abc')).toEqual([
      'at least 8 characters',
      'an uppercase letter',
      'a digit',
      'a character that is not a letter or digit',
    ]);
    expect(passwordProblems(strict, 'Abcdefg1!')).toEqual([]);
    expect(passwordProblems(strict, 'Abcdefg1!xyz0')).toEqual(['at most 12 characters']);
  });

  it('reads as one sentence', () => {
    expect(describePasswordProblems(['a digit', 'an uppercase letter'])).toBe(
      'Password must contain a digit, an uppercase letter.',
    );
  });
});
