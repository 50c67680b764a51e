//! Prints π(n) and the best wall time of a few runs, for `scripts/bench-primesieve.sh` and
//! `scripts/bench-primecount.sh`:
//! `cargo run --release -p bench --bin prime_pi -- [--sieve] [--threads T] [--phases] 1e10 [RUNS]`.
//! By default `shared::prime_count::prime_pi` (the fastest method for n); with `--sieve`,
//! `shared::sieve::sieve_prime_pi`. `--threads T` runs them on T threads
//! (`shared::parallel_prime_count::prime_pi_threads`,
//! `shared::parallel_sieve::sieve_prime_pi_threads`), `--threads 0` on all the machine offers;
//! without it, one thread (the one-thread functions themselves). `--phases` (not with
//! `--sieve`) runs `shared::parallel_prime_count::prime_pi_threads_timed` instead, the same
//! count on T threads (one without `--threads`) with a timer on each of its parts.
//!
//! Prints `pi(N) = COUNT`, `Seconds: S` and `Threads: T`; with `--phases`, then for the best run
//! one line per part, `Phase NAME: S s, P %` (the seconds the threads spent in it, summed, and
//! their share of threads x wall time), and `Phase waiting or starting: S s, P %` for the rest.
//! Bad arguments: one `error: ...` line on stderr, exit status 1.

use shared::parallel_prime_count::{prime_pi_threads, prime_pi_threads_timed, PhaseTimes};
use shared::parallel_sieve::sieve_prime_pi_threads;
use shared::prime_count::prime_pi;
use shared::sieve::sieve_prime_pi;
use shared::threads::Threads;
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

/// What to run, from the arguments.
struct Run {
    sieve: bool,
    phases: bool,
    /// `None`: the one-thread functions.
    threads: Option<Threads>,
    n: u64,
    runs: u32,
}

fn parse_args(args: &[String]) -> Result<Run, String> {
    let mut args = args.iter();
    let (mut sieve, mut threads, mut phases) = (false, None, false);
    let mut positional = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--sieve" => sieve = true,
            "--phases" => phases = true,
            "--threads" => {
                let value = args
                    .next()
                    .ok_or("--threads needs a count, found nothing")?;
                let count: usize = value.parse().map_err(|_| {
                    format!("--threads takes a count (0 for all cores), found {value:?}")
                })?;
                threads = Some(Threads::new(count));
            }
            _ => positional.push(arg),
        }
    }
    let n = match positional.first() {
        Some(text) => parse_count(text)
            .ok_or_else(|| format!("N must be digits or like 1e10, found {text:?}"))?,
        None => return Err("expected N (digits or like 1e10), found nothing".into()),
    };
    let runs = match positional.get(1) {
        None => 1,
        Some(text) => match text.parse::<u32>() {
            Ok(runs) if runs > 0 => runs,
            _ => return Err(format!("RUNS must be a positive count, found {text:?}")),
        },
    };
    if let Some(extra) = positional.get(2) {
        return Err(format!("expected at most N and RUNS, found also {extra:?}"));
    }
    if sieve && phases {
        return Err("--phases times prime_pi's parts, found it with --sieve".into());
    }
    Ok(Run {
        sieve,
        phases,
        threads,
        n,
        runs,
    })
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let run = match parse_args(&args) {
        Ok(run) => run,
        Err(message) => {
            eprintln!(
                "error: {message} (usage: prime_pi [--sieve] [--threads T] [--phases] N [RUNS])"
            );
            std::process::exit(1);
        }
    };
    let count_primes = |n: u64| match (run.sieve, run.threads) {
        (true, None) => sieve_prime_pi(n),
        (false, None) => prime_pi(n),
        (true, Some(threads)) => sieve_prime_pi_threads(n, threads),
        (false, Some(threads)) => prime_pi_threads(n, threads),
    };
    let mut best = f64::INFINITY;
    let mut count = 0;
    let mut best_phases: Option<PhaseTimes> = None;
    for _ in 0..run.runs {
        let start = Instant::now();
        if run.phases {
            let (pi, phases) = prime_pi_threads_timed(run.n, run.threads.unwrap_or(Threads::ONE));
            count = pi;
            if best_phases.as_ref().map_or(true, |b| phases.wall < b.wall) {
                best_phases = Some(phases);
            }
        } else {
            count = count_primes(run.n);
        }
        best = best.min(start.elapsed().as_secs_f64());
    }
    let threads = run.threads.unwrap_or(Threads::ONE).count();
    let mut report = format!(
        "pi({}) = {count}\nSeconds: {best:.3}\nThreads: {threads}\n",
        run.n
    );
    if let Some(phases) = best_phases {
        report += &phase_lines(&phases);
    }
    // A reader that stops early (`| head -1`) ends the program quietly, not with a panic.
    if std::io::Write::write_all(&mut std::io::stdout(), report.as_bytes()).is_err() {
        std::process::exit(1);
    }
}

/// One line per part of the count: its seconds summed over the threads and their share of
/// threads x wall time, then the rest (threads waiting for work or starting).
fn phase_lines(phases: &PhaseTimes) -> String {
    let capacity = phases.wall.as_secs_f64() * phases.threads as f64;
    let share = |seconds: f64| 100.0 * seconds / capacity.max(f64::MIN_POSITIVE);
    let mut lines = String::new();
    let mut busy = 0.0;
    for &(name, time) in &phases.busy {
        let seconds = time.as_secs_f64();
        busy += seconds;
        lines += &format!("Phase {name}: {seconds:.4} s, {:.1} %\n", share(seconds));
    }
    let rest = (capacity - busy).max(0.0);
    lines += &format!(
        "Phase waiting or starting: {rest:.4} s, {:.1} %\n",
        share(rest)
    );
    lines
}
