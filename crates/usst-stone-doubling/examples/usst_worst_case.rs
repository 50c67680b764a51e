//! Prints a large input for the USST doubling game: `T` cases (10^6, or the first argument) of
//! 64-bit `n k` near 2^64, half of them built to be Bob's (`n + 1 = (k + 1) >> j`).
//!
//! `cargo run --release -p usst-stone-doubling --example usst_worst_case > /tmp/usst.in`

use std::io::{BufWriter, Write};

fn main() {
    let cases: u64 = std::env::args()
        .nth(1)
        .map_or(1_000_000, |a| a.parse().expect("cases: a number"));
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{cases}").unwrap();
    let mut rng = fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    for i in 0..cases {
        let state = rng.u64(..);
        let k = state | 1 << 63;
        let n = if i % 2 == 0 {
            ((u128::from(k) + 1) >> (1 + i % 63)) as u64 - 1
        } else {
            k - 1 - state % 1_000
        };
        writeln!(out, "{n} {k}").unwrap();
    }
}
