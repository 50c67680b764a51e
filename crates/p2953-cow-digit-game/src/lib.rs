//! # Luogu P2953 [USACO09OPEN] Cow Digit Game S: subtract a digit, reach zero to win
//!
//! A game starts from a positive integer `n`; Bessie moves first, then Farmer John. A move
//! subtracts from the current number either its largest decimal digit or its smallest non-zero
//! decimal digit. The player who brings the number to 0 wins (the player facing 0 has lost).
//! For each of up to 100 games with `n <= 10^6`, print `YES` if Bessie wins, else `NO`.
//!
//! ## Rule
//! There is no closed form: the answer is the outcome table of the game,
//! `win[0] = false`, `win[n] = !win[n - hi] || !win[n - lo]` with `hi` the largest and `lo` the
//! smallest non-zero digit of `n`. Both moves strictly decrease `n` (every `n >= 1` has a
//! non-zero digit), so one forward loop fills the table: [`CowDigitGame::new`] builds it once,
//! iteratively, for every `n` up to the largest query, and each game is a look-up.
//!
//! ## Complexity
//! O(limit · digits) time and `limit + 1` bytes: about 5 ms and 1 MB for `limit = 10^6`; O(1) per
//! query.
//!
//! ## Traps
//! The losing numbers are not "the multiples of 10": 10, 20, ..., 130 are losing, then 132, 140,
//! 142, 150, 152, 154, 161, ... The smallest digit must skip zeros (from 10 the only move is to 9).
//! A top-down recursion would go 10^6 deep and overflow the stack.
//!
//! ## Input
//! `G`, then `G` starts (the statement is in `README.md`). Past the judge's limits: any `G` up
//! to [`MAX_GAMES`] is answered (the table is built once) and a start of 0 gives `NO`; a start
//! above [`MAX_START`] is refused, since the table grows with the largest start.
//!
//! ## Tested
//! [`CowDigitGame`] equals [`outcome_values`] (the rules through [`shared::game::outcome_table`],
//! with digits read from the decimal string) for EVERY `n` in 0..=10^6, and equals
//! [`brute_force`] (a top-down search of the game tree with [`shared::game::GameTree`]) for every
//! `n` in 0..=10^5, and 0..=10^6 in the slow tests (the [`study`] descriptor's check, which
//! `lab verify` runs too); the
//! Grundy table agrees on who wins; the first losing numbers and the spec's extra cases are
//! asserted; random judge inputs go through [`solve`] and [`brute_solve`] (its own input
//! loop), and the samples and extra cases (in `testdata/`) and the bad inputs through [`solve`]
//! in memory.

use proconio::input;
use shared::game::{grundy_table, outcome_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's largest starting number.
pub const MAX_START: usize = 1_000_000;
/// The most games answered (the judge has at most 100).
pub const MAX_GAMES: usize = 100_000;

shared::ranged! {
    Games: usize = 1..=MAX_GAMES, "G";
    Start: usize = 0..=MAX_START, "start";
}

/// Reads the judge's input and writes `YES` (Bessie wins) or `NO` for each game, in input
/// order.
///
/// # Errors
/// A malformed or truncated input, a count outside `1..=MAX_GAMES`, a start above
/// [`MAX_START`].
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, g: Games, starts: [Start; g] }
    let game = CowDigitGame::new(starts.iter().copied().max().unwrap_or(0));
    for n in starts {
        writeln!(out, "{}", verdict(game.first_player_wins(n)))?;
    }
    Ok(())
}

/// The judge's line for one game: `YES` when Bessie wins, `NO` otherwise.
pub fn verdict(bessie_wins: bool) -> &'static str {
    if bessie_wins {
        "YES"
    } else {
        "NO"
    }
}

/// Who wins, for every starting number up to a limit.
pub struct CowDigitGame {
    first_player_wins: Vec<bool>,
}

impl CowDigitGame {
    /// Precomputes the outcome of every start `0..=limit`, bottom-up without recursion.
    ///
    /// # Complexity
    /// O(limit · log10(limit)) time, `limit + 1` bytes: about 5 ms for 10^6.
    pub fn new(limit: usize) -> Self {
        let mut win = vec![false; limit + 1];
        for n in 1..=limit {
            let (largest, smallest) = largest_and_smallest_nonzero_digit(n);
            // A move to a losing position wins.
            win[n] = !win[n - largest] || !win[n - smallest];
        }
        CowDigitGame {
            first_player_wins: win,
        }
    }

    /// Whether the first player (Bessie) wins from `n`; from 0 she has already lost.
    ///
    /// # Panics
    /// If `n` exceeds the limit given to [`CowDigitGame::new`].
    ///
    /// # Complexity
    /// O(1).
    pub fn first_player_wins(&self, n: usize) -> bool {
        self.first_player_wins[n]
    }
}

/// The largest decimal digit of `n` and its smallest non-zero digit.
///
/// # Constraints
/// `n >= 1` (0 has no non-zero digit).
///
/// # Complexity
/// O(number of digits).
pub fn largest_and_smallest_nonzero_digit(n: usize) -> (usize, usize) {
    debug_assert!(n >= 1);
    let (mut largest, mut smallest) = (0, 9);
    let mut rest = n;
    while rest > 0 {
        let d = rest % 10;
        rest /= 10;
        largest = largest.max(d);
        if d != 0 {
            smallest = smallest.min(d);
        }
    }
    (largest, smallest)
}

/// The numbers one move from `n`, straight from the statement: `n` minus its largest digit and
/// `n` minus its smallest non-zero digit, the digits read from the decimal string. Empty for 0.
pub fn moves_from(n: usize) -> Vec<usize> {
    let digits: Vec<usize> = n
        .to_string()
        .bytes()
        .map(|b| usize::from(b - b'0'))
        .filter(|&d| d != 0)
        .collect();
    if n == 0 {
        return Vec::new();
    }
    let largest = *digits.iter().max().unwrap();
    let smallest = *digits.iter().min().unwrap();
    let mut next = vec![n - largest];
    if smallest != largest {
        next.push(n - smallest);
    }
    next
}

/// For the game lab: `win[n]` for every start `n` in `0..=upto`, true when the player to move
/// wins. Built from the rules ([`moves_from`]) with [`shared::game::outcome_table`].
///
/// # Constraints
/// Any `upto` that fits in memory (one byte per position); 10^6 takes a fraction of a second.
///
/// # Complexity
/// O(upto · digits) time, O(upto) memory.
pub fn outcome_values(upto: usize) -> Vec<bool> {
    outcome_table(upto, |n, win, out| {
        out.extend(moves_from(n).into_iter().map(|m| win[m]))
    })
}

/// For the game lab: the Grundy value of every start `n` in `0..=upto` (0 exactly where the
/// player to move loses), from the rules with [`shared::game::grundy_table`]. With at most two
/// moves per position the values are 0, 1 or 2.
///
/// # Constraints
/// As [`outcome_values`].
///
/// # Complexity
/// O(upto · digits) time, O(upto) memory.
pub fn grundy_values(upto: usize) -> Vec<u32> {
    grundy_table(upto, |n, g, out| {
        out.extend(moves_from(n).into_iter().map(|m| g[m]))
    })
}

/// Brute force, top-down: whether the player to move wins from `n`, by a memoised search of
/// the game tree over [`moves_from`] (see [`BruteForce`]).
///
/// # Complexity
/// O(n) states, each a few hash operations: under a second for 10^6.
pub fn brute_force(n: usize) -> bool {
    BruteForce::new().first_player_wins(n)
}

/// The largest start [`brute_solve`] answers (its search grows with the largest start).
pub const BRUTE_MAX_START: usize = MAX_START;

/// The whole input answered from the rules alone, for the stress test: its own reading of `G`
/// and the starts, one [`BruteForce`] search shared by them, its own printing, so that a slip
/// in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let games = input.read("G", 1..=MAX_GAMES)?;
    let mut starts = Vec::new();
    for i in 1..=games {
        starts.push(input.read(&format!("start {i}"), 0..=BRUTE_MAX_START)?);
    }
    let mut search = BruteForce::new();
    for n in starts {
        writeln!(
            out,
            "{}",
            if search.first_player_wins(n) {
                "YES"
            } else {
                "NO"
            }
        )?;
    }
    Ok(())
}

/// The search behind [`brute_force`], kept between calls so that checking every start up to a
/// bound visits each state once: [`shared::game::GameTree`] (explicit stack, so deep chains
/// are safe) over [`moves_from`].
pub struct BruteForce(GameTree<usize, fn(&usize) -> Vec<usize>>);

impl BruteForce {
    /// An empty search.
    pub fn new() -> Self {
        BruteForce(GameTree::new(|&n: &usize| moves_from(n)))
    }

    /// Whether the player to move wins from `n`.
    pub fn first_player_wins(&mut self, n: usize) -> bool {
        self.0.wins(&n)
    }
}

impl Default for BruteForce {
    fn default() -> Self {
        Self::new()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_table_equals_the_rules_for_every_start_up_to_the_limit() {
        let fast = CowDigitGame::new(MAX_START);
        let rules = outcome_values(MAX_START);
        for (n, &expected) in rules.iter().enumerate() {
            assert_eq!(fast.first_player_wins(n), expected, "n={n}");
        }
    }

    #[test]
    fn fast_table_equals_the_game_tree_search_up_to_100_000() {
        let verdict = study::game().verify_with(&[], 100_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
        assert_eq!(verdict.summary(), "100001 inputs, all agree");
    }

    #[test]
    #[ignore = "slow: the game tree of every start to 10^6"]
    fn fast_table_equals_the_game_tree_search_up_to_the_limit() {
        let verdict = study::game().verify_with(&[], MAX_START);
        assert!(verdict.agrees(), "{}", verdict.summary());
        assert_eq!(verdict.summary(), "1000001 inputs, all agree");
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n9\n1000001\n"),
            "start: expected an integer in 0..=1000000, found 1000001 (token 3, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "G: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("100001\n9\n"),
            "G: expected an integer in 1..=100000, found 100001 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n9\n"),
            "G: expected an integer in 1..=100000, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("3\n9\n10\n"),
            "start: expected an integer in 0..=1000000, found the end of the input (after 3 \
             tokens)"
        );
        assert_eq!(
            error("1\n9\n10\n"),
            "expected the end of the input after 2 tokens, found \"10\" and 0 more"
        );
        // Past the judge's limits but exact: a start of 0 (Bessie has lost already).
        assert_eq!(run_str(solve, "2\n0\n1000000\n").unwrap(), "NO\nNO\n");
    }

    #[test]
    fn stress_and_worst_cases() {
        let game = study::game();
        game.assert_stress(100, 1);
        for w in (game.worst_cases.unwrap())() {
            let out = run_str(solve, &w.input).unwrap();
            let games: usize = w.input.split_whitespace().next().unwrap().parse().unwrap();
            assert_eq!(out.lines().count(), games, "{}", w.name);
        }
    }

    #[test]
    fn grundy_values_agree_on_the_winner() {
        let win = outcome_values(20_000);
        let g = grundy_values(20_000);
        for n in 0..=20_000 {
            assert_eq!(win[n], g[n] != 0, "n={n}");
            assert!(g[n] <= 2, "n={n}");
        }
    }

    #[test]
    fn digits_of_edge_values() {
        assert_eq!(largest_and_smallest_nonzero_digit(1), (1, 1));
        assert_eq!(largest_and_smallest_nonzero_digit(10), (1, 1));
        assert_eq!(largest_and_smallest_nonzero_digit(3014), (4, 1));
        assert_eq!(largest_and_smallest_nonzero_digit(555), (5, 5));
        assert_eq!(largest_and_smallest_nonzero_digit(1_000_000), (1, 1));
        assert_eq!(largest_and_smallest_nonzero_digit(908_070), (9, 7));
        assert_eq!(moves_from(0), Vec::<usize>::new());
        assert_eq!(moves_from(3014), [3010, 3013]);
        assert_eq!(moves_from(10), [9]);
        for n in 1..=100_000 {
            let (hi, lo) = largest_and_smallest_nonzero_digit(n);
            let mut expected = vec![n - hi, n - lo];
            expected.dedup();
            assert_eq!(moves_from(n), expected, "n={n}");
        }
    }

    #[test]
    fn first_losing_numbers_are_not_only_multiples_of_ten() {
        let fast = CowDigitGame::new(161);
        let losing: Vec<usize> = (1..=161).filter(|&n| !fast.first_player_wins(n)).collect();
        let mut expected: Vec<usize> = (1..=13).map(|t| 10 * t).collect();
        expected.extend([132, 140, 142, 150, 152, 154, 161]);
        assert_eq!(losing, expected);
    }

    #[test]
    fn spec_samples_and_extra_cases() {
        let fast = CowDigitGame::new(MAX_START);
        let cases: &[(usize, bool)] = &[
            (9, true),
            (10, false),
            (1, true),
            (13, true),
            (2, true),
            (3, true),
            (11, true),
            (12, true),
            (19, true),
            (20, false),
            (21, true),
            (22, true),
            (30, false),
            (31, true),
            (40, false),
            (41, true),
            (42, true),
            (43, true),
            (44, true),
            (100, false),
            (101, true),
            (110, false),
            (3014, true),
            (3013, false),
            (3010, true),
            (500_000, false),
            (123_456, true),
            (654_321, true),
            (999_999, true),
            (1_000_000, false),
        ];
        for &(n, bessie_wins) in cases {
            assert_eq!(fast.first_player_wins(n), bessie_wins, "n={n}");
        }
        assert!(!fast.first_player_wins(0));
    }
}
