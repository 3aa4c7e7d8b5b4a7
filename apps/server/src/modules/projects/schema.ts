/** Request and response schemas of the projects area: the shared contract plus route params. */
import { z } from 'zod';
export {
  CreateProjectSchema,
  ProjectSchema,
  UpdateProjectSchema,
  type CreateProjectInput,
  type Project,
  type UpdateProjectInput,
} from '@vigil/shared';

/** The one error body (packages/shared ErrorBodySchema). */
export { ErrorBodySchema as errorResponseSchema } from '@vigil/shared';

/** Any string: an id that is not a UUID is simply not found (404), like another user's id. */
export const IdParamsSchema = z.object({ id: z.string() });

/** Lowercase only: PostgreSQL would read an uppercase spelling as the same uuid (see UUID_PATTERN). */
export { UUID_PATTERN as UUID_RE } from '@vigil/shared';
