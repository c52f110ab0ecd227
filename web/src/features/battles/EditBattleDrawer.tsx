import CloseRoundedIcon from '@mui/icons-material/CloseRounded';
import {
  Alert,
  Box,
  Button,
  Divider,
  Drawer,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  InputLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Select,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { COMPETITOR_ROLE_LABELS, SCHEDULE_STEP_MINUTES, type BattleType } from '@shared/battles/constants';
import type { BattleDoc } from '@shared/battles/types';
import { formatDateTime } from '@shared/core/dates';
import type { CallableResponse } from '@shared/contract';
import { GAMES, GAME_MODE_LABELS, GAME_TYPES, SERIES_FORMATS, type GameMode, type GameType } from '@shared/games/catalogue';
import { BATTLE_DRAWER_PAPER } from './battleDrawer';
import { battleRequestOf, initialBattleValues, sideOdds, validateBattleForm, type BattleFormErrors, type BattleFormValues } from './battleForm';
import { CompetitorPicker } from './CompetitorPicker';
import { OddsSliders } from './OddsSliders';
import { useSaveBattle } from './useSaveBattle';

interface EditBattleDrawerProps {
  /** The battle to edit, or null for a new one. */
  battle: BattleDoc | null;
  onClose: () => void;
  onSaved?: (saved: CallableResponse<'saveBattle'>) => void;
}

/**
 * The Edit Battle drawer (spec 02 section 2), also New Battle: game and mode, series, the time in 15-minute steps,
 * Players or Teams, both sides, the linked initial-odds sliders and Reserve. Checked with saveBattle's schema; a
 * refusal keeps everything typed. Once a battle has bets only its time may change (DECISIONS.md "Battles").
 */
export function EditBattleDrawer({ battle, onClose, onSaved }: EditBattleDrawerProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const { save, saving } = useSaveBattle(setRefusal);
  const formik = useFormik<BattleFormValues>({
    initialValues: initialBattleValues(battle),
    validate: (values) => validateBattleForm(values, battle?.id) as Promise<Record<string, string>>,
    onSubmit: async (values) => {
      setRefusal(null);
      const saved = await save(battleRequestOf(values, battle?.id));
      if (saved) {
        onSaved?.(saved);
        onClose();
      }
    },
  });
  const { values, setFieldValue, setFieldTouched } = formik;
  const errors = formik.errors as BattleFormErrors;
  const shown = (field: keyof BattleFormValues) => (formik.touched[field] || formik.submitCount > 0 ? errors[field] : undefined);
  const locked = Boolean(battle && battle.chest.count > 0);
  const busy = saving || formik.isSubmitting;
  const title = battle ? 'Edit Battle' : 'New Battle';
  const updatedAt = battle?.updatedAt?.toMillis();

  const setGameType = (type: GameType) => {
    void setFieldValue('gameType', type);
    void setFieldValue('gameMode', GAMES[type].modes[0]);
  };
  const setType = (type: BattleType) => {
    void formik.setValues({ ...values, type, challenger: null, opponent: null });
  };

  return (
    <Drawer anchor="right" open onClose={busy ? undefined : onClose} slotProps={{ paper: BATTLE_DRAWER_PAPER }}>
      <Box component="form" noValidate onSubmit={formik.handleSubmit} aria-labelledby="edit-battle-title" sx={{ display: 'flex', flexDirection: 'column', minHeight: '100%' }}>
        <Stack direction="row" sx={{ px: 3, py: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography id="edit-battle-title" variant="h5" component="h2">
            {title}
          </Typography>
          <IconButton onClick={onClose} aria-label="Close" disabled={busy}>
            <CloseRoundedIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Stack sx={{ p: 3, gap: 2.5, flex: 1 }}>
          {locked && <Alert severity="info">This battle has bets: only its date and time can change.</Alert>}
          {refusal && (
            <Alert severity="error" onClose={() => setRefusal(null)}>
              {refusal}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormControl fullWidth disabled={locked}>
              <InputLabel id="battle-game-label">Game Type</InputLabel>
              <Select labelId="battle-game-label" label="Game Type" value={values.gameType} onChange={(event) => setGameType(event.target.value as GameType)}>
                {GAME_TYPES.map((type) => (
                  <MenuItem key={type} value={type}>
                    {GAMES[type].name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl fullWidth disabled={locked} error={Boolean(shown('gameMode'))}>
              <InputLabel id="battle-mode-label">Game Mode</InputLabel>
              <Select labelId="battle-mode-label" label="Game Mode" value={values.gameMode} onChange={(event) => void setFieldValue('gameMode', event.target.value as GameMode)}>
                {GAMES[values.gameType].modes.map((mode) => (
                  <MenuItem key={mode} value={mode}>
                    {GAME_MODE_LABELS[mode]}
                  </MenuItem>
                ))}
              </Select>
              {shown('gameMode') && <FormHelperText>{shown('gameMode')}</FormHelperText>}
            </FormControl>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            <FormControl fullWidth disabled={locked}>
              <InputLabel id="battle-series-label">Series</InputLabel>
              <Select labelId="battle-series-label" label="Series" value={values.series} onChange={(event) => void setFieldValue('series', Number(event.target.value))}>
                {SERIES_FORMATS.map((format) => (
                  <MenuItem key={format.games} value={format.games}>
                    {format.label}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <TextField
              fullWidth
              type="datetime-local"
              label="Date and time"
              name="scheduledAt"
              value={values.scheduledAt}
              onChange={formik.handleChange}
              onBlur={formik.handleBlur}
              error={Boolean(shown('scheduledAt'))}
              helperText={shown('scheduledAt') ?? `In ${SCHEDULE_STEP_MINUTES}-minute steps`}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: SCHEDULE_STEP_MINUTES * 60 } }}
            />
          </Stack>
          <FormControl disabled={locked}>
            <FormLabel id="battle-type-label">Competitors</FormLabel>
            <RadioGroup row aria-labelledby="battle-type-label" value={values.type} onChange={(event) => setType(event.target.value as BattleType)}>
              <FormControlLabel value="player" control={<Radio />} label="Players" />
              <FormControlLabel value="team" control={<Radio />} label="Teams" />
            </RadioGroup>
          </FormControl>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
            {(['challenger', 'opponent'] as const).map((role) => (
              <CompetitorPicker
                key={`${values.type}-${role}`}
                type={values.type}
                label={COMPETITOR_ROLE_LABELS[role]}
                value={values[role]}
                disabled={locked}
                error={shown(role)}
                onChange={(picked) => {
                  void setFieldTouched(role, true, false);
                  void setFieldValue(role, picked);
                }}
              />
            ))}
          </Stack>
          {errors.competitors && (formik.submitCount > 0 || (values.challenger && values.opponent)) && (
            <Typography variant="body2" color="error" role="alert">
              {errors.competitors}
            </Typography>
          )}
          <OddsSliders challengerPercent={values.challengerPercent} odds={sideOdds(values)} disabled={locked} error={errors.odds} onChange={(percent) => void setFieldValue('challengerPercent', percent)} />
          <FormControlLabel
            disabled={locked}
            control={<Switch checked={values.useReserve} onChange={(event) => void setFieldValue('useReserve', event.target.checked)} />}
            label="Reserve"
          />
        </Stack>
        <Divider />
        <Stack direction="row" sx={{ px: 3, py: 2, gap: 2, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {updatedAt ? `Last updated ${formatDateTime(updatedAt)}` : ''}
          </Typography>
          <Stack direction="row" sx={{ gap: 1 }}>
            <Button color="inherit" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" disabled={busy}>
              {busy ? 'Saving…' : 'Save'}
            </Button>
          </Stack>
        </Stack>
      </Box>
    </Drawer>
  );
}
