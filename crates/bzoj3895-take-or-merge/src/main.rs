use bzoj3895_take_or_merge::first_player_wins;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize, cases: [[u32]; t] }
    if cases.iter().flatten().any(|&a| a == 0) {
        eprintln!("error: a heap of 0 stones (every heap must hold at least one)");
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for heaps in &cases {
        let answer = if first_player_wins(heaps) {
            "YES"
        } else {
            "NO"
        };
        writeln!(out, "{answer}").unwrap();
    }
}
