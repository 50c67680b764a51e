use p2953_cow_digit_game::{CowDigitGame, MAX_START};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { g: usize, starts: [usize; g] }
    if let Some(&bad) = starts.iter().find(|&&n| n > MAX_START) {
        eprintln!("error: start {bad} is above the limit {MAX_START}");
        std::process::exit(1);
    }
    let game = CowDigitGame::new(starts.iter().copied().max().unwrap_or(0));
    let mut out = BufWriter::new(std::io::stdout().lock());
    for n in starts {
        let answer = if game.first_player_wins(n) {
            "YES"
        } else {
            "NO"
        };
        writeln!(out, "{answer}").unwrap();
    }
}
