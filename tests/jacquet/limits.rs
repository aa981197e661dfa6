//! The longest partie of Jacquet the engine plays (docs/limits.md): one to `MAX_TARGET` points
//! writes a record every reader takes back; one point more is refused before it is played.

use tablier::jacquet::{random_partie, JacquetOptions, Partie, MAX_TARGET};
use tablier::notation::MAX_INPUT;
use tablier::record::RecordJson;

// Issue 26: a partie to 1,000 points wrote a record over the 1 MiB a reader takes. The largest
// accepted partie writes one well under it, and reads back to the same scores.
#[test]
fn the_longest_partie_writes_a_record_that_reads_back() {
    let mut largest = (0, 0, 0);
    for seed in 0..3u64 {
        let (p, manches) = random_partie(seed, JacquetOptions::default(), MAX_TARGET).unwrap();
        let text = p.to_record().to_json();
        let back = Partie::from_record(&RecordJson::parse(&text).unwrap()).unwrap();
        assert_eq!(back.winner(), p.winner());
        assert_eq!(back.results(), p.results());
        let most = manches.iter().map(|m| m.turns.len()).max().unwrap_or(0);
        if text.len() > largest.0 {
            largest = (text.len(), manches.len(), most);
        }
        // At the worst a partie to t points is 2t − 1 manches of one point: the record of these
        // manches, stretched to that many, still fits.
        let per_manche = text.len() / manches.len();
        assert!(
            per_manche * (2 * MAX_TARGET as usize - 1) < MAX_INPUT / 2,
            "{per_manche} bytes a manche"
        );
    }
    println!(
        "largest record to {MAX_TARGET} points: {} bytes ({} manches, the longest {} rolls), limit {MAX_INPUT}",
        largest.0, largest.1, largest.2
    );
    assert!(largest.0 < MAX_INPUT / 2);
}

#[test]
fn a_partie_above_the_limit_is_refused() {
    let e = Partie::new(JacquetOptions::default(), MAX_TARGET + 1).unwrap_err();
    assert_eq!(e.code(), "over-limit");
    assert!(e.to_string().contains(&MAX_TARGET.to_string()), "{e}");
    let e = Partie::new(JacquetOptions::default(), 1000).unwrap_err();
    assert_eq!(e.code(), "over-limit");
    assert!(Partie::new(JacquetOptions::default(), MAX_TARGET).is_ok());
}
