//! # Codeforces 1537D Deleting Divisors: subtract a divisor other than 1 and n
//!
//! A positive integer `n`; Alice moves first, then Bob, alternately. A move picks a divisor `d`
//! of the current `n` with `1 < d < n` and replaces `n` by `n - d`. The player who cannot move
//! loses. Print `Alice` or `Bob`, the winner with perfect play.
//!
//! ## Rule
//! - `n` odd: Bob (the player to move loses).
//! - `n` even and not a power of two: Alice.
//! - `n = 2^k`, `k >= 1`: Alice iff `k` is even (2 and 8 lose, 4 and 16 win).
//!
//! Why, by induction on `n`:
//! - Odd `n`: every divisor `d` is odd, so `n - d` is even, and `d > 1` divides `n - d`, an odd
//!   divisor: `n - d` is even and not a power of two. If those all win, odd numbers lose (1 and
//!   the odd primes have no move at all).
//! - Even `n = 2^a·m` with `m > 1` odd: `d = m` is a divisor with `1 < m < n`, and `n - m` is
//!   odd, which loses: even numbers that are not powers of two win.
//! - `n = 2^k`: its divisors between 1 and `n` are `2^j`, `1 <= j <= k - 1`, and
//!   `2^k - 2^j = 2^j·(2^(k-j) - 1)` is even and not a power of two (a win for the opponent)
//!   unless `j = k - 1`, which halves `n`. So `2^k` wins iff `2^(k-1)` loses, and `2` has no
//!   move: `2^k` loses iff `k` is odd. (`1 = 2^0` is odd: it loses.)
//!
//! ## Complexity
//! O(1) per case: `n & (n - 1)` and `n.trailing_zeros()`, exact for every `u64` (no float
//! `log2`). The judge's worst input (10^4 cases) runs in 2 ms and 2.4 MB; 10^6 cases near
//! 2^64 in 0.18 s and 82 MB, nearly all of it reading the 21 MB of input (release binary
//! under `/usr/bin/time`, 2-core AMD EPYC VM at load 7).
//!
//! ## Input
//! `t`, then `t` lines with one `n` each. Past the judge's limits (`t <= 10^4`, `n <= 10^9`):
//! up to [`MAX_CASES`] cases and every `n` in `1..=u64::MAX` are answered (the rule is exact for
//! all); `t = 0` and `n = 0` are refused.
//!
//! ## Traps
//! 1 and 2 are both Bob (no move); odd composites (9, 15, 25) are Bob like odd primes; powers of
//! two alternate with the exponent; no floating-point power-of-two test.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (the rules' win/lose table, divisors by trial
//! division) for every `n <= 5000` (the [`study`] descriptor's check, which `lab verify` runs
//! too; every `n <= 200 000` in a slow test); at every power of two and its neighbours up to
//! 2^63 and at `u64::MAX`; random judge inputs through [`solve`] and [`brute_solve`]; the
//! samples, the spec's extra cases, CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::outcome_table;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The most cases answered (the judge has at most 10^4).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "t";
    Start: u64 = 1..=u64::MAX, "n";
}

/// Reads the judge's input and writes `Alice` or `Bob` per case.
///
/// # Errors
/// A malformed or truncated input, `t` outside `1..=MAX_CASES`, `n = 0`, a number past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases, numbers: [Start; t] }
    for n in numbers {
        writeln!(out, "{}", winner(first_player_wins(n)))?;
    }
    Ok(())
}

/// The judge's name for the winner: `Alice` when the first player wins, else `Bob`.
pub fn winner(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Alice"
    } else {
        "Bob"
    }
}

/// Whether the player to move from `n` wins.
///
/// # Constraints
/// `n >= 1`; any `u64` (`n = 0` is no position: it answers `false`).
///
/// # Complexity
/// O(1).
pub fn first_player_wins(n: u64) -> bool {
    if n % 2 == 1 || n == 0 {
        false
    } else if n & (n - 1) != 0 {
        true
    } else {
        n.trailing_zeros() % 2 == 0
    }
}

/// The numbers one move from `n`, from the statement: `n - d` for each divisor `d` of `n` with
/// `1 < d < n` (by trial division).
///
/// # Complexity
/// O(√n).
pub fn moves(n: u64) -> Vec<u64> {
    let mut out = Vec::new();
    let mut d = 2;
    while d <= n / d {
        if n % d == 0 {
            out.push(n - d);
            if d != n / d {
                out.push(n - n / d);
            }
        }
        d += 1;
    }
    out
}

/// Whether the player to move wins, for every `n` in `0..=upto`, from the rules alone (0 is no
/// position: false, like 1).
///
/// # Complexity
/// O(upto^1.5): [`moves`] for each `n`; 2·10^5 in a fraction of a second.
pub fn outcome_values(upto: usize) -> Vec<bool> {
    outcome_table(upto, |n, win, out| {
        out.extend(moves(n as u64).into_iter().map(|r| win[r as usize]));
    })
}

/// Whether the player to move from `n` wins, from the rules alone ([`outcome_values`]).
///
/// # Constraints
/// Small `n` (a table up to `n`).
pub fn brute_force(n: u64) -> bool {
    outcome_values(n as usize)[n as usize]
}

/// The largest `n` [`brute_solve`] tables.
pub const BRUTE_MAX_N: u64 = 200_000;

/// The brute force on the judge's input, with an input loop of its own: reads `t` and the `t`
/// numbers, tables [`outcome_values`] up to the largest and prints its answers.
///
/// # Errors
/// As [`solve`], and a number above [`BRUTE_MAX_N`].
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t: usize = input.read("t", 1..=MAX_CASES)?;
    let mut numbers = Vec::new();
    for case in 1..=t {
        input.context(format!("case {case}"));
        numbers.push(input.read("n", 1..=BRUTE_MAX_N)?);
    }
    input.context("");
    let largest = numbers.iter().copied().max().unwrap_or(1);
    let win = outcome_values(largest as usize);
    for n in numbers {
        let name = if win[n as usize] { "Alice" } else { "Bob" };
        writeln!(out, "{name}")?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_n_up_to_5000() {
        let verdict = study::game().verify_with(&[], 5000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 2·10^5 tabled numbers"]
    fn fast_equals_brute_force_for_every_n_up_to_200000() {
        let verdict = study::game().verify_with(&[], 200_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn moves_are_the_proper_divisors_subtracted() {
        assert_eq!(moves(1), Vec::<u64>::new());
        assert_eq!(moves(2), Vec::<u64>::new());
        assert_eq!(moves(7), Vec::<u64>::new());
        let mut twelve = moves(12);
        twelve.sort_unstable();
        assert_eq!(twelve, [6, 8, 9, 10]);
        assert_eq!(moves(9), [6]);
        // Against the definition, every divisor tried.
        for n in 1..=500u64 {
            let mut got = moves(n);
            got.sort_unstable();
            let mut expect: Vec<u64> = (2..n).filter(|d| n % d == 0).map(|d| n - d).collect();
            expect.sort_unstable();
            assert_eq!(got, expect, "n = {n}");
        }
    }

    #[test]
    fn powers_of_two_and_their_neighbours_up_to_2_pow_63() {
        for k in 1..=63u32 {
            let n = 1u64 << k;
            assert_eq!(first_player_wins(n), k % 2 == 0, "2^{k}");
            // 2^k - 1 and 2^k + 1 are odd; 2^k + 2 (k >= 2) and 3·2^(k-1) are even non-powers.
            assert!(
                !first_player_wins(n - 1) && !first_player_wins(n + 1),
                "2^{k} ± 1"
            );
            if k >= 2 {
                assert!(
                    first_player_wins(n + 2) && first_player_wins(n + n / 2),
                    "2^{k}"
                );
            }
        }
        assert!(!first_player_wins(u64::MAX));
        assert!(first_player_wins(u64::MAX - 1));
        assert!(!first_player_wins(1) && !first_player_wins(0));
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(u64, &str)] = &[
            (1, "Bob"),
            (4, "Alice"),
            (12, "Alice"),
            (69, "Bob"),
            (2, "Bob"),
            (3, "Bob"),
            (5, "Bob"),
            (6, "Alice"),
            (8, "Bob"),
            (9, "Bob"),
            (15, "Bob"),
            (16, "Alice"),
            (32, "Bob"),
            (64, "Alice"),
            (1024, "Alice"),
            (2048, "Bob"),
            (4096, "Alice"),
            (4095, "Bob"),
            (18, "Alice"),
            (25, "Bob"),
            (100, "Alice"),
            (536_870_912, "Bob"),
            (268_435_456, "Alice"),
            (1_000_000_000, "Alice"),
            (999_999_999, "Bob"),
            (999_999_937, "Bob"),
        ];
        for &(n, expect) in cases {
            assert_eq!(winner(first_player_wins(n)), expect, "n = {n}");
        }
    }

    #[test]
    fn the_brute_force_gives_every_small_sample() {
        for (path, input, expected) in ::study::contract::samples(env!("CARGO_MANIFEST_DIR")) {
            if let Ok(got) = run_str(brute_solve, &input) {
                let same = got.split_whitespace().eq(expected.split_whitespace());
                assert!(same, "{}: {got:?}", path.display());
            } else {
                // Only the sample past the brute force's table is left out.
                assert!(input.contains("536870912"), "{}", path.display());
            }
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree_with_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "t: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000000\n4\n"),
            "t: expected an integer in 1..=1000000, found 1000000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("2\n4\n0\n"),
            "n: expected an integer in 1..=18446744073709551615, found 0 (token 3, line 3)"
        );
        assert_eq!(
            error("3\n4\n12\n"),
            "n: expected an integer in 1..=18446744073709551615, found the end of the input \
             (after 3 tokens)"
        );
        // Past the judge's limits: the largest numbers.
        assert_eq!(
            run_str(
                solve,
                "3\n18446744073709551615\n9223372036854775808\n4611686018427387904\n"
            )
            .unwrap(),
            "Bob\nBob\nAlice\n"
        );
    }
}
