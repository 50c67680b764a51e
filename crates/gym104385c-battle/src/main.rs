use gym104385c_battle::first_player_wins;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { n: usize, p: u64, piles: [u64; n] }
    if p == 0 {
        eprintln!("error: p must be at least 1");
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    let verdict = if first_player_wins(p, &piles) {
        "GOOD"
    } else {
        "BAD"
    };
    writeln!(out, "{verdict}").unwrap();
}
