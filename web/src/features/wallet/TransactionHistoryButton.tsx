import HistoryRoundedIcon from '@mui/icons-material/HistoryRounded';
import { Button, CircularProgress, Dialog, DialogContent, type ButtonProps } from '@mui/material';
import { Suspense, lazy, useState } from 'react';

// The data grid is a large part of the bundle: load it when the history is first opened.
const TransactionHistoryDialog = lazy(() => import('./TransactionHistoryDialog'));

function LoadingDialog() {
  return (
    <Dialog open aria-label="Loading transaction history">
      <DialogContent sx={{ display: 'grid', placeItems: 'center', p: 4 }}>
        <CircularProgress aria-label="Loading" />
      </DialogContent>
    </Dialog>
  );
}

/** Opens the transaction history dialog. */
export function TransactionHistoryButton(props: Omit<ButtonProps, 'onClick'>) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<HistoryRoundedIcon />}
        {...props}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        Transaction History
      </Button>
      {opened && (
        <Suspense fallback={open ? <LoadingDialog /> : null}>
          <TransactionHistoryDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
