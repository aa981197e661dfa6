//! The TypeScript of every JSON type the package carries, derived from the serde types by tsify
//! (`js/types.generated.d.ts`; docs/package.md, "The types"). Built only with the `typescript`
//! feature, natively: no module turns it on, so the package's bytes do not change. A type gets
//! its declaration from the one line `#[cfg_attr(feature = "typescript", derive(tsify::Tsify))]`
//! next to its serde derive, and a place in `DECLARATIONS` below; `tests/typescript` fails when
//! the committed file is not what this writes, and tsc, compiling it, when a type a declaration
//! names has none.

use tsify::Tsify;

/// The few types whose serde impls are written by hand (no derive to read), declared by hand
/// next to what their impls write, in the file's order: a flèche and a flèche's name or `off`
/// (`notation::json::Name`); a die, two dice and a move, the words of the fields narrowed by
/// `tsify(type = …)` (a move's `from` is a flèche, where serde reads any name and the rules
/// refuse `off`); a side's dames by flèche (`DamesJson`), the destinations by flèche
/// (`DestsJson`), a position argument (`PositionArg`: its object or its compact notation); and
/// the type aliases, which tsify declares in a wasm-bindgen section only, out of reach natively:
/// `Points` and `Dues` as they are written, both sides always (read, `BySide` takes a side left
/// out as its default).
const BY_HAND: &str = r#"type Twelve = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
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
export type Player = number;"#;

/// Every derived type's declaration, by the module that holds it.
const DECLARATIONS: &[&str] = &[
    // src/ai/review.rs
    <crate::ai::review::DecisionReview as Tsify>::DECL,
    <crate::ai::review::DecisionValues as Tsify>::DECL,
    <crate::ai::review::PlayReview as Tsify>::DECL,
    <crate::ai::review::Review as Tsify>::DECL,
    <crate::ai::review::ReviewedRoll as Tsify>::DECL,
    // src/analysis.rs
    <crate::analysis::JanKind as Tsify>::DECL,
    // src/correspondence/mod.rs
    <crate::correspondence::CorrespondenceRecord as Tsify>::DECL,
    // src/correspondence/terms.rs
    <crate::correspondence::JacquetTerms as Tsify>::DECL,
    <crate::correspondence::Terms as Tsify>::DECL,
    // src/correspondence/view.rs
    <crate::correspondence::MessageJson as Tsify>::DECL,
    <crate::correspondence::RightJson as Tsify>::DECL,
    // src/ecole/droits.rs
    <crate::ecole::Chain as Tsify>::DECL,
    <crate::ecole::Droit as Tsify>::DECL,
    <crate::ecole::JetonChoice as Tsify>::DECL,
    <crate::ecole::Open as Tsify>::DECL,
    // src/ecole/marks.rs
    <crate::ecole::Cause as Tsify>::DECL,
    <crate::ecole::Claim as Tsify>::DECL,
    <crate::ecole::ClaimStatus as Tsify>::DECL,
    <crate::ecole::Ecole as Tsify>::DECL,
    <crate::ecole::EcoleKind as Tsify>::DECL,
    <crate::ecole::Note as Tsify>::DECL,
    <crate::ecole::NoteKind as Tsify>::DECL,
    // src/ecole/reckon.rs
    <crate::ecole::Due as Tsify>::DECL,
    // src/exercise/coin.rs
    <crate::exercise::CoinTaking as Tsify>::DECL,
    // src/exercise/points.rs
    <crate::exercise::Family as Tsify>::DECL,
    // src/jacquet/options.rs
    <crate::jacquet::Bareme as Tsify>::DECL,
    <crate::jacquet::BouchonRule as Tsify>::DECL,
    <crate::jacquet::JacquetOptions as Tsify>::DECL,
    // src/notation/advice.rs
    <crate::notation::advice::HintJson as Tsify>::DECL,
    <crate::notation::advice::HintsJson as Tsify>::DECL,
    // src/notation/chances.rs
    <crate::notation::chances::ChancesJson as Tsify>::DECL,
    <crate::notation::chances::CompositionJson as Tsify>::DECL,
    <crate::notation::chances::CoupsJson as Tsify>::DECL,
    <crate::notation::chances::DameJson as Tsify>::DECL,
    <crate::notation::chances::ExpectedJson as Tsify>::DECL,
    <crate::notation::chances::PassageJson as Tsify>::DECL,
    <crate::notation::chances::TallyJson as Tsify>::DECL,
    <crate::notation::chances::VraiJson as Tsify>::DECL,
    <crate::notation::chances::WaysJson as Tsify>::DECL,
    // src/notation/droits.rs
    <crate::notation::droits::DroitCallJson as Tsify>::DECL,
    <crate::notation::droits::DroitJson as Tsify>::DECL,
    <crate::notation::droits::DroitsJson as Tsify>::DECL,
    // src/notation/ecrire.rs
    <crate::notation::ecrire::AgreementJson as Tsify>::DECL,
    <crate::notation::ecrire::BystanderJson as Tsify>::DECL,
    <crate::notation::ecrire::EndJson as Tsify>::DECL,
    <crate::notation::ecrire::GainJson as Tsify>::DECL,
    <crate::notation::ecrire::LotJson as Tsify>::DECL,
    <crate::notation::ecrire::SeatingJson as Tsify>::DECL,
    // src/notation/error.rs
    <crate::notation::error::Cause<'static> as Tsify>::DECL,
    <crate::notation::error::ErrorDetails<'static> as Tsify>::DECL,
    <crate::notation::error::ErrorJson<'static> as Tsify>::DECL,
    // src/notation/exercise.rs
    <crate::notation::exercise::AnswerJson as Tsify>::DECL,
    <crate::notation::exercise::ChancesAnswerJson as Tsify>::DECL,
    <crate::notation::exercise::ChancesGradeJson as Tsify>::DECL,
    <crate::notation::exercise::DecisionAnswerJson as Tsify>::DECL,
    <crate::notation::exercise::DecisionGradeJson as Tsify>::DECL,
    <crate::notation::exercise::ExerciseJson as Tsify>::DECL,
    <crate::notation::exercise::ExercisesRequestJson as Tsify>::DECL,
    <crate::notation::exercise::JanAnswerJson as Tsify>::DECL,
    <crate::notation::exercise::MissJson as Tsify>::DECL,
    <crate::notation::exercise::PlayGradeJson as Tsify>::DECL,
    <crate::notation::exercise::PointsAnswerJson as Tsify>::DECL,
    <crate::notation::exercise::PointsGradeJson as Tsify>::DECL,
    <crate::notation::exercise::QuestionJson as Tsify>::DECL,
    <crate::notation::exercise::SourceJson as Tsify>::DECL,
    // src/notation/game.rs
    <crate::notation::game::JacquetPointsJson as Tsify>::DECL,
    <crate::notation::game::JacquetStateJson as Tsify>::DECL,
    <crate::notation::game::JacquetStepJson as Tsify>::DECL,
    <crate::notation::game::MancheResultJson as Tsify>::DECL,
    <crate::notation::game::RulesJson as Tsify>::DECL,
    <crate::notation::game::StateJson as Tsify>::DECL,
    <crate::notation::game::TurnJson as Tsify>::DECL,
    // src/notation/json/analysis.rs
    <crate::notation::json::AnalysisJson as Tsify>::DECL,
    <crate::notation::json::JanJson as Tsify>::DECL,
    <crate::notation::json::WayJson as Tsify>::DECL,
    // src/notation/json/fausse.rs
    <crate::notation::json::AttemptJson as Tsify>::DECL,
    <crate::notation::json::ChoiceJson as Tsify>::DECL,
    <crate::notation::json::FausseJson as Tsify>::DECL,
    <crate::notation::json::PendingJson as Tsify>::DECL,
    <crate::notation::json::VerdictJson as Tsify>::DECL,
    // src/notation/json/marks.rs
    <crate::notation::json::MarkedJson as Tsify>::DECL,
    <crate::notation::json::SideMarkedJson as Tsify>::DECL,
    <crate::notation::json::EcoleVerdictJson<'static> as Tsify>::DECL,
    // src/notation/json/play.rs
    <crate::notation::json::MovesJson as Tsify>::DECL,
    <crate::notation::json::PlayJson as Tsify>::DECL,
    // src/notation/json/position.rs
    <crate::notation::json::CoupsJson as Tsify>::DECL,
    <crate::notation::json::PositionJson as Tsify>::DECL,
    // src/notation/json/score.rs
    <crate::notation::json::ScoreJson as Tsify>::DECL,
    <crate::notation::json::SideScoreJson as Tsify>::DECL,
    // src/notation/sheet.rs
    <crate::notation::sheet::DecompteJson as Tsify>::DECL,
    <crate::notation::sheet::FirstSeatingJson as Tsify>::DECL,
    <crate::notation::sheet::LineJson as Tsify>::DECL,
    <crate::notation::sheet::ParisJson as Tsify>::DECL,
    <crate::notation::sheet::QueueJson as Tsify>::DECL,
    <crate::notation::sheet::SheetJson as Tsify>::DECL,
    <crate::notation::sheet::SheetRequestJson as Tsify>::DECL,
    // src/note.rs
    <crate::note::Note as Tsify>::DECL,
    // src/partie/order.rs
    <crate::partie::RollStep as Tsify>::DECL,
    // src/record.rs
    <crate::record::EcoleJson as Tsify>::DECL,
    <crate::record::FirstJson as Tsify>::DECL,
    <crate::record::GeneratorJson as Tsify>::DECL,
    <crate::record::GoalJson as Tsify>::DECL,
    <crate::record::OptionsJson as Tsify>::DECL,
    <crate::record::PerSideJson as Tsify>::DECL,
    <crate::record::RecordGame as Tsify>::DECL,
    <crate::record::RecordJson as Tsify>::DECL,
    <crate::record::RollJson as Tsify>::DECL,
    // src/record/ecrire.rs
    <crate::record::EcrireRecordJson as Tsify>::DECL,
    // src/record/frame.rs
    <crate::record::frame::FrameJson as Tsify>::DECL,
    <crate::record::frame::HandJson as Tsify>::DECL,
    <crate::record::frame::JacquetFrameJson as Tsify>::DECL,
    // src/record/jacquet.rs
    <crate::record::JacquetRecordJson as Tsify>::DECL,
    <crate::record::JacquetRollJson as Tsify>::DECL,
    <crate::record::MancheJson as Tsify>::DECL,
    // src/service/correspondence.rs
    <crate::service::correspondence::SecretJson as Tsify>::DECL,
    <crate::service::correspondence::StateJson as Tsify>::DECL,
    <crate::service::correspondence::StepsJson as Tsify>::DECL,
    <crate::service::correspondence::TableJson as Tsify>::DECL,
    <crate::service::correspondence::VerifiedJson<'static> as Tsify>::DECL,
    // src/side.rs
    <crate::side::BySide<()> as Tsify>::DECL,
    <crate::side::Side as Tsify>::DECL,
    // src/variant.rs
    <crate::variant::Variant as Tsify>::DECL,
];

/// The file's text: a header, the hand-written declarations, then each derived one, without
/// the doc comments tsify copies from the Rust: with them the file is 17 KB gzipped in the
/// tarball, which may not grow (docs/size.md), against 4 KB; the fields' words are the Rust
/// types' and docs/interchange.md's.
pub fn declarations() -> String {
    let mut text = String::from(HEADER);
    text.push_str(BY_HAND);
    for decl in DECLARATIONS {
        text.push_str("\n\n");
        text.push_str(&bare(decl.trim()));
    }
    text.push('\n');
    text
}

/// A declaration as tsify writes it, without its doc comments and with two spaces of indent a
/// level, where tsify spends four.
fn bare(decl: &str) -> String {
    let mut out = Vec::new();
    let mut in_comment = false;
    for line in decl.lines() {
        let code = line.trim_start();
        if in_comment || code.starts_with("/**") {
            in_comment = !code.ends_with("*/");
            continue;
        }
        let indent = line.len() - code.len();
        out.push(format!("{}{code}", " ".repeat(indent / 2)));
    }
    out.join("\n")
}

/// What the file says of itself.
const HEADER: &str = "// Derived from the serde types by src/service/typescript.rs: do not edit.\n";
