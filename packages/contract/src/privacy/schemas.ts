import '../common/zod-config.ts';
import { z } from 'zod';
import { pagedSchema } from '../common/envelope.ts';
import { pageNumber, pageSize } from '../common/list-query.ts';

/** Wire schemas of data export and erasure requests (KVKK, CONTRACT.md §12). */

export const PrivacyRequestStatus = { Open: 'open', Completed: 'completed' } as const;
export type PrivacyRequestStatus = (typeof PrivacyRequestStatus)[keyof typeof PrivacyRequestStatus];

/** The caller's own deletion request, as the settings page shows it (`null` when none is open or done). */
export const MyDeletionRequestSchema = z
  .object({ id: z.uuid(), status: z.enum(['open', 'completed']), createdAt: z.string() })
  .nullable();
export type MyDeletionRequest = z.infer<typeof MyDeletionRequestSchema>;

export const PrivacyRequestsQuerySchema = z.object({
  pageNumber,
  pageSize: pageSize(10),
  status: z.enum(['open', 'completed'], { error: "Durum 'open' veya 'completed' olmalıdır." }).optional(),
});
export type PrivacyRequestsQuery = z.infer<typeof PrivacyRequestsQuerySchema>;

export const PrivacyRequestSchema = z.object({
  id: z.uuid(),
  status: z.enum(['open', 'completed']),
  user: z.object({ id: z.uuid(), fullName: z.string(), email: z.string() }),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type PrivacyRequest = z.infer<typeof PrivacyRequestSchema>;
export const PrivacyRequestPageSchema = pagedSchema(PrivacyRequestSchema);
export type PrivacyRequestPage = z.infer<typeof PrivacyRequestPageSchema>;
