/**
 * The finding explorer: a full page per scan (/scans/:scanId/findings) or per project
 * (/projects/:projectId/findings, the project's latest completed scan). Findings grouped by rule or
 * by file, a list on the left and the selected finding on the right (code view, trace, triage).
 * Keyboard: j / k or the arrow keys move between findings, Enter opens one, Escape goes back to
 * the list. Check findings (or a whole group) to triage them together with one comment. The
 * selected finding is in the URL (?finding=<id>): a link that opens it.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSearchParamsUpdate } from '../../lib/searchParams';
import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Container,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import {
  TRIAGE_STATES,
  type ExplorerFinding,
  type ScanFindingsQuery,
  type TriageState,
  plural,
} from '@vigil/shared';
import { errorMessage } from '../../api/client';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { PathText } from '../../components/PathText';
import { EmptyState, ErrorState, LoadingState } from '../../components/StateViews';
import { SeverityChip, SeverityCounts } from '../../components/scans';
import { useBulkTriage, useProjectTrend, useScanFindings } from './api';
import { FindingDetailPanel } from './FindingDetailPanel';
import { CODE_KIND_FILTERS, codeKindParam, triageLabel } from './labels';
import { explorerSections, flatOrder, listKeyAction, stepFrom } from './explorerModel';

type Grouping = 'rule' | 'file';

export function ExplorerPage() {
  const { scanId: scanParam, projectId } = useParams();
  const trend = useProjectTrend(scanParam ? null : (projectId ?? null));
  const latest = trend.data?.points[trend.data.points.length - 1];
  const scanId = scanParam ?? latest?.scanId ?? null;

  const [params, update] = useSearchParamsUpdate();
  const grouping: Grouping = params.get('group') === 'file' ? 'file' : 'rule';
  const kind = params.get('codeKind') ?? '';
  const selected = params.get('finding');
  const setParam = (k: string, v: string | null) =>
    update({ [k]: v }, { replace: k !== 'finding' });

  const query: ScanFindingsQuery = { groupBy: grouping, codeKind: codeKindParam(kind) };
  const data = useScanFindings(scanId, query);
  const findings = useMemo(() => data.data?.findings ?? [], [data.data]);
  const sections = useMemo(
    () => explorerSections(findings, data.data?.groups ?? null),
    [findings, data.data],
  );
  const order = useMemo(() => flatOrder(sections), [sections]);

  // Keyboard focus in the list (roving tabindex): one finding button is tabbable at a time.
  const [focused, setFocused] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusFinding = (id: string | null) => {
    if (!id) return;
    setFocused(id);
    buttons.current.get(id)?.focus();
  };
  const tabbable = focused && order.includes(focused) ? focused : (selected ?? order[0] ?? null);

  const open = (id: string) => {
    setFocused(id);
    setParam('finding', id);
  };
  const back = () => {
    const id = selected;
    setParam('finding', null);
    // The list re-renders first on small screens (the detail hides it), then takes focus.
    setTimeout(() => focusFinding(id ?? tabbable), 0);
  };

  const [checked, setChecked] = useState<Set<string>>(new Set());
  useEffect(() => setChecked(new Set()), [scanId, grouping, kind]);
  const toggle = (ids: string[], on: boolean) =>
    setChecked((prev) => {
      const next = new Set(prev);
      for (const id of ids) {
        if (on) next.add(id);
        else next.delete(id);
      }
      return next;
    });

  const [bulkOpen, setBulkOpen] = useState(false);
  const [bulkState, setBulkState] = useState<TriageState>('false_positive');
  const [bulkComment, setBulkComment] = useState('');
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [bulkDone, setBulkDone] = useState<string | null>(null);
  const bulk = useBulkTriage();
  const applyBulk = async () => {
    setBulkError(null);
    try {
      const r = await bulk.mutateAsync({
        ids: [...checked],
        status: bulkState,
        comment: bulkComment.trim() || null,
      });
      setBulkOpen(false);
      setBulkComment('');
      setChecked(new Set());
      setBulkDone(r.message || `${plural(r.updated, 'finding')} set to ${triageLabel(bulkState)}.`);
    } catch (err) {
      setBulkError(errorMessage(err, 'Failed to save the triage.'));
    }
  };

  const onListKey = (e: React.KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.key !== 'ArrowDown' && e.key !== 'ArrowUp')
      return;
    const action = listKeyAction(e.key);
    if (!action) return;
    e.preventDefault();
    const from = focused ?? selected;
    const id =
      action === 'next'
        ? stepFrom(order, from, 1)
        : action === 'previous'
          ? stepFrom(order, from, -1)
          : action === 'first'
            ? order[0]
            : order[order.length - 1];
    focusFinding(id ?? null);
  };

  const projectName = data.data?.projectName ?? trend.data?.projectName;
  const projectLink = data.data?.projectId ?? projectId;
  const total = findings.length;
  const allChecked = total > 0 && checked.size === total;

  let body: React.ReactNode;
  if (!scanParam && trend.isLoading) body = <LoadingState label="Loading the project" />;
  else if (!scanParam && trend.isError)
    body = <ErrorState message={errorMessage(trend.error, 'Failed to load the project.')} />;
  else if (!scanId)
    body = (
      <EmptyState
        title="No completed scan yet"
        text="The findings of the project's latest completed scan show here."
        action={
          <Button component={RouterLink} to="/sast" variant="contained">
            Start SAST Scan
          </Button>
        }
      />
    );
  else if (data.isLoading) body = <LoadingState label="Loading findings" />;
  else if (data.isError)
    body = (
      <ErrorState
        message={errorMessage(data.error, 'Failed to load the findings.')}
        onRetry={() => void data.refetch()}
      />
    );
  else if (total === 0)
    body = (
      <EmptyState
        testId="explorer-empty"
        title={kind === '' ? 'No findings in application code' : 'No findings'}
        text={
          kind === ''
            ? 'Nothing was found in production code. Choose "All code" to see tests, examples and vendored code.'
            : 'No vulnerabilities found! Your code appears to be secure.'
        }
      />
    );
  else
    body = (
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(300px, 2fr) 3fr' },
          gap: 2,
          alignItems: 'start',
        }}
      >
        <Card
          variant="outlined"
          sx={{ display: { xs: selected ? 'none' : 'block', md: 'block' }, overflow: 'hidden' }}
        >
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}
          >
            <Checkbox
              checked={allChecked}
              indeterminate={checked.size > 0 && !allChecked}
              onChange={(e) => toggle(order, e.target.checked)}
              slotProps={{ input: { 'aria-label': 'Select all findings' } }}
            />
            <Typography variant="body2" sx={{ flex: 1 }} data-testid="selection-count">
              {checked.size > 0 ? `${checked.size} selected` : plural(total, 'finding')}
            </Typography>
            <Button
              size="small"
              variant="contained"
              disabled={checked.size === 0}
              onClick={() => {
                setBulkError(null);
                setBulkOpen(true);
              }}
            >
              Triage selected
            </Button>
          </Stack>
          <Box
            role="list"
            aria-label="Findings"
            aria-describedby="explorer-keys"
            onKeyDown={onListKey}
            sx={{ maxHeight: { md: 'calc(100vh - 260px)' }, overflowY: 'auto' }}
            data-testid="finding-list"
          >
            {sections.map((s) => {
              const ids = s.findings.map((f) => f.id);
              const all = ids.every((id) => checked.has(id));
              return (
                <Box
                  key={s.key}
                  role="group"
                  aria-label={s.label ?? 'Findings'}
                  data-testid="finding-group"
                  data-group={s.key}
                >
                  {s.label !== null && (
                    <Stack
                      direction="row"
                      spacing={1}
                      sx={{
                        alignItems: 'center',
                        px: 1,
                        py: 0.25,
                        bgcolor: '#eef2ef',
                        position: 'sticky',
                        top: 0,
                        zIndex: 1,
                      }}
                    >
                      <Checkbox
                        size="small"
                        checked={all}
                        indeterminate={!all && ids.some((id) => checked.has(id))}
                        onChange={(e) => toggle(ids, e.target.checked)}
                        slotProps={{ input: { 'aria-label': `Select the group ${s.label}` } }}
                      />
                      <Typography
                        variant="subtitle2"
                        component="h2"
                        sx={{ flex: 1, minWidth: 0, overflow: 'hidden' }}
                        data-testid="group-label"
                      >
                        {grouping === 'file' ? (
                          <PathText path={s.label} maxWidth="100%" />
                        ) : (
                          s.label
                        )}
                      </Typography>
                      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                        {s.findings.length}
                      </Typography>
                    </Stack>
                  )}
                  {s.findings.map((f) => (
                    <FindingRow
                      key={f.id}
                      f={f}
                      grouping={grouping}
                      selected={selected === f.id}
                      checked={checked.has(f.id)}
                      tabbable={tabbable === f.id}
                      onCheck={(on) => toggle([f.id], on)}
                      onOpen={() => open(f.id)}
                      onFocus={() => setFocused(f.id)}
                      buttonRef={(el) => {
                        if (el) buttons.current.set(f.id, el);
                        else buttons.current.delete(f.id);
                      }}
                    />
                  ))}
                </Box>
              );
            })}
          </Box>
        </Card>
        <Box sx={{ display: { xs: selected ? 'block' : 'none', md: 'block' }, minWidth: 0 }}>
          {selected ? (
            <Card variant="outlined" sx={{ p: 2 }}>
              <FindingDetailPanel findingId={selected} onBack={back} />
            </Card>
          ) : (
            <EmptyState
              title="Choose a finding"
              text="Its code, data flow and triage show here. Use j and k (or the arrow keys) to move through the list and Enter to open."
            />
          )}
        </Box>
      </Box>
    );

  return (
    <Container maxWidth="xl" sx={{ py: { xs: 2, sm: 3 } }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-end' }, mb: 2 }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
            Findings{projectName ? `: ${projectName}` : ''}
          </Typography>
          <Stack
            direction="row"
            spacing={2}
            sx={{ mt: 0.5, alignItems: 'center', flexWrap: 'wrap' }}
          >
            {data.data && <SeverityCounts summary={data.data.counts} />}
            {data.data && (
              <Typography
                variant="body2"
                sx={{ color: 'text.secondary' }}
                data-testid="explorer-total"
              >
                {plural(data.data.counts.total, 'open finding')} counted
              </Typography>
            )}
            {projectLink && (
              <Button size="small" component={RouterLink} to={`/projects/${projectLink}`}>
                Project trend
              </Button>
            )}
            {scanId && (
              <Button size="small" component={RouterLink} to={`/reports/${scanId}`}>
                Report
              </Button>
            )}
          </Stack>
        </Box>
        <TextField
          select
          size="small"
          label="Code"
          value={kind}
          onChange={(e) => setParam('codeKind', e.target.value || null)}
          sx={{ width: { xs: '100%', md: 220 } }}
        >
          {CODE_KIND_FILTERS.map((k) => (
            <MenuItem key={k.value || 'default'} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={grouping}
          onChange={(_e, v: Grouping | null) => v && setParam('group', v === 'rule' ? null : v)}
          aria-label="Group findings by"
        >
          <ToggleButton value="rule">By rule</ToggleButton>
          <ToggleButton value="file">By file</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      <Typography
        id="explorer-keys"
        variant="caption"
        sx={{ color: 'text.secondary', display: 'block', mb: 1 }}
      >
        Keys: j / k or ↓ / ↑ move, Enter opens, Escape returns to the list.
      </Typography>
      {bulkDone && (
        <Alert
          severity="success"
          sx={{ mb: 2 }}
          onClose={() => setBulkDone(null)}
          data-testid="bulk-done"
        >
          {bulkDone}
        </Alert>
      )}
      {body}
      <ConfirmDialog
        open={bulkOpen}
        title={`Triage ${plural(checked.size, 'finding')}`}
        tone="primary"
        maxWidth="sm"
        confirmLabel={`Apply to ${plural(checked.size, 'finding')}`}
        busy={bulk.isPending}
        error={bulkError}
        onConfirm={() => void applyBulk()}
        onClose={() => setBulkOpen(false)}
      >
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="Triage"
            value={bulkState}
            onChange={(e) => setBulkState(e.target.value as TriageState)}
          >
            {TRIAGE_STATES.map((s) => (
              <MenuItem key={s} value={s}>
                {triageLabel(s)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Comment"
            value={bulkComment}
            onChange={(e) => setBulkComment(e.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            helperText="Kept with each finding and in the audit log; SARIF exports it as the justification."
          />
        </Stack>
      </ConfirmDialog>
    </Container>
  );
}

function FindingRow({
  f,
  grouping,
  selected,
  checked,
  tabbable,
  onCheck,
  onOpen,
  onFocus,
  buttonRef,
}: {
  f: ExplorerFinding;
  grouping: Grouping;
  selected: boolean;
  checked: boolean;
  tabbable: boolean;
  onCheck: (on: boolean) => void;
  onOpen: () => void;
  onFocus: () => void;
  buttonRef: (el: HTMLButtonElement | null) => void;
}) {
  const where = f.file ? `${f.file}${f.line ? `:${f.line}` : ''}` : 'no file';
  return (
    <Box
      role="listitem"
      data-testid="explorer-finding"
      data-finding-id={f.id}
      data-severity={f.severity}
      data-selected={selected ? 'true' : undefined}
      sx={{
        display: 'flex',
        alignItems: 'center',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : undefined,
        opacity: f.suppressed ? 0.7 : 1,
      }}
    >
      <Checkbox
        size="small"
        checked={checked}
        onChange={(e) => onCheck(e.target.checked)}
        tabIndex={-1}
        slotProps={{ input: { 'aria-label': `Select ${f.title} at ${where}` } }}
      />
      <Box
        component="button"
        type="button"
        ref={buttonRef}
        tabIndex={tabbable ? 0 : -1}
        onClick={onOpen}
        onFocus={onFocus}
        aria-current={selected ? 'true' : undefined}
        aria-label={`${f.severity} ${f.title} at ${where}`}
        sx={{
          flex: 1,
          minWidth: 0,
          textAlign: 'left',
          border: 0,
          bgcolor: 'transparent',
          font: 'inherit',
          color: 'inherit',
          cursor: 'pointer',
          py: 0.75,
          pr: 1,
          '&:focus-visible': {
            outline: '3px solid',
            outlineColor: 'primary.main',
            outlineOffset: -3,
          },
        }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <SeverityChip severity={f.severity} />
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {grouping === 'file' ? (
                f.title
              ) : f.file ? (
                <PathText path={f.file} line={f.line} maxWidth="100%" />
              ) : (
                f.title
              )}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }} noWrap component="div">
              {grouping === 'file' ? `line ${f.line ?? '?'} · ${f.ruleId}` : f.title}
              {f.triage && f.triage.state !== 'open' ? ` · ${triageLabel(f.triage.state)}` : ''}
            </Typography>
          </Box>
        </Stack>
      </Box>
    </Box>
  );
}
