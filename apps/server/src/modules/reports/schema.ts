/** Request and response schemas of the reports area: the shared contract plus route params. */
import { z } from 'zod';
import { ReportQuerySchema, ScanListQuerySchema } from '@vigil/shared';
export {
  ReportQuerySchema,
  ReportSchema,
  ScanListResponseSchema,
  TriageBodySchema,
  TriageSchema,
} from '@vigil/shared';

/** GET /api/reports: the filters of GET /api/scans plus includeSuppressed. */
export const ReportListQuerySchema = ScanListQuerySchema.extend(ReportQuerySchema.shape);
export { errorResponseSchema, IdParamsSchema } from '../projects/schema.js';

export const FindingParamsSchema = z.object({ id: z.string() });
