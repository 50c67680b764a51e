//! `factorize` on the families that are hard for it (balanced semiprimes, prime powers,
//! Carmichael numbers, the top of `u64`), exhaustively against the linear sieve below 10^5, and
//! on pseudo-random numbers, where sorted factors that pass `is_prime` (tested on its own in
//! `primes.rs`) and multiply to n are the one right answer. The criterion bench also checks
//! machine-factor and num-prime agree before it times them. The `#[ignore]`d tests are the slow
//! ones: `just test-slow` runs them in release mode.

use shared::factor::factorize;
use shared::linear_sieve::LinearSieve;
use shared::primality::{is_prime, next_prime, prev_prime};

/// Checks that `factors` is a prime factorisation of n: sorted primes whose product is n.
fn assert_factorisation(n: u64, factors: &[u64]) {
    let product = factors
        .iter()
        .try_fold(1u64, |acc, &p| acc.checked_mul(p))
        .unwrap_or_else(|| panic!("n={n}: the product of {factors:?} overflows"));
    assert_eq!(product, n, "n={n}: {factors:?}");
    assert!(
        factors.windows(2).all(|w| w[0] <= w[1]),
        "n={n}: {factors:?}"
    );
    for &p in factors {
        assert!(is_prime(p), "n={n}: {p} in {factors:?} is not prime");
    }
}

fn check(n: u64) -> Vec<u64> {
    let factors = factorize(n);
    assert_factorisation(n, &factors);
    factors
}

/// Seeded pseudo-random numbers of every bit length (so that the 32-bit path runs too) and
/// full-width ones, half and half.
fn pseudorandom(seed: u64, count: usize) -> impl Iterator<Item = u64> {
    let mut rng = fastrand::Rng::with_seed(seed);
    (0..count).map(move |i| {
        let r = rng.u64(1..);
        if i % 2 == 0 {
            r
        } else {
            (r >> rng.u32(0..64)).max(1)
        }
    })
}

#[test]
#[should_panic(expected = "factorize(0): zero has no prime factorisation")]
fn zero_is_refused() {
    factorize(0);
}

#[test]
fn every_n_up_to_ten_to_the_five_equals_the_sieve() {
    let sieve = LinearSieve::new(100_000);
    assert_eq!(factorize(1), []);
    for n in 2..=100_000u64 {
        let expected: Vec<u64> = sieve
            .factorize(n as usize)
            .into_iter()
            .flat_map(|(p, e)| std::iter::repeat(p as u64).take(e as usize))
            .collect();
        assert_eq!(factorize(n), expected, "n={n}");
    }
}

#[test]
fn the_top_of_u64() {
    assert_eq!(
        check(u64::MAX),
        [3, 5, 17, 257, 641, 65_537, 6_700_417] // 2^64 - 1 = (2^32 - 1)(2^32 + 1)
    );
    assert_eq!(factorize(u64::MAX - 58), [u64::MAX - 58]); // 2^64 - 59, the largest prime
    let mut p = u64::MAX;
    for _ in 0..20 {
        p = prev_prime(p).unwrap();
        assert_eq!(factorize(p), [p]);
    }
    for n in u64::MAX - 1000..=u64::MAX {
        check(n);
    }
}

#[test]
fn powers_of_two_and_of_small_primes() {
    for k in 0..64 {
        assert_eq!(factorize(1 << k), vec![2; k], "2^{k}");
    }
    for p in [3u64, 5, 727, 733, 65_521, 65_537] {
        let mut n = p;
        let mut k = 1;
        while let Some(next) = n.checked_mul(p) {
            assert_eq!(factorize(n), vec![p; k], "{p}^{k}");
            n = next;
            k += 1;
        }
    }
}

/// Squares, cubes and other powers of primes just above the trial-division bound, near 2^16,
/// 2^21 and 2^32: the perfect-square check and rho's repeated factors.
#[test]
fn prime_powers() {
    let primes_near = |bound: u64, count: usize| -> Vec<u64> {
        let mut p = bound;
        (0..count)
            .map(|_| {
                p = prev_prime(p).unwrap();
                p
            })
            .collect()
    };
    for p in primes_near(1 << 32, 100) {
        assert_eq!(factorize(p * p), [p, p]);
    }
    for p in primes_near(1 << 31, 100) {
        assert_eq!(factorize(p * p * 3), [3, p, p]);
    }
    for p in primes_near(1 << 21, 100) {
        assert_eq!(factorize(p * p), [p, p]);
        assert_eq!(factorize(p * p * p), [p, p, p]);
        assert_eq!(factorize(p * p * p * 2), [2, p, p, p]);
    }
    for p in primes_near(1 << 16, 50) {
        assert_eq!(factorize(p.pow(4)), [p; 4]);
        assert_eq!(factorize(p.pow(3) * 65_537), [p, p, p, 65_537]);
    }
    // Six primes just above the trial-division bound, and 733^6.
    assert_eq!(
        factorize(733 * 739 * 743 * 751 * 757 * 761),
        [733, 739, 743, 751, 757, 761]
    );
    assert_eq!(factorize(733u64.pow(6)), [733; 6]);
    assert_eq!(
        factorize(733u64.pow(3) * 739u64.pow(3)),
        [733, 733, 733, 739, 739, 739]
    );
}

/// p q for adjacent primes p < q just below 2^31 and 2^32, for p just above 2^32 and q as
/// large as n < 2^64 allows, for n on both sides of 2^62 - 2^32 and 2^62, and for one prime
/// near 2^32 times one near 2^31 or 2^16.
#[test]
fn balanced_semiprimes() {
    for bound in [1u64 << 31, 1 << 32] {
        let mut q = prev_prime(bound).unwrap();
        for _ in 0..30 {
            let p = prev_prime(q).unwrap();
            assert_eq!(factorize(p * q), [p, q]);
            q = p;
        }
    }
    // p just above 2^32 and q the largest prime with p q < 2^64: n as large as it gets.
    let mut p = 1u64 << 32;
    for _ in 0..10 {
        p = next_prime(p).unwrap();
        let q = prev_prime(u64::MAX / p + 1).unwrap();
        assert!(q < 1 << 32 && p.checked_mul(q).is_some());
        assert_eq!(factorize(p * q), [q, p]);
    }
    // Both sides of 2^62 - 2^32, where rho changes from signed to unsigned residues.
    for bound in [(1u64 << 62) - (1 << 32), 1 << 62] {
        let mut p = 1u64 << 31;
        for _ in 0..10 {
            p = next_prime(p).unwrap();
            for q in [
                prev_prime(bound / p).unwrap(),
                next_prime(bound / p).unwrap(),
            ] {
                assert_eq!(factorize(p * q), [p.min(q), p.max(q)], "{p} * {q}");
            }
        }
    }
    let (p, q, r) = (4_294_967_291u64, 2_147_483_647u64, 65_521u64);
    assert_eq!(factorize(p * q), [q, p]);
    assert_eq!(factorize(p * r), [r, p]);
    assert_eq!(factorize(q * r * 733), [733, r, q]);
}

/// Carmichael numbers: the first few, and Chernick's (6k + 1)(12k + 1)(18k + 1) for every k
/// that makes the three factors prime, up to 2^64 (each checked against Korselt's criterion).
#[test]
fn carmichael_numbers() {
    assert_eq!(factorize(561), [3, 11, 17]);
    assert_eq!(factorize(41_041), [7, 11, 13, 41]);
    assert_eq!(factorize(825_265), [5, 7, 17, 19, 73]);
    assert_eq!(factorize(321_197_185), [5, 19, 23, 29, 37, 137]);
    let mut found = 0;
    for k in 1..240_000u64 {
        let factors = [6 * k + 1, 12 * k + 1, 18 * k + 1];
        if !factors.iter().all(|&p| is_prime(p)) {
            continue;
        }
        let Some(n) = factors.iter().try_fold(1u64, |acc, &p| acc.checked_mul(p)) else {
            break;
        };
        assert!(
            factors.iter().all(|&p| (n - 1) % (p - 1) == 0),
            "Korselt: {n}"
        );
        assert_eq!(factorize(n), factors, "n={n}");
        found += 1;
    }
    assert!(found > 1500, "{found}"); // 1666 below 2^64
}

#[test]
fn pseudorandom_numbers_factor_into_sorted_primes() {
    for n in pseudorandom(0x9E37_79B9_7F4A_7C15, 10_000) {
        check(n);
    }
}

#[test]
#[ignore = "slow: run by `just test-slow`"]
fn a_hundred_thousand_pseudorandom_numbers_factor_into_sorted_primes() {
    for n in pseudorandom(0xD1B5_4A32_D192_ED03, 100_000) {
        check(n);
    }
}

/// Balanced semiprimes from random primes of every size from 2^20 to 2^32.
#[test]
#[ignore = "slow: run by `just test-slow`"]
fn random_balanced_semiprimes() {
    let mut rng = fastrand::Rng::with_seed(7);
    for bits in 20..=32 {
        for _ in 0..100 {
            let mut prime = || loop {
                let p = next_prime(rng.u64(1 << (bits - 1)..1 << bits)).unwrap();
                if p < 1 << bits {
                    return p;
                }
            };
            let (p, q) = (prime(), prime());
            let mut expected = [p, q];
            expected.sort_unstable();
            assert_eq!(factorize(p * q), expected, "{p} * {q}");
        }
    }
}
