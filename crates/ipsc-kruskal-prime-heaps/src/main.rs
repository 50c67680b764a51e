use ipsc_kruskal_prime_heaps::{monkey_wins, MIN_HEAP};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    // Tokens, not lines: every test case is preceded by a blank line.
    input! { t: usize }
    let mut cases: Vec<(u64, Vec<u64>)> = Vec::with_capacity(t);
    for _ in 0..t {
        input! { n: usize, k: u64, heaps: [u64; n] }
        cases.push((k, heaps));
    }
    for (i, (k, heaps)) in cases.iter().enumerate() {
        if *k == 0 {
            eprintln!("error: test {}: K must be at least 1", i + 1);
            std::process::exit(1);
        }
        if let Some(&bad) = heaps.iter().find(|&&h| h < MIN_HEAP) {
            eprintln!(
                "error: test {}: heap {bad} has fewer than {MIN_HEAP} matches",
                i + 1
            );
            std::process::exit(1);
        }
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (k, heaps) in cases {
        let verdict = if monkey_wins(k, &heaps) { "YES" } else { "NO" };
        writeln!(out, "{verdict}").unwrap();
    }
}
