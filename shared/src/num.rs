//! Integer roots, exact for every `u64`: small enough that a submission needing only a square
//! root does not carry the sieve or the primality test.
//!
//! # Example
//! ```
//! use shared::num::{icbrt, isqrt};
//! assert_eq!(isqrt(0), 0);
//! assert_eq!(isqrt(99), 9);
//! assert_eq!(isqrt(100), 10);
//! assert_eq!(isqrt(u64::MAX), u32::MAX as u64);
//! assert_eq!(icbrt(0), 0);
//! assert_eq!(icbrt(26), 2);
//! assert_eq!(icbrt(27), 3);
//! assert_eq!(icbrt(u64::MAX), 2_642_245);
//! ```

/// floor(sqrt(n)), exactly, for every `u64`.
///
/// A float square root, then corrected by at most a step or two each way (the float estimate
/// can be off by one near 2^64, where `n as f64` rounds).
///
/// # Constraints
/// None: every `u64`.
///
/// # Complexity
/// O(1): one float square root and two or three multiplications. 8.7 ns per call on
/// pseudo-random `u64`s of every size (`cargo bench -p bench --bench primes --
/// integer_roots`, one core of the Zen 3 of `docs/benchmarks.md`, a 2-core AMD EPYC VM, family 25
/// model 1, while heavily loaded).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against the definition (`r * r <= n < (r + 1)^2`) on every n below 10^5 and on the
/// 10^5 largest `u64`s, and on the squares of the largest roots and their neighbours.
pub fn isqrt(n: u64) -> u64 {
    let mut r = (n as f64).sqrt() as u64;
    while r.checked_mul(r).map_or(true, |square| square > n) {
        r -= 1;
    }
    while (r + 1).checked_mul(r + 1).is_some_and(|square| square <= n) {
        r += 1;
    }
    r
}

/// floor(cbrt(n)), exactly, for every `u64`.
///
/// A float cube root, then corrected by whole steps (the estimate is off by at most one or two
/// for large n).
///
/// # Constraints
/// None: every `u64`.
///
/// # Complexity
/// O(1): one float cube root (libm's `cbrt`) and a few multiplications. 65 ns per call on
/// pseudo-random `u64`s of every size (same bench and machine as [`isqrt`]).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against the definition (`r^3 <= n < (r + 1)^3`) on every n below 10^5, on the
/// 10^5 largest `u64`s, and on every cube r^3 and r^3 - 1 with r up to 2 642 245.
pub fn icbrt(n: u64) -> u64 {
    let cube = |r: u64| r.checked_mul(r).and_then(|s| s.checked_mul(r));
    let mut r = (n as f64).cbrt() as u64;
    while cube(r).map_or(true, |c| c > n) {
        r -= 1;
    }
    while cube(r + 1).is_some_and(|c| c <= n) {
        r += 1;
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn isqrt_is_exact() {
        for n in (0..100_000u64).chain(u64::MAX - 100_000..=u64::MAX) {
            let r = isqrt(n) as u128;
            assert!(r * r <= n as u128 && (r + 1) * (r + 1) > n as u128, "n={n}");
        }
        for r in [u32::MAX as u64, (1 << 32) - 2, 3_037_000_499, 94_906_265] {
            assert_eq!(isqrt(r * r), r);
            assert_eq!(isqrt(r * r - 1), r - 1);
            assert_eq!(isqrt(r * r + 1), r);
        }
    }

    #[test]
    fn icbrt_is_exact() {
        for n in (0..100_000u64).chain(u64::MAX - 100_000..=u64::MAX) {
            let r = icbrt(n) as u128;
            assert!(
                r * r * r <= n as u128 && (r + 1).pow(3) > n as u128,
                "n={n}"
            );
        }
        for r in 1..=2_642_245u64 {
            assert_eq!(icbrt(r * r * r), r, "r={r}");
            assert_eq!(icbrt(r * r * r - 1), r - 1, "r={r}");
        }
    }
}
