use p4018_prime_power_stones::first_player_wins;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize, piles: [u64; t] }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for n in piles {
        let verdict = if first_player_wins(n) {
            "October wins!"
        } else {
            "Roy wins!"
        };
        writeln!(out, "{verdict}").unwrap();
    }
}
