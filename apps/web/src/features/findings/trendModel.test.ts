import { describe, expect, it } from 'vitest';
import { trendRows } from './trendModel';

describe('trendRows', () => {
  it('gives one row per scan with the open counts and new / fixed (fixed below the axis)', () => {
    const rows = trendRows([
      {
        scanId: 's1',
        createdAt: '2026-11-20T10:00:00Z',
        completedAt: '2026-11-20T10:01:00Z',
        open: { critical: 1, high: 2, medium: 3, low: 0, total: 6 },
        new: 6,
        fixed: 0,
      },
      {
        scanId: 's2',
        createdAt: '2026-11-25T10:00:00Z',
        completedAt: null,
        open: { critical: 0, high: 2, medium: 3, low: 1, total: 6 },
        new: 1,
        fixed: 1,
      },
    ]);
    expect(rows.map((r) => r.label)).toEqual(['11-20', '11-25']);
    expect(rows[0]).toMatchObject({ critical: 1, high: 2, medium: 3, low: 0, total: 6, new: 6 });
    expect(rows[1]).toMatchObject({ new: 1, fixed: -1, low: 1 });
  });
});
