import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '@shared/core/dates';
import type { AuditEntryView } from '@shared/support/types';
import { AUDIT_ACTION_LABELS, auditChanges } from './supportLabels';

/** The latest support actions on this user, newest first: what, when, who, why, and what changed. */
export function AuditTrail({ entries }: { entries: AuditEntryView[] }) {
  if (entries.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No support actions on this account yet.
      </Typography>
    );
  }
  return (
    <List dense disablePadding aria-label="Recent audit entries" data-testid="audit-trail">
      {entries.map((entry) => (
        <ListItem key={entry.id} disableGutters divider alignItems="flex-start">
          <ListItemText
            primary={`${AUDIT_ACTION_LABELS[entry.action] ?? entry.action} · ${entry.timestamp === null ? 'just now' : formatDateTime(entry.timestamp)}`}
            secondary={
              <>
                <span>
                  By {entry.actor.email ?? entry.actor.uid}: “{entry.reason}”
                </span>
                {auditChanges(entry.before, entry.after).map((change) => (
                  <span key={change} style={{ display: 'block' }}>
                    {change}
                  </span>
                ))}
              </>
            }
            slotProps={{ primary: { sx: { fontWeight: 600 } }, secondary: { component: 'div' } }}
          />
        </ListItem>
      ))}
    </List>
  );
}
