// Spaced review for the training page (train.js; docs/page.md, "Training"): what to see again and
// when, as Leitner's boxes. An exercise missed goes into the first box, due a day later; answered
// right when due, it moves to the next box, due after a longer wait; missed again, back to the
// first. Right in the last box, it is learnt and leaves the schedule. Pure: every function takes
// the time (`now`, milliseconds) and the schedule, and returns a new one, so that a test moves the
// clock by passing another time, and the page passes Date.now().
//
// The schedule is `{ [id]: { box, due } }`, `box` from 0, `due` the local calendar day it comes
// back, "YYYY-MM-DD": a day, not an instant, since a player reviews "today's", whatever the hour.

/** Days from an answer to the next showing, by box: 1 day after a miss, then 3, 7, 16, 35. */
export const INTERVALS = [1, 3, 7, 16, 35];
/** At most this many exercises scheduled: the oldest due go first when more are missed. */
export const MAX_SCHEDULED = 200;
const DAY = 86_400_000;

/** The local calendar day of `now`, as a count of days (the time zone's midnight starts it). */
export function dayOf(now) {
  return Math.floor((now - new Date(now).getTimezoneOffset() * 60_000) / DAY);
}

/** "YYYY-MM-DD" of a day count. */
export function dateOf(day) {
  return new Date(day * DAY).toISOString().slice(0, 10);
}

/** The day count of "YYYY-MM-DD", or NaN if it is not one. */
export function dayOfDate(date) {
  return typeof date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(date) ? Date.parse(`${date}T00:00:00Z`) / DAY : NaN;
}

/**
 * The schedule after exercise `id` was answered (`correct`) at `now`. A miss puts it in the first
 * box; a right answer moves a scheduled one to the next box when it was due (answered early, it
 * stays where it is: the wait is what is being tested), and an exercise never missed is not
 * scheduled.
 */
export function answered(schedule, id, correct, now) {
  const today = dayOf(now);
  const card = schedule[id];
  const next = { ...schedule };
  if (!correct) {
    next[id] = { box: 0, due: dateOf(today + INTERVALS[0]) };
    return bounded(next);
  }
  if (!card) return schedule;
  if (dayOfDate(card.due) > today) return schedule;
  const box = card.box + 1;
  if (box >= INTERVALS.length) delete next[id];
  else next[id] = { box, due: dateOf(today + INTERVALS[box]) };
  return next;
}

/** Keeps the `MAX_SCHEDULED` due soonest. */
function bounded(schedule) {
  const ids = Object.keys(schedule);
  if (ids.length <= MAX_SCHEDULED) return schedule;
  const kept = ids.sort((a, b) => dayOfDate(schedule[a].due) - dayOfDate(schedule[b].due)).slice(0, MAX_SCHEDULED);
  return Object.fromEntries(kept.map((id) => [id, schedule[id]]));
}

/** The ids due at `now` (on or before today), the longest waiting first. */
export function due(schedule, now) {
  const today = dayOf(now);
  return Object.entries(schedule)
    .filter(([, c]) => dayOfDate(c.due) <= today)
    .sort(([, a], [, b]) => dayOfDate(a.due) - dayOfDate(b.due) || a.box - b.box)
    .map(([id]) => id);
}

/** The next day anything comes back after today, and how many then: `{date, count}`, or null. */
export function nextDue(schedule, now) {
  const today = dayOf(now);
  const later = Object.values(schedule)
    .map((c) => dayOfDate(c.due))
    .filter((d) => d > today);
  if (!later.length) return null;
  const first = Math.min(...later);
  return { date: dateOf(first), count: later.filter((d) => d === first).length };
}

/** A schedule read back from storage: anything that is not one is left out. */
export function readSchedule(kept, isId) {
  const out = {};
  if (!kept || typeof kept !== 'object') return out;
  for (const [id, c] of Object.entries(kept)) {
    if (isId(id) && Number.isInteger(c?.box) && c.box >= 0 && c.box < INTERVALS.length && Number.isFinite(dayOfDate(c.due))) {
      out[id] = { box: c.box, due: c.due };
    }
  }
  return out;
}

/**
 * The weak families, weakest first: those answered at least `min` times with less than `share`
 * of them right. `families` is `{ [name]: {answered, right} }`.
 */
export function weakFamilies(families, { min = 3, share = 0.7 } = {}) {
  return Object.entries(families)
    .filter(([, f]) => f.answered >= min && f.right / f.answered < share)
    .sort(([, a], [, b]) => a.right / a.answered - b.right / b.answered || b.answered - a.answered)
    .map(([name]) => name);
}
