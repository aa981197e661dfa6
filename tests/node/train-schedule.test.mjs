// The training page's spaced review (www/train-schedule.js): Leitner's boxes with the clock
// passed in. A miss is due a day later; right when due, the next box and a longer wait; right
// early, no move; missed again, the first box; right in the last box, learnt. Pure, no engine.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { INTERVALS, MAX_SCHEDULED, answered, due, nextDue, dayOf, dateOf, dayOfDate, readSchedule, weakFamilies } from '../../www/train-schedule.js';

// noon local time on 5 December 2026, and n days later
const NOON = new Date(2026, 11, 5, 12, 0, 0).getTime();
const later = (days, hours = 0) => {
  const d = new Date(NOON);
  d.setDate(d.getDate() + days);
  d.setHours(d.getHours() + hours);
  return d.getTime();
};

test('days are local calendar days, written YYYY-MM-DD and read back', () => {
  assert.equal(dateOf(dayOf(NOON)), '2026-12-05');
  assert.equal(dateOf(dayOf(later(1))), '2026-12-06');
  assert.equal(dayOfDate('2026-12-05'), dayOf(NOON));
  // midnight starts a day, one minute before it ends the previous one
  assert.equal(dayOf(new Date(2026, 11, 6, 0, 0).getTime()), dayOf(NOON) + 1);
  assert.equal(dayOf(new Date(2026, 11, 5, 23, 59).getTime()), dayOf(NOON));
  assert.ok(Number.isNaN(dayOfDate('5/12/2026')));
  assert.ok(Number.isNaN(dayOfDate(20261205)));
});

test('a miss comes back the next day, not the same day', () => {
  const s = answered({}, 'points-1-2-64', false, NOON);
  assert.deepEqual(s, { 'points-1-2-64': { box: 0, due: '2026-12-06' } });
  assert.deepEqual(due(s, NOON), []);
  assert.deepEqual(due(s, later(0, 11)), [], 'late the same evening, still not due');
  assert.deepEqual(due(s, later(1)), ['points-1-2-64']);
  assert.deepEqual(due(s, later(9)), ['points-1-2-64'], 'still due when the player comes back late');
  assert.deepEqual(nextDue(s, NOON), { date: '2026-12-06', count: 1 });
  assert.equal(nextDue(s, later(1)), null);
});

test('right when due, each box waits longer; right in the last box, learnt', () => {
  const id = 'seed-battre-exemple-1';
  let s = answered({}, id, false, NOON);
  let day = 0;
  for (let box = 1; box < INTERVALS.length; box++) {
    day += INTERVALS[box - 1];
    assert.deepEqual(due(s, later(day)), [id], `due on day ${day}`);
    s = answered(s, id, true, later(day));
    assert.equal(s[id].box, box);
    assert.equal(s[id].due, dateOf(dayOf(later(day)) + INTERVALS[box]));
    assert.deepEqual(due(s, later(day + INTERVALS[box] - 1)), [], 'not due a day early');
  }
  day += INTERVALS.at(-1);
  s = answered(s, id, true, later(day));
  assert.deepEqual(s, {}, 'learnt: out of the schedule');
});

test('right before it is due, it stays in its box; missed, back to the first', () => {
  const id = 'coup-3-14';
  let s = answered({}, id, false, NOON);
  s = answered(s, id, true, later(1));
  assert.deepEqual(s[id], { box: 1, due: dateOf(dayOf(later(1)) + 3) });
  assert.equal(answered(s, id, true, later(2)), s, 'answered early: no move');
  s = answered(s, id, false, later(2));
  assert.deepEqual(s[id], { box: 0, due: dateOf(dayOf(later(2)) + 1) });
});

test('an exercise never missed is not scheduled; the schedule is not changed in place', () => {
  const s = Object.freeze({ a: Object.freeze({ box: 0, due: '2026-12-06' }) });
  assert.equal(answered(s, 'b', true, NOON), s);
  const t = answered(s, 'b', false, NOON);
  assert.deepEqual(Object.keys(t).sort(), ['a', 'b']);
  assert.deepEqual(Object.keys(s), ['a']);
});

test('the due are listed the longest waiting first', () => {
  let s = answered({}, 'x', false, later(2));
  s = answered(s, 'y', false, NOON);
  s = answered(s, 'z', false, later(1));
  assert.deepEqual(due(s, later(5)), ['y', 'z', 'x']);
  assert.deepEqual(nextDue(s, NOON), { date: dateOf(dayOf(NOON) + 1), count: 1 });
});

test('the schedule is bounded: the soonest due kept', () => {
  let s = {};
  for (let i = 0; i <= MAX_SCHEDULED; i++) s = answered(s, `points-${i}-0-11`, false, later(i));
  assert.equal(Object.keys(s).length, MAX_SCHEDULED);
  assert.ok(s['points-0-0-11'] && !s[`points-${MAX_SCHEDULED}-0-11`]);
});

test('what storage gives back is kept only where it is a schedule', () => {
  const isId = (id) => /^(points|seed|coup|tenir|chances)-/.test(id);
  const kept = readSchedule(
    {
      'points-1-0-64': { box: 2, due: '2026-12-09' },
      'bogus-1': { box: 0, due: '2026-12-06' },
      'seed-a': { box: 9, due: '2026-12-06' },
      'seed-b': { box: 1, due: 'tomorrow' },
      'seed-c': null,
    },
    isId,
  );
  assert.deepEqual(kept, { 'points-1-0-64': { box: 2, due: '2026-12-09' } });
  assert.deepEqual(readSchedule('nonsense', isId), {});
  assert.deepEqual(readSchedule(null, isId), {});
});

test('the weak families: answered enough, under the share right, weakest first', () => {
  const families = {
    remplir: { answered: 10, right: 9 },
    'battre-a-faux': { answered: 4, right: 1 },
    coin: { answered: 5, right: 3 },
    sortie: { answered: 2, right: 0 },
  };
  assert.deepEqual(weakFamilies(families), ['battre-a-faux', 'coin']);
  assert.deepEqual(weakFamilies(families, { min: 1 }), ['sortie', 'battre-a-faux', 'coin']);
});
