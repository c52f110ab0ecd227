import { Box, Slider, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { COMPETITOR_ROLE_LABELS } from '@shared/battles/constants';
import { formatBattleMessage } from '@shared/battles/messages';
import { complementPercent, oddsFromPercent, oddsLabel, percentFromOdds } from '@shared/battles/odds';
import { STARTING_ODDS_MAX, STARTING_ODDS_MIN } from '@shared/battles/constants';

type Preset = ReturnType<typeof oddsLabel>;
const PRESETS: Record<Preset, number> = { Underdog: 40, Even: 50, Favorite: 60 };
/** The slider covers the starting odds the schema allows, 3.0X (33.33%) to 1.5X (66.67%), in whole percents between. */
const LOW = percentFromOdds(STARTING_ODDS_MAX);
const HIGH = percentFromOdds(STARTING_ODDS_MIN);
const STOPS = [LOW, ...Array.from({ length: Math.floor(HIGH) - Math.ceil(LOW) + 1 }, (_, index) => Math.ceil(LOW) + index), HIGH].map((value) => ({ value }));

function SideOdds({ label, percent, odds, disabled, onChange }: { label: string; percent: number; odds: number; disabled: boolean; onChange: (percent: number) => void }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle2">{label}</Typography>
        <Typography variant="body2" sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }} data-testid={`initial-odds-${label.toLowerCase()}`}>
          {formatBattleMessage.initialOdds(odds)}
        </Typography>
      </Stack>
      <Slider
        value={percent}
        min={LOW}
        max={HIGH}
        step={null}
        marks={STOPS}
        disabled={disabled}
        onChange={(_event, value) => onChange(value as number)}
        getAriaValueText={(value) => `${value}%, ${formatBattleMessage.initialOdds(oddsFromPercent(value))}`}
        valueLabelDisplay="auto"
        valueLabelFormat={(value) => `${value}%`}
        slotProps={{ input: { 'aria-label': `${label} odds` } }}
        sx={{ '& .MuiSlider-mark': { display: 'none' } }}
      />
      <ToggleButtonGroup
        exclusive
        size="small"
        fullWidth
        value={oddsLabel(percent)}
        disabled={disabled}
        aria-label={`${label} odds preset`}
        onChange={(_event, preset: Preset | null) => preset && onChange(PRESETS[preset])}
      >
        {(Object.keys(PRESETS) as Preset[]).map((preset) => (
          <ToggleButton key={preset} value={preset}>
            {preset}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}

/** The linked initial-odds sliders: moving one side sets the other to the complement of its percentage. */
export function OddsSliders({ challengerPercent, odds, disabled, error, onChange }: { challengerPercent: number; odds: [number, number]; disabled: boolean; error?: string; onChange: (challengerPercent: number) => void }) {
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 3 }}>
        <SideOdds label={COMPETITOR_ROLE_LABELS.challenger} percent={challengerPercent} odds={odds[0]} disabled={disabled} onChange={onChange} />
        <SideOdds label={COMPETITOR_ROLE_LABELS.opponent} percent={complementPercent(challengerPercent)} odds={odds[1]} disabled={disabled} onChange={(percent) => onChange(complementPercent(percent))} />
      </Stack>
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
