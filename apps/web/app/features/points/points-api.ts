import type { Leaderboard, LeaderboardPreference, PointsSummary } from '@kampus/contract';
import { apiPaths } from '../../config/paths.ts';
import { api } from '../../lib/api-client.ts';

/** Points calls. */

export const fetchPoints = (signal?: AbortSignal) =>
  api.get<PointsSummary>(apiPaths.studentPoints, { signal, errorNotice: false });

/** The card shows its own failure line, so no notice. */
export const fetchLeaderboard = (courseId: string, signal?: AbortSignal) =>
  api.get<Leaderboard>(apiPaths.courseLeaderboard(courseId), { signal, errorNotice: false });

export const fetchLeaderboardPreference = (signal?: AbortSignal) =>
  api.get<LeaderboardPreference>(apiPaths.leaderboardPreference, { signal, errorNotice: false });

/** The server's message names the choice ('Adınız … gösterilecek.'); the API client shows a generic one. */
export const saveLeaderboardPreference = (preference: LeaderboardPreference) =>
  api.put<LeaderboardPreference>(apiPaths.leaderboardPreference, preference);
