//! The octal-game engine's inner loops: `cargo bench -p bench --bench octal`.
//!
//! - `octal/plain/{0.007,0.77}/N`: the plain split loop (every pair `a + b = n - k`), with the
//!   throughput line giving pairs per second (`N²/4` pairs per split digit).
//! - `octal/auto/{0.77,0.137,0.16,0.007}/N`: what `grundy_values` picks (periodic tail for
//!   Kayles and Dawson's Kayles, rare/common for 0.16, plain for Treblecross).
//! - `octal/three_heaps/0.8/10^4`: `0.8` (take one token, leave three heaps), whose values
//!   grow like `n / 3`, by the pair-XOR bitsets `grundy_values` picks.
//! - `octal/three_heaps/0.F/10^6`: `0.F` (`G(n) = n mod 2`) by the rare/common split with
//!   the position's parity (no rare position), and `octal/three_heaps/0.F-bitsets/10^4`, the
//!   same code by the bitsets alone (`grundy_values_with(.., "plain")`), for comparison.
//!
//! After the criterion groups (only under `cargo bench`), `0.8` to 10^4 is timed against the
//! plain triple loop over `a <= b <= c` with a bitset mex (`grundy_table` and its `Mex`,
//! independent of the engine; once, as it takes a minute or more), and against the engine's
//! own plain triple loop (stamps instead of bits, as before the bitsets; alternating rounds);
//! the three tables must be equal, and the times and their ratios are printed side by side.
//!
//! ogsolve, the reference for two-heap codes, is a separate program: `scripts/bench-ogsolve.sh`
//! times both at n = 10^6 and prints the ratios.

use criterion::{black_box, BenchmarkId, Criterion, Throughput};
use shared::game::{grundy_table, OctalGame};
use std::time::Instant;

fn plain(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal/plain");
    group.sample_size(10);
    for (code, splits) in [("0.007", 1u64), ("0.77", 2)] {
        let game = OctalGame::parse(code).unwrap();
        for n in [10_000usize, 30_000] {
            group.throughput(Throughput::Elements(splits * (n as u64).pow(2) / 4));
            group.bench_with_input(BenchmarkId::new(code, n), &n, |b, &n| {
                b.iter(|| game.grundy_values_with(black_box(n), "plain"))
            });
        }
    }
    group.finish();
}

fn auto(c: &mut Criterion) {
    let mut group = c.benchmark_group("octal/auto");
    group.sample_size(10);
    for (code, n) in [
        ("0.77", 100_000usize),
        ("0.137", 100_000),
        ("0.16", 100_000),
        ("0.007", 30_000),
    ] {
        let game = OctalGame::parse(code).unwrap();
        group.bench_with_input(BenchmarkId::new(code, n), &n, |b, &n| {
            b.iter(|| game.grundy_values(black_box(n)))
        });
    }
    group.finish();
}

/// `0.8` to 10^4.
const THREE_HEAPS_LIMIT: usize = 10_000;

fn three_heaps(c: &mut Criterion) {
    let game = OctalGame::parse("0.8").unwrap();
    let mut group = c.benchmark_group("octal/three_heaps/0.8");
    group.sample_size(10);
    group.bench_function("10^4", |b| {
        b.iter(|| game.grundy_values(black_box(THREE_HEAPS_LIMIT)))
    });
    group.finish();
    let game = OctalGame::parse("0.F").unwrap();
    let mut group = c.benchmark_group("octal/three_heaps");
    group.sample_size(10);
    group.bench_function("0.F/10^6", |b| {
        b.iter(|| game.grundy_values(black_box(1_000_000)))
    });
    group.bench_function("0.F-bitsets/10^4", |b| {
        b.iter(|| game.grundy_values_with(black_box(10_000), "plain"))
    });
    group.finish();
}

/// The reference: `0.8`'s table by the plain triple loop, every `a <= b <= c` with
/// `a + b + c = n - 1`, each XOR into `grundy_table`'s bitset mex.
fn plain_triples_with_a_bitset(n_max: usize) -> Vec<u32> {
    grundy_table(n_max, |n, g, out| {
        if n < 4 {
            return;
        }
        let m = n - 1;
        for a in 1..=m / 3 {
            for b in a..=(m - a) / 2 {
                out.insert(g[a] ^ g[b] ^ g[m - a - b]);
            }
        }
    })
}

/// Seconds `f` takes, once.
fn seconds<T>(f: impl FnOnce() -> T) -> (f64, T) {
    let start = Instant::now();
    let value = f();
    (start.elapsed().as_secs_f64(), value)
}

/// `0.8` to 10^4 by the engine and by the engine's own plain triple loop in three alternating
/// rounds, and by the reference once (in the first round, between the two: it takes minutes);
/// the three tables must be equal. Prints the median times and per-round ratios.
fn three_heap_ratios() {
    const ROUNDS: usize = 3;
    let game = OctalGame::parse("0.8").unwrap();
    let n = THREE_HEAPS_LIMIT;
    let engine = || {
        let (t, g) = seconds(|| game.grundy_values(black_box(n)));
        (t, g.iter().map(|&v| u32::from(v)).collect::<Vec<u32>>())
    };
    let stamps = || {
        let (t, g) = seconds(|| game.grundy_values_with(black_box(n), "plain-triples"));
        (t, g.iter().map(|&v| u32::from(v)).collect::<Vec<u32>>())
    };
    let mut rounds: Vec<(f64, f64)> = Vec::new();
    let mut bitset = 0.0;
    for round in 0..ROUNDS {
        let (a, b) = if round % 2 == 0 {
            let (a, ga) = engine();
            if round == 0 {
                let (t, reference) = seconds(|| plain_triples_with_a_bitset(black_box(n)));
                bitset = t;
                assert_eq!(ga, reference, "0.8: the engine and the reference differ");
            }
            let (b, gb) = stamps();
            assert_eq!(ga, gb, "0.8: the engine's two methods differ");
            (a, b)
        } else {
            let (b, gb) = stamps();
            let (a, ga) = engine();
            assert_eq!(ga, gb, "0.8: the engine's two methods differ");
            (a, b)
        };
        rounds.push((a, b));
    }
    let median = |mut v: Vec<f64>| {
        v.sort_by(|x, y| x.partial_cmp(y).unwrap());
        v[v.len() / 2]
    };
    let engine_time = median(rounds.iter().map(|r| r.0).collect());
    let first = rounds[0].0;
    println!(
        "octal/three_heaps/0.8/10^4: grundy_values {engine_time:.3} s (median of {ROUNDS}); the \
         plain triple loop with a bitset mex {bitset:.2} s (one round; ratio {:.4}); the \
         engine's plain triple loop with stamps {:.2} s (median; median per-round ratio {:.3})",
        first / bitset,
        median(rounds.iter().map(|r| r.1).collect()),
        median(rounds.iter().map(|r| r.0 / r.1).collect()),
    );
}

fn main() {
    let mut criterion = Criterion::default().configure_from_args();
    plain(&mut criterion);
    auto(&mut criterion);
    three_heaps(&mut criterion);
    criterion.final_summary();
    // `cargo bench` passes `--bench`; `cargo test --benches` does not, and only smoke-runs.
    if std::env::args().any(|a| a == "--bench") {
        three_heap_ratios();
    }
}
