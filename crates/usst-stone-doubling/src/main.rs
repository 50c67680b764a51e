use proconio::input;
use proconio::source::once::OnceSource;
use proconio::source::Source;
use std::io::{BufWriter, Read, Write};
use usst_stone_doubling::{alice_wins, is_single_case};

fn main() {
    // The layout is told apart by the whole input (see the crate doc), so read it all first.
    let mut text = String::new();
    if let Err(e) = std::io::stdin().read_to_string(&mut text) {
        eprintln!("error: cannot read standard input: {e}");
        std::process::exit(1);
    }
    let mut source = OnceSource::from(text.as_str());
    let cases: Vec<(u64, u64)> = if is_single_case(&text) {
        input! { from &mut source, n: u64, k: u64 }
        vec![(n, k)]
    } else {
        input! { from &mut source, t: usize }
        if t == 0 {
            eprintln!("error: the number of cases T must be at least 1");
            std::process::exit(1);
        }
        input! { from &mut source, cases: [(u64, u64); t] }
        cases
    };
    if !source.is_empty() {
        eprintln!("error: unexpected input after the last case");
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    for (n, k) in cases {
        let winner = if alice_wins(n, k) { "Alice" } else { "Bob" };
        writeln!(out, "{winner}").unwrap();
    }
}
