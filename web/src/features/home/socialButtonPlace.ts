/** Where the floating social button sits, before and after the speed dial loads. */
export const SOCIAL_BUTTON_PLACE = { position: 'fixed', right: { xs: 16, sm: 28 }, bottom: { xs: 16, sm: 28 } } as const;
