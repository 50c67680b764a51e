//! # HDU 7287 Alice Game: kill a short segment, or k monsters out of the middle of a long one
//!
//! `n` monsters stand in a row; Alice moves first. A move picks a maximal run (segment) of
//! surviving monsters of length `L`: if `L <= k` it kills the whole segment; if `L > k` it kills
//! `k` consecutive monsters so that two non-empty segments remain (`a + b = L - k`, `a, b >= 1`;
//! no move when `L = k + 1`). The player who cannot move loses. Input: `T`, then `k n` per case.
//!
//! ## Rule
//! Segments are independent games, so by Sprague–Grundy a segment of length `L` has
//! `g(0) = 0`, `g(L) = 1` for `1 <= L <= k`, and `g(L) = mex{ g(a) xor g(L-k-a) : 1 <= a <= L-k-1 }`
//! above. For `k >= 2` the values are periodic with period `4k + 2` from `L = 1` on; with
//! `r = L mod (4k+2)`: `r` in `1..=k` gives 1, `k+1` gives 0, `k+2..=2k+1` gives 1,
//! `2k+2..=3k+1` gives 2, `3k+2` gives 1, `3k+3..=4k+1` and 0 give 2 ([`segment_grundy`]).
//! So for `k >= 2` and `n >= 1`, **Bob wins iff `n mod (4k+2) = k+1`**. Intuition for most of
//! it: when `n - k >= 2` is even Alice cuts out the middle and mirrors Bob on the twin half.
//! For `k = 1`, `g(L) = L mod 2` by induction: every split of `L >= 3` leaves pieces with
//! `a + b = L - 1`, all worth `(L - 1) mod 2`, so the mex is 1 exactly when `L` is odd (and a run
//! of 2 has no move). So Bob wins iff `n` is even.
//!
//! ## Complexity
//! O(1) per case, 64-bit values (the period is computed in `u128`, so any `u64` input is safe).
//!
//! ## Traps
//! Input order is `k n`. `k = 1` breaks the `4k+2` pattern (outside the stated `2 <= k`, handled
//! anyway). `n = 0`: Alice has no move, so `Bob` (the bare formula would say Alice).
//! `k = 0` is not a game (a move could kill nothing) and is rejected.
//!
//! ## Input
//! `T`, then `T` lines `k n` (inferred from stored solutions; the statement was not found).
//! Past the judge's limits: every `k >= 1` and `n` up to 2^64 − 1 is answered exactly (O(1) in
//! `u128`), and up to [`MAX_CASES`] cases; `k = 0` (not a game) and `T = 0` are refused.
//!
//! ## Tested
//! [`segment_grundy`] and [`alice_wins`] against the rule-based [`grundy_values`]
//! (`shared::game::grundy_table`, mex over the XORs of the two pieces) for every `1 <= k <= 12`
//! and `0 <= n <= 300` (the [`study`] descriptor's check, which `lab verify` runs too), and for
//! pseudo-random `k <= 60` up to 2000; [`solve`] against [`brute_solve`] (its own input loop,
//! [`brute_force`] per case) on random judge inputs;
//! the Grundy table itself against a direct win/lose search over multisets of segments
//! (`shared::game::GameTree`) for `k <= 5`, `n <= 26`; the periods (14 from 1 for `k = 3`,
//! `4k + 2` from 1 for `2 <= k <= 12`, 2 from 0 for `k = 1`) are the descriptor's
//! `known_periods`, asserted by the lab's tests; the spec's extra cases; samples and bad inputs
//! through [`solve`] in memory.

use proconio::input;
use shared::game::{grundy_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most cases answered (the judge has at most 10^4).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    Kill: u64 = 1..=u64::MAX, "k";
    Monsters: u64 = 0..=u64::MAX, "n";
}

/// Reads the judge's input and writes `Alice` or `Bob` for each case, in input order.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `k = 0`, a value past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    // Grows with the pairs actually read, so a huge `T` over a short input costs nothing.
    let mut cases = Vec::new();
    for i in 1..=t {
        input.context(format!("case {i}"));
        // A move kills k monsters: k = 0 would be a pass, not a game.
        input! { from &mut *input, k: Kill, n: Monsters }
        cases.push((n, k));
    }
    input.context("");
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

/// The Grundy value of one segment of `len` monsters when a move kills `k`.
///
/// # Constraints
/// `k >= 1`; any `len` (`u64`).
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `k == 0`.
pub fn segment_grundy(len: u64, k: u64) -> u32 {
    assert!(k >= 1, "k must be at least 1");
    if k == 1 {
        return (len % 2) as u32;
    }
    if len == 0 {
        return 0;
    }
    let (k, period) = (u128::from(k), 4 * u128::from(k) + 2);
    let r = u128::from(len) % period;
    if r == 0 || r >= 3 * k + 3 {
        2
    } else if r == 3 * k + 2 {
        1
    } else if r >= 2 * k + 2 {
        2
    } else if r == k + 1 {
        0
    } else {
        1
    }
}

/// Whether Alice (moving first) wins with `n` monsters when a move kills `k`: `n >= 1` and,
/// for `k >= 2`, `n mod (4k+2) != k+1`; for `k = 1`, `n` odd.
///
/// # Constraints
/// `k >= 1`; any `n` (`u64`). The judge's limits are `2 <= k <= 10^7`, `0 <= n <= 10^9`.
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If `k == 0`.
pub fn alice_wins(n: u64, k: u64) -> bool {
    segment_grundy(n, k) != 0
}

/// Rule-based Grundy values of one segment, for the game lab: `g[len]` for `0 <= len <= upto`
/// when a move kills `k` monsters, by `shared::game::grundy_table` (a short segment's only
/// option is the empty board; a long one splits into two non-empty pieces around the `k`
/// killed, worth the XOR of their values).
///
/// # Constraints
/// `k >= 1` (`k = 0` is not a game).
///
/// # Complexity
/// O(upto²): keep `upto` to a few thousand.
///
/// # Example
/// With `k = 3` the values repeat with period 4k+2 = 14 from length 1: `grundy_values(15, 3)`
/// is `[0, 1, 1, 1, 0, 1, 1, 1, 2, 2, 2, 1, 2, 2, 2, 1]` (`tests::the_example_for_k_3`).
///
/// # Panics
/// If `k == 0`.
pub fn grundy_values(upto: usize, k: usize) -> Vec<u32> {
    assert!(k >= 1, "k must be at least 1");
    grundy_table(upto, |len, g, out| {
        if len == 0 {
            return;
        }
        if len <= k {
            out.insert(0);
            return;
        }
        out.extend((1..len - k).map(|a| g[a] ^ g[len - k - a]));
    })
}

/// Brute force from the rules with Grundy values: whether Alice wins with `n` monsters and kill
/// size `k`, from [`grundy_values`]`(n, k)`.
///
/// # Constraints
/// `k >= 1`; O(n²) time, so `n` up to a few thousand.
///
/// # Panics
/// If `k == 0`, or `n` or `k` does not fit in `usize`.
pub fn brute_force(n: u64, k: u64) -> bool {
    let (n, k) = (usize::try_from(n).unwrap(), usize::try_from(k).unwrap());
    grundy_values(n, k)[n] != 0
}

/// The largest `n` and `k` [`brute_solve`] answers (its table is O(n · k)).
pub const BRUTE_MAX: u64 = 20_000;

/// The whole input answered from the rules alone, for the stress test: its own reading of `T`
/// and the pairs `k n`, [`brute_force`] per case, its own printing, so that a slip in
/// [`solve`]'s input loop (such as the order of `k` and `n`) or output shows up as a
/// difference.
///
/// # Errors
/// As [`solve`], with `n` and `k` up to [`BRUTE_MAX`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t = input.read("T", 1..=MAX_CASES)?;
    for case in 1..=t {
        let k = input.read(&format!("case {case}: k"), 1..=BRUTE_MAX)?;
        let n = input.read(&format!("case {case}: n"), 0..=BRUTE_MAX)?;
        writeln!(out, "{}", if brute_force(n, k) { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

/// Every board one move from `segments` (sorted lengths of the surviving runs), sorted again so
/// equal boards are one state: a run `L <= k` disappears; a run `L > k` becomes two non-empty
/// runs `a` and `L - k - a`.
///
/// # Complexity
/// O(number of moves · number of runs).
pub fn board_moves(segments: &[u32], k: u32) -> Vec<Vec<u32>> {
    let mut next = Vec::new();
    for (i, &len) in segments.iter().enumerate() {
        if i > 0 && segments[i - 1] == len {
            continue; // same run length, same boards
        }
        let rest: Vec<u32> = segments[..i]
            .iter()
            .chain(&segments[i + 1..])
            .copied()
            .collect();
        if len <= k {
            next.push(rest);
            continue;
        }
        let pieces = len - k;
        // a <= b: the other half of the splits gives the same boards.
        for a in 1..=pieces / 2 {
            let mut board = rest.clone();
            board.extend([a, pieces - a]);
            board.sort_unstable();
            next.push(board);
        }
    }
    next
}

/// Brute force without Sprague–Grundy theory: win/lose search over whole boards (multisets of
/// run lengths) with `shared::game::GameTree`.
///
/// # Constraints
/// `k >= 1`; the number of boards grows like the partitions of `n`: keep `n` below about 30.
pub fn brute_force_by_boards(n: u32, k: u32) -> bool {
    let mut game = GameTree::new(|board: &Vec<u32>| board_moves(board, k));
    let start = if n == 0 { vec![] } else { vec![n] };
    game.wins(&start)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_example_for_k_3() {
        let g = grundy_values(15, 3);
        assert_eq!(g, [0, 1, 1, 1, 0, 1, 1, 1, 2, 2, 2, 1, 2, 2, 2, 1]);
    }
    use shared::input::run_str;

    #[test]
    fn fast_equals_grundy_table_for_every_k_up_to_12_and_n_up_to_300() {
        let game = study::game();
        for k in 1..=12u64 {
            let verdict = game.verify_with(&[("k", k)], 300);
            assert!(verdict.agrees(), "k={k}: {}", verdict.summary());
            for n in 0..=300u64 {
                assert_eq!(alice_wins(n, k), segment_grundy(n, k) != 0, "k={k} n={n}");
            }
        }
    }

    #[test]
    fn fast_equals_grundy_table_for_pseudo_random_larger_k() {
        let mut rng = ::study::fastrand::Rng::with_seed(0x2545_F491_4F6C_DD1Du64);
        for _ in 0..6 {
            let state = rng.u64(..);
            let k = 13 + (state % 48) as usize;
            let g = grundy_values(2000, k);
            for (n, &value) in g.iter().enumerate() {
                assert_eq!(segment_grundy(n as u64, k as u64), value, "k={k} n={n}");
            }
        }
    }

    #[test]
    fn grundy_table_agrees_with_the_search_over_boards() {
        for k in 1..=5u32 {
            let g = grundy_values(26, k as usize);
            let mut game = GameTree::new(|board: &Vec<u32>| board_moves(board, k));
            for n in 0..=26u32 {
                let start = if n == 0 { vec![] } else { vec![n] };
                assert_eq!(game.wins(&start), g[n as usize] != 0, "k={k} n={n}");
            }
        }
        assert!(!brute_force_by_boards(18, 3));
        assert!(brute_force_by_boards(19, 3));
    }

    #[test]
    fn spec_samples_and_extra_cases() {
        let cases: &[(u64, u64, bool)] = &[
            (2, 3, false),
            (2, 4, true),
            (10, 53, false),
            (2, 1, true),
            (2, 2, true),
            (2, 13, false),
            (3, 4, false),
            (3, 18, false),
            (5, 6, false),
            (5, 7, true),
            (4, 5, false),
            (4, 23, false),
            (4, 28, true),
            (10, 11, false),
            (10, 54, true),
            (7, 98, false),
            (7, 100, true),
            (3, 12, true),
            (3, 11, true),
            (6, 501, false),
            (6, 502, true),
            (1, 4, false),
            (3, 0, false),
        ];
        for &(k, n, alice) in cases {
            assert_eq!(alice_wins(n, k), alice, "k={k} n={n}");
            assert_eq!(brute_force(n, k), alice, "k={k} n={n}");
        }
    }

    #[test]
    fn edges_and_limits() {
        assert!(!alice_wins(0, 2));
        assert!(!alice_wins(0, 1));
        assert!(alice_wins(1, 1));
        assert!(alice_wins(1_000_000_000, 10_000_000));
        assert!(alice_wins(10_000_000, 10_000_000));
        assert!(!alice_wins(10_000_001, 10_000_000));
        let period = 4 * 10_000_000 + 2;
        assert!(!alice_wins(24 * period + 10_000_001, 10_000_000));
        // No overflow in 4k + 2 for the largest k and n.
        assert_eq!(segment_grundy(u64::MAX, u64::MAX), 1);
        assert_eq!(segment_grundy(u64::MAX / 4 + 1, u64::MAX / 4), 0);
        assert!(alice_wins(u64::MAX, 2));
    }

    #[test]
    #[should_panic(expected = "k must be at least 1")]
    fn k_zero_is_rejected() {
        alice_wins(5, 0);
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree() {
        study::game().assert_stress(100, 7);
    }

    #[test]
    fn past_the_limits_is_answered() {
        let input = "4\n1 4\n1 5\n3 0\n18446744073709551615 18446744073709551615\n";
        assert_eq!(run_str(solve, input).unwrap(), "Bob\nAlice\nBob\nAlice\n");
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        let any = "expected an integer in 0..=18446744073709551615";
        assert_eq!(
            error("2\n2 3\n2 18446744073709551616\n"),
            format!("case 2: n: {any}, found \"18446744073709551616\" (token 5, line 3)")
        );
        // The game's own check: a move kills k >= 1 monsters.
        assert_eq!(
            error("2\n2 3\n0 5\n"),
            "case 2: k: expected an integer in 1..=18446744073709551615, found 0 (token 4, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000001\n2 3\n"),
            "T: expected an integer in 1..=1000000, found 1000001 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000\n2 3\n2 4\n"),
            "case 3: k: expected an integer in 1..=18446744073709551615, found the end of the \
             input (after 5 tokens)"
        );
        assert_eq!(
            error("3\n2 3\n2 4\n10\n"),
            format!("case 3: n: {any}, found the end of the input (after 6 tokens)")
        );
        assert_eq!(
            error("1\n2 3\n4\n"),
            "expected the end of the input after 3 tokens, found \"4\" and 0 more"
        );
    }
}
