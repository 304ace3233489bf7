import '../common/zod-config.ts';
import { z } from 'zod';
import { authMessages } from '../auth/messages.ts';
import { familyMessages as m } from './messages.ts';

/*
 * Linking parents and children (CONTRACT.md §12). The new parent's account form is `RegisterParentSchema` in
 * `auth/new-password-schemas.ts`, beside the other forms that choose a password.
 */

/** The invitation token of a join link: 32 random bytes, base64url. */
export const InvitationTokenSchema = z
  .string({ error: m.token })
  .trim()
  .regex(/^[A-Za-z0-9_-]{20,128}$/, { error: m.token });

/** Only `true`: the parent's explicit consent (a missing or false value is a 400 naming the field). */
export const FamilyConsentSchema = z.literal(true, { error: m.consent });

export const CreateInvitationSchema = z.object({
  email: z
    .string({ error: authMessages.email })
    .trim()
    .max(254, { error: authMessages.email })
    .pipe(z.email({ error: authMessages.email })),
});
export type CreateInvitation = z.infer<typeof CreateInvitationSchema>;

export const FamilyInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
});
export type FamilyInvitation = z.infer<typeof FamilyInvitationSchema>;

export const InvitationLookupQuerySchema = z.object({ token: InvitationTokenSchema });

/** What the join page shows before anyone signs in: the child's first name and initial only. */
export const InvitationLookupSchema = z.object({
  childName: z.string(),
  email: z.string(),
  expiresAt: z.iso.datetime(),
});
export type InvitationLookup = z.infer<typeof InvitationLookupSchema>;

const identificationNumber = z
  .string({ error: authMessages.identificationNumber })
  .trim()
  .regex(/^\d{11}$/, { error: authMessages.identificationNumber });

export const AcceptInvitationSchema = z.object({
  token: InvitationTokenSchema,
  identificationNumber,
  consent: FamilyConsentSchema,
});
export type AcceptInvitation = z.infer<typeof AcceptInvitationSchema>;

/** A linked child (for the parent) or a linked parent (for the student). */
export const FamilyMemberSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  surname: z.string(),
  linkedAt: z.iso.datetime(),
});
export type FamilyMember = z.infer<typeof FamilyMemberSchema>;

/** "Ayşe Y.": how an invitation names the child to someone who has not proved who they are. */
export const childDisplayName = (name: string, surname: string): string => {
  // Turkish capitals differ from the general rule only for i (İ); ı becomes I either way. Not toLocaleUpperCase:
  // it looks the locale up on every call, and a page of questions names ten people.
  const first = surname.trim().charAt(0);
  const initial = first === 'i' ? 'İ' : first.toUpperCase();
  return initial ? `${name.trim()} ${initial}.` : name.trim();
};

/** What a parent sees of a linked child (`GET /parents/children/{childId}/overview`, CONTRACT.md §12). */
export const ChildOverviewSchema = z.object({
  child: z.object({ id: z.uuid(), name: z.string(), surname: z.string() }),
  courses: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      progressPercent: z.number().int(),
      completedLessons: z.number().int(),
      totalLessons: z.number().int(),
      /** The child's latest progress in the course; null before the first lesson. */
      lastActivityAt: z.iso.datetime().nullable(),
    }),
  ),
  /**
   * Lectures completed in each of the last 8 weeks, oldest first, weeks without any as 0: Monday-to-Monday weeks
   * on Turkey's calendar, `weekStart` that Monday's date (`YYYY-MM-DD`).
   */
  weeklyProgress: z.array(z.object({ weekStart: z.iso.date(), completedLessons: z.number().int() })),
  certificates: z.array(
    z.object({
      id: z.uuid(),
      courseName: z.string(),
      issuedAt: z.iso.datetime(),
      verificationCode: z.string(),
    }),
  ),
  orders: z.array(
    z.object({
      id: z.uuid(),
      orderNumber: z.string(),
      status: z.number().int(),
      total: z.number(),
      totalText: z.string(),
      createDate: z.iso.datetime(),
    }),
  ),
  quizzes: z.array(
    z.object({
      courseName: z.string(),
      lectureName: z.string(),
      score: z.number().int(),
      passed: z.boolean(),
      createdAt: z.iso.datetime(),
    }),
  ),
  assignments: z.array(
    z.object({
      courseName: z.string(),
      lectureName: z.string(),
      score: z.number(),
      maxScore: z.number(),
      gradedAt: z.iso.datetime(),
    }),
  ),
  attendance: z.array(
    z.object({
      courseName: z.string(),
      sessionTitle: z.string(),
      startsAt: z.iso.datetime(),
      present: z.boolean(),
    }),
  ),
  points: z.number().int(),
});
export type ChildOverview = z.infer<typeof ChildOverviewSchema>;
