//! # Codeforces 150A Win or Freeze: write a proper divisor; who cannot move wins
//!
//! A number `q`; players alternate, the first one first, each writing a divisor `d` of the last
//! number with `1 < d < n`. The first player who cannot move wins. Print the winner, `1` or
//! `2`, and, when it is `1`, a winning first move (`0` when there is no move at all). Any
//! winning move is right: the judge checks the answer ([`checker`]).
//!
//! ## Rule
//! Let `Ω(n)` count the prime factors of `n` with multiplicity. The player to move at `n`
//! wins iff `Ω(n) != 2`, and the winning moves from `Ω(n) >= 3` are exactly the divisors with
//! `Ω = 2` ([`answer`]):
//! - `Ω(n) <= 1` (1 or a prime): no move, the player to move wins at once;
//! - `Ω(n) = 2` (`p·r` or `p²`): every move writes a prime, where the opponent cannot move and
//!   wins: a loss;
//! - `Ω(n) >= 3`: a divisor `d` with `Ω(d) = 2` is a proper one (`Ω(n) > 2`) and a loss for
//!   the opponent; a divisor with `Ω(d) = 1` or `>= 3` is a win for him. So the winning moves
//!   are the divisors with `Ω = 2`, and the smallest is the product of the two smallest prime
//!   factors (with multiplicity), which [`answer`] prints.
//!
//! [`shared::factor::factorize`] (trial division, then Pollard's rho) finds the factors: far
//! below a millisecond for any `u64`.
//!
//! ## Input
//! One `q`. Past the judge's limit (`q <= 10^13`) the rule stays exact for every `q` in
//! `1..=u64::MAX` (the product of two smallest factors of `q` is at most `q`); 0 is refused.
//!
//! ## Traps
//! Multiplicity counts: `4`, `9`, `25` are losses (`2` wins), `8` gives `1` and `4`. `1` and a
//! prime give `1` and `0`, not `2`. Print only `2` when the second player wins. The move is the
//! number to write, a divisor of `q`, not a prime or a quotient. `q` up to 10^13 needs 64 bits,
//! and trial division must test `i·i <= n`, not `<` (`3162277²` is `2`).
//!
//! ## Tested
//! [`answer`] against [`brute_answer`] (the game on `n` searched from the rules: a number with
//! no proper divisor is won, else won iff some proper divisor is lost; the smallest losing
//! divisor printed) for every `q` up to 20 000 (the [`study`] descriptor's check, which `lab
//! verify` runs further); [`solve`] against [`brute_solve`] (its own input reading) on random
//! `q` of every shape, both outputs judged by [`checker`]; [`checker`] against outputs right
//! and wrong on purpose; the samples and the spec's extra cases, CRLF/BOM and bad inputs
//! through [`solve`] in memory, judged by [`checker`]; the binary and the bundle on the
//! samples by `crates/judge` and `crates/bundle`, through the checker too (`sample-7.out` is
//! `6`, a right answer other than the `4` printed here, so those tests pass only through it).
//!
//! The worst case within the judge's limit is one factorisation of a number up to 10^13
//! (`lab stress cf150a-win-or-freeze --worst`: the largest prime, the largest prime square, a
//! product of two large primes); the time is the process start.

use proconio::input;
use shared::factor::factorize;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod checker;
pub mod study;

pub use checker::checker;

/// The judge's limit on `q`.
pub const MAX_Q_JUDGE: u64 = 10_000_000_000_000;

shared::ranged! {
    Start: u64 = 1..=u64::MAX, "q";
}

/// Reads `q` and writes the winner and, when it is the first player, his first move.
///
/// # Errors
/// A malformed or missing `q`, or `q = 0`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, q: Start }
    match answer(q) {
        Some(m) => writeln!(out, "1\n{m}")?,
        None => writeln!(out, "2")?,
    }
    Ok(())
}

/// The answer for `q` by the rule: `None` when the second player wins, `Some(0)` when the first
/// wins without a move (1 or a prime), `Some(m)` with the smallest winning move `m` otherwise
/// (the product of the two smallest prime factors).
///
/// # Constraints
/// `q >= 1`.
///
/// # Complexity
/// One [`factorize`]: far below a millisecond for any `u64`.
pub fn answer(q: u64) -> Option<u64> {
    if q == 1 {
        return Some(0);
    }
    let mut factors = factorize(q);
    factors.sort_unstable();
    match factors.len() {
        1 => Some(0),
        2 => None,
        _ => Some(factors[0] * factors[1]),
    }
}

/// The moves from `n`, from the statement: every divisor `d` with `1 < d < n`, in increasing
/// order.
///
/// # Complexity
/// O(√n).
pub fn moves(n: u64) -> Vec<u64> {
    let (mut small, mut large) = (Vec::new(), Vec::new());
    let mut d = 2;
    while d <= n / d {
        if n % d == 0 {
            small.push(d);
            if d != n / d {
                large.push(n / d);
            }
        }
        d += 1;
    }
    small.extend(large.into_iter().rev());
    small
}

/// The game on `q` searched from the rules alone, no factor counting: a number with no move is
/// won by the player to move (he "freezes" the other); otherwise won iff some move reaches a
/// lost number. Memoised over the numbers reached (the divisors of `q`).
#[derive(Default)]
pub struct Search {
    won: std::collections::HashMap<u64, bool>,
}

impl Search {
    /// Whether the player to move at `n` wins.
    ///
    /// # Complexity
    /// O(√d) for each divisor `d` of `n` reached, and O(1) per move: for `n` up to about 10^9.
    pub fn wins(&mut self, n: u64) -> bool {
        if let Some(&w) = self.won.get(&n) {
            return w;
        }
        let next = moves(n);
        let w = next.is_empty() || next.into_iter().any(|d| !self.wins(d));
        self.won.insert(n, w);
        w
    }
}

/// The answer for `q` from [`Search`], in [`answer`]'s form: `Some(0)` with no move, the
/// smallest losing move, or `None` when every move wins for the opponent.
pub fn brute_answer(search: &mut Search, q: u64) -> Option<u64> {
    let next = moves(q);
    if next.is_empty() {
        return Some(0);
    }
    next.into_iter().find(|&d| !search.wins(d))
}

/// The largest `q` [`brute_solve`] takes.
pub const BRUTE_MAX_Q: u64 = 10_000_000;

/// The input answered from the rules alone ([`brute_answer`]), read and printed its own way.
///
/// # Errors
/// A malformed or missing `q`, or `q` outside `1..=BRUTE_MAX_Q`.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let q = input.read("q", 1..=BRUTE_MAX_Q)?;
    let text = match brute_answer(&mut Search::default(), q) {
        None => "2".to_string(),
        Some(m) => format!("1\n{m}"),
    };
    writeln!(out, "{text}")?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::check::Judging;
    use ::study::contract::{assert_contract_judged, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_q_up_to_20000() {
        let verdict = study::game().verify_with(&[], 20_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(200, 1);
    }

    #[test]
    fn samples_and_the_input_contract_judged_by_the_checker() {
        let dir = env!("CARGO_MANIFEST_DIR");
        assert_contract_judged(Layout::Single, solve, Judging::Checker(checker), dir, &[]);
    }

    #[test]
    fn the_checker_takes_every_winning_move_and_refuses_the_rest() {
        let ok = |q: &str, out: &str| checker(q, out);
        assert_eq!(ok("6\n", "2\n"), Ok(()));
        for m in ["6", "10", "15"] {
            assert_eq!(ok("30\n", &format!("1\n{m}\n")), Ok(()), "30 → {m}");
        }
        assert_eq!(ok("1", "1 0"), Ok(()));
        assert_eq!(ok("97", "1\n0"), Ok(()));
        for m in ["4", "10", "25"] {
            assert_eq!(ok("1000000", &format!("1\n{m}")), Ok(()), "10^6 → {m}");
        }
        for m in ["982", "20366598778", "4999999999999"] {
            assert_eq!(ok("9999999999998", &format!("1 {m}")), Ok(()), "→ {m}");
        }
        assert_eq!(ok("9999995824729", "2"), Ok(()));
        assert_eq!(ok("9999999999971", "1 0"), Ok(()));
        let wrong = [
            ("6", "1\n2"),
            ("6", "1"),
            ("30", "2"),
            ("30", "1"),
            ("30", "1\n2"),
            ("30", "1\n30"),
            ("30", "1\n0"),
            ("30", "1\n+6"),
            ("30", "1\n6\n6"),
            ("30", "1\n7"),
            ("30", "1\n1"),
            ("30", "0\n6"),
            ("6", "2\n0"),
            ("7", "1"),
            ("7", "1\n7"),
            ("7", "2"),
            ("8", "1\n2"),
            ("12", "1\n12"),
            ("12", "1\n3"),
            ("12", "x"),
            ("12", ""),
            ("12", "1\n18446744073709551616"),
        ];
        for (q, out) in wrong {
            assert!(ok(q, out).is_err(), "{q} → {out:?} accepted");
        }
        assert_eq!(
            ok("30", "1\n2"),
            Err("2 is a winning number for player 2: write a divisor he loses at".to_string())
        );
    }

    #[test]
    fn spec_extra_cases_and_large_q() {
        let mut search = Search::default();
        let small: &[(u64, Option<u64>)] = &[
            (4, None),
            (9, None),
            (8, Some(4)),
            (12, Some(4)),
            (16, Some(4)),
            (2, Some(0)),
            (97, Some(0)),
            (210, Some(6)),
            (1_000_000, Some(4)),
        ];
        for &(q, expected) in small {
            assert_eq!(answer(q), expected, "{q}");
            assert_eq!(brute_answer(&mut search, q), expected, "{q}");
        }
        let large: &[(u64, Option<u64>)] = &[
            (9_999_999_999_971, Some(0)),
            (9_999_995_824_729, None),
            (9_999_821_000_153, None),
            (10_000_000_000_000, Some(4)),
            (9_999_999_999_999, Some(9)),
            (9_999_999_999_998, Some(982)),
            (u64::MAX, Some(15)),
            (u64::MAX - 58, Some(0)), // the largest prime below 2^64
        ];
        for &(q, expected) in large {
            assert_eq!(answer(q), expected, "{q}");
        }
        assert_eq!(
            run_str(solve, "0\n").unwrap_err().to_string(),
            "q: expected an integer in 1..=18446744073709551615, found 0 (token 1, line 1)"
        );
    }
}
