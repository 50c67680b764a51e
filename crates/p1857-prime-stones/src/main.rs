use p1857_prime_stones::{PrimeStones, MAX_STONES};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { n: usize, piles: [usize; n] }
    if let Some(&bad) = piles.iter().find(|&&p| p > MAX_STONES) {
        eprintln!("error: pile {bad} is above the limit {MAX_STONES}");
        std::process::exit(1);
    }
    let solver = PrimeStones::new(piles.iter().copied().max().unwrap_or(0));
    let mut out = BufWriter::new(std::io::stdout().lock());
    for p in piles {
        writeln!(out, "{}", solver.fastest_win(p).map_or(-1, i64::from)).unwrap();
    }
}
