import { Button, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { SETTLED_NOUN, useCorrectSettlement, type SettledOutcome } from './useCorrectSettlement';

const OUTCOMES = { bet: ['won', 'lost', 'refunded'], parlay: ['completed', 'failed', 'refunded'] } as const;

/**
 * An admin's correction of a settled bet or Kills + Win (a settlement made on wrong data): pick the right outcome,
 * confirm, and the server reverses the earlier settlement's money and applies the new one.
 */
export function CorrectSettlement({ streamId, id, current }: { streamId: string; id: string; current: SettledOutcome }) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  const { correct, sending: busy } = useCorrectSettlement(streamId, id);
  const noun = SETTLED_NOUN[current.kind];
  const options = (OUTCOMES[current.kind] as readonly string[]).filter((status) => status !== current.status);

  const confirm = async () => {
    if (chosen && (await correct({ kind: current.kind, status: chosen } as SettledOutcome))) setChosen(null);
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
