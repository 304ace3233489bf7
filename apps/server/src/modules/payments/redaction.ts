/**
 * What a recorded exchange must not keep (README.md, "Exchanges"): keys and signatures that would help forge a call,
 * any card data a provider returns, and the buyer's identification number (masked, as everywhere but the owner's
 * own profile). Applied to every request and response before the recorder sees it.
 */
const DROPPED = new Set(
  [
    'apiKey',
    'secretKey',
    'authorization',
    'paymentCard',
    'cardNumber',
    'cardHolderName',
    'cvc',
    'cvv',
    'expireMonth',
    'expireYear',
    'binNumber',
    'lastFourDigits',
    'cardUserKey',
    'cardToken',
    'cardAlias',
    // The hosted form's script: large, and nothing about the payment.
    'checkoutFormContent',
  ].map((k) => k.toLowerCase()),
);

const MASKED = new Set(['identitynumber']);

const mask = (value: unknown) => {
  const text = String(value ?? '');
  return text.length <= 4 ? '****' : `${'*'.repeat(text.length - 4)}${text.slice(-4)}`;
};

/** A deep copy of `value` without the fields above (at any depth, whatever their letter case). */
export const redact = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(redact);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    const lower = key.toLowerCase();
    if (DROPPED.has(lower)) continue;
    out[key] = MASKED.has(lower) ? mask(field) : redact(field);
  }
  return out;
};
