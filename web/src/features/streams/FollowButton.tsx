import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import StarRoundedIcon from '@mui/icons-material/StarRounded';
import { Button } from '@mui/material';
import { useFollow } from './useFollow';

/** Follow / Unfollow for a signed-in viewer of someone else's stream. */
export function FollowButton({ streamId, uid }: { streamId: string; uid: string }) {
  const { loaded, following, busy, toggle } = useFollow(streamId, uid);
  return (
    <Button
      variant={following ? 'outlined' : 'contained'}
      color={following ? 'inherit' : 'primary'}
      disabled={!loaded || busy}
      onClick={() => void toggle()}
      startIcon={following ? <StarRoundedIcon sx={{ color: 'warning.main' }} /> : <StarBorderRoundedIcon />}
      sx={{ minWidth: 132 }}
    >
      {following ? 'Unfollow' : 'Follow'}
    </Button>
  );
}
