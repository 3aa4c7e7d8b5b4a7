/** Request and response schemas of the admin routes (the contract lives in packages/shared). */
import { z } from 'zod';
import {
  AdminUserListQuerySchema,
  AdminUserUpdateSchema,
  AuditListQuerySchema,
  ErrorBodySchema,
  SalesMessageListQuerySchema,
  TierUpdateSchema,
} from '@vigil/shared';
export { TierParamsSchema } from '@vigil/shared';

export const errorResponseSchema = ErrorBodySchema;
export const MessageOnlySchema = z.object({ message: z.string() });

export type AdminUserListQueryParsed = z.output<typeof AdminUserListQuerySchema>;
export type AdminUserUpdateParsed = z.output<typeof AdminUserUpdateSchema>;
export type AuditListQueryParsed = z.output<typeof AuditListQuerySchema>;
export type TierUpdateParsed = z.output<typeof TierUpdateSchema>;
export type SalesMessageListQueryParsed = z.output<typeof SalesMessageListQuerySchema>;
