import { Button, Menu, MenuItem } from '@mui/material';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { correctSettlement, type SettledOutcome } from './useCorrectSettlement';

const OUTCOMES = { bet: ['won', 'lost', 'refunded'], parlay: ['completed', 'failed', 'refunded'] } as const;
const NOUN = { bet: 'bet', parlay: 'Kills + Win Challenge' } as const;

/**
 * An admin's correction of a settled bet or Kills + Win (a settlement made on wrong data): pick the right outcome,
 * confirm, and the server reverses the earlier settlement's money and applies the new one.
 */
export function CorrectSettlement({ streamId, id, current }: { streamId: string; id: string; current: SettledOutcome }) {
  const { enqueueSnackbar } = useSnackbar();
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const noun = NOUN[current.kind];
  const options = (OUTCOMES[current.kind] as readonly string[]).filter((status) => status !== current.status);

  const confirm = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await correctSettlement(streamId, id, { kind: current.kind, status: chosen } as SettledOutcome);
      enqueueSnackbar(`The ${noun} is now ${chosen}.`, { variant: 'success' });
      setChosen(null);
    } catch (error) {
      enqueueSnackbar(errorMessage(error), { variant: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button size="small" color="warning" onClick={(event) => setMenu(event.currentTarget)} aria-haspopup="menu">
        Correct
      </Button>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {options.map((status) => (
          <MenuItem
            key={status}
            onClick={() => {
              setMenu(null);
              setChosen(status);
            }}
          >
            Change to {status}
          </MenuItem>
        ))}
      </Menu>
      {chosen && (
        <ConfirmDialog
          title={`Correct this ${noun}?`}
          text={`It was settled as ${current.status}. Changing it to ${chosen} reverses the money that settlement moved and applies the new outcome; the ${current.kind === 'bet' ? 'bettor' : 'supporter'} is notified.`}
          confirm={`Change to ${chosen}`}
          busy={busy}
          onConfirm={() => void confirm()}
          onClose={() => setChosen(null)}
        />
      )}
    </>
  );
}
