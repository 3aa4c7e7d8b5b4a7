import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { parseContactTier } from '@vigil/shared';
import { ContactSalesForm } from './ContactSalesForm';
import { FeedbackToast, useFeedbackToast } from './FeedbackToast';
import { PageBody } from './MarketingPage';

/** /contact?tier=FOUNDATION|SUMMIT: the contact form as a page, reached from the upgrade buttons (spec section 2). */
export function ContactPage() {
  const [params] = useSearchParams();
  const tier = parseContactTier(params.get('tier'));
  const { toast, showToast, hideToast } = useFeedbackToast();

  return (
    <PageBody>
      <Container maxWidth="lg" sx={{ pt: { xs: 4, md: 8 } }}>
        <Grid container spacing={{ xs: 4, md: 6 }}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Typography
              component="h1"
              variant="h3"
              sx={{ fontWeight: 800, fontSize: { xs: '2rem', md: '2.6rem' } }}
            >
              Contact Sales
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 2 }}>
              Tell us about your team, your languages and where you need to run Vigil. We reply
              within one business day with a quote and a trial on your own code.
            </Typography>
            <Box component="ul" sx={{ color: 'text.secondary', pl: 2.5, mt: 3 }}>
              <li>Foundation: SAST for up to 5 projects, CI integration, email support.</li>
              <li>Summit: unlimited projects, custom integrations, 24/7 priority support.</li>
              <li>
                Enterprise: volume licensing, air-gapped deployment, procurement and security
                reviews.
              </li>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 3 }}>
                Your enquiry
              </Typography>
              <ContactSalesForm tier={tier} onResult={(m, t) => showToast(m, t)} />
            </Paper>
          </Grid>
        </Grid>
      </Container>
      <FeedbackToast toast={toast} onClose={hideToast} />
    </PageBody>
  );
}
