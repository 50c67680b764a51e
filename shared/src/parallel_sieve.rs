//! The segmented sieve of [`crate::sieve`] on several threads: counting the primes of a window
//! ([`count_primes_threads`], [`sieve_prime_pi_threads`]) and listing them in increasing order
//! to a callback that runs on the calling thread ([`for_each_prime_threads`]).
//!
//! The window is cut into pieces of whole segments (from the window's first byte), and threads
//! take the pieces one at a time from an atomic counter ([`crate::threads`]): each sieves its
//! piece with its own segment and lists of sieving primes, all sharing one read-only setup (the
//! pre-sieve patterns and the sieving primes up to sqrt(hi), built once). A piece costs a
//! start-up of about one division per sieving prime (its first multiple in the piece), so a
//! piece is 16 sqrt(hi) to 256 sqrt(hi) bytes (30 numbers each), aiming at 16 pieces per
//! thread, and never less than a segment: the pieces near the start of a window from 0 hold
//! more primes and fewer of their sieving primes are active, so their cost differs, which the
//! counter evens out.
//!
//! A module of its own so that a submission that sieves on one thread carries none of this;
//! with [`Threads::ONE`] the count sieves the window in one piece and the listing is
//! [`crate::sieve::for_each_prime`] itself.
//!
//! # Example
//! ```
//! use shared::parallel_sieve::{count_primes_threads, for_each_prime_threads};
//! use shared::parallel_sieve::sieve_prime_pi_threads;
//! use shared::threads::Threads;
//! assert_eq!(sieve_prime_pi_threads(10_000_000, Threads::new(3)), 664_579);
//! assert_eq!(count_primes_threads(90, 130, Threads::all()), 7);
//! let mut primes = Vec::new();
//! for_each_prime_threads(90, 130, Threads::new(2), |p| primes.push(p));
//! assert_eq!(primes, [97, 101, 103, 107, 109, 113, 127]);
//! ```

use crate::num::isqrt;
use crate::sieve::{self, count_ones, layout, setup, sieve_part, visit_bits, Layout, Setup};
use crate::threads::{map_pieces, stream_pieces_in_order, Threads};

/// How a window `lo..=hi` (7 <= lo <= hi) is cut into pieces of whole segments.
pub(crate) struct Pieces {
    lo: u64,
    hi: u64,
    first_byte: u64,
    piece_bytes: u64,
    /// The number of pieces.
    pub count: usize,
}

impl Pieces {
    /// Pieces of about `wanted` bytes (the rule in the [module](self) documentation when
    /// `None`), rounded up to whole segments of `setup`.
    pub(crate) fn new(
        lo: u64,
        hi: u64,
        setup: &Setup,
        threads: Threads,
        wanted: Option<u64>,
    ) -> Pieces {
        let first_byte = lo / 30;
        let range_bytes = hi / 30 + 1 - first_byte;
        let segment = setup.segment_bytes as u64;
        // One thread: one piece, the whole window.
        let whole = (threads == Threads::ONE).then_some(range_bytes);
        let wanted = wanted
            .or(whole)
            .unwrap_or_else(|| piece_bytes(range_bytes, hi, threads));
        let piece_bytes = (wanted.max(1) + segment - 1) / segment * segment;
        Pieces {
            lo,
            hi,
            first_byte,
            piece_bytes,
            count: ((range_bytes + piece_bytes - 1) / piece_bytes) as usize,
        }
    }

    /// The window of piece k.
    pub(crate) fn piece(&self, k: usize) -> (u64, u64) {
        let start = self.first_byte + k as u64 * self.piece_bytes;
        let end = (start + self.piece_bytes)
            .checked_mul(30)
            .map_or(self.hi, |first_after| (first_after - 1).min(self.hi));
        ((30 * start).max(self.lo), end)
    }
}

/// The bytes (30 numbers each) of a piece of a sieve of `range_bytes` bytes up to `hi`, by the
/// rule in the [module](self) documentation: 16 pieces per thread, each between 16 sqrt(hi)
/// and 256 sqrt(hi) bytes.
pub(crate) fn piece_bytes(range_bytes: u64, hi: u64, threads: Threads) -> u64 {
    let root = isqrt(hi);
    (range_bytes / (16 * threads.count() as u64)).clamp(16 * root, 256 * root)
}

/// The primes among 2, 3 and 5 in `lo..=hi`, which the wheel leaves out.
fn wheel_primes(lo: u64, hi: u64) -> impl Iterator<Item = u64> {
    [2, 3, 5].into_iter().filter(move |p| (lo..=hi).contains(p))
}

/// The number of primes in `lo..=hi` (0 when `lo > hi`), on `threads` threads (one thread:
/// the window in one piece on the calling thread).
///
/// # Constraints
/// Any `lo` and `hi`; memory as [`crate::sieve::for_each_prime`]'s for one thread's segment,
/// times the threads, plus the sieving primes up to sqrt(hi) once.
///
/// # Complexity
/// O((hi - lo) log log hi + sqrt(hi)) work in all, O(sqrt(hi)) of it (the sieving primes) on
/// one thread, then spread over the threads in pieces (see the [module](self)); each piece
/// adds about one division per sieving prime. Timed by `scripts/bench-primesieve.sh` with its
/// thread count (`all`).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against [`crate::sieve::for_each_prime`]'s listing with 1, 2, 3, 5 and 7 threads, windows
/// that start and end inside segments, pieces of one segment (hundreds of them), more threads
/// than pieces and the tiny layouts of [`crate::sieve`]'s tests; π(10^10) and others against
/// the published values (`shared/tests/primes.rs`, slow).
pub fn count_primes_threads(lo: u64, hi: u64, threads: Threads) -> u64 {
    count_with(lo, hi, threads, layout(), None)
}

/// π(n): [`count_primes_threads`] of `0..=n`.
///
/// Tested as [`count_primes_threads`]: against [`crate::sieve::sieve_prime_pi`] at powers of
/// ten and random n, and π(10^10) against the published value (slow test).
pub fn sieve_prime_pi_threads(n: u64, threads: Threads) -> u64 {
    if threads == Threads::ONE {
        return sieve::sieve_prime_pi(n);
    }
    count_with(0, n, threads, layout(), None)
}

/// [`count_primes_threads`] with a layout and, for the tests, a piece length in bytes.
fn count_with(lo: u64, hi: u64, threads: Threads, layout: &Layout, piece: Option<u64>) -> u64 {
    let small = wheel_primes(lo, hi).count() as u64;
    let lo = lo.max(7);
    if lo > hi {
        return small;
    }
    let setup = setup(lo, hi, layout);
    let pieces = Pieces::new(lo, hi, &setup, threads, piece);
    let counts = map_pieces(threads, pieces.count, |k| {
        let (a, b) = pieces.piece(k);
        let mut count = 0;
        sieve_part(&setup, a, b, |_, segment| count += count_ones(segment));
        count
    });
    small + counts.iter().sum::<u64>()
}

/// Bytes of a segment decoded into one batch of primes for [`for_each_prime_threads`]'s
/// caller: 64 KiB, some 2 million numbers, so a batch holds at most about 150 000 primes
/// (1.2 MB).
const BATCH_BYTES: usize = 64 << 10;

/// Calls `f` on every prime in `lo..=hi` in increasing order, each once, on the calling
/// thread, while `threads` threads sieve and decode the pieces ahead (nothing when `lo > hi`).
///
/// The workers hand the primes over in batches of at most 64 KiB of sieve bytes,
/// piece by piece in order ([`crate::threads`]'s streaming): at most `8 * threads` batches
/// wait at once, so memory stays bounded however long the window. The calling thread runs `f`
/// while the others sieve; when `f` is slow, it sets the pace.
///
/// # Constraints
/// Any `lo` and `hi`; memory: the sieving primes up to sqrt(hi) once, a segment per thread,
/// and the waiting batches (some 10 MB per thread at most).
///
/// # Complexity
/// As [`count_primes_threads`], plus the decoding of the primes (done by the workers) and the
/// calls of `f` (on one thread).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against [`crate::sieve::for_each_prime`] (the same primes in the same order) with 1
/// to 7 threads, windows that start and end inside segments, pieces of one segment, more
/// threads than pieces and the tiny layouts; and at 10^10 by the sum and count of the primes
/// of a window (slow).
pub fn for_each_prime_threads(lo: u64, hi: u64, threads: Threads, f: impl FnMut(u64)) {
    if threads == Threads::ONE {
        return sieve::for_each_prime(lo, hi, f);
    }
    for_each_with(lo, hi, threads, layout(), None, f);
}

/// [`for_each_prime_threads`] with a layout and, for the tests, a piece length in bytes.
fn for_each_with(
    lo: u64,
    hi: u64,
    threads: Threads,
    layout: &Layout,
    piece: Option<u64>,
    mut f: impl FnMut(u64),
) {
    wheel_primes(lo, hi).for_each(&mut f);
    let lo = lo.max(7);
    if lo > hi {
        return;
    }
    let setup = setup(lo, hi, layout);
    let pieces = Pieces::new(lo, hi, &setup, threads, piece);
    stream_pieces_in_order(
        threads,
        pieces.count,
        |k, emit| {
            let (a, b) = pieces.piece(k);
            sieve_part(&setup, a, b, |start, segment| {
                for (c, bytes) in segment.chunks(BATCH_BYTES).enumerate() {
                    let mut batch = Vec::new();
                    let first = start + (c * BATCH_BYTES) as u64;
                    visit_bits(first, bytes, |p| batch.push(p));
                    emit(batch);
                }
            });
        },
        |batch: Vec<u64>| batch.into_iter().for_each(&mut f),
    );
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::sieve::TINY_LAYOUTS;

    const THREADS: [usize; 5] = [1, 2, 3, 5, 7];

    /// The primes of `lo..=hi` counted by the one-thread listing.
    fn count_by_listing(lo: u64, hi: u64) -> u64 {
        let mut count = 0;
        sieve::for_each_prime(lo, hi, |_| count += 1);
        count
    }

    /// Windows of every kind: empty, one number, from 0, 1, 2, 7, inside one segment, across
    /// many, with ends anywhere in a segment.
    fn windows(limit: u64, seed: u64) -> Vec<(u64, u64)> {
        let mut rng = fastrand::Rng::with_seed(seed);
        let mut windows = vec![(0, limit), (1, 2), (2, 2), (7, 7), (8, 6), (0, 0), (0, 200)];
        for _ in 0..40 {
            let lo = rng.u64(0..limit);
            let len = [0, 1, 29, 31, 1000, rng.u64(..limit / 4), rng.u64(..limit)][rng.usize(..7)];
            windows.push((lo, lo.saturating_add(len).min(limit)));
        }
        windows
    }

    /// Counts and lists with the layout in use, with pieces of one segment and of the rule's
    /// size, against the one-thread functions.
    #[test]
    fn counts_and_lists_match_one_thread() {
        let limit = 40_000_000;
        for (lo, hi) in windows(limit, 31) {
            let expected_count = count_by_listing(lo, hi);
            let mut expected = Vec::new();
            sieve::for_each_prime(lo, hi, |p| expected.push(p));
            assert_eq!(expected.len() as u64, expected_count);
            for threads in THREADS.map(Threads::new) {
                for piece in [None, Some(1)] {
                    let at = format!("{lo}..={hi}, {threads:?}, piece {piece:?}");
                    assert_eq!(
                        count_with(lo, hi, threads, layout(), piece),
                        expected_count,
                        "{at}"
                    );
                    let mut got = Vec::new();
                    for_each_with(lo, hi, threads, layout(), piece, |p| got.push(p));
                    assert_eq!(got, expected, "{at}");
                }
            }
        }
        for threads in THREADS.map(Threads::new) {
            for k in 0..=7 {
                let n = 10u64.pow(k) + k as u64;
                assert_eq!(
                    sieve_prime_pi_threads(n, threads),
                    sieve::sieve_prime_pi(n),
                    "{n}"
                );
            }
        }
    }

    /// The tiny layouts of the sieve's tests (segments of 8 to 4000 bytes), pieces of one to
    /// three segments: thousands of pieces.
    #[test]
    fn tiny_layouts_match_one_thread() {
        let limit = 3_000_000;
        for layout in &TINY_LAYOUTS {
            for (w, (lo, hi)) in windows(limit, 32).into_iter().enumerate() {
                let threads = Threads::new(THREADS[w % THREADS.len()]);
                let piece = Some([1, 16, 3 * 8][w % 3]);
                let mut expected = Vec::new();
                sieve::for_each_prime(lo, hi, |p| expected.push(p));
                let at = format!("{lo}..={hi}, {threads:?}, {layout:?}");
                let count = count_with(lo, hi, threads, layout, piece);
                assert_eq!(count, expected.len() as u64, "{at}");
                let mut got = Vec::new();
                for_each_with(lo, hi, threads, layout, piece, |p| got.push(p));
                assert_eq!(got, expected, "{at}");
            }
        }
    }

    /// More threads than pieces, and one piece.
    #[test]
    fn more_threads_than_pieces() {
        for (lo, hi) in [(0, 100), (1_000_000, 1_000_100), (0, 2_000_000)] {
            let expected = count_by_listing(lo, hi);
            for threads in [3, 64] {
                assert_eq!(
                    count_primes_threads(lo, hi, Threads::new(threads)),
                    expected
                );
                let mut count = 0;
                for_each_prime_threads(lo, hi, Threads::new(threads), |_| count += 1);
                assert_eq!(count, expected);
            }
        }
    }
}
