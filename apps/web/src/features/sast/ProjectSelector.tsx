/**
 * The scanner's project selector (spec sections 2, 5, 7): GET /api/projects (an empty list on
 * error) and an inline create-project whose new project is selected at once. The inline create sends
 * name and status; the name must not be empty after trimming; failure: 'Failed to create project.'
 */
import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQueryClient } from '@tanstack/react-query';
import type { Project } from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { createProject, projectKeys, useProjects } from '../projects/api';

export function ProjectSelector({
  value,
  onChange,
}: {
  value: string;
  onChange: (project: Project | null) => void;
}) {
  const { data: projects = [], isLoading } = useProjects({ lenient: true });
  const client = useQueryClient();
  const [creating, setCreating] = useState(false);
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [detail, setDetail] = useState<string | null>(null);

  const submit = async () => {
    const trimmed = name.trim();
    setDetail(null);
    if (!trimmed) {
      setError('Please enter a project name.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const project = await createProject({ name: trimmed, status: 'active' });
      // The new project is in the list and selected at once.
      client.setQueryData<Project[]>([...projectKeys.all, 'lenient'], (old) => [
        project,
        ...(old ?? []).filter((p) => p.id !== project.id),
      ]);
      void client.invalidateQueries({ queryKey: projectKeys.all });
      void client.invalidateQueries({ queryKey: projectKeys.subscription });
      onChange(project);
      setName('');
      setCreating(false);
    } catch (err) {
      setError('Failed to create project.');
      const reason = errorMessage(err, '');
      setDetail(reason || null);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          select
          label="Project"
          value={projects.some((p) => p.id === value) ? value : ''}
          onChange={(e) => onChange(projects.find((p) => p.id === e.target.value) ?? null)}
          helperText={
            isLoading
              ? 'Loading projects...'
              : projects.length === 0
                ? 'No projects yet: create one to start'
                : ' '
          }
          slotProps={{ select: { displayEmpty: false } }}
          sx={{ flex: 1 }}
        >
          {projects.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {!creating && (
          <Button
            startIcon={<AddIcon />}
            variant="outlined"
            onClick={() => setCreating(true)}
            sx={{ height: 56, whiteSpace: 'nowrap' }}
          >
            New Project
          </Button>
        )}
      </Stack>
      {creating && (
        // Not a <form>: this sits inside the scanner's form, and forms cannot nest.
        <Box
          role="group"
          sx={{ mt: 1.5, p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}
          aria-label="Create project"
        >
          <Typography variant="subtitle2" sx={{ mb: 1 }}>
            Create a project
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <TextField
              label="Project name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
              autoFocus
              size="small"
              onKeyDown={(e) => {
                // Enter creates the project instead of submitting the scanner's form.
                if (e.key === 'Enter') {
                  e.preventDefault();
                  if (!busy) void submit();
                }
              }}
              disabled={busy}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Stack direction="row" spacing={1}>
              <Button
                onClick={() => void submit()}
                variant="contained"
                disabled={busy || !name.trim()}
                startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              >
                Create
              </Button>
              <Button
                onClick={() => {
                  setCreating(false);
                  setError(null);
                  setDetail(null);
                }}
                disabled={busy}
              >
                Cancel
              </Button>
            </Stack>
          </Stack>
          {error && (
            <Alert severity="error" sx={{ mt: 1.5 }} role="alert">
              {error}
              {detail && <Box sx={{ mt: 0.5 }}>{detail}</Box>}
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
