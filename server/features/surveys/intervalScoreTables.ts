// The published raw-to-interval conversion tables of the two instruments, kept as data: the
// index is the raw score (the sum of the items, each 0 None to 4 Extreme), the value the interval
// score (0 = total joint disability, 100 = perfect joint health).
//
// KOOS, JR. (knee, 7 items, raw 0..28): Lyman S, Lee Y-Y, Franklin PD, Li W, Cross MB, Padgett DE.
//   Validation of the KOOS, JR: A Short-form Knee Arthroplasty Outcomes Survey. Clin Orthop Relat
//   Res. 2016;474(6):1461-1471 (HSS scoring table).
// HOOS, JR. (hip, 6 items, raw 0..24): Lyman S, Lee Y-Y, Franklin PD, Li W, Mayman DJ, Padgett DE.
//   Validation of the HOOS, JR: A Short-form Hip Replacement Survey. Clin Orthop Relat Res.
//   2016;474(6):1472-1482 (HSS scoring table).

/** KOOS, JR.: interval score by raw score 0..28. */
export const koosJrIntervalScores: readonly number[] = [
  100.0, 91.975, 84.6, 79.914, 76.332, 73.342, 70.704, 68.284, 65.994, 63.776, 61.583, 59.381, 57.14, 54.84,
  52.465, 50.012, 47.487, 44.905, 42.281, 39.625, 36.931, 34.174, 31.307, 28.251, 24.875, 20.941, 15.939,
  8.291, 0.0,
];

/** HOOS, JR.: interval score by raw score 0..24. */
export const hoosJrIntervalScores: readonly number[] = [
  100.0, 92.34, 85.257, 80.55, 76.776, 73.472, 70.426, 67.516, 64.664, 61.815, 58.93, 55.985, 52.965, 49.858,
  46.652, 43.335, 39.902, 36.363, 32.735, 29.009, 25.103, 20.805, 15.633, 8.104, 0.0,
];
