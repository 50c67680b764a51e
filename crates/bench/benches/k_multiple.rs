//! The judge's worst case, 20 piles near 10^8 with k = 10^5: the moving-pointer solver against
//! the straightforward binary-search solution with 10^7-entry arrays.
//! `cargo bench -p bench --bench k_multiple`

use criterion::{criterion_group, criterion_main, Criterion};
use gmoj3033_k_multiple_nim::{baseline, KMultipleNim, MAX_K, MAX_N};
use std::hint::black_box;

fn worst_cases() -> Vec<(u64, u64)> {
    (0..20).map(|i| (MAX_N - 7 * i, MAX_K)).collect()
}

fn twenty_worst_cases(c: &mut Criterion) {
    let cases = worst_cases();
    let mut group = c.benchmark_group("gmoj3033 20 cases n=1e8 k=1e5");
    group.sample_size(10);
    group.bench_function("moving pointer", |bench| {
        bench.iter(|| {
            let mut solver = KMultipleNim::new();
            for &(n, k) in &cases {
                black_box(solver.minimal_winning_move(black_box(n), black_box(k)));
            }
        })
    });
    // Allocated once, like the global arrays of the C original.
    let mut a = vec![0u64; 10_000_000];
    let mut b = vec![0u64; 10_000_000];
    group.bench_function("binary search, 10^7 arrays", |bench| {
        bench.iter(|| {
            for &(n, k) in &cases {
                black_box(baseline::minimal_winning_move(
                    black_box(n),
                    black_box(k),
                    &mut a,
                    &mut b,
                ));
            }
        })
    });
    group.finish();
}

criterion_group!(benches, twenty_worst_cases);
criterion_main!(benches);
