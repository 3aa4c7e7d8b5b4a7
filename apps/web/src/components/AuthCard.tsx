import type { ReactNode } from 'react';
import { Box, Container, Paper, Typography } from '@mui/material';

/** The centred card the sign-in, registration and account-recovery pages sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
  maxWidth = 'xs',
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  return (
    <Container maxWidth={maxWidth} sx={{ py: { xs: 3, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Box sx={{ mb: 3, textAlign: 'center' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.6rem', sm: '1.9rem' } }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
              {subtitle}
            </Typography>
          )}
        </Box>
        {children}
      </Paper>
    </Container>
  );
}
