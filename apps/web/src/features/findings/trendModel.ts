/** The project trend as chart rows: one per completed scan, oldest first. */
import type { TrendPoint } from '@vigil/shared';

export interface TrendRow {
  scanId: string;
  /** Short date label for the axis. */
  label: string;
  critical: number;
  high: number;
  medium: number;
  low: number;
  total: number;
  new: number;
  /** Negative, so fixed findings draw below the axis, under the new ones. */
  fixed: number;
}

export function trendRows(
  points: TrendPoint[],
  format: (iso: string) => string = (iso) => iso.slice(5, 10),
): TrendRow[] {
  return points.map((p) => ({
    scanId: p.scanId,
    label: format(p.completedAt ?? p.createdAt),
    critical: p.open.critical,
    high: p.open.high,
    medium: p.open.medium,
    low: p.open.low,
    total: p.open.total,
    new: p.new,
    fixed: -p.fixed,
  }));
}
