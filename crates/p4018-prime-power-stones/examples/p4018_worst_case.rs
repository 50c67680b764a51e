//! Worst-case input for P4018: 10^5 queries, piles spread up to the limit 5·10^7.
//!
//! `cargo run --release -p p4018-prime-power-stones --example p4018_worst_case > /tmp/p4018.in`

use p4018_prime_power_stones::MAX_STONES;
use std::io::{BufWriter, Write};

fn main() {
    let queries = 100_000;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{queries}").unwrap();
    let mut rng = fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    for _ in 0..queries {
        let state = rng.u64(..);
        // Mostly 8-digit piles, so the input is as long as the judge's can be.
        writeln!(out, "{}", MAX_STONES - state % 10_000_000).unwrap();
    }
}
