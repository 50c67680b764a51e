//! `shared::factor::factorize` side by side with the factorising crates:
//! `cargo bench -p bench --bench factor` (or `just bench`).
//!
//! `factorize/{random_u64,semiprimes_2^31,semiprimes_2^32}/{shared,machine_factor,num_prime}`:
//! one pass over a fixed set of inputs per iteration (the throughput line gives the time per
//! number): 1 000 pseudo-random `u64`, or 100 products p q of two pseudo-random primes just
//! below 2^31 (or 2^32), the balanced semiprimes that are the hardest case for rho. Every
//! contestant must produce the same factors, in the same order once sorted, before it is timed.
//!
//! On Linux the time measured is the thread's CPU time, not the wall clock: the benchmark
//! machine is shared, and under load the wall clock mostly measures the scheduler (a run at
//! load 12 on 2 cores saw one contestant slowed twice as much as another). Set
//! `FACTOR_BENCH_WALL_CLOCK=1` for wall-clock times.

use criterion::{black_box, criterion_group, criterion_main, Criterion, Throughput};
use shared::primality::next_prime;
use std::time::{Duration, Instant};

/// The CPU time the calling thread has used, from `clock_gettime(CLOCK_THREAD_CPUTIME_ID)`.
#[cfg(target_os = "linux")]
fn thread_cpu_time() -> Option<Duration> {
    #[repr(C)]
    struct Timespec {
        seconds: i64,
        nanoseconds: i64,
    }
    extern "C" {
        fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
    }
    const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
    let mut time = Timespec {
        seconds: 0,
        nanoseconds: 0,
    };
    // SAFETY: clock_gettime writes one timespec (two 64-bit fields on 64-bit Linux) to `time`.
    let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
    (status == 0).then(|| Duration::new(time.seconds as u64, time.nanoseconds as u32))
}

#[cfg(not(target_os = "linux"))]
fn thread_cpu_time() -> Option<Duration> {
    None
}

/// Runs `f` `iters` times and returns the CPU time it took (the wall-clock time when the
/// CPU clock is missing or `FACTOR_BENCH_WALL_CLOCK` is set).
fn timed(iters: u64, mut f: impl FnMut()) -> Duration {
    let cpu = std::env::var_os("FACTOR_BENCH_WALL_CLOCK").is_none();
    let (wall, start) = (Instant::now(), thread_cpu_time().filter(|_| cpu));
    for _ in 0..iters {
        f();
    }
    match (start, thread_cpu_time()) {
        (Some(start), Some(end)) => end - start,
        _ => wall.elapsed(),
    }
}

/// The same pseudo-random numbers on every run.
fn pseudorandom(seed: u64, count: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count).map(|_| rng.u64(..)).collect()
}

/// `count` products of two distinct primes picked at random from [2^bits - 2^(bits - 6),
/// 2^bits).
fn semiprimes(bits: u32, count: usize) -> Vec<u64> {
    let mut rng = fastrand::Rng::with_seed(0x5EED ^ bits as u64);
    let top = 1u64 << bits;
    let mut prime = || loop {
        let p = next_prime(rng.u64(top - (top >> 6)..top)).unwrap();
        if p < top {
            return p;
        }
    };
    (0..count)
        .map(|_| loop {
            let (p, q) = (prime(), prime());
            if p != q {
                return p * q;
            }
        })
        .collect()
}

fn machine_factor(n: u64) -> Vec<u64> {
    let f = machine_factor::factorize(n);
    let mut factors = Vec::new();
    for i in 0..f.len {
        factors.extend(std::iter::repeat(f.factors[i]).take(f.powers[i] as usize));
    }
    factors.sort_unstable();
    factors
}

fn num_prime(n: u64) -> Vec<u64> {
    let mut factors = Vec::new();
    for (p, e) in num_prime::nt_funcs::factorize64(n) {
        factors.extend(std::iter::repeat(p).take(e));
    }
    factors
}

fn factorisation(c: &mut Criterion) {
    let inputs = [
        ("random_u64", pseudorandom(0x9E37_79B9_7F4A_7C15, 1000)),
        ("semiprimes_2^31", semiprimes(31, 100)),
        ("semiprimes_2^32", semiprimes(32, 100)),
    ];
    for (name, numbers) in &inputs {
        // Every contestant must agree before it is timed.
        for &n in numbers {
            let expected = shared::factor::factorize(n);
            assert_eq!(expected.iter().product::<u64>(), n);
            assert_eq!(machine_factor(n), expected, "machine-factor on {n}");
            assert_eq!(num_prime(n), expected, "num-prime on {n}");
        }
        let mut group = c.benchmark_group(format!("factorize/{name}"));
        group.throughput(Throughput::Elements(numbers.len() as u64));
        group.sample_size(20);
        group.bench_function("shared", |b| {
            b.iter_custom(|iters| {
                timed(iters, || {
                    for &n in numbers {
                        black_box(shared::factor::factorize(black_box(n)));
                    }
                })
            })
        });
        group.bench_function("machine_factor", |b| {
            b.iter_custom(|iters| {
                timed(iters, || {
                    for &n in numbers {
                        black_box(machine_factor::factorize(black_box(n)));
                    }
                })
            })
        });
        group.bench_function("num_prime", |b| {
            b.iter_custom(|iters| {
                timed(iters, || {
                    for &n in numbers {
                        black_box(num_prime::nt_funcs::factorize64(black_box(n)));
                    }
                })
            })
        });
        group.finish();
    }
}

criterion_group!(benches, factorisation);
criterion_main!(benches);
