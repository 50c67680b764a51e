//! # IPSC 2006 K "Kruskal" (SPOJ 2154, BOJ 27852): bounded Nim where leaving a prime heap wins
//!
//! `N` heaps of matches (each at least 3 at the start) and a fixed `K >= 1`. The monkey moves
//! first, then Kruskal, alternately. A move removes 1..=K matches from one heap. If after a move
//! **any** heap holds a prime number of matches, the player who moved wins at once. Can the
//! monkey force a win? (`YES` / `NO`; the input has a blank line before each test case, so it is
//! read as tokens.)
//!
//! ## Rule
//! For a heap `h >= 3` let `p(h)` be the largest prime strictly below `h` and `d(h) = h - p(h)`
//! ([`distance_to_prime_below`]). [`monkey_wins`]:
//! 1. `N >= 2` and some heap is prime at the start: `YES` (move another heap by one match; the
//!    prime heap stays).
//! 2. Some `d(a_i) <= K`: `YES` (move that heap to its prime; for a single prime heap this is
//!    the prime strictly below it, since that heap must move).
//! 3. Otherwise `YES` iff `XOR_i (d(a_i) mod (K + 1)) != 0`.
//!
//! Why: while `d(h) > K` no move on `h` can reach or pass `p(h)`, and the heaps between `p(h)`
//! and `h` are not prime, so a heap keeps its `p(h)` and only `d` falls. Whoever leaves some
//! `d <= K` lets the opponent move to a prime and win, so a player with a choice keeps every
//! `d >= K + 1`; the player without such a move loses. Writing `e = d - (K + 1)`, each heap is
//! the subtraction game {1..K} on `e`, whose Grundy value is `e mod (K + 1) = d mod (K + 1)`, and
//! the sum is decided by the xor (Sprague–Grundy). With one heap this is case 2/3 alone, which
//! also covers a single heap that is prime at the start.
//!
//! Complexity: one [`prev_prime`] per heap, i.e. `d(h)` candidates tested by the Montgomery
//! Miller–Rabin of `shared::primality` (prime gaps below 10^10 are at most 354), O(N) otherwise.
//!
//! ## Traps
//! A heap already prime at the start (case 1; with a single heap it does not count); a single
//! heap (its own prime does not help: e.g. K = 1, heap 5: p = 3, d = 2, `NO`); checking
//! `d <= K` before the xor (the xor may be 0 while a one-move win exists); the prime *strictly*
//! below; modulus `K + 1`, not `K`; heaps beyond 2^32 (the sources disagree on the bound: every
//! `u64` works here); `K + 1` overflowing for `K = u64::MAX` (then `d <= K` always).
//!
//! ## Input
//! `T`, then per case `N K` and `N` heaps (blank lines anywhere; the statement is in
//! `README.md`). Past the judge's limits: every heap in `3..=u64::MAX` and every `K >= 1` is
//! answered; up to [`MAX_HEAPS`] heaps in all (a heap at a prime gap of 1550 near 2^64 costs
//! about 0.2 ms); a count of 0, `K = 0` and a heap below 3 are refused.
//!
//! ## Tested
//! Against [`brute_force`], a memoised search of the whole game from the rules (any move that
//! leaves a prime heap wins; otherwise win iff some move reaches a lost position), with its own
//! trial-division primality, through the [`study`] descriptor's check (which `lab verify` runs
//! too) for K = 1..=6 (to 12 in the full run): every single heap 3..=1000, every pair of heaps
//! 3..=100, every triple 3..=40, every quadruple 3..=20; 3000 random inputs of up to 4 heaps
//! ≤ 70, K ≤ 8; random judge inputs through [`solve`] and [`brute_solve`] (its own input loop);
//! heaps around 2^32 and 5.6·10^9 (whole prime gaps, one and two heaps) and just below 2^64;
//! the sample and the spec's extra cases; samples and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::{outcome_table, Memo};
use shared::input::{Input, InputError};
use shared::linear_sieve::LinearSieve;
use shared::primality::{is_prime, prev_prime};
use std::collections::HashMap;
use std::io::Write;

pub mod study;

/// The smallest heap the game allows at the start.
pub const MIN_HEAP: u64 = 3;
/// The most test cases answered (the judge has at most 67).
pub const MAX_CASES: usize = 1000;
/// The most heaps answered, in one case and in all cases together (the judge has at most
/// 200 per case, 13 400 in all).
pub const MAX_HEAPS: usize = 20_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    HeapCount: usize = 1..=MAX_HEAPS, "N";
    Take: u64 = 1..=u64::MAX, "K";
    Heap: u64 = MIN_HEAP..=u64::MAX, "heap";
}

/// Reads the judge's input and writes `YES` or `NO` per test case: whether the monkey wins.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `N` outside
/// `1..=MAX_HEAPS` or more than [`MAX_HEAPS`] heaps in all, `K = 0`, a heap below 3.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    let mut cases = Vec::with_capacity(t);
    let mut heaps_in_all = 0;
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: HeapCount }
        heaps_in_all += n;
        if heaps_in_all > MAX_HEAPS {
            // One line per literal: the bundler keeps its tab indentation only then.
            let limit = format!("expected at most {MAX_HEAPS} heaps in all cases together");
            return Err(InputError::new(format!(
                "case {i}: {limit}, found {heaps_in_all} by this case"
            )));
        }
        input! { from &mut *input, k: Take, heaps: [Heap; n] }
        cases.push((heaps, k));
    }
    input.context("");
    for (heaps, k) in cases {
        let verdict = if monkey_wins(&heaps, k) { "YES" } else { "NO" };
        writeln!(out, "{verdict}")?;
    }
    Ok(())
}

/// `d(h) = h - p`, where `p` is the largest prime strictly below `h`.
///
/// # Constraints
/// `h >= 3`, any `u64`.
///
/// # Complexity
/// One [`prev_prime`]: `d(h)` primality tests of O(log h) Montgomery multiplications each.
///
/// # Panics
/// If `h < 3` (no prime below it).
pub fn distance_to_prime_below(h: u64) -> u64 {
    match prev_prime(h) {
        Some(p) => h - p,
        None => panic!("distance_to_prime_below: no prime below {h}"),
    }
}

/// Whether the monkey (the first player) can force a win.
///
/// # Constraints
/// `k >= 1`; every heap `>= 3`, any `u64`; any number of heaps (none: no move, `false`).
///
/// # Complexity
/// One primality test and one [`distance_to_prime_below`] per heap: about 10 µs per heap
/// near 5.6·10^9 at the worst gaps.
///
/// # Panics
/// If `k == 0` or a heap is below 3.
pub fn monkey_wins(heaps: &[u64], k: u64) -> bool {
    assert!(k >= 1, "monkey_wins: K must be at least 1");
    assert!(
        heaps.iter().all(|&h| h >= MIN_HEAP),
        "monkey_wins: every heap must hold at least {MIN_HEAP} matches"
    );
    if heaps.len() >= 2 && heaps.iter().any(|&h| is_prime(h)) {
        return true;
    }
    let mut nim_sum = 0;
    for &h in heaps {
        let d = distance_to_prime_below(h);
        if d <= k {
            return true;
        }
        // d > k, so k < u64::MAX and k + 1 does not overflow.
        nim_sum ^= d % (k + 1);
    }
    nim_sum != 0
}

/// The rule-based table for a single heap: `win[h]` for every `h` in `0..=upto`, whether the
/// monkey wins when the game starts with the one heap `h` (which may be prime). Built from the
/// rules alone: a move to a prime wins, otherwise a move to a lost position does. This is the
/// table the game lab prints; it follows the prime gaps, so it has no period.
///
/// # Parameters
/// `upto`: the largest heap, below 2^32 and at most a few 10^7 (a sieve of that size);
/// `k`: the largest move, `>= 1`. From `h = 3` on the table equals [`monkey_wins`]`(&[h], k)`;
/// below 3 it follows the brute force's convention that a player with no move (heap 0) loses.
///
/// # Complexity
/// O(upto · min(k, upto)) time, O(upto) memory.
pub fn single_heap_outcomes(upto: usize, k: u64) -> Vec<bool> {
    let sieve = LinearSieve::new(upto);
    outcome_table(upto, |n, win, out| {
        let largest = k.min(n as u64) as usize;
        // A prime left behind ends the game: the opponent "stands on a lost position".
        out.extend((1..=largest).map(|r| !sieve.is_prime(n - r) && win[n - r]));
    })
}

/// The brute force from the rules: whether the player to move wins from `heaps` (the monkey
/// at the start). A move that leaves any prime heap wins at once; otherwise a position is won
/// iff some move reaches a lost one; with no move at all the player to move loses. Memoised on
/// the sorted heaps; primality by trial division, independent of `shared::primality`.
///
/// # Constraints
/// `k >= 1`; few reachable positions: a handful of heaps below ~100, or a heap or two whose
/// prime gaps are short (every heap well below 10^12, for the trial division).
///
/// # Complexity
/// O(positions · N · K) memo and primality look-ups; positions are at most Π(a_i + 1), far
/// fewer in practice since any position with a prime within K below a heap ends the search.
pub fn brute_force(heaps: &[u64], k: u64) -> bool {
    brute_force_many(&[heaps.to_vec()], k)[0]
}

/// The most heaps per case [`brute_solve`] answers, the largest heap and the largest `K`: its
/// search may visit every position below the start.
pub const BRUTE_MAX_HEAPS: usize = 4;
/// See [`BRUTE_MAX_HEAPS`].
pub const BRUTE_MAX_HEAP: u64 = 100;
/// See [`BRUTE_MAX_HEAPS`].
pub const BRUTE_MAX_K: u64 = 100;

/// The whole input answered from the rules alone, for the stress test: its own reading of the
/// cases, [`brute_force`] per case (the whole game searched, no Sprague–Grundy, its own
/// primality), its own printing, so that a slip in [`solve`]'s input loop or output shows up
/// as a difference.
///
/// # Errors
/// As [`solve`], within the `BRUTE_MAX_*` bounds.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t = input.read("T", 1..=MAX_CASES)?;
    for case in 1..=t {
        let n = input.read(&format!("case {case}: N"), 1..=BRUTE_MAX_HEAPS)?;
        let k = input.read(&format!("case {case}: K"), 1..=BRUTE_MAX_K)?;
        let mut heaps = Vec::new();
        for i in 1..=n {
            let name = format!("case {case}: heap {i}");
            heaps.push(input.read(&name, MIN_HEAP..=BRUTE_MAX_HEAP)?);
        }
        writeln!(out, "{}", if brute_force(&heaps, k) { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// [`brute_force`] on many inputs with the same `k`, sharing one memo.
///
/// # Constraints and complexity
/// As [`brute_force`], counting the union of the positions reachable from all inputs.
pub fn brute_force_many(inputs: &[Vec<u64>], k: u64) -> Vec<bool> {
    brute_force_with(inputs, k, is_prime_by_trial_division)
}

/// The brute force with a given primality test (the tests use `shared::primality::is_prime`
/// near 2^64, where trial division is out of reach).
fn brute_force_with(inputs: &[Vec<u64>], k: u64, is_prime: impl FnMut(u64) -> bool) -> Vec<bool> {
    assert!(k >= 1, "brute_force: K must be at least 1");
    let mut search = Search {
        k,
        is_prime,
        primality: HashMap::new(),
    };
    let mut memo = Memo::new();
    inputs
        .iter()
        .map(|heaps| {
            let mut start = heaps.clone();
            start.sort_unstable();
            search.mover_wins(&mut memo, start)
        })
        .collect()
}

struct Search<P> {
    k: u64,
    is_prime: P,
    /// Primality of every heap size seen, since the same sizes recur in many positions.
    primality: HashMap<u64, bool>,
}

impl<P: FnMut(u64) -> bool> Search<P> {
    fn prime(&mut self, h: u64) -> bool {
        let is_prime = &mut self.is_prime;
        *self.primality.entry(h).or_insert_with(|| is_prime(h))
    }

    /// Every position one move from `heaps` (sorted), each sorted; equal heaps moved once.
    fn successors(&self, heaps: &[u64]) -> Vec<Vec<u64>> {
        let mut next = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue;
            }
            for r in 1..=self.k.min(h) {
                let mut after = heaps.to_vec();
                after[i] = h - r;
                after.sort_unstable();
                next.push(after);
            }
        }
        next
    }

    fn mover_wins(&mut self, memo: &mut Memo<Vec<u64>, bool>, heaps: Vec<u64>) -> bool {
        memo.get(heaps.clone(), |memo| {
            let next = self.successors(&heaps);
            // Checked before any recursion, so the search never goes past a reachable prime.
            if next.iter().any(|s| s.iter().any(|&h| self.prime(h))) {
                return true;
            }
            next.into_iter().any(|s| !self.mover_wins(memo, s))
        })
    }
}

/// Primality by trial division by 2 and the odd numbers up to sqrt(n).
///
/// # Complexity
/// O(sqrt(n)): fine up to about 10^12.
pub fn is_prime_by_trial_division(n: u64) -> bool {
    if n < 4 {
        return n >= 2;
    }
    if n % 2 == 0 {
        return false;
    }
    let mut f = 3u64;
    while f <= n / f {
        if n % f == 0 {
            return false;
        }
        f += 2;
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use itertools::Itertools;
    use shared::input::run_str;

    /// The primes just below `top`, found by trial division, highest first.
    fn primes_below(top: u64, count: usize) -> Vec<u64> {
        (2..top)
            .rev()
            .filter(|&n| is_prime_by_trial_division(n))
            .take(count)
            .collect()
    }

    #[test]
    fn fast_equals_brute_force_on_every_small_input_for_k_up_to_6() {
        every_small_input(1..=6);
    }

    /// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
    mod full {
        #[test]
        #[ignore = "full: six more K, a third of a second"]
        fn fast_equals_brute_force_on_every_small_input_for_k_7_to_12() {
            super::every_small_input(7..=12);
        }
    }

    /// Size 40: every single heap 3..=1000, pair 3..=100, triple 3..=40, quadruple 3..=20.
    fn every_small_input(ks: std::ops::RangeInclusive<u64>) {
        for k in ks {
            let verdict = study::game().verify_with(&[("k", k)], 40);
            assert!(verdict.agrees(), "k={k}: {}", verdict.summary());
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n\n1 1\n5\n\n2 3\n51\n2\n"),
            "case 2: heap: expected an integer in 3..=18446744073709551615, found 2 (token 8, \
             line 8)"
        );
        assert_eq!(
            error("1\n\n1 0\n5\n"),
            "case 1: K: expected an integer in 1..=18446744073709551615, found 0 (token 3, line 3)"
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=1000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("2\n\n0 1\n"),
            "case 1: N: expected an integer in 1..=20000, found 0 (token 2, line 3)"
        );
        assert_eq!(
            error("1000000000\n\n1 1\n5\n"),
            "T: expected an integer in 1..=1000, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n\n1000000000 1\n5\n"),
            "case 1: N: expected an integer in 1..=20000, found 1000000000 (token 2, line 3)"
        );
        // Each case within the limit, but too many heaps in all.
        let many = format!("2\n\n15000 1\n{0}\n15000 1\n{0}\n", "4\n".repeat(15000));
        assert_eq!(
            error(&many),
            "case 2: expected at most 20000 heaps in all cases together, found 30000 by this case"
        );
        // Fewer heaps than announced.
        assert_eq!(
            error("1\n\n3 3\n48\n15\n"),
            "case 1: heap: expected an integer in 3..=18446744073709551615, found the end of the \
             input (after 5 tokens)"
        );
        assert_eq!(
            error("1\n\n1 1\n5\n6\n"),
            "expected the end of the input after 4 tokens, found \"6\" and 0 more"
        );
        // Past the judge's limits but exact: the largest heap and K, blank lines or none.
        assert_eq!(
            run_str(solve, "2 1 1 18446744073709551615 1 18446744073709551615 4").unwrap(),
            "NO\nYES\n"
        );
    }

    #[test]
    fn stress_cases_agree() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    #[ignore = "slow: the generator scans 3·10^7 numbers for prime gaps (a few seconds)"]
    fn the_worst_case_is_valid_and_answered() {
        for case in (study::game().worst_cases.unwrap())() {
            let out = run_str(solve, &case.input).unwrap();
            assert_eq!(out.lines().count(), 67, "{}", case.name);
        }
    }

    #[test]
    fn random_small_inputs_agree_with_the_brute_force() {
        let mut rng = ::study::fastrand::Rng::with_seed(0x0bad_cafe_1234_5678);
        for _ in 0..3000 {
            let k = 1 + rng.u64(..) % 8;
            let count = 1 + (rng.u64(..) % 4) as usize;
            let heaps: Vec<u64> = (0..count).map(|_| 3 + rng.u64(..) % 68).collect();
            assert_eq!(
                monkey_wins(&heaps, k),
                brute_force(&heaps, k),
                "k={k} heaps={heaps:?}"
            );
        }
    }

    #[test]
    fn single_heap_table_equals_the_fast_rule() {
        for k in 1..=12 {
            let win = single_heap_outcomes(2000, k);
            for (h, &w) in win.iter().enumerate().skip(3) {
                assert_eq!(w, monkey_wins(&[h as u64], k), "k={k} h={h}");
            }
            // Below 3: heap 0 has no move, heap 1 moves to 0, heap 2 to 1 (or 0 when K >= 2).
            assert_eq!(&win[..3], [false, true, k >= 2]);
        }
        assert_eq!(single_heap_outcomes(10, u64::MAX).len(), 11);
    }

    #[test]
    fn whole_prime_gaps_near_2_pow_32_and_5_6e9() {
        for top in [1u64 << 32, 5_647_483_922, 5_600_000_000] {
            let primes = primes_below(top, 6);
            // Heaps at every size in the five gaps between these primes, then above the highest.
            let mut singles: Vec<Vec<u64>> = Vec::new();
            for w in primes.windows(2) {
                singles.extend((w[1]..w[0]).map(|h| vec![h]));
            }
            singles.extend((primes[0]..primes[0] + 40).map(|h| vec![h]));
            for k in 1..=6 {
                let brute = brute_force_many(&singles, k);
                for (heaps, &expect) in singles.iter().zip(&brute) {
                    assert_eq!(monkey_wins(heaps, k), expect, "k={k} heaps={heaps:?}");
                }
            }
            // Two heaps from two different gaps, including prime heaps (case 1).
            let pairs: Vec<Vec<u64>> = (primes[2]..=primes[1])
                .step_by(3)
                .cartesian_product((primes[1]..=primes[0]).step_by(5))
                .map(|(a, b)| vec![a, b])
                .collect();
            for k in 1..=3 {
                let brute = brute_force_many(&pairs, k);
                for (heaps, &expect) in pairs.iter().zip(&brute) {
                    assert_eq!(monkey_wins(heaps, k), expect, "k={k} heaps={heaps:?}");
                }
            }
        }
    }

    #[test]
    fn heaps_just_below_2_pow_64() {
        // 2^64 - 59 is the largest prime below 2^64; trial division cannot reach here, so the
        // brute force uses the Miller–Rabin test instead.
        let top = u64::MAX - 58;
        let singles: Vec<Vec<u64>> = (top - 30..=u64::MAX).map(|h| vec![h]).collect();
        for k in [1, 2, 3, 7, 29, 57, 58, 59, 100] {
            let brute = brute_force_with(&singles, k, is_prime);
            for (heaps, &expect) in singles.iter().zip(&brute) {
                assert_eq!(monkey_wins(heaps, k), expect, "k={k} heaps={heaps:?}");
            }
        }
        assert_eq!(distance_to_prime_below(u64::MAX), 58);
        assert!(!monkey_wins(&[u64::MAX], 1)); // 58 is even
        assert!(!monkey_wins(&[u64::MAX], 57)); // 58 = 1 * 58
        assert!(monkey_wins(&[u64::MAX], 58));
        assert!(monkey_wins(&[u64::MAX], u64::MAX)); // no overflow in K + 1
        assert!(monkey_wins(&[4, 6], u64::MAX));
    }

    #[test]
    fn special_cases() {
        // A prime heap with company: YES at once, even when the xor would say NO.
        assert!(monkey_wins(&[7, 9, 9], 1));
        assert!(brute_force(&[7, 9, 9], 1));
        assert!(!monkey_wins(&[9, 9], 1)); // d = 2 each, xor 0
                                           // A single prime heap must move: its own primality does not help.
        assert!(!monkey_wins(&[5], 1));
        assert!(monkey_wins(&[5], 2));
        assert!(monkey_wins(&[3], 1)); // 3 -> 2
                                       // A heap within K of its prime wins although the xor is 0.
        assert!(monkey_wins(&[27, 27, 25], 2));
        assert!(brute_force(&[27, 27, 25], 2));
        // No heaps: no move, the monkey loses.
        assert!(!monkey_wins(&[], 1));
        assert!(!brute_force(&[], 1));
        assert_eq!(distance_to_prime_below(3), 1);
        assert_eq!(distance_to_prime_below(4_302_407_713), 354); // the record gap below 10^10
    }

    #[test]
    #[should_panic(expected = "at least 3 matches")]
    fn small_heaps_are_rejected() {
        monkey_wins(&[4, 2], 1);
    }

    #[test]
    fn sample_and_spec_extra_cases() {
        let cases: &[(u64, &[u64], bool)] = &[
            (3, &[48, 15, 4], true),
            (3, &[51, 51], false),
            (1, &[5], false),
            (2, &[5], true),
            (1, &[5, 9], true),
            (1, &[4], true),
            (3, &[9], true),
            (1, &[9], false),
            (1, &[9, 9], false),
            (1, &[9, 10], true),
            (2, &[27, 27], false),
            (2, &[27, 27, 26], false),
            (3, &[28, 27, 4], true),
            (5, &[27, 28], true),
            (1, &[25, 35], false),
            (3, &[3], true),
        ];
        for &(k, heaps, expect) in cases {
            assert_eq!(monkey_wins(heaps, k), expect, "fast k={k} {heaps:?}");
            assert_eq!(brute_force(heaps, k), expect, "brute k={k} {heaps:?}");
        }
    }

    #[test]
    fn trial_division_matches_the_sieve() {
        let sieve = LinearSieve::new(10_000);
        for n in 0..=10_000u64 {
            assert_eq!(
                is_prime_by_trial_division(n),
                sieve.is_prime(n as usize),
                "{n}"
            );
        }
        assert!(is_prime_by_trial_division(4_294_967_291)); // largest prime below 2^32
        assert!(!is_prime_by_trial_division(4_294_967_297)); // 641 · 6700417
    }
}
