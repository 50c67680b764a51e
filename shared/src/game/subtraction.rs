//! Subtraction games: take `s` tokens from one heap, for `s` in a set `S` (finite), or for any
//! `s >= 1` not in `S` (all-but).

use super::octal::OctalGame;
use super::period::{eventual_period, take_and_break_period, Period, PeriodVerdict};

/// A subtraction game: a move takes `s` tokens from one heap, `s` in the set, or (all-but) any
/// positive `s` outside it.
///
/// # Example
/// ```
/// use shared::game::SubtractionGame;
/// // Take 1, 2 or 3 (order and repeats do not matter): G(n) = n mod 4.
/// let game = SubtractionGame::finite(&[3, 1, 2, 3]);
/// assert_eq!(game.set(), [1, 2, 3]);
/// assert!(!game.is_all_but());
/// let g = game.grundy_values(20);
/// assert_eq!(g[..9], [0, 1, 2, 3, 0, 1, 2, 3, 0]);
/// let proven = game.period_verdict(&g).proven().unwrap();
/// assert_eq!((proven.start(), proven.length()), (0, 4));
/// assert!(game.period_verdict(&g[..5]).proven().is_none()); // too short a table
/// assert_eq!(SubtractionGame::finite(&[1, 3]).to_octal().unwrap().to_string(), "0.303");
/// // All-but {1}: take any number but 1, so 0 0 1 1 2 2 ... (n - 1 is out of reach).
/// let game = SubtractionGame::all_but(&[1]);
/// assert!(game.is_all_but());
/// assert_eq!(game.grundy_values(7), [0, 0, 1, 1, 2, 2, 3, 3]);
/// assert!(game.to_octal().is_none());
/// // All-but {}: take any number, so G(n) = n.
/// assert_eq!(SubtractionGame::all_but(&[]).grundy_values(5), [0, 1, 2, 3, 4, 5]);
/// ```
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct SubtractionGame {
    /// Sorted, without duplicates, no 0.
    set: Vec<usize>,
    all_but: bool,
}

impl SubtractionGame {
    /// The game with subtraction set `set` (order and repeats do not matter).
    ///
    /// # Constraints
    /// Every element is at least 1 (taking nothing is no move).
    ///
    /// # Complexity
    /// O(|S| log |S|).
    ///
    /// # Panics
    /// If `set` contains 0.
    ///
    /// # Example
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`: against the octal code with digit 3 at each element.
    pub fn finite(set: &[usize]) -> SubtractionGame {
        SubtractionGame::new(set, false)
    }

    /// The all-but game: a move takes any `s >= 1` not in `set`.
    ///
    /// # Constraints
    /// Every element is at least 1.
    ///
    /// # Complexity
    /// O(|S| log |S|).
    ///
    /// # Panics
    /// If `set` contains 0.
    ///
    /// # Example
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`: against a brute force from the rules.
    pub fn all_but(set: &[usize]) -> SubtractionGame {
        SubtractionGame::new(set, true)
    }

    fn new(set: &[usize], all_but: bool) -> SubtractionGame {
        assert!(
            !set.contains(&0),
            "a subtraction set may not contain 0 (taking nothing is no move): {set:?}"
        );
        let mut set = set.to_vec();
        set.sort_unstable();
        set.dedup();
        SubtractionGame { set, all_but }
    }

    /// The set `S`, sorted, without repeats.
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
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn set(&self) -> &[usize] {
        &self.set
    }

    /// Whether moves are the positive numbers outside the set (else those in it).
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
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn is_all_but(&self) -> bool {
        self.all_but
    }

    /// The same game as an octal code (digit 3 at each element of the set), for finite sets.
    ///
    /// # Constraints
    /// Finite sets with elements up to 65 536 (a code's most digits); `None` for all-but sets
    /// and larger elements.
    ///
    /// # Complexity
    /// O(max S).
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`: equal values for random sets.
    pub fn to_octal(&self) -> Option<OctalGame> {
        if self.all_but {
            return None;
        }
        let t = self.set.last().copied().unwrap_or(0);
        if t > 65_536 {
            // No code has that many digits; do not build a string of `t` of them.
            return None;
        }
        let mut code = String::from("0.");
        for k in 1..=t {
            code.push(if self.set.binary_search(&k).is_ok() {
                '3'
            } else {
                '0'
            });
        }
        OctalGame::parse(&code).ok()
    }

    /// Grundy values `G(0..=n_max)` of one heap.
    ///
    /// Finite `S`: the mex of `G(n - s)`, `s` in `S`. All-but `S`: the mex of the values of all
    /// smaller positions except `n - s`, `s` in `S`, kept as a count per value, so a position
    /// costs O(|S|) besides the least value no smaller position has (which only grows).
    ///
    /// # Constraints
    /// `n_max + 1` values fit in memory.
    ///
    /// # Complexity
    /// O(n_max · |S|) time, O(n_max) memory. Measured on a 2-core AMD EPYC (Zen 3, family 25
    /// model 1), CPU time on a busy machine: {1, 2, 3} and all-but {1, 2} to 10^6 in about
    /// 10 ms each.
    ///
    /// # Panics
    /// If a value exceeds `u32::MAX` (not before 2^32 positions).
    ///
    /// # Example
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`: both kinds against `grundy_table` from the rules.
    pub fn grundy_values(&self, n_max: usize) -> Vec<u32> {
        self.grundy_values_with_progress(n_max, &mut |_| {})
    }

    /// [`grundy_values`](Self::grundy_values), telling `progress` how many positions are
    /// done after every `2^16 / (|S| + 1)` positions or so (about every 2^16 steps) and at the
    /// end.
    ///
    /// # Constraints
    /// As `grundy_values`.
    ///
    /// # Complexity
    /// As `grundy_values`.
    ///
    /// # Panics
    /// As `grundy_values`, or if `progress` does.
    ///
    /// # Example
    /// ```
    /// use shared::game::SubtractionGame;
    /// let mut done = 0;
    /// let g = SubtractionGame::finite(&[1, 2]).grundy_values_with_progress(10, &mut |n| done = n);
    /// assert_eq!((g[10], done), (1, 11));
    /// ```
    ///
    /// # Tests
    /// That example; the lab's tests (its tables of sets go through here).
    pub fn grundy_values_with_progress(
        &self,
        n_max: usize,
        progress: &mut dyn FnMut(usize),
    ) -> Vec<u32> {
        let every = ((1 << 16) / (self.set.len() + 1)).max(1);
        let mut report = |n: usize| {
            if n % every == every - 1 || n == n_max {
                progress(n + 1);
            }
        };
        let mut g: Vec<u32> = Vec::with_capacity(n_max + 1);
        if !self.all_but {
            let mut seen = vec![0usize; self.set.len() + 2];
            for n in 0..=n_max {
                for &s in self.set.iter().take_while(|&&s| s <= n) {
                    let v = g[n - s] as usize;
                    if v < seen.len() {
                        seen[v] = n + 1;
                    }
                }
                let v = seen.iter().position(|&x| x != n + 1).unwrap();
                g.push(v as u32);
                report(n);
            }
            return g;
        }
        // counts[v]: how many positions below n have value v; below_all: least v with none.
        let mut counts: Vec<u32> = Vec::new();
        let mut below_all = 0usize;
        let mut excluded: Vec<(u32, u32)> = Vec::with_capacity(self.set.len());
        for n in 0..=n_max {
            // The positions n - s are not options: a value is missing if all of its
            // occurrences are among them.
            excluded.clear();
            for &s in self.set.iter().take_while(|&&s| s <= n) {
                let v = g[n - s];
                match excluded.iter_mut().find(|(x, _)| *x == v) {
                    Some(entry) => entry.1 += 1,
                    None => excluded.push((v, 1)),
                }
            }
            let mut v = below_all;
            for &(x, times) in &excluded {
                if (x as usize) < v && counts[x as usize] == times {
                    v = x as usize;
                }
            }
            let v32 = u32::try_from(v).expect("Grundy value beyond u32");
            g.push(v32);
            if v >= counts.len() {
                counts.resize(v + 1, 0);
            }
            counts[v] += 1;
            while below_all < counts.len() && counts[below_all] > 0 {
                below_all += 1;
            }
            report(n);
        }
        g
    }

    /// What `values` (this game's Grundy values from 0) show about the period.
    ///
    /// Finite sets: [`take_and_break_period`] with `t = max S` and no splitting, so a period
    /// the table covers is [`PeriodVerdict::Proven`]. All-but sets: values grow, so a plain
    /// period is at most [`PeriodVerdict::Conjectured`] (`proof_needs: None`; no sound
    /// criterion is implemented); see [`arithmetic_period`](super::period::arithmetic_period)
    /// for their arithmetic periods, also conjectures.
    ///
    /// # Constraints
    /// `values` must be this game's values.
    ///
    /// # Complexity
    /// As `take_and_break_period` / `eventual_period`.
    ///
    /// # Panics
    /// Never.
    ///
    /// # Example
    /// See the example on [`SubtractionGame`].
    ///
    /// # Tests
    /// `shared/tests/octal_period.rs`.
    pub fn period_verdict<T: PartialEq>(&self, values: &[T]) -> PeriodVerdict {
        if !self.all_but {
            let t = self.set.last().copied().unwrap_or(0);
            return take_and_break_period(values, t, 1);
        }
        let seen_upto = values.len().saturating_sub(1);
        match eventual_period(values) {
            Some(Period { start, length }) => PeriodVerdict::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs: None,
            },
            None => PeriodVerdict::None { seen_upto },
        }
    }
}
