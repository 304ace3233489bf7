/**
 * How long a Pending bank-transfer order stays open: the buyer has 48 hours to send the money (the same hold a
 * pending transfer has on a seat); after that the server cancels the order and frees its discount codes.
 */
export const BANK_TRANSFER_OPEN_HOURS = 48;

/** The moment a Pending bank transfer placed at `createdAt` is cancelled if the money has not been confirmed. */
export const bankTransferPayBy = (createdAt: string | Date): Date =>
  new Date(new Date(createdAt).getTime() + BANK_TRANSFER_OPEN_HOURS * 3_600_000);
