/**
 * A file path in a table or list: one line, never broken mid-word; when it does not fit, the start
 * gives way to an ellipsis (the file name matters most) and the full path shows on hover (title).
 */
import Box from '@mui/material/Box';

export function PathText({
  path,
  line,
  maxWidth = 320,
  testId,
}: {
  path: string;
  line?: number | null;
  maxWidth?: number | string;
  testId?: string;
}) {
  const full = line ? `${path}:${line}` : path;
  return (
    <Box
      component="span"
      title={full}
      data-testid={testId}
      sx={{
        display: 'inline-block',
        maxWidth,
        verticalAlign: 'bottom',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
        fontFamily: 'monospace',
        fontSize: 13,
        // Right-to-left so the ellipsis eats the start of the path, not the file name; the
        // <bdi> keeps the path's own characters in left-to-right order.
        direction: 'rtl',
        textAlign: 'left',
      }}
    >
      <bdi>{full}</bdi>
    </Box>
  );
}
