//! Random cases through the fast solver and the brute force; a failing case is shrunk to a
//! minimal one and shown in the judge's input format.

use crate::verify::Progress;
use std::marker::PhantomData;

/// One random case of a problem: what `lab stress` generates, checks and shrinks.
pub trait Stress: Clone {
    /// A random case whose size grows with `size` (1 to [`MAX_SIZE`]); at every size the
    /// brute force must answer within milliseconds.
    fn random(rng: &mut fastrand::Rng, size: u32) -> Self;
    /// Smaller or simpler cases to try when this one fails, most promising first (fewer
    /// heaps, smaller values). Shrinking stops when none of them fails.
    fn shrink(&self) -> Vec<Self>;
    /// The case as the judge's input.
    fn judge_input(&self) -> String;
    /// The fast solver's answer and the brute force's, as the judge would print them.
    fn answers(&self) -> (String, String);
}

/// The largest `size` given to [`Stress::random`]: sizes cycle through `1..=MAX_SIZE`.
pub const MAX_SIZE: u32 = 16;

/// A case where the fast solver and the brute force differ, shrunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The case in the judge's input format.
    pub input: String,
    /// The fast solver's answer.
    pub fast: String,
    /// The brute force's answer.
    pub brute: String,
    /// How many shrinking steps led from the random case to this one.
    pub shrinks: usize,
}

/// What a stress run found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct StressReport {
    /// How many random cases agreed before the end (or before the failure).
    pub agreed: u64,
    /// The first failing case, shrunk, if any.
    pub failure: Option<Failure>,
}

impl StressReport {
    /// `N random cases, all agree`, or the shrunk failing input with both answers.
    pub fn summary(&self) -> String {
        match &self.failure {
            None => format!("{} random cases, all agree", self.agreed),
            Some(f) => format!(
                "disagreement after {} agreeing cases (shrunk {} times); input:\n{}\
                 fast solver: {}\nbrute force: {}",
                self.agreed,
                f.shrinks,
                f.input,
                f.fast.trim_end(),
                f.brute.trim_end()
            ),
        }
    }
}

/// Checks `cases` random cases of `S` from `seed`; on the first disagreement, shrinks it
/// greedily (to the first failing candidate of [`Stress::shrink`], again and again).
///
/// # Complexity
/// One [`Stress::answers`] per case, then one per shrinking candidate tried.
pub fn stress<S: Stress>(cases: u64, seed: u64, progress: &mut dyn Progress) -> StressReport {
    let mut rng = fastrand::Rng::with_seed(seed);
    progress.start(cases);
    for i in 0..cases {
        let size = 1 + (i % u64::from(MAX_SIZE)) as u32;
        let case = S::random(&mut rng, size);
        if let Some(failure) = fails(&case) {
            return StressReport {
                agreed: i,
                failure: Some(shrink(case, failure)),
            };
        }
        progress.advance(1);
    }
    StressReport {
        agreed: cases,
        failure: None,
    }
}

fn fails<S: Stress>(case: &S) -> Option<(String, String)> {
    let (fast, brute) = case.answers();
    (fast.split_whitespace().ne(brute.split_whitespace())).then_some((fast, brute))
}

fn shrink<S: Stress>(mut case: S, (mut fast, mut brute): (String, String)) -> Failure {
    let mut shrinks = 0;
    // Each step strictly simplifies the case, so this ends; the cap is a guard against a
    // `shrink` that cycles.
    'outer: while shrinks < 10_000 {
        for smaller in case.shrink() {
            if let Some(answers) = fails(&smaller) {
                case = smaller;
                (fast, brute) = answers;
                shrinks += 1;
                continue 'outer;
            }
        }
        break;
    }
    Failure {
        input: case.judge_input(),
        fast,
        brute,
        shrinks,
    }
}

/// Shrinking candidates for one value: 0 (or `lo`), half-way, one less.
pub fn smaller_values(value: u64, lo: u64) -> Vec<u64> {
    let mut out = Vec::new();
    if value > lo {
        out.push(lo);
        let half = lo + (value - lo) / 2;
        if half != lo {
            out.push(half);
        }
        if value - 1 != half && value - 1 != lo {
            out.push(value - 1);
        }
    }
    out
}

/// Shrinking candidates for a list of cases: each case removed (while more than `min_len`
/// remain), then each case replaced by each of its `smaller` ones.
pub fn smaller_cases<T: Clone>(
    list: &[T],
    min_len: usize,
    smaller: impl Fn(&T) -> Vec<T>,
) -> Vec<Vec<T>> {
    let mut out = Vec::new();
    if list.len() > min_len {
        for i in 0..list.len() {
            let mut shorter = list.to_vec();
            shorter.remove(i);
            out.push(shorter);
        }
    }
    for (i, case) in list.iter().enumerate() {
        for one in smaller(case) {
            let mut l = list.to_vec();
            l[i] = one;
            out.push(l);
        }
    }
    out
}

/// Shrinking candidates for a list of values: [`smaller_cases`] with [`smaller_values`].
pub fn smaller_lists(list: &[u64], min_len: usize, lo: u64) -> Vec<Vec<u64>> {
    smaller_cases(list, min_len, |&v| smaller_values(v, lo))
}

/// Shrinking candidates for a pair: the first made smaller (down to `lo.0`), then the second
/// (down to `lo.1`).
pub fn smaller_pairs((a, b): (u64, u64), lo: (u64, u64)) -> Vec<(u64, u64)> {
    let first = smaller_values(a, lo.0).into_iter().map(|a| (a, b));
    first
        .chain(smaller_values(b, lo.1).into_iter().map(|b| (a, b)))
        .collect()
}

/// A count and then one line per item: the layout of most judges' inputs.
pub fn counted_lines<T>(items: &[T], line: impl Fn(&T) -> String) -> String {
    let mut text = format!("{}\n", items.len());
    for item in items {
        text += &line(item);
        text.push('\n');
    }
    text
}

/// The commonest judge input, a count and then one number per line, as the problem describes
/// it to [`Counted`]: the numbers' range and the two answers. [`Counted`] generates, shrinks
/// and prints the cases.
pub trait OnePerLine {
    /// The most numbers in one case (a case has 1 to `MOST`).
    const MOST: usize;
    /// The smallest number the judge allows: numbers are drawn and shrunk down to it.
    const LOWEST: u64;
    /// The largest number drawn at `size` (1 to [`MAX_SIZE`]); the brute force must answer
    /// within milliseconds there.
    fn largest(size: u32) -> u64;
    /// The fast solver's answer and the brute force's for `numbers`, as the judge prints them
    /// ([`line_per_number`] writes one line each).
    fn answers(numbers: &[u64]) -> (String, String);
}

/// A random case of the [`OnePerLine`] problem `P`.
pub struct Counted<P>(pub Vec<u64>, PhantomData<fn() -> P>);

impl<P> Clone for Counted<P> {
    fn clone(&self) -> Self {
        Counted(self.0.clone(), PhantomData)
    }
}

impl<P: OnePerLine> Stress for Counted<P> {
    fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
        let count = rng.usize(1..=P::MOST);
        let largest = P::largest(size);
        let numbers = (0..count).map(|_| rng.u64(P::LOWEST..=largest)).collect();
        Counted(numbers, PhantomData)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, P::LOWEST)
            .into_iter()
            .map(|numbers| Counted(numbers, PhantomData))
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, u64::to_string)
    }

    fn answers(&self) -> (String, String) {
        P::answers(&self.0)
    }
}

/// `answer(n)` for each of `numbers`, one per line.
pub fn line_per_number(numbers: &[u64], answer: impl FnMut(u64) -> String) -> String {
    let lines: Vec<String> = numbers.iter().copied().map(answer).collect();
    lines.join("\n")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;

    /// A "solver" that is wrong whenever the list holds a value of at least 7 and has at
    /// least two elements: a minimal failing case is 7 and 0 (in some order).
    #[derive(Clone, Debug)]
    struct Sum(Vec<u64>);

    impl Stress for Sum {
        fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
            Sum((0..size).map(|_| rng.u64(0..20)).collect())
        }
        fn shrink(&self) -> Vec<Self> {
            smaller_lists(&self.0, 1, 0).into_iter().map(Sum).collect()
        }
        fn judge_input(&self) -> String {
            let values: Vec<String> = self.0.iter().map(u64::to_string).collect();
            format!("{}\n{}\n", self.0.len(), values.join(" "))
        }
        fn answers(&self) -> (String, String) {
            let sum: u64 = self.0.iter().sum();
            let wrong = self.0.len() >= 2 && self.0.iter().any(|&v| v >= 7);
            (format!("{}", sum + u64::from(wrong)), format!("{sum}"))
        }
    }

    #[test]
    fn a_failure_is_shrunk_to_a_minimal_case() {
        let report = stress::<Sum>(1000, 1, &mut Silent);
        let failure = report.failure.clone().expect("the wrong solver is caught");
        assert!(
            ["2\n0 7\n", "2\n7 0\n"].contains(&failure.input.as_str()),
            "{failure:?}"
        );
        assert_eq!((failure.fast.as_str(), failure.brute.as_str()), ("8", "7"));
        let summary = report.summary();
        assert!(summary.ends_with(&format!(
            "input:\n{}fast solver: 8\nbrute force: 7",
            failure.input
        )));
    }

    /// A one-per-line problem whose "fast solver" is wrong on every number from 7 up.
    enum WrongFromSeven {}

    impl OnePerLine for WrongFromSeven {
        const MOST: usize = 6;
        const LOWEST: u64 = 2;
        fn largest(size: u32) -> u64 {
            2 * u64::from(size)
        }
        fn answers(numbers: &[u64]) -> (String, String) {
            (
                line_per_number(numbers, |n| (n * n + u64::from(n >= 7)).to_string()),
                line_per_number(numbers, |n| (n * n).to_string()),
            )
        }
    }

    #[test]
    fn one_per_line_cases_are_drawn_in_range_and_shrunk_to_one_line() {
        let mut rng = fastrand::Rng::with_seed(5);
        for size in 1..=MAX_SIZE {
            let case = Counted::<WrongFromSeven>::random(&mut rng, size);
            assert!((1..=6).contains(&case.0.len()), "{:?}", case.0);
            assert!(case.0.iter().all(|n| (2..=2 * u64::from(size)).contains(n)));
        }
        let report = stress::<Counted<WrongFromSeven>>(100, 1, &mut Silent);
        let failure = report.failure.expect("the wrong solver is caught");
        assert_eq!(failure.input, "1\n7\n");
        assert_eq!(
            (failure.fast.as_str(), failure.brute.as_str()),
            ("50", "49")
        );
    }

    #[test]
    fn agreement_is_counted() {
        #[derive(Clone)]
        struct Right(u64);
        impl Stress for Right {
            fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
                Right(rng.u64(0..=u64::from(size)))
            }
            fn shrink(&self) -> Vec<Self> {
                Vec::new()
            }
            fn judge_input(&self) -> String {
                format!("{}\n", self.0)
            }
            fn answers(&self) -> (String, String) {
                (format!("{}\n", self.0 * 2), format!("{}", self.0 + self.0))
            }
        }
        let report = stress::<Right>(50, 7, &mut Silent);
        assert_eq!(report.summary(), "50 random cases, all agree");
    }

    #[test]
    fn shrinking_candidates() {
        assert_eq!(smaller_values(10, 0), [0, 5, 9]);
        assert_eq!(smaller_values(2, 1), [1]);
        assert_eq!(smaller_values(1, 1), Vec::<u64>::new());
        assert_eq!(
            smaller_lists(&[3, 1], 1, 1),
            [vec![1], vec![3], vec![1, 1], vec![2, 1]]
        );
        assert_eq!(
            smaller_pairs((2, 4), (1, 0)),
            [(1, 4), (2, 0), (2, 2), (2, 3)]
        );
        assert_eq!(
            counted_lines(&[(1, 2), (3, 4)], |(a, b)| format!("{a} {b}")),
            "2\n1 2\n3 4\n"
        );
    }
}
