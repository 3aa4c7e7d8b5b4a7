import { useCallback, useEffect, useState } from 'react';
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
 * the toast hides after 5 seconds, full stop. It starts once the toast is on the page (an effect
 * after the commit), not when it is asked for, so a busy page that renders late still shows it
 * for the full five seconds.
 */
export function useFeedbackToast() {
  const [toast, setToast] = useState<ToastState>(HIDDEN);
  // Each showToast is a new showing, even with the same message: the timer restarts.
  const [showing, setShowing] = useState(0);

  const hide = useCallback(() => {
    setToast((t) => ({ ...t, show: false }));
  }, []);

  const showToast = useCallback((message: string, type: ToastState['type'] = 'success') => {
    setToast({ show: true, type, message });
    setShowing((n) => n + 1);
  }, []);

  useEffect(() => {
    if (!toast.show) return;
    const timer = setTimeout(hide, LIMITS.toastTimeoutMs);
    return () => clearTimeout(timer);
  }, [toast.show, showing, hide]);

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
