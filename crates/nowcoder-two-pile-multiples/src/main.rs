use nowcoder_two_pile_multiples::{TwoPileTable, MAX_PILE};
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { t: usize, cases: [(usize, usize); t] }
    let largest = cases.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
    if largest > MAX_PILE {
        eprintln!("error: pile {largest} is above the limit {MAX_PILE}");
        std::process::exit(1);
    }
    let table = TwoPileTable::new(largest);
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (n, m) in cases {
        let winner = if table.first_player_wins(n, m) {
            "Alice"
        } else {
            "Bob"
        };
        writeln!(out, "{winner}").unwrap();
    }
}
