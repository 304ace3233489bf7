/** Money, duration and date texts shared by server and web. */

const tryFormatter = new Intl.NumberFormat('tr-TR', { style: 'currency', currency: 'TRY' });

/** Integer kuruş to lira as a number with at most two decimals. */
export const kurusToLira = (kurus: number): number => Math.round(kurus) / 100;

/** Lira (at most two decimals) to integer kuruş, rounding half-up. */
export const liraToKurus = (lira: number): number =>
  Math.round(lira * 100 + Number.EPSILON * Math.sign(lira));

/** `₺1.299,90`, or `Ücretsiz` for 0. */
export const formatMoney = (lira: number): string => (lira === 0 ? 'Ücretsiz' : tryFormatter.format(lira));

/** `₺1.299,90` even for 0 (`₺0,00`): used where a total of zero must read as an amount. */
export const formatAmount = (lira: number): string => tryFormatter.format(lira);

/** Whole minutes as `N dakika`, `X saat` or `X saat Y dakika`. */
export const durationText = (minutes: number): string => {
  const total = Math.max(0, Math.round(minutes));
  if (total < 60) return `${total} dakika`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours} saat` : `${hours} saat ${rest} dakika`;
};

/** Progress percent, rounded down. */
export const progressPercent = (completed: number, total: number): number =>
  total <= 0 ? 0 : Math.floor((Math.min(completed, total) / total) * 100);

const dateFormatter = new Intl.DateTimeFormat('tr-TR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const longDateFormatter = new Intl.DateTimeFormat('tr-TR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `dd.MM.yyyy` as in the seeds' lists. */
export const formatDate = (iso: string | Date): string => dateFormatter.format(new Date(iso));
/** `21 Kasım 2026`. */
export const formatLongDate = (iso: string | Date): string => longDateFormatter.format(new Date(iso));

/** Letters folded for search; the database's generated search column uses the same table (translate, then lower). */
export const SEARCH_FOLD_FROM = 'İIıĞğŞşÇçÖöÜüÂâÎîÛû';
export const SEARCH_FOLD_TO = 'iiiggssccoouuaaiiuu';

/** Turkish-aware case and letter folding: `IŞIK`, `ışık` and `isik` all fold to `isik`. */
export const foldForSearch = (text: string): string => {
  let out = '';
  for (const ch of text) {
    const at = SEARCH_FOLD_FROM.indexOf(ch);
    out += at >= 0 ? SEARCH_FOLD_TO[at] : ch;
  }
  return out.toLowerCase();
};
