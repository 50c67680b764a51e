//! Deterministic primality for every `u64`: trial division by the odd primes up to 313 (below
//! 2^32) or 727 (above), then
//! - below 2^32, ONE strong probable-prime test, to a base looked up in a 256-entry table by a
//!   hash of n (the table was searched so that no odd composite below 2^32 without a prime
//!   factor up to 53 passes; `crates/bench/src/bin/search_bases_32.rs` rebuilds it and the exhaustive test
//!   below 2^32 checks it);
//! - from 2^32 on, the Baillie–PSW test: a strong test to base 2 and an extra strong Lucas test.
//!   No composite below 2^64 passes both (checked against Feitsma and Galway's list of every
//!   base-2 pseudoprime below 2^64; see Baillie, Fiori and Wagstaff, "Strengthening the
//!   Baillie–PSW primality test", Math. Comp. 2021).
//!
//! Arithmetic is Montgomery's with R = 2^64 and no `u128 %` (below 2^32, lazily reduced: no
//! final correction per product). Exponentiation runs right to left, so that the chain of
//! squarings, the latency that bounds the test, carries no multiplications of its own.

use crate::num::isqrt;

/// Bit n is set when n < 64 is prime.
const PRIMES_BELOW_64: u64 = {
    let mut bits = 0u64;
    let mut n = 2;
    while n < 64 {
        let mut d = 2;
        while n % d != 0 {
            d += 1;
        }
        if d == n {
            bits |= 1 << n;
        }
        n += 1;
    }
    bits
};

/// How many odd primes trial division tries: 3 ..= 727.
const TRIAL_PRIMES: usize = 128;
/// How many of them a number below 2^32 is tried against (3 ..= 313): its strong test is
/// cheap, so fewer divisions pay off.
const TRIAL_PRIMES_32: usize = 64;
/// A number below 317^2 with no prime factor up to 313 is prime.
const TRIAL_PRIME_BOUND_32: u64 = 317 * 317;

/// `(p^-1 mod 2^64, floor((2^64 - 1) / p))` for the odd primes p in order: p divides n exactly
/// when `n * p^-1 mod 2^64 <= (2^64 - 1) / p`, and then n = p exactly when the product is 1.
const TRIAL: [(u64, u64); TRIAL_PRIMES] = {
    let mut table = [(0u64, 0u64); TRIAL_PRIMES];
    let mut count = 0;
    let mut p = 3u64;
    while count < TRIAL_PRIMES {
        let mut d = 3;
        while d * d <= p && p % d != 0 {
            d += 2;
        }
        if d * d > p {
            table[count] = (inverse_mod_2_64(p), u64::MAX / p);
            count += 1;
        }
        p += 2;
    }
    table
};

/// `INVERSE_MOD_256[(n >> 1) & 127] = n^-1 mod 2^8` for odd n: the seed of Newton's iteration.
const INVERSE_MOD_256: [u8; 128] = {
    let mut table = [0u8; 128];
    let mut i = 0;
    while i < 128 {
        table[i] = inverse_mod_2_64(2 * i as u64 + 1) as u8;
        i += 1;
    }
    table
};

/// n^-1 mod 2^64 for odd n, at compile time: 3n xor 2 is right to 5 bits, and each Newton
/// step doubles the number of right bits.
pub(crate) const fn inverse_mod_2_64(n: u64) -> u64 {
    let mut inv = n.wrapping_mul(3) ^ 2;
    let mut i = 0;
    while i < 4 {
        inv = inv.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inv)));
        i += 1;
    }
    inv
}

/// n^-1 mod 2^(8 * 2^steps) for odd n: 2 steps for 32 bits, 3 for 64.
#[inline]
pub(crate) fn inverse_by_newton(n: u64, steps: u32) -> u64 {
    let mut inv = INVERSE_MOD_256[(n >> 1) as usize & 127] as u64;
    for _ in 0..steps {
        inv = inv.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(inv)));
    }
    inv
}

/// Multiplier of the hash `(n * HASH_MULTIPLIER mod 2^32) >> 24` that picks the base below 2^32.
const HASH_MULTIPLIER: u32 = 0x9E37_79B1;

/// `BASES_32[hash(n)]`: a base whose strong test is right for every odd n < 2^32 with that hash
/// and no prime factor up to 53 (searched by `crates/bench/src/bin/search_bases_32.rs`).
#[rustfmt::skip]
const BASES_32: [u16; 256] = [
    1253, 1624, 1897, 163, 742, 3526, 984, 1194, 9087, 463, 690, 474, 2493, 155, 459, 1118,
    482, 425, 1234, 11625, 141, 348, 1924, 2665, 537, 276, 1129, 195, 1932, 1166, 101, 271,
    2525, 246, 1365, 1261, 1427, 242, 5958, 1878, 83, 670, 2663, 254, 1926, 1596, 2367, 684,
    508, 1484, 77, 2643, 6783, 3327, 78, 275, 935, 976, 3061, 1397, 10561, 8935, 7526, 2294,
    1124, 2560, 3726, 7944, 1512, 1754, 4838, 1605, 317, 1108, 2882, 238, 617, 881, 695, 331,
    4157, 248, 4192, 2753, 215, 829, 710, 249, 3164, 3871, 1881, 570, 1093, 421, 122, 1813,
    3646, 3069, 1445, 76, 2623, 1281, 3432, 80, 834, 2239, 3604, 905, 399, 865, 6232, 46,
    1427, 2285, 65, 2692, 3169, 30, 2462, 2991, 2191, 1318, 1298, 612, 608, 3305, 1545, 2159,
    445, 1426, 1069, 402, 2608, 2487, 2674, 517, 8742, 2328, 2773, 1981, 124, 148, 211, 1371,
    571, 175, 4444, 253, 4631, 494, 26, 965, 733, 309, 1811, 2972, 3681, 188, 2902, 399,
    3883, 1338, 918, 3380, 3097, 193, 843, 3611, 3373, 710, 5456, 398, 2397, 317, 1304, 37,
    116, 2000, 107, 2796, 1046, 1213, 4241, 942, 221, 4011, 2245, 384, 2410, 552, 822, 794,
    3320, 4395, 1155, 4643, 164, 3079, 540, 10103, 2047, 1675, 2820, 110, 601, 291, 3659, 2085,
    5117, 2143, 10665, 1699, 1253, 973, 1243, 302, 357, 9097, 163, 1273, 1157, 1955, 148, 1010,
    2350, 2459, 462, 2258, 227, 3240, 476, 4888, 610, 3048, 539, 845, 1511, 4295, 931, 1958,
    218, 1269, 2466, 2346, 462, 1836, 2299, 10851, 4584, 4520, 4759, 370, 8689, 1341, 373, 645,
];

/// Arithmetic modulo an odd n < 2^32 in Montgomery form with R = 2^64, lazily reduced: values
/// stay below 2n, which R > 4n allows, so no product needs a final correction.
#[derive(Debug, Clone, Copy)]
struct LazyMontgomery {
    n: u64,
    /// -n^-1 mod 2^64.
    neg_inv: u64,
    /// R mod n: the Montgomery form of 1.
    one: u64,
}

impl LazyMontgomery {
    #[inline]
    fn new(n: u32) -> Self {
        let n = n as u64;
        LazyMontgomery {
            n,
            neg_inv: inverse_by_newton(n, 3).wrapping_neg(),
            one: n.wrapping_neg() % n,
        }
    }

    /// A number congruent to a * b * R^-1 mod n and below 2n, for a, b < 2n:
    /// (t + m n) / R with m = -t n^-1 mod R is exact, and below (4n^2 + R n) / R < 2n.
    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let t = a as u128 * b as u128;
        let m = (t as u64).wrapping_mul(self.neg_inv);
        let mn = m as u128 * self.n as u128;
        // The low words add up to 0 mod R, with a carry unless both are 0.
        ((t >> 64) as u64 + (t as u64 != 0) as u64) + (mn >> 64) as u64
    }

    /// Whether n is a strong probable prime to base a, for 0 < a < n.
    #[inline]
    fn is_strong_probable_prime(&self, a: u32) -> bool {
        let n = self.n;
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        // Right to left: the chain of squarings and the product run side by side.
        let mut square = a as u64 * self.one % n;
        let mut x = square; // d is odd
        let mut e = d >> 1;
        while e != 0 {
            square = self.mul(square, square);
            x = self.mul(x, if e & 1 == 1 { square } else { self.one });
            e >>= 1;
        }
        let reduce = |x: u64| if x >= n { x - n } else { x };
        let minus_one = n - self.one;
        x = reduce(x);
        if x == self.one || x == minus_one {
            return true;
        }
        for _ in 1..s {
            x = reduce(self.mul(x, x));
            if x == minus_one {
                return true;
            }
        }
        false
    }
}

/// Arithmetic modulo an odd n in Montgomery form, with R = 2^64.
#[derive(Debug, Clone, Copy)]
struct Montgomery64 {
    n: u64,
    /// n^-1 mod 2^64.
    inv: u64,
    /// R mod n: the Montgomery form of 1.
    one: u64,
}

impl Montgomery64 {
    #[inline]
    fn new(n: u64) -> Self {
        Montgomery64 {
            n,
            inv: inverse_by_newton(n, 3),
            one: n.wrapping_neg() % n,
        }
    }

    /// a * b * R^-1 mod n, for a, b < n.
    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.mul_sub(a, b, 0)
    }

    /// a * b * R^-1 - c mod n, for a, b, c < n: c leaves the high word while the reduction's
    /// products are still on their way, so the subtraction costs no latency.
    #[inline]
    fn mul_sub(&self, a: u64, b: u64, c: u64) -> u64 {
        let t = a as u128 * b as u128;
        let high = self.sub((t >> 64) as u64, c);
        let m = (t as u64).wrapping_mul(self.inv);
        let mn = m as u128 * self.n as u128;
        self.sub(high, (mn >> 64) as u64)
    }

    #[inline]
    fn add(&self, a: u64, b: u64) -> u64 {
        let (sum, carry) = a.overflowing_add(b);
        let (reduced, borrow) = sum.overflowing_sub(self.n);
        if carry || !borrow {
            reduced
        } else {
            sum
        }
    }

    #[inline]
    fn sub(&self, a: u64, b: u64) -> u64 {
        let (r, borrow) = a.overflowing_sub(b);
        if borrow {
            r.wrapping_add(self.n)
        } else {
            r
        }
    }

    /// Whether n is a strong probable prime to base 2.
    fn is_strong_probable_prime_to_base_2(&self) -> bool {
        let n = self.n;
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        let mut square = self.add(self.one, self.one);
        let mut x = square; // d is odd
        let mut e = d >> 1;
        while e != 0 {
            square = self.mul(square, square);
            x = self.mul(x, if e & 1 == 1 { square } else { self.one });
            e >>= 1;
        }
        let minus_one = n - self.one;
        if x == self.one || x == minus_one {
            return true;
        }
        for _ in 1..s {
            x = self.mul(x, x);
            if x == minus_one {
                return true;
            }
        }
        false
    }

    /// The least P >= 3 with Jacobi((P^2 - 4) / n) = -1, or `None` when the search shows n
    /// composite (a common factor, or n a square, for which no such P exists).
    fn lucas_parameter(&self) -> Option<u64> {
        let n = self.n;
        // (5 | n) = -1 iff n = 2, 3 mod 5; (12 | n) = (3 | n) = -1 iff n = 5, 7 mod 12.
        if matches!(n % 5, 2 | 3) {
            return Some(3);
        }
        if matches!(n % 12, 5 | 7) {
            return Some(4);
        }
        let mut p = 5;
        loop {
            match jacobi(p * p - 4, n) {
                -1 => return Some(p),
                0 => return None, // 1 < gcd(P^2 - 4, n) < n
                _ => p += 1,
            }
            if p == 16 && isqrt(n) * isqrt(n) == n {
                return None;
            }
        }
    }

    /// Whether n is an extra strong Lucas probable prime with Q = 1 and the least P of
    /// [`Self::lucas_parameter`]: with n + 1 = d 2^s, either U_d = 0 and V_d = ±2, or
    /// V_(d 2^r) = 0 for some 0 <= r < s - 1.
    fn is_extra_strong_lucas_probable_prime(&self) -> bool {
        let n = self.n;
        let p = match self.lucas_parameter() {
            Some(p) => p,
            None => return false,
        };
        let p_mont = (0..p).fold(0, |acc, _| self.add(acc, self.one));
        let two = self.add(self.one, self.one);
        let n_plus_1 = n + 1; // n < 2^64 - 1: 2^64 - 1 = 3 * 5 * 17 * ... fails trial division
        let s = n_plus_1.trailing_zeros();
        let d = n_plus_1 >> s;
        // Ladder over the bits of d: (v, w) = (V_k, V_(k+1)) for k the bits read so far, with
        // V_2k = V_k^2 - 2 and V_(2k+1) = V_k V_(k+1) - P. It starts at k = 1: (P, P^2 - 2).
        let mut v = p_mont;
        let mut w = self.mul_sub(p_mont, p_mont, two);
        let mut bit = 63 - d.leading_zeros();
        while bit > 0 {
            bit -= 1;
            let one_bit = (d >> bit) & 1 == 1;
            let cross = self.mul_sub(v, w, p_mont);
            let doubled = if one_bit { w } else { v };
            let square = self.mul_sub(doubled, doubled, two);
            (v, w) = if one_bit {
                (cross, square)
            } else {
                (square, cross)
            };
        }
        // D U_d = 2 V_(d+1) - P V_d and gcd(D, n) = 1, so U_d = 0 iff 2 V_(d+1) = P V_d.
        if (v == two || v == n - two) && self.add(w, w) == self.mul(p_mont, v) {
            return true;
        }
        for _ in 1..s {
            if v == 0 {
                return true;
            }
            v = self.mul_sub(v, v, two);
        }
        false
    }
}

/// The Jacobi symbol (a / n) for odd n: -1, 0 or 1.
fn jacobi(mut a: u64, mut n: u64) -> i32 {
    a %= n;
    let mut sign = 1;
    while a != 0 {
        let twos = a.trailing_zeros();
        a >>= twos;
        // (2 / n) = -1 iff n = 3, 5 mod 8; reciprocity flips when a = n = 3 mod 4.
        if twos & 1 == 1 && matches!(n & 7, 3 | 5) {
            sign = -sign;
        }
        if a & 3 == 3 && n & 3 == 3 {
            sign = -sign;
        }
        (a, n) = (n % a, a);
    }
    if n == 1 {
        sign
    } else {
        0
    }
}

/// Whether `n` is prime. Deterministic for every `u64`.
///
/// # Complexity
/// O(log n) Montgomery multiplications. Even numbers and most odd composites leave during
/// trial division; the rest take one strong test below 2^32, and above it a strong test to
/// base 2 plus, for the probable primes only, the Lucas test. `benches/primes.rs` measures it
/// against the machine-prime crate (figures in `docs/benchmarks.md`).
///
/// # Example
/// With [`prev_prime`] and [`next_prime`], the nearest primes below and above.
/// ```
/// use shared::primality::{is_prime, next_prime, prev_prime};
/// assert!(!is_prime(0) && !is_prime(1) && is_prime(2));
/// assert!(is_prime(18_446_744_073_709_551_557)); // 2^64 - 59, the largest u64 prime
/// assert!(!is_prime(3_215_031_751)); // strong pseudoprime to bases 2, 3, 5, 7
/// assert_eq!((prev_prime(100), next_prime(100)), (Some(97), Some(101)));
/// assert_eq!((prev_prime(3), next_prime(2)), (Some(2), Some(3))); // strictly below, above
/// assert_eq!((prev_prime(2), next_prime(0)), (None, Some(2)));
/// assert_eq!(prev_prime(u64::MAX), Some(u64::MAX - 58));
/// assert_eq!(next_prime(u64::MAX - 58), None);
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 64 {
        return (PRIMES_BELOW_64 >> n) & 1 == 1;
    }
    if n & 1 == 0 {
        return false;
    }
    let (first, rest) = TRIAL.split_at(TRIAL_PRIMES_32);
    for &(inv, max) in first {
        let q = n.wrapping_mul(inv);
        if q <= max {
            return q == 1;
        }
    }
    if n >> 32 == 0 {
        if n < TRIAL_PRIME_BOUND_32 {
            return true;
        }
        let n = n as u32;
        let base = BASES_32[(n.wrapping_mul(HASH_MULTIPLIER) >> 24) as usize];
        return LazyMontgomery::new(n).is_strong_probable_prime(base as u32);
    }
    for &(inv, max) in rest {
        if n.wrapping_mul(inv) <= max {
            return false; // n >= 2^32 is not the prime itself
        }
    }
    let m = Montgomery64::new(n);
    m.is_strong_probable_prime_to_base_2() && m.is_extra_strong_lucas_probable_prime()
}

/// The largest prime strictly below `n`, or `None` when `n <= 2`.
///
/// # Complexity
/// O(gap · log n): prime gaps below 2^64 are at most 1550.
///
/// # Example
/// See the example on [`is_prime`].
pub fn prev_prime(n: u64) -> Option<u64> {
    (2..n).rev().find(|&m| is_prime(m))
}

/// The smallest prime strictly above `n`, or `None` when there is none below 2^64.
///
/// # Complexity
/// O(gap · log n).
///
/// # Example
/// See the example on [`is_prime`].
pub fn next_prime(n: u64) -> Option<u64> {
    (n.checked_add(1)?..=u64::MAX).find(|&m| is_prime(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linear_sieve::LinearSieve;

    #[test]
    fn equals_the_sieve_below_ten_million() {
        let s = LinearSieve::new(10_000_000);
        for n in 0..=10_000_000u64 {
            assert_eq!(is_prime(n), s.is_prime(n as usize), "n={n}");
        }
    }

    #[test]
    fn prev_and_next_prime_walk_the_primes() {
        let s = LinearSieve::new(100_000);
        let primes = s.primes();
        for w in primes.windows(2) {
            let (p, q) = (w[0] as u64, w[1] as u64);
            for n in p + 1..=q {
                assert_eq!(prev_prime(n), Some(p), "prev_prime({n})");
            }
            for n in p..q {
                assert_eq!(next_prime(n), Some(q), "next_prime({n})");
            }
        }
        assert_eq!(prev_prime(0), None);
        assert_eq!(next_prime(u64::MAX), None);
        assert_eq!(next_prime(1 << 32), Some((1 << 32) + 15));
        assert_eq!(prev_prime(1 << 32), Some(4_294_967_291));
    }

    #[test]
    fn trial_division_table_lists_the_odd_primes_to_727() {
        let odd_primes: Vec<u64> = LinearSieve::new(727).primes()[1..]
            .iter()
            .map(|&p| p as u64)
            .collect();
        assert_eq!(odd_primes.len(), TRIAL_PRIMES);
        for (&(inv, max), &p) in TRIAL.iter().zip(&odd_primes) {
            assert_eq!(p.wrapping_mul(inv), 1, "p={p}");
            assert_eq!(max, u64::MAX / p, "p={p}");
        }
        assert_eq!(odd_primes[TRIAL_PRIMES_32 - 1], 313);
        assert_eq!(TRIAL_PRIME_BOUND_32, 317 * 317);
        for n in (1..=255u64).step_by(2) {
            assert_eq!(n.wrapping_mul(inverse_by_newton(n, 3)), 1);
            assert_eq!((n as u32).wrapping_mul(inverse_by_newton(n, 2) as u32), 1);
        }
    }

    #[test]
    fn jacobi_symbol_matches_euler_criterion_over_the_factors() {
        let s = LinearSieve::new(1000);
        let legendre = |a: u64, p: u64| -> i32 {
            // a^((p-1)/2) mod p by repeated multiplication: 1, p - 1 or 0.
            let mut x = 1;
            for _ in 0..(p - 1) / 2 {
                x = x * (a % p) % p;
            }
            if x == 0 {
                0
            } else if x == 1 {
                1
            } else {
                -1
            }
        };
        for n in (3..400u64).step_by(2) {
            for a in 0..300u64 {
                let expected: i32 = s
                    .factorize(n as usize)
                    .iter()
                    .map(|&(p, e)| legendre(a, p as u64).pow(e))
                    .product();
                assert_eq!(jacobi(a, n), expected, "({a} / {n})");
            }
        }
    }

    /// The extra strong Lucas pseudoprimes below 40 000 (OEIS A217719, P the least with
    /// (P^2 - 4 | n) = -1): exactly these odd composites pass the Lucas half alone.
    #[test]
    fn extra_strong_lucas_pseudoprimes_below_40000() {
        let s = LinearSieve::new(40_000);
        let passing: Vec<u64> = (9..40_000u64)
            .step_by(2)
            .filter(|&n| !s.is_prime(n as usize))
            .filter(|&n| Montgomery64::new(n).is_extra_strong_lucas_probable_prime())
            .collect();
        assert_eq!(
            passing,
            [989, 3239, 5777, 10877, 27971, 29681, 30739, 31631, 39059]
        );
        for n in (3..40_000u64)
            .step_by(2)
            .filter(|&n| s.is_prime(n as usize))
        {
            if n > 5 {
                assert!(
                    Montgomery64::new(n).is_extra_strong_lucas_probable_prime(),
                    "{n}"
                );
            }
        }
    }

    #[test]
    fn strong_test_to_base_2_matches_the_reference() {
        let s = LinearSieve::new(100_000);
        let strong_pseudoprimes: Vec<u64> = (3..100_000u64)
            .step_by(2)
            .filter(|&n| !s.is_prime(n as usize))
            .filter(|&n| Montgomery64::new(n).is_strong_probable_prime_to_base_2())
            .collect();
        // OEIS A001262: the strong pseudoprimes to base 2 below 10^5.
        assert_eq!(
            strong_pseudoprimes,
            [
                2047, 3277, 4033, 4681, 8321, 15841, 29341, 42799, 49141, 52633, 65281, 74665,
                80581, 85489, 88357, 90751
            ]
        );
        for n in (3..100_000u32).step_by(2) {
            let m = LazyMontgomery::new(n);
            assert_eq!(
                m.is_strong_probable_prime(2),
                Montgomery64::new(n as u64).is_strong_probable_prime_to_base_2(),
                "{n}"
            );
        }
    }
}
