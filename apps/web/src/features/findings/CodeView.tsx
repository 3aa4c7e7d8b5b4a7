/**
 * A block of source with line numbers: the finding's lines and trace steps highlighted; the line of
 * the active trace step marked more strongly and scrolled into view. Each line carries an id
 * (`<prefix>-L<n>`) so a trace step can point at it.
 */
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CodeBlock } from '@vigil/shared';
import { PathText } from '../../components/PathText';

export function CodeView({
  block,
  idPrefix,
  activeLine,
}: {
  block: CodeBlock;
  idPrefix: string;
  /** The line of the selected trace step in this block, if any. */
  activeLine: number | null;
}) {
  const activeRef = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    activeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [activeLine]);
  const marked = new Set(block.highlight);
  return (
    <Box
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden', mb: 1.5 }}
      data-testid="code-view"
      data-kind={block.kind}
    >
      <Box sx={{ px: 1.5, py: 0.5, bgcolor: '#eef2ef', borderBottom: 1, borderColor: 'divider' }}>
        <Typography variant="caption" component="div">
          <PathText path={block.file} maxWidth="100%" />
        </Typography>
      </Box>
      <Box
        component="pre"
        tabIndex={0}
        aria-label={`Code of ${block.file}`}
        sx={{
          m: 0,
          overflow: 'auto',
          maxHeight: 360,
          fontSize: 12.5,
          lineHeight: 1.6,
          bgcolor: '#fbfcfb',
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main' },
        }}
      >
        {block.lines.map((l) => {
          const active = activeLine === l.number;
          const hl = marked.has(l.number);
          return (
            <Box
              key={l.number}
              id={`${idPrefix}-L${l.number}`}
              ref={active ? activeRef : undefined}
              data-line={l.number}
              data-highlighted={hl ? 'true' : undefined}
              data-active={active ? 'true' : undefined}
              sx={{
                display: 'flex',
                bgcolor: active ? '#ffe08a' : hl ? '#fff4cc' : 'transparent',
                borderLeft: 3,
                borderLeftColor: active ? '#b26a00' : hl ? '#f0c24b' : 'transparent',
              }}
            >
              <Box
                component="span"
                aria-hidden
                sx={{
                  userSelect: 'none',
                  color: 'text.secondary',
                  textAlign: 'right',
                  minWidth: 48,
                  pr: 1.5,
                  flexShrink: 0,
                }}
              >
                {l.number}
              </Box>
              <Box component="code" sx={{ whiteSpace: 'pre', pr: 2 }}>
                {l.text || ' '}
              </Box>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
