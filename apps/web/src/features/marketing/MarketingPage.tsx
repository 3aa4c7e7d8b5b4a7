import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { DeferredHydration, useReleaseWhenVisible } from '../../components/DeferredHydration';

/**
 * The content area of a marketing page. The shared layout supplies the header, the footer and the
 * page's <main> landmark; this only sets the width and spacing.
 */
export function PageBody({ children }: { children: ReactNode }) {
  return <Box sx={{ pb: { xs: 6, md: 10 } }}>{children}</Box>;
}

/**
 * A titled section: an <section> labelled by its h2, so it is a named region for screen readers.
 * On a prerendered page its content is hydrated when it nears the viewport (DeferredHydration).
 */
export function Section({
  id,
  title,
  intro,
  children,
  tint,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  tint?: boolean;
}) {
  const ref = useReleaseWhenVisible<HTMLElement>(id);
  return (
    <Box
      ref={ref}
      component="section"
      aria-labelledby={`${id}-title`}
      sx={{
        py: { xs: 6, md: 9 },
        bgcolor: tint ? 'grey.50' : undefined,
        scrollMarginTop: 80,
        // The browser lays out and paints a section only near the viewport: a long page's first
        // paint does not wait for the sections below the fold (their size is remembered once seen).
        contentVisibility: 'auto',
        containIntrinsicSize: 'auto 900px',
      }}
      id={id}
    >
      <DeferredHydration id={id}>
        <Container maxWidth="lg">
          <Typography
            id={`${id}-title`}
            component="h2"
            variant="h4"
            sx={{
              fontWeight: 700,
              textAlign: 'center',
              mb: 1.5,
              fontSize: { xs: '1.6rem', md: '2.1rem' },
            }}
          >
            {title}
          </Typography>
          {intro && (
            <Typography
              color="text.secondary"
              sx={{ textAlign: 'center', maxWidth: 760, mx: 'auto', mb: { xs: 4, md: 6 } }}
            >
              {intro}
            </Typography>
          )}
          {children}
        </Container>
      </DeferredHydration>
    </Box>
  );
}

export interface Tile {
  key: string;
  title: ReactNode;
  text: ReactNode;
  /** A small label beside the title (status of a capability). */
  badge?: { label: string; tone: 'available' | 'soon' | 'roadmap' };
}

const BADGE_TONES = {
  '& .badge-available': { bgcolor: '#1b5e20', color: '#fff' },
  '& .badge-soon': { bgcolor: '#8a4b00', color: '#fff' },
  '& .badge-roadmap': { border: '1px solid #5f6b63', color: '#38423c' },
} as const;

/**
 * A list of titled tiles (h3 + text) laid out in a responsive grid. Plain elements styled once from
 * the list: dozens of tiles cost one style rule instead of a stack of components each.
 */
export function Tiles({
  items,
  sm = 2,
  md = 3,
  look = 'card',
}: {
  items: Tile[];
  sm?: number;
  md?: number;
  look?: 'card' | 'rule';
}) {
  return (
    <Box
      component="ul"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: `repeat(${sm}, 1fr)`, md: `repeat(${md}, 1fr)` },
        '& > li':
          look === 'card'
            ? {
                bgcolor: 'background.paper',
                border: 1,
                borderColor: 'divider',
                borderRadius: 2,
                p: 2.5,
              }
            : { borderTop: '4px solid #2e7d32', pt: 2 },
        '& h3': { m: 0, mb: 1, fontSize: '1.05rem', fontWeight: 700, lineHeight: 1.35 },
        '& h3 a': { color: 'inherit' },
        '& p': { m: 0, color: 'text.secondary', lineHeight: 1.6 },
        '& .tile-head': {
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'flex-start',
          gap: 1,
        },
        '& .badge': {
          flexShrink: 0,
          fontSize: 12,
          fontWeight: 700,
          lineHeight: '20px',
          px: 1,
          borderRadius: 10,
          whiteSpace: 'nowrap',
        },
        ...BADGE_TONES,
      }}
    >
      {items.map((t) => (
        <li key={t.key}>
          {t.badge ? (
            <div className="tile-head">
              <h3>{t.title}</h3>
              <span className={`badge badge-${t.badge.tone}`}>{t.badge.label}</span>
            </div>
          ) : (
            <h3>{t.title}</h3>
          )}
          <p>{t.text}</p>
        </li>
      ))}
    </Box>
  );
}
