/** /dast: the DAST scanner is Coming Soon (spec sections 2 and 6); what is planned. */
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Container,
  Grid,
  Stack,
  Typography,
} from '@mui/material';
import { SCAN_MESSAGES } from '@vigil/shared';

// Phases without dates: a quarter already past reads as a missed promise.
const PLANNED = [
  {
    phase: 'First release',
    items: ['Automated scanning of running web applications', 'API testing (REST and GraphQL)'],
  },
  {
    phase: 'Next',
    items: ['Interactive testing of authenticated flows', 'CI/CD integration'],
  },
] as const;

export function DastPage() {
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Chip label="Coming Soon" sx={{ fontWeight: 700, bgcolor: '#ffe0b2', color: '#5d2e00' }} />
        <Typography variant="h1" sx={{ fontSize: { xs: '1.7rem', sm: '2.4rem' } }}>
          DAST Scanner
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          Dynamic application security testing probes your running application from the outside, the
          way an attacker would. {SCAN_MESSAGES.dastComingSoon} Meanwhile, the SAST scanner finds
          vulnerabilities in your source code.
        </Typography>
      </Stack>
      <Grid container spacing={2} sx={{ mt: 2 }}>
        {PLANNED.map((p) => (
          <Grid key={p.phase} size={{ xs: 12, sm: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="h2" variant="h6">
                  {p.phase}
                </Typography>
                <Box component="ul" sx={{ pl: 2.5, mb: 0 }}>
                  {p.items.map((i) => (
                    <li key={i}>{i}</li>
                  ))}
                </Box>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 3 }}>
        <Button component={RouterLink} to="/sast" variant="contained">
          Use the SAST Scanner
        </Button>
        <Button component={RouterLink} to="/dashboard" variant="outlined">
          Back to Dashboard
        </Button>
      </Stack>
    </Container>
  );
}
