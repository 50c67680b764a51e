use arc137c_distinct_numbers::winner;
use proconio::input;
use std::io::{BufWriter, Write};

fn main() {
    input! { n: usize, values: [u64; n] }
    if n == 0 {
        eprintln!("error: N must be at least 1");
        std::process::exit(1);
    }
    if let Some(w) = values.windows(2).find(|w| w[0] >= w[1]) {
        eprintln!(
            "error: the values must be strictly increasing, got {} then {}",
            w[0], w[1]
        );
        std::process::exit(1);
    }
    let mut out = BufWriter::new(std::io::stdout().lock());
    writeln!(out, "{}", winner(&values)).unwrap();
}
