import { Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { BattleStatus } from '@shared/battles/constants';
import type { BattleDoc, Competitor } from '@shared/battles/types';
import { Page } from '../../ui/Page';
import { BattleRow } from './BattleRow';
import { BetDrawer } from './BetDrawer';
import { useBattleFilters } from './BattleFilters';
import { OwnTotals } from './OwnTotals';
import { useBattles } from './useBattles';
import { useBetAction } from './useBetAction';

const SECTIONS: { title: string; statuses: BattleStatus[] }[] = [
  { title: 'Scheduled', statuses: ['scheduled'] },
  { title: 'Live', statuses: ['live', 'review'] },
  { title: 'Final', statuses: ['final', 'cancelled', 'void'] },
];

/** /battles: Scheduled, Live and Final in two columns, with status and date-range filters; live. */
export function BattlesPage() {
  const { status, range, controls } = useBattleFilters('battles');
  const { battles, loading } = useBattles(range, status);
  const [open, setOpen] = useState<{ battle: BattleDoc; competitor: Competitor } | null>(null);
  const { actionFor, press, current } = useBetAction((battle, competitor) => setOpen({ battle, competitor }));
  const uid = current.user?.uid ?? null;

  const row = (battle: BattleDoc) => {
    const render = (totals: Record<string, number>) => (
      <BattleRow key={battle.id} battle={battle} actionFor={(competitor) => actionFor(battle, competitor)} ownTotals={totals} onBet={(competitor) => press(battle, competitor)} />
    );
    return uid ? (
      <OwnTotals key={battle.id} battleId={battle.id} uid={uid}>
        {render}
      </OwnTotals>
    ) : (
      render({})
    );
  };

  const live = open ? (battles.find((battle) => battle.id === open.battle.id) ?? open.battle) : null;

  return (
    <Page title="Battles" subtitle="Back a side in scheduled esports battles. Odds move with the money.">
      <Box sx={{ mb: 3 }}>{controls}</Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
        {SECTIONS.map((section) => {
          const items = battles.filter((battle) => section.statuses.includes(battle.status));
          return (
            <Box component="section" key={section.title} aria-labelledby={`section-${section.title}`}>
              <Typography id={`section-${section.title}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {section.title}
              </Typography>
              <Stack sx={{ gap: 2 }}>
                {items.map(row)}
                {!loading && items.length === 0 && (
                  <Typography color="text.secondary" variant="body2">
                    No {section.title.toLowerCase()} battles.
                  </Typography>
                )}
              </Stack>
            </Box>
          );
        })}
      </Box>
      {open && live && current.userDoc && uid && (
        <BetDrawer battle={live} competitor={open.competitor} userDoc={current.userDoc} onClose={() => setOpen(null)} />
      )}
    </Page>
  );
}
