//! [`crate::prime_count::prime_pi`] on several threads ([`prime_pi_threads`]): the same
//! tables and the same sum, with every part after a short set-up cut into pieces that threads
//! take one at a time from an atomic counter (`crate::threads::map_pieces`, one run of it for
//! the whole count, so no thread waits at the end of one part while another finishes it),
//! results combined in piece order. The pieces, in the order they are handed out:
//! - the tables up to z (primes, π, the m of the leaves, the hard leaves' pre-sieve pattern):
//!   one piece, built once and shared by every later piece, which waits for them (a
//!   `OnceLock`) if it starts before they are done;
//! - P2: the sieve of [7, n / y] for π(n / p), cut into pieces of whole segments as in
//!   [`crate::parallel_sieve`]: a piece lists the primes p whose n / p falls in it (a window
//!   at a time, from the largest) and counts the primes from its own start, so it returns the
//!   sum of those counts, how many p there were, and its primes; each count then needs the
//!   primes below the piece (the pieces before) added. P2 needs no tables, so the other
//!   threads sieve it while one builds them;
//! - the ordinary leaves: one piece;
//! - the easy leaves above y: the sieve of [y, sqrt n], a piece per segment, each counting π
//!   from its own start and returning its leaves' sum, how many leaves, and its primes,
//!   joined as P2's are; the first segment, which holds most of the leaves (99 % of their
//!   time at 10^15, in one run), is cut into 2 shares per thread of its primes p_b (growing
//!   like the squares, since the first b have the most leaves), each sieving it again, and so
//!   are the others when there are fewer segments than two per thread;
//! - the easy leaves below y: the primes p_b, cut into 64 pieces per thread of consecutive b
//!   (their leaves are many in the middle b and none at the end, so that no piece holds much);
//!   each piece's sum is independent of the others;
//! - the hard leaves: the segments of their sieve of [0, n / z], cut into 16 pieces per thread
//!   of consecutive segments, growing like the squares (the first segments cost the most), so
//!   that the count ends on short pieces. A piece sieves from its own first segment (each
//!   prime restarted at its first multiple there) and counts φ from 0, so it returns, besides
//!   its sum, for each prime p_b the sum of the signs of b's leaves and φ's growth over the
//!   piece; the leaves of a piece then need the φ of the numbers below it (the growth of the
//!   pieces before) times those signs.
//!
//! Before the threads start, only y, z and the two sieves' set-ups (their sieving primes up to
//! sqrt(n / y) and n^(1/4)); after them, the sums in piece order. [`prime_pi_threads_timed`]
//! reports the time spent in each part, for the bench program (`prime_pi --phases`). A module
//! of its own, so that a submission that counts on one thread carries none of this.
//!
//! # Example
//! ```
//! use shared::parallel_prime_count::prime_pi_threads;
//! use shared::threads::Threads;
//! assert_eq!(prime_pi_threads(100_000_000_000, Threads::new(3)), 4_118_054_813);
//! ```

use crate::num::isqrt;
use crate::parallel_sieve::{sieve_prime_pi_threads, Pieces};
use crate::prime_count::{
    alpha, easy_bs, easy_leaves, easy_leaves_above_y, finish, hard_leaves, hard_segments,
    ordinary_leaves, p2_piece, prime_pi, tuning, y_and_z, HardPart, Tables, Tuning, BETA,
    COMBINATORIAL_FROM,
};
use crate::sieve::{layout, setup, Layout, Setup};
use crate::threads::{map_pieces, Threads};
use std::sync::{Mutex, OnceLock};
use std::time::{Duration, Instant};

/// π(n), the number of primes `<= n`, on `threads` threads: [`crate::prime_count::prime_pi`]
/// with its parts shared among them (see the [module](self)); below [`COMBINATORIAL_FROM`],
/// the sieve on `threads` threads ([`sieve_prime_pi_threads`]). With [`Threads::ONE`],
/// `prime_pi` itself.
///
/// # Constraints
/// Every `u64`, as `prime_pi`. Memory: `prime_pi`'s, plus a segment of the hard leaves' sieve
/// (32 KiB), 40 bytes per prime up to n^(1/4), a segment of the sieve of
/// [y, sqrt n] (up to 1 MiB) and a window of primes for P2 (4 MB at most) per thread.
///
/// # Complexity
/// `prime_pi`'s work, plus per piece one division per sieving prime (P2, the easy leaves above
/// y) or a restart of each prime up to n^(1/4) (hard leaves); only y, z, the sieves' set-ups
/// and the final sums stay on one thread. Timed by `scripts/bench-primecount.sh` with its
/// thread count (`all`), the parts by `prime_pi --phases` ([`prime_pi_threads_timed`]).
///
/// # Example
/// See the [module documentation](self).
///
/// Tested against `prime_pi`'s one-thread count with 1, 2, 3, 5, 7 and 64 threads at every n
/// below 3000 and random n up to 10^11, with pieces of one prime or one segment of a tiny
/// sieve layout (every layout of the sieve's tests), or the usual size, at several α and β,
/// and π(10^11) and π(10^12) on 1, 5 and 64 threads (this module's tests); against the
/// published π(10^k) up to 10^15 on 2, 3 and 7 threads (`shared/tests/primes.rs`, 10^13 on
/// in slow tests).
pub fn prime_pi_threads(n: u64, threads: Threads) -> u64 {
    if threads == Threads::ONE {
        return prime_pi(n);
    }
    if n < COMBINATORIAL_FROM {
        return sieve_prime_pi_threads(n, threads);
    }
    Split::new(threads).count(n, alpha(n), BETA, None)
}

/// What [`prime_pi_threads_timed`] measured: the wall time of the count, and for each part
/// its name and the time the threads spent in it, summed over the threads.
#[derive(Debug, Clone)]
pub struct PhaseTimes {
    /// From the call to the result.
    pub wall: Duration,
    /// The threads the count ran on.
    pub threads: usize,
    /// (part, time in it summed over the threads), in the order of the
    /// [module](self)'s list: `set-up` (before the threads start), `tables`, `P2`,
    /// `ordinary leaves`, `easy leaves above y`, `easy leaves below y`, `hard leaves`, `sum`
    /// (after they stop); below [`COMBINATORIAL_FROM`], only `sieve`. `threads * wall` less
    /// their total is the time threads waited or were starting.
    pub busy: Vec<(&'static str, Duration)>,
}

/// [`prime_pi_threads`] with the time of each part ([`PhaseTimes`]), for the bench program
/// (`prime_pi --phases`); with [`Threads::ONE`], the same pieces on the calling thread (as
/// [`crate::prime_count::prime_pi`] computes them, but for the timer). The timer reads the
/// clock twice per piece; [`prime_pi_threads`] does not run it.
///
/// Tested: the count equals [`prime_pi`]'s and the parts' times add up to no more than the
/// threads' wall time (this module's tests).
pub fn prime_pi_threads_timed(n: u64, threads: Threads) -> (u64, PhaseTimes) {
    let start = Instant::now();
    let clock = Clock::default();
    let count = if n < COMBINATORIAL_FROM {
        let count = sieve_prime_pi_threads(n, threads);
        clock.add(Phase::Sieve, start);
        count
    } else {
        Split::new(threads).count(n, alpha(n), BETA, Some(&clock))
    };
    let wall = start.elapsed();
    let busy = lock(&clock.0);
    let busy = Phase::ALL
        .iter()
        .filter(|&&phase| (phase == Phase::Sieve) == (n < COMBINATORIAL_FROM))
        .map(|&phase| (phase.name(), busy[phase as usize]))
        .collect();
    let threads = threads.count();
    (
        count,
        PhaseTimes {
            wall,
            threads,
            busy,
        },
    )
}

/// The parts [`PhaseTimes`] names, in its order.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Phase {
    SetUp,
    Tables,
    P2,
    Ordinary,
    AboveY,
    BelowY,
    Hard,
    Sum,
    Sieve,
}

impl Phase {
    const ALL: [Phase; 9] = [
        Phase::SetUp,
        Phase::Tables,
        Phase::P2,
        Phase::Ordinary,
        Phase::AboveY,
        Phase::BelowY,
        Phase::Hard,
        Phase::Sum,
        Phase::Sieve,
    ];

    fn name(self) -> &'static str {
        match self {
            Phase::SetUp => "set-up",
            Phase::Tables => "tables",
            Phase::P2 => "P2",
            Phase::Ordinary => "ordinary leaves",
            Phase::AboveY => "easy leaves above y",
            Phase::BelowY => "easy leaves below y",
            Phase::Hard => "hard leaves",
            Phase::Sum => "sum",
            Phase::Sieve => "sieve",
        }
    }
}

/// The time spent in each [`Phase`], summed over the threads.
#[derive(Default)]
struct Clock(Mutex<[Duration; 9]>);

impl Clock {
    /// Adds the time since `since` to `phase`.
    fn add(&self, phase: Phase, since: Instant) {
        let elapsed = since.elapsed();
        lock(&self.0)[phase as usize] += elapsed;
    }
}

/// Locks the clock, ignoring poisoning (a panic elsewhere reaches the caller anyway).
fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex.lock().unwrap_or_else(|e| e.into_inner())
}

/// `work()`, its time added to `phase` when there is a clock.
#[inline]
fn timed<T>(clock: Option<&Clock>, phase: Phase, work: impl FnOnce() -> T) -> T {
    match clock {
        None => work(),
        Some(clock) => {
            let start = Instant::now();
            let result = work();
            clock.add(phase, start);
            result
        }
    }
}

/// How the parts are split: over `threads`, in pieces of the usual number, or with `fine`
/// (for the tests) in many more pieces (of one prime or one segment, or empty), and the
/// sieve layout of P2 and the easy leaves above y (a tiny one in the tests, so that small n
/// have many segments).
struct Split {
    threads: Threads,
    fine: bool,
    layout: &'static Layout,
}

/// One piece of work, as [`Split::count`] numbers them.
enum Task {
    Tables,
    P2(usize),
    Ordinary,
    AboveY(usize),
    BelowY(usize),
    Hard(usize),
}

/// What a [`Task`] returns.
enum Done {
    Tables,
    P2((u128, u128, u64)),
    Leaves(i128),
    AboveY((i128, u128, u64)),
    Hard(HardPart),
}

/// The number of pieces of each part, and which [`Task`] piece i is.
struct Plan {
    p2: usize,
    above: usize,
    below: usize,
    hard: usize,
}

/// A part of the count: how many pieces, and the [`Task`] of its k-th.
type Part = (usize, fn(usize) -> Task);

impl Plan {
    /// The parts, in the order they are handed out.
    fn parts(&self) -> [Part; 6] {
        [
            (1, |_| Task::Tables),
            (self.p2, Task::P2),
            (1, |_| Task::Ordinary),
            (self.above, Task::AboveY),
            (self.below, Task::BelowY),
            (self.hard, Task::Hard),
        ]
    }

    fn len(&self) -> usize {
        self.parts().iter().map(|&(count, _)| count).sum()
    }

    fn task(&self, i: usize) -> Task {
        let mut k = i;
        for (count, task) in self.parts() {
            if k < count {
                return task(k);
            }
            k -= count;
        }
        unreachable!("piece {i} is past the plan")
    }
}

impl Split {
    fn new(threads: Threads) -> Split {
        Split {
            threads,
            fine: false,
            layout: layout(),
        }
    }

    /// π(n) by [`crate::prime_count`]'s method with α and β, on the threads (see the
    /// [module](self)), timing the parts on `clock`.
    fn count(&self, n: u64, alpha: f64, beta: f64, clock: Option<&Clock>) -> u64 {
        if n < 49 {
            return crate::sieve::sieve_prime_pi(n);
        }
        let start = Instant::now();
        let (y, z) = y_and_z(n, alpha, beta);
        let (top, root) = (n / y, isqrt(n));
        let p2_setup = setup(7, top, self.layout);
        let above_setup = setup(y, root, self.layout);
        // P2 in pieces as the parallel sieve cuts them (of one segment with `fine`), the
        // sieve of [y, sqrt n] a segment per piece.
        let wanted = if self.fine { Some(1) } else { None };
        let above_pieces = Pieces::new(y, root, &above_setup, self.threads, Some(1));
        // The first segment of [y, sqrt n], and every one when there are fewer than two per
        // thread (below 10^14 or so there is one), is cut into shares of its b, at
        // least two per thread, each sieving the segment again; 3 and 2 with `fine`.
        let few = 2 * self.threads.count();
        let (first_shares, shares) = if self.fine {
            (3, 2)
        } else {
            let shares = (few + above_pieces.count - 1) / above_pieces.count;
            (shares.max(few), shares)
        };
        let job = Job {
            n,
            y,
            tuning: tuning(),
            // 64 and 16 pieces per thread, or 41 with `fine`: more than there are primes or
            // segments at the tests' smaller n.
            below: if self.fine {
                41
            } else {
                64 * self.threads.count()
            },
            hard: if self.fine {
                41
            } else {
                16 * self.threads.count()
            },
            p2_pieces: Pieces::new(7, top, &p2_setup, self.threads, wanted),
            above_pieces,
            first_shares,
            shares,
            p2_setup,
            above_setup,
            clock,
        };
        let tables: OnceLock<Tables> = OnceLock::new();
        let build = || Tables::new(y, z);
        let plan = Plan {
            p2: job.p2_pieces.count,
            above: job.first_shares + (job.above_pieces.count - 1) * job.shares,
            below: job.below,
            hard: job.hard,
        };
        if let Some(clock) = clock {
            clock.add(Phase::SetUp, start);
        }
        let done = map_pieces(self.threads, plan.len(), |i| match plan.task(i) {
            Task::Tables => {
                timed(clock, Phase::Tables, || tables.get_or_init(build));
                Done::Tables
            }
            Task::P2(k) => {
                let piece = job.p2_pieces.piece(k);
                Done::P2(timed(clock, Phase::P2, || {
                    p2_piece(n, y, &job.p2_setup, piece)
                }))
            }
            // The tables, built by the thread that took piece 0 (or by this one, if it got
            // here first).
            task => job.run(task, tables.get_or_init(build)),
        });
        let start = Instant::now();
        let t = tables.get().expect("piece 0 built the tables");
        let pi = sum(t, y, done);
        if let Some(clock) = clock {
            clock.add(Phase::Sum, start);
        }
        pi
    }
}

/// What every piece of one count shares.
struct Job<'c> {
    n: u64,
    y: u64,
    tuning: Tuning,
    /// Pieces of the easy leaves below y, and of the hard leaves.
    below: usize,
    hard: usize,
    p2_setup: Setup,
    p2_pieces: Pieces,
    above_setup: Setup,
    above_pieces: Pieces,
    /// Shares of the primes p_b in the first segment of [y, sqrt n], and in each other one.
    first_shares: usize,
    shares: usize,
    clock: Option<&'c Clock>,
}

impl Job<'_> {
    /// Runs a task that needs the tables.
    fn run(&self, task: Task, t: &Tables) -> Done {
        let (n, y, tuning, clock) = (self.n, self.y, self.tuning, self.clock);
        match task {
            Task::Ordinary => Done::Leaves(timed(clock, Phase::Ordinary, || ordinary_leaves(n, t))),
            Task::AboveY(i) => {
                // Segment k, share j of `of`.
                let (k, (j, of)) = if i < self.first_shares {
                    (0, (i, self.first_shares))
                } else {
                    let i = i - self.first_shares;
                    (1 + i / self.shares, (i % self.shares, self.shares))
                };
                let (lo, hi) = self.above_pieces.piece(k);
                let (sum, leaves, primes) = timed(clock, Phase::AboveY, || {
                    // Share j of the b, first ..= a, in growing pieces (empty ones end below
                    // where they start).
                    let (first, a) = easy_bs(t, y);
                    let (from, to) = growing_piece((a + 1).saturating_sub(first) as u64, (j, of));
                    let bs = (first + from as usize, first + to as usize - 1);
                    easy_leaves_above_y(n, y, t, tuning, &self.above_setup, (lo, hi), bs)
                });
                // The segment's primes once, with its last share.
                let last = j + 1 == of;
                Done::AboveY((sum, leaves, if last { primes } else { 0 }))
            }
            Task::BelowY(k) => Done::Leaves(timed(clock, Phase::BelowY, || {
                easy_leaves(n, y, t, tuning, (k, self.below))
            })),
            Task::Hard(k) => Done::Hard(timed(clock, Phase::Hard, || {
                let segments = growing_piece(hard_segments(n, t), (k, self.hard));
                hard_leaves(n, y, t, tuning, segments)
            })),
            Task::Tables | Task::P2(_) => unreachable!("they need no tables"),
        }
    }
}

/// Piece k of `of` of `0..len`, in order, the pieces growing: `len (k / of)^2 .. len ((k + 1)
/// / of)^2`, since the hard leaves' segments cost less the further they are: at 10^15 (1192
/// segments, 2 threads, one run each on the AMD EPYC family 25 model 17 under a load average
/// of 8 to 10), the first of 32 equal pieces took 1.16 s of their 3 s, and with these pieces
/// the last few took some 0.2 ms per segment. Tested by its own test and through the count.
fn growing_piece(len: u64, (k, of): (usize, usize)) -> (u64, u64) {
    let at = |k: usize| (len as u128 * (k * k) as u128 / (of * of) as u128) as u64;
    (at(k), at(k + 1))
}

/// π(n) from the pieces' results in piece order (see the [module](self)).
fn sum(t: &Tables, y: u64, done: Vec<Done>) -> u64 {
    let mut leaves: i128 = 0;
    let mut p2 = Vec::new();
    // phi[b]: the numbers below the hard leaves' piece with no factor among p_1 .. p_(b-1).
    let mut phi: Vec<i64> = Vec::new();
    // The primes below the piece of [y, sqrt n].
    let mut before_above = t.pi(y - 1) as u64;
    for result in done {
        match result {
            Done::Tables => {}
            Done::P2(part) => p2.push(part),
            Done::Leaves(sum) => leaves += sum,
            Done::AboveY((sum, count, primes)) => {
                leaves += sum + (count * before_above as u128) as i128;
                before_above += primes;
            }
            Done::Hard((sum, signs, growths)) => {
                phi.resize(phi.len().max(growths.len()), 0);
                leaves += sum;
                for (b, (&sign, &growth)) in signs.iter().zip(&growths).enumerate() {
                    leaves += sign as i128 * phi[b] as i128;
                    phi[b] += growth;
                }
            }
        }
    }
    finish(leaves, p2, t.pi(y) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::prime_count::lmo;
    use crate::sieve::{sieve_prime_pi, TINY_LAYOUTS};

    /// The count on `threads` threads, in fine pieces with a tiny layout or as usual.
    fn lmo_threads(n: u64, alpha: f64, beta: f64, threads: usize, fine: bool) -> u64 {
        let split = Split {
            threads: Threads::new(threads),
            fine,
            layout: if fine { &TINY_LAYOUTS[2] } else { layout() },
        };
        split.count(n, alpha, beta, None)
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
    /// and of the usual size, on 1, 2, 3, 5, 7 and 64 threads.
    #[test]
    fn random_n_match_one_thread() {
        let mut rng = fastrand::Rng::with_seed(35);
        let mut ns: Vec<u64> = (0..12).map(|_| rng.u64(3_000..1_000_000_000)).collect();
        // Up to 10^11, where with α = β = 1 the hard leaves' sieve spans 40 segments.
        ns.extend([1446 * 1447 * 1447, COMBINATORIAL_FROM, 999_999_937]);
        ns.extend([30_000_000_001, 100_000_000_000]);
        let thread_counts = [1, 2, 3, 5, 7, 64];
        for (i, n) in ns.into_iter().enumerate() {
            for (alpha, beta) in [(1.0, 1.0), (2.0, 2.0), (4.0, 1.5), (1e9, 1.0)] {
                let expected = lmo(n, alpha, beta);
                let threads = thread_counts[i % thread_counts.len()];
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

    /// Every layout of the sieve's tests cuts P2 and the easy leaves above y into different
    /// pieces; each count is the one-thread count.
    #[test]
    fn every_tiny_layout_matches_one_thread() {
        let mut rng = fastrand::Rng::with_seed(36);
        for (i, layout) in TINY_LAYOUTS.iter().enumerate() {
            let n = rng.u64(1_000_000_000..20_000_000_000);
            let split = Split {
                threads: Threads::new([2, 3, 7][i % 3]),
                fine: i % 2 == 0,
                layout,
            };
            assert_eq!(
                split.count(n, 2.0, 2.0, None),
                lmo(n, 2.0, 2.0),
                "n={n}, {i}"
            );
        }
    }

    /// π(10^11) and π(10^12) (the published values) on many threads, timed or not.
    #[test]
    fn published_values_on_many_threads() {
        for threads in [1, 5, 64].map(Threads::new) {
            assert_eq!(prime_pi_threads(100_000_000_000, threads), 4_118_054_813);
            let (count, _) = prime_pi_threads_timed(1_000_000_000_000, threads);
            assert_eq!(count, 37_607_912_018, "{threads:?}");
        }
    }

    #[test]
    fn growing_pieces_cover_the_range_in_order() {
        for len in [0u64, 1, 5, 11, 1192, 1 << 24] {
            for of in [1usize, 2, 7, 32, 1024] {
                let pieces: Vec<(u64, u64)> =
                    (0..of).map(|k| growing_piece(len, (k, of))).collect();
                assert_eq!(pieces[0].0, 0);
                assert_eq!(pieces[of - 1].1, len);
                assert!(pieces
                    .windows(2)
                    .all(|w| w[0].1 == w[1].0 && w[0].0 <= w[0].1));
            }
        }
    }

    #[test]
    fn the_timed_count_is_the_count_and_its_parts_fit_the_wall_time() {
        for n in [1_000_000, 10_000_000_000] {
            for threads in [1, 2, 3] {
                let (count, times) = prime_pi_threads_timed(n, Threads::new(threads));
                assert_eq!(count, prime_pi(n), "n={n}");
                assert_eq!(times.threads, threads);
                let total: Duration = times.busy.iter().map(|&(_, d)| d).sum();
                assert!(total <= times.wall * threads as u32, "{times:?}");
                let expected = if n < COMBINATORIAL_FROM { 1 } else { 8 };
                assert_eq!(times.busy.len(), expected, "{times:?}");
            }
        }
    }
}
