/** One finding of a report: badges, title, location, snippet, data-flow trace, triage. */
import {
  Box,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { TRIAGE_LABELS, type ReportFinding } from '@vigil/shared';
import { CodeBlock as Code } from '../../../components/CodeBlock';
import { SeverityChip } from '../../../components/scans';
import { cweNumber } from '../../scans/api';
import { copyText, findingText } from '../api';
import { TriageControl } from './TriageControl';

export function FindingCard({
  f,
  onCopied,
}: {
  f: ReportFinding;
  onCopied: (ok: boolean) => void;
}) {
  const cwe = cweNumber(f.cwe);
  return (
    <Card
      variant="outlined"
      data-testid="vulnerability"
      data-finding-id={f.id}
      sx={{ opacity: f.suppressed ? 0.75 : 1 }}
    >
      <CardContent>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <SeverityChip severity={f.severity} />
          {cwe && (
            <Chip
              size="small"
              variant="outlined"
              label={`CWE-${cwe}`}
              data-testid="cwe-badge"
              title={`CWE ${cwe}`}
            />
          )}
          {f.owasp && <Chip size="small" variant="outlined" label={f.owasp} />}
          {f.change === 'new' && <Chip size="small" color="error" variant="outlined" label="New" />}
          {f.triage && f.triage.state !== 'open' && (
            <Chip
              size="small"
              color={f.suppressed ? 'default' : 'info'}
              label={TRIAGE_LABELS[f.triage.state]}
              data-testid="triage-chip"
            />
          )}
          <Box sx={{ flex: 1 }} />
          <Tooltip title="Copy details">
            <IconButton
              aria-label={`Copy details of ${f.title}`}
              onClick={() => void copyText(findingText(f)).then(onCopied)}
            >
              <ContentCopyIcon fontSize="small" />
            </IconButton>
          </Tooltip>
        </Stack>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1 }}>
          {f.title}
        </Typography>
        {f.description && <Typography variant="body2">{f.description}</Typography>}
        {f.file && (
          <Typography
            variant="body2"
            sx={{ fontFamily: 'monospace', mt: 0.5, overflowWrap: 'anywhere' }}
            data-testid="location"
          >
            {f.file}
            {f.line ? `:${f.line}` : ''}
          </Typography>
        )}
        {f.codeSnippet && <Code text={f.codeSnippet} />}
        {f.trace.length > 0 && (
          <Box sx={{ mt: 1 }} data-testid="trace">
            <Typography variant="subtitle2" component="h4">
              Data flow ({f.trace.length} steps)
            </Typography>
            <Box component="ol" sx={{ m: 0, pl: 3 }}>
              {f.trace.map((t, i) => (
                <li key={i}>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t.file}:{t.line}
                    {t.note ? ` (${t.note})` : ''}
                  </Typography>
                  <Code text={t.code} />
                </li>
              ))}
            </Box>
          </Box>
        )}
        {f.recommendation && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            <strong>Recommendation:</strong> {f.recommendation}
          </Typography>
        )}
        <TriageControl f={f} />
      </CardContent>
    </Card>
  );
}
