import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ContactTier } from '@vigil/shared';
import { ContactSalesForm } from './ContactSalesForm';

export interface ContactSalesDialogProps {
  open: boolean;
  tier: ContactTier;
  onClose: () => void;
  onResult: (message: string, type: 'success' | 'error') => void;
}

/** The contact-sales modal, titled with the chosen tier (spec section 2). */
export function ContactSalesDialog({ open, tier, onClose, onResult }: ContactSalesDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="contact-sales-title"
    >
      <DialogTitle id="contact-sales-title" component="h2">
        Contact Sales - {tier}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Tell us about your team and codebase. A security engineer replies within one business day
          with pricing for your seats, deployment options and a trial on your own repositories.
        </DialogContentText>
        <ContactSalesForm
          tier={tier}
          onResult={onResult}
          onSent={onClose}
          autoFocus
          secondaryAction={
            <Button onClick={onClose} color="inherit">
              Cancel
            </Button>
          }
        />
      </DialogContent>
    </Dialog>
  );
}
