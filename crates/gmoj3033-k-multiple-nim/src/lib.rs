//! # GMOJ 3033 石子游戏 (POJ 3922, HDU 2486 "A simple stone game"): k-multiple dynamic subtraction
//!
//! One pile of `n` stones, two players alternate. The first move takes `x` stones with
//! `1 <= x <= n - 1`; every later move takes between 1 and `k` times the opponent's last move.
//! Whoever takes the last stone wins. Print the smallest winning first move, or `lose`.
//!
//! ## Rule
//! The losing pile sizes are `a_1 = 1, a_2 = 2, ...` with `a_{j+1} = a_j + a_u`, where `u` is the
//! first index with `k · a_u >= a_j`. Every `n` is a sum of distinct terms in which each term is
//! more than `k` times the next smaller one, and greedy subtraction of the largest term `<=` the
//! rest finds it. If `n` is a term, the first player loses; otherwise the smallest term of its
//! greedy sum is the least winning first move.
//!
//! ## Why
//! This is the spec's construction (`b_i` = the largest sum of `a_1..a_i` with the
//! "more than k times" gaps, `a_{i+1} = b_i + 1`, `b_{i+1} = b_t + a_{i+1}` with `t` the last
//! index with `k · a_t < a_{i+1}`) with `b` eliminated: `b_t = a_{t+1} - 1`, and `t + 1` is the
//! first index `u` with `k · a_u >= a_{i+1}` (`u = 1` gives `b_{i+1} = a_{i+1}`, as `a_1 = 1`).
//! Taking the smallest greedy term `m` leaves a sum whose smallest term is more than `k · m`, so
//! the opponent cannot clear it, and whatever he takes, the mover answers the same way
//! inside that term; from a term itself, every first move leaves such a position to the opponent.
//! As the terms grow, `u` only moves forward, so one pointer builds the sequence in O(L),
//! with L = 748 551 terms for `k = 10^5`, `n = 10^8`; the greedy scan is another O(L).
//!
//! ## Traps
//! `k · a_u` reaches 10^13: 64-bit (saturating here), no floats. The comparison in the spec's
//! form is strict (`k · a_t < a_{i+1}`, "more than k times"). The first move may not take the
//! whole pile, so `n <= k + 1` loses and `n = 2` always loses. Rebuild per test case (`k`
//! changes). Output `Case i: ` with a space, `lose` in lower case.
//!
//! ## Input
//! `t`, then `t` lines `n k` (the statement is in `README.md`). Past the judge's limits: up to
//! [`MAX_CASES`] cases and piles up to [`MAX_PILE_ANSWERED`] are answered (O(k log n) each); a
//! `k` above [`MAX_K`] is refused, since the sequence's memory grows with `k`.
//!
//! ## Tested
//! [`minimal_winning_move`] against [`brute_force`] (a win/lose table over positions
//! (stones left, largest allowed move), built from the rules with
//! [`shared::game::outcome_table`]) for every `n <= 300` and every `k <= 20`, plus
//! `k` in {25, 50, 100, 150, 298, 299, 300, 1000, 10^5}, and for every `n <= 900` with three
//! more `k` (the [`study`] descriptor's check, which `lab verify` runs too; a slow test: every
//! `n <= 600` with every `k <= 50` and 599); on random judge inputs through [`solve`] and
//! [`brute_solve`] (its own input loop); against the spec's form (binary search, two arrays)
//! on pseudo-random `n <= 10^8`, `k <= 10^5` (12 of them, 40 in the full run); the samples,
//! the spec's extra cases, the spec's sequence lengths, CRLF/BOM and bad inputs through
//! [`solve`] in memory.

use proconio::input;
use shared::game::outcome_table;
use shared::input::{Input, InputError};
use shared::num::isqrt;
use std::io::Write;

pub mod baseline;
pub mod study;

/// The judge's largest pile; within it and [`MAX_K`] the solver needs at most 6 MB.
pub const MAX_N: u64 = 100_000_000;
/// The judge's largest multiplier, and the largest answered.
pub const MAX_K: u64 = 100_000;
/// The largest pile answered: about 1.7 million losing sizes (13 MB) with `k = 10^5`.
pub const MAX_PILE_ANSWERED: u64 = 1_000_000_000_000_000_000;
/// The most test cases answered (the judge has at most 20).
pub const MAX_CASES: usize = 100;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "t";
    Pile: u64 = 1..=MAX_PILE_ANSWERED, "n";
    Multiple: u64 = 1..=MAX_K, "k";
}

/// Reads the judge's input and writes `Case i: x` per test case, `x` the least winning first
/// move or `lose`.
///
/// # Errors
/// A malformed or truncated input, `t` outside `1..=MAX_CASES`, a pile outside
/// `1..=MAX_PILE_ANSWERED`, a `k` outside `1..=MAX_K`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    let mut cases = Vec::with_capacity(t);
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: Pile, k: Multiple }
        cases.push((n, k));
    }
    input.context("");
    let mut solver = KMultipleNim::new();
    for (i, (n, k)) in cases.into_iter().enumerate() {
        writeln!(
            out,
            "Case {}: {}",
            i + 1,
            answer(solver.minimal_winning_move(n, k))
        )?;
    }
    Ok(())
}

/// The judge's text for a least winning first move: the number, or `lose`.
pub fn answer(first_move: Option<u64>) -> String {
    first_move.map_or_else(|| "lose".to_string(), |x| x.to_string())
}

/// Solver that keeps its buffer of losing sizes between queries (the judge sends 20 of them).
#[derive(Debug, Clone, Default)]
pub struct KMultipleNim {
    losing: Vec<u64>,
}

impl KMultipleNim {
    /// An empty solver.
    pub fn new() -> Self {
        Self::default()
    }

    /// The smallest first move that wins a pile of `n` with multiplier `k`, or `None` when the
    /// first player loses.
    ///
    /// # Constraints
    /// `n >= 1` (a pile of 1 has no legal first move: `None`), `1 <= n <= 2^62`, `k >= 1`.
    ///
    /// # Complexity
    /// O(L) time, 8·L bytes, L = the number of losing sizes up to `n` (at most `n`; about
    /// 0.4 · k · ln n when `k` is small next to `n`: 748 551 for the judge's worst case).
    ///
    /// # Panics
    /// If `n` or `k` is 0.
    pub fn minimal_winning_move(&mut self, n: u64, k: u64) -> Option<u64> {
        assert!(n >= 1 && k >= 1, "n and k must be positive");
        build_losing_sizes(&mut self.losing, n, k);
        let &last = self.losing.last().unwrap();
        if last == n {
            return None;
        }
        // Greedy from the top; the last term taken is the smallest of the sum.
        let mut rest = n;
        let mut smallest = 0;
        for &term in self.losing.iter().rev() {
            if term <= rest {
                rest -= term;
                smallest = term;
                if rest == 0 {
                    break;
                }
            }
        }
        Some(smallest)
    }
}

/// [`KMultipleNim::minimal_winning_move`] with a fresh buffer.
pub fn minimal_winning_move(n: u64, k: u64) -> Option<u64> {
    KMultipleNim::new().minimal_winning_move(n, k)
}

/// Fills `losing` with the losing sizes `1 = a_1 < a_2 < ...` up to the first one `>= n`.
fn build_losing_sizes(losing: &mut Vec<u64>, n: u64, k: u64) {
    losing.clear();
    losing.push(1);
    // First index u with k · a_u >= the last term; it never passes the last term as k >= 1.
    let mut first_covering = 0;
    let mut last = 1u64;
    while last < n {
        while k.saturating_mul(losing[first_covering]) < last {
            first_covering += 1;
        }
        last += losing[first_covering];
        losing.push(last);
    }
}

/// The pile sizes `1 <= n <= upto` from which the first player loses, by the fast rule.
///
/// # Constraints
/// `k >= 1`, `upto <= 2^62`; the output has about 0.4 · k · ln(upto) entries (at most `upto`).
///
/// # Complexity
/// O(output length).
pub fn losing_sizes(upto: u64, k: u64) -> Vec<u64> {
    assert!(k >= 1, "k must be positive");
    let mut losing = Vec::new();
    build_losing_sizes(&mut losing, upto.max(1), k);
    losing.retain(|&a| a <= upto);
    losing
}

/// Index of the position "`left` stones, at most `cap` may be taken" (`1 <= cap <= left`) in
/// the brute-force table; the empty pile `(0, 0)` is index 0.
fn position_index(left: usize, cap: usize) -> usize {
    left * left.saturating_sub(1) / 2 + cap
}

/// Inverse of [`position_index`] for `index >= 1`.
fn position_at(index: usize) -> (usize, usize) {
    let left = (1 + isqrt(8 * index as u64 - 7) as usize) / 2;
    (left, index - left * (left - 1) / 2)
}

/// Win/lose table of every position `(left, cap)` with `left <= max_left`, indexed by
/// `position_index`, straight from the rules: take `y` in `1..=cap`; taking the last stone
/// wins (the opponent faces the empty pile, which is lost); otherwise the opponent may take up
/// to `min(k · y, left - y)`.
fn capped_outcomes(max_left: usize, k: u64) -> Vec<bool> {
    let upto = position_index(max_left, max_left);
    outcome_table(upto, |index, win, out| {
        if index == 0 {
            return;
        }
        let (left, cap) = position_at(index);
        for y in 1..=cap {
            let rest = left - y;
            let reply = (k.saturating_mul(y as u64)).min(rest as u64) as usize;
            if out.insert(win[position_index(rest, reply)]) {
                return;
            }
        }
    })
}

/// Brute force for every pile `0..=max_n`: entry `n` is the smallest winning first move, or
/// `None` when the first player loses (also for piles 0 and 1, which allow no first move).
///
/// # Constraints
/// `k >= 1`; `max_n` up to about 1000.
///
/// # Complexity
/// O(max_n^3 / 6) moves over O(max_n^2 / 2) positions: 0.03 s for 300, about 1 s for 1000.
pub fn brute_force_upto(max_n: usize, k: u64) -> Vec<Option<u64>> {
    let win = capped_outcomes(max_n.saturating_sub(1), k);
    (0..=max_n)
        .map(|n| {
            (1..n)
                .find(|&x| {
                    let rest = n - x;
                    let reply = (k.saturating_mul(x as u64)).min(rest as u64) as usize;
                    !win[position_index(rest, reply)]
                })
                .map(|x| x as u64)
        })
        .collect()
}

/// [`brute_force_upto`] for one pile: the smallest winning first move from `n` stones with
/// multiplier `k`, or `None`.
///
/// # Constraints
/// `k >= 1`; `n` up to about 1000 (cubic).
pub fn brute_force(n: u64, k: u64) -> Option<u64> {
    brute_force_upto(n as usize, k)[n as usize]
}

/// The largest pile [`brute_solve`] answers (its table is cubic in the pile).
pub const BRUTE_MAX_N: u64 = 1000;

/// The whole input answered from the rules alone, for the stress test: its own reading of `t`
/// and the pairs, [`brute_force`] per case, its own printing (`Case i: ` and the move or
/// `lose`), so that a slip in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with piles up to [`BRUTE_MAX_N`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t = input.read("t", 1..=MAX_CASES)?;
    for case in 1..=t {
        let n = input.read(&format!("case {case}: n"), 1..=BRUTE_MAX_N)?;
        let k = input.read(&format!("case {case}: k"), 1..=MAX_K)?;
        match brute_force(n, k) {
            Some(first) => writeln!(out, "Case {case}: {first}")?,
            None => writeln!(out, "Case {case}: lose")?,
        }
    }
    Ok(())
}

/// Rule-based outcome table: entry `n` (for `n <= upto`) is true when the first player wins a
/// pile of `n`, from [`brute_force_upto`]. The losing `n >= 1` are [`losing_sizes`]`(upto, k)`.
///
/// # Constraints
/// `k >= 1`; `upto` up to about 1000 (cubic).
pub fn outcome_values(upto: usize, k: u64) -> Vec<bool> {
    brute_force_upto(upto, k)
        .iter()
        .map(Option::is_some)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    fn fast_matches_brute_force(max_n: usize, k: u64) {
        let verdict = study::game().verify_with(&[("k", k)], max_n);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn fast_equals_brute_force_for_every_pile_up_to_300_and_every_k_up_to_20() {
        for k in 1..=20 {
            fast_matches_brute_force(300, k);
        }
    }

    #[test]
    fn fast_equals_brute_force_for_larger_k() {
        for k in [25, 50, 100, 150, 298, 299, 300, 1000, MAX_K] {
            fast_matches_brute_force(300, k);
        }
    }

    #[test]
    fn fast_equals_brute_force_up_to_900_for_pseudo_random_k() {
        for k in [3, 17, 64] {
            fast_matches_brute_force(900, k);
        }
    }

    #[test]
    #[ignore = "slow: 51 cubic tables of 600"]
    fn fast_equals_brute_force_for_every_pile_up_to_600_and_every_k_up_to_50() {
        for k in (1..=50).chain([599]) {
            fast_matches_brute_force(600, k);
        }
    }

    #[test]
    fn position_index_round_trips() {
        let mut index = 1;
        for left in 1..=500 {
            for cap in 1..=left {
                assert_eq!(position_index(left, cap), index);
                assert_eq!(position_at(index), (left, cap));
                index += 1;
            }
        }
    }

    #[test]
    fn fast_equals_the_specs_binary_search_form_on_large_piles() {
        binary_search_form_on_large_piles(12);
    }

    /// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
    mod full {
        #[test]
        #[ignore = "full: 40 random piles, half a second"]
        fn fast_equals_the_specs_binary_search_form_on_large_piles() {
            super::binary_search_form_on_large_piles(40);
        }
    }

    /// `random` pseudo-random (n, k), half of them with k <= 30, and the four extreme ones.
    fn binary_search_form_on_large_piles(random: u64) {
        let mut a = vec![0; 1_000_000];
        let mut b = vec![0; 1_000_000];
        let mut rng = ::study::fastrand::Rng::with_seed(0x1234_5678_9abc_def1u64);
        let mut next = move |bound: u64| rng.u64(..bound);
        let mut fast = KMultipleNim::new();
        let mut cases: Vec<(u64, u64)> = (0..random)
            .map(|i| {
                let n = 2 + next(MAX_N - 1);
                // Small k too, where the answers are small and varied.
                let k = 1 + next(if i % 2 == 0 { 30 } else { MAX_K });
                (n, k)
            })
            .collect();
        cases.extend([(MAX_N, MAX_K), (MAX_N, 1), (MAX_N, 2), (MAX_N - 1, MAX_K)]);
        for (n, k) in cases {
            assert_eq!(
                fast.minimal_winning_move(n, k),
                baseline::minimal_winning_move(n, k, &mut a, &mut b),
                "n={n} k={k}"
            );
        }
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(u64, u64, Option<u64>)] = &[
            (16, 1, None),
            (11, 1, Some(1)),
            (32, 2, Some(3)),
            (34, 2, None),
            (19, 3, Some(4)),
            (2, 1, None),
            (2, 100_000, None),
            (3, 1, Some(1)),
            (3, 2, None),
            (4, 1, None),
            (5, 2, None),
            (6, 2, Some(1)),
            (7, 2, Some(2)),
            (8, 3, None),
            (9, 3, Some(1)),
            (10, 3, Some(2)),
            (11, 3, None),
            (12, 1, Some(4)),
            (20, 1, Some(4)),
            (20, 2, Some(2)),
            (100, 2, Some(3)),
            (55, 2, None),
            (56, 2, Some(1)),
            (89, 2, None),
            (144, 2, None),
            (100, 5, Some(4)),
            (101, 5, Some(5)),
            (200, 10, Some(8)),
            (500, 7, Some(3)),
            (17, 2, Some(1)),
            (1000, 1, Some(8)),
            (1024, 1, None),
            (987, 2, None),
            (1000, 100, Some(4)),
            (1000, 999, None),
            (1000, 1000, None),
            (2, 5, None),
            (3, 5, None),
            (4, 5, None),
            (5, 5, None),
            (6, 5, None),
            (7, 5, Some(1)),
            (8, 5, None),
            (9, 5, Some(1)),
        ];
        for &(n, k, expect) in cases {
            assert_eq!(minimal_winning_move(n, k), expect, "n={n} k={k}");
        }
    }

    #[test]
    fn sequence_lengths_for_the_largest_pile() {
        let mut losing = Vec::new();
        for (k, length) in [
            (1, 28),
            (2, 39),
            (10, 167),
            (1000, 12_094),
            (10_000, 97_881),
            (MAX_K, 748_551),
        ] {
            build_losing_sizes(&mut losing, MAX_N, k);
            assert_eq!(losing.len(), length, "k={k}");
            assert!(losing[length - 2] < MAX_N && losing[length - 1] >= MAX_N);
        }
    }

    #[test]
    fn known_families() {
        // k = 1: powers of two, answer = lowest set bit.
        let powers: Vec<u64> = (0..=40).map(|e| 1u64 << e).collect();
        assert_eq!(losing_sizes(1 << 40, 1), powers);
        for n in 2..5000u64 {
            let expect = (!n.is_power_of_two()).then_some(n & n.wrapping_neg());
            assert_eq!(minimal_winning_move(n, 1), expect, "n={n}");
        }
        // k = 2: Fibonacci numbers from 1, 2.
        let mut fib = vec![1u64, 2];
        while fib.len() < 80 {
            fib.push(fib[fib.len() - 1] + fib[fib.len() - 2]);
        }
        assert_eq!(losing_sizes(*fib.last().unwrap(), 2), fib);
        // Up to k + 1 every pile loses.
        for k in [1, 7, 1000, MAX_K] {
            assert_eq!(losing_sizes(k + 1, k), (1..=k + 1).collect::<Vec<_>>());
        }
    }

    #[test]
    fn losing_sizes_agree_with_the_rule_based_table() {
        for k in 1..=6 {
            let win = outcome_values(200, k);
            let losing: Vec<u64> = (1..=200).filter(|&n| !win[n as usize]).collect();
            assert_eq!(losing_sizes(200, k), losing, "k={k}");
        }
    }

    #[test]
    fn edges() {
        assert_eq!(minimal_winning_move(1, 1), None);
        assert_eq!(losing_sizes(0, 3), Vec::<u64>::new());
        assert_eq!(losing_sizes(1, 3), vec![1]);
        // A huge k saturates instead of overflowing: every pile up to k + 1 loses.
        assert_eq!(minimal_winning_move(100, u64::MAX), None);
        // Terms near 2^62 stay exact.
        let top = losing_sizes(1 << 62, 1);
        assert_eq!(top.last(), Some(&(1u64 << 62)));
        assert_eq!(minimal_winning_move((1 << 62) - 1, 1), Some(1));
        assert_eq!(brute_force(1, 4), None);
        assert_eq!(brute_force(2, 4), None);
        assert_eq!(outcome_values(3, 1), vec![false, false, false, true]);
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree_with_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n16 1\n11 100001\n"),
            "case 2: k: expected an integer in 1..=100000, found 100001 (token 5, line 3)"
        );
        assert_eq!(
            error("1\n16 0\n"),
            "case 1: k: expected an integer in 1..=100000, found 0 (token 3, line 2)"
        );
        assert_eq!(
            error("1\n1000000000000000001 2\n"),
            "case 1: n: expected an integer in 1..=1000000000000000000, found 1000000000000000001 \
             (token 2, line 2)"
        );
        // A pile of 0 stones is no game.
        assert_eq!(
            error("2\n16 1\n0 1\n"),
            "case 2: n: expected an integer in 1..=1000000000000000000, found 0 (token 4, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "t: expected an integer in 1..=100, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n16 1\n"),
            "t: expected an integer in 1..=100, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n16 1\n7\n"),
            "expected the end of the input after 3 tokens, found \"7\" and 0 more"
        );
        // Past the judge's limits: a pile of 1 (no first move) and the largest pile.
        assert_eq!(
            run_str(solve, "2\n1 3\n1000000000000000000 1\n").unwrap(),
            "Case 1: lose\nCase 2: 262144\n"
        );
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn k_zero_is_rejected() {
        minimal_winning_move(10, 0);
    }
}
