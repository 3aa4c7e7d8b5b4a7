/** Real-time scan events (spec section 4): names and payloads shared by server and web. */
export const SCAN_EVENTS = {
  subscribe: 'subscribe:scan',
  unsubscribe: 'unsubscribe:scan',
  progress: 'scan:progress',
  completed: 'scan:completed',
  error: 'scan:error',
  cancelled: 'scan:cancelled',
} as const;

export interface ScanProgressEvent {
  scanId: string;
  details: string;
  phase?: string;
  percent?: number;
}
export interface ScanCompletedEvent {
  scanId: string;
  status: 'completed';
  result: {
    summary: { critical: number; high: number; medium: number; low: number; total: number };
    totalFindings: number;
  };
}
export interface ScanErrorEvent {
  scanId: string;
  status: 'failed';
  error: string;
  step?: string;
}
export interface ScanCancelledEvent {
  scanId: string;
  status: 'cancelled';
}
