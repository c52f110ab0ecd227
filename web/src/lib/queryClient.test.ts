import { describe, expect, it } from 'vitest';
import { createQueryClient, retryDelayMs } from './queryClient';

describe('the query client', () => {
  it("uses the spec's defaults: 3 retries, backoff doubling up to 30 s, unused results kept 5 minutes", () => {
    const { queries } = createQueryClient().getDefaultOptions();
    expect(queries?.retry).toBe(3);
    expect(queries?.gcTime).toBe(300_000);
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });
});
