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
//! ## Input (inferred: the official statement was not found)
//! Two layouts, told apart by the number of tokens: exactly two integers are one case `n k`;
//! anything else is `T` (1..=[`MAX_CASES`]), then `T` pairs `n k`, and nothing after them.
//! Past the limits (unknown; the write-up suggests 64-bit values): every `u64` pair is answered
//! exactly (the rule is O(1) in `u128`); `T = 0` and `T` above [`MAX_CASES`] are refused. A
//! `T = 1` input cut by its last token (`1 n`) is two integers, hence read as the valid single
//! case "pile 1, target `n`": nothing tells the two apart.
//!
//! ## Traps
//! `n >= k` at the start: Bob (no move). `k + 1` overflows `u64` at `k = 2^64 - 1`, so the prefix
//! test runs in `u128`; floating-point `ceil(k / 2)` (as in the blog this spec came from) is wrong
//! above 2^53. An empty pile cannot grow: `n = 0` gives Bob, which the rule covers.
//!
//! ## Tested
//! [`alice_wins`] equals [`brute_force`] (the game tree from the rules, searched with
//! [`shared::game::GameTree`]) for every `k` in 0..=300 and every `n` in 0..=k+3 (the [`study`]
//! descriptor's check, which `lab verify` runs too); equals [`outcome_values`] (the rules
//! through [`shared::game::outcome_table`]) for every `k` in 0..=1000 and every `n` in
//! 0..=k+3, and for 20 pseudo-random `k` up to 5000; equals the blog's halving loop on 10^5
//! pseudo-random `u64` cases (half of them built to be Bob's) and at the `u64` edges; the
//! spec's extra cases; random judge inputs in both layouts through [`solve`] and
//! [`brute_solve`] (its own input loop); both input layouts, their truncations and bad inputs
//! through [`solve`] in memory.

use proconio::input;
use shared::game::{grundy_table, outcome_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most cases answered in the multi-case layout (the judge's limit is unknown).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    Stones: u64 = 0..=u64::MAX, "n";
    Factor: u64 = 0..=u64::MAX, "k";
}

/// Reads the judge's input (either layout, see the crate doc) and writes `Alice` or `Bob` for
/// each case, in input order.
///
/// # Errors
/// A malformed or truncated input, a value past `u64`, `T` outside `1..=MAX_CASES`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let cases = if input.tokens_left() == 2 {
        input! { from &mut *input, n: Stones, k: Factor }
        vec![(n, k)]
    } else {
        input! { from &mut *input, t: Cases }
        // Grows with the pairs actually read, so a huge `T` over a short input costs nothing.
        let mut cases = Vec::new();
        for i in 1..=t {
            input.context(format!("case {i}"));
            input! { from &mut *input, n: Stones, k: Factor }
            cases.push((n, k));
        }
        input.context("");
        cases
    };
    for (n, k) in cases {
        writeln!(out, "{}", winner(alice_wins(n, k)))?;
    }
    Ok(())
}

/// The judge's word for the winner.
pub fn winner(alice: bool) -> &'static str {
    if alice {
        "Alice"
    } else {
        "Bob"
    }
}

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

/// The piles one move from a pile of `x` with target `k`: `x + 1 ..= min(2x, k)`; none once
/// `x >= k` (or `x = 0`).
fn moves_from(x: u64, k: u64) -> std::ops::Range<u64> {
    if x >= k {
        return x..x;
    }
    x + 1..(2 * x).min(k) + 1
}

/// The game tree with target `k`, from the rules.
fn game_tree(k: u64) -> GameTree<u64, impl FnMut(&u64) -> Vec<u64>> {
    GameTree::new(move |&x: &u64| moves_from(x, k).collect::<Vec<u64>>())
}

/// Brute force from the rules: whether the player to move (Alice) wins from a pile of `n`
/// with target `k`, by searching the game tree with [`shared::game::GameTree`].
///
/// # Constraints
/// `k` up to a few hundred (O(k^2) moves); any `n` at or above `k` is immediate.
///
/// # Complexity
/// O(k^2) hash operations.
pub fn brute_force(n: u64, k: u64) -> bool {
    game_tree(k).wins(&n)
}

/// The largest `n` and `k` [`brute_solve`] answers (its search walks every pile up to `k`).
pub const BRUTE_MAX: u64 = 100_000;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// both layouts (two tokens: one case; otherwise `T` and the pairs), [`brute_force`] per case,
/// its own printing, so that a slip in [`solve`]'s input loop or output shows up as a
/// difference.
///
/// # Errors
/// As [`solve`], with `n` and `k` up to [`BRUTE_MAX`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let cases = if input.tokens_left() == 2 {
        1
    } else {
        input.read("T", 1..=MAX_CASES)?
    };
    for case in 1..=cases {
        let n = input.read(&format!("case {case}: n"), 0..=BRUTE_MAX)?;
        let k = input.read(&format!("case {case}: k"), 0..=BRUTE_MAX)?;
        writeln!(out, "{}", if brute_force(n, k) { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

/// [`brute_force`] for every pile `0..=n_upto` at once, sharing one search (the lab's check).
///
/// # Complexity
/// O(k^2 + n_upto) hash operations.
pub fn brute_force_upto(n_upto: u64, k: u64) -> Vec<bool> {
    let mut tree = game_tree(k);
    (0..=n_upto).map(|n| tree.wins(&n)).collect()
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
    use shared::input::run_str;

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
        let game = study::game();
        for k in 0..=300u64 {
            let verdict = game.verify_with(&[("k", k)], k as usize + 3);
            assert!(verdict.agrees(), "k={k}: {}", verdict.summary());
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
        let mut rng = ::study::fastrand::Rng::with_seed(0x5eed_1234_abcd_9876);
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
        let mut rng = ::study::fastrand::Rng::with_seed(0x0dd_ba11_cafe_f00d);
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
    fn samples_crlf_bom_and_bad_inputs() {
        // A `T = 1` sample cut by its last token is `1 n`: the valid single case "pile 1,
        // target n" (see the crate doc), so those are not expected to be refused.
        let cut_ok = [
            "sample-2.in",
            "sample-3.in",
            "sample-4.in",
            "sample-5.in",
            "sample-6.in",
            "sample-7.in",
            "sample-8.in",
            "sample-13.in",
            "sample-14.in",
        ];
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &cut_ok);
    }

    #[test]
    fn input_layouts() {
        let answer = |input: &str| run_str(solve, input).unwrap();
        assert_eq!(answer("6 13\n"), "Bob\n");
        assert_eq!(answer("\n  6\t13  \r\n\n"), "Bob\n");
        assert_eq!(answer("6\n13\n"), "Bob\n");
        assert_eq!(answer("3\n1 10\n2 10\n4 10\n"), "Bob\nAlice\nBob\n");
        assert_eq!(answer("1\n6 13\n"), "Bob\n");
        // The one ambiguity: `1` / `n k` cut to `1 n` is the single case pile 1, target n.
        assert_eq!(answer("1\n6\n"), "Alice\n");
        assert_eq!(answer("1 2"), "Alice\n");
        // Every u64 is answered, past the spec's signed 64-bit guess.
        assert_eq!(
            answer("18446744073709551614 18446744073709551615"),
            "Alice\n"
        );
        assert_eq!(answer("1\n0 18446744073709551615\n"), "Bob\n");
    }

    #[test]
    fn random_cases_agree() {
        study::game().assert_stress(100, 7);
        // The 10^6-case input is for `lab stress --worst`; here only its neighbour.
        let worst = (study::game().worst_cases.unwrap())();
        assert_eq!(run_str(solve, &worst[1].input).unwrap(), "Alice\n");
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        let any = "expected an integer in 0..=18446744073709551615";
        assert_eq!(
            error("6 18446744073709551616\n"),
            format!("k: {any}, found \"18446744073709551616\" (token 2, line 1)")
        );
        assert_eq!(
            error("2\n1 10\n-2 10\n"),
            format!("case 2: n: {any}, found \"-2\" (token 4, line 3)")
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000001\n1 10\n2 10\n"),
            "T: expected an integer in 1..=1000000, found 1000001 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000\n1 10\n2 10\n"),
            format!("case 3: n: {any}, found the end of the input (after 5 tokens)")
        );
        // A single case cut to one token reads as a `T` with no pairs.
        assert_eq!(
            error("6\n"),
            format!("case 1: n: {any}, found the end of the input (after 1 tokens)")
        );
        assert_eq!(
            error("3\n1 10\n2 10\n4\n"),
            format!("case 3: k: {any}, found the end of the input (after 6 tokens)")
        );
        assert_eq!(
            error("6 13 7\n"),
            format!("case 2: n: {any}, found the end of the input (after 3 tokens)")
        );
        assert_eq!(
            error("1\n6 13 7\n"),
            "expected the end of the input after 3 tokens, found \"7\" and 0 more"
        );
        assert_eq!(
            error("2\n1 10\n2 10\n4 10\n"),
            "expected the end of the input after 5 tokens, found \"4\" and 1 more"
        );
    }
}
