import type { Database, Tx } from '../../db/client.ts';
import type { TemplateName } from '../mail/index.ts';
import type { Announcement } from './announcements.ts';

/* The events of purchase requests (modules/purchase-requests, CONTRACT.md §12), announced like every other. */

type Db = Database | Tx;
type Announce = <N extends TemplateName>(tx: Db, a: Announcement<N>) => Promise<void>;
type Notify = (
  tx: Db,
  userId: string,
  eventKey: string,
  category: 'family',
  notification: Announcement<TemplateName>['notification'],
) => Promise<void>;

export const purchaseNews = (announce: Announce, notify: Notify) => ({
  /**
   * A student asked their linked parents to buy the basket (modules/purchase-requests): each parent gets a mail
   * and a notification leading to their requests page, keyed by request and parent.
   */
  purchaseRequested: async (
    tx: Db,
    request: {
      id: string;
      childName: string;
      parents: { id: string; name: string; email: string }[];
      lines: { name: string; priceText: string }[];
      totalText: string;
      note: string | null;
    },
  ) => {
    const path = '/parent/requests';
    for (const parent of request.parents)
      await announce(tx, {
        eventKey: `purchase-request:${request.id}:${parent.id}`,
        userId: parent.id,
        email: parent.email,
        category: 'family',
        template: 'purchase-request',
        data: {
          parentName: parent.name,
          childName: request.childName,
          lines: request.lines,
          totalText: request.totalText,
          note: request.note,
          path,
        },
        notification: {
          type: 'purchase-request',
          title: 'Yeni satın alma talebi',
          body: `${request.childName} sepetindeki ${request.lines.length} kursu (${request.totalText}) almanızı istiyor.`,
          link: path,
        },
      });
  },
  /** A parent approved or declined a child's request: the child is mailed and told in the app. */
  purchaseDecided: async (
    tx: Db,
    decision: {
      requestId: string;
      child: { id: string; name: string; email: string };
      parentName: string;
      kind: 'approved' | 'declined';
      orderId: string | null;
      awaitingPayment: boolean;
      lines: { name: string; priceText: string }[];
      reason: string | null;
    },
  ) => {
    const approved = decision.kind === 'approved';
    const path = !approved
      ? '/basket'
      : decision.awaitingPayment
        ? `/order/${decision.orderId}/summary`
        : '/my-courses';
    await announce(tx, {
      eventKey: `purchase-${decision.kind}:${decision.requestId}`,
      userId: decision.child.id,
      email: decision.child.email,
      category: 'family',
      template: 'purchase-decision',
      data: {
        childName: decision.child.name,
        parentName: decision.parentName,
        decision: decision.kind,
        awaitingPayment: decision.awaitingPayment,
        lines: decision.lines,
        reason: decision.reason,
        path,
      },
      notification: approved
        ? {
            type: 'purchase-approved',
            title: 'Satın alma talebiniz onaylandı',
            body: decision.awaitingPayment
              ? `${decision.parentName} talebinizi onayladı; ödeme banka transferiyle gelince kurslarınız açılacak.`
              : `${decision.parentName} talebinizi onayladı; kurslarınız açıldı.`,
            link: path,
          }
        : {
            type: 'purchase-declined',
            title: 'Satın alma talebiniz reddedildi',
            body: `${decision.parentName} talebinizi reddetti. Nedeni: ${decision.reason ?? ''}`,
            link: path,
          },
    });
  },
  /**
   * The child changed (`changed`) or ordered (`ordered`) the basket a request was about, which cancelled it (modules/purchase-requests):
   * each linked parent is told in the app (no mail: nothing is asked of them any more), keyed by request and parent.
   */
  purchaseCancelled: async (
    tx: Db,
    cancelled: { requestId: string; childName: string; parentIds: string[]; why: 'changed' | 'ordered' },
  ) => {
    for (const parentId of cancelled.parentIds)
      await notify(tx, parentId, `purchase-cancelled:${cancelled.requestId}`, 'family', {
        type: 'purchase-cancelled',
        title: 'Satın alma talebi iptal edildi',
        body:
          cancelled.why === 'ordered'
            ? `${cancelled.childName} sepetindeki kursları kendisi sipariş ettiği için talebi iptal oldu; sizden bir işlem beklenmiyor.`
            : `${cancelled.childName} sepetini değiştirdiği için talebi iptal oldu; sizden bir işlem beklenmiyor. Yeni bir talep gönderirse size bildiririz.`,
        link: '/parent/requests',
      });
  },
});
