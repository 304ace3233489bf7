import '../common/zod-config.ts';
import { z } from 'zod';

/** Query-string fields shared by the paged admin and lecturer lists. */

export const pageNumber = z.coerce
  .number({ error: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.' })
  .int({ error: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.' })
  .min(1, { error: 'Sayfa numarası 1 veya daha büyük bir tam sayı olmalıdır.' })
  .default(1);
export const pageSize = (fallback: number) =>
  z.coerce
    .number({ error: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.' })
    .int({ error: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.' })
    .min(1, { error: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.' })
    .max(50, { error: 'Sayfa boyutu 1 ile 50 arasında bir tam sayı olmalıdır.' })
    .default(fallback);
export const queryBoolean = z
  .enum(['true', 'false'], { error: 'Değer true veya false olmalıdır.' })
  .transform((v) => v === 'true');
export const search = z
  .string()
  .trim()
  .max(100, { error: 'Arama metni en fazla 100 karakter olabilir.' })
  .optional();
