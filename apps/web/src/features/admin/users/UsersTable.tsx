import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import LockResetIcon from '@mui/icons-material/LockReset';
import PhonelinkLockIcon from '@mui/icons-material/PhonelinkLock';
import { type AdminUser } from '@vigil/shared';

import { day, ROLE_LABEL, TIER_LABEL } from './labels';

/** The user list of /admin/users with the row actions (edit, reset password or MFA, delete). */
export function UsersTable({
  users,
  me,
  isLocked,
  onEdit,
  onReset,
  onDelete,
}: {
  users: AdminUser[];
  me: string | undefined;
  isLocked: (u: AdminUser) => boolean;
  onEdit: (u: AdminUser) => void;
  onReset: (u: AdminUser, kind: 'password' | 'mfa') => void;
  onDelete: (u: AdminUser) => void;
}) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Users">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Email</TableCell>
            <TableCell>Role</TableCell>
            <TableCell>Tier</TableCell>
            <TableCell>Status</TableCell>
            <TableCell>2FA</TableCell>
            <TableCell>Subscription</TableCell>
            <TableCell>Projects / Scans</TableCell>
            <TableCell>Registered</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => {
            const locked = isLocked(u);
            const name = `${u.firstName} ${u.lastName}`.trim() || u.email;
            return (
              <TableRow key={u.id} data-testid="admin-user-row" hover>
                <TableCell>{name}</TableCell>
                <TableCell>{u.email}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    label={ROLE_LABEL[u.role]}
                    color={u.role === 'USER' ? 'default' : 'primary'}
                  />
                </TableCell>
                <TableCell>{TIER_LABEL[u.subscriptionTier]}</TableCell>
                <TableCell>{u.isActive ? 'Active' : 'Inactive'}</TableCell>
                <TableCell>{u.mfaEnabled ? 'On' : 'Off'}</TableCell>
                <TableCell>
                  {u.subscriptionTier === 'GUEST'
                    ? '—'
                    : `${day(u.subscriptionStartDate) || '?'} → ${day(u.subscriptionEndDate) || 'no end'}`}
                </TableCell>
                <TableCell>
                  {u.projectCount} / {u.scanCount}
                </TableCell>
                <TableCell>{day(u.createdAt)}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title={locked ? 'Only a SUPER_ADMIN can manage this account' : 'Edit'}>
                    <span>
                      <IconButton
                        aria-label={`Edit ${u.email}`}
                        disabled={locked}
                        onClick={() => onEdit(u)}
                      >
                        <EditIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Reset password">
                    <span>
                      <IconButton
                        aria-label={`Reset password of ${u.email}`}
                        disabled={locked}
                        onClick={() => onReset(u, 'password')}
                      >
                        <LockResetIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Reset MFA">
                    <span>
                      <IconButton
                        aria-label={`Reset MFA of ${u.email}`}
                        disabled={locked || !u.mfaEnabled}
                        onClick={() => onReset(u, 'mfa')}
                      >
                        <PhonelinkLockIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title={u.id === me ? 'You cannot delete your own account' : 'Delete'}>
                    <span>
                      <IconButton
                        aria-label={`Delete ${u.email}`}
                        color="error"
                        disabled={locked || u.id === me}
                        onClick={() => onDelete(u)}
                      >
                        <DeleteIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
