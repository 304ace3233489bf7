import '../common/zod-config.ts';
import { z } from 'zod';
import { pagedSchema } from '../common/envelope.ts';
import { pageNumber, pageSize } from '../common/list-query.ts';

/** Wire schemas of the admin's view of failed background jobs. */

export const FailedJobListQuerySchema = z.object({ pageNumber, pageSize: pageSize(20) });
export type FailedJobListQuery = z.infer<typeof FailedJobListQuerySchema>;

export const FailedJobSchema = z.object({
  id: z.uuid(),
  /** The queue, e.g. `mail.send`. */
  name: z.string(),
  error: z.string(),
  attempts: z.number().int(),
  failedAt: z.string(),
});
export type FailedJob = z.infer<typeof FailedJobSchema>;
export const FailedJobPageSchema = pagedSchema(FailedJobSchema);
