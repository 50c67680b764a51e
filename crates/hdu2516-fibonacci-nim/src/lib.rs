//! # HDU 2516 取石子游戏: Fibonacci Nim
//!
//! One heap of `n` stones, two players alternate. The first move takes 1 to `n - 1` stones (not
//! the whole heap); every later move takes at least one stone and at most twice what the
//! opponent just took. Whoever takes the last stone wins. Print `First win` or `Second win`.
//!
//! ## Rule
//! The first player loses iff `n` is a Fibonacci number `1, 2, 3, 5, 8, 13, ...` (each term the
//! sum of the two before). This is GMOJ 3033 (k-multiple Nim) with `k = 2`, and the losing
//! sizes come from that crate's solver, [`gmoj3033_k_multiple_nim::losing_sizes`], which builds
//! `a_1 = 1, a_2 = 2, a_(j+1) = a_j + a_u` with `u` the first index where `2·a_u >= a_j` (its doc
//! proves that these lose for any `k`). For `k = 2` they are the Fibonacci numbers: if
//! `a_1..a_j` are, then `2·a_(j-2) < a_(j-2) + a_(j-1) = a_j <= 2·a_(j-1)` (the terms increase),
//! so `u = j - 1` and `a_(j+1) = a_j + a_(j-1)`; the start is `1, 2, 2 + 1 = 3`.
//!
//! The direct argument (Whinihan, 1963). Write `r >= 1` as its Zeckendorf sum (a sum of
//! distinct, non-consecutive Fibonacci numbers, unique) and let `z(r)` be its smallest term.
//! Call a position "`r` left, at most `c` may be taken" *good* when `z(r) <= c`.
//! - From a good position, take `z(r)`: either that was the last stone, or the rest has a
//!   smallest term `F_(i+2)` or larger next to `z(r) = F_i`, and `F_(i+2) > 2·F_i`, so the
//!   opponent, allowed `2·z(r)`, is in a position that is not good.
//! - From a position that is not good, every take `t <= c < z(r) = F_j` leaves a good one. The
//!   rest is `R + (F_j - t)` with `R` the larger terms; the Zeckendorf sum of `s = F_j - t` has
//!   terms below `F_j`, non-consecutive with those of `R`, so `z` of the rest is `z(s) = F_i`.
//!   Non-consecutive terms between `F_i` and `F_(j-1)` add up to at most `F_j - F_(i-1)`
//!   (`F_0 = 1` here; by induction on the largest term `F_m`: the others add up to at most
//!   `F_(m-1) - F_(i-1)`, and `F_m + F_(m-1) <= F_j`), so `t = F_j - s >= F_(i-1)` and
//!   `z(s) = F_i <= 2·F_(i-1) <= 2t`: the opponent may take it.
//!
//! By induction on `r`, good positions are won (a move to a position that is not good, or the
//! last stone) and the others lost (every move, if any, leads to a good one). The first player
//! starts with `c = n - 1`: he wins iff `z(n) < n`, iff `n` is not itself a Fibonacci number.
//!
//! ## Complexity
//! The 86 Fibonacci numbers up to 10^18 are built once; each case is then a binary search, O(log
//! 86). 10^5 cases below 2^31 take 24 to 35 ms and 6 to 7.5 MiB, most of it reading and
//! writing (`lab stress hdu2516-fibonacci-nim --worst`, release build, 2-core AMD EPYC VM at
//! load 4).
//!
//! ## Input
//! One `n` per line until a line `0` (not processed) or the end of the input, whichever comes
//! first; tokens after the `0` are refused, and so is an empty input. Past the judge's limits
//! (`2 <= n < 2^31`), any number of cases and every `n` up to [`MAX_N`] = 10^18 are answered
//! (the rule is exact in 64 bits); `n = 1` allows no first move, so the first player loses.
//!
//! ## Traps
//! The first move may not take the whole heap, so 2 and 3 lose. Fibonacci numbers overflow
//! `i32` right after 1836311903 (generate them in 64 bits); `n` up to `2^31 - 1` needs 64 bits.
//! The phrases are exact: `First win`, `Second win`.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force_upto`] (the least winning cap of every heap,
//! from the rules alone) for every `n <= 20 000` (the [`study`] descriptor's check, which `lab
//! verify` runs too; every `n <= 200 000` in a slow test); the threshold table against
//! [`brute_force`] (a memoised search of [`moves`] with [`shared::game::GameTree`]) for every
//! `n <= 150`; the losing sizes equal to the Fibonacci recurrence up to 10^18; random judge
//! inputs through [`solve`] and [`brute_solve`]; the samples, the spec's extra cases, CRLF/BOM
//! and bad inputs in memory.

use gmoj3033_k_multiple_nim::losing_sizes;
use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The largest heap answered.
pub const MAX_N: u64 = 1_000_000_000_000_000_000;

shared::ranged! {
    Stones: u64 = 0..=MAX_N, "n";
}

/// Reads one `n` per line until `0` or the end of the input and writes `First win` or
/// `Second win` per heap.
///
/// # Errors
/// An empty input, a token that is not an integer in `0..=MAX_N`, a token after the `0`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let game = FibonacciNim::new();
    let mut case = 0usize;
    // The first read happens even on an empty input, which it refuses.
    loop {
        case += 1;
        input.context(format!("case {case}"));
        input! { from &mut *input, n: Stones }
        if n == 0 {
            break;
        }
        writeln!(out, "{}", verdict(game.first_player_wins(n)))?;
        if input.tokens_left() == 0 {
            break;
        }
    }
    input.context("");
    Ok(())
}

/// The judge's phrase for the winner.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "First win"
    } else {
        "Second win"
    }
}

/// The losing heaps up to [`MAX_N`], kept for many queries.
#[derive(Debug, Clone)]
pub struct FibonacciNim {
    /// GMOJ 3033's losing sizes with `k = 2`: 1, 2, 3, 5, 8, ... (86 numbers up to 10^18).
    losing: Vec<u64>,
}

impl Default for FibonacciNim {
    fn default() -> Self {
        Self::new()
    }
}

impl FibonacciNim {
    /// Builds the losing heaps up to [`MAX_N`].
    ///
    /// # Complexity
    /// O(86): GMOJ 3033's construction with `k = 2`.
    pub fn new() -> Self {
        FibonacciNim {
            losing: losing_sizes(MAX_N, 2),
        }
    }

    /// Whether the first player wins a heap of `n`.
    ///
    /// # Constraints
    /// `1 <= n <= MAX_N` (`n = 1` allows no first move: a loss).
    ///
    /// # Complexity
    /// O(log 86): a binary search.
    ///
    /// # Panics
    /// If `n` is 0 or above [`MAX_N`].
    pub fn first_player_wins(&self, n: u64) -> bool {
        assert!((1..=MAX_N).contains(&n), "a heap in 1..=10^18, found {n}");
        self.losing.binary_search(&n).is_err()
    }
}

/// [`FibonacciNim::first_player_wins`] with the table built for this one call.
pub fn first_player_wins(n: u64) -> bool {
    FibonacciNim::new().first_player_wins(n)
}

/// The moves from "`left` stones, at most `cap` may be taken", straight from the rules: take
/// `t` in `1..=min(left, cap)`, and the opponent may then take up to `2t` of the `left - t`
/// that remain. Taking the last stone leads to `(0, 0)`, where the player to move has lost.
pub fn moves(&(left, cap): &(u64, u64)) -> Vec<(u64, u64)> {
    (1..=cap.min(left))
        .map(|t| (left - t, (2 * t).min(left - t)))
        .collect()
}

/// Whether the first player wins a heap of `n` (`n >= 1`), by a memoised search of [`moves`]
/// from `(n, n - 1)`: the first move may take anything but the whole heap.
///
/// # Constraints
/// Small `n`: about `n²/2` positions with up to `n` moves each (a few hundred at most).
pub fn brute_force(n: u64) -> bool {
    assert!(n >= 1, "a heap of at least one stone");
    GameTree::new(moves).wins(&(n, n - 1))
}

/// For every heap `r` in `0..=upto`, the least cap with which the player to move from `r`
/// wins (entry 0 is unused), from the rules alone.
///
/// A larger cap only adds moves, so the player to move wins from `r` with cap `c` iff `c` is at
/// least this threshold `f(r) <= r` (taking everything wins). Taking `t` wins iff `t = r` or the
/// opponent, allowed `min(2t, r - t)`, loses: `2t < f(r - t)`. So `f(r)` is `r` or the least
/// smaller `t` with `2t < f(r - t)`.
///
/// # Constraints
/// `upto` up to a few hundred thousand.
///
/// # Complexity
/// O(Σ_r f(r)) steps, mostly short scans (the least winning take is small for most `r`):
/// 2·10^5 heaps in well under a second.
pub fn threshold_table(upto: usize) -> Vec<usize> {
    let mut least_winning_cap = vec![0; upto + 1];
    for r in 1..=upto {
        least_winning_cap[r] = (1..r)
            .find(|&t| 2 * t < least_winning_cap[r - t])
            .unwrap_or(r);
    }
    least_winning_cap
}

/// Whether the first player wins, for every heap in `0..=upto` (false for 0 and 1): he starts
/// with cap `n - 1`, so he wins iff the threshold of `n` is below `n`.
///
/// # Constraints and complexity
/// As [`threshold_table`].
pub fn brute_force_upto(upto: usize) -> Vec<bool> {
    let threshold = threshold_table(upto);
    (0..=upto).map(|n| n >= 1 && threshold[n] < n).collect()
}

/// The largest heap [`brute_solve`] tables.
pub const BRUTE_MAX_N: u64 = 200_000;

/// The brute force on the judge's input, with an input loop of its own: collects the heaps up
/// to a `0` or the end, tables [`brute_force_upto`] up to the largest one and prints its
/// answers.
///
/// # Errors
/// No token, a token that is not an integer in `0..=MAX_N`, tokens after the `0`, a heap above
/// [`BRUTE_MAX_N`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut heaps = Vec::new();
    let mut ended_by_zero = false;
    while input.tokens_left() > 0 && !ended_by_zero {
        match input.read("n", 0..=MAX_N)? {
            0 => ended_by_zero = true,
            n => heaps.push(n),
        }
    }
    if heaps.is_empty() && !ended_by_zero {
        return Err(InputError::new("expected a heap or 0, found no token"));
    }
    let largest = heaps.iter().copied().max().unwrap_or(0);
    if largest > BRUTE_MAX_N {
        return Err(InputError::new(format!(
            "the brute force tables heaps up to {BRUTE_MAX_N}, found {largest}"
        )));
    }
    let wins = brute_force_upto(largest as usize);
    for n in heaps {
        let line = if wins[n as usize] {
            "First win"
        } else {
            "Second win"
        };
        writeln!(out, "{line}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_equals_the_threshold_table_for_every_heap_up_to_20000() {
        let verdict = study::game().verify_with(&[], 20_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 2·10^5 heaps"]
    fn fast_equals_the_threshold_table_for_every_heap_up_to_200000() {
        let verdict = study::game().verify_with(&[], 200_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn the_threshold_table_equals_the_memoised_search_up_to_150() {
        let wins = brute_force_upto(150);
        // One shared search, so every position is solved once.
        let mut tree = GameTree::new(moves);
        for (n, &expect) in wins.iter().enumerate().skip(1) {
            let n = n as u64;
            assert_eq!(tree.wins(&(n, n - 1)), expect, "n = {n}");
        }
        assert!(!brute_force(13) && brute_force(12) && !brute_force(1) && !brute_force(2));
    }

    #[test]
    fn the_losing_sizes_are_the_fibonacci_numbers_up_to_10_pow_18() {
        let game = FibonacciNim::new();
        let mut fibonacci = vec![1u64, 2];
        while let Some(next) = fibonacci[fibonacci.len() - 2]
            .checked_add(fibonacci[fibonacci.len() - 1])
            .filter(|&f| f <= MAX_N)
        {
            fibonacci.push(next);
        }
        assert_eq!(game.losing, fibonacci);
        assert_eq!(fibonacci.len(), 86);
        for &f in &fibonacci {
            assert!(!game.first_player_wins(f), "{f}");
            // Neighbours win from 5 on (below, 1, 2, 3 are all Fibonacci numbers).
            if f >= 5 {
                assert!(
                    game.first_player_wins(f - 1) && game.first_player_wins(f + 1),
                    "{f}"
                );
            }
        }
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let losing = [
            1,
            2,
            3,
            5,
            8,
            13,
            21,
            34,
            89,
            144,
            75_025,
            1_134_903_170,
            1_836_311_903,
        ];
        let winning = [
            4,
            6,
            7,
            22,
            33,
            35,
            100,
            10_000,
            75_024,
            2_147_483_647,
            MAX_N,
        ];
        for n in losing {
            assert!(!first_player_wins(n), "n = {n}");
        }
        for n in winning {
            assert!(first_player_wins(n), "n = {n}");
        }
    }

    #[test]
    fn the_brute_force_gives_every_small_sample() {
        for (path, input, expected) in ::study::contract::samples(env!("CARGO_MANIFEST_DIR")) {
            let largest = input
                .split_whitespace()
                .map(|t| t.parse::<u64>().unwrap())
                .max();
            if largest.unwrap() <= BRUTE_MAX_N {
                let got = run_str(brute_solve, &input).unwrap();
                let same = got.split_whitespace().eq(expected.split_whitespace());
                assert!(same, "{}: {got:?}", path.display());
            }
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract_for(
            ::study::contract::Layout::Eof,
            solve,
            env!("CARGO_MANIFEST_DIR"),
            &[],
        );
    }

    #[test]
    fn random_cases_agree_with_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn the_input_ends_at_0_or_at_the_end() {
        let answer = |input: &str| run_str(solve, input).unwrap();
        assert_eq!(
            answer("2\n13\n10000\n"),
            "Second win\nSecond win\nFirst win\n"
        );
        assert_eq!(answer("4\n0\n"), "First win\n");
        assert_eq!(answer("0\n"), "");
        assert_eq!(answer("1\n0"), "Second win\n");
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error(""),
            "case 1: n: expected an integer in 0..=1000000000000000000, found the end of the \
             input (after 0 tokens)"
        );
        assert_eq!(
            error("4\n0\n5\n"),
            "expected the end of the input after 2 tokens, found \"5\" and 0 more"
        );
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        let range = "expected an integer in 0..=1000000000000000000";
        assert_eq!(
            error("4\n1000000000000000001\n0\n"),
            format!("case 2: n: {range}, found 1000000000000000001 (token 2, line 2)")
        );
        assert_eq!(
            error("4\n-1\n0\n"),
            format!("case 2: n: {range}, found \"-1\" (token 2, line 2)")
        );
        // Past the judge's 2^31: 10^12 and the largest heap, 10^18 (no Fibonacci number).
        assert_eq!(
            run_str(solve, "1000000000000\n1000000000000000000\n0\n").unwrap(),
            "First win\nFirst win\n"
        );
        // The largest Fibonacci number up to 10^18, F(86) from 1, 2.
        assert_eq!(
            run_str(solve, "679891637638612258\n0\n").unwrap(),
            "Second win\n"
        );
    }

    #[test]
    #[should_panic(expected = "a heap in 1..=10^18")]
    fn a_heap_of_0_is_refused() {
        first_player_wins(0);
    }
}
