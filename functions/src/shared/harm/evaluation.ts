import { levelRank, type HarmLevel } from './indicators';
import type { HarmDoc, HarmEvaluationRow, HarmInteraction } from './types';

/**
 * The evaluation over a range: each customer counted once, at the highest level they reached in it, with what was
 * done (every action recorded for them in the range), staff's decision on their case, and whether their level now
 * is lower than that highest level.
 */
export function evaluateInteractions(interactions: readonly HarmInteraction[], current: ReadonlyMap<string, Pick<HarmDoc, 'level' | 'case'>>): HarmEvaluationRow[] {
  const byCustomer = new Map<string, HarmInteraction[]>();
  for (const interaction of interactions) byCustomer.set(interaction.uid, [...(byCustomer.get(interaction.uid) ?? []), interaction]);
  const rows = new Map<Exclude<HarmLevel, 'none'>, HarmEvaluationRow>(
    (['low', 'medium', 'strong'] as const).map((level) => [level, { level, customers: 0, actions: {}, decisions: {}, fell: 0 }]),
  );
  for (const [uid, records] of byCustomer) {
    const peak = records.reduce((top, record) => (levelRank(record.level) > levelRank(top) ? record.level : top), 'none' as HarmLevel);
    if (peak === 'none') continue;
    const row = rows.get(peak)!;
    row.customers += 1;
    for (const action of new Set(records.map((record) => record.action))) row.actions[action] = (row.actions[action] ?? 0) + 1;
    const now = current.get(uid);
    if (records.some((record) => record.action === 'hold')) {
      const decision = now?.case?.decision ?? 'pending';
      row.decisions[decision] = (row.decisions[decision] ?? 0) + 1;
    }
    if (levelRank(now?.level ?? 'none') < levelRank(peak)) row.fell += 1;
  }
  return [...rows.values()];
}
