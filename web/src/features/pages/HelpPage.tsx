import MailOutlineRoundedIcon from '@mui/icons-material/MailOutlineRounded';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useMemo, useState } from 'react';
import { Page } from '../../ui/Page';
import { bonusFacts } from './bonusFacts';
import { FaqList } from './FaqList';
import { formatCount } from './formatFacts';
import { helpTopics } from './helpTopics';
import { useAppSettings } from '../remoteConfig';
import { useScrollToHash } from '../../ui/useScrollToHash';
import { SUPPORT_EMAIL } from '@shared/core/product';
import { COMPLAINT_RESPONSE_WORKING_DAYS } from '@shared/pages/terms';

export function HelpPage() {
  const { status, settings } = useAppSettings();
  useScrollToHash();
  const [openedAt] = useState(() => Date.now());
  const groups = useMemo(() => {
    const bonus = status === 'success' ? bonusFacts(settings.bonus, openedAt) : null;
    return helpTopics({ bonus, settings, status });
  }, [status, settings, openedAt]);
  return (
    <Page
      title="Help & FAQs"
      subtitle="Answers about your account, payments, Bonus Credits, betting and safer gambling."
      maxWidth="md"
    >
      {groups.map((group) => (
        <FaqList key={group.id} group={group} />
      ))}
      <Paper variant="outlined" component="section" aria-labelledby="still-need-help" sx={{ mt: 5, p: { xs: 2.5, sm: 3 } }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
          <div>
            <Typography id="still-need-help" variant="h6" component="h2">
              Still need help?
            </Typography>
            <Typography color="text.secondary">{`Email our support team and we will answer within ${formatCount(COMPLAINT_RESPONSE_WORKING_DAYS, 'working day')}.`}</Typography>
          </div>
          <Button href={`mailto:${SUPPORT_EMAIL}`} variant="outlined" color="secondary" startIcon={<MailOutlineRoundedIcon />}>
            {SUPPORT_EMAIL}
          </Button>
        </Stack>
      </Paper>
    </Page>
  );
}
