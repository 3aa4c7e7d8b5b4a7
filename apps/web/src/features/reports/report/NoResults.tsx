import { Alert } from '@mui/material';
import { REPORT_MESSAGES, type Report } from '@vigil/shared';

/** 'still in progress or no results' / 'no vulnerabilities' (spec section 2), else nothing. */
export function NoResults({ report }: { report: Report }) {
  if (!report.findings) return <Alert severity="info">{REPORT_MESSAGES.noResults}</Alert>;
  if (report.findings.length === 0)
    return <Alert severity="success">{REPORT_MESSAGES.noVulnerabilities}</Alert>;
  return null;
}
