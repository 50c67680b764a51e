//! Prints a worst-case input for ARC137 C: N = 3·10^5 strictly increasing values spread up to
//! 10^9 (the longest input to read), with the top two adjacent so the parity branch decides.
//!
//! `cargo run --release -p arc137c-distinct-numbers --example arc137c_worst_case > /tmp/arc137c-distinct-numbers.in`

use std::io::{BufWriter, Write};

fn main() {
    const N: u64 = 300_000;
    const MAX: u64 = 1_000_000_000;
    let step = MAX / N; // 3333: the N - 1 lower values stay below MAX - 1
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{N}").unwrap();
    let lower = (0..N - 1).map(|i| MAX - 1 - (N - 2 - i) * step);
    let values: Vec<String> = lower.chain([MAX]).map(|v| v.to_string()).collect();
    writeln!(out, "{}", values.join(" ")).unwrap();
}
