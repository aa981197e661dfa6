// The page's view of a partie à écrire: the package's `PartieAEcrire` in the vocabulary of a
// `Match` (game.js), so that the page plays each marqué exactly as it plays a tour. The current
// marqué is the package's own `Game` (`partie.marque()`), wrapped in a `Match`; when its game ends
// the marqué is written on the sheet by the engine (`closeMarque`) and the next one begins. The
// sheet, the rotation (who plays, who has the primauté) and the computer's choices are the
// engine's; the page keeps only who sits at each seat: a person or the computer.

import { Match, CAPABILITIES, seedOption } from './game.js';

export class EcrireMatch {
  /**
   * A new partie (`agreement`, `seed`) or one read back from its record (`record`); `seats`: for
   * each seat, `true` when a person plays it, else the computer's level there (a level's name, or
   * `false` for the page's level, `level`).
   */
  constructor(engine, { agreement, seed, record, seats } = {}) {
    this.engine = engine;
    this.kind = 'ecrire';
    this.partie =
      record !== undefined
        ? engine.PartieAEcrire.fromRecord(record)
        : new engine.PartieAEcrire(agreement, seedOption(seed));
    const n = this.partie.sheet().camps.flat().length;
    this.seats = Array.from({ length: n }, (_, i) => (seats ? (typeof seats[i] === 'string' ? seats[i] : seats[i] === true) : i === 0));
    /** How the last marqué written ended, {refait, winner, loser, trous, marque}, or null. */
    this.lastEnd = null;
    this.open();
    if (!this.inner) {
      // A partie read back over: the board shows its last marqué as it ended.
      const rec = this.partie.toRecord().ecrire.marques.at(-1);
      if (rec) {
        const last = new Match(engine, { record: rec });
        this.lastPosition = last.position();
        this.lastLog = last.log;
        this.lastRecord = rec;
        last.free();
      }
    }
  }

  /** Whether the partie has `capability` (game.js, CAPABILITIES). */
  has(capability) {
    return CAPABILITIES.ecrire.includes(capability);
  }

  /** The game being played on the board: the current marqué (null once the partie is over). */
  get playing() {
    return this.inner;
  }

  /** The current marqué's game, as a Match (none once the partie is over). */
  open() {
    const g = this.partie.marque();
    this.inner = g ? new Match(this.engine, { game: g }) : null;
  }

  /** Who plays the current marqué, asked of the partie (null once it is over). */
  get seating() {
    return this.partie.seating();
  }

  /** Once the marqué's game is over: written on the sheet, and the next one begun. */
  closeIfOver() {
    if (!this.inner || !this.inner.isOver()) return;
    const n = this.seating.marque;
    const end = this.partie.closeMarque();
    if (end) this.lastEnd = { ...end, marque: n };
    this.open();
  }

  hints() {
    return this.inner.hints();
  }

  review(side) {
    return this.inner.review(side);
  }

  decisionValues() {
    return this.inner.decisionValues();
  }

  /** The opponent's rights in the marqué (none once the partie is over). */
  droits() {
    return this.inner ? this.inner.droits() : { open: [] };
  }

  computerDroits(side) {
    return this.step(() => this.inner.computerDroits(side));
  }

  exercise(call) {
    return this.step(() => this.inner.exercise(call));
  }

  /** The current marqué's own Game, the engine's (the tests ask it directly). */
  get game() {
    return this.inner ? this.inner.game : null;
  }

  /** The record of the marqué on the board, as a tour's (the replay of its rolls). */
  marqueRecord() {
    return this.inner ? this.inner.record() : this.lastRecord ?? null;
  }

  /** The rolls of the marqué on the board (the last one played, once the partie is over). */
  get log() {
    return this.inner ? this.inner.log : this.lastLog ?? [];
  }

  /** The seat that plays `side` in the current marqué: the primauté plays White. */
  seatOf(side) {
    const s = this.seating;
    if (!s) return null;
    return side === 'black' ? s.other : s.primaute;
  }

  /** Whether a person plays `side` now. */
  humanPlays(side) {
    const s = this.seatOf(side);
    return s !== null && this.seats[s] === true;
  }

  /** The computer's level for `side` (by default the side to play): its seat's, else the page's. */
  levelOf(side = this.inner?.position().turn) {
    const s = side ? this.seatOf(side) : null;
    const seat = s === null ? undefined : this.seats[s];
    return typeof seat === 'string' ? seat : this.level;
  }

  position() {
    return this.inner ? this.inner.position() : this.lastPosition ?? this.engine.startPosition();
  }

  roll(dice) {
    return this.inner.roll(dice);
  }

  analysis() {
    return this.inner ? this.inner.analysis() : null;
  }

  plays() {
    return this.inner ? this.inner.plays() : [];
  }

  destinations(position, made) {
    return this.inner.destinations(position, made);
  }

  refusal(position, made, move) {
    return this.inner.refusal(position, made, move);
  }

  moves(position, made) {
    return this.inner.moves(position, made);
  }

  pendingDecision() {
    return !!this.inner && this.inner.pendingDecision();
  }

  /** Keeps what the board shows of the marqué that ends, then writes it on the sheet. */
  step(f) {
    const out = f();
    if (this.inner.isOver()) {
      this.lastPosition = this.inner.position();
      this.lastLog = this.inner.log;
      this.lastRecord = this.inner.record();
      this.closeIfOver();
    }
    return out;
  }

  decide(choice) {
    return this.step(() => this.inner.decide(choice));
  }

  /**
   * After a call made on the marqué's own Game (a right exercised, droits.js; a fausse case
   * resolved, fausse.js): the log read again, and the marqué written on the sheet if it ended.
   */
  sync() {
    if (this.inner) this.step(() => this.inner.sync());
  }

  play(play) {
    return this.step(() => this.inner.play(play));
  }

  undo() {
    return this.inner ? this.inner.undo() : false;
  }

  history() {
    return this.inner ? this.inner.history() : [];
  }

  score() {
    return this.position()?.score;
  }

  isOver() {
    return this.partie.isOver();
  }

  winner() {
    return null;
  }

  computerPlay() {
    this.inner.level = this.levelOf();
    return this.inner.computerPlay();
  }

  /** The engine's tenir or s'en aller in a marqué: it knows the marqué's stakes. */
  computerDecision() {
    this.inner.level = this.levelOf();
    return this.inner.computerDecision();
  }

  markEcole(marked) {
    return this.step(() => this.inner.markEcole(marked));
  }

  checkEcole(position, marked) {
    return this.engine.checkEcole(position, marked);
  }

  computerMarks(mistakeRate) {
    return this.inner.computerMarks(mistakeRate);
  }

  /** The sheet, the engine's typed object (the same as `sheet(request)`). */
  sheet() {
    return this.partie.sheet();
  }

  agreement() {
    return this.partie.agreement();
  }

  /** The partie's record, the engine's (docs/record.md, "game": "ecrire"). */
  record() {
    return this.partie.toRecord();
  }
}
