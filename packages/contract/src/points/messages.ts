/** Turkish texts of points and course leaderboards (CONTRACT.md §15 "Points"). */
export const pointsMessages = {
  showOnLeaderboard: 'Liderlik tablosu tercihi true veya false olmalıdır.',
  // Success notices (envelope `message`)
  leaderboardShown: 'Adınız kurs liderlik tablolarında gösterilecek.',
  leaderboardHidden: 'Adınız artık kurs liderlik tablolarında gösterilmeyecek.',
} as const;
