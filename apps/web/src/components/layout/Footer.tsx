/** The two footers of spec section 2: the marketing footer on public pages, the short app footer. */
import { Link as RouterLink } from 'react-router-dom';
import { Box, Container, Link, Stack, Typography } from '@mui/material';
import { FOOTER_BG } from '../../theme';
import { copyrightLine } from '../../lib/format';
import { DeferredHydration, useReleaseWhenVisible } from '../DeferredHydration';

// The year of the day the page is shown (the prerendered pages carry the build's year until hydrated).
const COPYRIGHT = copyrightLine();

const linkSx = {
  color: '#d7eadb',
  '&:hover': { color: '#ffffff' },
  '&:focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

export const MARKETING_FOOTER_COLUMNS: {
  heading: string;
  links: { label: string; to: string }[];
}[] = [
  {
    heading: 'Services',
    links: [
      { label: 'SAST', to: '/services/sast' },
      { label: 'DAST', to: '/services/dast' },
      { label: 'Pricing', to: '/pricing' },
    ],
  },
  {
    heading: 'Company',
    links: [
      { label: 'About', to: '/about' },
      { label: 'Blog', to: '/blog' },
      { label: 'Careers', to: '/careers' },
    ],
  },
  {
    heading: 'Resources',
    links: [
      { label: 'Documentation', to: '/docs' },
      { label: 'API', to: '/api' },
      { label: 'Support', to: '/support' },
    ],
  },
  {
    heading: 'Legal',
    links: [
      { label: 'Privacy', to: '/privacy' },
      { label: 'Terms', to: '/terms' },
      { label: 'Security', to: '/security' },
    ],
  },
];

/** The public pages' footer; on a prerendered page it is hydrated when it nears the viewport. */
export function MarketingFooter() {
  const ref = useReleaseWhenVisible<HTMLElement>('marketing-footer');
  return (
    <Box
      ref={ref}
      component="footer"
      sx={{ bgcolor: FOOTER_BG, color: '#ffffff', pt: 6, pb: 4, mt: 'auto' }}
    >
      <DeferredHydration id="marketing-footer">
        <Container maxWidth="lg">
          <Box
            sx={{
              display: 'grid',
              gap: 4,
              gridTemplateColumns: { xs: '1fr 1fr', md: '2fr repeat(4, 1fr)' },
            }}
          >
            <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Typography component="p" sx={{ fontWeight: 800, fontSize: '1.25rem', mb: 1 }}>
                Vigil
              </Typography>
              <Typography variant="body2" sx={{ color: '#c2d6c7', maxWidth: 320 }}>
                AI-driven code security and compliance: static analysis mapped to OWASP Top 10, CWE
                Top 25, SANS Top 25, NIST CSF and MITRE ATT&CK.
              </Typography>
            </Box>
            {MARKETING_FOOTER_COLUMNS.map((col) => (
              <Box component="nav" key={col.heading} aria-label={col.heading}>
                <Typography component="h2" sx={{ fontWeight: 700, fontSize: '0.95rem', mb: 1.5 }}>
                  {col.heading}
                </Typography>
                <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
                  {col.links.map((l) => (
                    <li key={l.to}>
                      <Link component={RouterLink} to={l.to} variant="body2" sx={linkSx}>
                        {l.label}
                      </Link>
                    </li>
                  ))}
                </Stack>
              </Box>
            ))}
          </Box>
          <Typography
            variant="body2"
            sx={{ color: '#c2d6c7', mt: 5, pt: 3, borderTop: '1px solid rgba(255,255,255,0.15)' }}
          >
            {COPYRIGHT}
          </Typography>
        </Container>
      </DeferredHydration>
    </Box>
  );
}

export function AppFooter() {
  return (
    <Box component="footer" sx={{ bgcolor: FOOTER_BG, color: '#ffffff', py: 2, mt: 'auto' }}>
      <Container
        maxWidth="lg"
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Typography variant="body2" sx={{ color: '#c2d6c7' }}>
          {COPYRIGHT}
        </Typography>
        <Stack component="nav" aria-label="Legal" direction="row" spacing={3}>
          <Link component={RouterLink} to="/privacy" variant="body2" sx={linkSx}>
            Privacy
          </Link>
          <Link component={RouterLink} to="/terms" variant="body2" sx={linkSx}>
            Terms
          </Link>
          <Link component={RouterLink} to="/cookies" variant="body2" sx={linkSx}>
            Cookies
          </Link>
        </Stack>
      </Container>
    </Box>
  );
}
