/**
 * A row of filter fields: one line on a wide screen (fields share the width, wrapping only when
 * they no longer fit), one field per line on a phone. The theme makes every TextField full width,
 * which alone would stack the filters one per row at any width.
 */
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export function FilterBar({
  children,
  label,
  onSubmit,
}: {
  children: ReactNode;
  /** The accessible name of the filter group. */
  label: string;
  /** When given, the bar is a search form (Enter in a field submits). */
  onSubmit?: () => void;
}) {
  return (
    <Box
      component={onSubmit ? 'form' : 'div'}
      role="search"
      aria-label={label}
      onSubmit={
        onSubmit
          ? (e: React.FormEvent) => {
              e.preventDefault();
              onSubmit();
            }
          : undefined
      }
      data-testid="filter-bar"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1.5,
        mb: 2,
        alignItems: 'center',
        '& > .MuiFormControl-root': {
          width: { xs: '100%', sm: 'auto' },
          flex: { sm: '1 1 150px' },
          minWidth: { sm: 130 },
          maxWidth: { md: 260 },
        },
        '& > .MuiButton-root': { flexShrink: 0 },
      }}
    >
      {children}
    </Box>
  );
}
