/** Link props that open another site in a new tab, without giving it this window. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;
