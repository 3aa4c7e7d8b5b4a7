import { Box } from '@mui/material';

/** The first focusable element of every page: jumps past the header to the page content. */
export function SkipLink() {
  return (
    <Box
      component="a"
      href="#main-content"
      sx={{
        position: 'absolute',
        left: 8,
        top: -100,
        zIndex: (t) => t.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: '#ffffff',
        color: '#0b3d0f',
        fontWeight: 700,
        borderRadius: 1,
        boxShadow: 3,
        textDecoration: 'underline',
        '&:focus': { top: 8 },
      }}
    >
      Skip to content
    </Box>
  );
}
