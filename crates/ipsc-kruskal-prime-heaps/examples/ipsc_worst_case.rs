//! Worst-case input for Kruskal: 67 tests of 200 heaps up to BOJ's bound 5,647,483,922, K = 100,
//! every heap at the top of one of the largest prime gaps near that bound, so that every heap
//! needs a long downward prime search and none ends the test early (no heap prime, every
//! d > K).
//!
//! `cargo run --release -p ipsc-kruskal-prime-heaps --example ipsc_worst_case > /tmp/kruskal.in`

use shared::primality::prev_prime;
use std::io::{BufWriter, Write};

fn main() {
    const TOP: u64 = 5_647_483_922;
    const WINDOW: u64 = 30_000_000;
    const TESTS: usize = 67;
    const HEAPS: usize = 200;
    const K: u64 = 100;
    // (gap, prime above the gap) for every gap in the window.
    let mut gaps: Vec<(u64, u64)> = Vec::new();
    let mut above = prev_prime(TOP + 1).unwrap();
    while above > TOP - WINDOW {
        let below = prev_prime(above).unwrap();
        gaps.push((above - below, above));
        above = below;
    }
    gaps.sort_unstable_by(|a, b| b.cmp(a));
    gaps.truncate(1000);
    let smallest = gaps.last().unwrap().0;
    assert!(smallest > K + 10, "window too small: gap {smallest}");
    eprintln!(
        "largest gap {} at {}; 1000th largest {}",
        gaps[0].0,
        gaps[0].1 - gaps[0].0,
        smallest
    );

    let mut rng = fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let mut next = move || rng.u64(..);
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{TESTS}").unwrap();
    for _ in 0..TESTS {
        writeln!(out, "\n{HEAPS} {K}").unwrap();
        for _ in 0..HEAPS {
            let (gap, above) = gaps[(next() % gaps.len() as u64) as usize];
            // Just below the prime above the gap: d = gap - 1 - offset > K.
            let offset = next() % 10;
            debug_assert!(gap - 1 - offset > K);
            writeln!(out, "{}", above - 1 - offset).unwrap();
        }
    }
}
