import '../common/zod-config.ts';
import { z } from 'zod';
import { classMessages as m } from './messages.ts';

/** Sessions of a course, seats, attendance and the calendar (CONTRACT.md §16). Times are ISO 8601 UTC. */

export const SESSION_TITLE_MAX = 150;
export const SESSION_LOCATION_MAX = 300;
/** A session is at most 12 hours long: longer is a typing mistake (a wrong day), not a lesson. */
export const SESSION_MAX_HOURS = 12;
/** The join link opens this many minutes before the start (CONTRACT.md §16). */
export const JOIN_OPENS_MINUTES = 15;
export const MAX_CAPACITY = 10_000;

const blankToNull = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v;
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

const isWebUrl = (v: string) => {
  try {
    const url = new URL(v);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
};

export const ClassSessionInputSchema = z
  .object({
    title: z.preprocess(
      trim,
      z.string({ error: m.title }).min(2, { error: m.title }).max(SESSION_TITLE_MAX, { error: m.title }),
    ),
    startsAt: z.iso.datetime({ offset: true, error: m.startsAt }),
    endsAt: z.iso.datetime({ offset: true, error: m.endsAt }),
    location: z.preprocess(
      (v) => blankToNull(trim(v)),
      z.string({ error: m.location }).max(SESSION_LOCATION_MAX, { error: m.location }).nullable(),
    ),
    onlineUrl: z.preprocess(
      (v) => blankToNull(trim(v)),
      z
        .string({ error: m.onlineUrl })
        .max(2000, { error: m.onlineUrl })
        .refine(isWebUrl, { error: m.onlineUrl })
        .nullable(),
    ),
  })
  .superRefine((v, ctx) => {
    const start = Date.parse(v.startsAt);
    const end = Date.parse(v.endsAt);
    if (Number.isFinite(start) && Number.isFinite(end)) {
      if (end <= start) ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.endsBeforeStart });
      else if (end - start > SESSION_MAX_HOURS * 3_600_000)
        ctx.addIssue({ code: 'custom', path: ['endsAt'], message: m.tooLong });
    }
    if (v.location === null && v.onlineUrl === null)
      ctx.addIssue({ code: 'custom', path: ['location'], message: m.placeOrLink });
  });
export type ClassSessionInput = z.infer<typeof ClassSessionInputSchema>;

export const ClassSessionSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  /** The classroom: only for the enrolled, the course's lecturer and admins (null for others). */
  location: z.string().nullable(),
  /** The meeting link: for the lecturer and admins; for the enrolled from `joinOpensAt` on; null otherwise. */
  onlineUrl: z.string().nullable(),
  /** Whether the session takes place in a classroom and/or online (known to everyone, the details are not). */
  isOnsite: z.boolean(),
  isOnline: z.boolean(),
  /** When the enrolled get the meeting link (15 minutes before the start); null for a session without one. */
  joinOpensAt: z.iso.datetime().nullable(),
});
export type ClassSession = z.infer<typeof ClassSessionSchema>;

export const AttendanceEntrySchema = z.object({
  studentId: z.uuid(),
  name: z.string(),
  surname: z.string(),
  /** null until the register of the session is first saved. */
  present: z.boolean().nullable(),
});
export type AttendanceEntry = z.infer<typeof AttendanceEntrySchema>;

export const AttendanceInputSchema = z.object({
  presentStudentIds: z
    .array(z.uuid({ error: m.presentStudentIds }), { error: m.presentStudentIds })
    .max(MAX_CAPACITY, { error: m.presentStudentIds }),
});
export type AttendanceInput = z.infer<typeof AttendanceInputSchema>;

export const MyAttendanceItemSchema = z.object({
  sessionId: z.uuid(),
  title: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  present: z.boolean().nullable(),
});
export type MyAttendanceItem = z.infer<typeof MyAttendanceItemSchema>;

export const MyAttendanceSchema = z.object({
  items: z.array(MyAttendanceItemSchema),
  presentCount: z.number().int(),
  recordedCount: z.number().int(),
});
export type MyAttendance = z.infer<typeof MyAttendanceSchema>;

/** A session in the caller's calendar (as learner or as lecturer). */
export const CalendarSessionSchema = ClassSessionSchema.extend({
  courseId: z.uuid(),
  courseName: z.string(),
  /** `learner` or `lecturer`: why it is in the caller's calendar. */
  role: z.enum(['learner', 'lecturer']),
});
export type CalendarSession = z.infer<typeof CalendarSessionSchema>;

export const CalendarQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: m.startsAt }).optional(),
  to: z.iso.datetime({ offset: true, error: m.endsAt }).optional(),
});
export type CalendarQuery = z.infer<typeof CalendarQuerySchema>;

export const FeedUrlSchema = z.object({ url: z.string() });
export type FeedUrl = z.infer<typeof FeedUrlSchema>;
