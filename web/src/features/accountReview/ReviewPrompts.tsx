import { Alert, AlertTitle, Box, Button, Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { accountReviewMessages as text } from '@shared/accountReview/messages';
import type { ReviewPromptKind } from '@shared/accountReview/types';
import { useDocumentWrite } from '../../lib/useWrite';
import { dismissReviewPrompt } from './dismissReviewPrompt';
import { useReviewPrompts, type ReviewPromptRow } from './useReviewPrompts';
import { PREFERENCE_PATHS, WALLET_PATHS } from '../../lib/paths';

const LIMITS_PATH = `${PREFERENCE_PATHS.preferences}#deposit-limits`;

const CONTENT: Record<ReviewPromptKind, { title: string; body: string; links: Array<{ label: string; to: string }> }> = {
  'account-review': {
    title: text.accountReviewTitle,
    body: text.accountReviewText,
    links: [
      { label: text.transactionHistoryLink, to: WALLET_PATHS.withdraw },
      { label: text.limitsLink, to: LIMITS_PATH },
    ],
  },
  'limit-decision': {
    title: text.limitDecisionTitle,
    body: text.limitDecisionText,
    links: [{ label: text.setLimitsLink, to: LIMITS_PATH }],
  },
};

function ReviewPrompt({ uid, prompt }: { uid: string; prompt: ReviewPromptRow }) {
  // Once dismissed, the live list drops the banner.
  const dismiss = useDocumentWrite({ write: () => dismissReviewPrompt(uid, prompt.id), success: () => null });
  const content = CONTENT[prompt.kind];
  return (
    <Alert
      severity="info"
      variant="outlined"
      data-testid={`review-prompt-${prompt.kind}`}
      action={
        <Button color="inherit" size="small" onClick={() => void dismiss.send(undefined)} disabled={dismiss.sending}>
          {text.dismiss}
        </Button>
      }
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-action': { alignItems: 'flex-start' } }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', fontWeight: 700 }}>
        {content.title}
      </AlertTitle>
      {content.body}
      <Stack direction="row" sx={{ gap: 2, mt: 1, flexWrap: 'wrap' }}>
        {content.links.map((link) => (
          <Link key={link.label} component={RouterLink} to={link.to} sx={{ color: 'primary.light', fontWeight: 600 }}>
            {link.label}
          </Link>
        ))}
      </Stack>
    </Alert>
  );
}

/**
 * The account review reminders (RTS 12) on the customer's next visit: one banner per kind waiting, above every
 * page, until the customer dismisses it. The reminder job writes them with the notification of the same id.
 */
export default function ReviewPrompts({ uid }: { uid: string }) {
  const prompts = useReviewPrompts(uid);
  const shown = prompts.filter((prompt, index) => prompts.findIndex((other) => other.kind === prompt.kind) === index);
  if (shown.length === 0) return null;
  return (
    <Box component="section" aria-label="Account reminders" sx={{ px: { xs: 2, md: 3 }, pt: 2, display: 'grid', gap: 1.5 }}>
      {shown.map((prompt) => (
        <ReviewPrompt key={prompt.id} uid={uid} prompt={prompt} />
      ))}
    </Box>
  );
}
