import { describe, expect, it } from 'vitest';
import { LOGO_MESSAGES, MAX_LOGO_BYTES, logoFileProblem } from './logoFile';

function file(type: string, size: number): File {
  return new File([new Uint8Array(size)], 'logo', { type });
}

describe('logo files', () => {
  it('accepts PNG, JPEG, GIF and WebP under 2 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(logoFileProblem(file(type, 1024))).toBeNull();
    }
  });

  it('refuses other types, SVG included', () => {
    expect(logoFileProblem(file('image/svg+xml', 10))).toBe(LOGO_MESSAGES.notImage);
    expect(logoFileProblem(file('text/html', 10))).toBe(LOGO_MESSAGES.notImage);
  });

  it('refuses 2 MB and more, as the storage rules do', () => {
    expect(logoFileProblem(file('image/png', MAX_LOGO_BYTES - 1))).toBeNull();
    expect(logoFileProblem(file('image/png', MAX_LOGO_BYTES))).toBe(LOGO_MESSAGES.tooLarge);
  });
});
