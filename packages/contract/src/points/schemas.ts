import '../common/zod-config.ts';
import { z } from 'zod';
import { pointsMessages as m } from './messages.ts';

/** One lecture's points as the learner earned them (the lecture's `rewardPoints` at its first completion). */
export const PointsHistoryItemSchema = z.object({
  courseName: z.string(),
  lectureName: z.string(),
  points: z.number().int(),
  earnedAt: z.iso.datetime(),
});
export type PointsHistoryItem = z.infer<typeof PointsHistoryItemSchema>;

/** `GET /students/points`: the total and every earning, newest first. */
export const PointsSummarySchema = z.object({
  total: z.number().int(),
  items: z.array(PointsHistoryItemSchema),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

/** A row of a course leaderboard: first name and the surname's initial ("Ayşe K."). */
export const LeaderboardEntrySchema = z.object({
  rank: z.number().int(),
  displayName: z.string(),
  points: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof LeaderboardEntrySchema>;

/**
 * `GET /courses/{id}/leaderboard`: the top ten of the course by points, ranked "1, 2, 2, 4" (equal points share a
 * rank). `me.rank` is null while the caller is not on the board (no points in the course yet, or turned it off).
 */
export const LeaderboardSchema = z.object({
  items: z.array(LeaderboardEntrySchema),
  me: z.object({ rank: z.number().int().nullable(), points: z.number().int() }),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

/** `GET /students/leaderboard-preference` and the body of its `PUT`. */
export const LeaderboardPreferenceSchema = z.object({
  showOnLeaderboard: z.boolean({ error: m.showOnLeaderboard }),
});
export type LeaderboardPreference = z.infer<typeof LeaderboardPreferenceSchema>;
