//! 001, the old encyclopedia article (OCR text): its worked examples that no other test holds.
//! 001 numbers the cases of a half of the board from that half's owner, the talon not counted
//! (case k is flèche k+1: « la neuvième case » of Black's half is N10), as
//! tests/data/jans.jsonl does; positions without a diagram are rebuilt, each test says how.

use super::*;
use serde_json::json;
use tablier::chances::{chances, CoupSet};
use tablier::ecole::{self, Cause, EcoleKind, Marked};
use tablier::fausse_case::{self, Attempt, Choice, Kind};
use tablier::notation::json::MarkedJson;

fn marked(v: serde_json::Value) -> Marked {
    serde_json::from_value::<MarkedJson>(v)
        .expect("marked")
        .to_marked()
        .expect("a play of flèches")
}

/// The attempt of a mover who played `moves` and let go of his last dame.
fn attempt(moves: &str) -> Attempt {
    Attempt {
        moves: play(moves).moves().to_vec(),
        released: true,
        ..Attempt::default()
    }
}

/// The boards the opponent may have the coup end on, once he has a fausse case put right:
/// each imposed play, and each play he may leave to the mover to play again.
fn remedies(p: &Position, a: &Attempt) -> (bool, Vec<Board>) {
    let v = fausse_case::judge(p, a).expect("a verdict");
    assert!(v.fausse_case, "{v:?}");
    assert!(v.kinds.contains(&Kind::RemplirConserver), "{v:?}");
    let mut boards = Vec::new();
    for o in &v.options {
        match o {
            Choice::Impose(pl) => boards.push(p.board().moved(p.turn(), pl).unwrap()),
            Choice::Replay(pls) => {
                boards.extend(pls.iter().map(|pl| p.board().moved(p.turn(), pl).unwrap()))
            }
            Choice::Leave | Choice::AdvanceNextCoup(_) => {}
        }
    }
    (v.options.contains(&Choice::Leave), boards)
}

// ------------------------------------------------------------------- Du petit jan: conserver

/// 001 « Du petit jan »: « Tant que vous pouvez conserver ce petit jan, vous gagnez quatre points
/// par simple, et six par doublet, chaque coup de dé que vous jetez. » Rebuilt: White's petit jan
/// full, a surcase of two on his talon and one dame on B8; by 6 and 5 (B1-B7, B1-B6) and by
/// ternes (B1-B4 twice) he keeps it.
#[test]
fn conserver_le_petit_jan_quatre_par_simple_six_par_doublet() {
    let p = pos("B1:4,B2:2,B3:2,B4:2,B5:2,B6:2,B8/N1:15 w 6-5");
    assert_eq!(jans(&p), ["conserver-petit-jan white 4"]);
    let p = pos("B1:4,B2:2,B3:2,B4:2,B5:2,B6:2,B8/N1:15 w 3-3");
    assert_eq!(jans(&p), ["conserver-petit-jan white 6"]);
}

/// 001: « Si ayant fait son petit jan, il a des dames avancées dans son grand jan, qu'il fasse un
/// nombre par lequel il puisse passer dans votre petit jan, et qu'au lieu de passer il rompe son
/// petit jan, … vous pouvez l'envoyer à l'école des points qu'il n'a pas marqués pour son jan qu'il
/// conservait, et, outre cela, le faire rejouer et passer dans votre petit jan. » Rebuilt: White's
/// petit jan full, his coin held, one dame on B11; Black's dames fill his grand jan but for N11.
/// By 6 and 3 the only play that keeps is B11 tout d'une to N5, resting on the empty N11 (000
/// RETOUR); White breaks B6 instead (B6-B12, B6-B9) and marks nothing.
#[test]
fn petit_jan_rompu_au_lieu_de_passer() {
    let p = pos("B1:2,B2:2,B3:2,B4:2,B5:2,B6:2,B11,B12:2/N12:2,N10:3,N9:3,N8:3,N7:4 w 6-3");
    assert_eq!(jans(&p), ["conserver-petit-jan white 4"]);
    assert_plays(&p, &["B11-N11 N11-N5"]);

    let breaks = "B6-B12 B6-B9";
    let v = ecole::check(
        &p,
        &marked(json!({"white": {"play": {"moves": [["B6","B12"],["B6","B9"]]}}})),
    )
    .unwrap();
    let e = v.ecole_by(W).expect("an école");
    assert_eq!(
        (e.kind, e.points, e.cause, e.to),
        (EcoleKind::Omission, 4, Cause::Plein, Some(B))
    );

    let (may_leave, boards) = remedies(&p, &attempt(breaks));
    let passed = p.board().moved(W, &play("B11-N11 N11-N5")).unwrap();
    assert!(boards.contains(&passed), "Black may make him pass");
    assert!(may_leave, "or leave the coup as played");
}

/// White's petit jan lacking one dame on B5, by 5 and 2 (the next two tests).
const CINQ_ET_DEUX: &str = "B1:3,B2:2,B3:3,B4:2,B5,B6:2,B8:2/N1:15 w 5-2";

/// 001: « si ayant fait cinq et deux, et ne pouvant remplir que du deux, il joue le cinq avec la
/// dame dont il devait jouer le deux pour faire son jan, vous pouvez l'envoyer à l'école faute
/// d'avoir fait son plein, c'est-à-dire que vous prenez pour vous les points qu'il avait marqués
/// pour son plein … vous pouvez lui faire rejouer son bois, et lui faire faire son petit jan. Mais
/// s'il avait son jeu reculé … il faudrait laisser les choses en l'état » (the choice is the
/// opponent's). Rebuilt: White's petit jan lacks one dame on B5; the third dame of B3 fills it by
/// the 2, the third of the talon plays the 5 (no dame stands 5 or 7 behind B5). White marks his 4
/// and plays the 5 with B3's third dame (B3-B8) and the 2 from the talon.
#[test]
fn petit_jan_cinq_et_deux_marque_et_non_fait() {
    let p = pos(CINQ_ET_DEUX);
    assert_eq!(jans(&p), ["remplir-petit-jan white 4"]);
    assert_plays(&p, &["B3-B5 B1-B6"]);

    let wrong = "B3-B8 B1-B3";
    let m = marked(json!({"white": {"jeton": 4, "released": true,
        "play": {"moves": [["B3","B8"],["B1","B3"]]}}}));
    let v = ecole::check(&p, &m).unwrap();
    let e = v.ecole_by(W).expect("an école");
    assert_eq!(
        (e.kind, e.points, e.cause),
        (EcoleKind::Excess, 4, Cause::Plein)
    );
    assert_eq!(
        v.score.white.points, 0,
        "the points marked for the plein are taken off"
    );
    assert_eq!(v.score_with_ecoles.black.points, 4, "and Black takes them");

    let (may_leave, boards) = remedies(&p, &attempt(wrong));
    let filled = p.board().moved(W, &play("B3-B5 B1-B6")).unwrap();
    assert!(boards.contains(&filled), "Black may make him fill");
    assert!(may_leave, "or leave the coup as played");
}

/// 001: « Si au contraire votre adversaire achevant son petit jan ne marque pas les points qu'il
/// gagne et qu'il ne fasse pas son plein … vous pouvez d'abord l'envoyer à l'école des points
/// qu'il a dû marquer pour son petit jan, et ensuite lui faire faire son plein ». The same
/// position and play, nothing marked.
#[test]
fn petit_jan_ni_marque_ni_fait() {
    let p = pos(CINQ_ET_DEUX);
    let m = marked(json!({"white": {"play": {"moves": [["B3","B8"],["B1","B3"]]}}}));
    let e = *ecole::check(&p, &m).unwrap().ecole_by(W).expect("an école");
    assert_eq!(
        (e.kind, e.points, e.cause),
        (EcoleKind::Omission, 4, Cause::Plein)
    );
    let (_, boards) = remedies(&p, &attempt("B3-B8 B1-B3"));
    assert!(boards.contains(&p.board().moved(W, &play("B3-B5 B1-B6")).unwrap()));
}

// ------------------------------------------ Des cases, du privilège de s'en aller, et des écoles

/// 001: « votre grand jan est fait, vous avez six points marqués … le coup suivant vous faites un
/// sonnez, et, croyant n'être pas obligé de rompre et de pouvoir conserver votre plein, vous
/// marquez avec les six points que vous avez, et six points pour votre plein, une partie
/// bredouille, et vous vous en allez … votre adversaire vous fait démarquer votre partie bredouille
/// et vous envoie à l'école de six points que vous avez marqués mal à propos pour votre plein …
/// ainsi votre adversaire qui gagne six points sur la dame que vous lui avez battue contre vous et
/// six points dont il vous envoie à l'école, marque une partie bredouille. » The position of
/// tests/data/jans.jsonl 001-sonnez-rompt-le-grand-jan (Black must break, 6 à faux to White),
/// Black at 6 points in bredouille. He marks two trous and leaves: the engine names the école
/// after 000 S'EN ALLER SUR UNE ÉCOLE (« il fait école des points qui lui font défaut pour gagner
/// le trou »), the same 6 points; White, marking his 6 and the école's 6 from nothing, has his
/// partie bredouille, and Black's trous and points are gone.
#[test]
fn sonnez_qui_rompt_le_grand_jan_ecole_de_six_et_partie_bredouille() {
    let p = pos(
        "B12:2,B11:2,B9:2,B8:2,B7:2,B3:2,B2,B1:2/N12:2,N11:2,N10:2,N9:2,N8:2,N7:2,N6,B5:2 \
         b 6-6 - 0.0b/6.0b",
    );
    assert_eq!(jans(&p), ["battre-dame-a-faux white 6 at B2"]);
    let m = marked(json!({"black": {"holes": 2, "leave": true, "touched": true}}));
    let v = ecole::check(&p, &m).unwrap();
    let e = v.ecole_by(B).expect("an école");
    assert_eq!(
        (e.kind, e.points, e.cause, e.to, e.consumed),
        (EcoleKind::Excess, 6, Cause::SEnAller, Some(W), true)
    );
    let with = v.score_with_ecoles;
    assert_eq!(
        (with.white.points, with.white.holes),
        (0, 2),
        "a partie bredouille"
    );
    assert_eq!(
        (with.black.points, with.black.holes),
        (0, 0),
        "Black's trous démarqués"
    );
}

// ----------------------------------------------------------- Du jan de récompense: the values

/// 001 « Du Jan de récompense »: « Dans la table du petit jan, on gagne sur chaque dame
/// découverte quatre points par simple …, et par trois moyens douze ». Rebuilt: a white dame alone
/// on N6, in Black's petit jan; by 3 and 2 Black beats it from N3 by the 3, from N4 by the 2, and
/// from the talon by both, resting on N3 or N4: three façons, 12.
#[test]
fn battre_par_trois_moyens_dans_le_petit_jan_douze() {
    let p =
        pos("B6:2,B7:2,B8:2,B9:2,B10:2,B11:2,B12:2,N6/N1:3,N3:2,N4:2,N8:2,N9:2,N10:2,N12:2 b 3-2");
    assert_eq!(jans(&p), ["battre-dame black 12 at N6 ×3"]);
}

// ------------------------------------------------- De la manière de remplir par plusieurs moyens

/// 001: « si vous n'aviez qu'une demi-case à faire, et que votre jeu fût les dames noires, pour
/// lors, si vous faisiez six et trois, ou quatre et deux ; comme vous rempliriez du trois et du
/// six, et que c'est par simple, chaque moyen vous vaudrait quatre points ». Six et trois is held
/// by tests/data/jans.jsonl (001-remplir-six-et-trois-deux-moyens); the text gives 4-2 the same
/// two moyens, which that position cannot (no dame 2 behind N10 but a case of two). Rebuilt with
/// a third dame on N8: by 6 and 3, the 3 from N7 and the 6 from N4; by 4 and 2, the 2 from N8 and
/// the 6 tout d'une from N4. Two moyens, 8 points, by either roll.
#[test]
fn remplir_par_six_et_trois_ou_quatre_et_deux() {
    let board = "B1:3,B2:2,B3:2,B4:2,B5:2,B6:2,B12:2/N2,N4,N7:3,N8:3,N9:2,N10,N11:2,N12:2";
    for dice in ["6-3", "4-2"] {
        let p = pos(&format!("{board} b {dice}"));
        assert_eq!(jans(&p), ["remplir-grand-jan black 8 ×2"], "{dice}");
    }
}

/// The diagram of 001's opinion on filling the jan de retour « par puissance » from the coin:
/// Black as in tests/data/jans.jsonl 001-remplir-retour-sans-puissance-du-coin (his coin, dames
/// on B10 and B7 — « la neuvième » and « la sixième » of White's half — and his last demi-case
/// on B4), White (« votre adversaire ») with his coin, dames on N10 and N8 (the ninth and seventh
/// of Black's half) and his last demi-case on N6, seven from his coin.
const NOIR: &str = "N12:2,B10,B7,B6:2,B5:2,B4,B3:2,B2:2,B1:2";

/// White's dames in the diagram.
const ADVERSAIRE: &str = "B12:2,N10,N8,N6,N5:2,N4:2,N3:2,N2:2,N1:2";

fn adversaire(white: &str, dice: &str) -> Position {
    pos(&format!("{white}/{NOIR} w {dice}"))
}

/// 001: « Si au contraire votre adversaire faisait six et as, comme il n'a point d'as pour
/// remplir, quoique par six et as, en comptant de son coin, il batte juste la demi-case qui lui
/// reste à remplir, néanmoins cela ne lui vaudrait rien ». The same diagram gives Black's six et
/// trois its two moyens (8), not the opinion's three.
#[test]
fn remplir_retour_six_et_as_ne_vaut_rien() {
    assert_eq!(jans(&adversaire(ADVERSAIRE, "6-1")), Vec::<String>::new());
    let black = pos(&format!("{ADVERSAIRE}/{NOIR} b 6-3"));
    assert_eq!(jans(&black), ["remplir-retour black 8 ×2"]);
}

/// 001: « mais s'il faisait quatre et trois, cela lui vaudrait huit points, parce qu'il remplirait
/// du quatre, en comptant de la neuvième case et du quatre et trois par puissance, comptant de son
/// coin ». The moyen from the coin is the opinion RULINGS 3 rejects (000 REMPLIR EN PASSANT: « le
/// remplissage doit pouvoir s'effectuer réellement »): one moyen, the 4 from N10 with the 3 played
/// from N8, 4 points, not 8.
#[test]
fn remplir_retour_quatre_et_trois_un_seul_moyen() {
    assert_eq!(
        jans(&adversaire(ADVERSAIRE, "4-3")),
        ["remplir-retour white 4"]
    );
}

/// 001: « Si la dame de votre adversaire, qui est en la septième case, était sur la sixième, et
/// que celle qu'il a en la neuvième case fût passée dans le petit jan, alors s'il faisait six et
/// as, il ne pourrait pas dire qu'il remplit de l'as, et qu'il n'a point de six, mais il serait
/// obligé de jouer un six de la dame qu'il aurait en sa sixième case, et partant ne remplirait
/// point. » N8's dame on N7, N10's in the jan de retour (a third dame on N5): the 6 can only be
/// played from N7 (the coin cannot leave by 6 and as, the jan de retour cannot bear off yet), so
/// no play fills N6 and nothing is marked.
#[test]
fn remplir_retour_six_et_as_oblige_de_jouer_le_six() {
    let p = adversaire("B12:2,N7,N6,N5:3,N4:2,N3:2,N2:2,N1:2", "6-1");
    assert_eq!(jans(&p), Vec::<String>::new());
    for pl in rules::legal_plays(&p).unwrap() {
        let after = p.board().moved(W, &pl).unwrap();
        assert_eq!(
            after.get(W, Fleche::parse("N7").unwrap()),
            0,
            "{pl}: the 6 is N7's"
        );
    }
}

/// 001: « Mais si outre la dame qu'il aurait en sa sixième case, il en avait encore une en la
/// septième ou en la huitième, il gagnerait par six et as huit points, parce qu'il remplirait de
/// l'as, et du six et as par puissance, comptant de son coin ». With a dame on N8 (or N9) to play
/// the 6, the as from N7 fills; the coin's « puissance » is again the rejected opinion (RULINGS
/// 3): one moyen, 4 points, not 8.
#[test]
fn remplir_retour_six_et_as_de_l_as_seulement() {
    for other in ["N8", "N9"] {
        let p = adversaire(
            &format!("B12:2,{other},N7,N6,N5:2,N4:2,N3:2,N2:2,N1:2"),
            "6-1",
        );
        assert_eq!(jans(&p), ["remplir-retour white 4"], "{other}");
    }
}

/// 001: « si faisant quatre et trois, votre adversaire avait un quatre et point de trois, il
/// serait obligé, s'il remplissait du quatre, de rompre en même temps pour jouer le trois, ou de
/// sortir son coin … et par conséquent il ne pourrait point faire de plein ce coup-là, et ainsi il
/// ne gagnerait rien. » White's dame on N10 fills by the 4, but no dame plays the 3 without
/// breaking (the surcase is on N1, which cannot bear off yet): nothing.
#[test]
fn remplir_retour_un_quatre_et_point_de_trois() {
    let p = adversaire("B12:2,N10,N6,N5:2,N4:2,N3:2,N2:2,N1:3", "4-3");
    assert_eq!(jans(&p), Vec::<String>::new());
    assert!(!legal(&p, "N10-N6"), "both numbers can be played");
}

// ------------------------------------------- Démonstration de la manière de lever le jan de retour

/// White's last ten dames in his jan de retour (`white`), Black's all in his own.
fn levee(white: &str, dice: &str) -> Position {
    pos(&format!(
        "{white}/B1:3,B2:2,B3:2,B4:2,B5:2,B6:2,B7:2 w {dice}"
    ))
}

/// 001: « on lève à chaque coup de dés, tout ce qui bat juste sur le bord, selon le nombre qu'on
/// a amené, autrement on ne peut point lever, mais il faut jouer ce qui ne bat point sur le bord,
/// où votre adversaire faisant quine, ne peut rien lever, à cause que sa quatrième case qui bat
/// juste sur le bord est vide ; ainsi, pour jouer son quine, il faut qu'il mette sur la flèche de
/// la pile, les dames qui sont en sa cinquième case ; si cependant il n'avait rien en sa cinquième
/// case, il lèverait les dames qui seraient en sa troisième ou seconde case ». Here 001 counts
/// from the pile (N1): the quatrième case is N5, the cinquième N6. By quines with N5 empty the
/// dames of N6 go to N1; with N6 empty as well, the farthest dames go off, N4's then N3's (000
/// SORTIE: nombres défaillants, then excédants).
#[test]
fn lever_par_quine() {
    assert_plays(&levee("N6:2,N4:2,N3:2,N2:2,N1:2", "5-5"), &["N6-N1 N6-N1"]);
    assert_plays(&levee("N4,N3:2,N2:2,N1:2", "5-5"), &["N4-off N3-off"]);
}

/// 001: « ainsi, les cases de quine, carme et terne étant vides, on lève pour un sonnez, les
/// dames qui sont sur la deuxième case ; si cette case est encore vide, on lève celles qui sont
/// sur la première ». The cases are named here by the number that bears off from them (N5 for
/// quine, N3 for terne), so the deuxième is N2 and the première N1.
#[test]
fn lever_par_sonnez() {
    assert_plays(&levee("N2:2,N1:3", "6-6"), &["N2-off N2-off"]);
    assert_plays(&levee("N1:3", "6-6"), &["N1-off N1-off"]);
}

// ----------------------------------------------- Règles pour connaître combien il y a de coups

/// 001: « quand on voit qu'il n'y a qu'un coup pour soi, on conclut nécessairement qu'il y en a
/// trente-cinq contre. S'il y en a vingt pour soi, on sait en même temps qu'il y en a seize
/// contre. » A black dame découverte twelve steps from White's only dame is beaten by sonnez
/// alone: one coup for White, 35 against. A black dame découverte six steps from it is beaten by
/// 16 coups (001's seconde règle): for Black, 20 for and 16 against.
#[test]
fn coups_pour_et_contre() {
    let douze = chances(&pos("B1:14,B2/N1:14,N11 w")).unwrap();
    let d = douze
        .dames
        .iter()
        .find(|d| d.at.name() == "N11")
        .expect("N11 is beaten");
    assert_eq!(d.vrai_coups().count(), 1);
    assert_eq!(CoupSet::ALL.without(d.vrai_coups()).count(), 35);

    let six = chances(&pos("B1:14,N11/N1:14,N5 w")).unwrap();
    let d = six
        .dames
        .iter()
        .find(|d| d.at.name() == "N5")
        .expect("N5 is beaten");
    assert_eq!(d.vrai_coups().count(), 16);
    assert_eq!(CoupSet::ALL.without(d.vrai_coups()).count(), 20);
}
