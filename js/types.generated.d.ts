// Derived from the serde types by src/service/typescript.rs: do not edit.
type Twelve = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
export type Fleche = `B${Twelve}` | `N${Twelve}`;
export type Name = Fleche | 'off';
export type Die = 1 | 2 | 3 | 4 | 5 | 6;
export type Dice = [Die, Die];
export type Move = [Fleche, Name];
export type DamesJson = { [F in Fleche]?: number };
export type DestsJson = { [F in Fleche]?: Name[] };
export type PositionArg = PositionJson | string;
export type Points = Required<BySide<number>>;
export type Dues = Required<BySide<Due>>;
export type Player = number;

export interface DecisionReview {
  chosen: string;
  best: string;
  hold: number;
  leave: number;
  cost: number;
  flagged: boolean;
}

export interface DecisionValues {
  unit: string;
  best: string;
  hold: number;
  leave: number;
  cost: number;
}

export interface PlayReview {
  played: string;
  best: string;
  chance: number;
  best_chance: number;
  cost: number;
  flagged: boolean;
}

export interface Review {
  side: Side;
  unit: string;
  rolls: ReviewedRoll[];
  total_cost: number;
  flagged: number;
}

export interface ReviewedRoll {
  turn: number;
  dice: Dice;
  decision: DecisionReview | null;
  play: PlayReview | null;
}

export type JanKind = "six-tables" | "deux-tables" | "contre-deux-tables" | "mezeas" | "contre-mezeas" | "battre-dame" | "battre-dame-a-faux" | "battre-coin" | "remplir-petit-jan" | "remplir-grand-jan" | "remplir-retour" | "conserver-petit-jan" | "conserver-grand-jan" | "conserver-retour" | "sortie" | "impuissance" | "rencontre";

export interface CorrespondenceRecord {
  format: string;
  version: number;
  messages: string[];
}

export interface JacquetTerms {
  options?: JacquetOptions;
  target: number;
}

export interface Terms {
  game: RecordGame;
  options?: OptionsJson;
  jacquet?: JacquetTerms;
  agreement?: AgreementJson;
  inviter?: Side;
  names?: string[];
  hand_marks?: boolean;
}

export interface MessageJson {
  seq: number;
  prev: string;
  link: string;
  terms?: Terms;
  decision?: string;
  play?: Move[];
  marks?: SideMarkedJson;
  droits?: RightJson[];
}

export interface RightJson {
  droit: Droit;
  jeton?: JetonChoice;
  play?: Move[];
}

export interface Chain {
  points: BySide<number>;
  last_by: Side;
  last_right: boolean;
  next: Side;
  next_right: boolean;
}

export type Droit = "refuse-leave" | "acquiesce" | "force-fill" | "forbid-fill" | "choose-jeton" | "contest-ecole";

export type JetonChoice = "first" | "second";

export interface Open {
  droit: Droit;
  to: Side;
  over: Side;
}

export type Cause = "points" | "trou-sans-bouger" | "s-en-aller" | "partie" | "plein" | "privilege" | "sortie" | "impatience" | "fausse-ecole" | "ecole-en-trop";

export interface Claim {
  by: Side;
  points: number;
  markable: number;
  status: ClaimStatus;
}

export type ClaimStatus = "whole" | "partial" | "too-much" | "taken-as-own";

export interface Ecole {
  by: Side;
  kind: EcoleKind;
  points: number;
  cause: Cause;
  to: Side | null;
  markable: number;
  consumed: boolean;
  lapsed: boolean;
  offer: boolean;
}

export type EcoleKind = "omission" | "excess";

export interface EcoleNote {
  side: Side;
  note: NoteKind;
}

export type NoteKind = "rectify-holes" | "rectify-opponent-jeton" | "double-marque" | "may-refuse-leave" | "may-still-mark" | "ecole-impossible-yet" | "paid-by-own-ecole";

export interface Due {
  jeton_before: number;
  points: number;
  jeux: number;
  holes: number;
  jeton: number;
  can_leave: boolean;
}

export type CoinTaking = "effet" | "puissance";

export type Family = "battre-a-vrai" | "battre-a-faux" | "coin" | "remplir" | "conserver" | "depart" | "sortie" | "impuissance" | "retour";

export type Bareme = "simple" | "table";

export type BouchonRule = "allowed" | "forbidden" | "until-last-fleche";

export interface JacquetOptions {
  bouchon?: BouchonRule;
  sortie_talon_adverse?: boolean;
  bareme?: Bareme;
}

export interface HintJson {
  play: PlayJson;
  chance: number;
  loss: number;
}

export interface HintsJson {
  unit: string;
  plays: HintJson[];
}

export interface ChancesJson {
  turn: Side;
  points: Points;
  expected: ExpectedJson;
  dames: DameJson[];
  coin?: TallyJson;
  pleins: TallyJson[];
  impuissance?: TallyJson;
  depart: TallyJson[];
  sortie?: TallyJson;
}

export interface CompositionJson {
  numbers: Dice;
  count: number;
  coups: string[];
  repos: boolean;
}

export interface CoupsJson {
  count: number;
  coups: string[];
}

export interface DameJson {
  at: string;
  vrai: VraiJson;
  faux: CoupsJson;
  points: Points;
  expected: ExpectedJson;
  passages: PassageJson[];
}

export interface ExpectedJson {
  white: number;
  black: number;
}

export interface PassageJson {
  from: string;
  distance: number;
  direct: CoupsJson;
  composed: CompositionJson[];
}

export interface TallyJson {
  jan: JanKind;
  beneficiary: Side;
  at?: string;
  count: number;
  coups: string[];
  ways: WaysJson[];
  points: Points;
  expected: ExpectedJson;
}

export interface VraiJson {
  count: number;
  coups: string[];
  ways: WaysJson[];
}

export interface WaysJson {
  ways: number;
  count: number;
  coups: string[];
}

export interface DroitCallJson {
  droit: Droit;
  by?: Side | null;
  jeton?: JetonChoice | null;
  play?: PlayJson | null;
}

export interface DroitJson {
  droit: Droit;
  by: Side;
  jeton?: JetonChoice;
  play?: Move[];
}

export interface DroitsJson {
  open: Open[];
  exercised: DroitJson[];
  chain: Chain | null;
}

export interface AgreementJson {
  formation?: string;
  convention?: string;
  marques: number;
  jetons_de_queue?: number;
  cinq?: string;
  queue_generale?: number;
}

export interface BystanderJson {
  player: number;
  advises: number | null;
}

export interface EndJson {
  refait: boolean;
  winner: number | null;
  loser: number | null;
  trous: [number, number];
}

export interface GainJson {
  side: Side;
  trous: number;
  given?: boolean;
  left?: boolean;
}

export interface LotJson {
  throws: [number, number][];
  primaute: number;
  other: number;
}

export interface SeatingJson {
  marque: number;
  game: number;
  refaits: number;
  primaute: number;
  other: number;
  bystanders: BystanderJson[];
}

export interface ErrorCause extends ErrorDetails {
  code: string;
}

export interface ErrorDetails {
  side?: Side;
  fleche?: string;
  count?: number;
  field?: string;
  column?: number;
  cause?: ErrorCause;
  roll?: number;
}

export interface ErrorJson {
  code: string;
  message: string;
  details?: ErrorDetails;
}

export interface AnswerJson {
  points?: Points | null;
  jans?: JanAnswerJson[] | null;
}

export interface ChancesAnswerJson {
  coups: CoupsJson;
  only_faux: CoupsJson;
}

export interface ChancesGradeJson {
  correct: boolean;
  expected: number;
  miss?: string;
}

export interface DecisionAnswerJson {
  best: string;
  hold: number;
  leave: number;
}

export interface DecisionGradeJson {
  best: boolean;
  cost: number;
  best_decision: string;
}

export type ExerciseJson = { exercise: "compter-les-points"; id: string; position: PositionJson; families: Family[]; level: number; answer: PointsAnswerJson; coin?: CoinTaking; source: SourceJson } | { exercise: "choisir-le-coup"; id: string; position: PositionJson; margin: number; answer: HintsJson } | { exercise: "tenir-ou-s-en-aller"; id: string; position: PositionJson; answer: DecisionAnswerJson } | { exercise: "compter-les-chances"; id: string; position: PositionJson; question: QuestionJson; answer: ChancesAnswerJson };

export interface ExercisesRequestJson {
  kind: string;
  family?: string | null;
  level?: number | null;
  seed?: number | null;
  count?: number | null;
}

export interface JanAnswerJson {
  jan: JanKind;
  beneficiary: Side;
  at?: Name;
  ways?: number;
  points?: number;
}

export type MissJson = { code: "points-swapped"; given: Points } | { code: "wrong-total"; side: Side; given: number; expected: number } | { code: "jan-forgotten"; jan: JanJson } | { code: "jan-not-there"; named: JanAnswerJson } | { code: "jan-to-other"; jan: JanJson } | { code: "vrai-for-faux"; jan: JanJson; named: JanKind } | { code: "faux-for-vrai"; jan: JanJson; named: JanKind } | { code: "too-many-ways"; jan: JanJson; given: number } | { code: "too-few-ways"; jan: JanJson; given: number } | { code: "jan-points"; jan: JanJson; given: number };

export interface PlayGradeJson {
  best: boolean;
  cost: number;
  chance: number;
  best_play: PlayJson;
}

export interface PointsAnswerJson {
  jans: JanJson[];
  points: Points;
}

export interface PointsGradeJson {
  correct: boolean;
  misses: MissJson[];
}

export type QuestionJson = { ask: "battre-dame"; at: Name } | { ask: "battre-coin" } | { ask: "remplir"; jan: JanKind };

export type SourceJson = { kind: "self-play"; seed: number; roll: number; thrown: boolean } | { kind: "seed"; passage: string; note: string };

export interface JacquetPointsJson {
  white: number;
  black: number;
}

export interface JacquetStateJson {
  position: PositionJson;
  phase: string;
  score: JacquetPointsJson;
  winner: Side | null;
}

export type JacquetStepJson = { first: Dice; starter: Side | null } | { turn: Side; dice: Dice | null; play: PlayJson | null; result: MancheResultJson | null; end?: PositionJson };

export interface MancheResultJson {
  winner: Side;
  points: number;
}

export interface RulesJson {
  provinciale?: boolean;
  rencontre?: boolean;
  fausse_case?: boolean;
}

export interface StateJson {
  position: PositionJson;
  phase: string;
  winner: Side | null;
}

export interface TurnJson {
  turn: Side;
  dice: Dice;
  points: Points;
  holes: Points;
  decision: string | null;
  play: PlayJson | null;
  score: ScoreJson;
}

export interface AnalysisJson {
  jans: JanJson[];
  points: Points;
  plays: PlayJson[];
}

export interface JanJson {
  jan: JanKind;
  beneficiary: Side;
  points: number;
  at?: Fleche;
  ways: number;
  by?: WayJson[];
}

export interface WayJson {
  dames?: Fleche[];
  numbers?: Die[];
  repos?: Fleche[];
  to?: Fleche[];
}

export interface AttemptJson {
  moves: Move[];
  touched?: Fleche[];
  adoube?: boolean;
  released?: boolean;
  opponent_thrown?: boolean;
}

export interface ChoiceJson {
  option: string;
  play?: PlayJson;
  plays?: PlayJson[];
  fleche?: string;
}

export interface FausseJson {
  attempt: AttemptJson;
  choice?: ChoiceJson;
  replay?: PlayJson;
}

export interface PendingJson {
  attempt: AttemptJson;
  verdict: VerdictJson;
}

export interface VerdictJson {
  fausse_case: boolean;
  kinds: string[];
  consummated: boolean;
  options: ChoiceJson[];
  points: number;
}

export interface MarkedJson {
  white?: SideMarkedJson;
  black?: SideMarkedJson;
}

export interface SideMarkedJson {
  jeton?: number;
  points?: number;
  holes?: number;
  jeton2?: number;
  released?: boolean;
  leave?: boolean;
  won?: boolean;
  touched?: boolean;
  play?: PlayJson;
  done?: boolean;
  rolled?: boolean;
  impatient?: boolean;
  ecole?: number;
  misled?: boolean;
  opponent_jeton?: number;
}

export interface EcoleVerdictJson {
  due: Dues;
  ecoles: Ecole[];
  claims: Claim[];
  notes: EcoleNote[];
  score: ScoreJson;
  score_with_ecoles: ScoreJson;
  droits: Open[];
}

export interface MovesJson {
  spent: Die[];
  moves: PlayJson[];
  complete: PlayJson | null;
}

export interface PlayJson {
  moves: Move[];
  dice?: Die[];
}

export interface PositionCoupsJson {
  white: number;
  black: number;
}

export interface PositionJson {
  game?: Variant;
  white: DamesJson;
  black: DamesJson;
  turn: Side;
  dice?: number[];
  coups?: PositionCoupsJson;
  score?: ScoreJson;
}

export interface ScoreJson {
  white?: SideScoreJson;
  black?: SideScoreJson;
}

export interface SideScoreJson {
  points?: number;
  holes?: number;
  bredouille?: boolean;
}

export interface DecompteJson {
  mise: number[];
  queue_des_jetons: QueueJson;
  paris: ParisJson[];
  jetons: number[];
  fiches: number[];
  queue_generale: number[];
  total: number[];
}

export interface FirstSeatingJson {
  primaute: number;
  other: number;
}

export interface LineJson {
  number: number;
  players: [Player, Player];
  refaits: [number, number][];
  trous: [number, number];
  winner: Player;
  loser: Player;
  bredouille: string;
  sans_lever: boolean;
  volontaire: boolean;
  multiple: number;
  consolation: number;
  payment: number;
  vacant?: [Player, number];
  queue: number;
  totals: number[];
}

export interface ParisJson {
  winner: number;
  loser: number;
  won: number;
  lost: number;
  double_paris: number;
  queue: number;
  jetons: number;
}

export interface QueueJson {
  pot: number;
  put: number[];
  to: number[];
  net: number[];
}

export interface SheetJson {
  formation: string;
  convention: string;
  marques: number;
  jetons_de_queue: number;
  cinq: string;
  queue_generale: number;
  camps: Player[][];
  lines: LineJson[];
  pending_refaits: [number, number][];
  over: boolean;
  decompte: DecompteJson;
}

export interface SheetRequestJson {
  formation?: string;
  convention?: string;
  marques: number;
  jetons_de_queue?: number;
  cinq?: string | null;
  queue_generale?: number;
  seed?: number | null;
  levels?: string[];
  first?: FirstSeatingJson | null;
  gains?: GainJson[][] | null;
}

export interface Note {
  comment?: string;
  arrows?: string[];
  rings?: string[];
  highlights?: string[];
}

export type RollStep = "play" | "attempt" | "choice" | "marked" | "droit" | "score";

export interface EcoleJson {
  by: Side;
  kind: EcoleKind;
  cause: Cause;
  points: number;
  to?: Side;
  markable?: number;
  consumed?: boolean;
  lapsed?: boolean;
}

export type FirstJson = "lot";

export interface GeneratorJson {
  seed: string;
  state: string;
}

export type GoalJson = "tour" | "marque";

export interface OptionsJson {
  goal?: GoalJson;
  first?: FirstJson;
  provinciale?: boolean;
  rencontre?: boolean;
  fausse_case?: boolean;
}

export interface PerSideJson {
  white: number;
  black: number;
}

export type RecordGame = "trictrac" | "jacquet" | "ecrire";

export interface RecordJson {
  format: string;
  version?: number;
  game?: RecordGame;
  options?: OptionsJson;
  generator?: GeneratorJson;
  start?: PositionJson;
  lot?: Dice[];
  rolls?: RollJson[];
  jacquet?: JacquetRecordJson;
  ecrire?: EcrireRecordJson;
  winner?: Side;
}

export interface RollJson {
  side: Side;
  dice: Dice;
  points: PerSideJson;
  holes: PerSideJson;
  decision?: string;
  play?: Move[];
  score?: ScoreJson;
  marked?: MarkedJson;
  ecoles?: EcoleJson[];
  droits?: DroitJson[];
  fausse?: FausseJson;
  order?: RollStep[];
  marked_before?: MarkedJson[];
  set_scores?: ScoreJson[];
  note?: Note;
}

export interface EcrireRecordJson {
  agreement: AgreementJson;
  seed: string;
  lot: [number, number][];
  marques: RecordJson[];
  current?: RecordJson;
  sheet: SheetJson;
}

export interface FrameJson {
  side: Side;
  before: PositionJson;
  rolled: PositionJson;
  analysis: AnalysisJson | null;
  points: Points;
  holes: Points;
  decision: string | null;
  play: PlayJson | null;
  after: PositionJson | null;
  score: ScoreJson;
  hand: HandJson | null;
}

export interface HandJson {
  marked: MarkedJson;
  ecoles: EcoleJson[];
}

export interface JacquetFrameJson {
  manche: number;
  side: Side;
  before: PositionJson;
  rolled: PositionJson;
  plays: PlayJson[];
  play: PlayJson | null;
  after: PositionJson | null;
  result: MancheResultJson | null;
}

export interface JacquetRecordJson {
  options?: JacquetOptions;
  target: number;
  manches: MancheJson[];
}

export interface JacquetRollJson {
  side: Side;
  dice: Dice;
  play?: Move[];
  note?: Note;
}

export interface MancheJson {
  first: Dice[];
  rolls?: JacquetRollJson[];
}

export interface SecretJson {
  seed: string;
  length: number;
}

export interface CorrespondenceStateJson {
  seat: number | null;
  seats: number;
  next: number;
  sender: number;
  mine: boolean;
  messages: number;
  rights: Side | null;
  table: TableJson;
}

export interface StepsJson {
  decision?: string | null;
  play?: Move[] | null;
  marks?: SideMarkedJson | null;
  droits?: DroitCallJson[];
}

export interface TableJson {
  game: string;
  awaits: string;
  decide: boolean;
  side: Side | null;
  position: PositionJson | null;
  plays: PlayJson[];
  record: RecordJson | null;
}

export interface VerifiedJson {
  terms: Terms;
  messages: number;
  over: boolean;
  unchecked: number[];
  record: RecordJson | null;
}

export interface BySide<T> {
  white?: T;
  black?: T;
}

export type Side = "white" | "black";

export type Variant = "trictrac" | "jacquet";
