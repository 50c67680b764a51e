use p1290_euclid_game::verdict;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { c: usize, pairs: [(u64, u64); c] }
    if let Some(&(m, n)) = pairs.iter().find(|&&(m, n)| m == 0 || n == 0) {
        eprintln!("error: the pair {m} {n} has a zero; both numbers must be positive");
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (m, n) in pairs {
        writeln!(out, "{}", verdict(m, n)).unwrap();
    }
}
