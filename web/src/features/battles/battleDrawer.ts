/** The one drawer size Bet, Edit Battle and Record Battle share (spec 02 section 2): 760 wide, the full phone width. */
export const BATTLE_DRAWER_PAPER = { sx: { width: { xs: '100%', md: 760 } } } as const;
