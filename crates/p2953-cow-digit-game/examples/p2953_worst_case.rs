//! Prints a worst-case input for P2953: the most games (100, or the first argument), all near the
//! largest start 10^6, so the table is built to its full size.
//!
//! `cargo run --release -p p2953-cow-digit-game --example p2953_worst_case > /tmp/p2953.in`

fn main() {
    let games: usize = std::env::args()
        .nth(1)
        .map_or(100, |a| a.parse().expect("games: a number"));
    println!("{games}");
    for i in 0..games {
        println!("{}", 1_000_000 - i % 1_000_000);
    }
}
