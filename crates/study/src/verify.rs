//! Running a fast solver against its brute force on every input of a range, with progress.

use std::fmt::Debug;

/// Receives progress while a verification runs (the binary draws an indicatif bar with it).
pub trait Progress {
    /// The run is about to check `total` inputs.
    fn start(&mut self, total: u64);
    /// `done` more inputs were checked.
    fn advance(&mut self, done: u64);
}

/// Progress that goes nowhere (tests, library callers).
pub struct Silent;

impl Progress for Silent {
    fn start(&mut self, _total: u64) {}
    fn advance(&mut self, _done: u64) {}
}

/// The outcome of a verification.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Verdict {
    /// Every input gave the same answer from both solvers.
    AllAgree {
        /// How many inputs were checked.
        inputs: u64,
    },
    /// The first input (in the order checked) where the two differ.
    Disagree {
        /// How many inputs agreed before it.
        agreed: u64,
        /// The input, e.g. `n = 12` or `heaps [3, 5]`.
        input: String,
        /// The fast solver's answer.
        fast: String,
        /// The brute force's answer.
        brute: String,
    },
}

impl Verdict {
    /// One summary line: `N inputs, all agree`, or the first disagreement.
    pub fn summary(&self) -> String {
        match self {
            Verdict::AllAgree { inputs } => format!("{inputs} inputs, all agree"),
            Verdict::Disagree {
                agreed,
                input,
                fast,
                brute,
            } => format!(
                "disagreement at {input}: fast solver gives {fast}, brute force gives {brute} \
                 ({agreed} inputs agreed before it)"
            ),
        }
    }

    /// Whether every input agreed.
    pub fn agrees(&self) -> bool {
        matches!(self, Verdict::AllAgree { .. })
    }
}

/// Checks `inputs` in order, stopping at the first one where the two answers from `answers`
/// (fast solver first, brute force second) differ.
///
/// # Complexity
/// One call of `answers` per input checked.
pub fn check_all<I, T, D, A>(
    progress: &mut dyn Progress,
    inputs: Vec<I>,
    describe: D,
    mut answers: A,
) -> Verdict
where
    T: PartialEq + Debug,
    D: Fn(&I) -> String,
    A: FnMut(&I) -> (T, T),
{
    progress.start(inputs.len() as u64);
    let mut agreed = 0;
    for input in &inputs {
        let (fast, brute) = answers(input);
        if fast != brute {
            return Verdict::Disagree {
                agreed,
                input: describe(input),
                fast: format!("{fast:?}"),
                brute: format!("{brute:?}"),
            };
        }
        agreed += 1;
        progress.advance(1);
    }
    Verdict::AllAgree { inputs: agreed }
}

/// A win/lose answer that prints as `N` (the player to move wins) or `P` (he loses).
#[derive(Clone, Copy, PartialEq, Eq)]
pub struct Outcome(pub bool);

impl Debug for Outcome {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(if self.0 { "N" } else { "P" })
    }
}

/// [`check_all`] for win/lose answers (`true` = the player to move wins), reported as N/P.
pub fn check_outcomes<I, D, A>(
    progress: &mut dyn Progress,
    inputs: Vec<I>,
    describe: D,
    mut answers: A,
) -> Verdict
where
    D: Fn(&I) -> String,
    A: FnMut(&I) -> (bool, bool),
{
    check_all(progress, inputs, describe, |input| {
        let (fast, brute) = answers(input);
        (Outcome(fast), Outcome(brute))
    })
}

/// Every multiset of `count` heaps of sizes `lo..=hi`, as sorted vectors (the order of heaps
/// does not matter in a sum of games). Useful for multi-heap games.
///
/// # Complexity
/// C(hi - lo + count, count) vectors of length `count`.
pub fn heap_multisets(count: usize, lo: u64, hi: u64) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(count);
    fn extend(count: usize, from: u64, hi: u64, current: &mut Vec<u64>, all: &mut Vec<Vec<u64>>) {
        if current.len() == count {
            all.push(current.clone());
            return;
        }
        for size in from..=hi {
            current.push(size);
            extend(count, size, hi, current, all);
            current.pop();
        }
    }
    if lo <= hi || count == 0 {
        extend(count, lo, hi, &mut current, &mut all);
    }
    all
}

/// Every multiset of positive parts with sum at most `total` (the empty one included), each
/// sorted in non-decreasing order: all heap positions of up to `total` stones.
///
/// # Complexity
/// Σ_{n <= total} p(n) vectors: 28 629 for 30, 281 589 for 40.
pub fn partitions(total: u32) -> Vec<Vec<u32>> {
    fn extend(left: u32, smallest: u32, current: &mut Vec<u32>, all: &mut Vec<Vec<u32>>) {
        all.push(current.clone());
        for part in smallest..=left {
            current.push(part);
            extend(left - part, part, current, all);
            current.pop();
        }
    }
    let mut all = Vec::new();
    extend(total, 1, &mut Vec::new(), &mut all);
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    struct Counting(u64, u64);

    impl Progress for Counting {
        fn start(&mut self, total: u64) {
            self.0 = total;
        }
        fn advance(&mut self, done: u64) {
            self.1 += done;
        }
    }

    #[test]
    fn agreement_counts_every_input() {
        let mut p = Counting(0, 0);
        let v = check_all(
            &mut p,
            (0..50u64).collect(),
            |n| format!("n = {n}"),
            |&n| (n % 3, n % 3),
        );
        assert_eq!(v, Verdict::AllAgree { inputs: 50 });
        assert_eq!(v.summary(), "50 inputs, all agree");
        assert!(v.agrees());
        assert_eq!((p.0, p.1), (50, 50));
    }

    #[test]
    fn the_first_disagreement_is_reported_with_its_input() {
        let v = check_all(
            &mut Silent,
            (0..50u64).collect(),
            |n| format!("n = {n}"),
            |&n| (n < 17, n < 20),
        );
        assert_eq!(
            v.summary(),
            "disagreement at n = 17: fast solver gives false, brute force gives true \
             (17 inputs agreed before it)"
        );
        assert!(!v.agrees());
    }

    #[test]
    fn multisets_are_sorted_and_complete() {
        let all = heap_multisets(2, 1, 3);
        assert_eq!(
            all,
            [[1, 1], [1, 2], [1, 3], [2, 2], [2, 3], [3, 3]].map(|a| a.to_vec())
        );
        // C(n + k - 1, k) for n = 6 sizes, k = 3 heaps.
        assert_eq!(heap_multisets(3, 0, 5).len(), 56);
        assert_eq!(heap_multisets(0, 0, 5), vec![Vec::<u64>::new()]);
        assert!(heap_multisets(2, 3, 2).is_empty());
    }

    #[test]
    fn partitions_count_every_multiset_once() {
        assert_eq!(
            partitions(3),
            vec![
                vec![],
                vec![1],
                vec![1, 1],
                vec![1, 1, 1],
                vec![1, 2],
                vec![2],
                vec![3]
            ]
        );
        // Σ p(n) for n <= 30, as the BZOJ 3895 crate counts its positions.
        assert_eq!(partitions(30).len(), 28_629);
        assert!(partitions(12)
            .iter()
            .all(|p| p.windows(2).all(|w| w[0] <= w[1])));
    }
}
