/**
 * Small scan UI shared by the dashboard, the scanner, Scan History and Vulnerabilities: the status
 * chip (colours of spec section 4 through scanStatusColor), the severity chip and the four
 * coloured severity counts (colours of spec section 9).
 */
import { Box, Chip, Stack, Tooltip } from '@mui/material';
import { SEVERITIES, SEVERITY_COLORS, scanStatusColor, type Severity } from '@vigil/shared';

/** Chip colours per status colour name; text colours keep a 4.5:1 contrast. */
const STATUS_STYLE: Record<ReturnType<typeof scanStatusColor>, { bg: string; fg: string }> = {
  green: { bg: '#2e7d32', fg: '#fff' },
  blue: { bg: '#1565c0', fg: '#fff' },
  red: { bg: '#c62828', fg: '#fff' },
  orange: { bg: '#bf360c', fg: '#fff' },
  yellow: { bg: '#fdd835', fg: '#1a1f1c' },
  gray: { bg: '#757575', fg: '#fff' },
};

/** Text colour to put on each severity colour (the yellow of medium needs dark text). */
const SEVERITY_FG: Record<Severity, string> = {
  critical: '#fff',
  high: '#1a1f1c',
  medium: '#1a1f1c',
  low: '#fff',
};

export const SEVERITY_LABEL: Record<Severity, string> = {
  critical: 'Critical',
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export function ScanStatusChip({ status }: { status: string }) {
  const color = scanStatusColor(status);
  const style = STATUS_STYLE[color];
  return (
    <Chip
      size="small"
      label={capitalize(status)}
      data-testid="scan-status"
      data-color={color}
      sx={{ bgcolor: style.bg, color: style.fg, fontWeight: 600 }}
    />
  );
}

export function SeverityChip({ severity }: { severity: Severity }) {
  return (
    <Chip
      size="small"
      label={SEVERITY_LABEL[severity] ?? severity}
      data-testid="severity-chip"
      data-severity={severity}
      sx={{
        bgcolor: SEVERITY_COLORS[severity],
        color: SEVERITY_FG[severity],
        fontWeight: 700,
        minWidth: 72,
      }}
    />
  );
}

export interface SeverityCountsValue {
  critical: number;
  high: number;
  medium: number;
  low: number;
}

/** The four coloured counts: critical, high, medium, low. */
export function SeverityCounts({ summary }: { summary: SeverityCountsValue | null | undefined }) {
  return (
    <Stack
      direction="row"
      spacing={0.75}
      data-testid="severity-counts"
      sx={{ flexWrap: 'wrap', rowGap: 0.5 }}
    >
      {SEVERITIES.map((s) => (
        <Tooltip key={s} title={SEVERITY_LABEL[s]}>
          <Box
            component="span"
            data-severity={s}
            aria-label={`${summary?.[s] ?? 0} ${SEVERITY_LABEL[s].toLowerCase()}`}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              minWidth: 28,
              px: 0.75,
              height: 24,
              borderRadius: 1,
              fontSize: 13,
              fontWeight: 700,
              bgcolor: SEVERITY_COLORS[s],
              color: SEVERITY_FG[s],
            }}
          >
            {summary?.[s] ?? 0}
          </Box>
        </Tooltip>
      ))}
    </Stack>
  );
}
