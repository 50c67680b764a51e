//! The prime sieve and the primality test side by side with the best crates:
//! `cargo bench -p bench --bench primes` (or `just bench`).
//!
//! - `sieve_prime_pi_vs_primal_prime_pi/{shared,primal}/10^k`: π(10^k) for k = 7, 8, 9 by
//!   `shared::sieve::sieve_prime_pi` and `primal::StreamingSieve::prime_pi`.
//! - `list_primes_to_10^9_vs_count_and_primal/{shared_for_each_prime,shared_sieve_prime_pi,
//!   primal_primes_all,primal_sieve_primes_from}`: visiting (summing) every prime below 10^9,
//!   against our own count and primal's two iterators (`Primes::all()`, streaming, and
//!   `Sieve::new(n).primes_from(0)`, sieve then iterate).
//! - `for_each_prime_window_of_10^7_at_10^12_vs_at_0/{at_0,at_10^12}`: a window of 10^7
//!   numbers, at 0 and at 10^12 (sieved from the window's start, not from 0).
//! - `integer_roots_of_random_u64/{isqrt,icbrt}`: `shared::num` on 10 000 numbers.
//! - `is_prime/{random_u64,random_u32,primes_near_2^64,primes_near_2^32}/{shared,machine_prime,
//!   primal_check,num_prime}`: one pass over a fixed set of inputs; the throughput line gives
//!   the time per number.
//!
//! primesieve and primecount, the C++ references for counting, are not crates:
//! `just bench-primesieve` and `just bench-primecount` time them against ours.

use criterion::{
    black_box, criterion_group, criterion_main, BenchmarkId, Criterion, SamplingMode, Throughput,
};

fn prime_counting(c: &mut Criterion) {
    let mut group = c.benchmark_group("sieve_prime_pi_vs_primal_prime_pi");
    group.sample_size(10);
    // One run per sample: a run of 10^9 takes a large part of a second.
    group.sampling_mode(SamplingMode::Flat);
    for k in 7..=9u32 {
        let n = 10u64.pow(k);
        let label = format!("10^{k}");
        group.bench_with_input(BenchmarkId::new("shared", &label), &n, |b, &n| {
            b.iter(|| shared::sieve::sieve_prime_pi(black_box(n)))
        });
        group.bench_with_input(BenchmarkId::new("primal", &label), &n, |b, &n| {
            b.iter(|| primal::StreamingSieve::prime_pi(black_box(n as usize)))
        });
    }
    group.finish();
}

/// Visiting every prime below 10^9 (summing them, so that nothing is optimised away) against
/// the sieve's own count and primal's two ways of listing.
fn prime_listing(c: &mut Criterion) {
    let n = 1_000_000_000u64;
    let mut group = c.benchmark_group("list_primes_to_10^9_vs_count_and_primal");
    group.sample_size(10);
    group.sampling_mode(SamplingMode::Flat);
    group.bench_function("shared_for_each_prime", |b| {
        b.iter(|| {
            let mut sum = 0u64;
            shared::sieve::for_each_prime(0, black_box(n), |p| sum = sum.wrapping_add(p));
            sum
        })
    });
    group.bench_function("shared_sieve_prime_pi", |b| {
        b.iter(|| shared::sieve::sieve_prime_pi(black_box(n)))
    });
    group.bench_function("primal_primes_all", |b| {
        b.iter(|| {
            let limit = black_box(n) as usize;
            primal::Primes::all()
                .take_while(|&p| p <= limit)
                .fold(0u64, |sum, p| sum.wrapping_add(p as u64))
        })
    });
    group.bench_function("primal_sieve_primes_from", |b| {
        b.iter(|| {
            let limit = black_box(n) as usize;
            primal::Sieve::new(limit)
                .primes_from(0)
                .take_while(|&p| p <= limit)
                .fold(0u64, |sum, p| sum.wrapping_add(p as u64))
        })
    });
    group.finish();
}

/// A window of 10^7 numbers at 10^12 against the same window at 0: sieving from the window's
/// start, the far one costs only the extra sieving primes (up to 10^6).
fn prime_window(c: &mut Criterion) {
    let mut group = c.benchmark_group("for_each_prime_window_of_10^7_at_10^12_vs_at_0");
    group.sample_size(10);
    for (label, lo) in [("at_0", 0u64), ("at_10^12", 1_000_000_000_000)] {
        group.bench_function(label, |b| {
            b.iter(|| {
                let mut sum = 0u64;
                let lo = black_box(lo);
                shared::sieve::for_each_prime(lo, lo + 10_000_000, |p| sum = sum.wrapping_add(p));
                sum
            })
        });
    }
    group.finish();
}

/// xorshift64*: the same inputs on every run.
fn pseudorandom(count: usize) -> Vec<u64> {
    let mut x = 0x9E37_79B9_7F4A_7C15u64;
    (0..count)
        .map(|_| {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            x.wrapping_mul(0x2545_F491_4F6C_DD1D)
        })
        .collect()
}

/// The `count` largest primes below `limit`.
fn primes_below(limit: u64, count: usize) -> Vec<u64> {
    (0..limit)
        .rev()
        .filter(|&n| shared::primality::is_prime(n))
        .take(count)
        .collect()
}

fn primality(c: &mut Criterion) {
    let random = pseudorandom(10_000);
    let inputs = [
        ("random_u64", random.clone()),
        ("random_u32", random.iter().map(|&x| x >> 32).collect()),
        ("primes_near_2^64", primes_below(u64::MAX, 1000)),
        ("primes_near_2^32", primes_below(1 << 32, 1000)),
    ];
    type Test = fn(u64) -> bool;
    let tests: [(&str, Test); 4] = [
        ("shared", shared::primality::is_prime),
        ("machine_prime", |n| machine_prime::is_prime(n)), // an `extern "C"` fn
        ("primal_check", primal_check::miller_rabin),
        ("num_prime", num_prime::nt_funcs::is_prime64),
    ];
    for (name, numbers) in &inputs {
        let mut group = c.benchmark_group(format!("is_prime/{name}"));
        group.throughput(Throughput::Elements(numbers.len() as u64));
        let expected = numbers
            .iter()
            .filter(|&&n| machine_prime::is_prime(n))
            .count();
        for (test_name, test) in tests {
            // Every contestant must agree before it is timed.
            assert_eq!(numbers.iter().filter(|&&n| test(n)).count(), expected);
            group.bench_function(test_name, |b| {
                b.iter(|| numbers.iter().filter(|&&n| test(black_box(n))).count())
            });
        }
        group.finish();
    }
}

/// The integer roots on 10 000 pseudo-random `u64`s of every size.
fn roots(c: &mut Criterion) {
    let numbers: Vec<u64> = pseudorandom(10_000)
        .into_iter()
        .map(|r| r >> (r % 64))
        .collect();
    let mut group = c.benchmark_group("integer_roots_of_random_u64");
    group.throughput(Throughput::Elements(numbers.len() as u64));
    group.bench_function("isqrt", |b| {
        b.iter(|| {
            numbers
                .iter()
                .map(|&n| shared::num::isqrt(black_box(n)))
                .sum::<u64>()
        })
    });
    group.bench_function("icbrt", |b| {
        b.iter(|| {
            numbers
                .iter()
                .map(|&n| shared::num::icbrt(black_box(n)))
                .sum::<u64>()
        })
    });
    group.finish();
}

criterion_group!(
    benches,
    prime_counting,
    prime_listing,
    prime_window,
    roots,
    primality
);
criterion_main!(benches);
