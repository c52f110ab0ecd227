import { describe, expect, it } from 'vitest';
import { isTourDone, markTourDone } from './tourFlags';

function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
}

describe('tour flags', () => {
  it('a tour is due until it is marked done, per tour id', () => {
    const storage = memoryStorage();
    expect(isTourDone('stream-setup', storage)).toBe(false);
    markTourDone('stream-setup', storage);
    expect(isTourDone('stream-setup', storage)).toBe(true);
    expect(isTourDone('another-tour', storage)).toBe(false);
  });

  it('without storage the tour is never done and marking it does not throw', () => {
    expect(isTourDone('stream-setup', undefined)).toBe(false);
    expect(() => markTourDone('stream-setup', undefined)).not.toThrow();
  });

  it('storage that throws counts as not done', () => {
    const broken = { ...memoryStorage(), getItem: () => { throw new Error('blocked'); }, setItem: () => { throw new Error('blocked'); } };
    expect(isTourDone('stream-setup', broken)).toBe(false);
    expect(() => markTourDone('stream-setup', broken)).not.toThrow();
  });
});
