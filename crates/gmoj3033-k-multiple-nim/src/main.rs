use gmoj3033_k_multiple_nim::{KMultipleNim, MAX_K, MAX_N};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize, cases: [(u64, u64); t] }
    if let Some(&(n, k)) = cases
        .iter()
        .find(|&&(n, k)| !(1..=MAX_N).contains(&n) || !(1..=MAX_K).contains(&k))
    {
        eprintln!("error: n = {n}, k = {k} is outside 1 <= n <= {MAX_N}, 1 <= k <= {MAX_K}");
        std::process::exit(1);
    }
    let mut solver = KMultipleNim::new();
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (i, &(n, k)) in cases.iter().enumerate() {
        match solver.minimal_winning_move(n, k) {
            Some(x) => writeln!(out, "Case {}: {x}", i + 1).unwrap(),
            None => writeln!(out, "Case {}: lose", i + 1).unwrap(),
        }
    }
}
