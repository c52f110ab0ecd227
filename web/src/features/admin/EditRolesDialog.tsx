import {
  Checkbox,
  Dialog,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
} from '@mui/material';
import { useFormik } from 'formik';
import { useState } from 'react';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@shared/core/roles';
import { supportReasonFormSchema } from '@shared/support/schemas';
import { DialogFooter } from '../../ui/DialogFooter';
import { ReasonField } from '../../ui/ReasonField';
import { ROLE_LABELS, rolesOf, type RolesSubject } from './roleLabels';
import { useSaveRoles } from './useSaveRoles';
import { userMessages } from '@shared/users/messages';

interface EditRolesDialogProps {
  user: RolesSubject;
  /** The signed-in Super Admin's uid: they may not take Super Admin away from themselves. */
  currentUid: string;
  onClose: () => void;
}

function sameRoles(a: readonly AssignableRole[], b: readonly AssignableRole[]): boolean {
  return a.length === b.length && a.every((role) => b.includes(role));
}

/** Role checkboxes for one user and the reason for the change; saving goes through updateUser (audited). Mount it per user. */
export function EditRolesDialog({ user, currentUid, onClose }: EditRolesDialogProps) {
  const initial = rolesOf(user);
  const [roles, setRoles] = useState<AssignableRole[]>(initial);
  const { save, saving } = useSaveRoles(user.id, onClose);
  const isSelf = user.id === currentUid;
  const formik = useFormik({
    initialValues: { reason: '' },
    validationSchema: supportReasonFormSchema,
    onSubmit: async ({ reason }) => {
      await save({ roles, reason: reason.trim() });
    },
  });

  const toggle = (role: AssignableRole, checked: boolean) =>
    setRoles((current) => ASSIGNABLE_ROLES.filter((r) => (r === role ? checked : current.includes(r))));

  const helperFor = (role: AssignableRole): string | null => {
    if (role === 'superAdmin' && isSelf) return userMessages.cannotRemoveOwnSuperAdmin;
    if (role === 'admin' && roles.includes('superAdmin')) return 'Super Admins always have Admin access.';
    return null;
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="edit-roles-title">
      <form noValidate onSubmit={formik.handleSubmit}>
        <DialogTitle id="edit-roles-title">Edit roles</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Roles for <strong>{user.username}</strong> ({user.email}). Every account is a User.
          </DialogContentText>
          <FormControl component="fieldset" variant="standard" disabled={saving} sx={{ mb: 2 }}>
            <FormLabel component="legend" sx={{ mb: 1 }}>
              Roles
            </FormLabel>
            <FormGroup>
              {ASSIGNABLE_ROLES.map((role) => {
                const impliedAdmin = role === 'admin' && roles.includes('superAdmin');
                const locked = (role === 'superAdmin' && isSelf && initial.includes('superAdmin')) || impliedAdmin;
                const helper = helperFor(role);
                const helperId = `role-help-${role}`;
                return (
                  <div key={role}>
                    <FormControlLabel
                      label={ROLE_LABELS[role]}
                      control={
                        <Checkbox
                          name={role}
                          checked={roles.includes(role) || impliedAdmin}
                          disabled={locked}
                          onChange={(event) => toggle(role, event.target.checked)}
                          slotProps={{ input: { 'aria-describedby': helper ? helperId : undefined } }}
                        />
                      }
                    />
                    {helper && (
                      <FormHelperText id={helperId} sx={{ mt: -0.5, mb: 1, ml: 4 }}>
                        {helper}
                      </FormHelperText>
                    )}
                  </div>
                );
              })}
            </FormGroup>
          </FormControl>
          <ReasonField formik={formik} disabled={saving} />
        </DialogContent>
        <DialogFooter busy={saving} label="Save" busyLabel="Saving…" spinner onCancel={onClose} submitDisabled={sameRoles(roles, initial)} />
      </form>
    </Dialog>
  );
}
