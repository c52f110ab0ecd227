/** The visitor home battles strip's grid: one column on a phone, two on a tablet, three wider. */
export const BATTLE_GRID = { display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' }, gap: 2 };

/** A battle card's height with its four lines (title, odds, game and series, time). */
export const BATTLE_CARD_HEIGHT = 130;
