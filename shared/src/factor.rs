//! Prime factorisation of every `u64`: trial division by the small primes, then Pollard's rho
//! with Brent's cycle detection in Montgomery form on what is left, `is_prime` deciding when a
//! cofactor is done.
//!
//! Rho (Pollard 1975) iterates x -> x^2 + c modulo n; modulo an unknown prime factor p the
//! sequence repeats after about sqrt(p) steps, and then gcd(x_i - x_j, n) reveals p. Brent
//! (1980) compares the sequence with one saved x that moves on at doubling intervals, and
//! multiplies the differences together so that one gcd serves a whole batch; when a batch
//! overshoots to n, the batch is walked again. Products are Montgomery's (REDC with the
//! subtraction form: no `u128 %` anywhere in the loop).

use crate::primality::{inverse_by_newton, inverse_mod_2_64, is_prime};

/// How many odd primes trial division tries: 3 ..= 727.
const TRIAL_PRIMES: usize = 128;
/// The least prime above the trial primes: a cofactor below its square is prime.
const FIRST_UNTRIED_PRIME: u64 = 733;

/// `(p, p^-1 mod 2^64, floor((2^64 - 1) / p))` for the odd primes p in order: p divides n
/// exactly when `q = n * p^-1 mod 2^64 <= (2^64 - 1) / p`, and then q = n / p.
const TRIAL: [(u64, u64, u64); TRIAL_PRIMES] = {
    let mut table = [(0u64, 0u64, 0u64); TRIAL_PRIMES];
    let mut count = 0;
    let mut p = 3u64;
    while count < TRIAL_PRIMES {
        let mut d = 3;
        while d * d <= p && p % d != 0 {
            d += 2;
        }
        if d * d > p {
            table[count] = (p, inverse_mod_2_64(p), u64::MAX / p);
            count += 1;
        }
        p += 2;
    }
    table
};

/// The prime factors of `n` in increasing order, with multiplicity: empty for 1.
///
/// Trial division by 2 and the odd primes up to 727, then, on a cofactor that is neither 1
/// nor prime (by [`is_prime`]) nor a perfect square, Pollard's rho
/// with Brent's cycle detection in Montgomery form (R = 2^32 below 2^32, else 2^64, on signed
/// residues below 2^62; two sequences in lockstep; one gcd per 256 steps), on each factor
/// found, recursively.
///
/// # Constraints
/// Any `n >= 1`. Deterministic: the same n always takes the same steps.
///
/// # Complexity
/// Expected O(n^(1/4)) Montgomery multiplications: rho finds a prime factor p after about
/// sqrt(p) steps, so the hardest inputs are the products of two primes near 2^32. Measured by
/// `benches/factor.rs` (criterion, the thread's CPU time, one run) on an AMD EPYC (`lscpu`:
/// "AMD EPYC", family 25 model 1, a 2-core KVM guest): 10.7 µs per pseudo-random `u64` on
/// average, 0.21 ms for two primes just below 2^31, 0.35 ms for two just below 2^32; 0.61,
/// 0.58 and 0.69 of the time of machine-factor 0.2.5, the faster of the crates compared.
///
/// # Panics
/// If `n == 0`: "factorize(0): zero has no prime factorisation".
///
/// # Example
/// ```
/// use shared::factor::factorize;
/// assert_eq!(factorize(1), []);
/// assert_eq!(factorize(360), [2, 2, 2, 3, 3, 5]);
/// assert_eq!(factorize(u64::MAX), [3, 5, 17, 257, 641, 65_537, 6_700_417]);
/// // Two primes just below 2^32, the hardest kind of input.
/// assert_eq!(factorize(18_446_743_979_220_271_189), [4_294_967_279, 4_294_967_291]);
/// ```
///
/// # Testing
/// `tests/factor.rs` checks that the factors are sorted primes multiplying to n on 10^5
/// pseudo-random numbers of every size (10^4 in the quick run), equal the linear sieve's for
/// every n <= 10^5 (and machine-factor's and num-prime's on the bench's inputs), and are right on
/// the hard families: squares of primes near 2^32 and 2^21, cubes near 2^21, fourth powers near
/// 2^16, products of primes just above the trial bound, 1 666 Chernick
/// Carmichael numbers (6k + 1)(12k + 1)(18k + 1) below 2^64 and smaller Carmichael numbers,
/// products of adjacent primes near 2^31 and 2^32 and of random primes of 20 to 32 bits, powers
/// of two, u64::MAX, the primes just below 2^64, 1, and the refusal of 0. The unit tests check
/// the Montgomery arithmetic against `u128 %`, the gcd against Euclid's, the square roots, and
/// that rho's tries return divisors.
pub fn factorize(n: u64) -> Vec<u64> {
    assert!(n != 0, "factorize(0): zero has no prime factorisation");
    let twos = n.trailing_zeros();
    let mut factors = vec![2; twos as usize];
    let mut rest = n >> twos;
    for &(p, inv, max) in &TRIAL {
        if p * p > rest {
            break;
        }
        loop {
            let q = rest.wrapping_mul(inv);
            if q > max {
                break;
            }
            rest = q;
            factors.push(p);
        }
    }
    if rest > 1 {
        if rest < FIRST_UNTRIED_PRIME * FIRST_UNTRIED_PRIME {
            factors.push(rest);
        } else {
            split(rest, &mut factors);
            factors.sort_unstable();
        }
    }
    factors
}

/// Appends the prime factors of n to `factors`, for odd n without prime factors below
/// [`FIRST_UNTRIED_PRIME`].
fn split(n: u64, factors: &mut Vec<u64>) {
    if is_prime(n) {
        factors.push(n);
        return;
    }
    if let Some(root) = exact_square_root(n) {
        let from = factors.len();
        split(root, factors);
        factors.extend_from_within(from..);
        return;
    }
    let d = if n >> 32 == 0 {
        rho(&Mod32::new(n))
    } else if n < SIGNED_LIMIT {
        rho(&SignedMod64::new(n))
    } else {
        rho(&Mod64::new(n))
    };
    split(d, factors);
    split(n / d, factors);
}

/// r with r^2 = n, if there is one. The float square root is within 1 of floor(sqrt(n)): n
/// loses at most half a unit in the last place when rounded to 53 bits, and sqrt halves that.
fn exact_square_root(n: u64) -> Option<u64> {
    let estimate = (n as f64).sqrt() as u64;
    (estimate.saturating_sub(1)..=estimate + 1).find(|&r| r.checked_mul(r) == Some(n))
}

/// Arithmetic modulo an odd n in Montgomery form, for rho: `step` maps sequence values to
/// sequence values, `sub` two of them to a multiplier for `mul`, which keeps products below n.
/// Sequence values and differences are any representatives of their residues (a `u64` a
/// type says how to read); [`Modulus::residue`] gives the one in [0, n).
trait Modulus {
    fn n(&self) -> u64;
    /// a * b * R^-1 mod n, in [0, n), for a < n and b below n or from `sub`.
    fn mul(&self, a: u64, b: u64) -> u64;
    /// a^2 R^-1 - c mod n, for 0 < c < min(n, 2^31): the step of the rho sequence.
    fn step(&self, a: u64, c: u64) -> u64;
    /// a - b mod n, for a from [`Modulus::saved`] and a sequence value b.
    fn sub(&self, a: u64, b: u64) -> u64;
    /// The form of a sequence value that later ones are compared with (once per round).
    #[inline]
    fn saved(&self, a: u64) -> u64 {
        a
    }
    /// The residue of a sequence value or difference, in [0, n).
    #[cfg(test)]
    fn residue(&self, a: u64) -> u64 {
        a % self.n()
    }
}

/// Montgomery arithmetic with R = 2^64, for odd n.
struct Mod64 {
    n: u64,
    /// n^-1 mod 2^64.
    inv: u64,
}

impl Mod64 {
    fn new(n: u64) -> Self {
        Mod64 {
            n,
            inv: inverse_by_newton(n, 3),
        }
    }
}

impl Modulus for Mod64 {
    #[inline]
    fn n(&self) -> u64 {
        self.n
    }

    /// With m = t n^-1 mod R, t - m n is 0 mod R, so (t - m n) / R is the difference of the
    /// high words, in (-n, n).
    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let t = a as u128 * b as u128;
        let m = (t as u64).wrapping_mul(self.inv);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        self.sub((t >> 64) as u64, mn)
    }

    #[inline]
    fn step(&self, a: u64, c: u64) -> u64 {
        let t = a as u128 * a as u128;
        let high = self.sub((t >> 64) as u64, c);
        let m = (t as u64).wrapping_mul(self.inv);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        self.sub(high, mn)
    }

    #[inline]
    fn sub(&self, a: u64, b: u64) -> u64 {
        let (d, borrow) = a.overflowing_sub(b);
        if borrow {
            d.wrapping_add(self.n)
        } else {
            d
        }
    }
}

/// [`SignedMod64`] is for n below this.
const SIGNED_LIMIT: u64 = (1 << 62) - (1 << 32);

/// Montgomery arithmetic with R = 2^64 for odd n < 2^62 - 2^32, whose rho steps need no
/// correction: a sequence value is an `i64` in (-n - c, n), stored as a `u64`. Its square is
/// below (n + c)^2 < n R / 4, so REDC's high-word difference is in (-n, n), and subtracting c
/// from the square's high word (while the reduction is still on its way) leaves it in
/// (-n - c, n) again. The saved value is reduced into [0, n), so that x - y + n is in
/// (0, 3n + c), within a `u64`.
struct SignedMod64 {
    n: u64,
    /// n^-1 mod 2^64.
    inv: u64,
}

impl SignedMod64 {
    fn new(n: u64) -> Self {
        debug_assert!(n < SIGNED_LIMIT);
        SignedMod64 {
            n,
            inv: inverse_by_newton(n, 3),
        }
    }
}

impl Modulus for SignedMod64 {
    #[inline]
    fn n(&self) -> u64 {
        self.n
    }

    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let t = a as u128 * b as u128;
        let m = (t as u64).wrapping_mul(self.inv);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        let (d, borrow) = ((t >> 64) as u64).overflowing_sub(mn);
        if borrow {
            d.wrapping_add(self.n)
        } else {
            d
        }
    }

    #[inline]
    fn step(&self, a: u64, c: u64) -> u64 {
        let a = a as i64;
        let t = (a as i128 * a as i128) as u128;
        let high = ((t >> 64) as u64).wrapping_sub(c);
        let m = (t as u64).wrapping_mul(self.inv);
        let mn = ((m as u128 * self.n as u128) >> 64) as u64;
        high.wrapping_sub(mn)
    }

    #[inline]
    fn sub(&self, a: u64, b: u64) -> u64 {
        a.wrapping_sub(b).wrapping_add(self.n)
    }

    #[inline]
    fn saved(&self, a: u64) -> u64 {
        let (a, n) = (a as i64, self.n as i64);
        let r = if a < 0 { a + n } else { a };
        (if r < 0 { r + n } else { r }) as u64
    }

    #[cfg(test)]
    fn residue(&self, a: u64) -> u64 {
        (a as i64).rem_euclid(self.n as i64) as u64
    }
}

/// Montgomery arithmetic with R = 2^32, for odd n < 2^32: every product fits a `u64`.
struct Mod32 {
    n: u64,
    /// n^-1 mod 2^32.
    inv: u32,
}

impl Mod32 {
    fn new(n: u64) -> Self {
        Mod32 {
            n,
            inv: inverse_by_newton(n, 2) as u32,
        }
    }
}

impl Modulus for Mod32 {
    #[inline]
    fn n(&self) -> u64 {
        self.n
    }

    #[inline]
    fn mul(&self, a: u64, b: u64) -> u64 {
        let t = a * b;
        let m = (t as u32).wrapping_mul(self.inv);
        let mn = (m as u64 * self.n) >> 32;
        self.sub(t >> 32, mn)
    }

    #[inline]
    fn step(&self, a: u64, c: u64) -> u64 {
        let t = a * a;
        let high = self.sub(t >> 32, c);
        let m = (t as u32).wrapping_mul(self.inv);
        let mn = (m as u64 * self.n) >> 32;
        self.sub(high, mn)
    }

    #[inline]
    fn sub(&self, a: u64, b: u64) -> u64 {
        let (d, borrow) = a.overflowing_sub(b);
        if borrow {
            d.wrapping_add(self.n)
        } else {
            d
        }
    }
}

/// How many rho sequences run side by side: each step of one waits for the previous one's
/// three multiplications, so the processor has room for another sequence's in between.
const LANES: usize = 2;

/// A factor d of the composite n (not a square, no prime factor below 733), 1 < d < n. A try
/// fails only when every lane meets every prime factor of n in the same batch, so c stays far
/// below its bound min(n, 2^31) (and a divisor of n from any try is a right answer anyway).
fn rho<M: Modulus>(m: &M) -> u64 {
    let n = m.n();
    let mut c = 1;
    loop {
        let mut constants = [0; LANES];
        for constant in &mut constants {
            *constant = c;
            c += 1;
        }
        let d = brent(m, constants, 2);
        if d != n {
            return d;
        }
    }
}

/// Pollard's rho on x -> x^2 R^-1 - c from x0, with Brent's cycle detection, for one c per
/// lane, the lanes in lockstep: y runs ahead, x is the value at the last power of two, and
/// the differences x - y are multiplied together in batches, one gcd per batch. Returns a
/// divisor of n above 1: n itself when every lane cycles modulo every factor of n at once.
fn brent<M: Modulus>(m: &M, c: [u64; LANES], x0: u64) -> u64 {
    /// Steps between two gcds: a gcd costs about as much as 20 steps.
    const BATCH: u64 = 256;
    let n = m.n();
    let mut y = [x0; LANES];
    let mut x;
    let mut saved;
    let mut product = [1; LANES];
    let mut r = 1;
    loop {
        x = y.map(|v| m.saved(v));
        for _ in 0..r {
            for i in 0..LANES {
                y[i] = m.step(y[i], c[i]);
            }
        }
        let mut k = 0;
        while k < r {
            saved = y;
            let steps = BATCH.min(r - k);
            for _ in 0..steps {
                for i in 0..LANES {
                    y[i] = m.step(y[i], c[i]);
                    product[i] = m.mul(product[i], m.sub(x[i], y[i]));
                }
            }
            let all = product[1..]
                .iter()
                .fold(product[0], |acc, &p| m.mul(acc, p));
            if gcd(all, n) != 1 {
                return divisor_in_batch(m, c, x, saved, product);
            }
            k += steps;
        }
        r *= 2;
    }
}

/// After a batch whose product shares a factor with n: a proper divisor from the lane that
/// found one, else the gcd at the first step of the batch where one lane's gcd is above 1
/// (found by walking the batch again in chunks of 16 steps, then one gcd per step); n when
/// every lane met every factor of n at once.
#[cold]
fn divisor_in_batch<M: Modulus>(
    m: &M,
    c: [u64; LANES],
    x: [u64; LANES],
    saved: [u64; LANES],
    product: [u64; LANES],
) -> u64 {
    let n = m.n();
    for i in 0..LANES {
        let g = gcd(product[i], n);
        let g = if g == n {
            first_step_with_common_factor(m, c[i], x[i], saved[i])
        } else {
            g
        };
        if g != 1 && g != n {
            return g;
        }
    }
    n
}

/// gcd(x - y, n) > 1 for the first y after `from` in the sequence for which it is above 1.
fn first_step_with_common_factor<M: Modulus>(m: &M, c: u64, x: u64, from: u64) -> u64 {
    const CHUNK: usize = 16;
    let n = m.n();
    let mut y = from;
    loop {
        let start = y;
        let mut product = 1;
        for _ in 0..CHUNK {
            y = m.step(y, c);
            product = m.mul(product, m.sub(x, y));
        }
        if gcd(product, n) != 1 {
            y = start;
            loop {
                y = m.step(y, c);
                let g = gcd(m.sub(x, y), n);
                if g != 1 {
                    return g;
                }
            }
        }
    }
}

/// gcd(a, b) for odd b, by Stein's binary algorithm.
fn gcd(mut a: u64, mut b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    a >>= a.trailing_zeros();
    loop {
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a;
        }
        b >>= b.trailing_zeros();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trial_division_table_lists_the_odd_primes_to_727() {
        let primes = crate::linear_sieve::LinearSieve::new(727);
        let odd_primes = &primes.primes()[1..];
        assert_eq!(odd_primes.len(), TRIAL_PRIMES);
        for (&(p, inv, max), &q) in TRIAL.iter().zip(odd_primes) {
            assert_eq!(p, q as u64);
            assert_eq!(p.wrapping_mul(inv), 1, "p={p}");
            assert_eq!(max, u64::MAX / p, "p={p}");
        }
        assert_eq!(crate::primality::next_prime(727), Some(FIRST_UNTRIED_PRIME));
    }

    #[test]
    fn exact_square_roots() {
        for r in (0..100_000u64).chain((1 << 32) - 100_000..1 << 32) {
            assert_eq!(exact_square_root(r * r), Some(r));
            if r > 1 {
                assert_eq!(exact_square_root(r * r - 1), None, "{r}^2 - 1");
                assert_eq!(exact_square_root(r * r + 1), None, "{r}^2 + 1");
            }
        }
        assert_eq!(exact_square_root(u64::MAX), None);
    }

    /// Rho sequences, their differences and products against `u128 %`, with R^-1 mod n from
    /// Euclid, from each start (read as a sequence value) and for each c < n.
    fn check_modulus<M: Modulus>(m: &M, r_bits: u32, starts: &[u64]) {
        let n = m.n();
        let r_mod_n = ((1u128 << r_bits) % n as u128) as u64;
        let (mut a, mut b, mut x, mut y) = (r_mod_n as i128, n as i128, 1i128, 0i128);
        while b != 0 {
            let q = a / b;
            (a, b, x, y) = (b, a - q * b, y, x - q * y);
        }
        assert_eq!(a, 1);
        let r_inv = x.rem_euclid(n as i128) as u128;
        let n128 = n as u128;
        let reference = |a: u64, b: u64| (a as u128 * b as u128 % n128 * r_inv % n128) as u64;
        for c in [1u64, 2, 3, 1000, (1 << 31) - 1]
            .into_iter()
            .filter(|&c| c < n)
        {
            for &start in starts {
                let (mut x, mut x_ref) = (start, m.residue(start));
                for _ in 0..300 {
                    let y = m.step(x, c);
                    let y_ref =
                        ((reference(x_ref, x_ref) as u128 + n128 - c as u128) % n128) as u64;
                    assert_eq!(m.residue(y), y_ref, "n={n} x={x} c={c}");
                    let saved = m.saved(x);
                    assert_eq!(saved % n, x_ref, "n={n} x={x}");
                    let d = m.sub(saved, y);
                    assert_eq!(
                        d % n,
                        ((x_ref as u128 + n128 - y_ref as u128) % n128) as u64
                    );
                    let product = m.mul(x_ref, d);
                    assert_eq!(product, reference(x_ref, d % n), "n={n} a={x_ref} b={d}");
                    (x, x_ref) = (y, y_ref);
                }
            }
        }
    }

    #[test]
    fn montgomery_arithmetic_matches_u128_remainders() {
        let starts = |n: u64| [0, 1, 2, n / 2, n - 2, n - 1];
        for n in [3u64, 733 * 739, 4_294_967_291, u32::MAX as u64] {
            check_modulus(&Mod32::new(n), 32, &starts(n));
        }
        for n in [
            3u64,
            733 * 739,
            4_294_967_291,
            1 << 32 | 1,
            u64::MAX - 58,
            u64::MAX,
        ] {
            check_modulus(&Mod64::new(n), 64, &starts(n));
        }
        for n in [
            3u64,
            733 * 739,
            1 << 32 | 1,
            (1 << 61) + 1,
            SIGNED_LIMIT - 1,
        ] {
            // Also the most negative values a sequence can hold: -(n + c) < x.
            let m = SignedMod64::new(n);
            let lowest = (-(n as i64) - 1) as u64;
            check_modulus(
                &m,
                64,
                &[starts(n).as_slice(), &[lowest, lowest - 1]].concat(),
            );
        }
    }

    /// A signed sequence stays in (-n - c, n), wherever in it it starts.
    #[test]
    fn signed_sequences_stay_in_range() {
        for n in [
            733u64 * 739,
            (1 << 61) + 1,
            SIGNED_LIMIT - 1,
            SIGNED_LIMIT - 3,
        ] {
            let m = SignedMod64::new(n);
            for c in [1u64, 2, 7, (1 << 31) - 1].into_iter().filter(|&c| c < n) {
                let lowest = -(n as i64) - c as i64 + 1;
                for start in [lowest, lowest + 1, -1, 0, 1, n as i64 - 1] {
                    let mut x = start as u64;
                    for _ in 0..1000 {
                        x = m.step(x, c);
                        let v = x as i64;
                        assert!(lowest <= v && v < n as i64, "n={n} c={c}: {v}");
                        let saved = m.saved(start as u64);
                        assert!(saved < n);
                        let d = saved as i128 - v as i128 + n as i128;
                        assert!(0 < d && d < 1 << 64);
                        assert_eq!(m.sub(saved, x) as i128, d);
                    }
                }
            }
        }
    }

    #[test]
    fn binary_gcd_matches_euclid() {
        let euclid = |mut a: u64, mut b: u64| {
            while b != 0 {
                (a, b) = (b, a % b);
            }
            a
        };
        let mut rng = 0x9E37_79B9_7F4A_7C15u64;
        for i in 0..10_000 {
            rng ^= rng << 13;
            rng ^= rng >> 7;
            rng ^= rng << 17;
            let b = (rng >> (i % 64)) | 1;
            let a = rng.rotate_left(29) >> (i % 61);
            assert_eq!(gcd(a, b), euclid(a, b), "gcd({a}, {b})");
            assert_eq!(gcd(0, b), b);
            assert_eq!(gcd(b, b), b);
        }
    }

    /// Every try of rho returns a divisor above 1, and most a proper one; small n, where
    /// both factors often turn up in the same batch, take the walk back through the batch.
    #[test]
    fn rho_returns_divisors() {
        for (p, q) in [
            (733u64, 739u64),
            (65_521, 65_537),
            (4_294_967_279, 4_294_967_291),
        ] {
            let n = p * q;
            let found: Vec<u64> = (1..200)
                .map(|c| {
                    let c = [c, c + 1000];
                    if n >> 32 == 0 {
                        brent(&Mod32::new(n), c, 2)
                    } else {
                        brent(&Mod64::new(n), c, 2)
                    }
                })
                .collect();
            assert!(
                found.iter().all(|&d| d == p || d == q || d == n),
                "{found:?}"
            );
            assert!(found.iter().filter(|&&d| d != n).count() > 150, "n={n}");
        }
    }

    /// The chunked walk finds the same step as one gcd per step.
    #[test]
    fn the_walk_back_finds_the_first_step_with_a_common_factor() {
        for n in [733u64 * 739, 733 * 733 * 739, 65_521 * 65_537 * 3] {
            let m = Mod64::new(n);
            for c in 1..50 {
                for x0 in [1u64, 2, 12_345] {
                    // On the cycle modulo every factor: no tail is that long.
                    let x = (0..70_000).fold(x0, |y, _| m.step(y, c));
                    let mut y = x;
                    let expected = loop {
                        y = m.step(y, c);
                        let g = gcd(m.sub(x, y), n);
                        if g != 1 {
                            break g;
                        }
                    };
                    assert_eq!(first_step_with_common_factor(&m, c, x, x), expected);
                }
            }
        }
    }
}
