import {
  OrderStatus,
  PaymentType,
  type PaymentType as PaymentTypeValue,
  paymentTypeLabels,
  type SaleTerms,
} from '@kampus/contract';
import { eq, sql } from 'drizzle-orm';
import type { Seller } from '../../config/env.ts';
import type { Database, Tx } from '../../db/client.ts';
import { invoiceCounters, invoices, orderAcceptances } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { appError } from '../../lib/app-error.ts';
import type { InvoiceContent, InvoiceParty, SaleDocument } from '../../lib/sale-pdf.ts';
import { type CurrentUser, isAdmin } from '../../plugins/auth.ts';
import { loadPricedBasket, lockOpenBasket, type PricedBasket } from '../basket/index.ts';
import { orderLineSnapshots, orderWithBuyer } from './order-records.ts';
import {
  buildSaleDocuments,
  type PricedLine,
  type SaleDocuments,
  saleDocumentHtml,
} from './sale-documents.ts';

/*
 * The paperwork of a paid sale (decision 036): the sale documents shown before the order and accepted with it, and
 * the invoice numbered when the order completes.
 */

type Db = Database | Tx;

/** The seller, or the refusal of every paid sale while SELLER_* are not set (decision 036). */
export const requireSeller = (seller: Seller | null): Seller => {
  if (!seller) throw appError('SELLER_NOT_CONFIGURED');
  return seller;
};

/** A buyer as the documents and the invoice name them. */
export const buyerParty = async (db: Db, userId: string): Promise<InvoiceParty> => {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, email: users.email, address: users.fullAddress })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw appError('ORDER_NOT_FOUND');
  return { fullName: `${row.name} ${row.surname}`, email: row.email, address: row.address };
};

/**
 * Lines whose amounts add up to what is paid: a basket-wide code lowers the total below the sum of the lines'
 * payables, so that discount is spread over the lines in proportion (largest remainder), to the kuruş.
 */
export const paidLines = (lines: PricedLine[], totalKurus: number): PricedLine[] => {
  const sum = lines.reduce((s, l) => s + l.payableKurus, 0);
  if (sum === totalKurus || sum === 0) return lines;
  const shares = lines.map((l) => (l.payableKurus * totalKurus) / sum);
  const floors = shares.map(Math.floor);
  let left = totalKurus - floors.reduce((s, f) => s + f, 0);
  const order = shares.map((s, i) => ({ i, r: s - Math.floor(s) })).sort((a, b) => b.r - a.r);
  for (const { i } of order) {
    if (left <= 0) break;
    floors[i] = (floors[i] ?? 0) + 1;
    left -= 1;
  }
  return lines.map((l, i) => ({ name: l.name, payableKurus: floors[i] ?? 0 }));
};

/** The priced lines of a basket as the documents list them. */
export const basketLines = (priced: PricedBasket): PricedLine[] =>
  paidLines(
    priced.lines.map((l, i) => ({
      name: l.course.name,
      payableKurus: priced.totals.items[i]?.payablePriceKurus ?? 0,
    })),
    priced.totals.totalDiscountedPrice,
  );

/**
 * The sale documents of a basket as the web shows them, naming `buyerId` as the buyer: the learner for their own
 * checkout (GET /orders/terms), the paying parent for a purchase request (modules/purchase-requests). The caller
 * has checked the basket is one the buyer may pay for; the lines are those `placeOrderIn` stores when accepted.
 */
export const basketSaleTerms = async (
  tx: Tx,
  seller: Seller | null,
  buyerId: string,
  basketId: string,
): Promise<SaleTerms> => {
  const s = requireSeller(seller);
  const priced = await loadPricedBasket(tx, basketId);
  if (!priced || priced.lines.length === 0) throw appError('BASKET_EMPTY');
  const documents = buildSaleDocuments(await buyerParty(tx, buyerId), basketLines(priced), s);
  return {
    preInformationHtml: saleDocumentHtml(documents.preInformation),
    distanceSalesHtml: saleDocumentHtml(documents.distanceSales),
    version: documents.version,
  };
};

/** GET /orders/terms: the documents for the caller's open basket, as the checkout shows them. */
export const saleTerms = async (
  db: Database,
  seller: Seller | null,
  userId: string,
  basketId: string,
): Promise<SaleTerms> => {
  requireSeller(seller);
  return db.transaction(async (tx) => {
    const basket = await lockOpenBasket(tx, userId, basketId);
    return basketSaleTerms(tx, seller, userId, basket.id);
  });
};

export type SaleAcceptance = {
  documents: SaleDocuments;
  ipAddress: string;
  userAgent: string | undefined;
  at?: Date;
};

/**
 * Stores, with a paid order and in its transaction, the documents the buyer accepted and where from. Called by every
 * paid flow (bank transfer, card, a parent's approval), which has checked both boxes first.
 */
export const recordSaleAcceptance = async (tx: Tx, orderId: string, a: SaleAcceptance): Promise<void> => {
  await tx.insert(orderAcceptances).values({
    orderId,
    documentVersion: a.documents.version,
    waiveWithdrawal: true,
    acceptedAt: a.at ?? new Date(),
    ipAddress: a.ipAddress,
    userAgent: a.userAgent?.slice(0, 500) ?? null,
    preInformation: a.documents.preInformation,
    distanceSales: a.documents.distanceSales,
  });
};

/** What an admin sees of an order's acceptance, or null. */
export const acceptanceOf = async (db: Db, orderId: string) => {
  const [row] = await db
    .select()
    .from(orderAcceptances)
    .where(eq(orderAcceptances.orderId, orderId))
    .limit(1);
  return row ?? null;
};

const yearFormatter = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul', year: 'numeric' });

/** `KMP2026000001`. */
export const invoiceNumber = (year: number, sequence: number) =>
  `KMP${year}${String(sequence).padStart(6, '0')}`;

/**
 * Gives a Completed paid order its invoice, in the transaction that completes it. The year's counter row is taken by
 * an upsert, which holds its lock until the transaction ends: a concurrent completion waits and gets the next
 * number, and a completion that rolls back gives its number back, so numbers never skip or repeat (decision 036).
 */
export const issueInvoice = async (tx: Tx, orderId: string, seller: Seller, at: Date = new Date()) => {
  const order = await orderWithBuyer(tx, orderId);
  if (!order) throw appError('ORDER_NOT_FOUND');
  const year = Number(yearFormatter.format(at));
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  const sequence = counter?.last ?? 1;
  const number = invoiceNumber(year, sequence);
  await tx.insert(invoices).values({
    orderId,
    number,
    year,
    sequence,
    issuedAt: at,
    seller,
    // The buyer is who pays: the parent of a purchase request, as the accepted documents name them.
    buyer: await buyerParty(tx, order.payerId ?? order.userId),
  });
  return number;
};

/** An order's invoice as the PDF draws it, or null when it has none. */
export const invoiceContent = async (db: Db, orderId: string): Promise<InvoiceContent | null> => {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).limit(1);
  const order = await orderWithBuyer(db, orderId);
  if (!invoice || !order) return null;
  const lines = await orderLineSnapshots(db, orderId);
  return {
    number: invoice.number,
    issuedAt: invoice.issuedAt.toISOString(),
    orderNumber: order.orderNumber,
    paymentTypeLabel: paymentTypeLabels[order.paymentType as PaymentTypeValue],
    seller: invoice.seller as Seller,
    buyer: invoice.buyer as InvoiceParty,
    lines: paidLines(
      lines.map((l) => ({ name: l.name, payableKurus: l.payablePriceKurus })),
      order.totalDiscountedPriceKurus,
    ),
  };
};

/**
 * GET /orders/:id/invoice: the buyer's (the payer of a parent-paid order, else the learner) or an admin's; a free,
 * unfinished or someone else's order has none (404).
 */
export const invoiceFor = async (db: Database, actor: CurrentUser, orderId: string) => {
  const order = await orderWithBuyer(db, orderId);
  const buyerId = order ? (order.payerId ?? order.userId) : null;
  if (!order || (!isAdmin(actor) && buyerId !== actor.id)) throw appError('ORDER_NOT_FOUND');
  if (order.status !== OrderStatus.Completed || order.paymentType === PaymentType.Free)
    throw appError('INVOICE_NOT_FOUND');
  const content = await invoiceContent(db, orderId);
  if (!content) throw appError('INVOICE_NOT_FOUND');
  return content;
};

/**
 * The PDFs a paid order's receipt carries, as stored data for the outbox row (modules/mail renders them): the
 * invoice and the two accepted documents. Null for an order without an invoice (a free one).
 */
export const orderPaperwork = async (
  db: Db,
  orderId: string,
): Promise<{ invoice: InvoiceContent; documents: SaleDocument[] } | null> => {
  const invoice = await invoiceContent(db, orderId);
  if (!invoice) return null;
  const accepted = await acceptanceOf(db, orderId);
  const documents = accepted
    ? [accepted.preInformation as SaleDocument, accepted.distanceSales as SaleDocument]
    : [];
  return { invoice, documents };
};
