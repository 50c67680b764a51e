//! Prints a worst-case input: 4000 test cases (HDU 4111's limit, 40 times BZOJ's) of 50 heaps,
//! sizes 1..=1000 from a fixed xorshift, a quarter of the heaps single stones.
//! `cargo run --release -p bzoj3895-take-or-merge --example bzoj3895_worst_case > /tmp/bzoj3895.in`

use std::io::{BufWriter, Write};

fn main() {
    let mut rng = fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut next = move || rng.u64(..);
    let cases = 4000;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{cases}").unwrap();
    for _ in 0..cases {
        let heaps: Vec<String> = (0..50)
            .map(|_| match next() % 4 {
                0 => 1,
                _ => 1 + next() % 1000,
            })
            .map(|a| a.to_string())
            .collect();
        writeln!(out, "50\n{}", heaps.join(" ")).unwrap();
    }
}
