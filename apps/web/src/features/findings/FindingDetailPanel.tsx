/**
 * The right-hand side of the explorer: one finding with its code view (line numbers, the finding
 * and trace lines highlighted), the trace steps as buttons that mark their line, the description,
 * the recommendation, the triage form and a link to this finding.
 */
import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Chip, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LinkIcon from '@mui/icons-material/Link';
import { errorMessage } from '../../api/client';
import { LoadingState } from '../../components/StateViews';
import { SeverityChip } from '../../components/scans';
import { PathText } from '../../components/PathText';
import { copyText } from '../reports/api';
import { TriageControl } from '../reports/report/TriageControl';
import { cweNumber } from '../scans/api';
import { useFindingDetail } from './api';
import { CodeView } from './CodeView';
import { codeKindLabel } from './labels';

export function FindingDetailPanel({
  findingId,
  onBack,
}: {
  findingId: string;
  /** Escape or the back button: return to the list. */
  onBack: () => void;
}) {
  const detail = useFindingDetail(findingId);
  const [step, setStep] = useState<number | null>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const headingRef = useRef<HTMLHeadingElement | null>(null);
  useEffect(() => {
    setStep(null);
    setCopied(null);
  }, [findingId]);
  const loadedId = detail.data?.id;
  // Opening a finding moves focus to its title, so a screen reader reads it and Escape works.
  useEffect(() => {
    if (loadedId) headingRef.current?.focus();
  }, [loadedId]);

  const f = detail.data;
  return (
    <Box
      component="section"
      aria-label="Finding details"
      data-testid="finding-detail"
      data-finding-id={findingId}
      onKeyDown={(e) => {
        // Not from a menu portalled out of the panel (the triage select), nor from a text field.
        const target = e.target as HTMLElement;
        if (e.key !== 'Escape' || !e.currentTarget.contains(target)) return;
        if (target.closest('input, textarea, [role="combobox"]')) return;
        e.stopPropagation();
        onBack();
      }}
    >
      <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack} sx={{ mb: 1 }}>
        Back to the list
      </Button>
      {detail.isLoading ? (
        <LoadingState label="Loading the finding" />
      ) : detail.isError || !f ? (
        <Alert severity="error">{errorMessage(detail.error, 'Failed to load the finding.')}</Alert>
      ) : (
        <Stack spacing={1.5}>
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
          >
            <SeverityChip severity={f.severity} />
            {cweNumber(f.cweId) && (
              <Chip size="small" variant="outlined" label={`CWE-${cweNumber(f.cweId)}`} />
            )}
            {f.owasp && <Chip size="small" variant="outlined" label={f.owasp} />}
            <Chip size="small" label={codeKindLabel(f.codeKind)} data-testid="detail-kind" />
            <Box sx={{ flex: 1 }} />
            <Button
              size="small"
              startIcon={<LinkIcon />}
              onClick={() => void copyText(window.location.href).then(setCopied)}
            >
              {copied === true ? 'Link copied' : copied === false ? 'Copy failed' : 'Copy link'}
            </Button>
          </Stack>
          <Typography
            ref={headingRef}
            tabIndex={-1}
            component="h2"
            variant="h5"
            sx={{ outline: 'none' }}
            data-testid="detail-title"
          >
            {f.title}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            <Box component="span" sx={{ fontFamily: 'monospace' }}>
              {f.ruleId}
            </Box>
            {f.file && (
              <>
                {' · '}
                <PathText path={f.file} line={f.line} maxWidth={420} />
              </>
            )}
          </Typography>
          {f.description && <Typography variant="body2">{f.description}</Typography>}

          {f.code.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              No code was stored for this finding.
            </Typography>
          ) : (
            f.code.map((b, i) => (
              <CodeView
                key={i}
                block={b}
                idPrefix={`code-${i}`}
                activeLine={step !== null && f.steps[step]?.block === i ? f.steps[step].line : null}
              />
            ))
          )}

          {f.steps.length > 0 && (
            <Box data-testid="trace">
              <Typography variant="subtitle2" component="h3">
                Data flow ({f.steps.length} {f.steps.length === 1 ? 'step' : 'steps'})
              </Typography>
              <Box component="ol" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
                {f.steps.map((s, i) => (
                  <li key={i}>
                    <Button
                      size="small"
                      onClick={() => setStep(i)}
                      aria-pressed={step === i}
                      data-testid="trace-step"
                      sx={{
                        justifyContent: 'flex-start',
                        textAlign: 'left',
                        width: '100%',
                        fontWeight: step === i ? 700 : 500,
                        bgcolor: step === i ? 'action.selected' : undefined,
                      }}
                    >
                      {i + 1}. {s.kind ? `${s.kind}: ` : ''}
                      {s.file}:{s.line}
                      {s.note ? ` (${s.note})` : ''}
                    </Button>
                  </li>
                ))}
              </Box>
            </Box>
          )}
          {f.recommendation && (
            <Typography variant="body2">
              <strong>Recommendation:</strong> {f.recommendation}
            </Typography>
          )}
          <TriageControl key={f.id} f={f} />
        </Stack>
      )}
    </Box>
  );
}
