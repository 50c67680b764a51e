//! Deterministic primality for every `u64`: trial division by small primes, then strong
//! Miller–Rabin tests in Montgomery form with a base set proven for the whole range.

/// Odd primes used for trial division before Miller–Rabin.
const SMALL_PRIMES: [u64; 14] = [3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37, 41, 43, 47];

/// Bases that make Miller–Rabin deterministic below 4,759,123,141 (Jaeschke).
const BASES_32: [u64; 3] = [2, 7, 61];
/// Bases that make Miller–Rabin deterministic for every n < 2^64 (Jim Sinclair, 2011).
const BASES_64: [u64; 7] = [2, 325, 9375, 28178, 450775, 9780504, 1795265022];

/// Arithmetic modulo an odd `n` in Montgomery form, with R = 2^64.
#[derive(Debug, Clone, Copy)]
struct Montgomery {
    n: u64,
    /// n^-1 mod 2^64.
    n_inv: u64,
    /// R mod n: the Montgomery form of 1.
    one: u64,
    /// R^2 mod n: multiplying by it converts into Montgomery form.
    r2: u64,
}

impl Montgomery {
    fn new(n: u64) -> Self {
        debug_assert!(n % 2 == 1 && n > 1);
        // Newton's iteration doubles the correct low bits: 3 (n*n = 1 mod 8) -> 6 -> ... -> 96.
        let mut n_inv = n;
        for _ in 0..5 {
            n_inv = n_inv.wrapping_mul(2u64.wrapping_sub(n.wrapping_mul(n_inv)));
        }
        let one = n.wrapping_neg() % n;
        // R^2 mod n by 64 modular doublings of R mod n: no 128-bit division.
        let mut r2 = one;
        for _ in 0..64 {
            r2 = add_mod(r2, r2, n);
        }
        Montgomery { n, n_inv, one, r2 }
    }

    /// t * R^-1 mod n, for t < n * 2^64.
    #[inline]
    fn reduce(&self, t: u128) -> u64 {
        let lo = t as u64;
        let hi = (t >> 64) as u64;
        let m = lo.wrapping_mul(self.n_inv);
        let mn_hi = ((m as u128 * self.n as u128) >> 64) as u64;
        // t - m*n is divisible by R: its low words cancel, so only the high words remain.
        let (r, borrow) = hi.overflowing_sub(mn_hi);
        if borrow {
            r.wrapping_add(self.n)
        } else {
            r
        }
    }

    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        self.reduce(a as u128 * b as u128)
    }

    #[inline]
    fn encode(&self, a: u64) -> u64 {
        self.mul(a % self.n, self.r2)
    }

    /// Strong probable-prime test of n to base a (a in normal form), with n - 1 = d * 2^s.
    fn is_strong_probable_prime(&self, a: u64, d: u64, s: u32) -> bool {
        let a = self.encode(a);
        if a == 0 {
            return true; // the base is a multiple of n: it says nothing
        }
        let minus_one = self.n - self.one;
        let mut x = self.one;
        let mut base = a;
        let mut e = d;
        while e > 0 {
            if e & 1 == 1 {
                x = self.mul(x, base);
            }
            base = self.mul(base, base);
            e >>= 1;
        }
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
}

#[inline]
fn add_mod(a: u64, b: u64, n: u64) -> u64 {
    let (s, overflow) = a.overflowing_add(b);
    if overflow || s >= n {
        s.wrapping_sub(n)
    } else {
        s
    }
}

/// Whether `n` is prime. Deterministic for every `u64`.
///
/// # Complexity
/// O(log n) Montgomery multiplications: 3 bases below 4,759,123,141, 7 above.
///
/// # Example
/// ```
/// use shared::primality::is_prime;
/// assert!(!is_prime(0) && !is_prime(1) && is_prime(2));
/// assert!(is_prime(18_446_744_073_709_551_557)); // 2^64 - 59, the largest u64 prime
/// assert!(!is_prime(3_215_031_751)); // strong pseudoprime to bases 2, 3, 5, 7
/// ```
pub fn is_prime(n: u64) -> bool {
    if n < 2 {
        return false;
    }
    if n % 2 == 0 {
        return n == 2;
    }
    for &p in &SMALL_PRIMES {
        if n % p == 0 {
            return n == p;
        }
    }
    if n < 53 * 53 {
        return true;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    let m = Montgomery::new(n);
    let bases: &[u64] = if n < 4_759_123_141 {
        &BASES_32
    } else {
        &BASES_64
    };
    bases.iter().all(|&a| m.is_strong_probable_prime(a, d, s))
}

/// The largest prime strictly below `n`, or `None` when `n <= 2`.
///
/// # Complexity
/// O(gap · log n): prime gaps below 2^64 are at most 1550.
///
/// # Example
/// ```
/// use shared::primality::prev_prime;
/// assert_eq!(prev_prime(2), None);
/// assert_eq!(prev_prime(3), Some(2));
/// assert_eq!(prev_prime(100), Some(97));
/// assert_eq!(prev_prime(u64::MAX), Some(u64::MAX - 58));
/// ```
pub fn prev_prime(n: u64) -> Option<u64> {
    (2..n).rev().find(|&m| is_prime(m))
}

/// The smallest prime strictly above `n`, or `None` when there is none below 2^64.
///
/// # Complexity
/// O(gap · log n).
///
/// # Example
/// ```
/// use shared::primality::next_prime;
/// assert_eq!(next_prime(0), Some(2));
/// assert_eq!(next_prime(2), Some(3));
/// assert_eq!(next_prime(100), Some(101));
/// assert_eq!(next_prime(u64::MAX - 58), None);
/// ```
pub fn next_prime(n: u64) -> Option<u64> {
    (n.checked_add(1)?..=u64::MAX).find(|&m| is_prime(m))
}

/// floor(sqrt(n)) for every `u64`, exactly.
///
/// # Example
/// ```
/// use shared::primality::isqrt;
/// assert_eq!(isqrt(0), 0);
/// assert_eq!(isqrt(99), 9);
/// assert_eq!(isqrt(u64::MAX), u32::MAX as u64);
/// ```
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    // The float estimate can be off by one either way near 2^64.
    while r.checked_mul(r).map_or(true, |sq| sq > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|sq| sq <= n) {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sieve::LinearSieve;

    /// Plain Miller–Rabin with u128 arithmetic, written from the definition, as a reference.
    fn reference_is_prime(n: u64) -> bool {
        if n < 2 {
            return false;
        }
        for p in [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37] {
            if n % p == 0 {
                return n == p;
            }
        }
        let pow = |mut b: u128, mut e: u64| {
            let m = n as u128;
            let mut r = 1u128;
            b %= m;
            while e > 0 {
                if e & 1 == 1 {
                    r = r * b % m;
                }
                b = b * b % m;
                e >>= 1;
            }
            r
        };
        let s = (n - 1).trailing_zeros();
        let d = (n - 1) >> s;
        // The first 12 primes are deterministic bases for all n < 3.3 * 10^24.
        [2u64, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31, 37]
            .iter()
            .all(|&a| {
                let mut x = pow(a as u128, d);
                if x == 1 || x == n as u128 - 1 {
                    return true;
                }
                for _ in 1..s {
                    x = x * x % n as u128;
                    if x == n as u128 - 1 {
                        return true;
                    }
                }
                false
            })
    }

    #[test]
    fn equals_the_sieve_below_ten_million() {
        let s = LinearSieve::new(10_000_000);
        for n in 0..=10_000_000u64 {
            assert_eq!(is_prime(n), s.is_prime(n as usize), "n={n}");
        }
    }

    #[test]
    fn strong_pseudoprimes_to_the_first_prime_bases_are_composite() {
        // The least strong pseudoprimes to all of the first 1, 2, ..., 9 prime bases.
        for n in [
            2047u64,
            1_373_653,
            25_326_001,
            3_215_031_751,
            2_152_302_898_747,
            3_474_749_660_383,
            341_550_071_728_321,
            3_825_123_056_546_413_051,
        ] {
            assert!(!is_prime(n), "{n}");
            assert!(!reference_is_prime(n), "{n}");
        }
    }

    #[test]
    fn carmichael_numbers_are_composite() {
        for n in [
            561u64,
            1105,
            1729,
            2465,
            2821,
            6601,
            8911,
            41041,
            825_265,
            321_197_185,
            5_394_826_801,
            232_250_619_601,
            9_746_347_772_161,
        ] {
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
        // Products of a large prime with a small or medium one, near 2^64.
        assert!(!is_prime(3 * 6_148_914_691_236_517_199));
        assert!(
            is_prime(6_148_914_691_236_517_199) == reference_is_prime(6_148_914_691_236_517_199)
        );
        for n in (u64::MAX - 2000)..=u64::MAX {
            assert_eq!(is_prime(n), reference_is_prime(n), "n={n}");
        }
        for n in ((1u64 << 32) - 2000)..((1u64 << 32) + 2000) {
            assert_eq!(is_prime(n), reference_is_prime(n), "n={n}");
        }
    }

    #[test]
    fn agrees_with_the_reference_on_pseudorandom_u64() {
        // xorshift64*: deterministic, so a failure reproduces.
        let mut x = 0x9E37_79B9_7F4A_7C15u64;
        for _ in 0..200_000 {
            x ^= x >> 12;
            x ^= x << 25;
            x ^= x >> 27;
            let n = x.wrapping_mul(0x2545_F491_4F6C_DD1D);
            assert_eq!(is_prime(n), reference_is_prime(n), "n={n}");
            let odd = n | 1;
            assert_eq!(is_prime(odd), reference_is_prime(odd), "n={odd}");
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
    fn isqrt_is_exact() {
        for n in 0..100_000u64 {
            let r = isqrt(n);
            assert!(r * r <= n && (r + 1) * (r + 1) > n, "n={n}");
        }
        for r in [u32::MAX as u64, (1 << 32) - 2, 3_037_000_499] {
            assert_eq!(isqrt(r * r), r);
            assert_eq!(isqrt(r * r - 1), r - 1);
        }
    }
}
