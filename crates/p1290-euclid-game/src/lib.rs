//! # Luogu P1290 欧几里德的游戏: Euclid's game
//!
//! Two positive integers; Stan moves first, then Ollie. A move subtracts a positive multiple
//! `k·small` of the smaller number from the larger one, leaving it `>= 0` (equal numbers: either
//! is "the larger"). The player whose move produces 0 wins. Print `Stan wins` or `Ollie wins`.
//!
//! ## Rule
//! With `a >= b > 0` and `q = a / b`, the player to move wins if `q >= 2` or `b` divides `a`;
//! otherwise (`b < a < 2b`) the only move is to `(b, a - b)` and the outcome flips.
//! [`first_player_wins`] follows the Euclidean algorithm until the first such quotient:
//! O(log max(a, b)) steps (at most 45 below 2^31, on consecutive Fibonacci numbers).
//!
//! Why `q >= 2` wins: from `(a, b)` the mover can reach both `(b + a mod b, b)` (subtract
//! `(q - 1)·b`) and `(b, a mod b)` (subtract `q·b`), and the only move from the first is to the
//! second. One of these two is lost for the player to move there, and the mover hands that one
//! over. When `b` divides `a`, subtracting `q·b` reaches 0 at once.
//!
//! ## Traps
//! Equal numbers (Stan wins at once); the smaller number given first; quotients near 2^31
//! (`1 2147483647`), so never subtract one `b` at a time; no `!` in the output.
//!
//! ## Input
//! `C`, then `C` pairs (Luogu); or, with an even number of tokens, pairs ended by `0 0` (POJ
//! 2348). Past the judge's limits the rule stays exact: up to [`MAX_CASES`] pairs of any
//! positive 64-bit numbers are answered; no pair (`C = 0`) and a single 0 are refused.
//!
//! ## Tested
//! [`first_player_wins`] against [`outcome_grid`] (the rules tabled with
//! [`shared::game::outcome_table`]) on every pair with `1 <= a, b <= 200` (the [`study`]
//! descriptor's check, which `lab verify` runs too), and the grid against [`brute_force`] (a
//! search over the rules with [`shared::game::GameTree`]) on the same pairs; against
//! [`brute_force`] on consecutive Fibonacci pairs up to 2^31, on pseudo-random pairs built from
//! small continued-fraction quotients up to 2^31; [`solve`] against [`brute_solve`] (its own
//! input loop) on random judge inputs in both layouts; the spec's samples
//! and extra cases, both layouts, CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::{outcome_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most pairs answered (the judge has at most 6).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "C";
    PositiveM: u64 = 1..=u64::MAX, "M";
    PositiveN: u64 = 1..=u64::MAX, "N";
    NumberM: u64 = 0..=u64::MAX, "M";
    NumberN: u64 = 0..=u64::MAX, "N";
}

/// Reads the judge's input and writes `Stan wins` or `Ollie wins` per pair.
///
/// Two layouts: Luogu's (`C`, then `C` pairs: an odd number of tokens), and the original
/// contest's (pairs until the pair `0 0`: an even number of tokens).
///
/// # Errors
/// A malformed or truncated input, `C` outside `1..=MAX_CASES`, a 0 in a pair (other than the
/// final `0 0`), no pair before `0 0`, more than [`MAX_CASES`] pairs.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut pairs = Vec::new();
    if input.tokens_left() % 2 == 1 {
        input! { from &mut *input, c: Cases }
        // At most one pair per two tokens left: no allocation for a count the input lacks.
        pairs.reserve(c.min(input.tokens_left() / 2));
        for i in 1..=c {
            input.context(format!("case {i}"));
            input! { from &mut *input, m: PositiveM, n: PositiveN }
            pairs.push((m, n));
        }
    } else {
        loop {
            let i = pairs.len() + 1;
            input.context(format!("case {i}"));
            input! { from &mut *input, m: NumberM, n: NumberN }
            match (m, n) {
                (0, 0) if i == 1 => {
                    return Err(InputError::new(
                        "case 1: expected a pair of positive numbers before the final 0 0, \
                         found 0 0",
                    ))
                }
                (0, 0) => break,
                (0, _) | (_, 0) => {
                    return Err(InputError::new(format!(
                        "case {i}: expected two positive numbers (or 0 0 to end), found {m} {n}"
                    )))
                }
                _ if i > MAX_CASES => {
                    return Err(InputError::new(format!(
                        "case {i}: expected at most {MAX_CASES} pairs before 0 0, found more"
                    )))
                }
                _ => pairs.push((m, n)),
            }
        }
    }
    input.context("");
    for (m, n) in pairs {
        writeln!(out, "{}", verdict(m, n))?;
    }
    Ok(())
}

/// Whether the first player (Stan) wins from the numbers `m` and `n`, in either order.
///
/// # Constraints
/// `m, n >= 1`; any `u64` values (the judge's are below 2^31).
///
/// # Complexity
/// O(log max(m, n)) divisions: the Euclidean algorithm, stopped early.
///
/// # Panics
/// If `m` or `n` is 0.
pub fn first_player_wins(m: u64, n: u64) -> bool {
    assert!(m > 0 && n > 0, "Euclid's game needs two positive numbers");
    let (mut big, mut small) = (m.max(n), m.min(n));
    let mut first_to_move = true;
    // A forced single move (quotient 1, remainder > 0) hands the turn over.
    while big % small != 0 && big / small == 1 {
        (big, small) = (small, big - small);
        first_to_move = !first_to_move;
    }
    first_to_move
}

/// The judge's answer line for the numbers `m` and `n`: `"Stan wins"` or `"Ollie wins"`.
///
/// # Constraints and complexity
/// As [`first_player_wins`].
pub fn verdict(m: u64, n: u64) -> &'static str {
    if first_player_wins(m, n) {
        "Stan wins"
    } else {
        "Ollie wins"
    }
}

/// The moves from a position, straight from the rules: subtract `k·small` (k >= 1) from the
/// larger number while it stays `>= 0`. A position holding a 0 has no moves: the player who
/// made that 0 has already won, so the player to move there has lost (normal play).
fn moves(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    if a == 0 || b == 0 {
        return Vec::new();
    }
    if a >= b {
        (1..=a / b).map(|k| (a - k * b, b)).collect()
    } else {
        (1..=b / a).map(|k| (a, b - k * a)).collect()
    }
}

/// Whether the first player wins from `(m, n)`, by exhaustive search of the rules (memoised,
/// explicit stack).
///
/// # Constraints
/// `m, n >= 1`. The search visits every position reachable from `(m, n)` and lists all moves
/// of each, O(Σ q_i^2) for the continued-fraction quotients `q_i` of `m / n`: fine when every
/// quotient is below a few thousand, hopeless for `(1, 2^31 - 1)`.
pub fn brute_force(m: u64, n: u64) -> bool {
    assert!(m > 0 && n > 0, "Euclid's game needs two positive numbers");
    GameTree::new(moves).wins(&(m, n))
}

/// The largest number [`brute_solve`] answers (its search follows every subtraction).
pub const BRUTE_MAX: u64 = 2_000;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// both layouts (an odd number of tokens: `C` and the pairs; otherwise pairs up to `0 0`),
/// [`brute_force`] per pair, its own printing, so that a slip in [`solve`]'s input loop (the
/// layout test, the final `0 0`) or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with numbers up to [`BRUTE_MAX`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let counted = input.tokens_left() % 2 == 1;
    let count = if counted {
        input.read("C", 1..=MAX_CASES)?
    } else {
        MAX_CASES + 1
    };
    for case in 1..=count {
        let m = input.read(&format!("case {case}: M"), 0..=BRUTE_MAX)?;
        let n = input.read(&format!("case {case}: N"), 0..=BRUTE_MAX)?;
        if !counted && case > 1 && (m, n) == (0, 0) {
            return Ok(());
        }
        if m == 0 || n == 0 {
            return Err(InputError::new(format!("case {case}: a 0 in {m} {n}")));
        }
        let stan = brute_force(m, n);
        writeln!(out, "{}", if stan { "Stan wins" } else { "Ollie wins" })?;
    }
    if counted {
        Ok(())
    } else {
        Err(InputError::new(format!(
            "more than {MAX_CASES} pairs before 0 0"
        )))
    }
}

/// The outcome of every position `(a, b)` with `0 <= a, b <= size`, from the rules alone:
/// `grid[a][b]` is true when the player to move wins.
///
/// Row and column 0 are positions where the previous move produced 0: the game is over and
/// the player to move has lost, so they are all `false` (this makes "a move to 0 wins" a plain
/// move to a lost position).
///
/// # Constraints
/// `size` up to a few thousand: (size + 1)^2 booleans.
///
/// # Complexity
/// O(size^2 · log size) time (the moves from `(a, b)` number `max / min`), O(size^2) memory.
///
/// # Example
/// In `outcome_grid(8)`, (5, 5) and (3, 5) are won, (2, 3) and (8, 5) lost, and so are (0, 4)
/// and (4, 0) (`tests::the_example_grid`).
pub fn outcome_grid(size: usize) -> Vec<Vec<bool>> {
    let side = size + 1;
    // Row-major index a·side + b: every move lowers one coordinate and keeps the other, so it
    // leads to a smaller index, as `outcome_table` requires.
    let flat = outcome_table(side * side - 1, |index, win, out| {
        let (a, b) = (index / side, index % side);
        out.extend(
            moves(&(a as u64, b as u64))
                .into_iter()
                .map(|(x, y)| win[x as usize * side + y as usize]),
        );
    });
    flat.chunks(side).map(<[bool]>::to_vec).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_grid() {
        let grid = outcome_grid(8);
        assert!(grid[5][5] && grid[3][5] && !grid[2][3] && !grid[8][5]);
        assert!(!grid[0][4] && !grid[4][0]);
    }
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    const BOUND: usize = 200;

    #[test]
    fn fast_equals_the_outcome_grid_on_every_pair_up_to_200() {
        let verdict = study::game().verify_with(&[], BOUND);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn brute_force_equals_the_outcome_grid_on_every_pair_up_to_200() {
        let grid = outcome_grid(BOUND);
        assert_eq!(grid.len(), BOUND + 1);
        assert!(grid[0].iter().all(|&w| !w) && grid.iter().all(|row| !row[0]));
        // One shared search, so all 40,000 pairs cost one pass over the positions.
        let mut tree = GameTree::new(moves);
        for (a, row) in grid.iter().enumerate().skip(1) {
            for (b, &win) in row.iter().enumerate().skip(1) {
                assert_eq!(tree.wins(&(a as u64, b as u64)), win, "({a}, {b})");
            }
        }
    }

    /// The pair whose continued fraction has the given quotients (the last one >= 1): the
    /// Euclidean algorithm on it sees exactly these quotients.
    fn pair_with_quotients(quotients: &[u64]) -> (u64, u64) {
        let (mut big, mut small) = (1u64, 0u64);
        for &q in quotients.iter().rev() {
            (big, small) = (q * big + small, big);
        }
        (big, small)
    }

    #[test]
    fn fast_equals_brute_force_on_fibonacci_pairs_up_to_2_pow_31() {
        let (mut small, mut big) = (1u64, 1u64);
        while big < 1 << 31 {
            for (m, n) in [(big, small), (small, big)] {
                assert_eq!(first_player_wins(m, n), brute_force(m, n), "({m}, {n})");
            }
            (small, big) = (big, small + big);
        }
    }

    #[test]
    fn fast_equals_brute_force_on_random_pairs_with_small_quotients() {
        let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15);
        let mut checked = 0;
        while checked < 2000 {
            let len = 1 + rng.u64(..) % 25; // below 4.3^25 < 2^60: no overflow
            let quotients: Vec<u64> = (0..len).map(|_| 1 + rng.u64(..) % 4).collect();
            let (big, small) = pair_with_quotients(&quotients);
            // A common factor keeps the quotients, so the outcome too.
            let scale = 1 + rng.u64(..) % 3;
            let (m, n) = if rng.u64(..) % 2 == 0 {
                (big * scale, small * scale)
            } else {
                (small * scale, big * scale)
            };
            if m >= 1 << 31 || n >= 1 << 31 {
                continue;
            }
            assert_eq!(first_player_wins(m, n), brute_force(m, n), "({m}, {n})");
            checked += 1;
        }
    }

    #[test]
    fn random_pairs_up_to_3000_agree_with_brute_force() {
        let mut rng = ::study::fastrand::Rng::with_seed(12345);
        for _ in 0..150 {
            let m = 1 + rng.u64(..) % 3000;
            let n = 1 + rng.u64(..) % 3000;
            assert_eq!(first_player_wins(m, n), brute_force(m, n), "({m}, {n})");
        }
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(u64, u64, &str)] = &[
            (25, 7, "Stan wins"),
            (24, 15, "Ollie wins"),
            (1, 1, "Stan wins"),
            (5, 5, "Stan wins"),
            (1, 2, "Stan wins"),
            (2, 3, "Ollie wins"),
            (3, 5, "Stan wins"),
            (5, 8, "Ollie wins"),
            (8, 13, "Stan wins"),
            (34, 12, "Stan wins"),
            (15, 24, "Ollie wins"),
            (4, 7, "Stan wins"),
            (7, 4, "Stan wins"),
            (11, 7, "Ollie wins"),
            (1, 100, "Stan wins"),
            (100, 1, "Stan wins"),
            (99, 100, "Ollie wins"),
            (100, 99, "Ollie wins"),
            (144, 89, "Ollie wins"),
            (89, 55, "Stan wins"),
            (13, 21, "Ollie wins"),
            (21, 34, "Stan wins"),
            (12, 30, "Stan wins"),
        ];
        for &(m, n, expect) in cases {
            assert_eq!(verdict(m, n), expect, "({m}, {n})");
        }
    }

    #[test]
    fn edge_values() {
        let top = (1u64 << 31) - 1;
        assert!(first_player_wins(1, top));
        assert!(first_player_wins(top, top));
        // 2^31 - 2 and 2^31 - 1: quotient 1, then (2^31 - 2, 1) has quotient >= 2.
        assert!(!first_player_wins(top - 1, top));
        // Far beyond the judge's range nothing overflows: one forced move to (2^64 - 2, 1).
        assert!(!first_player_wins(u64::MAX, u64::MAX - 1));
        // Consecutive Fibonacci numbers F(k) < F(k+1): the loser alternates with k.
        assert!(!first_player_wins(1_134_903_170, 1_836_311_903)); // F(45), F(46)
        assert!(first_player_wins(701_408_733, 1_134_903_170)); // F(44), F(45)
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
    fn the_contest_layout_ends_with_0_0() {
        assert_eq!(
            run_str(solve, "25 7\n24 15\n0 0\n").unwrap(),
            "Stan wins\nOllie wins\n"
        );
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("25 7\n24 15\n"),
            "case 3: M: expected an integer in 0..=18446744073709551615, found the end of the \
             input (after 4 tokens)"
        );
        assert_eq!(
            error("25 7\n0 15\n0 0\n1 2\n"),
            "case 2: expected two positive numbers (or 0 0 to end), found 0 15"
        );
        assert_eq!(
            error("0 0\n"),
            "case 1: expected a pair of positive numbers before the final 0 0, found 0 0"
        );
        assert_eq!(
            error("25 7\n0 0\n5 6\n"),
            "expected the end of the input after 4 tokens, found \"5\" and 1 more"
        );
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n25 7\n0 15\n"),
            "case 2: M: expected an integer in 1..=18446744073709551615, found 0 (token 4, line 3)"
        );
        assert_eq!(
            error("1\n25 18446744073709551616\n"),
            "case 1: N: expected an integer in 1..=18446744073709551615, found \
             \"18446744073709551616\" (token 3, line 2)"
        );
        assert_eq!(
            error("0\n"),
            "C: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n1 2\n"),
            "C: expected an integer in 1..=1000000, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n5 5\n6 7\n"),
            "expected the end of the input after 3 tokens, found \"6\" and 1 more"
        );
        // Past the judge's limits: the largest 64-bit numbers.
        assert_eq!(
            run_str(solve, "1\n18446744073709551615 18446744073709551614\n").unwrap(),
            "Ollie wins\n"
        );
    }

    #[test]
    #[should_panic(expected = "positive")]
    fn zero_is_rejected() {
        first_player_wins(0, 5);
    }
}
