import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_KEY,
  agreedFromConsent,
  consentFromAgreed,
  readConsent,
  usableStorage,
  writeConsent,
} from './consentStorage';

/** An in-memory Web Storage; `writable: false` behaves like a browser that refuses every write. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  constructor(private readonly writable = true) {}
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    if (!this.writable) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    this.items.set(key, value);
  }
}

const blocked = (): Storage => {
  throw new DOMException('Access is denied for this document.', 'SecurityError');
};

describe('usableStorage', () => {
  it('prefers local storage', () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    expect(usableStorage([() => local, () => session])).toBe(local);
  });

  it('falls back to session storage when local storage refuses writes', () => {
    const session = new MemoryStorage();
    expect(usableStorage([() => new MemoryStorage(false), () => session])).toBe(session);
  });

  it('falls back to session storage when local storage cannot even be reached', () => {
    const session = new MemoryStorage();
    expect(usableStorage([blocked, () => session])).toBe(session);
  });

  it('finds nothing when every storage is blocked, and leaves no probe behind', () => {
    expect(usableStorage([blocked, () => new MemoryStorage(false)])).toBeUndefined();
    const local = new MemoryStorage();
    usableStorage([() => local]);
    expect(local.length).toBe(0);
  });
});

describe('readConsent and writeConsent', () => {
  it('keeps the answer under the cookie consent key', () => {
    const storage = new MemoryStorage();
    expect(readConsent(storage)).toBeNull();
    expect(writeConsent(storage, 'declined')).toBe(true);
    expect(storage.getItem(COOKIE_CONSENT_KEY)).toBe('declined');
    expect(readConsent(storage)).toBe('declined');
    writeConsent(storage, 'accepted');
    expect(readConsent(storage)).toBe('accepted');
  });

  it('treats anything but accepted or declined as no answer', () => {
    const storage = new MemoryStorage();
    for (const value of ['true', 'yes', 'Accepted', '']) {
      storage.setItem(COOKIE_CONSENT_KEY, value);
      expect(readConsent(storage)).toBeNull();
    }
    expect(readConsent(undefined)).toBeNull();
  });

  it('reports a choice that could not be stored', () => {
    expect(writeConsent(new MemoryStorage(false), 'accepted')).toBe(false);
    expect(writeConsent(undefined, 'accepted')).toBe(false);
  });

  it('maps the answer to and from the account record', () => {
    expect(agreedFromConsent('accepted')).toBe(true);
    expect(agreedFromConsent('declined')).toBe(false);
    expect(consentFromAgreed(true)).toBe('accepted');
    expect(consentFromAgreed(false)).toBe('declined');
  });
});
