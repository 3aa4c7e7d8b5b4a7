export {
  ScanStatusChip,
  SeverityChip,
  SeverityCounts,
  SEVERITY_LABEL,
  type SeverityCountsValue,
} from './ScanChips';
export { ConfirmDialog, type ConfirmDialogProps } from '../ConfirmDialog';
export { ScanTable, type ScanTableProps, type ScanTableRow } from './ScanTable';
