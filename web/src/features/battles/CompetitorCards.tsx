import { Stack } from '@mui/material';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import type { BetAction } from './betEligibility';
import { CompetitorCard } from './CompetitorCard';

interface CompetitorCardsProps {
  battle: BattleDoc;
  actionFor: (competitor: Competitor) => BetAction;
  /** The signed-in user's stakes per side, in cents. */
  ownTotals: Record<string, number>;
  onBet: (competitor: Competitor) => void;
  /** Spacing between the cards, and below them, in theme units. */
  gap: number;
  marginBottom?: number;
}

/** A battle's sides side by side (stacked on a phone), each with its odds and bet button. */
export function CompetitorCards({ battle, actionFor, ownTotals, onBet, gap, marginBottom = 0 }: CompetitorCardsProps) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap, mb: marginBottom }}>
      {battle.competitors.map((competitor) => (
        <CompetitorCard
          key={competitor.id}
          battle={battle}
          competitor={competitor}
          action={actionFor(competitor)}
          ownTotal={ownTotals[competitor.id] ?? 0}
          onBet={() => onBet(competitor)}
        />
      ))}
    </Stack>
  );
}
