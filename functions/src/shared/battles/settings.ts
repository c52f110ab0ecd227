/** Battle settings from config/app, with DECISIONS.md's defaults. */
export interface BattleSettings {
  /** The book's margin on published odds (0.05 = 5%). */
  margin: number;
  /** Length of the review (dispute) window, in minutes. */
  reviewMinutes: number;
  /** Default Battle Chest targets, in cents. */
  chestTargets: { player: number; team: number };
}

export const DEFAULT_BATTLE_SETTINGS: BattleSettings = { margin: 0.05, reviewMinutes: 15, chestTargets: { player: 25_000, team: 50_000 } };

export function battleSettingsOf(source: Record<string, unknown>): BattleSettings {
  const margin = source.battleMargin;
  const review = source.battleReviewMinutes;
  const targets = (source.battleChestTargets ?? {}) as Record<string, unknown>;
  const cents = (value: unknown, fallback: number) => (typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : fallback);
  return {
    margin: typeof margin === 'number' && margin >= 0 && margin < 0.5 ? margin : DEFAULT_BATTLE_SETTINGS.margin,
    reviewMinutes: typeof review === 'number' && review >= 0 && review <= 24 * 60 ? review : DEFAULT_BATTLE_SETTINGS.reviewMinutes,
    chestTargets: {
      player: cents(targets.player, DEFAULT_BATTLE_SETTINGS.chestTargets.player),
      team: cents(targets.team, DEFAULT_BATTLE_SETTINGS.chestTargets.team),
    },
  };
}
