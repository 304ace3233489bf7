import '../common/zod-config.ts';
import { z } from 'zod';
import { authMessages } from '../auth/messages.ts';
import { Role } from '../common/enums.ts';
import { IdSchema, pagedSchema } from '../common/envelope.ts';
import { adminMessages as m } from './messages.ts';

/** Query strings carry `''` for a value the user cleared: that means "the default", like leaving it out. */
const orDefault = (fallback: unknown) => (v: unknown) => (v === '' || v === null ? fallback : v);

const wholeNumber = (min: number, max: number, fallback: number, message: string) =>
  z
    .preprocess(
      orDefault(fallback),
      z.coerce
        .number({ error: message })
        .int({ error: message })
        .min(min, { error: message })
        .max(max, { error: message }),
    )
    .default(fallback);

const descParam = z
  .preprocess(
    (v) => {
      if (v === '' || v === null) return false;
      const s = String(v).toLowerCase();
      if (s === 'true' || s === '1') return true;
      if (s === 'false' || s === '0') return false;
      return v;
    },
    z.boolean({ error: m.desc }),
  )
  .default(false);

/** `title`, `TITLE` and `Title` all mean Title: the seeds send the capitalised name. */
const orderByParam = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z
    .preprocess(
      (v) => {
        if (v === '' || v === null) return values[0];
        return values.find((o) => o.toLowerCase() === String(v).toLowerCase()) ?? v;
      },
      z.enum(values, { error: message }),
    )
    .default(values[0]);

const searchParam = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.string({ error: m.search }).trim().max(100, { error: m.search }).optional(),
);

/** Admin lists: 1-based pages of 10 by default, at most 50. */
const listParams = {
  pageNumber: wholeNumber(1, 1_000_000, 1, m.pageNumber),
  pageSize: wholeNumber(1, 50, 10, m.pageSize),
  search: searchParam,
  desc: descParam,
};

// Categories and tags (the same shape)

export const TaxonomyOrderBy = ['Title', 'CreatedAt'] as const;

/** `GET /categories/paginated` and `GET /tags/paginated`: Title ascending by default. */
export const TaxonomyQuerySchema = z.object({
  ...listParams,
  orderBy: orderByParam(TaxonomyOrderBy, m.taxonomyOrderBy),
});
export type TaxonomyQuery = z.infer<typeof TaxonomyQuerySchema>;

/** A category or a tag. */
export const TaxonomyItemSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string(),
});
export type TaxonomyItem = z.infer<typeof TaxonomyItemSchema>;
export const TaxonomyPageSchema = pagedSchema(TaxonomyItemSchema);

const title = z
  .string({ error: m.titleRequired })
  .trim()
  .min(1, { error: m.titleRequired })
  .max(100, { error: m.titleMax });
const description = z.preprocess(
  (v) => (v === undefined || v === null ? '' : v),
  z.string({ error: m.descriptionInvalid }).trim().max(1000, { error: m.descriptionInvalid }),
);

/** `POST /categories`, `POST /tags`: title required (trimmed, at most 100), description optional (at most 1000). */
export const TaxonomyCreateSchema = z.object({ title, description });
export type TaxonomyCreate = z.infer<typeof TaxonomyCreateSchema>;

/** `PUT /categories`, `PUT /tags`. */
export const TaxonomyUpdateSchema = TaxonomyCreateSchema.extend({ id: IdSchema });
export type TaxonomyUpdate = z.infer<typeof TaxonomyUpdateSchema>;

// Users

export const UserOrderBy = ['Email', 'Name', 'CreatedAt'] as const;

/** `GET /users/paginated`: search over e-mail, name and surname; Email ascending by default. */
export const UsersQuerySchema = z.object({
  ...listParams,
  orderBy: orderByParam(UserOrderBy, m.userOrderBy),
});
export type UsersQuery = z.infer<typeof UsersQuerySchema>;

/** An account as the admin screens show it; identification numbers are never part of it. */
export const AdminUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  /** Role numbers (0 Admin, 1 Lecturer, 2 Student, 3 Parent), sorted. */
  roles: z.array(z.number().int()),
  createdAt: z.string(),
  lastActivityAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;
export const AdminUserPageSchema = pagedSchema(AdminUserSchema);

const ROLE_VALUES = [Role.Admin, Role.Lecturer, Role.Student, Role.Parent] as const;

/** A multi-select sends strings; `"0"` and `0` both mean Admin. */
const role = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : v),
  z.literal(ROLE_VALUES, { error: m.roleInvalid }),
);

const personName = (message: string) =>
  z.string({ error: message }).trim().min(2, { error: message }).max(100, { error: message });

/**
 * `PUT /users`: name and surname required, the e-mail is read-only (a sent value is ignored), at least
 * one role and none twice.
 */
export const AdminUserUpdateSchema = z.object({
  id: IdSchema,
  name: personName(authMessages.name),
  surname: personName(authMessages.surname),
  roles: z
    .array(role, { error: m.rolesRequired })
    .min(1, { error: m.rolesRequired })
    .refine((roles) => new Set(roles).size === roles.length, { error: m.rolesUnique }),
});
export type AdminUserUpdate = z.infer<typeof AdminUserUpdateSchema>;

// Dashboard

/** `GET /admin/dashboard`: the seeds' four counts plus sales and sign-up figures for the charts. */
export const AdminDashboardSchema = z.object({
  /** Accounts that are not deleted. */
  userCount: z.number().int(),
  categoryCount: z.number().int(),
  tagCount: z.number().int(),
  /** Courses in every status. */
  coursesCount: z.number().int(),
  publishedCourseCount: z.number().int(),
  /** Completed orders. */
  orderCount: z.number().int(),
  /** Orders waiting for the admin (bank transfers not yet confirmed). */
  pendingOrderCount: z.number().int(),
  /** What buyers paid in completed orders, in lira. */
  revenue: z.number(),
  revenueText: z.string(),
  /** Sign-ups per Istanbul calendar day, the last 30 days oldest first, days without any included as 0. */
  recentRegistrations: z.array(z.object({ date: z.string(), count: z.number().int() })),
  /** Completed orders per Istanbul calendar month, the last 12 months oldest first, empty months as 0. */
  salesOverTime: z.array(z.object({ month: z.string(), revenue: z.number(), orders: z.number().int() })),
  /** The five newest accounts. */
  latestUsers: z.array(
    z.object({ id: z.uuid(), fullName: z.string(), email: z.string(), createdAt: z.string() }),
  ),
});
export type AdminDashboard = z.infer<typeof AdminDashboardSchema>;
