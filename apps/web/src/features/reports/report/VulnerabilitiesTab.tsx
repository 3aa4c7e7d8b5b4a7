/** The Vulnerabilities tab: the scan's findings with a severity filter, 50 at a time. */
import { useState } from 'react';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { SEVERITIES, type Report, type ReportFinding, plural } from '@vigil/shared';
import { SEVERITY_LABEL } from '../../../components/scans';
import { CODE_KIND_FILTERS, codeKindParam } from '../../findings/labels';
import { FindingCard } from './FindingCard';
import { NoResults } from './NoResults';

const PAGE = 50;

export function VulnerabilitiesTab({
  report,
  onCopied,
}: {
  report: Report;
  onCopied: (ok: boolean) => void;
}) {
  const [shown, setShown] = useState(PAGE);
  const [severity, setSeverity] = useState<'' | ReportFinding['severity']>('');
  const list = report.findings ?? [];
  // All code by default here: the tab is the scan's full list (the explorer and the inventory
  // default to application code only).
  const [kind, setKind] = useState('all');
  const visible = list.filter(
    (f) =>
      (!severity || f.severity === severity) &&
      (kind === 'all' || f.codeKind === codeKindParam(kind)),
  );
  if (list.length === 0) return <NoResults report={report} />;
  const counted = report.summary.total;
  return (
    <Stack spacing={1.5}>
      {list.length !== counted && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }} data-testid="listed-note">
          {plural(counted, 'finding')} counted; {plural(list.length, 'finding')} listed, including
          those triaged as false positive or accepted risk and those outside the application code.
        </Typography>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label="Severity"
          value={severity}
          onChange={(e) => {
            setSeverity(e.target.value as typeof severity);
            setShown(PAGE);
          }}
          fullWidth={false}
          sx={{ width: 200 }}
        >
          <MenuItem value="">All</MenuItem>
          {SEVERITIES.map((s) => (
            <MenuItem key={s} value={s}>
              {SEVERITY_LABEL[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Code"
          value={kind}
          onChange={(e) => {
            setKind(e.target.value);
            setShown(PAGE);
          }}
          fullWidth={false}
          sx={{ width: 220 }}
        >
          {CODE_KIND_FILTERS.map((k) => (
            <MenuItem key={k.value || 'default'} value={k.value}>
              {k.label}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {visible.length === 0 && (
        <Typography variant="body2">No findings match these filters.</Typography>
      )}
      {visible.slice(0, shown).map((f) => (
        <FindingCard key={f.id} f={f} onCopied={onCopied} />
      ))}
      {visible.length > shown && (
        <Button onClick={() => setShown((n) => n + PAGE)} sx={{ alignSelf: 'center' }}>
          Show more ({visible.length - shown} left)
        </Button>
      )}
    </Stack>
  );
}
