import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Box from '@mui/material/Box';
import { ADMIN_MESSAGES, plural, type Tier } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { AdminLayout } from './AdminLayout';
import { useTiers, useUpdateTier } from './api';

export function priceText(p: number | null, period: string): string {
  return p === null
    ? 'Contact Sales'
    : `$${p.toFixed(2)}/${period === 'yearly' ? 'year' : 'month'}`;
}
export function limitText(n: number | null): string {
  return n === null ? 'Unlimited' : n === 0 ? 'No access' : String(n);
}

const PRICE_RE = /^\d+(\.\d{1,2})?$/;
const LIMIT_RE = /^\d+$/;

function EditTierDialog({ tier, onClose }: { tier: Tier; onClose: () => void }) {
  const update = useUpdateTier();
  const [f, setF] = useState({
    priceUsd: tier.priceUsd === null ? '' : String(tier.priceUsd),
    description: tier.description,
    sast: tier.sast,
    dast: tier.dast,
    sastProjectLimit: tier.sastProjectLimit === null ? '' : String(tier.sastProjectLimit),
    dastProjectLimit: tier.dastProjectLimit === null ? '' : String(tier.dastProjectLimit),
  });
  const [error, setError] = useState<string | null>(null);
  const priceErr =
    f.priceUsd.trim() && !PRICE_RE.test(f.priceUsd.trim())
      ? 'A price of 0 or more with at most 2 decimals; empty means Contact Sales'
      : null;
  const sastErr =
    f.sastProjectLimit.trim() && !LIMIT_RE.test(f.sastProjectLimit.trim())
      ? 'A whole number of 0 or more; empty means unlimited'
      : null;
  const dastErr =
    f.dastProjectLimit.trim() && !LIMIT_RE.test(f.dastProjectLimit.trim())
      ? 'A whole number of 0 or more; empty means unlimited'
      : null;

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (priceErr || sastErr || dastErr) return;
    setError(null);
    try {
      await update.mutateAsync({
        id: tier.id,
        body: {
          priceUsd: f.priceUsd.trim() === '' ? null : Number(f.priceUsd),
          description: f.description,
          sast: f.sast,
          dast: f.dast,
          sastProjectLimit: f.sastProjectLimit.trim() === '' ? null : Number(f.sastProjectLimit),
          dastProjectLimit: f.dastProjectLimit.trim() === '' ? null : Number(f.dastProjectLimit),
        },
      });
      onClose();
    } catch (err) {
      setError(`${ADMIN_MESSAGES.updateTierFailed}: ${errorMessage(err, 'server error')}`);
    }
  };

  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      aria-labelledby="edit-tier-title"
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="edit-tier-title">Edit tier {tier.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {error && <Alert severity="error">{error}</Alert>}
            <TextField
              label="Price (USD)"
              value={f.priceUsd}
              onChange={(e) => setF({ ...f, priceUsd: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={!!priceErr}
              helperText={
                priceErr ??
                (f.priceUsd.trim() === ''
                  ? 'Empty: shown as Contact Sales'
                  : `Per ${tier.billingPeriod === 'yearly' ? 'year' : 'month'}`)
              }
            />
            <TextField
              label="Description"
              multiline
              minRows={2}
              value={f.description}
              onChange={(e) => setF({ ...f, description: e.target.value })}
            />
            <FormControlLabel
              control={
                <Switch checked={f.sast} onChange={(e) => setF({ ...f, sast: e.target.checked })} />
              }
              label="SAST included"
            />
            <FormControlLabel
              control={
                <Switch checked={f.dast} onChange={(e) => setF({ ...f, dast: e.target.checked })} />
              }
              label="DAST included"
            />
            <TextField
              label="SAST project limit"
              value={f.sastProjectLimit}
              onChange={(e) => setF({ ...f, sastProjectLimit: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!sastErr}
              helperText={sastErr ?? 'Empty: Unlimited; 0: no access'}
            />
            <TextField
              label="DAST project limit"
              value={f.dastProjectLimit}
              onChange={(e) => setF({ ...f, dastProjectLimit: e.target.value })}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
              error={!!dastErr}
              helperText={dastErr ?? 'Empty: Unlimited; 0: no access'}
            />
            <Alert severity="info">
              Changes apply at once to the {plural(tier.userCount, 'user')} on this tier.
            </Alert>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={update.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function AdminTiersPage() {
  const { data, isLoading, error } = useTiers();
  const [editing, setEditing] = useState<Tier | null>(null);
  return (
    <AdminLayout
      title="Subscription Tiers"
      subtitle="Prices, services and project limits of each plan"
    >
      {isLoading && <CircularProgress aria-label="Loading tiers" />}
      {error && (
        <Alert severity="error">{`${ADMIN_MESSAGES.fetchTiersFailed}: ${errorMessage(error, 'server error')}`}</Alert>
      )}
      {data && data.length === 0 && (
        <Alert severity="info">No subscription tiers are defined.</Alert>
      )}
      {data && data.length > 0 && (
        <TableContainer component={Paper} variant="outlined">
          <Table aria-label="Subscription tiers">
            <TableHead>
              <TableRow>
                <TableCell>Tier</TableCell>
                <TableCell>Price</TableCell>
                <TableCell>Description</TableCell>
                <TableCell>SAST</TableCell>
                <TableCell>DAST</TableCell>
                <TableCell>SAST projects</TableCell>
                <TableCell>DAST projects</TableCell>
                <TableCell>Users</TableCell>
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.map((t) => (
                <TableRow key={t.id} data-testid="tier-row">
                  <TableCell>{t.name}</TableCell>
                  <TableCell>{priceText(t.priceUsd, t.billingPeriod)}</TableCell>
                  <TableCell>{t.description || '—'}</TableCell>
                  <TableCell>{t.sast ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{t.dast ? 'Yes' : 'No'}</TableCell>
                  <TableCell>{limitText(t.sastProjectLimit)}</TableCell>
                  <TableCell>{limitText(t.dastProjectLimit)}</TableCell>
                  <TableCell>{t.userCount}</TableCell>
                  <TableCell align="right">
                    <Button onClick={() => setEditing(t)} aria-label={`Edit tier ${t.name}`}>
                      Edit
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {editing && (
        <EditTierDialog key={editing.id} tier={editing} onClose={() => setEditing(null)} />
      )}
    </AdminLayout>
  );
}
