/**
 * The MUI theme. Colours are picked for contrast (WCAG AA against their text): the header is
 * green (#1b5e20 with white text, 9:1), the Register button blue (#1565c0 with white text, 5.8:1).
 */
import { createTheme } from '@mui/material/styles';

export const HEADER_GREEN = '#1b5e20';
export const REGISTER_BLUE = '#1565c0';
export const FOOTER_BG = '#0d1f12';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#2e7d32', dark: HEADER_GREEN, light: '#4caf50', contrastText: '#ffffff' },
    secondary: { main: REGISTER_BLUE, contrastText: '#ffffff' },
    background: { default: '#f5f7f6', paper: '#ffffff' },
    text: { primary: '#1a1f1c', secondary: '#4a544e' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2.5rem', fontWeight: 700 },
    h2: { fontSize: '2rem', fontWeight: 700 },
    h3: { fontSize: '1.6rem', fontWeight: 700 },
    h4: { fontSize: '1.4rem', fontWeight: 600 },
    h5: { fontSize: '1.2rem', fontWeight: 600 },
    h6: { fontSize: '1.05rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiButtonBase: { defaultProps: { disableRipple: false } },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiTextField: { defaultProps: { fullWidth: true } },
    MuiLink: { defaultProps: { underline: 'hover' } },
  },
});
