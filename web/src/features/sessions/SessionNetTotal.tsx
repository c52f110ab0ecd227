import ArrowDownwardRoundedIcon from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRoundedIcon from '@mui/icons-material/ArrowUpwardRounded';
import CasinoRoundedIcon from '@mui/icons-material/CasinoRounded';
import { SessionStat } from './SessionStat';
import { formatCents } from '@shared/core/money';
import { useSessionNet } from './useSessionNet';

/** The session's net bet result: stakes placed and returns won in this session, live from the ledger. */
export function SessionNetTotal({ uid, sessionId }: { uid: string; sessionId: string }) {
  const net = useSessionNet(uid, sessionId);
  const amount = formatCents(Math.abs(net));

  if (net > 0) {
    return (
      <SessionStat testId="session-net" icon={<ArrowUpwardRoundedIcon />} color="success.main" label={`Session bets up ${amount}`} value={amount} />
    );
  }
  if (net < 0) {
    return (
      <SessionStat testId="session-net" icon={<ArrowDownwardRoundedIcon />} color="error.main" label={`Session bets down ${amount}`} value={amount} />
    );
  }
  return <SessionStat testId="session-net" icon={<CasinoRoundedIcon />} label={`Session bets even ${amount}`} value={amount} />;
}
