//! What the two match benches (`match`, the tour; `ecrire`, the partie à écrire) share: their
//! command line (two player names, then `--name value` options) and the 95% interval of a mean.

/// A match's command line, `--bench` (which `cargo bench` adds) set apart.
pub struct Args {
    args: Vec<String>,
    /// Whether run by `cargo bench` (the long defaults) rather than `cargo test` (one seed).
    pub benching: bool,
}

impl Args {
    pub fn read() -> Args {
        Args {
            args: std::env::args()
                .skip(1)
                .filter(|a| a != "--bench")
                .collect(),
            benching: std::env::args().any(|a| a == "--bench"),
        }
    }

    /// The number after the last `name`, if any.
    pub fn opt(&self, name: &str) -> Option<u64> {
        let i = self.args.iter().rposition(|a| a == name)?;
        self.args.get(i + 1)?.parse().ok()
    }

    /// The two players' names, each given or its default.
    pub fn players<'a>(&'a self, a: &'a str, b: &'a str) -> (&'a str, &'a str) {
        let args = &self.args;
        let mut names = args
            .iter()
            .enumerate()
            .filter(|(i, a)| !a.starts_with("--") && (*i == 0 || !args[*i - 1].starts_with("--")))
            .map(|(_, a)| a.as_str());
        (names.next().unwrap_or(a), names.next().unwrap_or(b))
    }
}

/// Mean and half-width of the 95% interval (normal approximation) of `xs`.
pub fn interval(xs: &[f64]) -> (f64, f64) {
    let n = xs.len() as f64;
    if n < 2.0 {
        return (xs.first().copied().unwrap_or(0.0), f64::NAN);
    }
    let mean = xs.iter().sum::<f64>() / n;
    let var = xs.iter().map(|x| (x - mean).powi(2)).sum::<f64>() / (n - 1.0);
    (mean, 1.96 * (var / n).sqrt())
}
