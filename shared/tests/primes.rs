//! Primality and prime counting against independent references: a plain sieve written here,
//! a plain Miller–Rabin with `u128 %` (and the machine-prime crate), published values of π(x),
//! and Carmichael numbers built from Korselt's criterion. The `#[ignore]`d tests are the slow ones: `just test-slow` runs
//! them in release mode (a few minutes in all, most of it the exhaustive check below 2^32).

use shared::linear_sieve::LinearSieve;
use shared::parallel_prime_count::prime_pi_threads;
use shared::parallel_sieve::{
    count_primes_threads, for_each_prime_threads, sieve_prime_pi_threads,
};
use shared::primality::is_prime;
use shared::prime_count::{prime_pi as count_primes, COMBINATORIAL_FROM};
use shared::sieve::{for_each_prime, sieve_prime_pi as prime_pi};
use shared::threads::Threads;

/// Miller–Rabin from the definition, with `u128 %`: the first 12 primes as bases are
/// deterministic for every n < 3.3 * 10^24 (Sorenson and Webster, 2015).
fn reference_is_prime(n: u64) -> bool {
    const BASES: [u64; 12] = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37];
    if n < 2 {
        return false;
    }
    if let Some(&p) = BASES.iter().find(|&&p| n % p == 0) {
        return n == p;
    }
    let modulus = n as u128;
    let pow = |base: u64, mut e: u64| {
        let (mut result, mut b) = (1u128, base as u128 % modulus);
        while e > 0 {
            if e & 1 == 1 {
                result = result * b % modulus;
            }
            b = b * b % modulus;
            e >>= 1;
        }
        result
    };
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    BASES.iter().all(|&a| {
        let mut x = pow(a, d);
        if x == 1 || x == modulus - 1 {
            return true;
        }
        (1..s).any(|_| {
            x = x * x % modulus;
            x == modulus - 1
        })
    })
}

/// Seeded pseudo-random u64s, so that a failure reproduces.
fn pseudorandom(seed: u64) -> impl FnMut() -> u64 {
    let mut rng = fastrand::Rng::with_seed(seed);
    move || rng.u64(..)
}

/// The Carmichael numbers up to `limit`, from Korselt's criterion: n is squarefree, composite,
/// and p - 1 divides n - 1 for every prime p dividing n. Every such p is below sqrt(n), and
/// the multiples n of p with p - 1 | n - 1 are those with n = p mod p(p - 1); so for each odd
/// prime p up to sqrt(limit) from the sieve, multiply p into `good[n]` along that progression:
/// n is a Carmichael number exactly when the product of its good primes is n itself.
fn carmichael_numbers(limit: u64) -> Vec<u64> {
    let root = (limit as f64).sqrt() as usize + 1;
    let primes: Vec<u64> = LinearSieve::new(root)
        .primes()
        .iter()
        .map(|&p| p as u64)
        .filter(|&p| p > 2 && p * p <= limit)
        .collect();
    let mut found = Vec::new();
    const SEGMENT: u64 = 1 << 20;
    let mut good = vec![1u64; SEGMENT as usize];
    let mut low = 0;
    while low <= limit {
        let high = (low + SEGMENT - 1).min(limit);
        good.iter_mut().for_each(|g| *g = 1);
        for &p in &primes {
            let step = p * (p - 1);
            // The first n >= max(low, p^2) with n = p mod step.
            let from = low.max(p * p);
            let mut n = from + (p + step - from % step) % step;
            while n <= high {
                good[(n - low) as usize] *= p;
                n += step;
            }
        }
        for n in low.max(3)..=high {
            if good[(n - low) as usize] == n && n % 2 == 1 {
                found.push(n);
            }
        }
        low = high + 1;
    }
    found
}

#[test]
fn carmichael_numbers_below_ten_million_are_composite() {
    let found = carmichael_numbers(10_000_000);
    assert_eq!(&found[..7], [561, 1105, 1729, 2465, 2821, 6601, 8911]);
    assert_eq!(found.len(), 105); // OEIS A055553: 105 below 10^7
    for &n in &found {
        assert!(!is_prime(n), "{n}");
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn carmichael_numbers_below_ten_to_the_nine_are_composite() {
    let found = carmichael_numbers(1_000_000_000);
    assert_eq!(found.len(), 646); // OEIS A055553: 646 below 10^9
    for &n in &found {
        assert!(!is_prime(n), "{n}");
    }
}

#[test]
fn near_the_top_of_u32_and_u64() {
    let p32 = [4_294_967_291u64, 4_294_967_279]; // the two largest primes below 2^32
    let p64 = [u64::MAX - 58, u64::MAX - 82]; // the two largest below 2^64
    for p in p32.into_iter().chain(p64) {
        assert!(is_prime(p), "{p}");
    }
    assert!(!is_prime(u64::MAX));
    assert!(!is_prime(1 << 32));
    assert!(!is_prime(p32[0] * p32[0]));
    assert!(!is_prime(p32[0] * p32[1]));
    for n in ((u64::MAX - 2000)..=u64::MAX).chain((1u64 << 32) - 2000..(1u64 << 32) + 2000) {
        assert_eq!(is_prime(n), reference_is_prime(n), "n={n}");
    }
}

#[test]
fn strong_pseudoprimes_are_composite() {
    // The least strong pseudoprimes to all of the first 1, 2, ..., 9 prime bases, and more
    // strong pseudoprimes to base 2 (the BPSW path's first test) around and above 2^32.
    for n in [
        2047u64,
        1_373_653,
        25_326_001,
        3_215_031_751,
        2_152_302_898_747,
        3_474_749_660_383,
        341_550_071_728_321,
        3_825_123_056_546_413_051,
        4_294_967_297, // 2^32 + 1 = 641 * 6700417
        1_194_649,     // 1093^2, a Wieferich prime squared
        12_327_121,    // 3511^2, the other one
    ] {
        assert!(!is_prime(n), "{n}");
        assert!(!reference_is_prime(n), "{n}");
    }
}

/// n = p (2p - 1) with p and 2p - 1 prime and 2p - 1 = ±1 mod 8 is a base-2 Fermat
/// pseudoprime, often a strong one, and has no small factor: exactly what the Lucas half of
/// BPSW is there to reject. Builds them from 2^32 up and checks each against the reference.
#[test]
fn base_2_strong_pseudoprimes_above_2_32_are_composite() {
    // Twenty strong ones in each band n >= 2^33, 2^34, ..., 2^63.
    for band in 33..=63 {
        let mut p = ((1u128 << (band - 1)) as f64).sqrt() as u64 / 2 * 2 + 1;
        let mut strong = 0;
        while strong < 20 {
            let q = 2 * p - 1;
            if matches!(q % 8, 1 | 7) && reference_is_prime(p) && reference_is_prime(q) {
                let n = p * q;
                if is_strong_probable_prime_to_base_2(n) {
                    strong += 1;
                }
                assert!(!is_prime(n), "{n} = {p} * {q}");
            }
            p += 2;
        }
    }
}

fn is_strong_probable_prime_to_base_2(n: u64) -> bool {
    let modulus = n as u128;
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    let (mut x, mut b, mut e) = (1u128, 2u128, d);
    while e > 0 {
        if e & 1 == 1 {
            x = x * b % modulus;
        }
        b = b * b % modulus;
        e >>= 1;
    }
    x == 1
        || x == modulus - 1
        || (1..s).any(|_| {
            x = x * x % modulus;
            x == modulus - 1
        })
}

#[test]
fn agrees_with_the_reference_on_pseudorandom_numbers_of_every_size() {
    let mut next = pseudorandom(0x9E37_79B9_7F4A_7C15);
    for _ in 0..50_000 {
        let r = next();
        // Every bit length, odd and any, so that both the 32-bit and the 64-bit paths run.
        let n = r >> (r % 64);
        for m in [n, n | 1] {
            assert_eq!(is_prime(m), reference_is_prime(m), "n={m}");
        }
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn agrees_with_the_reference_on_a_million_pseudorandom_u64() {
    let mut next = pseudorandom(0x2545_F491_4F6C_DD1D);
    let mut primes = 0;
    for _ in 0..1_000_000 {
        let n = next();
        let expected = reference_is_prime(n);
        assert_eq!(is_prime(n), expected, "n={n}");
        assert_eq!(machine_prime::is_prime(n), expected, "n={n}");
        primes += expected as u32;
    }
    assert!(primes > 10_000, "{primes}"); // about 1 in 44 numbers near 2^64 is prime
}

/// is_prime(n) for every n < 2^32 against a segmented sieve of Eratosthenes written here, on
/// every core.
#[test]
#[ignore = "slow: run by `just test-slow`"]
fn equals_a_sieve_for_every_n_below_2_32() {
    const LIMIT: u64 = 1 << 32;
    const SEGMENT: u64 = 1 << 24;
    let small: Vec<u64> = LinearSieve::new(1 << 16)
        .primes()
        .iter()
        .map(|&p| p as u64)
        .collect();
    let threads = std::thread::available_parallelism().map_or(2, |t| t.get()) as u64;
    std::thread::scope(|scope| {
        for t in 0..threads {
            let small = &small;
            scope.spawn(move || {
                let mut composite = vec![false; SEGMENT as usize];
                let mut low = t * SEGMENT;
                while low < LIMIT {
                    composite.iter_mut().for_each(|c| *c = false);
                    for &p in small {
                        let mut m = (low.max(p * p) + p - 1) / p * p;
                        while m < low + SEGMENT {
                            composite[(m - low) as usize] = true;
                            m += p;
                        }
                    }
                    for (i, &c) in composite.iter().enumerate() {
                        let n = low + i as u64;
                        assert_eq!(is_prime(n), n >= 2 && !c, "n={n}");
                    }
                    low += threads * SEGMENT;
                }
            });
        }
    });
}

#[test]
fn prime_pi_up_to_ten_to_the_eight() {
    let published = [0u64, 4, 25, 168, 1_229, 9_592, 78_498, 664_579, 5_761_455];
    for (k, &expected) in published.iter().enumerate() {
        assert_eq!(prime_pi(10u64.pow(k as u32)), expected, "pi(10^{k})");
    }
}

/// π(10^k) for k <= 10 and π(2^32), against the published values (OEIS A006880).
#[test]
#[ignore = "slow: run by `just test-slow`"]
fn prime_pi_published_values() {
    let published = [
        0u64,
        4,
        25,
        168,
        1_229,
        9_592,
        78_498,
        664_579,
        5_761_455,
        50_847_534,
        455_052_511,
    ];
    for (k, &expected) in published.iter().enumerate() {
        assert_eq!(prime_pi(10u64.pow(k as u32)), expected, "pi(10^{k})");
    }
    assert_eq!(prime_pi(1 << 32), 203_280_221);
    assert_eq!(prime_pi((1 << 32) - 1), 203_280_221);
    assert_eq!(prime_pi(4_294_967_291), 203_280_221); // the largest prime below 2^32
    assert_eq!(prime_pi(4_294_967_290), 203_280_220);
}

/// The sieve on 2, 3 and 5 threads (whatever the machine has): π(10^9), π(10^10) and π(2^32)
/// against the published values, and the primes of a window at 10^10 (count, sum and order)
/// against the one-thread listing.
#[test]
#[ignore = "slow: run by `just test-slow`"]
fn parallel_sieve_published_values() {
    for threads in [2, 3, 5].map(Threads::new) {
        assert_eq!(sieve_prime_pi_threads(1_000_000_000, threads), 50_847_534);
        assert_eq!(sieve_prime_pi_threads(10_000_000_000, threads), 455_052_511);
        assert_eq!(sieve_prime_pi_threads(1 << 32, threads), 203_280_221);
        let (lo, hi) = (10_000_000_000, 10_300_000_000);
        let mut expected = (0u64, 0u64);
        for_each_prime(lo, hi, |p| expected = (expected.0 + 1, expected.1 + p));
        let (mut got, mut last) = ((0u64, 0u64), 0);
        for_each_prime_threads(lo, hi, threads, |p| {
            assert!(p > last);
            last = p;
            got = (got.0 + 1, got.1 + p);
        });
        assert_eq!(got, expected, "{threads:?}");
        assert_eq!(count_primes_threads(lo, hi, threads), expected.0);
    }
}

/// `for_each_prime(lo, hi)` collected.
fn primes_in(lo: u64, hi: u64) -> Vec<u64> {
    let mut primes = Vec::new();
    for_each_prime(lo, hi, |p| primes.push(p));
    primes
}

#[test]
fn for_each_prime_small_windows_equal_trial_division() {
    let by_division = |n: u64| n >= 2 && (2..).take_while(|d| d * d <= n).all(|d| n % d != 0);
    for lo in 0..=300u64 {
        for hi in lo.saturating_sub(2)..=300 {
            let expected: Vec<u64> = (lo..=hi).filter(|&n| by_division(n)).collect();
            assert_eq!(primes_in(lo, hi), expected, "{lo}..={hi}");
        }
    }
    assert!(primes_in(10, 9).is_empty());
    assert!(primes_in(u64::MAX, 0).is_empty());
}

#[test]
fn for_each_prime_random_windows_equal_a_linear_sieve() {
    const LIMIT: u64 = 10_000_000;
    let s = LinearSieve::new(LIMIT as usize);
    let mut next = pseudorandom(0x5EED_0001);
    let segment = 30 * 32 * 1024 * 8; // numbers per segment of the default layout
    let mut windows = vec![
        (0, LIMIT),
        (1, 2),
        (2, 2),
        (0, 1),
        (segment - 1, segment + 1),
    ];
    for k in 1..LIMIT / segment {
        windows.push((k * segment - 100, k * segment + 100));
    }
    for _ in 0..200 {
        let lo = next() % LIMIT;
        let len = next() % [10, 1000, 100_000, 2_000_000][(next() % 4) as usize];
        windows.push((lo, (lo + len).min(LIMIT)));
    }
    for (lo, hi) in windows {
        let got = primes_in(lo, hi);
        let from = s.primes().partition_point(|&p| (p as u64) < lo);
        let to = s.primes().partition_point(|&p| p as u64 <= hi);
        let expected: Vec<u64> = s.primes()[from..to].iter().map(|&p| p as u64).collect();
        assert_eq!(got, expected, "{lo}..={hi}");
    }
}

/// Windows far from 0, against the Miller–Rabin reference, number by number.
fn check_window(lo: u64, hi: u64) {
    let got = primes_in(lo, hi);
    let expected: Vec<u64> = (lo..=hi).filter(|&n| reference_is_prime(n)).collect();
    assert_eq!(got, expected, "{lo}..={hi}");
}

#[test]
fn for_each_prime_windows_near_ten_to_the_twelve() {
    let mut next = pseudorandom(0x5EED_0002);
    for _ in 0..10 {
        let lo = 1_000_000_000_000 + next() % 1_000_000_000_000;
        check_window(lo, lo + next() % 20_000);
    }
    // A prime squared is crossed off by its own sieving prime.
    let p = 999_983u64;
    check_window(p * p - 1000, p * p + 1000);
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn for_each_prime_windows_near_the_top_of_u64() {
    let mut next = pseudorandom(0x5EED_0003);
    for _ in 0..2 {
        let lo = 1_000_000_000_000_000 + next() % 1_000_000_000_000_000_000;
        check_window(lo, lo + 100_000);
    }
    check_window(u64::MAX - 200_000, u64::MAX);
    let p = 4_294_967_291u64; // the largest prime below 2^32
    check_window(p * p - 50_000, p * p + 50_000);
    let count = |lo: u64, hi: u64| {
        let mut c = 0u64;
        for_each_prime(lo, hi, |_| c += 1);
        c
    };
    assert_eq!(count(0, 1_000_000_000), 50_847_534);
    assert_eq!(count(1_000_000_000, 2_000_000_000), 98_222_287 - 50_847_534);
}

/// π(10^k) (OEIS A006880) and π(2^k) (OEIS A007053; the values also agree with Kim
/// Walisch's primecount 7.6), for the combinatorial count.
const PI_POWERS_OF_TEN: [u64; 17] = [
    0,
    4,
    25,
    168,
    1_229,
    9_592,
    78_498,
    664_579,
    5_761_455,
    50_847_534,
    455_052_511,
    4_118_054_813,
    37_607_912_018,
    346_065_536_839,
    3_204_941_750_802,
    29_844_570_422_669,
    279_238_341_033_925,
];
const PI_POWERS_OF_TWO: [(u32, u64); 11] = [
    (30, 54_400_028),
    (32, 203_280_221),
    (34, 762_939_111),
    (36, 2_874_398_515),
    (38, 10_866_266_172),
    (40, 41_203_088_796),
    (42, 156_661_034_233),
    (43, 305_761_713_237),
    (44, 597_116_381_732),
    (46, 2_280_998_753_949),
    (48, 8_731_188_863_470),
];

#[test]
fn combinatorial_prime_pi_published_values_up_to_ten_to_the_twelve() {
    for (k, &expected) in PI_POWERS_OF_TEN.iter().enumerate().take(13) {
        assert_eq!(count_primes(10u64.pow(k as u32)), expected, "pi(10^{k})");
    }
    for &(k, expected) in PI_POWERS_OF_TWO.iter().filter(|&&(k, _)| k <= 38) {
        assert_eq!(count_primes(1 << k), expected, "pi(2^{k})");
    }
    // Just below a power of ten, and at a prime: π(p) - π(p - 1) = 1.
    assert_eq!(count_primes(999_999_999_999), 37_607_912_018);
    assert_eq!(count_primes(1_000_000_000_039), 37_607_912_019); // the next prime
    assert_eq!(count_primes(1_000_000_000_038), 37_607_912_018);
}

/// `prime_pi_threads` on 2, 3 and 7 threads (whatever the machine has) at the published values
/// up to 10^12 and at 2^40, and at 10^13 to 10^15 on 3 threads (slow).
#[test]
fn parallel_prime_pi_published_values_up_to_ten_to_the_twelve() {
    for threads in [2, 3, 7].map(Threads::new) {
        for (k, &expected) in PI_POWERS_OF_TEN.iter().enumerate().take(13) {
            let n = 10u64.pow(k as u32);
            assert_eq!(prime_pi_threads(n, threads), expected, "pi(10^{k})");
        }
        assert_eq!(prime_pi_threads(1 << 40, threads), PI_POWERS_OF_TWO[5].1);
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn parallel_prime_pi_published_values_from_ten_to_the_thirteen_to_fifteen() {
    for (k, &expected) in PI_POWERS_OF_TEN.iter().enumerate().take(16).skip(13) {
        let n = 10u64.pow(k as u32);
        assert_eq!(prime_pi_threads(n, Threads::new(3)), expected, "pi(10^{k})");
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn combinatorial_prime_pi_published_values_to_ten_to_the_thirteen() {
    assert_eq!(count_primes(10_000_000_000_000), PI_POWERS_OF_TEN[13]);
    for &(k, expected) in PI_POWERS_OF_TWO.iter().filter(|&&(k, _)| k <= 43) {
        assert_eq!(count_primes(1 << k), expected, "pi(2^{k})");
    }
}

/// Beyond 2^63 the count is checked once against primecount by `scripts/bench-primecount.sh
/// 1 large` (minutes to hours on one thread), not here.
#[test]
#[ignore = "slow: run by `just test-slow` (about two minutes)"]
fn combinatorial_prime_pi_published_values_from_ten_to_the_fourteen_to_sixteen() {
    for k in 14..=16 {
        assert_eq!(
            count_primes(10u64.pow(k)),
            PI_POWERS_OF_TEN[k as usize],
            "pi(10^{k})"
        );
    }
    for &(k, expected) in PI_POWERS_OF_TWO.iter().filter(|&&(k, _)| k > 43) {
        assert_eq!(count_primes(1 << k), expected, "pi(2^{k})");
    }
}

/// Both sides of the point where `prime_pi` switches from sieving to counting.
#[test]
fn combinatorial_prime_pi_at_the_method_threshold() {
    let from = COMBINATORIAL_FROM;
    for n in (from - 3..from + 3).chain([from - 1000, from + 1000]) {
        assert_eq!(count_primes(n), prime_pi(n), "n={n}");
    }
}

#[test]
fn combinatorial_prime_pi_equals_the_sieve_on_random_n_below_1_1_billion() {
    let mut next = pseudorandom(0x5EED_0004);
    for _ in 0..3 {
        let n = COMBINATORIAL_FROM + next() % 1_000_000_000;
        assert_eq!(count_primes(n), prime_pi(n), "n={n}");
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn combinatorial_prime_pi_equals_the_sieve_on_random_n_below_ten_to_the_ten() {
    let mut next = pseudorandom(0x5EED_0005);
    for _ in 0..12 {
        let n = COMBINATORIAL_FROM + next() % 9_900_000_000;
        assert_eq!(count_primes(n), prime_pi(n), "n={n}");
    }
}
