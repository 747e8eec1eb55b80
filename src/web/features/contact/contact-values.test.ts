import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS } from '../../../shared/constants';
import { contactStartFrom, EMPTY_CONTACT } from './contact-values';

const pat = { name: 'Pat Founder', email: 'pat@example.com' };

describe('contactStartFrom', () => {
  it("fills in the signed-in person's name and e-mail, and the topic asked for", () => {
    const params = new URLSearchParams({ category: 'billing', subject: 'Pro plan' });
    expect(contactStartFrom(params, pat)).toEqual({
      ...EMPTY_CONTACT,
      name: 'Pat Founder',
      email: 'pat@example.com',
      category: 'billing',
      subject: 'Pro plan',
    });
  });

  it('starts blank for a visitor, and ignores an unknown category', () => {
    expect(contactStartFrom(new URLSearchParams('category=nope'))).toEqual(EMPTY_CONTACT);
  });

  it('leaves a nameless account with its e-mail only, within the limits', () => {
    expect(contactStartFrom(new URLSearchParams(), { ...pat, name: '' }).name).toBe('');
    const long = { ...pat, name: 'x'.repeat(500) };
    expect(contactStartFrom(new URLSearchParams(), long).name).toHaveLength(CONTACT_LIMITS.name);
  });
});
