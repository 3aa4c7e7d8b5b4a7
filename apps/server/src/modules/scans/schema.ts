/** Request and response schemas of the scans area: the shared contract plus route params. */
export {
  ScanDetailSchema,
  ScanListQuerySchema,
  ScanListResponseSchema,
  ScanStartFieldsSchema,
  ScanStartResponseSchema,
  ScanStatisticsSchema,
  VulnerabilityListQuerySchema,
  VulnerabilityListResponseSchema,
} from '@vigil/shared';
export { errorResponseSchema, IdParamsSchema } from '../projects/schema.js';
