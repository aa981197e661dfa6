// The public API of the package `tablier`, over the exports of the WebAssembly module
// (crates/tablier-wasm/). Shared by the browser entry and the Node entry (one ES module
// for import and require). It holds no rule. The stateless questions are rules.js's
// (shared with the rules module, `tablier/rules`); here are the computer's, the advice's and the
// école's, and `Game`, `JacquetGame` (games.js) and `PartieAEcrire` (ecrire.js), handles on the
// engine's own game objects.
import { makeRules } from './rules.js';
import { makeGames } from './games.js';
import { makeEcrire } from './ecrire.js';
import { makeCorrespondence } from './correspondence.js';

// `raw` is the games module's exports, `rulesRaw` the module that answers the stateless questions
// and the counting exercises (the rules module; the light module answers both for the page).
export function makeApi(raw, rulesRaw, ready) {
  const { api: rules, kit } = makeRules(rulesRaw, ready);
  const { call, encode, positionText, checkSize, reading } = kit;

  // The choosing exercises (choisir le coup, tenir ou s'en aller) are the games module's, which
  // has the maître; the counting ones the rules module's. An id says its kind by its first word
  // (docs/exercises.md, "Ids"); a request by its `kind`.
  const choosingId = (id) => typeof id === 'string' && (id.startsWith('coup-') || id.startsWith('tenir-'));
  const choosingKind = (request) => {
    const kind = reading(() => (request !== null && typeof request === 'object' ? request.kind : undefined));
    return kind === 'choisir-le-coup' || kind === 'tenir-ou-s-en-aller';
  };
  const exercise = (id) => (choosingId(id) ? call(raw.exercise, encode(id)) : rules.exercise(id));
  const exercises = (request) => (choosingKind(request) ? call(raw.exercises, encode(request)) : rules.exercises(request));
  const gradeExercise = (id, answer) =>
    choosingId(id) ? call(raw.gradeExercise, encode(id), encode(answer ?? null)) : rules.gradeExercise(id, answer);

  /** What the sides marked for the position's roll against what they had to (`tablier ecole`). */
  const checkEcole = (position, marked) => call(raw.checkEcole, positionText(position), encode(marked ?? null));
  /** The same without a board: the score before the roll, who rolled, the points each side won. */
  const checkEcolePoints = (score, mover, points, marked) =>
    call(raw.checkEcolePoints, encode(score ?? null), encode(mover), encode(points), encode(marked ?? null));
  /** The verdict on a play made at the table the rules may refuse (docs/rules/fausse-case.md; `tablier fausse-case`). */
  const fausseCase = (position, attempt) => call(raw.fausseCase, positionText(position), encode(attempt ?? null));
  /** The computer's play for the position's roll: one of `legalPlays(position)`. */
  const choosePlay = (position, level) => call(raw.choosePlay, positionText(position), encode(level ?? null));
  /** The computer's levels by name, weakest first (what `choosePlay` and `computerPlay` take). */
  const levels = () => call(raw.levels);
  /** Every legal play of the position's roll ranked by the maître's evaluation: {unit, plays: [{play, chance, loss}]}. */
  const hints = (position) => call(raw.hints, positionText(position));
  /** The review of one side's rolls in a game record (an object or its JSON text; `tablier review`). */
  const review = (record, side) =>
    call(raw.review, typeof record === 'string' ? checkSize(record) : encode(record), encode(side ?? null));
  /** A partie à écrire's score sheet (docs/ecrire.md; `tablier sheet`): {formation, marques, seed | gains, …}. */
  const sheet = (request) => call(raw.sheet, encode(request));
  /** Tenir or s'en aller for the position a Game shows awaiting that decision (phase `decide`). */
  const chooseDecision = (position, level) => call(raw.chooseDecision, positionText(position), encode(level ?? null));

  const api = {
    ...rules,
    exercise,
    exercises,
    gradeExercise,
    checkEcole,
    checkEcolePoints,
    fausseCase,
    choosePlay,
    chooseDecision,
    levels,
    hints,
    review,
    sheet,
  };
  const { Game, JacquetGame, adoptGame, holds, forwardMethods } = makeGames(raw, kit);
  Object.assign(api, { Game, JacquetGame });
  // The game page's light module has neither class: its bundle defines TABLIER_LIGHT_MODULE
  // (scripts/build-page.sh), so that their JavaScript is left out of the page's first load.
  if (typeof TABLIER_LIGHT_MODULE === 'undefined') {
    Object.assign(api, makeEcrire(raw, { ...kit, adoptGame, holds, forwardMethods }));
    Object.assign(api, makeCorrespondence(raw, kit));
  }
  return api;
}
