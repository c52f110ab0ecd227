/** Which images may be uploaded as a logo (a user's, an event's): storage.rules checks the same on upload. */

/** storage.rules accepts images strictly smaller than 2 MB. */
export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

export const LOGO_MESSAGES = {
  notImage: 'Please choose an image file (PNG, JPG, GIF or WebP).',
  tooLarge: 'Images must be smaller than 2 MB.',
  uploaded: 'Logo updated',
  uploadFailed: 'We could not upload your logo. Please try again.',
} as const;

/** The image types storage.rules accepts (no SVG, which can carry script). */
export const LOGO_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Why a file cannot be used as a logo, or null when it can. */
export function logoFileProblem(file: File): string | null {
  if (!(LOGO_TYPES as readonly string[]).includes(file.type)) return LOGO_MESSAGES.notImage;
  if (file.size >= MAX_LOGO_BYTES) return LOGO_MESSAGES.tooLarge;
  return null;
}
