/** The triage form of one finding: state, comment, save; who set it and when. */
import { useState } from 'react';
import { Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { TRIAGE_LABELS, TRIAGE_STATES, type ReportFinding, type TriageState } from '@vigil/shared';
import { errorMessage } from '../../../api/client';
import { formatDate } from '../../scans/api';
import { useSetTriage } from '../api';

export function TriageControl({ f }: { f: ReportFinding }) {
  const [state, setState] = useState<TriageState>(f.triage?.state ?? 'open');
  const [comment, setComment] = useState(f.triage?.comment ?? '');
  const setTriage = useSetTriage();
  const [error, setError] = useState<string | null>(null);
  const dirty = state !== (f.triage?.state ?? 'open') || comment !== (f.triage?.comment ?? '');
  const save = async () => {
    setError(null);
    try {
      await setTriage.mutateAsync({
        findingId: f.id,
        body: { state, comment: comment.trim() || null },
      });
    } catch (err) {
      setError(errorMessage(err, 'Failed to save the triage.'));
    }
  };
  return (
    <Box sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }} data-testid="triage">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <TextField
          select
          size="small"
          label="Triage"
          value={state}
          onChange={(e) => setState(e.target.value as TriageState)}
          fullWidth={false}
          sx={{ minWidth: 180, flexShrink: 0 }}
        >
          {TRIAGE_STATES.map((s) => (
            <MenuItem key={s} value={s}>
              {TRIAGE_LABELS[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          label="Comment"
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          fullWidth
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <Button
          variant="outlined"
          size="small"
          disabled={!dirty || setTriage.isPending}
          onClick={() => void save()}
        >
          Save
        </Button>
      </Stack>
      {f.triage && (
        <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 0.5 }}>
          {TRIAGE_LABELS[f.triage.state]} set by {f.triage.updatedBy ?? 'a former user'} on{' '}
          {formatDate(f.triage.updatedAt)}
        </Typography>
      )}
      {error && (
        <Typography variant="caption" role="alert" sx={{ color: 'error.main', display: 'block' }}>
          {error}
        </Typography>
      )}
    </Box>
  );
}
