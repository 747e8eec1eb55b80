import { describe, expect, it } from 'vitest';
import { detailText } from './detail-text';

describe("a log entry's details", () => {
  it('reads as one line of names and values', () => {
    expect(
      detailText({ email: 'a@b.c', plan_id: 'pro', fields: ['model', 'base_url'], key: null }),
    ).toBe('email: a@b.c · plan id: pro · fields: model, base_url · key: none');
  });
});
