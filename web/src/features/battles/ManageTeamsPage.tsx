import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import {
  Autocomplete,
  Button,
  FormControlLabel,
  IconButton,
  MenuItem,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { Suspense, useState } from 'react';
import { TEAM_PLAYER_ROLES, type TeamPlayerRole } from '@shared/battles/constants';
import type { TeamDoc } from '@shared/battles/types';
import { Page } from '../../ui/Page';
import { useSaveTeam } from './useSaveTeam';
import { StreamerPicker } from '../streams';
import { useTeams } from './useTeams';

interface Draft {
  teamId: string | null;
  name: string;
  players: { id: string; name: string; role: TeamPlayerRole }[];
}

const EMPTY: Draft = { teamId: null, name: '', players: [] };
const draftOf = (team: TeamDoc): Draft => ({
  teamId: team.id,
  name: team.name,
  players: Object.values(team.players).map((player) => ({ id: player.id, name: player.name, role: player.role })),
});

/** /manage/teams: pick a team or start a new one, name it, add streamers and choose the captain. */
export function ManageTeamsPage() {
  const { teams } = useTeams();
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState(false);
  const { save: saveTeam, saving } = useSaveTeam();
  const selected = teams.find((team) => team.id === draft.teamId) ?? null;

  const save = async () => {
    const request = { ...(draft.teamId ? { teamId: draft.teamId } : {}), name: draft.name.trim(), players: draft.players };
    const teamId = await saveTeam(request);
    if (!teamId) return;
    setDraft({ ...draft, teamId });
    setEditing(false);
  };

  return (
    <Page title="Manage Teams" maxWidth="md">
      <Paper sx={{ p: 3 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2, alignItems: { sm: 'center' }, mb: 3 }}>
          <Autocomplete
            sx={{ flex: 1 }}
            options={teams}
            value={selected}
            getOptionLabel={(team) => team.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            onChange={(_event, team) => {
              setDraft(team ? draftOf(team) : EMPTY);
              setEditing(false);
            }}
            renderInput={(params) => <TextField {...params} label="Team" />}
          />
          <FormControlLabel control={<Switch checked={editing} onChange={(event) => setEditing(event.target.checked)} />} label="Edit" />
          <Button
            variant="contained"
            onClick={() => {
              setDraft(EMPTY);
              setEditing(true);
            }}
          >
            New Team
          </Button>
        </Stack>
        <Stack sx={{ gap: 2 }}>
          <TextField label="Team name" value={draft.name} disabled={!editing} onChange={(event) => setDraft({ ...draft, name: event.target.value })} />
          {editing && (
            <Suspense fallback={<TextField label="Add Player" disabled />}>
              <StreamerPicker
                label="Add Player"
                value={null}
                clearOnSelect
                excludeIds={draft.players.map((player) => player.id)}
                onChange={(streamer) => {
                  if (!streamer) return;
                  const role: TeamPlayerRole = draft.players.length === 0 ? 'captain' : 'player';
                  setDraft({ ...draft, players: [...draft.players, { id: streamer.id, name: streamer.username, role }] });
                }}
              />
            </Suspense>
          )}
          <Table size="small" aria-label="Players">
            <TableHead>
              <TableRow>
                <TableCell>Name</TableCell>
                <TableCell>Role</TableCell>
                <TableCell align="right">Delete</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {draft.players.map((player) => (
                <TableRow key={player.id}>
                  <TableCell>{player.name}</TableCell>
                  <TableCell>
                    {editing ? (
                      <Select
                        size="small"
                        value={player.role}
                        inputProps={{ 'aria-label': `Role of ${player.name}` }}
                        onChange={(event) =>
                          setDraft({ ...draft, players: draft.players.map((item) => (item.id === player.id ? { ...item, role: event.target.value as TeamPlayerRole } : item)) })
                        }
                      >
                        {TEAM_PLAYER_ROLES.map((role) => (
                          <MenuItem key={role} value={role}>
                            {role === 'captain' ? 'Captain' : 'Player'}
                          </MenuItem>
                        ))}
                      </Select>
                    ) : player.role === 'captain' ? (
                      'Captain'
                    ) : (
                      'Player'
                    )}
                  </TableCell>
                  <TableCell align="right">
                    <IconButton
                      aria-label={`Remove ${player.name}`}
                      disabled={!editing}
                      onClick={() => setDraft({ ...draft, players: draft.players.filter((item) => item.id !== player.id) })}
                    >
                      <DeleteRoundedIcon />
                    </IconButton>
                  </TableCell>
                </TableRow>
              ))}
              {draft.players.length === 0 && (
                <TableRow>
                  <TableCell colSpan={3}>
                    <Typography variant="body2" color="text.secondary">
                      No players yet.
                    </Typography>
                  </TableCell>
                </TableRow>
              )}
            </TableBody>
          </Table>
          {editing && (
            <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
              <Button color="inherit" onClick={() => (selected ? setDraft(draftOf(selected)) : setDraft(EMPTY))} disabled={saving}>
                Cancel
              </Button>
              <Button variant="contained" onClick={() => void save()} disabled={saving}>
                Save
              </Button>
            </Stack>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
