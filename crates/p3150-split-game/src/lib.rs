//! # Luogu P3150 pb的游戏（1）: split a number, the opponent keeps one part
//!
//! pb and zs play on one positive integer `m`; pb acts first. The acting player (the splitter)
//! writes the number as `a + b` with `a, b >= 1`; the other player (the chooser) keeps one part,
//! discards the other, and becomes the splitter of the kept number. A player who must split 1
//! loses. For each game print `pb wins` or `zs wins`.
//!
//! ## Rule
//! The splitter of `m` wins iff `m` is even. By induction on `m`, with S(x) = "the splitter of x
//! wins": S(1) is false (no split). An even `x` splits into `1 + (x - 1)`, two odd numbers that
//! are losing for their splitter, so whatever the chooser keeps he loses. Every split of an odd
//! `x >= 3` has an even part, which the chooser keeps and wins with. So pb wins iff `m` is even
//! (and `m >= 2`: 0, outside the limits, has no split either). O(1) per game.
//!
//! ## Traps
//! `m = 1` is a valid game and pb loses; `m` goes up to 10^9. The reading "pb always splits, zs
//! always chooses" makes pb lose every game and contradicts the sample (20 gives `pb wins`).
//!
//! ## Input
//! `N`, then `N` starting numbers (the statement is in `README.md`). Past the judge's limits:
//! any `N` up to [`MAX_GAMES`] and any start up to `u64::MAX` (0 included: it has no split) are
//! answered, the rule being exact and O(1); `N = 0` and `N` above [`MAX_GAMES`] are refused.
//!
//! ## Tested
//! [`pb_wins`] equals [`outcome_values`] (the rules: a split wins iff both parts lose for their
//! splitter, through [`shared::game::outcome_table`]) for EVERY `m` in 0..=3000, and equals
//! [`brute_force`] (the game tree of split-then-choose turns, searched with
//! [`shared::game::GameTree`]) for every `m` in 0..=300 (the [`study`] descriptor's check,
//! which `lab verify` runs too); random judge inputs through [`solve`] and [`brute_solve`] (its
//! own input loop); the sample and the spec's extra cases (in `testdata/`, through [`solve`] in
//! memory with the bad inputs); edge values 0, 1, 10^9, `u64::MAX`.

use proconio::input;
use shared::game::{outcome_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most games answered (the judge has fewer than 50).
pub const MAX_GAMES: usize = 100_000;

shared::ranged! {
    Games: usize = 1..=MAX_GAMES, "N";
    Game: u64 = 0..=u64::MAX, "game";
}

/// Reads the judge's input and writes `pb wins` or `zs wins` for each game, in input order.
///
/// # Errors
/// A malformed or truncated input, a count outside `1..=MAX_GAMES`, a start past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Games, starts: [Game; n] }
    for m in starts {
        writeln!(out, "{}", verdict(pb_wins(m)))?;
    }
    Ok(())
}

/// The judge's line for one game: `pb wins` or `zs wins`.
pub fn verdict(pb: bool) -> &'static str {
    if pb {
        "pb wins"
    } else {
        "zs wins"
    }
}

/// Whether pb, who splits first, wins from `m`.
///
/// # Constraints
/// Any `m` (the judge's are 1..=10^9); 0 and 1 cannot be split, so pb loses.
///
/// # Complexity
/// O(1).
pub fn pb_wins(m: u64) -> bool {
    m >= 2 && m % 2 == 0
}

/// For the game lab: `win[x]` for every `x` in `0..=upto`, true when the player who must split
/// `x` wins (index 0 has no split and is false; the game starts at 1). From the rules with
/// [`shared::game::outcome_table`]: a split `a + b` is one option, and the chooser facing it
/// wins iff `win[a]` or `win[b]` (he keeps the part he wins as splitter of).
///
/// # Constraints
/// O(upto^2) time: up to a few thousand.
///
/// # Complexity
/// O(upto^2 / 4) time, O(upto) memory.
pub fn outcome_values(upto: usize) -> Vec<bool> {
    outcome_table(upto, |x, win, out| {
        out.extend((1..=x / 2).map(|a| win[a] || win[x - a]))
    })
}

/// A position of the game, with the player to move.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Turn {
    /// The game's start: the player to move must split this number.
    Split(u32),
    /// The player to move keeps one of these two parts (smaller first) and must then split it.
    /// Keeping and splitting are one move, because the same player makes both.
    Choose(u32, u32),
}

/// Brute force from the rules: whether pb, the first splitter, wins from `m`, by searching the
/// game tree of [`Turn`]s (see [`BruteForce`]).
///
/// # Constraints
/// O(m^2) states: `m` up to a few hundred.
///
/// # Complexity
/// O(m^3) moves.
pub fn brute_force(m: u64) -> bool {
    BruteForce::new().pb_wins(m)
}

/// The largest start [`brute_solve`] answers (its game tree grows fast with the start).
pub const BRUTE_MAX_START: u64 = 500;

/// The whole input answered from the rules alone, for the stress test: its own reading of `N`
/// and the starts, one [`BruteForce`] search shared by them, its own printing, so that a slip
/// in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with starts up to [`BRUTE_MAX_START`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let games = input.read("N", 1..=MAX_GAMES)?;
    let mut starts = Vec::new();
    for i in 1..=games {
        starts.push(input.read(&format!("game {i}"), 0..=BRUTE_MAX_START)?);
    }
    let mut search = BruteForce::new();
    for m in starts {
        writeln!(
            out,
            "{}",
            if search.pb_wins(m) {
                "pb wins"
            } else {
                "zs wins"
            }
        )?;
    }
    Ok(())
}

/// The search behind [`brute_force`], kept between calls so that checking every `m` up to a
/// bound searches each state once: the game tree of [`Turn`]s with
/// [`shared::game::GameTree`] (normal play: a player who cannot split loses). A chooser who
/// keeps a 1 cannot split it, so only the parts of at least 2 give him moves; `Choose(1, 1)`
/// is lost.
pub struct BruteForce(GameTree<Turn, fn(&Turn) -> Vec<Turn>>);

impl BruteForce {
    /// An empty search.
    pub fn new() -> Self {
        BruteForce(GameTree::new(turns as fn(&Turn) -> Vec<Turn>))
    }

    /// Whether the first splitter wins from `m`.
    ///
    /// # Panics
    /// If `m` does not fit in `u32` (far beyond what the search can visit anyway).
    pub fn pb_wins(&mut self, m: u64) -> bool {
        let m = u32::try_from(m).expect("the brute force is for small m");
        self.0.wins(&Turn::Split(m))
    }
}

impl Default for BruteForce {
    fn default() -> Self {
        Self::new()
    }
}

/// The moves of one turn: a split of `x` is a choice between its two parts for the opponent.
fn turns(&turn: &Turn) -> Vec<Turn> {
    let split = |x: u32| (1..=x / 2).map(move |a| Turn::Choose(a, x - a));
    match turn {
        Turn::Split(x) => split(x).collect(),
        Turn::Choose(a, b) if a == b => split(a).collect(),
        Turn::Choose(a, b) => split(a).chain(split(b)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn parity_rule_equals_the_rules_for_every_m_up_to_3000() {
        let win = outcome_values(3000);
        for (m, &expected) in win.iter().enumerate() {
            assert_eq!(pb_wins(m as u64), expected, "m={m}");
        }
    }

    #[test]
    fn parity_rule_equals_the_game_tree_for_every_m_up_to_300() {
        let verdict = study::game().verify_with(&[], 300);
        assert!(verdict.agrees(), "{}", verdict.summary());
        assert_eq!(verdict.summary(), "301 inputs, all agree");
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n20\n18446744073709551616\n"),
            "game: expected an integer in 0..=18446744073709551615, found \
             \"18446744073709551616\" (token 3, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "N: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("100001\n2\n"),
            "N: expected an integer in 1..=100000, found 100001 (token 1, line 1)"
        );
        assert_eq!(
            error("2\n20\n-4\n"),
            "game: expected an integer in 0..=18446744073709551615, found \"-4\" (token 3, line 3)"
        );
        assert_eq!(
            error("1\n20\n7\n"),
            "expected the end of the input after 2 tokens, found \"7\" and 0 more"
        );
        // Past the judge's limits but exact: one game, a start of 0, starts past 10^9.
        assert_eq!(run_str(solve, "1\n0\n").unwrap(), "zs wins\n");
        let big = "2\n18446744073709551615\n18446744073709551614\n";
        assert_eq!(run_str(solve, big).unwrap(), "zs wins\npb wins\n");
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
    fn edge_values() {
        assert!(!pb_wins(0));
        assert!(!pb_wins(1));
        assert!(pb_wins(2));
        assert!(pb_wins(1_000_000_000));
        assert!(!pb_wins(999_999_999));
        assert!(!pb_wins(u64::MAX));
        assert!(pb_wins(u64::MAX - 1));
    }

    #[test]
    fn spec_samples_and_extra_cases() {
        let cases: &[(u64, bool)] = &[
            (1, false),
            (3, false),
            (7, false),
            (20, true),
            (5, false),
            (2, true),
            (4, true),
            (6, true),
            (9, false),
            (11, false),
            (13, false),
            (15, false),
            (17, false),
            (64, true),
            (100, true),
            (101, false),
            (1000, true),
            (999, false),
            (1999, false),
            (2000, true),
        ];
        for &(m, pb) in cases {
            assert_eq!(pb_wins(m), pb, "m={m}");
        }
    }
}
