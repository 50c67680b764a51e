use p3150_split_game::pb_wins;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { n: usize, starts: [u64; n] }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for m in starts {
        let answer = if pb_wins(m) { "pb wins" } else { "zs wins" };
        writeln!(out, "{answer}").unwrap();
    }
}
