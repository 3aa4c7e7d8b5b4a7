import { Box, CircularProgress } from '@mui/material';

/** Shown while a page's chunk or first data loads. */
export function PageLoader({
  label = 'Loading',
  fullHeight = false,
}: {
  label?: string;
  fullHeight?: boolean;
}) {
  return (
    <Box
      role="status"
      aria-live="polite"
      // fullHeight: while a page's chunk loads the footer stays below the fold, so it does not jump
      // (a layout shift) when the page arrives.
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'flex-start',
        pt: 8,
        flex: 1,
        minHeight: fullHeight ? '100vh' : undefined,
      }}
    >
      <CircularProgress aria-label={label} />
    </Box>
  );
}
