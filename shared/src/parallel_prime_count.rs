//! [`crate::prime_count::prime_pi`] on several threads ([`prime_pi_threads`]): the same
//! tables and the same sum, with its three costly parts split into pieces that threads take
//! one at a time from an atomic counter (`crate::threads::map_pieces`), results combined
//! in piece order:
//! - the easy leaves below y: the primes p_b, cut into 16 pieces per thread of consecutive b
//!   (the first b have the most leaves, and are handed out first); each piece's sum is
//!   independent of the others;
//! - the hard leaves: the segments of their sieve of [0, n / z], cut into 16 pieces per thread
//!   of consecutive segments. A piece sieves from its own first segment (each prime restarted
//!   at its first multiple there) and counts φ from 0, so it returns, besides its sum, for
//!   each prime p_b the sum of the signs of b's leaves and φ's growth over the piece; the
//!   leaves of a piece then need the φ of the numbers below it (the growth of the pieces
//!   before) times those signs;
//! - P2: the sieve of [7, n / y] for π(n / p), cut into pieces of whole segments as in
//!   [`crate::parallel_sieve`]: a piece lists the primes p whose n / p falls in it
//!   (a window at a time, from the largest) and counts the primes from its own start, so it
//!   returns the sum of those counts, how many p there were, and its primes; each count then
//!   needs the primes below the piece (the pieces before) added.
//!
//! The easy leaves above y (a sieve of [y, sqrt n] with its lookups), the ordinary leaves and
//! the tables (up to z = 2 y) stay on one thread; how much of the time they take at large n
//! has not been measured. A module of its own, so that a submission that counts on one thread
//! carries none of this.
//!
//! # Example
//! ```
//! use shared::parallel_prime_count::prime_pi_threads;
//! use shared::threads::Threads;
//! assert_eq!(prime_pi_threads(100_000_000_000, Threads::new(3)), 4_118_054_813);
//! ```

use crate::parallel_sieve::{sieve_prime_pi_threads, Pieces};
use crate::prime_count::{
    alpha, easy_leaves, hard_leaves, lmo_with, p2_piece, p2_total, prime_pi, Tables, Tuning, BETA,
    COMBINATORIAL_FROM,
};
use crate::sieve::{layout, setup};
use crate::threads::{map_pieces, Threads};

/// π(n), the number of primes `<= n`, on `threads` threads: [`crate::prime_count::prime_pi`]
/// with its easy leaves below y, hard leaves and P2 shared among them (see the
/// [module](self)); below [`COMBINATORIAL_FROM`], the sieve on `threads` threads
/// ([`sieve_prime_pi_threads`]). With [`Threads::ONE`], `prime_pi` itself.
///
/// # Constraints
/// Every `u64`, as `prime_pi`. Memory: `prime_pi`'s, plus a segment of the hard leaves' sieve
/// (32 KiB), a vector of two words per prime up to n^(1/4) and a window of primes for P2
/// (4 MB at most) per thread.
///
/// # Complexity
/// `prime_pi`'s work, plus per piece one division per sieving prime (P2) or a restart of each
/// prime up to n^(1/4) (hard leaves); the tables and the easy leaves above y stay on one
/// thread. Timed by `scripts/bench-primecount.sh` with its thread count (`all`).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against `prime_pi`'s one-thread count with 2, 3, 5 and 7 threads at every n below
/// 3000 and random n up to 10^9, with pieces of one prime, one segment or the usual size, at
/// several α and β (this module's tests), and against the published π(10^k) up to 10^15
/// (`shared/tests/primes.rs`, 10^13 on in slow tests).
pub fn prime_pi_threads(n: u64, threads: Threads) -> u64 {
    if threads == Threads::ONE {
        return prime_pi(n);
    }
    if n < COMBINATORIAL_FROM {
        return sieve_prime_pi_threads(n, threads);
    }
    let split = Split {
        threads,
        fine: false,
    };
    lmo_with(n, alpha(n), BETA, |t, y, tuning| {
        split.parts(n, t, y, tuning)
    })
}

/// How the parts are split: over `threads`, in pieces of the usual number, or with `fine`
/// (for the tests) in many more pieces (of one prime or one segment, or empty).
struct Split {
    threads: Threads,
    fine: bool,
}

impl Split {
    /// What [`lmo_with`] asks for: the easy leaves below y plus the hard leaves, and P2.
    fn parts(&self, n: u64, t: &Tables, y: u64, tuning: Tuning) -> (i128, u128) {
        // Pieces of the primes p_b and of the segments: 16 per thread (or 41 with `fine`, more
        // than there are primes or segments at the tests' smaller n).
        let of = if self.fine {
            41
        } else {
            16 * self.threads.count()
        };
        let easy = map_pieces(self.threads, of, |k| easy_leaves(n, y, t, tuning, (k, of)));
        let hard = map_pieces(self.threads, of, |k| hard_leaves(n, y, t, tuning, (k, of)));
        // phi[b]: the numbers below the piece with no factor among p_1 .. p_(b-1).
        let mut phi: Vec<i64> = Vec::new();
        let mut leaves: i128 = easy.iter().sum();
        for (sum, signs, growths) in hard {
            phi.resize(phi.len().max(growths.len()), 0);
            leaves += sum;
            for (b, (&sign, &growth)) in signs.iter().zip(&growths).enumerate() {
                leaves += sign as i128 * phi[b] as i128;
                phi[b] += growth;
            }
        }
        // P2: pieces of [7, n / y] in whole segments, as the parallel sieve cuts them.
        let top = n / y;
        let setup = setup(7, top, layout());
        let pieces = Pieces::new(7, top, &setup, self.threads, self.fine.then_some(1));
        let p2 = map_pieces(self.threads, pieces.count, |k| {
            p2_piece(n, y, &setup, pieces.piece(k))
        });
        (leaves, p2_total(p2, t.pi(y) as u64))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prime_count::lmo;
    use crate::sieve::sieve_prime_pi;

    fn lmo_threads(n: u64, alpha: f64, beta: f64, threads: usize, fine: bool) -> u64 {
        let split = Split {
            threads: Threads::new(threads),
            fine,
        };
        lmo_with(n, alpha, beta, |t, y, tuning| split.parts(n, t, y, tuning))
    }

    #[test]
    fn small_n_match_one_thread() {
        for n in (0..3_000u64).filter(|n| n < &1000 || n % 7 == 0) {
            let threads = [2, 3][n as usize % 2];
            let got = lmo_threads(n, 1.0, 2.0, threads, true);
            assert_eq!(got, lmo(n, 1.0, 2.0), "n={n}, {threads} threads");
        }
    }

    /// Random n with every α and β of the one-thread tests, in pieces of one prime or segment
    /// and of the usual size.
    #[test]
    fn random_n_match_one_thread() {
        let mut rng = fastrand::Rng::with_seed(35);
        let mut ns: Vec<u64> = (0..12).map(|_| rng.u64(3_000..1_000_000_000)).collect();
        // Up to 10^11, where with α = β = 1 the hard leaves' sieve spans 40 segments.
        ns.extend([1446 * 1447 * 1447, COMBINATORIAL_FROM, 999_999_937]);
        ns.extend([30_000_000_001, 100_000_000_000]);
        for (i, n) in ns.into_iter().enumerate() {
            for (alpha, beta) in [(1.0, 1.0), (2.0, 2.0), (4.0, 1.5), (1e9, 1.0)] {
                let expected = lmo(n, alpha, beta);
                let threads = [2, 3, 5, 7][i % 4];
                for fine in [true, false] {
                    let got = lmo_threads(n, alpha, beta, threads, fine);
                    assert_eq!(got, expected, "n={n}, {alpha}, {beta}, {threads}, {fine}");
                }
            }
        }
        for n in [0, 1, 100, 1_000_000, COMBINATORIAL_FROM - 1, 3_000_000_000] {
            for threads in [2, 5, 40] {
                let expected = if n < COMBINATORIAL_FROM {
                    sieve_prime_pi(n)
                } else {
                    prime_pi(n)
                };
                assert_eq!(prime_pi_threads(n, Threads::new(threads)), expected, "{n}");
            }
        }
    }
}
