//! Benchmark of play generation. To be written.
fn main() {}
