//! π(n) far past what a sieve can reach: the combinatorial method of Lagarias, Miller and
//! Odlyzko (1985) with the improvements of Deléglise and Rivat (1996) and two of Gourdon's
//! (2001), and [`prime_pi`], which picks between it and the sieve.
//!
//! A separate module from [`crate::sieve`] so that a submission that only sieves does not
//! carry this one (this one uses the sieve). It runs on the calling thread;
//! [`crate::parallel_prime_count::prime_pi_threads`] shares the costly parts among threads.
//!
//! With y = α n^(1/3) (α grows slowly with n), z = β y (β = 2, z <= sqrt n) and a = π(y):
//!
//! π(n) = φ(n, a) + a - 1 - P2(n, a),
//!
//! where φ(n, a) counts the numbers up to n with no prime factor up to p_a, and P2(n, a) the
//! products p q <= n of two primes y < p <= q (P2 = Σ_{y < p <= sqrt n} (π(n / p) - π(p) + 1),
//! the π(n / p) counted at increasing targets by one pass of the sieve of [`crate::sieve`] up
//! to n / y, the primes p listed a window at a time). Legendre's rule
//! φ(v, b) = φ(v, b - 1) - φ(v / p_b, b - 1), applied while the denominator stays at most z
//! and its primes at most y, leaves
//! - ordinary leaves μ(m) φ(n / m, c) for the squarefree m <= z with every prime factor in
//!   (p_c, y], c <= 6, summed with a table of φ(·, c) over one period p_1 ... p_c;
//! - special leaves -μ(m) φ(v, b - 1), v = n / (m p_b), for c < b <= a, m <= z < m p_b and every
//!   prime factor of m in (p_b, y]; so v < n / z. When p_b > sqrt z, m is a prime q, and when
//!   v < p_b^2 the leaf is easy: φ(v, b - 1) = max(1, π(v) - b + 2). The easy leaves with
//!   v < y read π from a table up to y of a bit per odd number and a count per 64 of them
//!   (the runs of q above sqrt(n / p_b), which share π(v), turned by Gourdon's inversion into
//!   two products and a sum over the q below, which the loop over those q counts twice: see
//!   `easy_leaves`); those with y <= v (< p_b^2 <= sqrt n) read it from the sieve of
//!   [`crate::sieve`] over [y, sqrt n], a segment at a time. The others ("hard": m
//!   composite, or v >= p_b^2, only for p_b < n^(1/4)) are counted by a segmented sieve of
//!   the odd numbers of [1, n / z] (segments of 2^18 bits, started from a pattern without the
//!   multiples of 3 ..= 13) from which the primes are removed one at a time (only p k with k
//!   coprime to 30), with a count per 512 bits so that a count up to any point costs little.
//!
//! Gourdon's are the bound z above y, which shortens the hard leaves' sieve to n / z while
//! P2 has a sieve of its own, the easy leaves above y read from a plain sieve's π rather
//! than from the hard leaves', and the inversion of the clustered easy leaves (X. Gourdon,
//! "Computation of π(x): improvements to the Meissel, Lehmer, Lagarias, Miller, Odlyzko,
//! Deléglise and Rivat method", 2001, as Kim Walisch's primecount and its notes describe
//! it); the split of the leaves here is this module's own, not Gourdon's A, C, D and Σ.
//!
//! Correct to the end of `u64`: for n up to 2^64 - 1, y <= 18 * 2642246 < 2^26 and
//! z <= 2 y < 2^27, n / z < n^(2/3) < 2^43, and every table index and every product of two
//! numbers up to z fits a u64; the sums of leaves and of π(n / p) are i128 / u128, which no
//! sum of at most 2^64 terms below 2^64 can leave (the composite leaves of one prime and
//! segment, in an i64, are bounded below at their loop); the float division is used only
//! below 2^52, where it is exact. Checked by unit tests at the boundaries of each of these
//! (φ(v, c) up to v = 2^64 - 1 against inclusion-exclusion, the primes of P2 just below 2^32,
//! the division both ways on each side of 2^52, primes that restart after sitting out
//! segments), by the published π(10^k) and π(2^k) up to 10^16 (slow tests), and beyond by
//! `scripts/bench-primecount.sh 1 large`, which compares the count with primecount's up to
//! 2^64 - 1.
//!
//! The algorithm is from the papers (M. Deléglise and J. Rivat, "Computing π(x): the Meissel,
//! Lehmer, Lagarias, Miller, Odlyzko method", Math. Comp. 65, 1996; Gourdon's above) and Kim
//! Walisch's descriptions of them in primecount's documentation; the code is written here.

use crate::linear_sieve::LinearSieve;
use crate::num::{icbrt, isqrt};
use crate::sieve::{
    count_at_increasing, for_each_prime, layout, prime_pi_segments, setup, sieve_prime_pi,
    SegmentPi, Setup,
};
use std::sync::OnceLock;

/// From this n on, [`prime_pi`] counts combinatorially rather than by sieving.
pub const COMBINATORIAL_FROM: u64 = 1 << 23;

/// π(n), the number of primes `<= n`, by the fastest method here: the segmented sieve
/// ([`crate::sieve::sieve_prime_pi`]) below [`COMBINATORIAL_FROM`], the combinatorial count
/// above.
///
/// # Constraints
/// Every `u64`, where the time is acceptable: it grows like n^(2/3) (12 to 17 times per
/// factor 100 from 10^11 to 10^15, about 4 per factor 10 beyond). Memory: while the tables
/// are built, about 6 bytes per number up to z = 2 y, y = α n^(1/3) (14 MB in all at 10^15,
/// 238 MB at 10^18, 659 MB at 2^64 - 1, by `/usr/bin/time`), then 8 bytes per leaf's m (about a
/// sixth of the numbers up to z), 16 per prime up to y and one per 8 numbers up to y, and a
/// window of at most 2^23 numbers' primes for P2.
///
/// # Complexity
/// About O(n^(2/3)) time (the sieve of the hard leaves covers n^(2/3) / (α β) numbers, the
/// easy leaves one look-up of π per sparse leaf, Σ_b π(sqrt(n / p_b))), O(α n^(1/3)) memory.
/// Measured with `bash scripts/bench-primecount.sh 5` and `... 1 large` (whole processes,
/// one thread each, medians of 5 rounds up to 10^15 and one round beyond) on the guide's Zen
/// 4 (`lscpu` "AMD EPYC", family 25, model 17, a 2-core KVM guest, quiet): π(10^11) in
/// 9.0 ms, π(10^13) 72 ms, π(10^15) 0.962 s, π(10^16) 3.74 s, π(10^17) 14.85 s, π(10^18)
/// 60.9 s, π(10^19) 246.6 s and π(2^64 - 1) 363.1 s, where primecount 7.6 `-t1` (Gourdon's
/// algorithm) took 11.3 ms, 95 ms, 1.423 s, 5.69 s, 22.7 s, 92.1 s, 402.1 s and 587.6 s
/// (ratios 0.80, 0.76, 0.68, 0.66, 0.65, 0.66, 0.61 and 0.62), every count equal to
/// primecount's. The guide has the phases and the other machines. Below
/// [`COMBINATORIAL_FROM`], the sieve's times (see there).
///
/// # Example
/// ```
/// use shared::prime_count::prime_pi;
/// assert_eq!(prime_pi(0), 0);
/// assert_eq!(prime_pi(100), 25);
/// assert_eq!(prime_pi(1_000_000_000), 50_847_534);
/// assert_eq!(prime_pi(100_000_000_000), 4_118_054_813);
/// ```
///
/// Tested (`shared/tests/primes.rs` and the unit tests here) against the published π(10^k)
/// for k <= 16 and π(2^k) for several k up to 48 (from 10^13 and 2^40 on in slow tests), against
/// the sieve at random n below 10^10 and on both sides of [`COMBINATORIAL_FROM`], and the
/// combinatorial count alone against a plain sieve for every n below 3000 and random n up to
/// 10^7, with several α and β; each part of the leaves computed every way (pre-sieve pattern
/// or not, float or plain division, `popcnt` or not) alike; P2 against its definition; each
/// guard of the top of `u64` at its boundary (see the [module](self)).
pub fn prime_pi(n: u64) -> u64 {
    if n < COMBINATORIAL_FROM {
        sieve_prime_pi(n)
    } else {
        lmo(n, alpha(n), BETA)
    }
}

/// The α of y = α n^(1/3), with z = [`BETA`] y: a line through the fastest α at each power
/// of ten, 2 at 10^11 to 8 at 10^15 (the guide's Zen 3, three runs of `prime_pi` at each α
/// from 1.5 to 14, within 5 % counted as a tie), then 3 more per factor 10 to 18 from 10^18
/// on. The latter from the AMD EPYC of the guide (family 25, model 17), one run of the
/// `prime_pi` bench binary at each α (a scratch build reading α from the environment, of the
/// code as it is but for `popcnt` in the easy leaves above y, which came later): at 10^15, α = 4, 6, 8, 11 took 1.31, 1.08, 1.01, 1.10 s; at 10^16, 6,
/// 8, 11, 14 took 4.82, 4.42, 4.11, 4.25 s; at 10^17, 8, 11, 14, 18 took 18.7 (before the
/// last changes to the leaves), 16.3, 15.6, 16.4 s; at 10^18, 14 and 20 took 64.3 and 62.9 s
/// (the hard leaves 33.4 and 36.0 s: past 18 they grow faster than the easy ones shrink, and
/// the tables' memory grows with z).
pub(crate) fn alpha(n: u64) -> f64 {
    let l = (n as f64).log10();
    if l < 15.0 {
        (2.0 + 1.5 * (l - 11.0)).max(1.0)
    } else {
        (8.0 + 3.0 * (l - 15.0)).min(18.0)
    }
}

/// π(n) by Lagarias–Miller–Odlyzko with y and z from [`y_and_z`], on one thread.
pub(crate) fn lmo(n: u64, alpha: f64, beta: f64) -> u64 {
    // From 49 on, y >= 7 (where the sieve of the easy leaves above y starts its wheel).
    if n < 49 {
        return sieve_prime_pi(n);
    }
    let (y, z) = y_and_z(n, alpha, beta);
    let t = Tables::new(y, z);
    let tuning = tuning();
    let mut leaves = ordinary_leaves(n, &t);
    leaves += easy_leaves(n, y, &t, tuning, (0, 1));
    leaves += hard_leaves(n, y, &t, tuning, (0, u64::MAX)).0;
    let (top, root) = (n / y, isqrt(n));
    let p2 = p2_piece(n, y, &setup(7, top, layout()), (7, top));
    let above = setup(y, root, layout());
    let (sum, count, _) = easy_leaves_above_y(n, y, &t, tuning, &above, (y, root), (0, !0));
    leaves += sum + (count * t.pi(y - 1) as u128) as i128;
    finish(leaves, [p2], t.pi(y) as u64)
}

/// y = α n^(1/3) (clamped to [n^(1/3), sqrt n], and at least 13) and z = β y (clamped to
/// [y, sqrt n]) for n >= 49, where y >= 7 (the sieve of the easy leaves above y starts its
/// wheel there).
pub(crate) fn y_and_z(n: u64, alpha: f64, beta: f64) -> (u64, u64) {
    let cbrt = icbrt(n);
    let root = isqrt(n);
    let y = ((alpha * cbrt as f64) as u64).max(cbrt).max(13).min(root);
    let z = ((beta * y as f64) as u64).max(y).min(root.max(y));
    (y, z)
}

/// z / y, where z bounds the m of the ordinary leaves (m <= z) and so the hard leaves' sieve
/// (n / z). 2 was the fastest or tied at every n from 10^12 to 10^16 of those tried with 1,
/// 1.5, 2 and 3 (the same runs as [`alpha`]'s; 10^13 at α = 4: 0.100 s with 1, 0.091 s with
/// 2; 10^16 at α = 11: 6.45 s with 1.5, 6.38 s with 2, 6.84 s with 3).
pub(crate) const BETA: f64 = 2.0;

/// How many of the first primes the ordinary leaves remove with a periodic table: 2 .. 13,
/// period 30030.
const MAX_C: usize = 6;

/// The tables up to y (primes, 1-based, with one prime beyond y, and π) and the m up to z
/// that may stand in a leaf.
pub(crate) struct Tables {
    /// The bound of the m of the ordinary leaves, y <= z.
    z: u64,
    /// `primes[0] = 0`, `primes[k]` is the k-th prime; the last one exceeds y.
    primes: Vec<u64>,
    /// `inverse[k] = 1 / primes[k]` as a float, for fast division.
    inverse: Vec<f64>,
    /// π at every v <= y + 1 through [`Tables::pi`]: per 64 odd numbers 2k + 1 (k from 64 j
    /// on), the primes below them (2 among them) and a bit per odd number set for the primes,
    /// one bit per two numbers where a table of π at the odd numbers took 32, so that the easy
    /// leaves' look-ups, in no order, stay in the cache: at 10^18 (y = 1.7 * 10^7) 2.1 MB
    /// rather than 34 MB.
    pi_words: Vec<PiWord>,
    /// min(π(y), [`MAX_C`]): the ordinary leaves are φ(·, c).
    c: usize,
    /// The squarefree 2 <= m <= z with every prime factor in (p_c, y], ascending, each as a
    /// [`LeafM`].
    ms: Vec<LeafM>,
}

/// 64 odd numbers of [`Tables::pi`]'s table: π before the first of them, and a bit per number
/// set for the primes.
#[derive(Clone, Copy, Default)]
struct PiWord {
    before: u64,
    primes: u64,
}

/// A squarefree m <= z < 2^32 with its least prime factor and μ(m), in one word: m in bits
/// 0..32, the factor in bits 32..63, bit 63 set for μ(m) = -1.
#[derive(Clone, Copy)]
struct LeafM(u64);

impl LeafM {
    fn new(m: u64, lpf: u64, mu: i8) -> LeafM {
        debug_assert!(m < 1 << 32 && lpf < 1 << 31 && mu != 0);
        LeafM(m | lpf << 32 | u64::from(mu < 0) << 63)
    }

    #[inline(always)]
    fn m(self) -> u64 {
        self.0 & 0xffff_ffff
    }

    #[inline(always)]
    fn lpf(self) -> u64 {
        (self.0 >> 32) & 0x7fff_ffff
    }

    #[inline(always)]
    fn mu(self) -> i64 {
        1 - 2 * (self.0 >> 63) as i64
    }
}

impl Tables {
    /// The tables for y <= z < 2^32: a linear sieve up to z, so O(z) time and about 6 bytes
    /// per number up to z while it is built.
    pub(crate) fn new(y: u64, z: u64) -> Tables {
        debug_assert!(y <= z);
        // The largest gap between primes below 2^32 is 336, so this reaches a prime beyond y.
        let sieve = LinearSieve::new(z as usize + 400);
        let mut primes = vec![0u64];
        let mut mu = vec![0i8; z as usize + 1];
        for &p in sieve.primes() {
            primes.push(p as u64);
            if p as u64 > y {
                break;
            }
        }
        // Word j stands for the odd numbers 2k + 1, 64 j <= k < 64 (j + 1), up to y + 1; 2 is
        // counted before the first odd prime.
        let mut pi_words = vec![PiWord::default(); y as usize / 128 + 1];
        let mut count = 1;
        for (j, word) in pi_words.iter_mut().enumerate() {
            word.before = count;
            for bit in 0..64 {
                let k = 64 * j + bit;
                if k > 0 && sieve.is_prime(2 * k + 1) {
                    word.primes |= 1 << bit;
                    count += 1;
                }
            }
        }
        mu[1] = 1;
        let mut ms = Vec::new();
        let c = (primes.len() - 2).min(MAX_C); // the last prime is beyond y
        let pc = primes[c];
        for m in 2..=z as usize {
            let p = sieve.smallest_prime_factor(m);
            let rest = m / p as usize;
            // A prime factor above y is either p or one of rest's, whose μ is then 0.
            mu[m] = if rest % p as usize == 0 || p as u64 > y {
                0
            } else {
                -mu[rest]
            };
            if mu[m] != 0 && p as u64 > pc {
                ms.push(LeafM::new(m as u64, p as u64, mu[m]));
            }
        }
        let inverse = primes.iter().map(|&p| 1.0 / p as f64).collect();
        Tables {
            c,
            z,
            primes,
            inverse,
            pi_words,
            ms,
        }
    }

    /// π(v) for v <= y + 1: for v >= 3, 1 (for 2) plus the odd primes 2i + 1 with i <= k =
    /// (v - 1) / 2, the word's count and the bits up to k's.
    #[inline(always)]
    pub(crate) fn pi(&self, v: u64) -> usize {
        if v < 3 {
            return usize::from(v == 2);
        }
        let k = (v - 1) / 2; // the odd numbers 2i + 1 <= v are those with i <= k
        let word = self.pi_words[(k / 64) as usize];
        (word.before + (word.primes & (u64::MAX >> (63 - k % 64))).count_ones() as u64) as usize
    }
}

/// φ(v, c) for the first c <= 6 primes in O(1): v / P periods of φ(P) numbers, plus a table for
/// the remainder.
struct PhiTiny {
    period: u64,
    per_period: u64,
    /// `table[r]`: the numbers in 1..=r with no factor among the c primes.
    table: Vec<u16>,
}

impl PhiTiny {
    fn new(primes: &[u64]) -> PhiTiny {
        let period: u64 = primes.iter().product();
        let mut coprime = vec![true; period as usize];
        coprime[0] = false;
        for &p in primes {
            for multiple in coprime.iter_mut().step_by(p as usize) {
                *multiple = false;
            }
        }
        let mut table = vec![0u16; period as usize];
        let mut count = 0u16;
        for (t, &is_coprime) in table.iter_mut().zip(&coprime) {
            count += is_coprime as u16;
            *t = count;
        }
        // table[period - 1] = φ(period), unless period = 1 (no primes: φ(v, 0) = v).
        let per_period = if period == 1 { 1 } else { count as u64 };
        PhiTiny {
            period,
            per_period,
            table,
        }
    }

    fn phi(&self, v: u64) -> u64 {
        (v / self.period) * self.per_period + self.table[(v % self.period) as usize] as u64
    }
}

/// Σ μ(m) φ(n / m, c) over the squarefree m <= z with every prime factor in (p_c, y].
pub(crate) fn ordinary_leaves(n: u64, t: &Tables) -> i128 {
    let phi_tiny = PhiTiny::new(&t.primes[1..=t.c]);
    let mut sum = phi_tiny.phi(n) as i128; // m = 1
    for &m in &t.ms {
        sum += (m.mu() * phi_tiny.phi(n / m.m()) as i64) as i128;
    }
    sum
}

/// floor(a / d) for a < 2^52, from a float reciprocal of d: the product is within 1 of a / d
/// (two roundings of 2^-53 each), so one correction each way makes it exact.
#[inline(always)]
fn div_by_reciprocal(a: u64, d: u64, inverse: f64) -> u64 {
    debug_assert!(a < FLOAT_DIVISION_BELOW && d >= 1);
    let estimate = (a as i64 as f64) * inverse;
    // SAFETY: 0 <= estimate < 2^52 + 1 is finite and fits an i64 (the plain `as` would add
    // the checks for NaN and saturation).
    let q = unsafe { estimate.to_int_unchecked::<i64>() };
    // The remainder of q is in [-d, 2d): one step down or up at most, without branches.
    let r = a as i64 - q * d as i64;
    (q - i64::from(r < 0) + i64::from(r >= d as i64)) as u64
}

/// Where [`div_by_reciprocal`] is exact.
const FLOAT_DIVISION_BELOW: u64 = 1 << 52;

/// Thresholds between two ways of computing the same thing, parameters so that the tests can
/// run both ways at small n.
#[derive(Clone, Copy)]
pub(crate) struct Tuning {
    /// Divisions n / p / q by a float reciprocal below this n / p, by `/` from it on.
    float_below: u64,
    /// Whether the hard leaves' sieve starts each segment from the pre-sieve pattern (built
    /// in some 0.1 ms) rather than crossing off 3 ..= 13 (about 2^18 bits cleared one at a
    /// time per segment: with it, 27 % of the time of π(10^11), 8.3 ms by `perf`).
    pattern: bool,
    /// Whether to use the `popcnt` instruction where the processor has it.
    popcnt: bool,
}

const TUNING: Tuning = Tuning {
    float_below: FLOAT_DIVISION_BELOW,
    pattern: true,
    popcnt: true,
};

/// Defines `$name`, the `#[inline(always)]` function `$body` of the same arguments compiled
/// with the `popcnt` instruction where the processor has it and `$tuning.popcnt` asks for it
/// (`count_ones` is otherwise a dozen instructions), as it is elsewhere; the tests run both.
macro_rules! with_popcnt {
    ($(#[$doc:meta])* $vis:vis fn $name:ident = $body:ident($($arg:ident: $ty:ty),* $(,)?)
        -> $ret:ty, popcnt if $tuning:ident) => {
        $(#[$doc])*
        $vis fn $name($($arg: $ty),*) -> $ret {
            #[cfg(target_arch = "x86_64")]
            if $tuning.popcnt && is_x86_feature_detected!("popcnt") {
                #[target_feature(enable = "popcnt")]
                unsafe fn fast($($arg: $ty),*) -> $ret {
                    $body($($arg),*)
                }
                // SAFETY: the processor has the instruction.
                return unsafe { fast($($arg),*) };
            }
            $body($($arg),*)
        }
    };
}

/// [`TUNING`] for this processor: plain division where [`integer_division_is_fast`].
pub(crate) fn tuning() -> Tuning {
    Tuning {
        float_below: if integer_division_is_fast() {
            0
        } else {
            FLOAT_DIVISION_BELOW
        },
        ..TUNING
    }
}

/// Whether `/` on u64 beats [`div_by_reciprocal`] in the leaves' loops: on AMD from Zen 3
/// (family 0x19) on, whose divider takes some 10 to 20 cycles. On the guide's Zen 3
/// (family 25, model 1) π(10^15) took 1.50 to 1.66 s with `/` against 1.56 to 1.77 s with
/// the reciprocal (three alternating runs each; the easy leaves 0.41 s against 0.47 s). Other
/// processors, not measured this way, keep the reciprocal.
#[cfg(target_arch = "x86_64")]
#[allow(unused_unsafe)] // `__cpuid` is an unsafe fn in older compilers, a safe one in newer.
fn integer_division_is_fast() -> bool {
    use std::arch::x86_64::__cpuid;
    // SAFETY: every x86-64 processor has the CPUID instruction, with leaves 0 and 1.
    let vendor = unsafe { __cpuid(0) };
    // SAFETY: as above.
    let signature = unsafe { __cpuid(1) }.eax;
    amd_zen3_or_later([vendor.ebx, vendor.edx, vendor.ecx], signature)
}

/// Whether CPUID's vendor words (leaf 0: EBX, EDX, ECX) and signature (leaf 1: EAX) are an
/// AMD processor of family 0x19 or later.
fn amd_zen3_or_later(vendor: [u32; 3], signature: u32) -> bool {
    let base = (signature >> 8) & 0xf;
    let family = if base == 0xf {
        base + ((signature >> 20) & 0xff)
    } else {
        base
    };
    vendor == crate::sieve::AMD_VENDOR && family >= 0x19
}

#[cfg(not(target_arch = "x86_64"))]
fn integer_division_is_fast() -> bool {
    false
}

with_popcnt! {
/// The special leaves φ(n / (p_b q), b - 1) with q prime, p_b > sqrt z and n / (p_b q) < y:
/// each is max(1, π(n / (p_b q)) - b + 2).
///
/// For one b, with p = p_b, t = n / p and s = sqrt t, the q run over (q_min, y], q_min =
/// max(p, t / y, z / p). Those up to s ("sparse", v = t / q >= q > p) are summed one at a
/// time. Above s, runs of q share π(t / q) ("clustered"); there Gourdon's inversion, the
/// pairs of primes (q, r) with q r <= t counted by r rather than by q,
///
/// Σ_{α < q <= β} π(t / q) = π(β) π(t / β) - π(α) π(t / α) + Σ_{t / β < r <= t / α} π(t / r),
///
/// with α = max(q_min, s) and β = min(y, t / p) (above t / p, v < p and each leaf is 1),
/// turns them into two products and a sum over r in (t / β, t / α], a range that lies in the
/// sparse one (t / β >= q_min, and t / α <= s but for at most the two numbers s + 1 and
/// s + 2): the sparse loop counts π(t / r) twice there, each reflected term reusing the
/// division and look-up of a sparse one (the reflected sums of K. Walisch, "Efficient
/// computation of the easy special leaves", 2026, applied to this module's split of the
/// leaves). At 10^17 (α = 8, `prime_pi --phases`, the guide's Zen 4) these leaves took 6.08 s
/// when the clustered ones were summed by their own loop over the values of π, 2.58 s this
/// way; with the table of bits of [`Tables`] (its look-ups stay in the cache), at α = 14,
/// 3.7 to 4.4 s became 3.3 s at 10^17 and 20.3 s became 13.6 s at 10^18.
///
/// Tested through [`lmo`] against a sieve (every n below 3000, random n below 10^7, with α
/// from 1 to 100 and β from 1 to 3, so that the clustered range is empty, partial, and
/// meets the two numbers above s) and the published π(10^k); a planted bug in the weight of
/// the reflected range, or in the primes above s, fails both.
pub(crate) fn easy_leaves = easy_leaves_inline(
    n: u64, y: u64, t: &Tables, tuning: Tuning, part: (usize, usize)
) -> i128, popcnt if tuning
}

#[inline(always)]
fn easy_leaves_inline(n: u64, y: u64, t: &Tables, tuning: Tuning, part: (usize, usize)) -> i128 {
    let (first, a) = easy_bs(t, y);
    let mut sum = 0i128;
    // Piece k of `of` of those b, in order (all of them with (0, 1)).
    let ((k, of), len) = (part, (a + 1).saturating_sub(first));
    for b in first + len * k / of..first + len * (k + 1) / of {
        let p = t.primes[b];
        // p q > z makes the leaf special, t / q < y keeps it below y.
        let q_min = p.max(n / (y * p)).max(t.z / p);
        if q_min >= y {
            continue;
        }
        let np = n / p;
        let s = isqrt(np);
        let pis = |from, to| sum_of_pi(np, t, tuning, (from, to), |v| t.pi(v) as u64) as i64;
        // Indices: q_min < q <= sparse (sparse q), then the clustered ones up to y.
        let stop = t.pi(q_min);
        let sparse = t.pi(s.min(y)).max(stop);
        // Every leaf of b is a term π(t / q) - b + 2 or a 1; `terms` counts the first kind.
        let (mut leaves, mut terms) = (0i64, (sparse - stop) as i64);
        let alpha = q_min.max(s);
        // The sparse indices whose π(t / q) counts twice: reflected + 1 ..= top (none yet).
        let (mut reflected, mut top) = (sparse, sparse);
        if alpha < y {
            let beta = y.min(np / p);
            // The q in (max(α, β), y]: v < p, each leaf 1.
            leaves += (a - t.pi(alpha.max(beta))) as i64;
            if beta > alpha {
                let (pi_alpha, pi_beta) = (t.pi(alpha), t.pi(beta));
                terms += (pi_beta - pi_alpha) as i64;
                // r in (t / β, t / α]: in the sparse range below s + 1 (β > α happens only
                // where q_min <= s: p <= n^(1/3) and t <= y^2), and up to two primes above s.
                let (r_lo, r_hi) = (np / beta, np / alpha); // q_min <= r_lo, r_hi <= s + 2
                leaves += (pi_beta * t.pi(r_lo)) as i64 - (pi_alpha * t.pi(r_hi)) as i64;
                (reflected, top) = (t.pi(r_lo.min(s)), t.pi(r_hi.min(s)));
                leaves += pis(t.pi(s.max(r_lo)) + 1, t.pi(r_hi));
            }
        }
        leaves += pis(stop + 1, reflected) + 2 * pis(reflected + 1, top) + pis(top + 1, sparse);
        // Every term and their count are at most a^2 + a: the sum fits an i64.
        sum += (leaves - terms * (b as i64 - 2)) as i128;
    }
    sum
}

/// Σ pi(np / p_i) for `from <= i <= to` (none when to < from), where `pi` answers every such
/// quotient: [`Tables::pi`] below y, a sieve segment's above (the easy leaves of both).
#[inline(always)]
fn sum_of_pi(
    np: u64,
    t: &Tables,
    tuning: Tuning,
    (from, to): (usize, usize),
    pi: impl Fn(u64) -> u64,
) -> u64 {
    if to < from {
        return 0;
    }
    let mut sum = 0u64;
    let range = from..to + 1;
    if np < tuning.float_below {
        for (&q, &inverse) in t.primes[range.clone()].iter().zip(&t.inverse[range]) {
            sum += pi(div_by_reciprocal(np, q, inverse));
        }
    } else {
        for &q in &t.primes[range] {
            sum += pi(np / q);
        }
    }
    sum
}

/// The sieve of the odd numbers in `[low, low + 2 * BITS)` for the hard leaves (bit i stands
/// for low + 2 i + 1), with a count of the set bits per `64 * BLOCK_WORDS`.
struct Segment {
    low: u64,
    bits: Vec<u64>,
    counts: Vec<u32>,
    /// The set bits in all: the sum of `counts`, kept as bits are cleared.
    total: u64,
}

/// Odd numbers per segment (2^18 bits, 32 KiB: the L1 cache).
const BITS: usize = 1 << 18;
const BLOCK_WORDS: usize = 8;

/// The odd primes of the pre-sieve pattern, 3 ..= 13 (with 2, the c = 6 primes of
/// [`PhiTiny`]).
const PATTERN_PRIMES: [u64; 5] = [3, 5, 7, 11, 13];
/// The pattern's period in 64-bit words: bit g of the pattern stands for the odd number
/// 2 g + 1, whose residues repeat every 3 * 5 * 7 * 11 * 13 bits, so every as many words.
const PATTERN_WORDS: usize = 15015;

/// [`pattern`], built by the first [`hard_leaves`] that needs it.
static PATTERN: OnceLock<Vec<u64>> = OnceLock::new();

/// The odd numbers with no factor among [`PATTERN_PRIMES`], as bits, over one period.
fn pattern() -> Vec<u64> {
    // A prime's bits repeat every p words (64 p bits = 0 mod p): one word per residue of the
    // word's index, and each word of the pattern the AND of one per prime.
    let words_of = |p: u64| -> Vec<u64> {
        (0..p)
            .map(|w| {
                // Bit i of word w stands for 2 (64 w + i) + 1.
                (0..64)
                    .filter(|&i| (2 * (64 * w + i) + 1) % p != 0)
                    .fold(0u64, |word, i| word | 1 << i)
            })
            .collect()
    };
    let per_prime: Vec<Vec<u64>> = PATTERN_PRIMES.iter().map(|&p| words_of(p)).collect();
    (0..PATTERN_WORDS)
        .map(|w| {
            per_prime
                .iter()
                .fold(u64::MAX, |word, words| word & words[w % words.len()])
        })
        .collect()
}

impl Segment {
    /// Starts the segment at `low` (a multiple of `2 * BITS`) with the odd numbers up to `z`
    /// that have no factor among `odd_primes` (all the odd primes up to p_c, either exactly
    /// the pattern's, with `pattern`, or others).
    fn reset(&mut self, low: u64, z: u64, odd_primes: &[u64], pattern: Option<&[u64]>) {
        self.low = low;
        match pattern {
            Some(pattern) => {
                let mut from = ((low / 2) / 64) as usize % PATTERN_WORDS;
                let mut filled = 0;
                while filled < self.bits.len() {
                    let take = (PATTERN_WORDS - from).min(self.bits.len() - filled);
                    self.bits[filled..filled + take].copy_from_slice(&pattern[from..from + take]);
                    filled += take;
                    from = 0;
                }
            }
            None => {
                self.bits.fill(u64::MAX);
                for &p in odd_primes {
                    // The first odd multiple of p that is >= max(low, p).
                    let mut m = ((low + p - 1) / p * p).max(p);
                    if m % 2 == 0 {
                        m += p;
                    }
                    let mut i = ((m - low) / 2) as usize;
                    while i < BITS {
                        self.bits[i / 64] &= !(1 << (i % 64));
                        i += p as usize;
                    }
                }
            }
        }
        if low + 2 * BITS as u64 > z + 1 {
            // Keep only the numbers <= z.
            let keep = ((z + 1 - low) / 2) as usize; // odd numbers in [low, z]
            for (w, word) in self.bits.iter_mut().enumerate() {
                let from = w * 64;
                if from >= keep {
                    *word = 0;
                } else if from + 64 > keep {
                    *word &= (1u64 << (keep - from)) - 1;
                }
            }
        }
        self.recount();
    }

    /// Sets the counts per block and the total from the bits.
    #[inline(always)]
    fn recount(&mut self) {
        for (block, count) in self.counts.iter_mut().enumerate() {
            let words = &self.bits[block * BLOCK_WORDS..(block + 1) * BLOCK_WORDS];
            *count = words.iter().map(|w| w.count_ones()).sum();
        }
        self.total = self.counts.iter().map(|&c| c as u64).sum();
    }

    /// Crosses off the multiples p k of p from `next.multiple` on, k stepping by `half_gaps`
    /// (halved, since the bits are odd numbers only), and leaves `next` at the first beyond
    /// the segment.
    #[inline]
    fn cross_off(&mut self, p: u64, next: &mut Multiple, half_gaps: &[u8; 8]) {
        let mut i = ((next.multiple - self.low) / 2) as usize;
        let mut w = next.wheel as usize;
        let p = p as usize;
        let (bits, counts) = (&mut self.bits[..], &mut self.counts[..]);
        assert!(bits.len() * 64 == BITS && counts.len() * 64 * BLOCK_WORDS == BITS);
        // The bits cleared that were set, for the total (summing the counts after each
        // prime was 4 % of the time of π(10^16)).
        let mut removed = 0u64;
        let mut clear = |i: usize| {
            debug_assert!(i < BITS);
            // SAFETY: i < BITS, the length of `bits` in bits (and of `counts` in blocks).
            unsafe {
                let word = bits.get_unchecked_mut(i / 64);
                let bit = (*word >> (i % 64)) & 1;
                *counts.get_unchecked_mut(i / (64 * BLOCK_WORDS)) -= bit as u32;
                removed += bit;
                *word &= !(1 << (i % 64));
            }
        };
        while w != 0 && i < BITS {
            clear(i);
            i += p * half_gaps[w] as usize;
            w = (w + 1) % 8;
        }
        if w == 0 {
            // Whole turns of the wheel: eight multiples at fixed offsets.
            let mut offsets = [0usize; 9];
            for k in 0..8 {
                offsets[k + 1] = offsets[k] + p * half_gaps[k] as usize;
            }
            while i + offsets[7] < BITS {
                for &offset in &offsets[..8] {
                    clear(i + offset);
                }
                i += offsets[8];
            }
            while i < BITS {
                clear(i);
                i += p * half_gaps[w] as usize;
                w = (w + 1) % 8;
            }
        }
        self.total -= removed;
        next.multiple = self.low + 2 * i as u64;
        next.wheel = w as u8;
    }
}

/// The next multiple of a prime to cross off, and where its cofactor is on the wheel.
#[derive(Clone, Copy)]
struct Multiple {
    multiple: u64,
    wheel: u8,
}

/// Half the gaps between the numbers 1, 7, 11, ..., 29, 31 coprime to 30: once 3 and 5 are
/// gone, p k needs crossing off only for k coprime to 30.
const WHEEL_30_HALF_GAPS: [u8; 8] = [3, 2, 1, 2, 1, 2, 3, 1];
/// Every odd k, for when 3 or 5 are not removed first.
const ODD_HALF_GAPS: [u8; 8] = [1; 8];

/// Counts the set bits of a segment up to increasing points, from where the last count
/// stopped.
#[derive(Default)]
struct Cursor {
    block: usize,
    before: u64,
}

impl Cursor {
    /// The set bits for the odd numbers in `[low, v]` (v >= low, v no smaller than at the
    /// last call).
    #[inline(always)]
    fn count(&mut self, s: &Segment, v: u64) -> u64 {
        let k = ((v - s.low + 1) / 2) as usize; // bits 0..k
        let target = k / (64 * BLOCK_WORDS);
        while self.block < target {
            self.before += s.counts[self.block] as u64;
            self.block += 1;
        }
        let from = target * BLOCK_WORDS;
        let full = k / 64;
        let mut sum = self.before;
        for w in &s.bits[from..full] {
            sum += w.count_ones() as u64;
        }
        if k % 64 != 0 {
            sum += (s.bits[full] & ((1u64 << (k % 64)) - 1)).count_ones() as u64;
        }
        sum
    }
}

/// The primes of `(stop, top]` from the largest down, loaded a window at a time by
/// [`for_each_prime`] so that memory stays small however many there are (about 2 * 10^8 for
/// the P2 of n near 2^64).
struct PrimesDown {
    /// The loaded primes not yet taken, increasing (taken from the end).
    loaded: Vec<u64>,
    /// Every prime above `floor` (and up to the top) has been loaded.
    floor: u64,
    stop: u64,
}

/// The width of one window of [`PrimesDown`]: at most about 2^19 primes, 4 MB.
const PRIMES_DOWN_WINDOW: u64 = 1 << 23;

impl PrimesDown {
    fn new(stop: u64, top: u64) -> PrimesDown {
        PrimesDown {
            loaded: Vec::new(),
            floor: top.max(stop),
            stop,
        }
    }

    /// Takes the largest prime not taken yet if it exceeds `bound`.
    fn take_above(&mut self, bound: u64) -> Option<u64> {
        while self.loaded.is_empty() && self.floor > self.stop && self.floor > bound {
            let lo = self.floor.saturating_sub(PRIMES_DOWN_WINDOW).max(self.stop);
            let loaded = &mut self.loaded;
            for_each_prime(lo + 1, self.floor, |p| loaded.push(p));
            self.floor = lo;
        }
        match self.loaded.last() {
            Some(&p) if p > bound => self.loaded.pop(),
            _ => None,
        }
    }
}

/// Restarts `next` for the prime p at its first multiple p k >= low with k on the wheel of
/// `half_gaps` (coprime to 30, or odd), for a prime that sat out some segments.
fn restart(p: u64, low: u64, half_gaps: &[u8; 8]) -> Multiple {
    // The wheel's cofactors mod 30 (or 1, 3, 5, ... mod 16 for the odd one), position 0 = 1.
    let period: u64 = 2 * half_gaps.iter().map(|&g| g as u64).sum::<u64>();
    let mut residues = [1u64; 8];
    for w in 1..8 {
        residues[w] = residues[w - 1] + 2 * half_gaps[w - 1] as u64;
    }
    let k0 = low / p + u64::from(low % p != 0);
    let base = k0 / period * period;
    for turn in [base, base + period] {
        for (w, &r) in residues.iter().enumerate() {
            if turn + r >= k0 {
                return Multiple {
                    multiple: p * (turn + r),
                    wheel: w as u8,
                };
            }
        }
    }
    unreachable!("a whole turn of the wheel holds a cofactor >= k0")
}

/// The special leaves that the tables do not answer, by a segmented sieve of [1, n / z]: in
/// each segment [low, high), p_(c+1), p_(c+2), ... are crossed off in turn while leaves of
/// p (p^2 <= n / low) may fall in it, each prime's leaves counted before it is crossed off.
/// A prime that sat out some segments restarts at its first multiple in the segment.
/// What [`hard_leaves`] found in a piece of the segments of its sieve of [0, n / z], counting
/// as if the piece's first segment were the first of all: (the sum of the piece's leaves with
/// φ from 0 at its start; for each prime index b, the sum of the signs of b's leaves in it,
/// each of which needs the φ(low - 1, b - 1) of the numbers below the piece added, times its
/// sign; and for each b, φ's growth over the piece, the numbers coprime to p_1 .. p_(b-1)).
pub(crate) type HardPart = (i128, Vec<i64>, Vec<i64>);

with_popcnt! {
/// The hard leaves of the segments `segments.0..segments.1` (at most [`hard_segments`]) of
/// their sieve (all of them with `(0, u64::MAX)`; a thread's piece in
/// [`crate::parallel_prime_count`]), as a [`HardPart`].
pub(crate) fn hard_leaves = hard_leaves_inline(
    n: u64, y: u64, t: &Tables, tuning: Tuning, segments: (u64, u64)
) -> HardPart, popcnt if tuning
}

#[inline(always)]
fn hard_leaves_inline(
    n: u64,
    y: u64,
    t: &Tables,
    tuning: Tuning,
    segments: (u64, u64),
) -> HardPart {
    let (z, c) = (t.z, t.c);
    // Every leaf is below n / z (p m > z).
    let limit = n / z;
    // sqrt z <= y, since z <= sqrt n <= y^2.
    let pi_sqrt_z = t.pi(isqrt(z));
    // From p_large on, every leaf is easy.
    let last = first_large(n, t) - 1;
    // phi[b]: the numbers below the segment (from the first of `segments`) with no factor
    // among p_1 .. p_(b-1); signs[b]: the sum of the signs of b's leaves.
    let mut phi = vec![0i64; last + 1];
    let mut signs = vec![0i64; last + 1];
    // upper[b]: where b's m started in the last segment (usize::MAX before its first).
    let mut upper = vec![usize::MAX; last + 1];
    // Each prime starts at p * 1.
    let mut next: Vec<Multiple> = t.primes[..=last]
        .iter()
        .map(|&p| Multiple {
            multiple: p,
            wheel: 0,
        })
        .collect();
    let half_gaps = if c >= 3 {
        &WHEEL_30_HALF_GAPS
    } else {
        &ODD_HALF_GAPS
    };
    let mut s = Segment {
        low: 0,
        bits: vec![0; BITS / 64],
        counts: vec![0; BITS / (64 * BLOCK_WORDS)],
        total: 0,
    };
    let odd_primes = &t.primes[2..=c];
    // The pattern, built once for every count and piece (on threads, a `OnceLock`).
    let pattern = (odd_primes == PATTERN_PRIMES && tuning.pattern)
        .then(|| PATTERN.get_or_init(pattern).as_slice());
    let mut sum = 0i128;
    // The m of one prime's leaves in one segment.
    let mut kept: Vec<LeafM> = Vec::new();
    // Piece k of `of` of the segments [2 i BITS, 2 (i + 1) BITS), in order.
    let count = limit / (2 * BITS as u64) + 1; // segments in all
    let mut low = segments.0.min(count) * 2 * BITS as u64;
    let end = (segments.1.min(count) * 2 * BITS as u64).min(limit + 1);
    while low < end {
        let high = low + 2 * BITS as u64; // the segment is [low, high)
        s.reset(low, limit, odd_primes, pattern);
        for b in c + 1..=last {
            let p = t.primes[b];
            // Leaves of p (and of later primes) are >= low only while p^2 <= n / low.
            if low != 0 && p * p > n / low {
                break;
            }
            let mut cursor = Cursor::default();
            // p * low <= n since p^2 * low <= n (or low = 0).
            let m_max_low = if low == 0 { z } else { (n / (low * p)).min(z) };
            let m_min = (n / high / p).max(z / p); // exclusive; n / high / p = n / (high p)
            if b <= pi_sqrt_z {
                // The m in (m_min, m_max_low] from the largest, those with lpf(m) > p. The
                // sum stays within an i64: each term is at most v = n / (p m), and Σ n / (p m)
                // over m in (z / p, z] is below n (ln p + 1) / p < n / 4 for p >= 17.
                // The m <= m_max_low end where the last segment's m started (where the two
                // differ, this segment's m_min is above both and its range is empty), and the
                // walk down to m_min visits only this segment's m: two binary searches per
                // prime and segment were 3 % of the time of π(10^16).
                let to = match upper[b] {
                    usize::MAX => t.ms.partition_point(|m| m.m() <= m_max_low),
                    to => to,
                };
                let mut from = to;
                while from > 0 && t.ms[from - 1].m() > m_min {
                    from -= 1;
                }
                upper[b] = from;
                debug_assert!(
                    from == to || to == t.ms.partition_point(|m| m.m() <= m_max_low),
                    "b={b}, low={low}"
                );
                let np = n / p;
                // The m with lpf(m) > p first, copied without a branch (about a third of
                // them at 10^15, in no pattern a branch could predict), then their leaves:
                // 12 % less time in the hard leaves at 10^15 on the Xeon of the guide.
                kept.resize(to - from, LeafM(0));
                let mut k = 0;
                for &m in t.ms[from..to].iter().rev() {
                    kept[k] = m;
                    k += usize::from(m.lpf() > p);
                }
                let (mut leaves, mut mus) = (0i64, 0i64);
                for &m in &kept[..k] {
                    let v = np / m.m();
                    leaves -= m.mu() * (phi[b] + cursor.count(&s, v) as i64);
                    mus += m.mu();
                }
                sum += leaves as i128;
                signs[b] -= mus;
            } else {
                // Primes q with p < q <= min(y, n / p^3): v >= p^2 (> z >= y; above, the
                // leaf is easy).
                let q_max = m_max_low.min(n / p / (p * p)).min(y);
                let q_min = m_min.max(p);
                if q_max > q_min {
                    let mut i = t.pi(q_max);
                    let stop = t.pi(q_min);
                    signs[b] += (i - stop) as i64;
                    let np = n / p;
                    let fast = np < tuning.float_below;
                    while i > stop {
                        let q = t.primes[i];
                        let v = if fast {
                            div_by_reciprocal(np, q, t.inverse[i])
                        } else {
                            np / q
                        };
                        sum += (phi[b] + cursor.count(&s, v) as i64) as i128;
                        i -= 1;
                    }
                }
            }
            phi[b] += s.total as i64;
            if next[b].multiple < low {
                next[b] = restart(p, low, half_gaps);
            }
            s.cross_off(p, &mut next[b], half_gaps);
        }
        low = high;
    }
    (sum, signs, phi)
}

/// The number of segments of the hard leaves' sieve of [0, n / z], as [`hard_leaves`] counts
/// them.
pub(crate) fn hard_segments(n: u64, t: &Tables) -> u64 {
    n / t.z / (2 * BITS as u64) + 1
}

/// The index of the least prime p above p_c with p^4 >= n, or a + 1 if none is <= y: from it
/// on, v = n / (p q) < n / p^2 <= p^2 for every leaf (q > p), so no leaf is hard.
fn first_large(n: u64, t: &Tables) -> usize {
    let a = t.primes.len() - 2; // the last prime is the one beyond y
    let from = t.c + 1;
    from + t.primes[from..=a].partition_point(|&p| (p as u128).pow(4) < n as u128)
}

/// The easy special leaves -μ(q) φ(n / (p_b q), b - 1) = π(v) - b + 2 with p_b > sqrt z (so
/// m = q is a prime) and y <= v = n / (p_b q) < p_b^2 (below y, [`easy_leaves`] has them):
/// v < min(p_b^2, n / p_b^2) <= sqrt n, so π(v) is read from [`crate::sieve`]'s sieve of
/// [y, sqrt n], a segment at a time, for the q of each p whose v falls in it.
///
/// Those of the v in `lo..=hi` (all of [y, sqrt n], or a piece of it that starts on a
/// segment of `setup`, built for [y, sqrt n]), with π counted from 0 at `lo`, and in each
/// segment those of the p_b with b in `bs.0..=bs.1` (all with `(0, usize::MAX)`;
/// [`crate::parallel_prime_count`] cuts the b of [`easy_bs`] into shares): returns (their
/// sum, how many leaves, the primes in `lo..=hi`); the leaves' sum then needs their number
/// times π(lo - 1) added.
pub(crate) fn easy_leaves_above_y(
    n: u64,
    y: u64,
    t: &Tables,
    tuning: Tuning,
    setup: &Setup,
    (lo, hi): (u64, u64),
    bs: (usize, usize),
) -> (i128, u128, u64) {
    let (first, a) = easy_bs(t, y);
    let bs = (first.max(bs.0), a.min(bs.1));
    let mut sums = AboveY::default();
    // A function of its own per segment, for `popcnt`: the sieve's closure does not inherit
    // its caller's instructions.
    let primes = prime_pi_segments(setup, lo, hi, |seg| {
        above_y_segment(n, y, t, tuning, seg, bs, &mut sums)
    });
    let AboveY { pis, minus, leaves } = sums;
    (pis as i128 - minus as i128, leaves, primes)
}

/// What [`easy_leaves_above_y`] sums: Σ π(v) from the segment's start, Σ (b - 2), the leaves.
#[derive(Default)]
struct AboveY {
    pis: u128,
    minus: u128,
    leaves: u128,
}

with_popcnt! {
/// The easy leaves above y of the b in `bs.0..=bs.1` whose v falls in one segment, added to
/// `sums`.
fn above_y_segment = above_y_segment_inline(
    n: u64, y: u64, t: &Tables, tuning: Tuning, seg: &SegmentPi, bs: (usize, usize),
    sums: &mut AboveY
) -> (), popcnt if tuning
}

#[inline(always)]
fn above_y_segment_inline(
    n: u64,
    y: u64,
    t: &Tables,
    tuning: Tuning,
    seg: &SegmentPi,
    bs: (usize, usize),
    sums: &mut AboveY,
) {
    for b in bs.0..=bs.1 {
        let p = t.primes[b];
        let np = n / p;
        // v >= seg.lo (>= y) needs q <= np / seg.lo, and q <= y, with q > p.
        let q_hi = (np / seg.lo).min(y);
        if q_hi <= p {
            break;
        }
        // v < seg.hi needs q > np / seg.hi, v < p^2 needs q > np / p^2; p q > z.
        let q_lo = p.max(t.z / p).max(np / seg.hi).max(np / (p * p)); // exclusive
        if q_hi <= q_lo {
            continue;
        }
        let (from, to) = (t.pi(q_lo) + 1, t.pi(q_hi));
        sums.pis += sum_of_pi(np, t, tuning, (from, to), |v| seg.pi(v)) as u128;
        sums.minus += ((to + 1 - from) * (b - 2)) as u128;
        sums.leaves += (to + 1 - from) as u128;
    }
}

/// The b of the easy leaves, `first..=a`: from the first prime above p_c and sqrt z (<= y,
/// since z <= sqrt n <= y^2) to a = π(y).
pub(crate) fn easy_bs(t: &Tables, y: u64) -> (usize, usize) {
    ((t.c + 1).max(t.pi(isqrt(t.z)) + 1), t.pi(y))
}

/// The part of P2(n, a) = Σ_{y < p <= sqrt n} (π(n / p) - π(p) + 1) from the p with n / p in
/// `lo..=hi` (a piece of [7, n / y], sieved with `setup`): the π(n / p) at increasing targets
/// by one pass of [`crate::sieve`]'s sieve over the piece, the primes p listed a window at a
/// time from the largest down. Returns (Σ of the primes in lo..=n / p, how many p, the primes
/// in lo..=hi), which [`finish`] sums. All of [7, n / y] in one piece on one thread ([`lmo`]),
/// pieces on several in [`crate::parallel_prime_count`].
pub(crate) fn p2_piece(n: u64, y: u64, setup: &Setup, (lo, hi): (u64, u64)) -> (u128, u128, u64) {
    // lo <= n / p <= hi: n / (hi + 1) < p <= n / lo.
    let stop = (n / (hi + 1)).max(y);
    let mut primes = PrimesDown::new(stop, (n / lo).min(isqrt(n)));
    let targets = std::iter::from_fn(|| primes.take_above(stop)).map(|p| n / p);
    let (mut sum, mut count) = (0u128, 0u128);
    let total = count_at_increasing(setup, lo, hi, targets, |_, pi| {
        sum += pi as u128;
        count += 1;
    });
    (sum, count, total)
}

/// π(n) = S1 + S2 + a - 1 - P2 from `leaves` (S1 + S2: the ordinary and special leaves), the
/// [`p2_piece`]s of [7, n / y] in order (P2), and a = π(y).
pub(crate) fn finish(
    leaves: i128,
    pieces: impl IntoIterator<Item = (u128, u128, u64)>,
    a: u64,
) -> u64 {
    let (mut sum, mut count, mut before) = (0u128, 0u128, 3u64); // 2, 3 and 5 are below 7
    for (sum_k, count_k, primes) in pieces {
        sum += sum_k + count_k * before as u128;
        count += count_k;
        before += primes;
    }
    // Σ (π(p) - 1) over π(p) = a + 1 ..= a + count.
    let p2 = sum - (count * a as u128 + count * count.saturating_sub(1) / 2);
    // Each sum is in i128 or u128, whose range no sum of u64 terms here can leave.
    u64::try_from(leaves + a as i128 - 1 - p2 as i128).expect("π(n) is between 0 and n")
}

/// P2 on one thread, for the tests: from [`finish`] with leaves large enough that π stays
/// positive.
#[cfg(test)]
fn p2(n: u64, y: u64, a: u64) -> u128 {
    let top = n / y;
    let leaves = i64::MAX as i128;
    let pi = finish(
        leaves,
        [p2_piece(n, y, &setup(7, top, layout()), (7, top))],
        a,
    );
    (leaves + a as i128 - 1 - pi as i128) as u128
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lmo_matches_a_plain_sieve_for_small_n() {
        let s = LinearSieve::new(3_000);
        let mut count = 0;
        for n in 0..3_000u64 {
            if s.is_prime(n as usize) {
                count += 1;
            }
            // Every n below 1000; above, enough to cross every y and c boundary.
            if n < 1000 || n % 7 == 0 {
                let alpha = [1.0, 2.0, 5.0][n as usize % 3];
                for beta in [1.0, 2.0, 1e9] {
                    assert_eq!(
                        lmo(n, alpha, beta),
                        count,
                        "n={n}, alpha={alpha}, beta={beta}"
                    );
                }
            }
        }
    }

    #[test]
    fn lmo_matches_the_sieve_for_random_n_up_to_ten_million() {
        let mut rng = fastrand::Rng::with_seed(11);
        for _ in 0..50 {
            let n = rng.u64(3_000..10_000_000);
            let expected = sieve_prime_pi(n);
            for alpha in [1.0, 1.5, 3.0, 8.0, 100.0] {
                for beta in [1.0, 1.7, 3.0] {
                    let got = lmo(n, alpha, beta);
                    assert_eq!(got, expected, "n={n}, alpha={alpha}, beta={beta}");
                }
            }
        }
    }

    /// π from the bit table at every v <= y + 1 (both parities, 0, 1 and 2 too), the primes to
    /// the one beyond y, and the list of m against μ and the least factor from a plain sieve.
    #[test]
    fn the_tables_match_a_plain_sieve() {
        let s = LinearSieve::new(5_000);
        for (y, z) in [
            (13, 13),
            (14, 30),
            (100, 100),
            (101, 257),
            (126, 126),
            (255, 600),
            (1000, 4000),
        ] {
            let t = Tables::new(y, z);
            let mut count = 0;
            // The easy leaves read π up to y + 1.
            for v in 0..=y + 1 {
                if v >= 2 && s.is_prime(v as usize) {
                    count += 1;
                }
                assert_eq!(t.pi(v), count, "y={y}, v={v}");
            }
            if s.is_prime(y as usize + 1) {
                count -= 1;
            }
            let primes: Vec<u64> = (2..)
                .filter(|&v| s.is_prime(v as usize))
                .take(count + 1)
                .collect();
            assert_eq!(t.primes[1..], primes, "y={y}");
            let pc = t.primes[t.c];
            let expected: Vec<(u64, u64, i64)> = (2..=z)
                .filter_map(|m| {
                    let factors = s.factorize(m as usize);
                    let squarefree = factors.iter().all(|&(_, e)| e == 1);
                    let (lpf, gpf) = (factors[0].0 as u64, factors.last().unwrap().0 as u64);
                    let mu = if factors.len() % 2 == 0 { 1 } else { -1 };
                    (squarefree && lpf > pc && gpf <= y).then_some((m, lpf, mu))
                })
                .collect();
            let ms: Vec<(u64, u64, i64)> = t.ms.iter().map(|m| (m.m(), m.lpf(), m.mu())).collect();
            assert_eq!(ms, expected, "y={y}, z={z}");
        }
    }

    /// Each part of the special leaves with and without the pre-sieve pattern, the float
    /// division and `popcnt`, and P2 against its definition from a plain sieve, with α and β
    /// from the least to the largest, at n where n / z is several segments (so that primes sit
    /// out segments and restart).
    #[test]
    fn the_leaves_agree_every_way_and_p2_with_its_definition() {
        let mut rng = fastrand::Rng::with_seed(12);
        // 1446 * 1447^2: y = cbrt n = 1446 and n / y = 1447^2, whose root is the prime beyond y.
        let mut ns = vec![1446 * 1447 * 1447, 1446 * 1447 * 1447 + 1000];
        ns.extend((0..2).map(|_| rng.u64(100_000_000..3_000_000_000)));
        for n in ns {
            for (alpha, beta) in [(1.0, 1.0), (2.0, 1.0), (2.0, 2.5), (4.0, 1.5), (1e9, 1.0)] {
                let y = ((alpha * icbrt(n) as f64) as u64)
                    .max(icbrt(n))
                    .min(isqrt(n));
                let z = ((beta * y as f64) as u64).min(isqrt(n)).max(y);
                let t = Tables::new(y, z);
                let ways = [
                    TUNING,
                    Tuning {
                        float_below: 0,
                        pattern: false,
                        popcnt: false,
                    },
                    Tuning {
                        float_below: u64::MAX,
                        pattern: true,
                        popcnt: true,
                    },
                ];
                let root = isqrt(n);
                let above_setup = setup(y, root, layout());
                let parts: Vec<_> = ways
                    .iter()
                    .map(|&w| {
                        (
                            easy_leaves(n, y, &t, w, (0, 1)),
                            hard_leaves(n, y, &t, w, (0, u64::MAX)).0,
                            easy_leaves_above_y(
                                n,
                                y,
                                &t,
                                w,
                                &above_setup,
                                (y, root),
                                (0, usize::MAX),
                            ),
                        )
                    })
                    .collect();
                let at = format!("n={n}, alpha={alpha}, beta={beta}");
                assert!(parts.iter().all(|&r| r == parts[0]), "{at}");
                let a = t.pi(y) as u64;
                assert_eq!(p2(n, y, a), p2_by_definition(n, y), "{at}");
            }
        }
    }

    /// #{(p, q) primes: y < p <= q, p q <= n}, from a plain sieve up to n / y.
    fn p2_by_definition(n: u64, y: u64) -> u128 {
        let s = LinearSieve::new((n / y) as usize + 1);
        let primes: Vec<u64> = s.primes().iter().map(|&p| p as u64).collect();
        let mut count = 0u128;
        for (i, &p) in primes.iter().enumerate() {
            if p <= y {
                continue;
            }
            // q from p on while p q <= n.
            let q_count = primes[i..].partition_point(|&q| q <= n / p);
            if q_count == 0 {
                break;
            }
            count += q_count as u128;
        }
        count
    }

    /// The signatures of the guide's machines: Zen 3 (family 25, model 1), Zen 5 (26, 2),
    /// Zen 2 (23, 49), the Xeon EMR (6, 207); and an Intel vendor with an AMD signature.
    #[test]
    fn only_amd_from_zen_3_on_divides_with_the_plain_instruction() {
        let amd = crate::sieve::AMD_VENDOR;
        let intel = [0x756e_6547, 0x4965_6e69, 0x6c65_746e]; // GenuineIntel
        assert!(amd_zen3_or_later(amd, 0x00a0_0f11));
        assert!(amd_zen3_or_later(amd, 0x00b0_0f20));
        assert!(!amd_zen3_or_later(amd, 0x0083_0f10));
        assert!(!amd_zen3_or_later(intel, 0x000c_06f2));
        assert!(!amd_zen3_or_later(intel, 0x00a0_0f11));
    }

    #[test]
    fn restart_finds_the_first_multiple_on_the_wheel() {
        for half_gaps in [&WHEEL_30_HALF_GAPS, &ODD_HALF_GAPS] {
            let coprime = |k: u64| {
                if half_gaps == &ODD_HALF_GAPS {
                    k % 2 == 1
                } else {
                    k % 2 != 0 && k % 3 != 0 && k % 5 != 0
                }
            };
            for p in [7u64, 11, 13, 17, 101, 65_537] {
                for low in (0..3_000).chain([p * p, p * 1_000 - 1, 1 << 40, (1 << 40) + 1]) {
                    let m = restart(p, low, half_gaps);
                    let k = (low / p..).find(|&k| p * k >= low && coprime(k)).unwrap();
                    assert_eq!(m.multiple, p * k, "p={p}, low={low}");
                    // The wheel position continues the cofactor sequence from 1.
                    let k_at: u64 = 1 + half_gaps[..m.wheel as usize]
                        .iter()
                        .map(|&g| 2 * g as u64)
                        .sum::<u64>();
                    assert_eq!(
                        k % (2 * half_gaps.iter().map(|&g| g as u64).sum::<u64>()),
                        k_at
                    );
                }
            }
        }
    }

    #[test]
    fn primes_down_gives_every_prime_once_from_the_largest() {
        let top = PRIMES_DOWN_WINDOW + 5_000;
        let s = LinearSieve::new(top as usize);
        for stop in [0u64, 3, PRIMES_DOWN_WINDOW - 10, top] {
            let mut down = PrimesDown::new(stop, top);
            let mut got = Vec::new();
            // Bounds that fall in steps, as the segments' n / high do.
            let mut bound = top;
            while bound > 0 {
                bound = bound.saturating_sub(700_001);
                while let Some(p) = down.take_above(bound) {
                    assert!(p > bound);
                    got.push(p);
                }
            }
            let mut expected: Vec<u64> = s
                .primes()
                .iter()
                .map(|&p| p as u64)
                .filter(|&p| p > stop && p <= top)
                .collect();
            expected.reverse();
            assert_eq!(got, expected, "stop={stop}");
        }
    }

    /// div_by_reciprocal up to its limit, against `/`.
    #[test]
    fn division_by_reciprocal_is_exact_below_its_limit() {
        let mut rng = fastrand::Rng::with_seed(13);
        for _ in 0..200_000 {
            let a = match rng.u8(0..3) {
                0 => FLOAT_DIVISION_BELOW - 1 - rng.u64(0..1 << 20),
                1 => rng.u64(0..FLOAT_DIVISION_BELOW),
                _ => rng.u64(0..1 << 30),
            };
            let bits = rng.u32(1..33);
            let d = rng.u64(1..1 << bits);
            assert_eq!(
                div_by_reciprocal(a, d, 1.0 / d as f64),
                a / d,
                "a={a}, d={d}"
            );
            // Exact multiples and their neighbours.
            let m = a / d * d;
            for a in [m, m.saturating_sub(1), m + 1] {
                assert_eq!(
                    div_by_reciprocal(a, d, 1.0 / d as f64),
                    a / d,
                    "a={a}, d={d}"
                );
            }
        }
    }

    #[test]
    fn phi_tiny_matches_the_definition() {
        let primes = [2u64, 3, 5, 7, 11, 13];
        for c in 0..=6 {
            let phi = PhiTiny::new(&primes[..c]);
            let mut count = 0;
            for v in 0..70_000u64 {
                if v >= 1 && primes[..c].iter().all(|&p| v % p != 0) {
                    count += 1;
                }
                assert_eq!(phi.phi(v), count, "v={v}, c={c}");
            }
            // Near the top of u64, against inclusion-exclusion over the divisors d of the
            // product: φ(v, c) = Σ μ(d) floor(v / d), in i128.
            for v in (u64::MAX - 70_000..=u64::MAX).step_by(7).chain([u64::MAX]) {
                let mut expected = 0i128;
                for subset in 0..1u32 << c {
                    let d: u64 = (0..c)
                        .filter(|&i| subset >> i & 1 == 1)
                        .map(|i| primes[i])
                        .product();
                    let sign = if subset.count_ones() % 2 == 0 { 1 } else { -1 };
                    expected += sign * (v / d) as i128;
                }
                assert_eq!(phi.phi(v) as i128, expected, "v={v}, c={c}");
            }
        }
    }

    /// The windows of [`PrimesDown`] just below 2^32, where P2's primes end for n near 2^64,
    /// against the Miller-Rabin of [`crate::primality`].
    #[test]
    fn primes_down_below_2_32_are_the_primes() {
        let top = u32::MAX as u64;
        let stop = top - PRIMES_DOWN_WINDOW - 300_000;
        let mut down = PrimesDown::new(stop, top);
        let mut got = Vec::new();
        while let Some(p) = down.take_above(0) {
            got.push(p);
        }
        // Check a stretch at each end and the window boundary, and the count in all.
        let is_prime = crate::primality::is_prime;
        let expected: Vec<u64> = (top - 200_000..=top)
            .rev()
            .filter(|&v| is_prime(v))
            .collect();
        assert_eq!(got[..expected.len()], expected[..]);
        let boundary = top - PRIMES_DOWN_WINDOW;
        let around: Vec<u64> = (boundary - 50_000..=boundary + 50_000)
            .rev()
            .filter(|&v| is_prime(v))
            .collect();
        let from = got.iter().position(|&p| p <= boundary + 50_000).unwrap();
        assert_eq!(got[from..from + around.len()], around[..]);
        let low: Vec<u64> = (stop + 1..stop + 100_000)
            .rev()
            .filter(|&v| is_prime(v))
            .collect();
        assert_eq!(got[got.len() - low.len()..], low[..]);
        assert!(got.windows(2).all(|w| w[0] > w[1]));
    }
}
