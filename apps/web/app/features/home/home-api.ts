import type { HomeData } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Seed 000 §7: the student home data; a failure shows the error screen, which says why. */
export const fetchHomeData = (signal?: AbortSignal) =>
  api.get<HomeData>(apiPaths.homeData, { signal, errorNotice: false });
