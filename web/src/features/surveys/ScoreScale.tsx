import { Box, FormControl, FormHelperText, FormLabel, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import type { FocusEventHandler } from 'react';
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '@shared/surveys/schemas';

const SCORES = Array.from({ length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 }, (_, index) => SURVEY_SCORE_MIN + index);

interface ScoreScaleProps {
  name: string;
  legend: string;
  value: number | null;
  onChange: (score: number) => void;
  onBlur: FocusEventHandler<HTMLInputElement>;
  error?: string;
  disabled?: boolean;
}

/**
 * A 0-10 scale of native radio buttons (arrow keys move between them) drawn as numbered tiles: one row from
 * tablet width up, two rows on a phone so each tile stays a comfortable touch target.
 */
export function ScoreScale({ name, legend, value, onChange, onBlur, error, disabled }: ScoreScaleProps) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled} sx={{ width: '100%', m: 0, border: 0, p: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1.5, fontWeight: 700, color: 'text.primary', '&.Mui-focused': { color: 'text.primary' } }}>
        {legend}
      </FormLabel>
      <Box sx={{ display: 'grid', gap: 0.75, gridTemplateColumns: { xs: 'repeat(6, minmax(0, 1fr))', sm: `repeat(${SCORES.length}, minmax(0, 1fr))` } }}>
        {SCORES.map((score) => {
          const checked = value === score;
          return (
            <Box
              key={score}
              component="label"
              sx={(theme) => ({
                position: 'relative',
                display: 'grid',
                placeItems: 'center',
                height: 44,
                borderRadius: 1.5,
                border: `1px solid ${checked ? theme.palette.primary.main : theme.palette.divider}`,
                bgcolor: checked ? 'primary.main' : alpha(theme.palette.common.white, 0.03),
                color: checked ? 'primary.contrastText' : 'text.primary',
                fontWeight: 700,
                fontVariantNumeric: 'tabular-nums',
                cursor: disabled ? 'default' : 'pointer',
                opacity: disabled && !checked ? 0.6 : 1,
                transition: theme.transitions.create(['background-color', 'border-color']),
                '&:hover': disabled || checked ? {} : { borderColor: theme.palette.primary.light, bgcolor: alpha(theme.palette.primary.main, 0.16) },
                '&:has(input:focus-visible)': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
              })}
            >
              <Box
                component="input"
                type="radio"
                name={name}
                value={score}
                checked={checked}
                disabled={disabled}
                onChange={() => onChange(score)}
                onBlur={onBlur}
                aria-describedby={error ? `${hintId} ${errorId}` : hintId}
                sx={{ position: 'absolute', inset: 0, m: 0, opacity: 0, cursor: 'inherit' }}
              />
              {score}
            </Box>
          );
        })}
      </Box>
      <Box id={hintId} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 0.75 }}>
        <Typography variant="caption" color="text.secondary">
          {SURVEY_SCORE_MIN} = Not at all likely
        </Typography>
        <Typography variant="caption" color="text.secondary" sx={{ textAlign: 'right' }}>
          {SURVEY_SCORE_MAX} = Extremely likely
        </Typography>
      </Box>
      {error && <FormHelperText id={errorId} sx={{ mx: 0 }}>{error}</FormHelperText>}
    </FormControl>
  );
}
