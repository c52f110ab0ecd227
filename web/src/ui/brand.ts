

export const BRAND_COLORS = {
  primary: '#7D22FF',
  secondary: '#0CFFCA',
} as const;