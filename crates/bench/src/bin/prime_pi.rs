//! Prints π(n) and the best wall time of a few runs, for `scripts/bench-primesieve.sh` and
//! `scripts/bench-primecount.sh`:
//! `cargo run --release -p bench --bin prime_pi -- [--sieve] 1e10 [RUNS]`.
//! By default `shared::prime_count::prime_pi` (the fastest method for n); with `--sieve`,
//! `shared::sieve::sieve_prime_pi`.

use shared::prime_count::prime_pi;
use shared::sieve::sieve_prime_pi;
use std::time::Instant;

/// A count written as digits or as `XeY` (`1e9`, `2.5e9`).
fn parse_count(text: &str) -> Option<u64> {
    if let Ok(n) = text.parse() {
        return Some(n);
    }
    let (mantissa, exponent) = text.split_once(['e', 'E'])?;
    let value = mantissa.parse::<f64>().ok()? * 10f64.powi(exponent.parse().ok()?);
    ((0.0..1.8e19).contains(&value) && value.fract() == 0.0).then_some(value as u64)
}

fn main() {
    let mut args: Vec<String> = std::env::args().skip(1).collect();
    let sieve = args.first().is_some_and(|a| a == "--sieve");
    if sieve {
        args.remove(0);
    }
    let count_primes = if sieve { sieve_prime_pi } else { prime_pi };
    let (n, runs) = match (args.first().and_then(|a| parse_count(a)), args.get(1)) {
        (Some(n), None) => (n, 1),
        (Some(n), Some(runs)) => match runs.parse::<u32>() {
            Ok(runs) if runs > 0 => (n, runs),
            _ => usage(),
        },
        _ => usage(),
    };
    let mut best = f64::INFINITY;
    let mut count = 0;
    for _ in 0..runs {
        let start = Instant::now();
        count = count_primes(n);
        best = best.min(start.elapsed().as_secs_f64());
    }
    // A reader that stops early (`| head -1`) ends the program quietly, not with a panic.
    let report = format!("pi({n}) = {count}\nSeconds: {best:.3}\n");
    if std::io::Write::write_all(&mut std::io::stdout(), report.as_bytes()).is_err() {
        std::process::exit(1);
    }
}

fn usage() -> ! {
    eprintln!("usage: prime_pi [--sieve] N [RUNS]   (N as digits or like 1e10)");
    std::process::exit(2);
}
