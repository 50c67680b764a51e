//! Value tables for games whose position is one integer `n`, built bottom-up.
//!
//! Every builder takes `options(n, table, sink)`: given a position `n` and the values already
//! known for all positions below it (`table[..n]`), it reports the value of every position one
//! move from `n` to `sink`, which folds them on the spot, with no list of options in between:
//!
//! - [`grundy_table`] hands a [`Mex`], a reusable bitset (`seen.insert(g[n - t])`);
//! - [`outcome_table`] an [`Outcomes`], which knows as soon as one option is lost for the
//!   opponent: [`Outcomes::insert`] returns `true` then, and the closure may return early;
//! - [`remoteness_table`] a [`Remoteness`], the min-even / max accumulator.
//!
//! Each sink also implements [`Extend`], so `sink.extend(iterator)` reports a whole iterator of
//! options and stops pulling from it once the value is decided. The one shape covers plain moves
//! (`table[n - p]`), several moves per option, and moves that split a heap in two
//! (`table[a] ^ table[b]` for Grundy values). Options must lead to smaller positions; a game that
//! counts upwards (toward a target `k`) is tabled on `k - n`.
//!
//! For subtraction games (take any amount from a sorted set) [`subtraction_remoteness`] skips
//! the closure and most of the work: only lost positions look at their options.
//!
//! Tested against a plain reference (options collected in a `Vec`, then mex / any / min-max) on
//! Kayles, Dawson's Kayles, subtraction sets and random option sets, and on the sinks' edges:
//! no options, values at and beyond 64 and 4096, early exits.
//!
//! # Example
//! The three tables of the subtraction game {1, 2, 3} (take 1 to 3 tokens), whose lost
//! positions are the multiples of 4; then a game without a move of 1, Kayles (whose moves split
//! a row in two), and the sinks [`Outcomes`] and [`Remoteness`] by hand ([`Mex`] has its own).
//! ```
//! use shared::game::{grundy_table, outcome_table, remoteness_table, subtraction_remoteness};
//! use shared::game::{Outcomes, Remoteness};
//! let win = outcome_table(12, |n, win, seen| seen.extend((1..=3.min(n)).map(|t| win[n - t])));
//! let lost: Vec<usize> = (0..=12).filter(|&n| !win[n]).collect();
//! assert_eq!(lost, [0, 4, 8, 12]);
//! // The same with an explicit loop that returns once decided.
//! let win2 = outcome_table(12, |n, win, seen| {
//!     for t in 1..=3.min(n) {
//!         if seen.insert(win[n - t]) {
//!             return;
//!         }
//!     }
//! });
//! assert_eq!(win, win2);
//! let g = grundy_table(12, |n, g, seen| seen.extend((1..=3.min(n)).map(|t| g[n - t])));
//! assert_eq!(g, [0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0]);
//! // From 5 the winner takes 1 (to 4), then answers every move so that the game ends after 3
//! // moves; from 4 the loser survives 2 moves.
//! let r = remoteness_table(12, |n, r, seen| seen.extend((1..=3.min(n)).map(|t| r[n - t])));
//! assert_eq!(r, [0, 1, 1, 1, 2, 3, 3, 3, 4, 5, 5, 5, 6]);
//! // The tables agree: a won position has a nonzero Grundy value and an odd remoteness.
//! assert!((0..=12).all(|n| win[n] == (g[n] != 0) && win[n] == (r[n] % 2 == 1)));
//! // The fast path for subtraction games gives the same remoteness.
//! assert_eq!(subtraction_remoteness(12, &[1, 2, 3]), r);
//!
//! // Take a prime: from 36 the winner needs 5 moves against the best defence (P1857).
//! let primes = [2, 3, 5, 7, 11, 13, 17, 19, 23, 29, 31];
//! let r = subtraction_remoteness(36, &primes);
//! assert_eq!((r[0], r[1], r[2], r[9], r[16], r[36]), (0, 0, 1, 2, 3, 5));
//! let general = remoteness_table(36, |n, r, seen| {
//!     seen.extend(primes.iter().take_while(|&&p| p <= n).map(|&p| r[n - p]))
//! });
//! assert_eq!(r, general);
//!
//! // Kayles (remove one pin or two adjacent pins from a row, possibly splitting it) has the
//! // well-known values 0 1 2 3 1 4 3 2 1 4 2 6 ...
//! let g = grundy_table(11, |n, g, seen| {
//!     for take in 1..=2.min(n) {
//!         for left in 0..=n - take {
//!             seen.insert(g[left] ^ g[n - take - left]);
//!         }
//!     }
//! });
//! assert_eq!(g, [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]);
//!
//! // `Outcomes` by hand.
//! let mut seen = Outcomes::new();
//! assert!(!seen.found()); // no options: the position is lost
//! assert!(!seen.insert(true)); // the opponent wins there
//! assert!(seen.insert(false)); // he loses there: decided
//! assert!(seen.found());
//! // A loop over the options stops as soon as `insert` returns `true`.
//! let mut seen = Outcomes::new();
//! let options = [true, true, false, true];
//! let looked = options.iter().take_while(|&&w| !seen.insert(w)).count();
//! assert_eq!(looked, 2); // stopped at the third
//! // `extend` stops pulling by itself.
//! let mut seen = Outcomes::new();
//! seen.extend([true, false]);
//! assert!(seen.found());
//!
//! // `Remoteness` by hand.
//! let mut seen = Remoteness::new();
//! assert_eq!(seen.value(), 0); // no options
//! seen.extend([3, 5]);
//! assert_eq!(seen.value(), 6); // every option is won for the opponent: delay
//! seen.extend([4, 2, 7]);
//! assert_eq!(seen.value(), 3); // hurry to the lost position of remoteness 2
//! assert!(!seen.insert(2));
//! assert!(seen.insert(0)); // remoteness 0: decided, stop reporting
//! assert_eq!(seen.value(), 1);
//! ```

/// Minimum excludant: the least `u32` not in `values`, computed with a [`Mex`] bitset.
///
/// # Constraints
/// Fewer than 2^32 distinct values (the answer fits a `u32`). For many calls, keep one [`Mex`]
/// and [`Mex::clear`] it instead: this function allocates once a value reaches 64.
///
/// # Complexity
/// O(k) for k values, plus O(mex / 64) for the answer; no allocation while every value is
/// below 64. Measured: 40 ns for 16 values below 64 (AMD EPYC family 25 model 1 (Zen 3),
/// 2-core VM; `cargo bench -p shared --bench game`).
///
/// # Panics
/// Never.
///
/// # Example
/// See the example on [`Mex`].
///
/// # Tested
/// Edge cases (empty, `u32::MAX`, repeats, holes past 64 and 4096) and against a plain
/// `Vec<bool>` mex on random value lists, in this module's tests.
pub fn mex<I: IntoIterator<Item = u32>>(values: I) -> u32 {
    let mut seen = Mex::new();
    seen.extend(values);
    seen.mex()
}

/// A set of `u32` values that answers its minimum excludant, the sink of [`grundy_table`]: an
/// array of stamps, `stamp[v] == epoch` when `v` is in the set, cleared in O(1) by starting a
/// new epoch.
///
/// An insert is one store, with no read of what earlier inserts wrote, so a loop of inserts
/// runs at the speed of its stores (a bitset's OR into a word in memory waits for the previous
/// OR of that word). [`Extend::extend`] instead puts the values below 64 in one word it holds
/// in a register for the whole iterator, where an OR costs nothing. A value beyond the stamps is set aside; [`Mex::mex`] looks at the set-aside values
/// only when every stamped value is present, and then grows the stamps to the run they
/// continue (at most doubling plus the values set aside): a few huge values do not blow up the
/// memory.
///
/// # Example
/// ```
/// use shared::game::{mex, Mex};
/// let mut seen = Mex::new();
/// assert_eq!(seen.mex(), 0); // empty
/// seen.extend([0, 1, 2, 4]);
/// assert_eq!(seen.mex(), 3);
/// seen.insert(3);
/// seen.insert(100); // far above: 5 is still missing
/// assert_eq!(seen.mex(), 5);
/// seen.extend((0..5000).filter(|&v| v != 4321));
/// assert_eq!(seen.mex(), 4321);
/// // Empty again for the next position, keeping the memory.
/// seen.clear();
/// seen.insert(1);
/// assert_eq!(seen.mex(), 0);
/// // For a single list of values, the function `mex` does the same.
/// assert_eq!(mex([0, 1, 3]), 2);
/// assert_eq!(mex([]), 0);
/// assert_eq!(mex([5, 5, 1]), 0);
/// assert_eq!(mex((0..1000).filter(|&v| v != 700)), 700);
/// ```
#[derive(Debug, Clone)]
pub struct Mex {
    /// The values below 64 that [`Extend::extend`] added (in a register while it runs); a
    /// value is in the set when it is here or stamped.
    low: u64,
    /// `stamp[v] == epoch` when `v` is in the set; grown as values need, kept across clears.
    stamp: Vec<u32>,
    /// The current stamp: clearing the set starts a new one.
    epoch: u32,
    /// Values at or beyond `stamp.len()`, not placed yet.
    late: Vec<u32>,
}

impl Mex {
    /// An empty set.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1), no allocation.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`Mex`].
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds `value` to the set.
    ///
    /// # Constraints
    /// Any `u32`.
    ///
    /// # Complexity
    /// O(1): one store for a value within the stamps already allocated, else one push.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`Mex`].
    #[inline]
    pub fn insert(&mut self, value: u32) {
        // A store and no read: successive inserts do not wait on each other (an OR into a
        // bitset word would, through memory).
        match self.stamp.get_mut(value as usize) {
            Some(s) => *s = self.epoch,
            None => self.insert_late(value),
        }
    }

    #[cold]
    fn insert_late(&mut self, value: u32) {
        self.late.push(value);
    }

    /// The least value not in the set.
    ///
    /// # Constraints
    /// Fewer than 2^32 distinct values inserted since the last clear.
    ///
    /// # Complexity
    /// O(mex + 1) plus the set-aside values (sorted when there are any). The mex is at most the
    /// number of values inserted, so this is within the cost of the inserts. Takes `&mut self`
    /// because it places set-aside values (the set's contents do not change).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`Mex`].
    pub fn mex(&mut self) -> u32 {
        let epoch = self.epoch;
        let mut from = 0;
        if self.low != 0 {
            // Set-aside values below 64 (the stamps are shorter than 64) join the word.
            let mut low = self.low;
            self.late.retain(|&v| {
                if v < 64 {
                    low |= 1 << v;
                }
                v >= 64
            });
            self.low = low;
            // Values below 64 may be in either place.
            let stamped = |v: usize| self.stamp.get(v) == Some(&epoch);
            while from < 64 && (self.low >> from & 1 == 1 || stamped(from)) {
                from += 1;
            }
            if from < 64 {
                return from as u32;
            }
        }
        match self.stamp.iter().skip(from).position(|&s| s != epoch) {
            Some(i) => (from + i) as u32,
            None if self.stamp.len() >= from => self.mex_beyond(),
            // Every value below 64 was added, but the stamps do not reach 64 yet.
            None => {
                self.late.extend(self.stamp.len() as u32..64);
                self.mex_beyond()
            }
        }
    }

    /// The mex when every stamped value is present: the set-aside values continue the run (or
    /// not). The stamps then grow (at least doubling, so growth is amortised) to hold every
    /// set-aside value within reach, so later positions store them directly.
    #[cold]
    fn mex_beyond(&mut self) -> u32 {
        self.late.sort_unstable();
        let mut next = self.stamp.len() as u32;
        for &v in &self.late {
            if v == next {
                next += 1;
            } else if v > next {
                break;
            }
        }
        let want = (2 * self.stamp.len()).max(64).max(next as usize + 1);
        self.stamp.resize(want, ABSENT);
        let epoch = self.epoch;
        let stamp = &mut self.stamp;
        self.late.retain(|&v| match stamp.get_mut(v as usize) {
            Some(s) => {
                *s = epoch;
                false
            }
            None => true,
        });
        next
    }

    /// Empties the set, keeping its memory.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1) plus the set-aside values dropped, except once in 2^32 clears (every stamp reset).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`Mex`].
    pub fn clear(&mut self) {
        self.low = 0;
        self.epoch += 1;
        if self.epoch == u32::MAX {
            self.stamp.iter_mut().for_each(|s| *s = ABSENT);
            self.epoch = ABSENT + 1;
        }
        self.late.clear();
    }
}

/// The stamp no epoch takes: a value never inserted.
const ABSENT: u32 = 0;

impl Default for Mex {
    fn default() -> Self {
        Mex {
            low: 0,
            stamp: Vec::new(),
            epoch: ABSENT + 1,
            late: Vec::new(),
        }
    }
}

impl Extend<u32> for Mex {
    /// Inserts every value. Faster than [`Mex::insert`] in a loop: the values below 64 go to
    /// a word held in a register for the whole iterator (an OR, no memory), the others to the
    /// stamps, held in a local with the epoch.
    #[inline]
    fn extend<I: IntoIterator<Item = u32>>(&mut self, values: I) {
        let epoch = self.epoch;
        let stamp = &mut self.stamp[..];
        let mut low = self.low;
        for value in values {
            if value < 64 {
                low |= 1 << value;
            } else {
                match stamp.get_mut(value as usize) {
                    Some(s) => *s = epoch,
                    None => self.late.push(value),
                }
            }
        }
        self.low = low;
    }
}

/// The sink of [`outcome_table`]: whether some option is lost for the opponent, so the
/// position is won. It can answer early: once it has, the rest of the options do not matter.
///
/// # Example
/// See the example in the [module documentation](self).
#[derive(Debug, Clone, Copy, Default)]
pub struct Outcomes {
    found: bool,
}

impl Outcomes {
    /// No options yet: a lost position.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    pub fn new() -> Self {
        Self::default()
    }

    /// Reports an option in which the opponent (the player to move there) wins when
    /// `opponent_wins`. Returns [`Outcomes::found`]: `true` means decided, stop reporting.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    #[inline]
    pub fn insert(&mut self, opponent_wins: bool) -> bool {
        self.found |= !opponent_wins;
        self.found
    }

    /// Whether an option lost for the opponent has been reported: the position is won.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    #[inline]
    pub fn found(&self) -> bool {
        self.found
    }
}

impl Extend<bool> for Outcomes {
    /// Reports every option of `options` until one is lost for the opponent; the rest of the
    /// iterator is not pulled.
    #[inline]
    fn extend<I: IntoIterator<Item = bool>>(&mut self, options: I) {
        if !self.found {
            self.found = options.into_iter().any(|opponent_wins| !opponent_wins);
        }
    }
}

/// The sink of [`remoteness_table`]: the least even remoteness among the options (the
/// winner's fastest way to a lost position) and the largest of all (the loser's longest
/// delay). An option of remoteness 0 decides it.
///
/// # Example
/// See the example in the [module documentation](self).
#[derive(Debug, Clone, Copy)]
pub struct Remoteness {
    /// The least even option, `u32::MAX` (odd) when there is none.
    fastest_win: u32,
    /// One more than the largest option, 0 when there is none.
    longest_loss: u32,
}

impl Default for Remoteness {
    fn default() -> Self {
        Remoteness {
            fastest_win: u32::MAX,
            longest_loss: 0,
        }
    }
}

impl Remoteness {
    /// No options yet: remoteness 0.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    pub fn new() -> Self {
        Self::default()
    }

    /// Reports an option of remoteness `r`. Returns `true` when the value is decided (an option
    /// of remoteness 0 was reported): stop reporting.
    ///
    /// # Constraints
    /// `r < u32::MAX`.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    #[inline]
    pub fn insert(&mut self, r: u32) -> bool {
        if r % 2 == 0 {
            self.fastest_win = self.fastest_win.min(r);
        }
        self.longest_loss = self.longest_loss.max(r.saturating_add(1));
        self.fastest_win == 0
    }

    /// The remoteness of the position: `1 + min` over the even options if there is one, else
    /// `1 + max` over all options, or 0 without options.
    ///
    /// # Constraints
    /// None.
    ///
    /// # Complexity
    /// O(1).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example in the [module documentation](self).
    #[inline]
    pub fn value(&self) -> u32 {
        if self.fastest_win != u32::MAX {
            self.fastest_win + 1
        } else {
            self.longest_loss
        }
    }
}

impl Extend<u32> for Remoteness {
    /// Reports every option of `options` until one of remoteness 0; the rest of the iterator is
    /// not pulled.
    #[inline]
    fn extend<I: IntoIterator<Item = u32>>(&mut self, options: I) {
        // On copies, so that they stay in registers through the loop.
        let mut sink = *self;
        for r in options {
            if sink.insert(r) {
                break;
            }
        }
        *self = sink;
    }
}

/// Win/lose table: `win[n]` is true when the player to move from `n` can force a win (an
/// N-position), false for a P-position. Normal play: a position without options is lost.
///
/// `options(n, &win[..n], seen)` reports `win` of each position one move from `n` with
/// `seen.insert(w)` (which returns `true` once `n` is known to be won: the closure may return)
/// or `seen.extend(iterator)` (which stops pulling by itself).
///
/// # Constraints
/// Every option of `n` is a position below `n`; `upto + 1` booleans fit in memory.
///
/// # Complexity
/// O(upto + options reported); a won position costs only the options up to its first losing
/// one. Measured: P1857's game (subtract any prime) for n ≤ 20000, 18 ms, 1.07–1.09× a plain
/// loop that stops at the first lost option (AMD EPYC family 25 model 1 (Zen 3), 2-core VM
/// shared with other builds; `cargo bench -p bench --bench game`).
///
/// # Panics
/// If `options` does (e.g. indexes `win` at `n` or beyond).
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tested
/// Against a plain reference (options in a `Vec`, then `any`) on subtraction sets and random
/// option sets, and against `grundy_table != 0` and remoteness parity; every crate's brute
/// force that uses it is compared with its fast solver.
pub fn outcome_table<F>(upto: usize, options: F) -> Vec<bool>
where
    F: FnMut(usize, &[bool], &mut Outcomes),
{
    tabulate(upto, Outcomes::new(), options)
}

/// Grundy (nim-value) table: `g[n]` is the mex of the values `options(n, &g[..n], seen)`
/// reports with `seen.insert(v)` or `seen.extend(iterator)` on a [`Mex`] bitset.
///
/// # Constraints
/// Every option of `n` is a position below `n`; `upto + 1` `u32`s fit in memory.
///
/// # Complexity
/// O(upto + options reported), plus O(`g[n]` / 64) per position when values reach 64. Measured
/// on Kayles to n = 10^4 (every split: 10^8 options in all), written as below: 360 ms,
/// 0.52–0.60× the same loop pushing into a `Vec` that is then mexed. Written instead as
/// `seen.extend` over the row zipped with itself reversed, the sink takes 210 ms but the `Vec`
/// side vectorises its XORs and is faster (the sink takes 1.2–1.45× its time) (AMD EPYC Zen 4,
/// 2-core VM shared with other builds; `cargo bench -p bench --bench game`).
///
/// # Panics
/// If `options` does (e.g. indexes `g` at `n` or beyond).
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tested
/// Against a plain reference (options in a `Vec`, then a `Vec<bool>` mex) on Kayles, Dawson's
/// Kayles, subtraction sets, random option sets and nim (values past 4096); every crate's brute
/// force that uses it is compared with its fast solver.
pub fn grundy_table<F>(upto: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Mex),
{
    tabulate(upto, Mex::new(), options)
}

/// Remoteness table (Steinhaus): the length of the game from `n` when the winner hurries and the
/// loser stalls. A position without options has remoteness 0; an odd remoteness means the player
/// to move wins, an even one that he loses.
///
/// - some option has even remoteness: `1 + min` over the options with even remoteness;
/// - otherwise (every option odd, or none): `1 + max` over all options, or 0 without options.
///
/// `options(n, &r[..n], seen)` reports the remoteness of each position one move from `n` with
/// `seen.insert(r)` (which returns `true` once decided, by an option of remoteness 0) or
/// `seen.extend(iterator)`. For a subtraction game, [`subtraction_remoteness`] is much faster.
///
/// # Constraints
/// Every option of `n` is a position below `n`; `upto + 1` `u32`s fit in memory.
///
/// # Complexity
/// O(upto + options reported). Measured: P1857's table (subtract any prime, n ≤ 20000,
/// 2.3·10^7 options), 107 ms, 0.96–0.98× a plain double loop (AMD EPYC family 25 model 1
/// (Zen 3), 2-core VM shared with other builds; `cargo bench -p bench --bench game`).
///
/// # Panics
/// If `options` does (e.g. indexes `r` at `n` or beyond).
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tested
/// Against a plain reference (options in a `Vec`, then min-even / max) on subtraction sets and
/// random option sets, and by parity against [`outcome_table`]; P1857's brute force checks it
/// through [`subtraction_remoteness`], which must equal it.
pub fn remoteness_table<F>(upto: usize, options: F) -> Vec<u32>
where
    F: FnMut(usize, &[u32], &mut Remoteness),
{
    tabulate(upto, Remoteness::new(), options)
}

/// The remoteness table of the subtraction game on `sizes` (a move takes any `s` in `sizes`
/// with `s <= n`): the same as [`remoteness_table`] with those options, computed faster.
///
/// A won position's remoteness is `1 +` the least lost option; so each lost position, once
/// known, pushes its remoteness to the positions one move above it, and a won position reads
/// its value without looking at its options. Only the lost positions scan theirs (all won,
/// for the `1 + max`). The cost is the number of lost positions times `|sizes|`.
///
/// # Constraints
/// `sizes` sorted ascending, no zero (repeats are harmless); `upto + 1` `u32`s fit in memory
/// twice.
///
/// # Complexity
/// O(upto + lost positions · |sizes|) time, O(upto) memory. Measured: P1857 (every prime, n ≤
/// 20000; 2765 lost positions), 17.6 ms, 0.15–0.16× a plain double loop over the primes
/// (108 ms in the same run) (AMD EPYC family 25 model 1 (Zen 3), 2-core VM shared with other
/// builds; `cargo bench -p shared --bench game`).
///
/// # Panics
/// If `sizes` is not sorted ascending or contains 0.
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tested
/// Equals [`remoteness_table`] on random subtraction sets (with and without 1, repeats, sizes
/// above `upto`); P1857's crate compares it with a brute force from the statement for every
/// pile up to 400.
pub fn subtraction_remoteness(upto: usize, sizes: &[usize]) -> Vec<u32> {
    assert!(
        sizes.windows(2).all(|w| w[0] <= w[1]),
        "subtraction_remoteness: sizes must be sorted ascending"
    );
    assert!(
        sizes.first() != Some(&0),
        "subtraction_remoteness: a move must take at least one"
    );
    let mut r = vec![0u32; upto + 1];
    // The least remoteness of a lost option pushed so far, u32::MAX (odd) if none.
    let mut fastest_win = vec![u32::MAX; upto + 1];
    for n in 0..=upto {
        if fastest_win[n] != u32::MAX {
            r[n] = fastest_win[n] + 1;
            continue;
        }
        // Lost: every option is won (odd), the loser delays as long as he can.
        let fitting = &sizes[..sizes.partition_point(|&s| s <= n)];
        let longest = fitting.iter().map(|&s| r[n - s] + 1).max().unwrap_or(0);
        r[n] = longest;
        for &s in &sizes[..sizes.partition_point(|&s| s <= upto - n)] {
            let above = &mut fastest_win[n + s];
            *above = (*above).min(longest);
        }
    }
    r
}

/// What a table's sink turns into: its value, and back to no options.
trait Sink<T> {
    fn value(&mut self) -> T;
    fn reset(&mut self);
}

impl Sink<u32> for Mex {
    fn value(&mut self) -> u32 {
        self.mex()
    }
    fn reset(&mut self) {
        self.clear();
    }
}

impl Sink<bool> for Outcomes {
    fn value(&mut self) -> bool {
        self.found
    }
    fn reset(&mut self) {
        self.found = false;
    }
}

impl Sink<u32> for Remoteness {
    fn value(&mut self) -> u32 {
        Remoteness::value(self)
    }
    fn reset(&mut self) {
        *self = Remoteness::new();
    }
}

/// The common loop: `table[n]` is the value of the sink after `options(n, &table[..n], sink)`.
fn tabulate<T, S, F>(upto: usize, mut sink: S, mut options: F) -> Vec<T>
where
    S: Sink<T>,
    F: FnMut(usize, &[T], &mut S),
{
    let mut table = Vec::with_capacity(upto + 1);
    for n in 0..=upto {
        sink.reset();
        options(n, &table, &mut sink);
        let v = sink.value();
        table.push(v);
    }
    table
}

#[cfg(test)]
mod tests {
    use super::*;

    // ---- The plain reference: options into a Vec, then fold. ----

    fn naive_mex(values: &[u32]) -> u32 {
        let mut seen = vec![false; values.len() + 1];
        for &v in values {
            if let Some(slot) = seen.get_mut(v as usize) {
                *slot = true;
            }
        }
        seen.iter().position(|&s| !s).unwrap() as u32
    }

    fn naive_remoteness(values: &[u32]) -> u32 {
        let fastest_win = values.iter().filter(|&&v| v % 2 == 0).min();
        match (fastest_win, values.iter().max()) {
            (Some(w), _) => w + 1,
            (None, Some(l)) => l + 1,
            (None, None) => 0,
        }
    }

    /// A table from `options(n, &table[..n], out)` pushing option values into a Vec.
    fn naive_table<T: Copy>(
        upto: usize,
        mut options: impl FnMut(usize, &[T], &mut Vec<T>),
        value: impl Fn(&[T]) -> T,
    ) -> Vec<T> {
        let mut table = Vec::new();
        let mut out = Vec::new();
        for n in 0..=upto {
            out.clear();
            options(n, &table, &mut out);
            table.push(value(&out));
        }
        table
    }

    /// The option positions of `n` in each test game, as a list (the games are defined once and
    /// fed to both the engine and the reference).
    type Game = Box<dyn Fn(usize) -> Vec<(usize, usize)>>;

    /// Options as pairs of positions whose values are combined (XOR for Grundy values; for
    /// outcomes and remoteness only games with `.1 == 0` are used, a single heap left).
    fn kayles() -> Game {
        Box::new(|n| {
            let mut out = Vec::new();
            for take in 1..=2.min(n) {
                out.extend((0..=n - take).map(|left| (left, n - take - left)));
            }
            out
        })
    }

    fn dawsons_kayles() -> Game {
        Box::new(|n| {
            if n < 2 {
                return Vec::new();
            }
            (0..=n - 2).map(|left| (left, n - 2 - left)).collect()
        })
    }

    fn subtraction(sizes: Vec<usize>) -> Game {
        Box::new(move |n| {
            sizes
                .iter()
                .filter(|&&s| s <= n)
                .map(|&s| (n - s, 0))
                .collect()
        })
    }

    /// Random options below each position, about `density` of them, from a fixed seed.
    fn random_game(upto: usize, density: f64, seed: u64) -> Game {
        let mut rng = fastrand::Rng::with_seed(seed);
        let options: Vec<Vec<(usize, usize)>> = (0..=upto)
            .map(|n| {
                (0..n)
                    .filter(|_| rng.f64() < density)
                    .map(|m| (m, 0))
                    .collect()
            })
            .collect();
        Box::new(move |n| options[n].clone())
    }

    fn grundy_both(upto: usize, game: &Game) -> (Vec<u32>, Vec<u32>) {
        let fast = grundy_table(upto, |n, g, seen| {
            for (a, b) in game(n) {
                seen.insert(g[a] ^ g[b]);
            }
        });
        let naive = naive_table(
            upto,
            |n, g, out| out.extend(game(n).into_iter().map(|(a, b)| g[a] ^ g[b])),
            naive_mex,
        );
        (fast, naive)
    }

    fn outcome_both(upto: usize, game: &Game) -> (Vec<bool>, Vec<bool>) {
        let fast = outcome_table(upto, |n, win, seen| {
            for (a, _) in game(n) {
                if seen.insert(win[a]) {
                    return;
                }
            }
        });
        let naive = naive_table(
            upto,
            |n, win: &[bool], out| out.extend(game(n).into_iter().map(|(a, _)| win[a])),
            |out| out.iter().any(|&w| !w),
        );
        (fast, naive)
    }

    fn remoteness_both(upto: usize, game: &Game) -> (Vec<u32>, Vec<u32>) {
        let fast = remoteness_table(upto, |n, r, seen| {
            seen.extend(game(n).into_iter().map(|(a, _)| r[a]))
        });
        let naive = naive_table(
            upto,
            |n, r, out| out.extend(game(n).into_iter().map(|(a, _)| r[a])),
            naive_remoteness,
        );
        (fast, naive)
    }

    // ---- The sinks on their edges. ----

    #[test]
    fn mex_edges() {
        assert_eq!(mex([]), 0);
        assert_eq!(mex([0, 1, 2]), 3);
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([u32::MAX, 0]), 1);
        assert_eq!(mex([2, 0, 2, 0, 1]), 3);
        assert_eq!(mex(0..64), 64);
        assert_eq!(mex(0..65), 65);
        assert_eq!(mex(0..128), 128);
        assert_eq!(mex((0..200).filter(|&v| v != 127)), 127);
        assert_eq!(mex((0..200).filter(|&v| v != 128)), 128);
        assert_eq!(mex((0..10_000).filter(|&v| v != 4096)), 4096);
        assert_eq!(mex((0..10_000).filter(|&v| v != 5000)), 5000);
        assert_eq!(mex(0..10_000), 10_000);
        // Descending, so every large value arrives before the bitset reaches it.
        assert_eq!(mex((0..10_000).rev()), 10_000);
        assert_eq!(mex((0..10_000).rev().filter(|&v| v != 9_999)), 9_999);
        // Huge values alone do not matter (and do not allocate a huge bitset).
        assert_eq!(mex((0..64).chain([u32::MAX, u32::MAX - 1, 1 << 31])), 64);
        assert_eq!(mex([u32::MAX; 3]), 0);
    }

    #[test]
    fn mex_reused_after_clear_forgets_everything() {
        let mut seen = Mex::new();
        seen.extend((0..5000).rev());
        assert_eq!(seen.mex(), 5000);
        seen.clear();
        assert_eq!(seen.mex(), 0);
        seen.extend(0..64);
        assert_eq!(seen.mex(), 64);
        seen.extend([65, 66, 4097]);
        assert_eq!(seen.mex(), 64);
        seen.insert(64);
        assert_eq!(seen.mex(), 67);
        seen.clear();
        seen.extend((0..4200).filter(|&v| v != 4150));
        assert_eq!(seen.mex(), 4150);
        // A set-aside value that could not matter yet counts once enough values arrive.
        seen.clear();
        seen.extend(0..64);
        seen.insert(20_000);
        assert_eq!(seen.mex(), 64);
        seen.extend(64..20_000);
        assert_eq!(seen.mex(), 20_001);
    }

    #[test]
    fn mex_equals_the_plain_mex_on_random_lists() {
        let mut rng = fastrand::Rng::with_seed(12);
        let mut seen = Mex::new();
        for round in 0..3000 {
            let len = rng.usize(0..300);
            let spread = [8, 70, 300, 5000][round % 4];
            let values: Vec<u32> = (0..len).map(|_| rng.u32(0..spread)).collect();
            seen.clear();
            seen.extend(values.iter().copied());
            assert_eq!(seen.mex(), naive_mex(&values), "{values:?}");
            assert_eq!(mex(values.iter().copied()), naive_mex(&values));
        }
    }

    #[test]
    fn mex_asked_between_inserts_and_across_the_epoch_wrap() {
        let mut rng = fastrand::Rng::with_seed(13);
        let mut seen = Mex::new();
        for round in 0..2000 {
            if round == 1000 {
                // The next clears reach the last epoch: every stamp is reset once.
                seen.epoch = u32::MAX - 3;
            }
            seen.clear();
            let mut values = Vec::new();
            for _ in 0..rng.usize(0..4) {
                let spread = [8, 70, 300, 5000][rng.usize(0..4)];
                for _ in 0..rng.usize(0..200) {
                    values.push(rng.u32(0..spread));
                    seen.insert(*values.last().unwrap());
                }
                // Asking places set-aside values; later inserts and asks must still agree.
                assert_eq!(seen.mex(), naive_mex(&values), "round {round}: {values:?}");
            }
        }
    }

    #[test]
    fn mex_of_values_added_by_insert_and_extend_mixed() {
        let mut rng = fastrand::Rng::with_seed(14);
        let mut seen = Mex::new();
        for round in 0..3000 {
            seen.clear();
            let mut values = Vec::new();
            for _ in 0..rng.usize(0..5) {
                let spread = [8, 64, 70, 300, 5000][rng.usize(0..5)];
                let batch: Vec<u32> = (0..rng.usize(0..150)).map(|_| rng.u32(0..spread)).collect();
                if rng.bool() {
                    seen.extend(batch.iter().copied());
                } else {
                    batch.iter().for_each(|&v| seen.insert(v));
                }
                values.extend(batch);
                assert_eq!(seen.mex(), naive_mex(&values), "round {round}: {values:?}");
            }
        }
    }

    #[test]
    fn mex_forgets_old_epochs_when_the_epoch_wraps() {
        let mut seen = Mex::new();
        seen.extend(0..100);
        assert_eq!(seen.mex(), 100);
        let written = seen.epoch;
        seen.epoch = u32::MAX - 1;
        seen.clear();
        // Every clear until the epoch that wrote the stamps comes round again: all empty.
        while seen.epoch != written {
            assert_eq!(seen.mex(), 0, "epoch {}", seen.epoch);
            seen.clear();
        }
        assert_eq!(seen.mex(), 0);
    }

    #[test]
    fn outcomes_edges_and_early_exit() {
        let none = Outcomes::new();
        assert!(!none.found(), "no options: lost");
        let mut seen = Outcomes::new();
        assert!(!seen.insert(true));
        assert!(seen.insert(false));
        assert!(seen.insert(true), "stays decided");
        assert!(seen.found());
        // extend stops pulling at the first lost option.
        let mut pulled = 0;
        let mut seen = Outcomes::new();
        seen.extend(
            [true, false, true, true]
                .into_iter()
                .inspect(|_| pulled += 1),
        );
        assert!(seen.found());
        assert_eq!(pulled, 2);
        // and pulls nothing once decided.
        seen.extend([true].into_iter().inspect(|_| pulled += 1));
        assert_eq!(pulled, 2);
        // The table hands every position a fresh sink.
        let mut looked = 0;
        let win = outcome_table(6, |_, win, seen| {
            for &w in win {
                looked += 1;
                if seen.insert(w) {
                    return;
                }
            }
        });
        // Nim heap: position 0 lost, every other won through option 0, found at once.
        assert_eq!(win, [false, true, true, true, true, true, true]);
        assert_eq!(looked, 6);
    }

    #[test]
    fn remoteness_edges_and_early_exit() {
        assert_eq!(Remoteness::new().value(), 0, "no options");
        let mut seen = Remoteness::new();
        assert!(!seen.insert(1));
        assert_eq!(seen.value(), 2);
        assert!(!seen.insert(7));
        assert_eq!(seen.value(), 8);
        assert!(!seen.insert(4));
        assert_eq!(seen.value(), 5);
        assert!(!seen.insert(2));
        assert_eq!(seen.value(), 3);
        assert!(!seen.insert(9));
        assert_eq!(
            seen.value(),
            3,
            "a larger odd option does not matter once winning"
        );
        assert!(seen.insert(0));
        assert_eq!(seen.value(), 1);
        let mut pulled = 0;
        let mut seen = Remoteness::new();
        seen.extend([3, 0, 2].into_iter().inspect(|_| pulled += 1));
        assert_eq!((seen.value(), pulled), (1, 2));
        let mut big = Remoteness::new();
        big.insert(u32::MAX - 1);
        assert_eq!(big.value(), u32::MAX);
    }

    // ---- The tables against the reference. ----

    #[test]
    fn kayles_and_dawsons_kayles_equal_the_reference() {
        let (fast, naive) = grundy_both(600, &kayles());
        assert_eq!(fast, naive);
        assert_eq!(fast[..16], [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7]);
        let (fast, naive) = grundy_both(600, &dawsons_kayles());
        assert_eq!(fast, naive);
        assert_eq!(fast[..12], [0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3]);
    }

    #[test]
    fn subtraction_sets_equal_the_reference() {
        let sets: [&[usize]; 6] = [&[1], &[1, 2, 3], &[2, 5], &[1, 4, 9, 16], &[3], &[1, 3, 4]];
        for sizes in sets {
            let game = subtraction(sizes.to_vec());
            let (fast, naive) = grundy_both(500, &game);
            assert_eq!(fast, naive, "{sizes:?}");
            let (fast, naive) = outcome_both(500, &game);
            assert_eq!(fast, naive, "{sizes:?}");
            let (fast, naive) = remoteness_both(500, &game);
            assert_eq!(fast, naive, "{sizes:?}");
        }
    }

    #[test]
    fn random_option_sets_equal_the_reference() {
        for (seed, density) in [(1, 0.02), (2, 0.1), (3, 0.5), (4, 0.9), (5, 1.0)] {
            let game = random_game(400, density, seed);
            let (fast, naive) = grundy_both(400, &game);
            assert_eq!(fast, naive, "seed {seed}");
            let (fast, naive) = outcome_both(400, &game);
            assert_eq!(fast, naive, "seed {seed}");
            let (fast, naive) = remoteness_both(400, &game);
            assert_eq!(fast, naive, "seed {seed}");
        }
    }

    #[test]
    fn nim_heap_values_reach_past_4096() {
        let g = grundy_table(5000, |n, g, seen| seen.extend(g[..n].iter().copied()));
        assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n));
        // The same, options reported from the largest value down.
        let g = grundy_table(5000, |n, g, seen| seen.extend(g[..n].iter().rev().copied()));
        assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n));
        // Every other heap size missing from the options: values stay sparse and large.
        let evens: Game = Box::new(|n| (0..n).step_by(2).map(|m| (m, 0)).collect());
        let (fast, naive) = grundy_both(3000, &evens);
        assert_eq!(fast, naive);
        assert!(fast.iter().any(|&v| v >= 1000));
    }

    #[test]
    fn subtraction_game_grundy_is_n_mod_k_plus_one() {
        for k in 1..=6usize {
            let g = grundy_table(60, |n, g, seen| {
                seen.extend((1..=k.min(n)).map(|t| g[n - t]))
            });
            for (n, &v) in g.iter().enumerate() {
                assert_eq!(v as usize, n % (k + 1), "k={k} n={n}");
            }
        }
    }

    #[test]
    fn outcome_agrees_with_grundy_and_remoteness_parity() {
        for sizes in [&[1usize, 3, 4][..], &[2, 5], &[1, 4, 9, 16], &[3]] {
            let game = subtraction(sizes.to_vec());
            let win = outcome_both(200, &game).0;
            let g = grundy_both(200, &game).0;
            let r = remoteness_both(200, &game).0;
            for n in 0..=200 {
                assert_eq!(win[n], g[n] != 0, "sizes={sizes:?} n={n}");
                assert_eq!(win[n], r[n] % 2 == 1, "sizes={sizes:?} n={n}");
            }
        }
    }

    #[test]
    fn subtraction_remoteness_equals_the_general_table() {
        let mut rng = fastrand::Rng::with_seed(1857);
        for round in 0..300 {
            let upto = rng.usize(0..400);
            let count = rng.usize(0..12);
            let mut sizes: Vec<usize> = (0..count).map(|_| rng.usize(1..60)).collect();
            if round % 3 == 0 {
                sizes.push(1);
            }
            sizes.sort_unstable();
            let general = remoteness_table(upto, |n, r, seen| {
                seen.extend(sizes.iter().take_while(|&&s| s <= n).map(|&s| r[n - s]))
            });
            assert_eq!(
                subtraction_remoteness(upto, &sizes),
                general,
                "{sizes:?} to {upto}"
            );
        }
        assert_eq!(subtraction_remoteness(0, &[]), [0]);
        assert_eq!(subtraction_remoteness(3, &[5]), [0, 0, 0, 0]);
    }

    #[test]
    #[should_panic(expected = "sorted")]
    fn subtraction_remoteness_rejects_unsorted_sizes() {
        subtraction_remoteness(10, &[3, 1]);
    }

    #[test]
    #[should_panic(expected = "at least one")]
    fn subtraction_remoteness_rejects_a_zero_move() {
        subtraction_remoteness(10, &[0, 1]);
    }
}
