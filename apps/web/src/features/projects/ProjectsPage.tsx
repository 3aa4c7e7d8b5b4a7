/**
 * /projects, My Projects (spec sections 2, 3, 5, 7, 8): list, create, edit and delete (after a
 * confirmation). Creation is blocked at the tier's project limit (GET /api/user/subscription), and
 * the server enforces it too.
 */
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActions,
  CardContent,
  Checkbox,
  Chip,
  CircularProgress,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormHelperText,
  FormLabel,
  Container,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import FolderIcon from '@mui/icons-material/Folder';
import { useQueryClient } from '@tanstack/react-query';
import {
  DEFAULT_THREAT_MODELS,
  PROJECT_LANGUAGES,
  PROJECT_MESSAGES,
  THREAT_MODELS,
  type Project,
  type SubscriptionSummary,
  type ThreatModelName,
  plural,
} from '@vigil/shared';
import { ApiError, errorMessage } from '../../api/client';
import { ConfirmDialog } from '../../components/scans';
import { invalidateScans } from '../scans/api';
import {
  createProject,
  deleteProject,
  projectKeys,
  updateProject,
  useProjects,
  useSubscriptionSummary,
} from './api';

interface FormValues {
  name: string;
  description: string;
  repositoryUrl: string;
  repositoryBranch: string;
  language: string;
  framework: string;
  threatModels: ThreatModelName[];
}

const EMPTY: FormValues = {
  name: '',
  description: '',
  repositoryUrl: '',
  repositoryBranch: 'main',
  language: '',
  framework: '',
  threatModels: [...DEFAULT_THREAT_MODELS],
};

/** What each threat model takes as untrusted, in the words of the project form. */
export const THREAT_MODEL_TEXT: Record<ThreatModelName, { label: string; help: string }> = {
  remote: {
    label: 'Remote',
    help: 'HTTP requests: parameters, bodies, headers, cookies (web applications)',
  },
  local: {
    label: 'Local',
    help: 'Files, environment variables, command-line arguments, standard input',
  },
  library: {
    label: 'Library',
    help: 'Parameters of exported functions and public methods (libraries, SDKs, packages)',
  },
};

function toForm(p: Project): FormValues {
  return {
    name: p.name,
    description: p.description ?? '',
    repositoryUrl: p.repositoryUrl ?? '',
    repositoryBranch: p.repositoryBranch || 'main',
    // One of the listed languages (the server accepts no other); anything else shows as not set.
    language: PROJECT_LANGUAGES.find((l) => l.toLowerCase() === p.language?.toLowerCase()) ?? '',
    framework: p.framework ?? '',
    threatModels: p.threatModels?.length ? [...p.threatModels] : [...DEFAULT_THREAT_MODELS],
  };
}

/**
 * Why creating is blocked, or null. At the limit: the spec's message with N; a limit of 0 is a plan
 * without projects; a summary that could not be read blocks nothing here (the server decides).
 */
export function limitBlock(summary: SubscriptionSummary | undefined): string | null {
  if (!summary) return null;
  const limit = summary.limits.sastProjects;
  if (limit === null) return null;
  if (summary.subscription.status === 'expired') return PROJECT_MESSAGES.expired;
  if (limit === 0) return PROJECT_MESSAGES.guest;
  if (summary.usage.projectCount >= limit) return PROJECT_MESSAGES.limitReached(limit);
  return null;
}

/** The text for a refused create: the limit messages of spec section 8, else the server's or the fallback. */
function createFailure(err: unknown, summary: SubscriptionSummary | undefined): string {
  if (err instanceof ApiError && err.status === 403) {
    const limit = summary?.limits.sastProjects ?? null;
    if (limit === null && /limit/i.test(err.message)) return PROJECT_MESSAGES.limitUnknown;
  }
  return errorMessage(err, 'Failed to create project');
}

function ProjectDialog({
  open,
  project,
  onClose,
  onSaved,
  summary,
}: {
  open: boolean;
  project: Project | null;
  onClose: () => void;
  onSaved: (p: Project) => void;
  summary: SubscriptionSummary | undefined;
}) {
  const [values, setValues] = useState<FormValues>(project ? toForm(project) : EMPTY);
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (k: keyof FormValues) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [k]: e.target.value }));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!values.name.trim()) {
      setNameError(PROJECT_MESSAGES.nameRequired);
      return;
    }
    setNameError(null);
    const body = {
      name: values.name.trim(),
      description: values.description.trim() || null,
      repositoryUrl: values.repositoryUrl.trim() || null,
      repositoryBranch: values.repositoryBranch.trim() || 'main',
      language: values.language || null,
      framework: values.framework.trim() || null,
      threatModels: THREAT_MODELS.filter((m) => m === 'remote' || values.threatModels.includes(m)),
    };
    setBusy(true);
    try {
      const saved = project ? await updateProject(project.id, body) : await createProject(body);
      onSaved(saved);
    } catch (err) {
      setError(
        project ? errorMessage(err, 'Failed to update project') : createFailure(err, summary),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="project-dialog-title"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="project-dialog-title">
          {project ? 'Edit Project' : 'Create Project'}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={values.name}
              onChange={set('name')}
              required
              autoFocus
              error={!!nameError}
              helperText={nameError ?? ' '}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <TextField
              label="Description"
              value={values.description}
              onChange={set('description')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label="Repository URL"
              value={values.repositoryUrl}
              onChange={set('repositoryUrl')}
              type="url"
              placeholder="https://github.com/owner/repository"
              helperText="Optional: the https:// address of a public repository"
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
            <TextField
              label="Repository branch"
              value={values.repositoryBranch}
              onChange={set('repositoryBranch')}
              helperText="Empty means main"
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label="Language" value={values.language} onChange={set('language')}>
                <MenuItem value="">
                  <em>Not set</em>
                </MenuItem>
                {PROJECT_LANGUAGES.map((l) => (
                  <MenuItem key={l} value={l}>
                    {l}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Framework"
                value={values.framework}
                onChange={set('framework')}
                placeholder="Express, Django, Spring..."
              />
            </Stack>
            <FormControl component="fieldset">
              <FormLabel component="legend">Untrusted data (threat model)</FormLabel>
              <FormGroup>
                {THREAT_MODELS.map((m) => (
                  <FormControlLabel
                    key={m}
                    control={
                      <Checkbox
                        // request data is untrusted in every scan: the other models add to it
                        checked={m === 'remote' || values.threatModels.includes(m)}
                        disabled={m === 'remote'}
                        onChange={(e) =>
                          setValues((v) => ({
                            ...v,
                            threatModels: e.target.checked
                              ? [...v.threatModels, m]
                              : v.threatModels.filter((x) => x !== m),
                          }))
                        }
                      />
                    }
                    label={
                      <span>
                        {THREAT_MODEL_TEXT[m].label}
                        <Typography
                          component="span"
                          variant="body2"
                          sx={{ color: 'text.secondary', ml: 1 }}
                        >
                          {THREAT_MODEL_TEXT[m].help}
                        </Typography>
                      </span>
                    }
                  />
                ))}
              </FormGroup>
              <FormHelperText>
                Scans take data from the checked sources as attacker-controlled; request data
                always.
              </FormHelperText>
            </FormControl>
            {error && (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy}
            startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {project ? 'Save' : 'Create'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

export function ProjectsPage() {
  const client = useQueryClient();
  const { data: projects, isLoading, isError, error: listError } = useProjects();
  const { data: summary } = useSubscriptionSummary();
  const [dialog, setDialog] = useState<{ project: Project | null; key: number } | null>(null);
  const [blocked, setBlocked] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [toDelete, setToDelete] = useState<Project | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const refresh = () => {
    void client.invalidateQueries({ queryKey: projectKeys.all });
    void client.invalidateQueries({ queryKey: projectKeys.subscription });
  };

  const openCreate = () => {
    setNotice(null);
    const why = limitBlock(summary);
    setBlocked(why);
    if (!why) setDialog({ project: null, key: Date.now() });
  };

  const confirmDelete = async () => {
    if (!toDelete) return;
    setDeleteBusy(true);
    setDeleteError(null);
    try {
      await deleteProject(toDelete.id);
      setNotice(`Project "${toDelete.name}" deleted.`);
      setToDelete(null);
      setBlocked(null);
      refresh();
      void invalidateScans(client);
    } catch (err) {
      setDeleteError(errorMessage(err, 'Failed to delete project'));
    } finally {
      setDeleteBusy(false);
    }
  };

  const limit = summary?.limits.sastProjects;
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 3 }}
      >
        <Box>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.2rem' } }}>
            My Projects
          </Typography>
          {summary && (
            <Typography sx={{ color: 'text.secondary' }} data-testid="project-usage">
              {limit === null || limit === undefined
                ? `${plural(summary.usage.projectCount, 'project')} (unlimited)`
                : `${summary.usage.projectCount} of ${limit} projects used`}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openCreate}>
          New Project
        </Button>
      </Stack>

      {blocked && (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          role="alert"
          data-testid="project-limit"
          action={
            <Button component={RouterLink} to="/upgrade" color="inherit" size="small">
              Upgrade
            </Button>
          }
        >
          {blocked}
        </Alert>
      )}
      {notice && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}

      {isLoading ? (
        <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress aria-label="Loading projects" />
        </Box>
      ) : isError ? (
        <Alert severity="error">{errorMessage(listError, 'Failed to fetch projects')}</Alert>
      ) : !projects || projects.length === 0 ? (
        <Card variant="outlined">
          <CardContent sx={{ textAlign: 'center', py: 5 }}>
            <FolderIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden />
            <Typography component="h2" variant="h6">
              No projects yet
            </Typography>
            <Typography sx={{ color: 'text.secondary', mt: 1 }}>
              Create a project to group the scans of one codebase.
            </Typography>
          </CardContent>
        </Card>
      ) : (
        <Grid
          container
          spacing={2}
          component="ul"
          sx={{ listStyle: 'none', p: 0, m: 0 }}
          aria-label="Projects"
        >
          {projects.map((p) => (
            <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card
                variant="outlined"
                sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
                data-testid="project-card"
                data-project-id={p.id}
              >
                <CardContent sx={{ flex: 1 }}>
                  <Typography component="h2" variant="h6" sx={{ wordBreak: 'break-word' }}>
                    {p.name}
                  </Typography>
                  {p.description && (
                    <Typography
                      variant="body2"
                      sx={{ color: 'text.secondary', mt: 0.5, wordBreak: 'break-word' }}
                    >
                      {p.description}
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
                    {p.language && <Chip size="small" label={p.language} />}
                    {p.framework && <Chip size="small" label={p.framework} variant="outlined" />}
                    {(p.threatModels ?? []).some((m) => m !== 'remote') && (
                      <Chip
                        size="small"
                        variant="outlined"
                        label={`Threat model: ${p.threatModels.map((m) => THREAT_MODEL_TEXT[m].label).join(', ')}`}
                      />
                    )}
                    <Chip
                      size="small"
                      label={p.status}
                      color={p.status === 'active' ? 'success' : 'default'}
                      variant="outlined"
                    />
                  </Stack>
                  {p.repositoryUrl && (
                    <Typography variant="body2" sx={{ mt: 1.5, overflowWrap: 'anywhere' }}>
                      {p.repositoryUrl} ({p.repositoryBranch})
                    </Typography>
                  )}
                  <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
                    {plural(p.scanCount, 'scan')} · created{' '}
                    {new Date(p.createdAt).toLocaleDateString()}
                  </Typography>
                </CardContent>
                <CardActions sx={{ justifyContent: 'flex-end' }}>
                  <Button size="small" component={RouterLink} to={`/projects/${p.id}`}>
                    Trend
                  </Button>
                  <Button size="small" component={RouterLink} to={`/scans?projectId=${p.id}`}>
                    Scans
                  </Button>
                  <Tooltip title="Edit">
                    <IconButton
                      aria-label={`Edit ${p.name}`}
                      onClick={() => setDialog({ project: p, key: Date.now() })}
                    >
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton
                      aria-label={`Delete ${p.name}`}
                      onClick={() => {
                        setDeleteError(null);
                        setToDelete(p);
                      }}
                    >
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}

      {dialog && (
        <ProjectDialog
          key={dialog.key}
          open
          project={dialog.project}
          summary={summary}
          onClose={() => setDialog(null)}
          onSaved={(p) => {
            setNotice(
              dialog.project ? `Project "${p.name}" updated.` : `Project "${p.name}" created.`,
            );
            setDialog(null);
            refresh();
          }}
        />
      )}
      <ConfirmDialog
        open={!!toDelete}
        title="Delete project"
        message={`Are you sure you want to delete the project "${toDelete?.name ?? ''}"? Its scans and findings are deleted too. This action cannot be undone.`}
        busy={deleteBusy}
        error={deleteError}
        onConfirm={() => void confirmDelete()}
        onClose={() => setToDelete(null)}
      />
    </Container>
  );
}
