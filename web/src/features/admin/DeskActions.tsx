import { Box, Button, Typography } from '@mui/material';
import type { SupportUserView } from '@shared/support/types';
import { DESK_ACTIONS, DESK_ACTION_DEFINITIONS, type DeskAction } from './supportActions';

interface DeskActionsProps {
  view: SupportUserView;
  /** Why no action applies (the admin's own account), or null. */
  closed: string | null;
  onChoose: (action: DeskAction) => void;
}

/** One button per support action, enabled only when it applies to this user; a disabled one says why. */
export function DeskActions({ view, closed, onChoose }: DeskActionsProps) {
  return (
    <Box>
      {closed && (
        <Typography variant="body2" color="warning.main" sx={{ mb: 1.5 }} role="note">
          {closed}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' } }}>
        {DESK_ACTIONS.map((id) => {
          const action = DESK_ACTION_DEFINITIONS[id];
          const why = closed ? null : action.unavailable(view);
          const hintId = `desk-action-${id}-hint`;
          return (
            <Box key={id} sx={{ minWidth: 0 }}>
              <Button
                fullWidth
                variant="outlined"
                color={action.restrictive ? 'warning' : 'primary'}
                disabled={closed !== null || why !== null}
                onClick={() => onChoose(action)}
                aria-describedby={why ? hintId : undefined}
                sx={{ justifyContent: 'flex-start', textAlign: 'left' }}
              >
                {action.label}
              </Button>
              {why && (
                <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5, px: 0.5 }}>
                  {why}
                </Typography>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
