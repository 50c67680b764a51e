//! # Luogu P2197 【模板】Nim 游戏: plain Nim on several heaps
//!
//! `n` heaps of stones; the first player moves first, then the second, alternately. A move
//! takes any positive number of stones from one heap (the whole heap too). Whoever has no stone
//! to take loses. Print `Yes` when the first player wins with perfect play.
//!
//! ## Rule
//! The first player loses exactly when the XOR of all heap sizes is 0 (Bouton, 1901). Call a
//! position *zero* when its XOR is 0; the final position (no stone) is zero. From a zero
//! position every move changes exactly one heap, so the XOR changes and becomes non-zero. From
//! a non-zero position with XOR `s`, let `2^t` be the top bit of `s`: some heap `h` has bit `t`
//! set, and `h ^ s < h` (bit `t` clears, higher bits stay), so lowering `h` to `h ^ s` is a
//! legal move and leaves XOR 0. The game is finite (every move removes a stone), so by
//! induction on the stones left the zero positions are exactly the ones lost for the player to
//! move. [`first_player_wins`] is O(n) per case.
//!
//! ## Input
//! `T`, then per case `n` and the `n` heap sizes (the statement is in `README.md`); tokens are
//! whitespace-separated, line breaks carry no meaning. Past the judge's limits (`T <= 10`,
//! `n <= 10^4`, heaps below 10^4) the XOR stays exact, so up to [`MAX_CASES`] cases of up to
//! [`MAX_HEAPS_ANSWERED`] heaps of any size in `0..=u64::MAX` are answered; `n = 0` (no heap) is
//! a lost game, `No`. `T = 0` is refused, and so is anything past those bounds.
//!
//! ## Traps
//! The words are `Yes` / `No` (not `YES`, not `First`); the XOR starts again at 0 for each case;
//! a heap of 0 stones is allowed (the sample has one) and changes nothing, so all-zero heaps
//! print `No`.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over sorted heap
//! multisets, straight from the rules) on every multiset of 1 to 5 heaps of 0..=10 stones
//! (the [`study`] descriptor's check, which `lab verify` runs too; the slow test goes to
//! 0..=15); [`solve`] against [`brute_solve`] (its own input loop, the same search) on 100
//! random judge inputs; the sample, the spec's extra cases, CRLF/BOM and bad inputs through
//! [`solve`] in memory; the limits named in errors.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: `T <= 10`, `n <= 10^4`, heaps `< 10^4` (the rule itself has none).
pub const JUDGE_CASES: usize = 10;
/// See [`JUDGE_CASES`].
pub const JUDGE_HEAPS: usize = 10_000;
/// See [`JUDGE_CASES`]: every heap is at most this.
pub const JUDGE_HEAP_SIZE: u64 = 9_999;
/// The most test cases answered.
pub const MAX_CASES: usize = 100_000;
/// The most heaps answered in one case.
pub const MAX_HEAPS_ANSWERED: usize = 1_000_000;

shared::ranged! {
    /// `T`, the number of test cases.
    Cases: usize = 1..=MAX_CASES, "T";
    /// `n`, the heaps of one case.
    HeapCount: usize = 0..=MAX_HEAPS_ANSWERED, "n";
    Heap: u64 = 0..=u64::MAX, "heap";
}

/// Reads the judge's input and writes `Yes` or `No` per test case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `n` above
/// [`MAX_HEAPS_ANSWERED`], a heap past `u64`.
///
/// # Complexity
/// O(total heaps); the judge's largest input (10^5 heaps) takes a few milliseconds.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: HeapCount, heaps: [Heap; n] }
        writeln!(out, "{}", answer(first_player_wins(&heaps)))?;
    }
    input.context("");
    Ok(())
}

/// The judge's word for "the first player wins": `Yes`, else `No`.
pub fn answer(first_wins: bool) -> &'static str {
    if first_wins {
        "Yes"
    } else {
        "No"
    }
}

/// Whether the first player wins Nim on these heaps: the XOR of the sizes is not 0.
///
/// # Constraints
/// Any sizes (0 included), any number of heaps (none: a loss).
///
/// # Complexity
/// O(n).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ h) != 0
}

/// A position as the brute force stores it: the non-empty heaps in non-decreasing order.
pub type Heaps = Vec<u64>;

/// The whole game, straight from the rules, with every position a sorted [`Heaps`].
pub type HeapGame = GameTree<Heaps, fn(&Heaps) -> Vec<Heaps>>;

/// A fresh [`HeapGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// Solving a position visits every multiset below it (C(h + k, k) for `k` heaps of at most
/// `h`: 3003 for five heaps of up to 10), each with O(total stones) moves.
pub fn heap_game() -> HeapGame {
    GameTree::new(moves as fn(&Heaps) -> Vec<Heaps>)
}

/// The positions one move from `heaps` (sorted, no zeros): one heap `h` lowered to any
/// `r < h`, an emptied heap dropped. Equal heaps give equal positions, so each size is moved
/// once.
#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
pub fn moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        for r in 0..h {
            let mut after = heaps.clone();
            if r == 0 {
                after.remove(i);
            } else {
                after[i] = r;
            }
            after.sort_unstable();
            next.push(after);
        }
    }
    next
}

/// The canonical position of a list of heaps: zeros dropped, sorted.
pub fn position(heaps: &[u64]) -> Heaps {
    let mut sorted: Heaps = heaps.iter().copied().filter(|&h| h > 0).collect();
    sorted.sort_unstable();
    sorted
}

/// Whether the first player wins, by exhaustive memoised search of the whole position (no
/// XOR, no Sprague–Grundy sum).
///
/// # Constraints
/// Few reachable positions: a handful of heaps of up to about 15.
///
/// # Complexity
/// See [`heap_game`].
pub fn brute_force(heaps: &[u64]) -> bool {
    heap_game().wins(&position(heaps))
}

/// The largest heap [`brute_solve`] searches (larger ones are refused, not searched for ever).
pub const BRUTE_MAX_HEAP: u64 = 16;
/// The most heaps per case [`brute_solve`] searches.
pub const BRUTE_MAX_HEAPS: usize = 6;

/// The judge's input answered by brute force, with an input loop of its own (not [`solve`]'s):
/// `T`, then per case `n` and `n` heaps, each case searched whole by [`heap_game`].
///
/// # Errors
/// A malformed or truncated input; a case past the search's reach ([`BRUTE_MAX_HEAPS`] heaps
/// of up to [`BRUTE_MAX_HEAP`]).
///
/// # Complexity
/// As [`brute_force`] per case, one search shared by all cases.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let cases: usize = input.read("T", 1..=usize::MAX)?;
    let mut game = heap_game();
    for case in 1..=cases {
        input.context(format!("case {case}"));
        let count: usize = input.read("n", 0..=BRUTE_MAX_HEAPS)?;
        let mut heaps = Vec::new();
        for i in 1..=count {
            heaps.push(input.read(&format!("heap {i}"), 0..=BRUTE_MAX_HEAP)?);
        }
        let wins = game.wins(&position(&heaps));
        writeln!(out, "{}", if wins { "Yes" } else { "No" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    #[test]
    fn rule_equals_brute_force_on_every_multiset_of_up_to_5_heaps_of_10() {
        let verdict = study::game().verify_with(&[], 10);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 15 504 positions of five heaps up to 15"]
    fn rule_equals_brute_force_on_every_multiset_of_up_to_5_heaps_of_15() {
        let verdict = study::game().verify_with(&[], 15);
        assert!(verdict.agrees(), "{}", verdict.summary());
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
    fn spec_extra_cases() {
        let cases: &[(&[u64], bool)] = &[
            (&[1, 1], false),
            (&[1, 0], true),
            (&[0], false),
            (&[5], true),
            (&[1, 2, 3], false),
            (&[0, 0, 0], false),
            (&[3, 3], false),
            (&[3, 4], true),
            (&[1, 2, 4, 7], false),
            (&[6, 5, 3, 0], false),
            (&[1, 1, 1, 1, 1], true),
            (&[1], true),
            (&[1, 1, 1], true),
            (&[2, 3], true),
        ];
        let mut game = heap_game();
        for &(heaps, wins) in cases {
            assert_eq!(first_player_wins(heaps), wins, "{heaps:?}");
            assert_eq!(game.wins(&position(heaps)), wins, "{heaps:?}");
        }
        // Beyond the brute force: the rule alone.
        assert!(first_player_wins(&[9999, 5000, 4999]));
        assert!(!first_player_wins(&[9999, 9998, 1, 0]));
    }

    #[test]
    fn edges() {
        assert!(!first_player_wins(&[]));
        assert!(!brute_force(&[]));
        assert!(!first_player_wins(&[JUDGE_HEAP_SIZE; JUDGE_HEAPS]));
        assert!(first_player_wins(&[JUDGE_HEAP_SIZE; JUDGE_HEAPS - 1]));
        assert!(!first_player_wins(&[u64::MAX, u64::MAX]));
        assert!(first_player_wins(&[u64::MAX, u64::MAX - 1, 0]));
        assert_eq!(position(&[3, 0, 1, 3]), [1, 3, 3]);
        assert_eq!(moves(&vec![2, 2]), [vec![2], vec![1, 2]]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("100001\n1\n1\n"),
            "T: expected an integer in 1..=100000, found 100001 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n1000001\n1\n"),
            "case 1: n: expected an integer in 0..=1000000, found 1000001 (token 2, line 2)"
        );
        // A huge announced n is refused at the first missing heap, before allocating.
        assert_eq!(
            error("1\n999999\n1 2\n"),
            "case 1: heap: expected an integer in 0..=18446744073709551615, \
             found the end of the input (after 4 tokens)"
        );
        assert_eq!(
            error("2\n1\n1\n2\n3 -4\n"),
            "case 2: heap: expected an integer in 0..=18446744073709551615, found \"-4\" \
             (token 6, line 5)"
        );
        // T cases announced, fewer given.
        assert_eq!(
            error("3\n1\n1\n1\n2\n"),
            "case 3: n: expected an integer in 0..=1000000, found the end of the input \
             (after 5 tokens)"
        );
        assert_eq!(
            error("1\n1\n5\n6\n"),
            "expected the end of the input after 3 tokens, found \"6\" and 0 more"
        );
        // Past the judge's limits, and an empty case.
        assert_eq!(
            run_str(solve, "3\n0\n2\n18446744073709551615 1\n1\n10000\n").unwrap(),
            "No\nYes\nYes\n"
        );
    }

    #[test]
    fn the_brute_force_refuses_what_it_cannot_search() {
        let error = |input: &str| run_str(brute_solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1\n1\n17\n"),
            "case 1: heap 1: expected an integer in 0..=16, found 17"
        );
        assert_eq!(
            error("1\n7\n1 1 1 1 1 1 1\n"),
            "case 1: n: expected an integer in 0..=6, found 7"
        );
        assert_eq!(
            run_str(brute_solve, "2\n2\n1 1\n2\n1 0\n").unwrap(),
            "No\nYes\n"
        );
    }
}
