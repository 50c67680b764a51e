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
//! ## Tested
//! [`pb_wins`] equals [`outcome_values`] (the rules: a split wins iff both parts lose for their
//! splitter, through [`shared::game::outcome_table`]) for EVERY `m` in 0..=3000, and equals
//! [`brute_force`] (the game tree of split-then-choose turns, searched with
//! [`shared::game::GameTree`]) for every `m` in 0..=300; the sample and the spec's extra cases;
//! edge values 0, 1, 10^9, `u64::MAX`.

use shared::game::{outcome_table, GameTree};

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

/// Brute force from the rules: whether the first splitter wins from each `m` in `0..=upto`, by
/// searching the game tree of [`Turn`]s with [`shared::game::GameTree`] (normal play: a player
/// who cannot split loses). A chooser who keeps a 1 cannot split it, so only the parts of at
/// least 2 give him moves; `Choose(1, 1)` is lost.
///
/// # Constraints
/// O(upto^2) states: up to a few hundred.
///
/// # Complexity
/// O(upto^3) moves overall.
pub fn brute_force(upto: u32) -> Vec<bool> {
    let split = |x: u32| (1..=x / 2).map(move |a| Turn::Choose(a, x - a));
    let mut tree = GameTree::new(|&turn: &Turn| match turn {
        Turn::Split(x) => split(x).collect(),
        Turn::Choose(a, b) if a == b => split(a).collect(),
        Turn::Choose(a, b) => split(a).chain(split(b)).collect(),
    });
    (0..=upto).map(|m| tree.wins(&Turn::Split(m))).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parity_rule_equals_the_rules_for_every_m_up_to_3000() {
        let win = outcome_values(3000);
        for (m, &expected) in win.iter().enumerate() {
            assert_eq!(pb_wins(m as u64), expected, "m={m}");
        }
    }

    #[test]
    fn parity_rule_equals_the_game_tree_for_every_m_up_to_300() {
        for (m, expected) in brute_force(300).into_iter().enumerate() {
            assert_eq!(pb_wins(m as u64), expected, "m={m}");
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
