//! Prints a worst-case input: 10^5 queries, the first at (5000, 5000) so the whole table is built.
//! `cargo run --release -p nowcoder-two-pile-multiples --example two_pile_worst_case > /tmp/two-pile.in`

use std::io::{BufWriter, Write};

fn main() {
    let queries = 100_000u64;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{queries}").unwrap();
    writeln!(out, "5000 5000").unwrap();
    let mut rng = fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1Du64);
    for _ in 1..queries {
        let state = rng.u64(..);
        writeln!(out, "{} {}", state % 5001, (state >> 32) % 5001).unwrap();
    }
}
