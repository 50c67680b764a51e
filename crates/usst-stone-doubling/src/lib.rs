//! # Nowcoder, 4th USST contest, G 石子游戏: grow the pile by at most its size, reach k to win
//!
//! One pile of `x` stones, at the start `x = n`, and a target `k`. Alice moves first. A move adds
//! `i` stones with `1 <= i <= x`, so the pile becomes any size in `[x + 1, 2x]`, never above `k`.
//! A player who cannot move (the pile holds `k` or more, or is empty) loses, so whoever makes the
//! pile exactly `k` wins. For each case `n k` print `Alice` or `Bob`.
//!
//! ## Rule
//! Bob wins iff `n >= k`, or `n + 1 == (k + 1) >> j` for some `j >= 1`, i.e. the binary digits of
//! `n + 1` are a proper prefix of those of `k + 1`. Why: let `c_0 = k`, `c_{j+1} = ⌊(c_j - 1) / 2⌋
//! = ⌊(k + 1) / 2^{j+1}⌋ - 1`. From a pile strictly between `c_j` and `c_{j-1}` the player reaches
//! `c_{j-1}` (twice the pile is at least `c_{j-1}`); from `c_j` the largest pile he can make,
//! `2 c_j <= c_{j-1} - 1`, still lies strictly between. By induction downwards from `k` the
//! losing piles below `k` are exactly the `c_j`, `j >= 1`. O(1) per case ([`alice_wins`]).
//!
//! ## Input layout (inferred: the official statement was not found)
//! Both layouts the spec names are accepted ([`is_single_case`] tells them apart):
//! - one case: exactly two integers `n k`;
//! - anything else: `T >= 1`, then `T` pairs `n k`, and nothing after them.
//!
//! Values are read as `u64` (0 ..= 2^64 - 1). A truncated input is rejected under both layouts:
//! a single case cut to one integer `n` reads as `T = n` with no pairs (and `T = 0` is refused);
//! a multi-case input cut by its last token has `2T` integers, too few for `T` pairs once
//! `T >= 2`. For `T = 1` the cut leaves two integers `1 n`, which is also a valid single case
//! (pile 1, target `n`). Decided by the lines: `1` alone on its line followed by one integer
//! (the multi-case shape `1` / `n k` cut short) is rejected; `1 n` on one line is answered as a
//! single case, since nothing tells it from one. The price: a single case with `n = 1` written
//! over two lines is refused (other two-line single cases are fine).
//!
//! ## Traps
//! `n >= k` at the start: Bob (no move). `k + 1` overflows `u64` at `k = 2^64 - 1`, so the prefix
//! test runs in `u128`; floating-point `ceil(k / 2)` (as in the blog this spec came from) is wrong
//! above 2^53. An empty pile cannot grow: `n = 0` gives Bob, which the rule covers.
//!
//! ## Tested
//! [`alice_wins`] equals [`brute_force`] (the game tree from the rules, searched with
//! [`shared::game::GameTree`]) for every `k` in 0..=300 and every `n` in 0..=k+3; equals
//! [`outcome_values`] (the rules through [`shared::game::outcome_table`]) for every `k` in
//! 0..=1000 and every `n` in 0..=k+3, and for 20 pseudo-random `k` up to 5000; equals the blog's
//! halving loop on 10^5 pseudo-random `u64` cases (half of them built to be Bob's) and at the
//! `u64` edges; the spec's extra cases; both input layouts and their truncations.

use shared::game::{grundy_table, outcome_table, GameTree};

/// Whether Alice, who moves first, wins from a pile of `n` stones with target `k`.
///
/// # Constraints
/// Every `u64` pair.
///
/// # Complexity
/// O(1).
pub fn alice_wins(n: u64, k: u64) -> bool {
    if n >= k {
        return false;
    }
    let pile = u128::from(n) + 1;
    let target = u128::from(k) + 1;
    // pile < target, so target has at least as many binary digits; Bob's iff pile is its prefix.
    let shift = pile.leading_zeros() - target.leading_zeros();
    target >> shift != pile
}

/// Whether a whole input is one case `n k` (exactly two tokens, except `1` and one integer on
/// different lines: a `T = 1` input cut short); otherwise it is read as `T` followed by `T`
/// pairs. See the crate doc for how truncated inputs fall.
///
/// # Complexity
/// O(input length).
pub fn is_single_case(input: &str) -> bool {
    let mut tokens = input.split_whitespace();
    let (Some(first), Some(_), None) = (tokens.next(), tokens.next(), tokens.next()) else {
        return false;
    };
    let on_one_line = input
        .lines()
        .any(|line| line.split_whitespace().count() == 2);
    on_one_line || first.parse::<u64>() != Ok(1)
}

/// The piles one move from a pile of `x` with target `k`: `x + 1 ..= min(2x, k)`; none once
/// `x >= k` (or `x = 0`).
fn moves_from(x: u64, k: u64) -> std::ops::Range<u64> {
    if x >= k {
        return x..x;
    }
    x + 1..(2 * x).min(k) + 1
}

/// Brute force from the rules: whether the player to move wins from each pile `n` in
/// `0..=n_upto`, target `k`, by searching the game tree with [`shared::game::GameTree`].
///
/// # Constraints
/// `k` up to a few hundred (O(k^2) moves), `n_upto` up to a few million.
///
/// # Complexity
/// O(k^2 + n_upto) hash operations.
pub fn brute_force(n_upto: u32, k: u32) -> Vec<bool> {
    let k = u64::from(k);
    let mut tree = GameTree::new(|&x: &u64| moves_from(x, k).collect::<Vec<u64>>());
    (0..=u64::from(n_upto)).map(|n| tree.wins(&n)).collect()
}

/// The piles `k - d` one move from the pile `k - d`, as distances `d'` to the target: the table
/// builders need options below the position, and the pile grows toward `k`.
fn distances_after_move(d: usize, k: usize) -> std::ops::Range<usize> {
    // Pile x = k - d grows to y in [x + 1, min(2x, k)], i.e. d' = k - y in [max(0, 2d - k), d).
    // At d = k (the empty pile) the range is empty.
    (2 * d).saturating_sub(k)..d
}

/// For the game lab: `win[x]` for every pile `x` in `0..=upto` with target `k`, true when the
/// player to move wins. Built from the rules with [`shared::game::outcome_table`] (on the
/// distance `k - x`, then read back by pile); piles from `k` on have no move and are false.
///
/// # Constraints
/// O(k^2) time: `k` up to a few thousand; any `upto`.
///
/// # Complexity
/// O(k^2 / 4 + upto) time, O(k + upto) memory.
pub fn outcome_values(upto: usize, k: usize) -> Vec<bool> {
    let by_distance = outcome_table(k, |d, win, out| {
        out.extend(distances_after_move(d, k).map(|e| win[e]))
    });
    let mut by_pile: Vec<bool> = by_distance.into_iter().rev().collect();
    by_pile.resize(upto + 1, false);
    by_pile
}

/// For the game lab: the Grundy value of every pile `x` in `0..=upto` with target `k` (0
/// exactly where the player to move loses, so on every pile from `k` on), from the rules with
/// [`shared::game::grundy_table`].
///
/// # Constraints
/// As [`outcome_values`].
///
/// # Complexity
/// O(k^2 / 4 + upto) time, O(k + upto) memory.
pub fn grundy_values(upto: usize, k: usize) -> Vec<u32> {
    let by_distance = grundy_table(k, |d, g, out| {
        out.extend(distances_after_move(d, k).map(|e| g[e]))
    });
    let mut by_pile: Vec<u32> = by_distance.into_iter().rev().collect();
    by_pile.resize(upto + 1, 0);
    by_pile
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The blog's loop, in integers: while the pile is below the target, Alice wins if she can
    /// reach it in one move's range of winning piles, else the target shrinks to the next
    /// losing pile.
    fn halving_loop(n: u64, mut k: u64) -> bool {
        while n < k {
            let half_up = k / 2 + k % 2;
            if n >= half_up {
                return true;
            }
            k = half_up - 1;
        }
        false
    }

    #[test]
    fn fast_equals_the_game_tree_for_every_k_up_to_300() {
        for k in 0..=300u32 {
            let tree = brute_force(k + 3, k);
            for (n, &expected) in tree.iter().enumerate() {
                assert_eq!(alice_wins(n as u64, u64::from(k)), expected, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn fast_equals_the_outcome_table_for_every_k_up_to_1000() {
        for k in 0..=1000usize {
            let win = outcome_values(k + 3, k);
            for (n, &expected) in win.iter().enumerate() {
                assert_eq!(alice_wins(n as u64, k as u64), expected, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn fast_equals_the_outcome_table_for_random_k_up_to_5000() {
        let mut rng = fastrand::Rng::with_seed(0x5eed_1234_abcd_9876);
        for _ in 0..20 {
            let k = 1000 + (rng.u64(..) % 4001) as usize;
            let win = outcome_values(k + 3, k);
            for (n, &expected) in win.iter().enumerate() {
                assert_eq!(alice_wins(n as u64, k as u64), expected, "n={n} k={k}");
            }
        }
    }

    #[test]
    fn grundy_values_agree_on_the_winner() {
        for k in 0..=200 {
            let win = outcome_values(k + 3, k);
            let g = grundy_values(k + 3, k);
            assert_eq!(win.len(), k + 4);
            assert_eq!(outcome_values(k / 2, k).len(), k / 2 + 1);
            for x in 0..=k + 3 {
                assert_eq!(win[x], g[x] != 0, "x={x} k={k}");
            }
        }
    }

    #[test]
    fn fast_equals_the_halving_loop_on_random_u64_cases() {
        let mut rng = fastrand::Rng::with_seed(0x0dd_ba11_cafe_f00d);
        for i in 0..100_000 {
            let k = rng.u64(..) >> (rng.u64(..) % 64);
            let n = if i % 2 == 0 {
                // Built to be Bob's: n + 1 = (k + 1) >> j, j >= 1 (k < 2^64 - 1 here).
                let j = 1 + (rng.u64(..) % 64) as u32;
                ((u128::from(k) + 1) >> j).saturating_sub(1) as u64
            } else {
                rng.u64(..) % (k.saturating_add(2)).max(1)
            };
            assert_eq!(alice_wins(n, k), halving_loop(n, k), "n={n} k={k}");
            let near = n.wrapping_add(1 + rng.u64(..) % 3);
            assert_eq!(alice_wins(near, k), halving_loop(near, k), "n={near} k={k}");
        }
    }

    #[test]
    fn u64_edges() {
        let max = u64::MAX;
        assert!(!alice_wins(max, max));
        assert!(!alice_wins(0, max));
        assert!(!alice_wins(max, 0));
        assert!(!alice_wins(0, 0));
        // k + 1 = 2^64: the losing piles are the 2^m - 1, and 2^m (m >= 1) is not one.
        for m in 0..64 {
            let losing = (1u64 << m) - 1;
            assert!(!alice_wins(losing, max), "m={m}");
            assert!(!halving_loop(losing, max), "m={m}");
            if m >= 1 {
                assert!(alice_wins(losing + 1, max), "m={m}");
            }
        }
        assert!(alice_wins(max - 1, max));
        assert!(alice_wins(1 << 63, max));
        let k = i64::MAX as u64;
        assert!(!alice_wins((1 << 62) - 1, k));
        assert!(alice_wins(1 << 62, k));
    }

    #[test]
    fn spec_samples_and_extra_cases() {
        let cases: &[(u64, u64, bool)] = &[
            (1, 10, false),
            (2, 10, true),
            (4, 10, false),
            (1, 1, false),
            (1, 2, true),
            (1, 3, false),
            (2, 3, true),
            (3, 7, false),
            (5, 23, false),
            (4, 23, true),
            (12, 25, false),
            (13, 25, true),
            (30, 60, true),
            (29, 59, false),
            (62, 125, false),
            (61, 125, true),
            (63, 127, false),
            (31, 127, false),
            (6, 13, false),
            (9, 5, false),
            (0, 5, false),
        ];
        for &(n, k, alice) in cases {
            assert_eq!(alice_wins(n, k), alice, "n={n} k={k}");
        }
    }

    #[test]
    fn input_layouts() {
        assert!(is_single_case("6 13\n"));
        assert!(is_single_case("\n  6\t13  \r\n\n"));
        assert!(!is_single_case("3\n1 10\n2 10\n4 10\n"));
        assert!(!is_single_case("1\n6 13\n"));
        assert!(!is_single_case(""));
        assert!(is_single_case("6\n13\n"));
        // Truncations: one token, or a T = 1 input cut after the `1` line, are multi-case reads
        // that then lack their pairs.
        assert!(!is_single_case("6\n"));
        assert!(!is_single_case("1\n6\n"));
        assert!(!is_single_case("\n01\r\n6"));
        // The one ambiguity: "1 n k" cut on one line is a valid single case.
        assert!(is_single_case("1 6"));
        assert!(is_single_case("1 6\n"));
    }
}
