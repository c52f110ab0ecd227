import { describe, expect, it } from 'vitest';
import { randomPublicId } from './publicId';

describe('randomPublicId', () => {
  it('is 20 letters and digits, and never repeats', () => {
    const ids = Array.from({ length: 2_000 }, () => randomPublicId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{20}$/);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
