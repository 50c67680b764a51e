//! Random judge inputs through two whole programs (a problem's `solve` and its `brute_solve`,
//! or `solve` and another implementation), their outputs compared token by token (or both
//! judged by the problem's checker, [`Stress::checker`]); a difference is shrunk to a minimal
//! input and shown in the judge's layout.
//!
//! A [`Stress`] case type only generates, shrinks and prints inputs: what the programs answer
//! is theirs to say, so a bug in an input loop, a sentinel, a sum of heaps or an output word
//! fails the run like a wrong rule does.

use crate::check::{Checker, Judging};
use crate::contract::SolveFn;
use crate::verify::Progress;
use shared::input::run_str;

/// One random case of a problem: what `lab stress` generates, feeds to both programs and
/// shrinks.
pub trait Stress: Clone {
    /// A random case whose size grows with `size` (1 to [`MAX_SIZE`]); at every size the
    /// brute force must answer within milliseconds.
    fn random(rng: &mut fastrand::Rng, size: u32) -> Self;
    /// Smaller or simpler cases to try when this one fails, most promising first (fewer
    /// heaps, smaller values). Shrinking stops when none of them fails.
    fn shrink(&self) -> Vec<Self>;
    /// The case as the judge's input.
    fn judge_input(&self) -> String;
    /// The problem's checker, where more than one output is right (see [`crate::check`]):
    /// then both programs' outputs must satisfy it, rather than have the same tokens.
    fn checker() -> Option<Checker> {
        None
    }
}

/// A program that answers a judge input: its output text, or one line `error: ...` when it
/// refuses the input (as [`program`] builds from a `solve`).
pub type Program<'a> = &'a mut dyn FnMut(&str) -> String;

/// `stress(cases, seed, progress, first, second)`: `cases` random inputs from `seed` through
/// both programs; built by [`stress`] from a problem's [`Stress`] case type.
pub type StressFn = fn(u64, u64, &mut dyn Progress, Program, Program) -> StressReport;

/// `solve` as a [`Program`]: [`run_str`] on the input (so tokens left over are refused too),
/// a refusal turned into `error: {message}`.
pub fn program(solve: SolveFn) -> impl FnMut(&str) -> String {
    move |input| run_str(solve, input).unwrap_or_else(|e| format!("error: {e}\n"))
}

/// The largest `size` given to [`Stress::random`]: sizes cycle through `1..=MAX_SIZE`.
pub const MAX_SIZE: u32 = 16;

/// An input on which the two programs differ, shrunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Failure {
    /// The case in the judge's input format.
    pub input: String,
    /// The first program's output.
    pub first: String,
    /// The second program's output.
    pub second: String,
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
    /// [`StressReport::summary_as`] for the usual pair, `solve` and `brute_solve`.
    pub fn summary(&self) -> String {
        self.summary_as("solve", "brute_solve")
    }

    /// `N random cases, all agree`, or the shrunk failing input with both outputs, each
    /// program named as given.
    pub fn summary_as(&self, first: &str, second: &str) -> String {
        match &self.failure {
            None => format!("{} random cases, all agree", self.agreed),
            Some(f) => format!(
                "disagreement after {} agreeing cases (shrunk {} times); input:\n{}\
                 {first}: {}\n{second}: {}",
                self.agreed,
                f.shrinks,
                f.input,
                f.first.trim_end(),
                f.second.trim_end()
            ),
        }
    }
}

/// Feeds `cases` random cases of `S` from `seed` to both programs; on the first case where
/// their outputs differ token by token (or one fails `S`'s checker), or either refuses the input (a generated input is a
/// valid one), shrinks it greedily (to the first failing candidate of [`Stress::shrink`], again
/// and again). The same program twice finds the first input it refuses.
///
/// # Complexity
/// Two program runs per case, then two per shrinking candidate tried.
pub fn stress<S: Stress>(
    cases: u64,
    seed: u64,
    progress: &mut dyn Progress,
    first: Program,
    second: Program,
) -> StressReport {
    let mut rng = fastrand::Rng::with_seed(seed);
    progress.start(cases);
    for i in 0..cases {
        let size = 1 + (i % u64::from(MAX_SIZE)) as u32;
        let case = S::random(&mut rng, size);
        if let Some(outputs) = fails(&case, first, second) {
            return StressReport {
                agreed: i,
                failure: Some(shrink(case, outputs, first, second)),
            };
        }
        progress.advance(1);
    }
    StressReport {
        agreed: cases,
        failure: None,
    }
}

/// Both outputs when they differ or one is a refusal.
fn fails<S: Stress>(case: &S, first: Program, second: Program) -> Option<(String, String)> {
    let input = case.judge_input();
    let (a, b) = (first(&input), second(&input));
    let refused = |out: &str| out.starts_with("error:");
    let judging = Judging::new(S::checker());
    let differ = refused(&a) || refused(&b) || judging.agree(&input, &a, &b).is_err();
    differ.then_some((a, b))
}

fn shrink<S: Stress>(
    mut case: S,
    (mut a, mut b): (String, String),
    first: Program,
    second: Program,
) -> Failure {
    let mut shrinks = 0;
    // Each step strictly simplifies the case, so this ends; the cap is a guard against a
    // `shrink` that cycles.
    'outer: while shrinks < 10_000 {
        for smaller in case.shrink() {
            if let Some(outputs) = fails(&smaller, first, second) {
                case = smaller;
                (a, b) = outputs;
                shrinks += 1;
                continue 'outer;
            }
        }
        break;
    }
    Failure {
        input: case.judge_input(),
        first: a,
        second: b,
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

/// Shrinking candidates for a list of values: [`smaller_cases`] with [`smaller_values`], then
/// every value halved at once (towards `lo`), which gets past a failure that needs values to
/// stay related (Nim's `1 3 2`, whose heaps XOR to 0, becomes `0 1 1`).
pub fn smaller_lists(list: &[u64], min_len: usize, lo: u64) -> Vec<Vec<u64>> {
    let mut out = smaller_cases(list, min_len, |&v| smaller_values(v, lo));
    let halved: Vec<u64> = list.iter().map(|&v| lo + (v.max(lo) - lo) / 2).collect();
    if halved != list && !out.contains(&halved) {
        out.push(halved);
    }
    out
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

/// A count of cases, then each case as its own count on a line and its numbers on the next:
/// the layout of P2197, P4279, P2148, HDU 3032, POJ 1704 and BZOJ 3895.
pub fn counted_lists(cases: &[Vec<u64>]) -> String {
    counted_lines(cases, |numbers| {
        let numbers: Vec<String> = numbers.iter().map(u64::to_string).collect();
        format!("{}\n{}", numbers.len(), numbers.join(" "))
    })
}

/// Shrinking candidates for the cases of [`counted_lists`]: each case removed (while more than
/// one remain), then each case's list made shorter (down to one number) or its numbers smaller
/// (down to `lowest`).
pub fn smaller_counted_lists(cases: &[Vec<u64>], lowest: u64) -> Vec<Vec<Vec<u64>>> {
    smaller_cases(cases, 1, |numbers| smaller_lists(numbers, 1, lowest))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::contract::Layout;
    use crate::shape::{Described, Shaped};
    use crate::verify::Silent;
    use shared::game::Memo;
    use shared::input::{Input, InputError};
    use std::io::Write;

    /// Runs `stress::<S>` with `first` and `second` as programs.
    fn run<S: Stress>(cases: u64, seed: u64, first: SolveFn, second: SolveFn) -> StressReport {
        stress::<S>(
            cases,
            seed,
            &mut Silent,
            &mut program(first),
            &mut program(second),
        )
    }

    /// The example problem of [`crate::check`]'s tests: `n` (2 to 10^4), answered by any
    /// proper divisor or `prime`.
    #[derive(Clone)]
    struct DivisorCase(u64);

    impl Stress for DivisorCase {
        fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
            DivisorCase(rng.u64(2..=10_000.min(2 + 100 * u64::from(size))))
        }
        fn shrink(&self) -> Vec<Self> {
            smaller_values(self.0, 2)
                .into_iter()
                .map(DivisorCase)
                .collect()
        }
        fn judge_input(&self) -> String {
            format!("{}\n", self.0)
        }
        fn checker() -> Option<Checker> {
            Some(crate::check::tests::divisor_checker)
        }
    }

    /// The least proper divisor, the largest, and a planted bug (`prime` for every odd `n`).
    fn divisor_with(
        input: &mut Input,
        out: &mut Vec<u8>,
        pick: fn(u64) -> Option<u64>,
    ) -> Result<(), InputError> {
        let n = input.read("n", 2..=10_000u64)?;
        match pick(n) {
            Some(d) => writeln!(out, "{d}")?,
            None => writeln!(out, "prime")?,
        }
        Ok(())
    }

    fn least_divisor(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        divisor_with(input, out, |n| (2..n).find(|d| n % d == 0))
    }

    fn largest_divisor(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        divisor_with(input, out, |n| (2..n).rev().find(|d| n % d == 0))
    }

    fn odd_is_prime(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        divisor_with(input, out, |n| (n % 2 == 0 && n > 2).then_some(2))
    }

    #[test]
    fn with_a_checker_two_different_right_answers_agree_and_a_wrong_one_is_shrunk() {
        // Different tokens (2 and 5 for 10), both right.
        let report = run::<DivisorCase>(300, 1, least_divisor, largest_divisor);
        assert_eq!(report.failure, None);
        assert_eq!(report.agreed, 300);
        // `prime` for an odd composite is wrong, whatever the first program says.
        let failure = run::<DivisorCase>(300, 1, least_divisor, odd_is_prime)
            .failure
            .expect("a wrong answer");
        let n: u64 = failure.input.trim().parse().unwrap();
        assert!(
            n % 2 == 1 && (3..n).any(|d| n.is_multiple_of(d)),
            "{failure:?}"
        );
        assert_eq!(failure.second, "prime\n");
    }

    // A toy judge problem: `T`, then per case `n` and `n` heaps of Nim; `First` or `Second`.

    fn nim_solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        nim_with(input, out, |a, b| a ^ b)
    }

    /// The planted bug: the heaps ORed instead of XORed.
    fn nim_solve_or(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        nim_with(input, out, |a, b| a | b)
    }

    fn nim_with(
        input: &mut Input,
        out: &mut Vec<u8>,
        sum: fn(u64, u64) -> u64,
    ) -> Result<(), InputError> {
        let t = input.read("T", 1..=100usize)?;
        for _ in 0..t {
            let n = input.read("n", 1..=100usize)?;
            let heaps = input.read_many("heap", n, 0..=1000u64)?;
            let wins = heaps.into_iter().fold(0, sum) != 0;
            writeln!(out, "{}", if wins { "First" } else { "Second" })?;
        }
        Ok(())
    }

    /// The whole-input brute force: its own loop, a memoised search over the sorted heaps.
    fn nim_brute_solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        fn wins(memo: &mut Memo<Vec<u64>, bool>, heaps: Vec<u64>) -> bool {
            memo.get(heaps.clone(), |memo| {
                (0..heaps.len()).any(|i| {
                    (0..heaps[i]).any(|left| {
                        let mut next = heaps.clone();
                        next[i] = left;
                        next.sort_unstable();
                        !wins(memo, next)
                    })
                })
            })
        }
        let mut memo = Memo::new();
        let t = input.read("T", 1..=100usize)?;
        for _ in 0..t {
            let n = input.read("n", 1..=100usize)?;
            let mut heaps = Vec::new();
            for _ in 0..n {
                heaps.push(input.read("heap", 0..=20u64)?);
            }
            heaps.sort_unstable();
            let verdict = if wins(&mut memo, heaps) {
                "First"
            } else {
                "Second"
            };
            writeln!(out, "{verdict}")?;
        }
        Ok(())
    }

    /// One to three cases of one to four heaps of up to `size` stones.
    #[derive(Clone, Debug)]
    struct NimCases(Vec<Vec<u64>>);

    impl Stress for NimCases {
        fn random(rng: &mut fastrand::Rng, size: u32) -> Self {
            let case = |rng: &mut fastrand::Rng| {
                let heaps = rng.usize(1..=4);
                (0..heaps).map(|_| rng.u64(0..=u64::from(size))).collect()
            };
            NimCases((0..rng.usize(1..=3)).map(|_| case(rng)).collect())
        }
        fn shrink(&self) -> Vec<Self> {
            smaller_cases(&self.0, 1, |heaps| smaller_lists(heaps, 1, 0))
                .into_iter()
                .map(NimCases)
                .collect()
        }
        fn judge_input(&self) -> String {
            let mut text = format!("{}\n", self.0.len());
            for heaps in &self.0 {
                let heaps: Vec<String> = heaps.iter().map(u64::to_string).collect();
                text += &format!("{}\n{}\n", heaps.len(), heaps.join(" "));
            }
            text
        }
    }

    #[test]
    fn an_or_for_the_xor_of_the_heaps_is_caught_and_shrunk() {
        assert_eq!(
            run::<NimCases>(300, 1, nim_solve, nim_brute_solve).summary(),
            "300 random cases, all agree"
        );
        let report = run::<NimCases>(300, 1, nim_solve_or, nim_brute_solve);
        let failure = report.failure.clone().expect("the OR is caught");
        // One case, two equal heaps: XOR 0 (lost), OR not 0.
        assert_eq!(failure.input, "1\n2\n1 1\n", "{}", report.summary());
        assert_eq!(
            report.summary_as("solve", "brute"),
            format!(
                "disagreement after {} agreeing cases (shrunk {} times); input:\n1\n2\n1 1\n\
                 solve: First\nbrute: Second",
                report.agreed, failure.shrinks
            )
        );
    }

    // A toy problem in the sentinel layout: piles of at least one stone, one per line, until
    // a line `0`; a move takes one or two stones; `First` or `Second` per pile.

    enum Piles {}

    impl Described for Piles {
        const LAYOUT: Layout = Layout::Sentinel;

        fn case() -> String {
            "n:1..=1000".into()
        }

        fn largest(_: &str, size: u32) -> u64 {
            3 * u64::from(size)
        }
    }

    fn verdict(out: &mut Vec<u8>, wins: bool) -> Result<(), InputError> {
        Ok(writeln!(out, "{}", if wins { "First" } else { "Second" })?)
    }

    fn piles_solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        while let Some(n) = input.read_or_end("n", 1..=1000u64, 0)? {
            verdict(out, n % 3 != 0)?;
        }
        Ok(())
    }

    /// The planted bug: the terminating `0` read as one more pile.
    fn piles_solve_past_the_sentinel(
        input: &mut Input,
        out: &mut Vec<u8>,
    ) -> Result<(), InputError> {
        while !input.at_end() {
            let n = input.read("n", 0..=1000u64)?;
            verdict(out, n % 3 != 0)?;
        }
        Ok(())
    }

    /// The brute force: its own loop, the win/lose table of "take 1 or 2".
    fn piles_brute_solve(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        loop {
            let n = input.read("n", 0..=100usize)?;
            if n == 0 {
                return Ok(());
            }
            let mut win = vec![false; n + 1];
            for m in 1..=n {
                win[m] = !win[m - 1] || (m >= 2 && !win[m - 2]);
            }
            verdict(out, win[n])?;
        }
    }

    #[test]
    fn a_missed_sentinel_is_caught_and_shrunk() {
        let report = run::<Shaped<Piles>>(100, 3, piles_solve, piles_brute_solve);
        assert_eq!(report.summary(), "100 random cases, all agree");
        let report = run::<Shaped<Piles>>(100, 3, piles_solve_past_the_sentinel, piles_brute_solve);
        let failure = report.failure.expect("the missed sentinel is caught");
        assert_eq!(report.agreed, 0);
        assert_eq!(failure.input, "1\n0\n");
        assert_eq!(
            (failure.first.as_str(), failure.second.as_str()),
            ("First\nSecond\n", "First\n")
        );
    }

    #[test]
    fn a_refused_input_is_a_failure_even_against_itself() {
        // Piles above 40 are refused: the same program twice finds the first such input.
        fn small(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
            while let Some(n) = input.read_or_end("n", 1..=40u64, 0)? {
                verdict(out, n % 3 != 0)?;
            }
            Ok(())
        }
        let report = run::<Shaped<Piles>>(100, 3, small, small);
        let failure = report.failure.clone().expect("a pile above 40 is drawn");
        assert_eq!(failure.input, "41\n0\n");
        assert_eq!(
            failure.first,
            "error: n: expected an integer in 1..=40 or 0 to end, found 41\n"
        );
        assert_eq!(failure.first, failure.second);
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
        assert_eq!(counted_lists(&[vec![3, 1], vec![7]]), "2\n2\n3 1\n1\n7\n");
        let shrunk = smaller_counted_lists(&[vec![2], vec![1]], 1);
        assert_eq!(
            &shrunk[..3],
            [vec![vec![1]], vec![vec![2]], vec![vec![1], vec![1]]]
        );
    }
}
