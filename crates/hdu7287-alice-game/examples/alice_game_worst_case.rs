//! Prints a worst-case input: T = 10^4 cases with k up to 10^7 and n up to 10^9, a few of them
//! on the losing residue. `cargo run --release -p hdu7287-alice-game --example alice_game_worst_case > /tmp/hdu7287.in`

use std::io::{BufWriter, Write};

fn main() {
    let cases = 10_000u64;
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{cases}").unwrap();
    let mut rng = fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15u64);
    for i in 0..cases {
        let state = rng.u64(..);
        let k = 2 + state % (10_000_000 - 1);
        let period = 4 * k + 2;
        let n = if i % 4 == 0 {
            // A losing start: n = k + 1 + period·q, still at most 10^9.
            k + 1 + period * ((state >> 20) % ((1_000_000_000 - k - 1) / period + 1))
        } else {
            1 + (state >> 16) % 1_000_000_000
        };
        writeln!(out, "{k} {n}").unwrap();
    }
}
