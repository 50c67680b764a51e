//! Worst-case input for Battle: 3·10^5 piles of about 10^18 (19 digits each) and an even p near
//! 10^18, so every pile takes the division path.
//!
//! `cargo run --release -p gym104385c-battle --example gym104385c_worst_case > /tmp/battle.in`

use gym104385c_battle::MAX_VALUE;
use std::io::{BufWriter, Write};

fn main() {
    let piles = 300_000;
    let p = MAX_VALUE - 2;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{piles} {p}").unwrap();
    let mut rng = fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let line: Vec<String> = (0..piles)
        .map(|_| {
            let state = rng.u64(..);
            (MAX_VALUE - state % (MAX_VALUE / 10)).to_string()
        })
        .collect();
    writeln!(out, "{}", line.join(" ")).unwrap();
}
