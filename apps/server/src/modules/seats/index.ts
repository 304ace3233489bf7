/** What other modules may use of `seats` (README.md); everything else in this folder is internal. */
export {
  claimSeats,
  refuseFullCourse,
  SEAT_HOLD_MINUTES,
  seatsLeftOf,
  seatsLeftSql,
} from './seats.ts';
