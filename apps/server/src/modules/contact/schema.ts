/** Request and response schemas of the contact area: the shared contract plus the error shape. */
export {
  contactSalesRequestSchema,
  contactSalesResponseSchema,
  type ContactSalesInput,
} from '@vigil/shared';

/** The one error body (packages/shared ErrorBodySchema). */
export { ErrorBodySchema as errorResponseSchema } from '@vigil/shared';
