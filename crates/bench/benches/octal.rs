//! The octal-game engine's inner loops: `cargo bench -p bench --bench octal`.
//!
//! - `octal/plain/{0.007,0.77}/N`: the plain split loop (every pair `a + b = n - k`), with the
//!   throughput line giving pairs per second (`N²/4` pairs per split digit).
//! - `octal/auto/{0.77,0.137,0.16,0.007}/N`: what `grundy_values` picks (periodic tail for
//!   Kayles and Dawson's Kayles, rare/common for 0.16, plain for Treblecross).
//!
//! ogsolve, the reference, is a separate program: `scripts/bench-ogsolve.sh` times both at
//! n = 10^6 and prints the ratios.

use criterion::{black_box, criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use shared::game::OctalGame;

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

criterion_group!(benches, plain, auto);
criterion_main!(benches);
