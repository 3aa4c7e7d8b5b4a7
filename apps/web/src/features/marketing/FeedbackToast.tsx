import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { LIMITS } from '@vigil/shared';

/** The feedback toast of spec section 3: show, type (success by default) and message. */
export interface ToastState {
  show: boolean;
  type: 'success' | 'error';
  message: string;
}

const HIDDEN: ToastState = { show: false, type: 'success', message: '' };

/**
 * Toast state with its own 5-second timer (LIMITS.toastTimeoutMs). The timer is ours rather than
 * Snackbar's autoHideDuration, which pauses while the window is blurred or hovered: the spec says
 * the toast hides after 5 seconds, full stop.
 */
export function useFeedbackToast() {
  const [toast, setToast] = useState<ToastState>(HIDDEN);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setToast((t) => ({ ...t, show: false }));
  }, []);

  const showToast = useCallback(
    (message: string, type: ToastState['type'] = 'success') => {
      clearTimeout(timer.current);
      setToast({ show: true, type, message });
      timer.current = setTimeout(hide, LIMITS.toastTimeoutMs);
    },
    [hide],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { toast, showToast, hideToast: hide };
}

export function FeedbackToast({ toast, onClose }: { toast: ToastState; onClose: () => void }) {
  return (
    <Snackbar
      open={toast.show}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      onClose={(_e, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
    >
      <Alert
        onClose={onClose}
        severity={toast.type}
        variant="filled"
        data-testid="feedback-toast"
        data-type={toast.type}
        sx={{ width: '100%', maxWidth: 560 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
