/**
 * The three states every data screen has besides its content: loading (a labelled spinner in a
 * status region), an error (an alert with an optional retry) and empty (a card saying why there is
 * nothing, with an optional next step).
 */
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export function LoadingState({ label }: { label: string }) {
  return (
    <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={label} />
    </Box>
  );
}

export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        ) : undefined
      }
    >
      {message}
    </Alert>
  );
}

export function EmptyState({
  title,
  text,
  action,
  testId,
}: {
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography component="h2" variant="h6">
          {title}
        </Typography>
        {text && <Typography sx={{ color: 'text.secondary', mt: 1 }}>{text}</Typography>}
        {action && <Box sx={{ mt: 2 }}>{action}</Box>}
      </CardContent>
    </Card>
  );
}
