//! # Luogu P3383 【模板】线性筛素数: the k-th prime, for up to 10^6 queries with n = 10^8
//!
//! Not a game: the judge problem of the prime sieve that the prime-move games use. Given `n`
//! and `q` queries `k`, print the `k`-th smallest prime (the first is 2) for each; every
//! queried prime is at most `n`.
//!
//! ## Rule
//! [`kth_primes`] sorts the queries by `k`, then walks the primes in increasing order with the
//! shared segmented sieve ([`shared::sieve::for_each_prime`]), counting them, and records the
//! `k`-th prime for every query asking for it; it stops after the largest `k`. The primes are
//! never stored, so memory is O(q) plus the sieve's 1.4 MB, whatever `n` is; the walk goes in
//! windows that double in length (from 2^16), so it sieves at most about twice as far as the
//! largest answer, never past `n`. With `n = 10^8` and 10^6 random queries the whole program
//! takes 0.3 s and 39 MB (`/usr/bin/time`; `lab stress p3383-linear-sieve --worst`: 0.17 to
//! 0.3 s), of which the sieve is 0.05 s; with `n = 2^32 - 1`, 1.4 s.
//!
//! Why it is right: `for_each_prime(lo, hi, f)` calls `f` on every prime of `lo..=hi` in
//! increasing order, and consecutive windows `lo..=hi`, `hi + 1..=..` cover `0..=n` without
//! overlap, so the `c`-th call overall is the `c`-th prime.
//!
//! ## Input
//! `n q`, then `q` queries `k` (the statement is in `README.md`); tokens are
//! whitespace-separated. Past the judge's limits (`n = 10^8`, `q <= 10^6`) every `n` in
//! `2..=MAX_N` (`2^32 - 1`: the answers stay `u32` and the sieve to it takes about a second)
//! and up to [`MAX_QUERIES`] queries are answered; a `k` above
//! π(n) (its prime would exceed `n`) is refused, naming the query and π(n), and so are `n < 2`,
//! `q = 0` and anything past those bounds.
//!
//! ## Traps
//! `k` is 1-based; queries come in any order and may repeat, and the answers go in input
//! order; in a linear sieve, `i · p` overflows 32 bits near 10^8 unless tested as
//! `p <= n / i`; a table of `u64` or of smallest prime factors for every number up to 10^8 is
//! 400 to 800 MB (only the primes, or here only the answers, need storing); 10^6 numbers in
//! and out need buffered I/O.
//!
//! ## Tested
//! [`kth_primes`] against [`primes_by_trial_division`] (written from the definition) for
//! every `k` up to 20 000 with `n` = the 20 000-th prime exactly (the [`study`] descriptor's
//! check, which `lab verify` runs too), against the linear sieve of `shared::linear_sieve` for
//! every `k` up to π(2·10^7) = 1 270 607 (slow test), and at the official size (π(10^8) =
//! 5 761 455, the spec's values, checked there by an independent sieve); [`solve`] against
//! [`brute_solve`] (its own input loop, trial division) on 100 random judge inputs; the
//! samples, CRLF/BOM and bad inputs through [`solve`] in memory; the limits named in errors.

use proconio::input;
use shared::input::{Input, InputError};
use shared::sieve::for_each_prime;
use std::io::Write;

pub mod study;

/// The judge's `n` (every official test) and its most queries.
pub const JUDGE_N: u64 = 100_000_000;
/// See [`JUDGE_N`].
pub const JUDGE_QUERIES: usize = 1_000_000;
/// π(10^8): the largest `k` the judge can ask.
pub const JUDGE_K: u32 = 5_761_455;
/// The largest `n` answered: every answer is then a `u32`, and the sieve up to it takes about
/// a second.
pub const MAX_N: u64 = u32::MAX as u64;
/// π(2^32 - 1) = π(2^32) (2^32 is not prime): the largest `k` any `n <= MAX_N` allows.
pub const MAX_K: u32 = 203_280_221;
/// The most queries answered.
pub const MAX_QUERIES: usize = 10_000_000;

shared::ranged! {
    Bound: u64 = 2..=MAX_N, "n";
    Queries: usize = 1..=MAX_QUERIES, "q";
    Query: u32 = 1..=MAX_K, "query";
}

/// Reads the judge's input and writes the `k`-th prime for each query, one per line.
///
/// # Errors
/// A malformed or truncated input, `n` outside `2..=MAX_N`, `q` outside `1..=MAX_QUERIES`, a
/// `k` outside `1..=MAX_K` or above π(n).
///
/// # Complexity
/// As [`kth_primes`], plus reading and writing `q` numbers.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Bound, q: Queries, ks: [Query; q] }
    match kth_primes(&ks, n) {
        Ok(primes) => {
            for p in primes {
                writeln!(out, "{p}")?;
            }
            Ok(())
        }
        Err(PastN { query, primes }) => Err(InputError::new(format!(
            "query {}: expected at most {primes} (the number of primes up to n = {n}), found {}",
            query + 1,
            ks[query]
        ))),
    }
}

/// A query whose prime would exceed `n`: the first such in input order (from 0), and π(n).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PastN {
    /// Its index among the queries, from 0.
    pub query: usize,
    /// π(n), the number of primes up to `n`.
    pub primes: u64,
}

/// The `k`-th prime (1-based) for every `k` of `ks`, in the order of `ks`; [`PastN`] when
/// some `k` exceeds π(n), the number of primes up to `n`.
///
/// # Constraints
/// Every `k >= 1`; `n <= MAX_N = 2^32 - 1` (answers are `u32`).
///
/// # Complexity
/// O(q log q) for the sort, and the sieve up to at most about twice the largest answer
/// (never past `n`), O(x log log x) for a sieve to `x`: about 30 ms for all of 10^8 and a
/// second for 2^32 on the README's machine. Memory: 12 bytes per query, plus the sieve's
/// 1.4 MB.
///
/// # Panics
/// If some `k` is 0 or `n > MAX_N`.
pub fn kth_primes(ks: &[u32], n: u64) -> Result<Vec<u32>, PastN> {
    assert!(ks.iter().all(|&k| k >= 1), "kth_primes: k is 1-based");
    assert!(n <= MAX_N, "kth_primes: n = {n} is above 2^32 - 1");
    // (k, index) in one word, so that one plain sort orders the queries by k.
    let mut order: Vec<u64> = (0u64..)
        .zip(ks)
        .map(|(i, &k)| u64::from(k) << 32 | i)
        .collect();
    order.sort_unstable();
    let mut answers = vec![0u32; ks.len()];
    let (mut count, mut next) = (0u64, 0usize);
    let (mut lo, mut width) = (0u64, 1u64 << 16);
    while next < order.len() && lo <= n {
        let hi = n.min(lo + width - 1);
        for_each_prime(lo, hi, |p| {
            count += 1;
            // Every query asking for this prime (repeated ks are neighbours after the sort).
            while next < order.len() && order[next] >> 32 == count {
                answers[(order[next] & 0xFFFF_FFFF) as usize] = p as u32;
                next += 1;
            }
        });
        lo = hi + 1;
        // At most 17 doublings below 2^32: no overflow.
        width *= 2;
    }
    match order[next..].iter().map(|&e| e & 0xFFFF_FFFF).min() {
        Some(first) => Err(PastN {
            query: first as usize,
            primes: count,
        }),
        None => Ok(answers),
    }
}

/// Every prime up to `n`, by trial division from the definition: `m >= 2` is kept when no `d`
/// with `2 <= d` and `d · d <= m` divides it.
///
/// # Constraints
/// Small `n` (a few 10^5).
///
/// # Complexity
/// O(n sqrt(n) / log n).
pub fn primes_by_trial_division(n: u64) -> Vec<u64> {
    (2..=n)
        .filter(|&m| (2..).take_while(|d| d * d <= m).all(|d| m % d != 0))
        .collect()
}

/// The largest `n` [`brute_solve`] answers (trial division up to it).
pub const BRUTE_MAX_N: u64 = 100_000;

/// The judge's input answered by trial division, with an input loop of its own (not
/// [`solve`]'s): `n q`, then `q` queries; the primes are found one by one, from 2 up, until the
/// largest `k` is reached.
///
/// # Errors
/// A malformed or truncated input, `n` outside `2..=BRUTE_MAX_N`, a `k` of 0 or above π(n).
///
/// # Complexity
/// O(p sqrt(p)) divisions for `p` the largest answer.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n: u64 = input.read("n", 2..=BRUTE_MAX_N)?;
    let q: usize = input.read("q", 1..=usize::MAX)?;
    let mut queries = Vec::new();
    for i in 1..=q {
        queries.push(input.read::<usize>(&format!("query {i}"), 1..=usize::MAX)?);
    }
    let largest = queries.iter().copied().max().unwrap_or(0);
    let mut primes: Vec<u64> = Vec::new();
    let mut m = 2;
    while primes.len() < largest && m <= n {
        if (2..).take_while(|d| d * d <= m).all(|d| m % d != 0) {
            primes.push(m);
        }
        m += 1;
    }
    for (i, &k) in (1..).zip(&queries) {
        match primes.get(k - 1) {
            Some(p) => writeln!(out, "{p}")?,
            None => {
                return Err(InputError::new(format!(
                    "query {i}: k = {k}, but there are only {} primes up to {n}",
                    primes.len()
                )))
            }
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;
    use shared::linear_sieve::LinearSieve;

    #[test]
    fn every_kth_prime_up_to_20000_equals_trial_division() {
        let verdict = study::game().verify_with(&[], 20_000);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: a linear sieve of 2·10^7 (80 MB)"]
    fn every_kth_prime_up_to_pi_of_2e7_equals_the_linear_sieve() {
        let sieve = LinearSieve::new(20_000_000);
        let primes = sieve.primes();
        assert_eq!(primes.len(), 1_270_607);
        let ks: Vec<u32> = (1..=primes.len() as u32).rev().collect();
        let got = kth_primes(&ks, 20_000_000).unwrap();
        let expected: Vec<u32> = primes.iter().rev().copied().collect();
        assert_eq!(got, expected);
    }

    #[test]
    fn official_size_values() {
        let ks = [JUDGE_K, 5_761_454, 1_000_000, 5_000_000, 100_000, 1];
        assert_eq!(
            kth_primes(&ks, JUDGE_N),
            Ok(vec![
                99_999_989, 99_999_971, 15_485_863, 86_028_121, 1_299_709, 2
            ])
        );
        // π(10^8) = 5 761 455: one more is refused, the first such query named.
        let past = PastN {
            query: 1,
            primes: u64::from(JUDGE_K),
        };
        let ks = [1, JUDGE_K + 1, 3, JUDGE_K + 2];
        assert_eq!(kth_primes(&ks, JUDGE_N), Err(past));
    }

    #[test]
    #[ignore = "slow: the sieve up to 2^32, about a second in release"]
    fn the_largest_k_at_the_largest_n() {
        assert_eq!(kth_primes(&[MAX_K, 1], MAX_N), Ok(vec![4_294_967_291, 2]));
        let past = PastN {
            query: 0,
            primes: u64::from(MAX_K),
        };
        assert_eq!(kth_primes(&[MAX_K + 1], MAX_N), Err(past));
    }

    fn past(query: usize, primes: u64) -> Result<Vec<u32>, PastN> {
        Err(PastN { query, primes })
    }

    #[test]
    fn the_boundary_n_is_included_and_no_prime_past_it() {
        // 7 is the 4th prime; 8, 9 and 10 add none.
        for n in 7..=10 {
            assert_eq!(kth_primes(&[4, 1], n), Ok(vec![7, 2]), "n = {n}");
            assert_eq!(kth_primes(&[1, 5], n), past(1, 4), "n = {n}");
        }
        assert_eq!(kth_primes(&[1], 2), Ok(vec![2]));
        assert_eq!(kth_primes(&[2], 2), past(0, 1));
        // Around the end of the first windows (2^16 and 2^16 + 2^17): 65521 and 65537 are
        // the 6542nd and 6543rd primes.
        assert_eq!(kth_primes(&[6542, 6543], 65_537), Ok(vec![65_521, 65_537]));
        assert_eq!(kth_primes(&[6543], 65_536), past(0, 6542));
    }

    #[test]
    fn queries_in_any_order_with_repeats() {
        assert_eq!(
            kth_primes(&[25, 25, 1, 24, 10, 2], 100),
            Ok(vec![97, 97, 2, 89, 29, 3])
        );
        assert_eq!(kth_primes(&[3; 4], 5), Ok(vec![5; 4]));
    }

    #[test]
    fn trial_division_is_right_on_small_numbers() {
        assert_eq!(primes_by_trial_division(1), Vec::<u64>::new());
        assert_eq!(
            primes_by_trial_division(30),
            [2, 3, 5, 7, 11, 13, 17, 19, 23, 29]
        );
        assert_eq!(primes_by_trial_division(1000).len(), 168);
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_inputs_agree_with_the_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("100 3\n1\n26\n27\n"),
            "query 2: expected at most 25 (the number of primes up to n = 100), found 26"
        );
        assert_eq!(
            error("1 1\n1\n"),
            "n: expected an integer in 2..=4294967295, found 1 (token 1, line 1)"
        );
        assert_eq!(
            error("4294967296 1\n1\n"),
            "n: expected an integer in 2..=4294967295, found 4294967296 (token 1, line 1)"
        );
        assert_eq!(
            error("100 0\n"),
            "q: expected an integer in 1..=10000000, found 0 (token 2, line 1)"
        );
        assert_eq!(
            error("100 2\n0\n1\n"),
            "query: expected an integer in 1..=203280221, found 0 (token 3, line 2)"
        );
        // A huge announced q is refused at the first missing query, before allocating.
        assert_eq!(
            error("100 9999999\n1\n2\n"),
            "query: expected an integer in 1..=203280221, found the end of the input (after 4 \
             tokens)"
        );
        assert_eq!(
            error("100 1\n1\n2\n"),
            "expected the end of the input after 3 tokens, found \"2\" and 0 more"
        );
        // Past the judge's n: answered.
        assert_eq!(run_str(solve, "4294967295 2\n1\n2\n").unwrap(), "2\n3\n");
    }

    #[test]
    fn the_brute_force_refuses_what_it_cannot_answer() {
        let error = |input: &str| run_str(brute_solve, input).unwrap_err().to_string();
        assert_eq!(
            error("100001 1\n1\n"),
            "n: expected an integer in 2..=100000, found 100001"
        );
        assert_eq!(
            error("10 2\n4\n5\n"),
            "query 2: k = 5, but there are only 4 primes up to 10"
        );
        assert_eq!(
            run_str(brute_solve, "100 5\n1\n2\n3\n4\n5\n").unwrap(),
            "2\n3\n5\n7\n11\n"
        );
    }
}
