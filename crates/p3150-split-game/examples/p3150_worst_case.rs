//! Prints a large input for P3150: far more games than the judge's 49 (10^5, or the first
//! argument), with starts up to 10^9 of both parities, to time the I/O.
//!
//! `cargo run --release -p p3150-split-game --example p3150_worst_case > /tmp/p3150.in`

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .map_or(100_000, |a| a.parse().expect("games: a number"));
    println!("{games}");
    for i in 0..games as u64 {
        println!("{}", 1_000_000_000 - i % 1_000_000_000);
    }
}
