import type { NotificationCategory, NotificationItem } from '@kampus/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database, Tx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { users } from '../../db/schema/users.ts';
import {
  type MailQueue,
  type OrderCancelReason,
  queueMail,
  queueMails,
  type TemplateData,
  type TemplateName,
} from '../mail/index.ts';
import { insertNotification, type NotificationHub } from '../notifications/index.ts';
import { orderPaperwork } from '../orders/index.ts';
import { assignmentNews } from './assignment-news.ts';
import { classNews } from './class-news.ts';
import { orderFacts } from './order-facts.ts';
import { purchaseNews } from './purchase-news.ts';
import { questionNews } from './question-news.ts';

/** What announcing needs: the mail queue and the hub that hands notifications to open streams. */
/** The event key of an invitation's mail: an erasure (modules/privacy) drops the mail with its invitation. */
export const familyInvitationMailKey = (invitationId: string) => `family-invitation:${invitationId}`;

export type Events = MailQueue & { hub: NotificationHub };

export const eventsOf = (app: FastifyInstance): Events => ({
  jobs: app.jobs,
  publicUrl: app.deps.config.publicUrl,
  dataKey: app.deps.secrets.dataKey,
  hub: app.deps.notificationHub,
});

type Db = Database | Tx;

export type Announcement<N extends TemplateName> = {
  eventKey: string;
  userId: string;
  email: string;
  category: NotificationCategory;
  template: N;
  data: TemplateData<N>;
  notification: { type: string; title: string; body: string; link: string | null };
};

const accountOf = async (tx: Db, userId: string) => {
  const [row] = await tx
    .select({ email: users.email, name: users.name })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};

type Stored = { userId: string; item: NotificationItem };

/**
 * The events people are told about (modules/announcements/README.md). Each is called inside the transaction of the
 * change that causes it and queues the mail and stores the in-app notification there, so both exist exactly when the
 * change does. The stored notifications are collected in `toPublish`; only `announcing` makes this object, and it
 * hands them to open streams once its work (and so the transaction) has committed.
 */
const newsFor = (events: Events, toPublish: Stored[]) => {
  const announce = async <N extends TemplateName>(tx: Db, a: Announcement<N>) => {
    await queueMail(events, tx, {
      eventKey: a.eventKey,
      userId: a.userId,
      to: a.email,
      template: a.template,
      data: a.data,
      category: a.category,
    });
    const item = await insertNotification(tx, {
      userId: a.userId,
      eventKey: a.eventKey,
      category: a.category,
      ...a.notification,
    });
    if (item) toPublish.push({ userId: a.userId, item });
  };

  /** An in-app notification alone (no mail), pushed to open streams after the commit like every other. */
  const notify = async (
    tx: Db,
    userId: string,
    eventKey: string,
    category: NotificationCategory,
    notification: Announcement<TemplateName>['notification'],
  ) => {
    const item = await insertNotification(tx, { userId, eventKey, category, ...notification });
    if (item) toPublish.push({ userId, item });
  };

  const order = async (
    tx: Db,
    orderId: string,
    kind: 'placed' | 'completed' | 'cancelled',
    reason: OrderCancelReason = 'admin',
  ) => {
    const facts = await orderFacts(tx, orderId);
    if (!facts) return;
    const { orderNumber } = facts.data;
    const common = {
      eventKey: `order-${kind}:${orderId}`,
      userId: facts.userId,
      email: facts.email,
      category: 'orders' as const,
    };
    const link = `/order/${orderId}/summary`;
    if (kind === 'placed')
      await announce(tx, {
        ...common,
        template: 'order-placed',
        data: { ...facts.data, payBy: facts.payBy },
        notification: {
          type: 'order-placed',
          title: 'Siparişiniz alındı',
          body: `${orderNumber} numaralı siparişiniz ödemenizi bekliyor: banka bilgileri ve son ödeme tarihi e-postanızda.`,
          link,
        },
      });
    else if (kind === 'completed') {
      const paidByParent = facts.userId !== facts.learnerId;
      await announce(tx, {
        ...common,
        template: 'order-completed',
        // A paid order's invoice and accepted documents, stored with the mail and attached as PDFs when it is sent.
        data: { ...facts.data, paperwork: await orderPaperwork(tx, orderId) },
        notification: {
          type: 'order-completed',
          title: 'Siparişiniz tamamlandı',
          body: paidByParent
            ? `${orderNumber} numaralı sipariş tamamlandı; ${facts.learnerName} için kurslar açıldı.`
            : `${orderNumber} numaralı siparişiniz tamamlandı; kurslarınız açıldı.`,
          link,
        },
      });
      // The learner of an order a parent paid is told in the app that the courses are open (the mail went to the payer).
      if (paidByParent)
        await notify(tx, facts.learnerId, `order-completed:${orderId}`, 'orders', {
          type: 'order-completed',
          title: 'Kurslarınız açıldı',
          body: `Velinizin ödediği ${orderNumber} numaralı sipariş tamamlandı; kurslarınız Kurslarım sayfasında.`,
          link: '/my-courses',
        });
    } else
      await announce(tx, {
        ...common,
        template: 'order-cancelled',
        data: { ...facts.data, reason },
        notification: {
          type: 'order-cancelled',
          title: 'Siparişiniz iptal edildi',
          body: {
            expired: `${orderNumber} numaralı siparişin ödemesi süresinde gelmediği için iptal edildi.`,
            admin: `${orderNumber} numaralı siparişiniz iptal edildi.`,
            'payment-failed': `${orderNumber} numaralı siparişin kartla ödemesi tamamlanamadı; sipariş iptal edildi, sepetiniz duruyor.`,
            refunded: `${orderNumber} numaralı siparişinizin ödemesi kartınıza iade edildi; sipariş iptal edildi.`,
          }[reason],
          link,
        },
      });
  };

  return {
    /** After registration. */
    welcome: async (tx: Db, userId: string) => {
      const account = await accountOf(tx, userId);
      if (!account) return;
      await announce(tx, {
        eventKey: `welcome:${userId}`,
        userId,
        email: account.email,
        category: 'orders',
        template: 'welcome',
        data: { name: account.name },
        notification: {
          type: 'welcome',
          title: 'Hoş geldiniz',
          body: 'Hesabınız hazır. Kataloğa göz atıp ilk kursunuzu seçebilirsiniz.',
          link: '/courses',
        },
      });
    },
    /** After a password change (`changed`) or a reset with a mailed code (`reset`); `at` names the event. */
    passwordChanged: async (tx: Db, userId: string, kind: 'changed' | 'reset', at: Date) => {
      const account = await accountOf(tx, userId);
      if (!account) return;
      await announce(tx, {
        eventKey: `password-${kind}:${userId}:${at.getTime()}`,
        userId,
        email: account.email,
        category: 'orders',
        template: 'password-changed',
        data: { name: account.name, at: at.toISOString(), kind },
        notification: {
          type: 'password-changed',
          title: kind === 'reset' ? 'Şifreniz sıfırlandı' : 'Şifreniz değiştirildi',
          body: 'Bu işlemi siz yapmadıysanız şifrenizi hemen sıfırlayın.',
          link: '/settings',
        },
      });
    },
    orderPlaced: (tx: Db, orderId: string) => order(tx, orderId, 'placed'),
    orderCompleted: (tx: Db, orderId: string) => order(tx, orderId, 'completed'),
    orderCancelled: (tx: Db, orderId: string, reason: OrderCancelReason) =>
      order(tx, orderId, 'cancelled', reason),
    certificateIssued: async (tx: Db, certificateId: string) => {
      const [cert] = await tx
        .select({
          userId: certificates.userId,
          courseName: certificates.courseName,
          code: certificates.verificationCode,
          issuedAt: certificates.issuedAt,
          email: users.email,
          name: users.name,
        })
        .from(certificates)
        .innerJoin(users, eq(users.id, certificates.userId))
        .where(eq(certificates.id, certificateId))
        .limit(1);
      if (!cert) return;
      await announce(tx, {
        eventKey: `certificate-issued:${certificateId}`,
        userId: cert.userId,
        email: cert.email,
        category: 'learning',
        template: 'certificate-issued',
        data: {
          name: cert.name,
          courseName: cert.courseName,
          issuedAt: cert.issuedAt.toISOString(),
          verificationCode: cert.code,
          verificationUrl: `${events.publicUrl}/certificates/verify/${cert.code}`,
        },
        notification: {
          type: 'certificate-issued',
          title: 'Sertifikanız hazır',
          body: `${cert.courseName} kursunu tamamladınız; sertifikanızı indirebilirsiniz.`,
          link: '/certificates',
        },
      });
    },
    /**
     * A student invited a parent (CONTRACT.md §12). The address may have no account yet, so the mail belongs to no
     * user (no preference applies) and the join link is sealed in the outbox: only its hash is stored elsewhere.
     */
    familyInvitation: async (
      tx: Db,
      invitation: { id: string; email: string; childName: string; joinUrl: string; expiresAt: Date },
    ) => {
      await queueMail(events, tx, {
        eventKey: familyInvitationMailKey(invitation.id),
        userId: null,
        to: invitation.email,
        template: 'family-invitation',
        data: {
          childName: invitation.childName,
          joinUrl: invitation.joinUrl,
          expiresAt: invitation.expiresAt.toISOString(),
        },
        category: 'family',
        sealed: ['joinUrl'],
      });
    },
    /**
     * The weekly family digests of a page of parents (modules/families): mail only, since it repeats what the app
     * shows. Keyed by parent and week, so a second run of the week queues nothing; → how many mails were queued.
     * Queued together (two statements a page), as a school's parents all get theirs at the same hour.
     */
    familyDigests: (
      tx: Db,
      digests: ReadonlyArray<{ parentId: string; email: string; data: TemplateData<'family-digest'> }>,
    ): Promise<number> =>
      queueMails(
        events,
        tx,
        digests.map((digest) => ({
          eventKey: `family-digest:${digest.parentId}:${digest.data.weekStart}`,
          userId: digest.parentId,
          to: digest.email,
          template: 'family-digest' as const,
          data: digest.data,
          category: 'family' as const,
        })),
      ),
    ...purchaseNews(announce, notify),
    ...questionNews(announce),
    ...assignmentNews(announce),
    ...classNews(announce),
    /** A parent joined a child's account: the child is told in the app (the mail went to the parent already). */
    parentJoined: async (tx: Db, link: { id: string; childId: string; parentName: string }) => {
      const item = await insertNotification(tx, {
        userId: link.childId,
        eventKey: `parent-joined:${link.id}`,
        category: 'family',
        type: 'parent-joined',
        title: 'Veliniz hesabınıza bağlandı',
        body: `${link.parentName} veli olarak hesabınıza bağlandı ve ilerlemenizi görebilir. Bunu siz istemediyseniz bağlantıyı kaldırabilirsiniz.`,
        link: null,
      });
      if (item) toPublish.push({ userId: link.childId, item });
    },
  };
};

export type Announcements = ReturnType<typeof newsFor>;

/**
 * Runs `work`, which opens the transaction(s) of the change and announces through `news` inside them, then hands
 * every notification they stored to open streams. Publishing is part of the helper rather than a call each caller
 * makes, because a caller that forgot it (a transfer expiring inside the basket's transaction did) left the
 * notification in the list only, never pushed. When `work` throws nothing is pushed: its transaction rolled back.
 * The hub's own failure never fails the event (the notification is stored; the list shows it).
 */
export const announcing = async <T>(
  events: Events,
  work: (news: Announcements) => Promise<T>,
): Promise<T> => {
  const toPublish: Stored[] = [];
  const result = await work(newsFor(events, toPublish));
  for (const { userId, item } of toPublish) await events.hub.publish(userId, item).catch(() => {});
  return result;
};
