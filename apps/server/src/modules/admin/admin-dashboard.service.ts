import { type AdminDashboard, formatAmount, kurusToLira, OrderStatus, PublishStatus } from '@kampus/contract';
import { and, count, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { courses } from '../../db/schema/catalogue.ts';
import { categories, tags } from '../../db/schema/categories-and-tags.ts';
import { orders } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';

/** Days and months are counted on the Istanbul calendar, where the school and its admins are. */
export const DASHBOARD_TIME_ZONE = 'Europe/Istanbul';
export const REGISTRATION_DAYS = 30;
export const SALES_MONTHS = 12;
export const LATEST_USER_COUNT = 5;

const calendar = new Intl.DateTimeFormat('en-US', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Istanbul calendar day of an instant as `YYYY-MM-DD`. */
export const istanbulDate = (at: Date): string => {
  const parts = Object.fromEntries(calendar.formatToParts(at).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day}`;
};

/** The last `n` calendar days up to and including the day of `now`, oldest first. */
export const lastDays = (now: Date, n: number): string[] => {
  const [y, m, d] = istanbulDate(now).split('-').map(Number) as [number, number, number];
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(y, m - 1, d - (n - 1 - i))).toISOString().slice(0, 10),
  );
};

/** The last `n` calendar months up to and including the month of `now` as `YYYY-MM`, oldest first. */
export const lastMonths = (now: Date, n: number): string[] => {
  const [y, m] = istanbulDate(now).split('-').map(Number) as [number, number];
  return Array.from({ length: n }, (_, i) =>
    new Date(Date.UTC(y, m - 1 - (n - 1 - i), 1)).toISOString().slice(0, 7),
  );
};

/** The zone as an SQL literal: both constants are inlined, never user input. */
const zone = sql.raw(`'${DASHBOARD_TIME_ZONE}'`);

/** Local midnight of an Istanbul calendar day as an instant, so the range condition can use a created_at index. */
const istanbulMidnight = (day: string) => sql`(${day}::date)::timestamp at time zone ${zone}`;

/**
 * A calendar text of a timestamp. Inlined as literals rather than bound as parameters, because PostgreSQL matches
 * a SELECT expression to its GROUP BY only when both are the same text, and two parameters are never the same.
 */
const istanbulText = (
  column: typeof users.createdAt | typeof orders.createdAt,
  format: 'YYYY-MM-DD' | 'YYYY-MM',
) => sql<string>`to_char(${column} at time zone ${zone}, ${sql.raw(`'${format}'`)})`;

/**
 * `GET /admin/dashboard`: the seeds' four counts (users, categories, tags, courses) and the figures behind the
 * sales and sign-up charts. Deleted accounts are not counted anywhere. Revenue is what buyers paid for Completed
 * orders, by the order's date; pending bank transfers count only in `pendingOrderCount`.
 */
export const adminDashboard = async (db: Database, now = new Date()): Promise<AdminDashboard> => {
  const days = lastDays(now, REGISTRATION_DAYS);
  const months = lastMonths(now, SALES_MONTHS);
  const liveUsers = isNull(users.deletedAt);
  const completed = eq(orders.status, OrderStatus.Completed);
  const dayOfUser = istanbulText(users.createdAt, 'YYYY-MM-DD');
  const monthOfOrder = istanbulText(orders.createdAt, 'YYYY-MM');

  const [
    [userTotal],
    [categoryTotal],
    [tagTotal],
    [courseTotals],
    [orderTotals],
    registrations,
    sales,
    latest,
  ] = await Promise.all([
    db.select({ n: count() }).from(users).where(liveUsers),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(tags),
    db
      .select({
        all: count(),
        published: count(sql`case when ${courses.publishStatus} = ${PublishStatus.Published} then 1 end`),
      })
      .from(courses),
    db
      .select({
        completed: count(sql`case when ${completed} then 1 end`),
        pending: count(sql`case when ${orders.status} = ${OrderStatus.Pending} then 1 end`),
        revenueKurus:
          sql`coalesce(sum(case when ${completed} then ${orders.totalDiscountedPriceKurus} end), 0)`.mapWith(
            Number,
          ),
      })
      .from(orders),
    db
      .select({ day: dayOfUser, n: count() })
      .from(users)
      .where(and(liveUsers, gte(users.createdAt, istanbulMidnight(days[0] as string))))
      .groupBy(dayOfUser),
    db
      .select({
        month: monthOfOrder,
        n: count(),
        revenueKurus: sql`sum(${orders.totalDiscountedPriceKurus})`.mapWith(Number),
      })
      .from(orders)
      .where(and(completed, gte(orders.createdAt, istanbulMidnight(`${months[0]}-01`))))
      .groupBy(monthOfOrder),
    db
      .select({
        id: users.id,
        name: users.name,
        surname: users.surname,
        email: users.email,
        createdAt: users.createdAt,
      })
      .from(users)
      .where(liveUsers)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(LATEST_USER_COUNT),
  ]);

  const perDay = new Map(registrations.map((r) => [r.day, r.n]));
  const perMonth = new Map(sales.map((s) => [s.month, s]));
  const revenue = kurusToLira(orderTotals?.revenueKurus ?? 0);
  return {
    userCount: userTotal?.n ?? 0,
    categoryCount: categoryTotal?.n ?? 0,
    tagCount: tagTotal?.n ?? 0,
    coursesCount: courseTotals?.all ?? 0,
    publishedCourseCount: courseTotals?.published ?? 0,
    orderCount: orderTotals?.completed ?? 0,
    pendingOrderCount: orderTotals?.pending ?? 0,
    revenue,
    revenueText: formatAmount(revenue),
    recentRegistrations: days.map((date) => ({ date, count: perDay.get(date) ?? 0 })),
    salesOverTime: months.map((month) => ({
      month,
      revenue: kurusToLira(perMonth.get(month)?.revenueKurus ?? 0),
      orders: perMonth.get(month)?.n ?? 0,
    })),
    latestUsers: latest.map((u) => ({
      id: u.id,
      fullName: `${u.name} ${u.surname}`.trim(),
      email: u.email,
      createdAt: u.createdAt.toISOString(),
    })),
  };
};
