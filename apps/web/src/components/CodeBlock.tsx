/** A scrollable, focusable block of code (snippets, trace steps). */
import { Box } from '@mui/material';

export function CodeBlock({ text }: { text: string }) {
  return (
    <Box
      component="pre"
      sx={{
        bgcolor: '#f4f6f5',
        p: 1,
        borderRadius: 1,
        overflowX: 'auto',
        fontSize: 12.5,
        my: 0.5,
        whiteSpace: 'pre',
        maxHeight: 240,
      }}
      tabIndex={0}
    >
      <code>{text}</code>
    </Box>
  );
}
