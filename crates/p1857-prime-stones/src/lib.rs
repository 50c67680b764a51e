//! # Luogu P1857 质数取石子 (COGS 56): take a prime, win as fast as you can
//!
//! One pile of `n` stones; DD moves first, then MM. A move removes a prime number of stones; the
//! player who cannot move (0 or 1 stones left) loses. Print the least number of moves `X` (both
//! players' moves counted) within which DD can force the win, or `-1` if MM wins.
//!
//! ## Rule
//! `X` is the *remoteness* of `n` for the prime-subtraction game: the winner moves to the losing
//! position with the smallest remoteness, the loser to the winning position with the largest.
//! By induction on `n` this is exactly the least horizon the winner can guarantee; a winning
//! remoteness is odd. [`shared::game::subtraction_remoteness`] builds it for all `n <= limit`
//! (only the 2765 lost piles up to 20000 scan their moves: ≈ 6·10^6 steps for the judge's
//! limit), then each query is a look-up.
//!
//! ## Traps
//! Taking the minimum over *all* moves in a winning position (15 and 16 give 2, not 3); letting
//! the loser minimise too (36 gives 3, not 5); printing 0 instead of -1 for 0 and 1 stones.
//!
//! ## Input
//! `N`, then `N` piles (the statement is in `README.md`). Past the judge's limits: any `N` up to
//! [`MAX_CASES`] is answered (the table is built once); a pile above [`MAX_STONES`] is refused,
//! since the table would cost O(n·π(n)).
//!
//! ## Tested
//! Against [`brute_force`], written from the statement's "wins within X moves", for every `n` in
//! 0..=150, and 0..=400 in the slow tests (the [`study`] descriptor's check, which `lab verify`
//! runs too); the spec's extra cases; all answers up to 20000 (largest 19, at 11139); random
//! judge inputs through [`solve`] and [`brute_solve`] (its own input loop); samples and bad
//! inputs through [`solve`] in memory.

use proconio::input;
use shared::game::{subtraction_remoteness, Memo};
use shared::input::{Input, InputError};
use shared::linear_sieve::LinearSieve;
use std::io::Write;

pub mod study;

/// The judge's largest pile.
pub const MAX_STONES: usize = 20_000;
/// The most cases answered (the judge has at most 10).
pub const MAX_CASES: usize = 100_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "N";
    Pile: usize = 0..=MAX_STONES, "pile";
}

/// Reads the judge's input and writes one line per pile: the least guaranteed game length,
/// or `-1`.
///
/// # Errors
/// A malformed or truncated input, a count outside `1..=MAX_CASES`, a pile above
/// [`MAX_STONES`].
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Cases, piles: [Pile; n] }
    let solver = PrimeStones::new(piles.iter().copied().max().unwrap_or(0));
    for p in piles {
        writeln!(out, "{}", solver.fastest_win(p).map_or(-1, i64::from))?;
    }
    Ok(())
}

/// Answers for every pile up to a limit: the least guaranteed game length, or `None` when the
/// player to move (DD) loses.
pub struct PrimeStones {
    remoteness: Vec<u32>,
}

impl PrimeStones {
    /// Precomputes piles `0..=limit`.
    ///
    /// # Complexity
    /// O(limit · π(limit)) time, O(limit) memory. The judge's worst case, ten piles near 20000
    /// (`(echo 10; seq 19991 20000)`), runs in 0.06 s and 2 MB as a release binary.
    pub fn new(limit: usize) -> Self {
        let sieve = LinearSieve::new(limit);
        let primes: Vec<usize> = sieve.primes().iter().map(|&p| p as usize).collect();
        let remoteness = subtraction_remoteness(limit, &primes);
        PrimeStones { remoteness }
    }

    /// The least X within which the first player forces a win from `n` stones, or `None`.
    ///
    /// # Panics
    /// If `n` exceeds the limit given to [`PrimeStones::new`].
    pub fn fastest_win(&self, n: usize) -> Option<u32> {
        let r = self.remoteness[n];
        (r % 2 == 1).then_some(r)
    }
}

/// The statement's definition, searched directly: DD can force a win within `k` moves from `n`
/// iff some prime move leaves at most one stone, or leaves `r >= 2` stones such that, after
/// every prime reply, DD again wins within `k - 2`. The answer is the least such `k <= n`.
///
/// # Complexity
/// O(n^2 · π(n)^2) memoised states and moves: use for n up to a few hundred.
pub fn brute_force(n: u32) -> Option<u32> {
    let primes: Vec<u32> = LinearSieve::new(n as usize).primes().to_vec();
    let mut memo = Memo::new();
    (1..=n).find(|&k| wins_within(&mut memo, &primes, n, k))
}

/// The largest pile [`brute_solve`] answers (its search is polynomial but steep).
pub const BRUTE_MAX_STONES: u32 = 400;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// `N` and the piles, [`brute_force`] per pile, its own printing, so that a slip in
/// [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with piles up to [`BRUTE_MAX_STONES`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let count = input.read("N", 1..=MAX_CASES)?;
    for i in 1..=count {
        let pile = input.read(&format!("pile {i}"), 0..=BRUTE_MAX_STONES)?;
        match brute_force(pile) {
            Some(moves) => writeln!(out, "{moves}")?,
            None => writeln!(out, "-1")?,
        }
    }
    Ok(())
}

fn wins_within(memo: &mut Memo<(u32, u32), bool>, primes: &[u32], n: u32, k: u32) -> bool {
    memo.get((n, k), |memo| {
        k >= 1
            && primes.iter().take_while(|&&p| p <= n).any(|&p| {
                let r = n - p;
                r <= 1
                    || (k >= 3
                        && primes
                            .iter()
                            .take_while(|&&q| q <= r)
                            .all(|&q| wins_within(memo, primes, r - q, k - 2)))
            })
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_pile_up_to_150() {
        let verdict = study::game().verify_with(&[], 150);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: the brute force to 400 takes seconds"]
    fn fast_equals_brute_force_for_every_pile_up_to_400() {
        let verdict = study::game().verify_with(&[], 400);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn stress_cases_agree() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn samples_and_bad_inputs() {
        assert_eq!(run_str(solve, "3\n8\n9\n16\n").unwrap(), "1\n-1\n3\n");
        assert_eq!(
            run_str(solve, "\u{feff}2\r\n0\r\n16\r\n").unwrap(),
            "-1\n3\n"
        );
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n8\n20001\n"),
            "pile: expected an integer in 0..=20000, found 20001 (token 3, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "N: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n5\n"),
            "N: expected an integer in 1..=100000, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n5\n6\n"),
            "expected the end of the input after 2 tokens, found \"6\" and 0 more"
        );
    }

    #[test]
    fn spec_extra_cases() {
        let fast = PrimeStones::new(MAX_STONES);
        let cases: &[(usize, i64)] = &[
            (0, -1),
            (1, -1),
            (2, 1),
            (4, 1),
            (8, 1),
            (9, -1),
            (16, 3),
            (15, 3),
            (25, -1),
            (36, 5),
            (10, -1),
            (34, -1),
            (35, -1),
            (14, 1),
            (17, 1),
            (20, 1),
            (45, 5),
            (58, 5),
            (64, 5),
            (49, -1),
            (55, -1),
            (120, 7),
            (130, 9),
            (100, -1),
            (370, 11),
            (400, 11),
        ];
        for &(n, expect) in cases {
            let got = fast.fastest_win(n).map_or(-1, i64::from);
            assert_eq!(got, expect, "n={n}");
        }
    }

    #[test]
    fn every_pile_up_to_the_limit_is_answered() {
        let fast = PrimeStones::new(MAX_STONES);
        let answers: Vec<Option<u32>> = (0..=MAX_STONES).map(|n| fast.fastest_win(n)).collect();
        let (at, largest) = answers
            .iter()
            .enumerate()
            .filter_map(|(n, a)| a.map(|x| (n, x)))
            .max_by_key(|&(n, x)| (x, std::cmp::Reverse(n)))
            .unwrap();
        assert_eq!((at, largest), (11139, 19));
        assert_eq!(answers.iter().filter(|a| a.is_none()).count(), 2765);
        assert!(answers.iter().flatten().all(|x| x % 2 == 1));
    }
}
