/** Request and response schemas of the contact area: the shared contract plus the error shape. */
import { z } from 'zod';
export {
  contactSalesRequestSchema,
  contactSalesResponseSchema,
  type ContactSalesInput,
} from '@vigil/shared';

export const errorResponseSchema = z
  .object({ error: z.string(), message: z.string() })
  .passthrough();
