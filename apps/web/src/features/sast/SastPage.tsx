/**
 * /sast, the SAST scanner (spec sections 2, 4, 5, 8, 9): project selector with inline create, the
 * Upload Files and Repository URL tabs, description, start button, the progress dialog, Recent
 * Analyses, the stats card and the info cards.
 */
import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Container,
  Grid,
  Stack,
  Tab,
  Tabs,
  TextField,
  Typography,
} from '@mui/material';
import SecurityIcon from '@mui/icons-material/Security';
import PsychologyIcon from '@mui/icons-material/Psychology';
import GppGoodIcon from '@mui/icons-material/GppGood';
import { useQueryClient } from '@tanstack/react-query';
import { LIMITS, SCAN_MESSAGES, successRate, type Project } from '@vigil/shared';
import { invalidateScans, startScan, useScanStatistics } from '../scans/api';
import { FileChooser, type ChosenFile } from './FileChooser';
import { ProjectSelector } from './ProjectSelector';
import { RecentAnalyses } from './RecentAnalyses';
import { ScanProgressDialog } from './ScanProgressDialog';
import { startFailureText } from './startFailure';

type Source = 'upload' | 'repository';

export const FRAMEWORKS = [
  { name: 'OWASP Top 10', text: 'The ten most critical web application risks (2021).' },
  { name: 'MITRE ATT&CK', text: 'Adversary techniques each weakness can enable.' },
  { name: 'CWE Top 25', text: 'The most dangerous software weaknesses.' },
  { name: 'SDLC best practices', text: 'Secure development habits from design to release.' },
  { name: 'SANS Top 25', text: 'The most widespread and critical programming errors.' },
  { name: 'NIST CSF', text: 'The NIST Cybersecurity Framework functions and categories.' },
] as const;

function StatsCard() {
  const { data, isLoading, isError } = useScanStatistics();
  const items = [
    { label: 'Total Scans', value: data?.sastScans ?? data?.totalScans },
    { label: 'Vulnerabilities Found', value: data?.vulnerabilities.total },
    { label: 'Critical Issues', value: data?.vulnerabilities.critical },
    {
      label: 'Success Rate',
      value: data ? `${successRate(data.completedSastScans, data.sastScans)}%` : undefined,
    },
  ];
  return (
    <Card
      variant="outlined"
      component="section"
      aria-labelledby="sast-stats-title"
      data-testid="sast-stats"
    >
      <CardContent>
        <Typography id="sast-stats-title" component="h2" variant="h6" sx={{ mb: 1.5 }}>
          Your Statistics
        </Typography>
        {isError && <Alert severity="warning">Failed to fetch statistics</Alert>}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          {items.map((i) => (
            <Box key={i.label} data-testid={`stat-${i.label}`}>
              <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                {i.label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontSize: '1.5rem', fontWeight: 700 }}>
                {isLoading ? '…' : (i.value ?? '–')}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}

function InfoCards() {
  return (
    <Stack spacing={2}>
      <Card variant="outlined" component="section" aria-labelledby="sast-ai-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <PsychologyIcon color="primary" aria-hidden />
            <Typography id="sast-ai-title" component="h2" variant="h6">
              AI-Powered Analysis
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            The engine parses your code into syntax trees, follows untrusted data from its sources
            to dangerous sinks across functions and files, and checks hundreds of rules for 15+
            languages. Each finding carries its severity, CWE, the data-flow trace and a recommended
            fix; with an AI model configured, findings are also triaged with a verdict and a
            tailored fix.
          </Typography>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-labelledby="sast-frameworks-title">
        <CardContent>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <GppGoodIcon color="primary" aria-hidden />
            <Typography id="sast-frameworks-title" component="h2" variant="h6">
              Compliance Frameworks
            </Typography>
          </Stack>
          <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
            {FRAMEWORKS.map((f) => (
              <Typography component="li" variant="body2" key={f.name} sx={{ mb: 0.5 }}>
                <strong>{f.name}</strong>: {f.text}
              </Typography>
            ))}
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}

export function SastPage() {
  const client = useQueryClient();
  const [project, setProject] = useState<Project | null>(null);
  const [source, setSource] = useState<Source>('upload');
  const [files, setFiles] = useState<ChosenFile[]>([]);
  const [repositoryUrl, setRepositoryUrl] = useState('');
  const [branch, setBranch] = useState('');
  const [description, setDescription] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [scanId, setScanId] = useState<string | null>(null);

  const start = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!project) return setError(SCAN_MESSAGES.selectProject);
    const accepted = files.filter((f) => f.status === 'completed');
    if (source === 'repository' && !repositoryUrl.trim())
      return setError(SCAN_MESSAGES.provideRepositoryUrl);
    if (source === 'upload' && accepted.length === 0) return setError(SCAN_MESSAGES.uploadFiles);

    const form = new FormData();
    form.append('scanType', 'SAST');
    form.append('projectId', project.id);
    form.append('projectName', project.name);
    form.append('description', description.trim());
    form.append('sourceType', source);
    if (project.language) form.append('language', project.language);
    if (source === 'repository') {
      form.append('repositoryUrl', repositoryUrl.trim());
      form.append('repositoryBranch', branch.trim() || project.repositoryBranch || 'main');
    } else {
      accepted.forEach((f) => form.append('files', f.file, f.name));
    }

    setBusy(true);
    try {
      const res = await startScan(form);
      // After a scan starts the file list or URL and the description are cleared.
      setFiles([]);
      setRepositoryUrl('');
      setBranch('');
      setDescription('');
      setScanId(res.scanId);
      void invalidateScans(client);
    } catch (err) {
      setError(startFailureText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Box sx={{ bgcolor: 'primary.dark', color: '#fff', py: { xs: 4, sm: 6 } }}>
        <Container maxWidth="lg">
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <SecurityIcon sx={{ fontSize: { xs: 40, sm: 56 } }} aria-hidden />
            <Box>
              <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.4rem' } }}>
                AI-Powered SAST Scanner
              </Typography>
              <Typography sx={{ mt: 1, opacity: 0.9 }}>
                Find vulnerabilities in your source code before attackers do, mapped to OWASP, CWE,
                SANS, NIST and MITRE.
              </Typography>
            </Box>
          </Stack>
        </Container>
      </Box>
      <Container maxWidth="lg" sx={{ py: { xs: 3, sm: 4 } }}>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <Card variant="outlined" component="section" aria-labelledby="new-analysis-title">
                <CardContent component="form" onSubmit={start} noValidate>
                  <Typography id="new-analysis-title" component="h2" variant="h6" sx={{ mb: 2 }}>
                    New Security Analysis
                  </Typography>
                  <Stack spacing={2.5}>
                    <ProjectSelector
                      value={project?.id ?? ''}
                      onChange={(p) => {
                        setProject(p);
                        setError(null);
                      }}
                    />
                    <Box>
                      <Tabs
                        value={source}
                        onChange={(_e, v: Source) => {
                          setSource(v);
                          setError(null);
                        }}
                        aria-label="Source of the code"
                        variant="fullWidth"
                      >
                        <Tab
                          value="upload"
                          label="Upload Files"
                          id="tab-upload"
                          aria-controls="panel-upload"
                        />
                        <Tab
                          value="repository"
                          label="Repository URL"
                          id="tab-repository"
                          aria-controls="panel-repository"
                        />
                      </Tabs>
                      <Box
                        role="tabpanel"
                        id="panel-upload"
                        aria-labelledby="tab-upload"
                        hidden={source !== 'upload'}
                        sx={{ pt: 2 }}
                      >
                        {source === 'upload' && (
                          <FileChooser
                            files={files}
                            onChange={setFiles}
                            maxFiles={LIMITS.maxScanFiles}
                            maxSizeBytes={LIMITS.maxFileSizeBytes}
                            disabled={busy}
                          />
                        )}
                      </Box>
                      <Box
                        role="tabpanel"
                        id="panel-repository"
                        aria-labelledby="tab-repository"
                        hidden={source !== 'repository'}
                        sx={{ pt: 2 }}
                      >
                        {source === 'repository' && (
                          <Stack spacing={2}>
                            <TextField
                              label="Repository URL"
                              value={repositoryUrl}
                              onChange={(e) => setRepositoryUrl(e.target.value)}
                              placeholder="https://github.com/owner/repository"
                              helperText="A public repository URL from a code-hosting service such as GitHub, GitLab or Bitbucket"
                              type="url"
                              disabled={busy}
                            />
                            <TextField
                              label="Branch (optional)"
                              value={branch}
                              onChange={(e) => setBranch(e.target.value)}
                              placeholder={project?.repositoryBranch || 'main'}
                              helperText="Defaults to the project's branch, else main"
                              disabled={busy}
                            />
                          </Stack>
                        )}
                      </Box>
                    </Box>
                    <TextField
                      label="Description (optional)"
                      value={description}
                      onChange={(e) => setDescription(e.target.value)}
                      multiline
                      minRows={3}
                      disabled={busy}
                      slotProps={{ htmlInput: { maxLength: 2000 } }}
                    />
                    {error && (
                      <Alert severity="error" role="alert" data-testid="scan-start-error">
                        {error}
                      </Alert>
                    )}
                    <Button
                      type="submit"
                      variant="contained"
                      size="large"
                      disabled={busy}
                      startIcon={
                        busy ? <CircularProgress size={18} color="inherit" /> : <SecurityIcon />
                      }
                    >
                      {busy ? 'Initializing Analysis...' : 'Start AI Security Analysis'}
                    </Button>
                  </Stack>
                </CardContent>
              </Card>
              <RecentAnalyses />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <StatsCard />
              <InfoCards />
            </Stack>
          </Grid>
        </Grid>
      </Container>
      <ScanProgressDialog scanId={scanId} onClose={() => setScanId(null)} />
    </Box>
  );
}
