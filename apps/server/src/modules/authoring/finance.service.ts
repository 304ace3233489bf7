import { formatAmount, kurusToLira, type LecturerFinance, OrderStatus } from '@kampus/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { queryRows } from '../../db/sql.ts';
import type { CurrentUser } from '../../plugins/auth.ts';

/**
 * The lecturer's finance panel: what buyers paid for the lecturer's courses in completed orders,
 * as each order line's payable price. A basket-wide code (an admin's) is the platform's own discount and does not
 * lower the lecturer's lines. Months are calendar months in Turkey's time zone.
 */

const TIME_ZONE = 'Europe/Istanbul';
const MONTHS = 12;

/** `YYYY-MM` of the current month in Turkey and the eleven before it, oldest first. */
export const lastMonths = (now: Date, count = MONTHS): string[] => {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit' })
    .formatToParts(now)
    .reduce<Record<string, string>>((acc, p) => {
      acc[p.type] = p.value;
      return acc;
    }, {});
  const year = Number(parts.year);
  const month = Number(parts.month);
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (count - 1 - i), 1));
    return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
  });
};

const money = (kurus: number) => {
  const lira = kurusToLira(kurus);
  return { revenue: lira, revenueText: formatAmount(lira) };
};

export const getLecturerFinance = async (
  db: Database,
  user: CurrentUser,
  now = new Date(),
): Promise<LecturerFinance> => {
  const months = lastMonths(now);
  const completed = OrderStatus.Completed;
  const [courseRows, [totals], monthRows] = await Promise.all([
    queryRows<{ course_id: string; name: string; students: number; revenue_kurus: number }>(
      db,
      sql`
        SELECT c.id AS course_id, c.name,
          count(DISTINCT o.user_id)::int AS students,
          coalesce(sum(oi.payable_price_kurus) FILTER (WHERE o.id IS NOT NULL), 0)::bigint AS revenue_kurus
        FROM courses c
        LEFT JOIN order_items oi ON oi.course_id = c.id
        LEFT JOIN orders o ON o.id = oi.order_id AND o.status = ${completed}
        WHERE c.lecturer_id = ${user.id}
        GROUP BY c.id, c.name, c.created_at
        ORDER BY revenue_kurus DESC, c.created_at DESC, c.id`,
    ),
    queryRows<{ students: number }>(
      db,
      sql`
        SELECT count(DISTINCT o.user_id)::int AS students
        FROM orders o
        JOIN order_items oi ON oi.order_id = o.id
        JOIN courses c ON c.id = oi.course_id
        WHERE c.lecturer_id = ${user.id} AND o.status = ${completed}`,
    ),
    queryRows<{ month: string; revenue_kurus: number }>(
      db,
      sql`
        SELECT to_char(o.created_at AT TIME ZONE ${TIME_ZONE}, 'YYYY-MM') AS month,
          sum(oi.payable_price_kurus)::bigint AS revenue_kurus
        FROM orders o
        JOIN order_items oi ON oi.order_id = o.id
        JOIN courses c ON c.id = oi.course_id
        WHERE c.lecturer_id = ${user.id} AND o.status = ${completed}
          AND o.created_at >= ${new Date(now.getTime() - 400 * 86_400_000)}
        GROUP BY 1`,
    ),
  ]);
  const byMonth = new Map(monthRows.map((r) => [r.month, Number(r.revenue_kurus)]));
  const totalKurus = courseRows.reduce((sum, r) => sum + Number(r.revenue_kurus), 0);
  return {
    totalRevenue: kurusToLira(totalKurus),
    totalRevenueText: formatAmount(kurusToLira(totalKurus)),
    totalStudents: Number(totals?.students ?? 0),
    monthly: months.map((month) => ({ month, ...money(byMonth.get(month) ?? 0) })),
    courses: courseRows.map((r) => ({
      courseId: r.course_id,
      name: r.name,
      students: Number(r.students),
      ...money(Number(r.revenue_kurus)),
    })),
  };
};
