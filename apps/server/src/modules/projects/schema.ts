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

export const errorResponseSchema = z.object({ error: z.string(), message: z.string() }).passthrough();

/** Any string: an id that is not a UUID is simply not found (404), like another user's id. */
export const IdParamsSchema = z.object({ id: z.string() });

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
