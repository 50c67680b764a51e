use hdu7287_alice_game::alice_wins;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize, cases: [(u64, u64); t] }
    if cases.iter().any(|&(k, _)| k == 0) {
        eprintln!("error: k must be at least 1 (a move kills k monsters)");
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (k, n) in cases {
        let winner = if alice_wins(k, n) { "Alice" } else { "Bob" };
        writeln!(out, "{winner}").unwrap();
    }
}
