//! Eventual periods: where a table of game values starts to repeat, and with what period.
//!
//! [`eventual_period`] reads a period off any finite table: a conjecture, however long the
//! table. [`take_and_break_period`] proves one for take-and-break games (Guy–Smith), or says
//! what is missing, in a [`PeriodVerdict`]; [`arithmetic_period`] conjectures a period with a
//! saltus (`G(n + p) = G(n) + s`).
//!
//! # Example
//! A conjectured period, one with a pre-period, none, and an arithmetic one; then Kayles
//! (`0.77`, taking at most 2 tokens and leaving at most 2 heaps), whose period is proven, with
//! the methods of [`PeriodVerdict`] and [`ProvenPeriod`].
//! ```
//! use shared::game::{arithmetic_period, eventual_period, outcome_table, take_and_break_period};
//! use shared::game::{ArithmeticPeriod, OctalGame, Period, PeriodVerdict};
//! // Subtraction game {1, 2, 3}: win/lose repeats with period 4 from the start.
//! let win = outcome_table(100, |n, w, out| out.extend((1..=3.min(n)).map(|t| w[n - t])));
//! assert_eq!(eventual_period(&win), Some(Period { start: 0, length: 4 }));
//! // A pre-period: 7 9 then 1 2 3 repeating.
//! let seq = [7, 9, 1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3];
//! assert_eq!(eventual_period(&seq), Some(Period { start: 2, length: 3 }));
//! // The squares are not periodic.
//! let squares: Vec<u64> = (0..100).map(|i| i * i).collect();
//! assert_eq!(eventual_period(&squares), None);
//! // 5 8 then 0 1 2 3 ...: no period, but period 1 with saltus 1 from 2.
//! let seq: Vec<u64> = [5, 8].into_iter().chain(0..40).collect();
//! assert_eq!(eventual_period(&seq), None);
//! assert_eq!(
//!     arithmetic_period(&seq),
//!     Some(ArithmeticPeriod { start: 2, length: 1, saltus: 1, seen_upto: 41 })
//! );
//! // A plain period (saltus 0) is not an arithmetic one.
//! assert_eq!(arithmetic_period(&[1u64, 2, 1, 2, 1, 2, 1, 2]), None);
//!
//! // Kayles: proven.
//! let kayles = OctalGame::parse("0.77").unwrap();
//! let g = kayles.grundy_values(200);
//! let verdict = take_and_break_period(&g, 2, 2);
//! assert!(verdict.is_proven());
//! let proven = verdict.proven().unwrap();
//! assert_eq!((proven.start(), proven.length(), proven.proven_by()), (71, 12, 167));
//! assert_eq!(proven.period(), Period { start: 71, length: 12 });
//! // The proof read the table up to 167; one value fewer and it is only a conjecture.
//! assert!(take_and_break_period(&g[..=167], 2, 2).is_proven());
//! let verdict = take_and_break_period(&g[..167], 2, 2);
//! match verdict {
//!     PeriodVerdict::Conjectured { start: 71, length: 12, seen_upto: 166, proof_needs } => {
//!         assert_eq!(proof_needs, Some(167))
//!     }
//!     other => panic!("{other:?}"),
//! }
//! assert!(!verdict.is_proven() && verdict.proven().is_none());
//! assert_eq!(verdict.period(), Some(Period { start: 71, length: 12 })); // conjectured
//! ```

/// An eventual period of a sequence: `seq[i] == seq[i + length]` for every `i >= start` seen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Period {
    /// The pre-period: the first index from which the sequence repeats.
    pub start: usize,
    /// The period.
    pub length: usize,
}

/// The eventual period of a finite prefix of an infinite sequence, if the prefix shows one.
///
/// This is a **conjecture** read off the prefix: nothing about a finite table proves that an
/// arbitrary sequence keeps repeating. For the Grundy values of a take-and-break game, use
/// [`take_and_break_period`], which proves the period when the table is long enough.
///
/// Returns the smallest period `length`, with the smallest `start` for it, such that
/// `seq[i] == seq[i + length]` for all `start <= i < seq.len() - length`, counting it as seen
/// only when the repeating part is long enough to be evidence: it covers at least the second
/// half of `seq` and at least two full periods. A tail that merely happens to repeat once near
/// the end is therefore not reported; give a longer prefix to confirm a long pre-period.
///
/// # Complexity
/// O(len) per rejected candidate period that is contradicted late, O(len²) in the worst case;
/// in practice a wrong candidate fails within a few periods of the end.
///
/// # Example
/// See the example in the [module documentation](self).
pub fn eventual_period<T: PartialEq>(seq: &[T]) -> Option<Period> {
    let len = seq.len();
    let half = len / 2;
    for length in 1..=len / 2 {
        // Walk back from the end while the shifted copy agrees; `start` is where it stops.
        let mut start = len - length;
        while start > 0 && seq[start - 1] == seq[start - 1 + length] {
            start -= 1;
        }
        if start <= len - half.max(2 * length) {
            return Some(Period { start, length });
        }
    }
    None
}

/// A period proven by [`take_and_break_period`]: only that function makes one, after checking
/// the Guy–Smith window, so holding one means the check was done.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ProvenPeriod {
    start: usize,
    length: usize,
    proven_by: usize,
}

impl ProvenPeriod {
    /// The pre-period: `G(n + length) == G(n)` for every `n >= start`, and not for `start - 1`.
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs` and the unit tests of this module.
    pub fn start(&self) -> usize {
        self.start
    }

    /// The period (the least one the table proves; the game's least period divides it).
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs` and the unit tests of this module.
    pub fn length(&self) -> usize {
        self.length
    }

    /// The last position whose value the proof read: a table of `0..=proven_by` suffices.
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs` and the unit tests of this module.
    pub fn proven_by(&self) -> usize {
        self.proven_by
    }

    /// Start and length as a [`Period`].
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn period(&self) -> Period {
        Period {
            start: self.start,
            length: self.length,
        }
    }
}

/// What a finite table of a game's values shows about its eventual period.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PeriodVerdict {
    /// Periodic forever, by a criterion checked on the table.
    Proven(ProvenPeriod),
    /// The table repeats (over at least its second half and two periods, as in
    /// [`eventual_period`]) but nothing proves that it goes on.
    Conjectured {
        /// The pre-period the table shows.
        start: usize,
        /// The period the table shows.
        length: usize,
        /// The last position examined (the table was `0..=seen_upto`).
        seen_upto: usize,
        /// The last position a proof of this period would read (a table of
        /// `0..=proof_needs`), if this kind of sequence has a proof criterion at all. A
        /// `u128`, because a game taking up to `usize::MAX` tokens at once needs a window
        /// beyond `usize::MAX`: no table reaches it, and the period stays a conjecture.
        proof_needs: Option<u128>,
    },
    /// No period shows in `0..=seen_upto` (0 for an empty table).
    None {
        /// The last position examined.
        seen_upto: usize,
    },
}

impl PeriodVerdict {
    /// The proven period, if any.
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn proven(&self) -> Option<ProvenPeriod> {
        match self {
            PeriodVerdict::Proven(p) => Some(*p),
            _ => None,
        }
    }

    /// Whether the period is proven.
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs` (`short_tables_are_never_proven`).
    pub fn is_proven(&self) -> bool {
        self.proven().is_some()
    }

    /// The period shown, proven or conjectured (check [`is_proven`](Self::is_proven) before
    /// calling it a fact).
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
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn period(&self) -> Option<Period> {
        match *self {
            PeriodVerdict::Proven(p) => Some(p.period()),
            PeriodVerdict::Conjectured { start, length, .. } => Some(Period { start, length }),
            PeriodVerdict::None { .. } => None,
        }
    }
}

impl std::fmt::Display for PeriodVerdict {
    /// `period 12 from 71, proven (table to 167 needed)`, `period 4 from 0, conjectured (seen
    /// to 10; a proof needs the table to 13)`, `no period seen up to 50`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match *self {
            PeriodVerdict::Proven(p) => write!(
                f,
                "period {} from {}, proven (Guy-Smith, table to {} needed)",
                p.length, p.start, p.proven_by
            ),
            PeriodVerdict::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs,
            } => {
                write!(
                    f,
                    "period {length} from {start}, conjectured (seen up to {seen_upto}"
                )?;
                match proof_needs {
                    Some(n) => write!(f, "; a proof needs the table up to {n})"),
                    None => write!(f, "; no proof criterion applies)"),
                }
            }
            PeriodVerdict::None { seen_upto } => write!(f, "no period seen up to {seen_upto}"),
        }
    }
}

/// The last position the Guy–Smith check of period `p` from `e` reads, for a game taking at
/// most `t` tokens and leaving at most `heaps` heaps: `G(n + p) == G(n)` must hold for
/// `e <= n < w`, with `w = e + p + t` without splitting and `w = j e + (j - 1) p + t` when a
/// move may leave `j >= 2` heaps; so positions up to `w + p - 1` are read.
///
/// In `u128`, where every window of `usize` arguments with up to 2^62 heaps fits (beyond, it
/// saturates at `u128::MAX`, which no table reaches either): a window past `usize::MAX` must
/// not wrap around into one that a short table seems to reach.
fn guy_smith_needs(e: usize, p: usize, t: usize, heaps: usize) -> u128 {
    let (e, p, t) = (e as u128, p as u128, t as u128);
    let j = heaps.max(1) as u128;
    let w = if j == 1 {
        e + p + t
    } else {
        j.saturating_mul(e)
            .saturating_add((j - 1).saturating_mul(p))
            .saturating_add(t)
    };
    // `p >= 1` for every candidate; `saturating_sub` keeps `p = 0` (never asked) harmless.
    w.saturating_add(p).saturating_sub(1)
}

/// The eventual period of a take-and-break game's Grundy values, proven when the table allows.
///
/// `values[n] = G(n)` from `n = 0`, for a game whose moves take at most `max_removal` tokens
/// from one heap and leave at most `max_heaps_left` nonempty heaps. **Guy–Smith criterion**
/// (Winning Ways, ch. 4; Guy and Smith 1956), generalised to `j`-heap splits: if
/// `G(n + p) == G(n)` for all `e <= n < j e + (j - 1) p + t` (`j >= 2`; `e <= n < e + p + t`
/// without splitting, a window wider than needed), then it holds for every `n >= e`: in a
/// position `n + p` beyond the window, some heap of every split is at least `e + p`, and taking
/// `p` from it (or adding `p` to a heap of at least `e` of a split of `n`) matches the options
/// of `n + p` with those of `n`.
///
/// For each candidate period `p` in increasing order, `e` is the least start the whole table
/// agrees with; the first `(e, p)` whose window fits in the table is returned as
/// [`PeriodVerdict::Proven`]. Otherwise the period the table shows, if any (by the rule of
/// [`eventual_period`]), is [`PeriodVerdict::Conjectured`] with the table length its proof
/// would need (`proof_needs`); else [`PeriodVerdict::None`].
///
/// # Constraints
/// `values` must be the game's true values from position 0 (the proof is only as good as they
/// are); `max_removal` and `max_heaps_left` must not be understated (overstating is safe).
/// Games whose moves leave more than three heaps are also handled by the formula.
///
/// # Complexity
/// O(len) for each candidate period `p <= len / 2` before the answer whose comparison runs
/// far from the end; in practice a wrong `p` fails within a few values, so about
/// O(len + answer·len / period). Measured on a 2-core AMD EPYC (Zen 3, family 25 model 1):
/// 0.16's 509 622 values, proving period 149 459 from 105 351, in about 5 ms.
///
/// # Panics
/// Never.
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tests
/// Unit tests below (planted periods, the exact window edge, sequences that only look
/// periodic); `shared/tests/octal_period.rs` (Kayles, Dawson's Kayles, 0.16 in an ignored
/// release test, subtraction games, short tables never proven).
pub fn take_and_break_period<T: PartialEq>(
    values: &[T],
    max_removal: usize,
    max_heaps_left: usize,
) -> PeriodVerdict {
    let len = values.len();
    let seen_upto = len.saturating_sub(1);
    for p in 1..=len / 2 {
        let e = least_start(values, p);
        let needs = guy_smith_needs(e, p, max_removal, max_heaps_left);
        if needs < len as u128 {
            // The whole table from `e` on is `p`-periodic, so the window (inside the table,
            // hence inside `usize`) is checked.
            return PeriodVerdict::Proven(ProvenPeriod {
                start: e,
                length: p,
                proven_by: needs as usize,
            });
        }
    }
    match eventual_period(values) {
        Some(Period { start, length }) => PeriodVerdict::Conjectured {
            start,
            length,
            seen_upto,
            proof_needs: Some(guy_smith_needs(start, length, max_removal, max_heaps_left)),
        },
        None => PeriodVerdict::None { seen_upto },
    }
}

/// The least `e` such that `values[i] == values[i + p]` for all `e <= i < len - p`.
fn least_start<T: PartialEq>(values: &[T], p: usize) -> usize {
    let mut e = values.len() - p;
    while e > 0 && values[e - 1] == values[e - 1 + p] {
        e -= 1;
    }
    e
}

/// An arithmetic period read off a table: `G(n + length) == G(n) + saltus` for every
/// `start <= n` seen. Always a conjecture.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ArithmeticPeriod {
    /// The pre-period.
    pub start: usize,
    /// The period.
    pub length: usize,
    /// What the values grow by each period (`> 0`).
    pub saltus: u64,
    /// The last position examined.
    pub seen_upto: usize,
}

/// The arithmetic period (with a positive saltus) that a finite table shows, as a conjecture.
///
/// Returns the smallest `length`, with the smallest `start` for it, such that
/// `values[i + length] - values[i]` is the same `saltus > 0` for all
/// `start <= i < len - length`, under the same evidence rule as [`eventual_period`] (the
/// repeating part covers the second half of the table and two periods). Nothing here is
/// proven: sound criteria exist for some splitting games (Austin; Siegel), but none is
/// implemented, so a caller must call the answer conjectured. Plain periods (saltus 0) are
/// [`eventual_period`]'s.
///
/// # Constraints
/// None.
///
/// # Complexity
/// Like [`eventual_period`]: O(len) per candidate contradicted late, usually O(len) in all.
///
/// # Panics
/// Never.
///
/// # Example
/// See the example in the [module documentation](self).
///
/// # Tests
/// Unit tests below; `shared/tests/octal_period.rs` (all-but subtraction games).
pub fn arithmetic_period<T: Copy + Into<u64>>(values: &[T]) -> Option<ArithmeticPeriod> {
    let len = values.len();
    let half = len / 2;
    let at = |i: usize| -> u64 { values[i].into() };
    for length in 1..=len / 2 {
        let last = len - 1;
        if at(last) <= at(last - length) {
            continue;
        }
        let saltus = at(last) - at(last - length);
        let mut start = len - length;
        while start > 0 && at(start - 1 + length) == at(start - 1).wrapping_add(saltus) {
            start -= 1;
        }
        if start <= len - half.max(2 * length) {
            return Some(ArithmeticPeriod {
                start,
                length,
                saltus,
                seen_upto: last,
            });
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_and_alternating() {
        assert_eq!(
            eventual_period(&[5; 10]),
            Some(Period {
                start: 0,
                length: 1
            })
        );
        assert_eq!(
            eventual_period(&[0, 1, 0, 1, 0, 1]),
            Some(Period {
                start: 0,
                length: 2
            })
        );
    }

    #[test]
    fn too_short_to_tell() {
        assert_eq!(eventual_period::<u8>(&[]), None);
        assert_eq!(eventual_period(&[1]), None);
        assert_eq!(eventual_period(&[1, 2, 3]), None);
    }

    #[test]
    fn a_repeat_only_near_the_end_is_not_a_period() {
        let mut seq: Vec<u32> = (0..40).collect();
        seq.extend([1, 2, 1, 2]);
        assert_eq!(eventual_period(&seq), None);
    }

    #[test]
    fn every_planted_period_is_found_exactly() {
        for start in 0..12 {
            for length in 1..9 {
                // Distinct pre-period values, then a cycle of distinct values.
                let seq: Vec<usize> = (0..200)
                    .map(|i| {
                        if i < start {
                            1000 + i
                        } else {
                            (i - start) % length
                        }
                    })
                    .collect();
                // The last pre-period value must differ from the value a period later.
                assert_eq!(
                    eventual_period(&seq),
                    Some(Period { start, length }),
                    "start={start} length={length}"
                );
            }
        }
    }

    /// A planted period is proven exactly when the table reaches the Guy–Smith window's end.
    #[test]
    fn planted_periods_are_proven_exactly_at_the_window_end() {
        for (t, heaps) in [(1, 1), (3, 1), (2, 2), (4, 2), (3, 3)] {
            for start in 0..6 {
                for length in 1..6 {
                    let seq: Vec<usize> = (0..400)
                        .map(|i| {
                            if i < start {
                                100 + i
                            } else {
                                (i - start) % length
                            }
                        })
                        .collect();
                    let needs = guy_smith_needs(start, length, t, heaps) as usize;
                    let full = take_and_break_period(&seq, t, heaps);
                    assert_eq!(
                        full.proven()
                            .map(|p| (p.start(), p.length(), p.proven_by())),
                        Some((start, length, needs)),
                        "t={t} heaps={heaps} start={start} length={length}"
                    );
                    assert!(take_and_break_period(&seq[..=needs], t, heaps).is_proven());
                    let short = take_and_break_period(&seq[..needs], t, heaps);
                    assert!(!short.is_proven(), "{short}");
                }
            }
        }
    }

    #[test]
    fn window_formula() {
        // Kayles: 2e + p + t = 156, read up to 156 + 12 - 1.
        assert_eq!(guy_smith_needs(71, 12, 2, 2), 167);
        // No splitting: e + p + t, then p - 1 more.
        assert_eq!(guy_smith_needs(0, 4, 3, 1), 10);
        assert_eq!(guy_smith_needs(0, 4, 3, 0), 10);
        // Three heaps: 3e + 2p + t.
        assert_eq!(guy_smith_needs(10, 5, 2, 3), 30 + 10 + 2 + 4);
    }

    #[test]
    fn verdicts_of_empty_and_tiny_tables() {
        assert_eq!(
            take_and_break_period::<u8>(&[], 2, 2),
            PeriodVerdict::None { seen_upto: 0 }
        );
        assert_eq!(
            take_and_break_period(&[0u8], 2, 2),
            PeriodVerdict::None { seen_upto: 0 }
        );
        // Constant tables of a game with t = 1 and no splitting: proven from 3 values on.
        assert!(!take_and_break_period(&[0u8; 2], 1, 1).is_proven());
        assert!(take_and_break_period(&[0u8; 3], 1, 1).is_proven());
    }

    #[test]
    fn arithmetic_periods() {
        // 3 then 0 0 1 1 2 2 ...: period 2, saltus 1, from 1.
        let seq: Vec<u32> = std::iter::once(3).chain((0..60).map(|i| i / 2)).collect();
        let found = arithmetic_period(&seq).unwrap();
        assert_eq!((found.start, found.length, found.saltus), (1, 2, 1));
        // Saltus 3 every 3: 0 1 2, 3 4 5, ... is period 1 saltus 1 first.
        let seq: Vec<u32> = (0..50).collect();
        assert_eq!(arithmetic_period(&seq).unwrap().length, 1);
        // Plain periods and decreasing tails are not arithmetic periods.
        assert_eq!(
            arithmetic_period(&[1u8, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]),
            None
        );
        let down: Vec<u32> = (0..50).rev().collect();
        assert_eq!(arithmetic_period(&down), None);
        assert_eq!(arithmetic_period::<u8>(&[]), None);
    }
}
