//! # Luogu P4018 Roy&October之取石子: take a prime power of stones
//!
//! One pile of `n` stones; October moves first, then Roy, alternately. A move removes exactly
//! `p^k` stones for a prime `p` and an integer `k >= 0` (so 1 = p^0 is always a move), at most
//! the stones left. Whoever takes the last stone wins. Print who wins with perfect play.
//!
//! ## Rule
//! The first player loses exactly when `n` is a multiple of 6. By induction on `n`:
//! - from `6m` (m >= 1) every move leads to a non-multiple of 6, because a prime power is never
//!   divisible by 6 (that needs the two distinct primes 2 and 3), and 0 has no move at all;
//! - from `6m + r` with `r` in 1..=5 the move `r` is legal (1 = 2^0, 2, 3, 4 = 2^2, 5 are prime
//!   powers) and lands on the lost position `6m`.
//!
//! So [`first_player_wins`] is O(1) per query and needs no sieve.
//!
//! ## Traps
//! Forgetting that k = 0 (taking one stone) is a move; the exact wording `October wins!` /
//! `Roy wins!`; sieving up to 5·10^7 when the formula suffices.
//!
//! ## Input
//! `T`, then `T` piles (the statement is in `README.md`). Past the judge's limits: every pile
//! in `0..=u64::MAX` is answered (the rule is exact for all of them), and up to [`MAX_CASES`]
//! piles; `T = 0` is refused.
//!
//! ## Tested
//! Against [`outcome_values`], a win/lose table built from the rules alone (every prime-power
//! move examined), for every `n` in 0..=20000 (0..=100000 in the slow test), through the
//! [`study`] descriptor's check, which `lab verify` runs too; the spec's extra cases; edge
//! values 0, 1, 5·10^7 and `u64::MAX`; random judge inputs through [`solve`] and
//! [`brute_solve`] (its own input loop); samples and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::outcome_table;
use shared::input::{Input, InputError};
use shared::linear_sieve::LinearSieve;
use std::io::Write;

pub mod study;

/// The judge's largest pile (larger ones are answered too).
pub const MAX_STONES: u64 = 50_000_000;
/// The most piles answered (the judge has at most 10^5).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    Pile: u64 = 0..=u64::MAX, "pile";
}

/// Reads the judge's input and writes one line per pile: `October wins!` when the first
/// player wins, else `Roy wins!`.
///
/// # Errors
/// A malformed or truncated input, a count outside `1..=MAX_CASES`, a pile past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases, piles: [Pile; t] }
    for n in piles {
        writeln!(out, "{}", verdict(first_player_wins(n)))?;
    }
    Ok(())
}

/// The judge's wording for "the first player (October) wins" or not.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "October wins!"
    } else {
        "Roy wins!"
    }
}

/// Whether the player to move (October) wins from a pile of `n` stones.
///
/// # Constraints
/// Any `u64` (the judge allows `1 <= n <= 5·10^7`; 0 is a lost position).
///
/// # Complexity
/// O(1).
pub fn first_player_wins(n: u64) -> bool {
    n % 6 != 0
}

/// Every legal move size up to `upto`, in increasing order: 1 (= p^0) and every prime power
/// `p^k <= upto` with `k >= 1`.
///
/// # Constraints
/// `upto < 2^32`, and small enough for a linear sieve (a few 10^7).
///
/// # Complexity
/// O(upto) time and memory.
pub fn prime_power_moves(upto: usize) -> Vec<usize> {
    let sieve = LinearSieve::new(upto);
    let mut moves = vec![1];
    for &p in sieve.primes() {
        let p = p as usize;
        let mut power = p;
        loop {
            moves.push(power);
            match power.checked_mul(p) {
                Some(next) if next <= upto => power = next,
                _ => break,
            }
        }
    }
    moves.sort_unstable();
    moves.retain(|&m| m <= upto);
    moves
}

/// The brute force from the rules: `win[n]` for every pile `n` in `0..=upto`, true when the
/// player to move wins. Every prime-power move is examined; no pattern is assumed. This is also
/// the table the game lab prints (win/lose per pile size).
///
/// # Parameters
/// `upto`: the largest pile; keep it to about 10^5 (the cost grows like `upto^2 / ln upto`).
///
/// # Complexity
/// O(upto · π(upto)) time, O(upto) memory: about 0.3 s for 10^5 in release.
pub fn outcome_values(upto: usize) -> Vec<bool> {
    let moves = prime_power_moves(upto);
    outcome_table(upto, |n, win, out| {
        let fitting = moves.iter().take_while(|&&m| m <= n);
        out.extend(fitting.map(|&m| win[n - m]));
    })
}

/// The brute force for one pile: whether the player to move wins from `n` stones, by
/// [`outcome_values`].
///
/// # Constraints
/// `n` small enough for [`outcome_values`] (about 10^5).
///
/// # Complexity
/// As [`outcome_values`]`(n)`.
pub fn brute_force(n: u64) -> bool {
    let n = usize::try_from(n).expect("a pile small enough for the brute force");
    outcome_values(n)[n]
}

/// The largest pile [`brute_solve`] answers (its table grows with the largest pile).
pub const BRUTE_MAX_STONES: u64 = 100_000;

/// The whole input answered from the rules alone, for the stress test: its own reading of `T`
/// and the piles, one [`outcome_values`] table up to the largest, its own printing, so that
/// a slip in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with piles up to [`BRUTE_MAX_STONES`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let count = input.read("T", 1..=MAX_CASES)?;
    let mut piles = Vec::new();
    for i in 1..=count {
        piles.push(input.read(&format!("pile {i}"), 0..=BRUTE_MAX_STONES)? as usize);
    }
    let win = outcome_values(piles.iter().copied().max().unwrap_or(0));
    for n in piles {
        writeln!(
            out,
            "{}",
            if win[n] { "October wins!" } else { "Roy wins!" }
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_pile_up_to_20000() {
        let verdict = study::game().verify_with(&[], 20_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: about a second in release"]
    fn fast_equals_brute_force_for_every_pile_up_to_100000() {
        let verdict = study::game().verify_with(&[], 100_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n4\n18446744073709551616\n"),
            "pile: expected an integer in 0..=18446744073709551615, found \
             \"18446744073709551616\" (token 3, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n5\n"),
            "T: expected an integer in 1..=1000000, found 1000000000 (token 1, line 1)"
        );
        // Fewer piles than announced: the first missing one is named.
        assert_eq!(
            error("3\n4\n9\n"),
            "pile: expected an integer in 0..=18446744073709551615, found the end of the input \
             (after 3 tokens)"
        );
        assert_eq!(
            error("1\n5\n6\n"),
            "expected the end of the input after 2 tokens, found \"6\" and 0 more"
        );
        // Past the judge's limits but exact: 0 and the largest u64 are answered.
        assert_eq!(
            run_str(solve, "3\n0\n18446744073709551615\n50000000\n").unwrap(),
            "Roy wins!\nOctober wins!\nOctober wins!\n"
        );
    }

    #[test]
    fn moves_are_one_and_the_prime_powers() {
        let expected = [
            1, 2, 3, 4, 5, 7, 8, 9, 11, 13, 16, 17, 19, 23, 25, 27, 29, 31, 32, 37, 41, 43, 47, 49,
        ];
        assert_eq!(prime_power_moves(49), expected);
        assert_eq!(prime_power_moves(0), [1usize; 0]);
        assert_eq!(prime_power_moves(1), [1]);
        // 6, 10, 12, 36 are not prime powers; 1024 and 3^6 are.
        let moves = prime_power_moves(1024);
        for m in [6, 10, 12, 36, 100, 1000] {
            assert!(
                !moves.contains(&m),
                "pile: expected an integer in 0..=18446744073709551615, \
                                          found \"18446744073709551616\" (token 3, line 3)"
            );
        }
        for m in [512, 729, 1024, 1021] {
            assert!(moves.contains(&m), "{m}");
        }
    }

    #[test]
    fn losing_positions_are_the_multiples_of_6() {
        // The period itself (6 from 0) is in the descriptor's `known_periods`.
        let win = outcome_values(600);
        let losing: Vec<usize> = (0..=30).filter(|&n| !win[n]).collect();
        assert_eq!(losing, [0, 6, 12, 18, 24, 30]);
    }

    #[test]
    fn random_larger_piles_agree_with_the_brute_force() {
        let win = outcome_values(40_000);
        let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15_u64);
        for _ in 0..2_000 {
            let state = rng.u64(..);
            let n = 20_000 + (state % 20_001) as usize;
            assert_eq!(first_player_wins(n as u64), win[n], "n={n}");
        }
    }

    #[test]
    fn stress_cases_agree() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn spec_extra_cases() {
        let cases: &[(u64, bool)] = &[
            (4, true),
            (9, true),
            (14, true),
            (1, true),
            (2, true),
            (3, true),
            (5, true),
            (6, false),
            (7, true),
            (11, true),
            (12, false),
            (30, false),
            (31, true),
            (36, false),
            (35, true),
            (60, false),
            (61, true),
            (62, true),
            (64, true),
            (66, false),
            (210, false),
            (211, true),
            (1000, true),
            (1002, false),
            (1003, true),
            (1024, true),
            (1998, false),
            (1999, true),
        ];
        let win = outcome_values(2000);
        for &(n, expect) in cases {
            assert_eq!(first_player_wins(n), expect, "fast, n={n}");
            assert_eq!(win[n as usize], expect, "brute force, n={n}");
        }
    }

    #[test]
    fn edge_values() {
        assert!(!first_player_wins(0));
        assert!(!brute_force(0));
        assert!(first_player_wins(1));
        assert!(brute_force(1));
        assert!(first_player_wins(MAX_STONES)); // 5·10^7 = 6·8333333 + 2
        assert!(!first_player_wins(MAX_STONES - 2));
        assert!(first_player_wins(u64::MAX)); // 2^64 - 1 ≡ 3 (mod 6)
        assert!(!first_player_wins(u64::MAX - 3));
    }
}
