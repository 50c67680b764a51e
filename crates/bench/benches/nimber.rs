//! `shared::nimber`: 10^6 nim products of pseudo-random `u64` pairs (Library Checker's
//! nim_product_64 at its largest, without the input and output: `scripts/bench-nimber.sh`
//! times the whole programs against C++), 10^6 products below 2^14 (HDU 3404's coordinates),
//! and 10^4 inverses and square roots; the tables' build.
//! `cargo bench -p bench --bench nimber`

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use shared::nimber::Nimbers;
use std::hint::black_box;

fn pairs(count: usize, bits: u32, seed: u64) -> Vec<(u64, u64)> {
    let mut rng = fastrand::Rng::with_seed(seed);
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1 << bits) - 1
    };
    (0..count)
        .map(|_| (rng.u64(..) & mask, rng.u64(..) & mask))
        .collect()
}

fn products(c: &mut Criterion) {
    let nim = Nimbers::new();
    let mut group = c.benchmark_group("nimber");
    group.sample_size(10);
    for (name, bits) in [("mul_10^6_random_u64", 64), ("mul_10^6_below_2^14", 14)] {
        let pairs = pairs(1_000_000, bits, 7);
        group.throughput(Throughput::Elements(pairs.len() as u64));
        group.bench_function(name, |bench| {
            bench.iter(|| {
                pairs
                    .iter()
                    .fold(0, |x, &(a, b)| x ^ nim.mul(black_box(a), black_box(b)))
            })
        });
    }
    let values: Vec<u64> = pairs(10_000, 64, 8).iter().map(|p| p.0 | 1).collect();
    group.throughput(Throughput::Elements(values.len() as u64));
    group.bench_function("inv_10^4_random_u64", |bench| {
        bench.iter(|| {
            values
                .iter()
                .fold(0, |x, &a| x ^ nim.inv(black_box(a)).unwrap())
        })
    });
    group.bench_function("sqrt_10^4_random_u64", |bench| {
        bench.iter(|| values.iter().fold(0, |x, &a| x ^ nim.sqrt(black_box(a))))
    });
    group.throughput(Throughput::Elements(1));
    group.bench_function("new", |bench| bench.iter(Nimbers::new));
    group.finish();
}

criterion_group!(benches, products);
criterion_main!(benches);
