//! # Luogu P2148 [SDOI2009] E&D: remove one heap of a pair, split the other
//!
//! `2n` heaps, paired in input order: heaps `2k - 1` and `2k` form group `k`. A move picks a
//! heap, removes it, and splits the other heap of its group into two non-empty heaps, one of
//! which takes the removed heap's place: the group `(a, b)` becomes `(c, b - c)` or
//! `(c, a - c)`, with `1 <= c` and both parts non-empty, so the heap split holds at least 2.
//! E moves first, then W, alternately; whoever faces only heaps of 1 stone cannot move and
//! loses. Print `YES` when E wins with perfect play.
//!
//! ## Rule
//! Groups never interact, so the game is a sum and E wins iff the XOR of the groups' Grundy
//! values is non-zero (Sprague–Grundy). The value of a group is [`group_grundy`]:
//! `g(a, b) = ν((a - 1) | (b - 1))`, where `ν(m)` is the number of trailing 1 bits of `m`
//! (the position of its lowest 0 bit).
//!
//! ## Why
//! Let `S(x)` be the set of values `g(c, x - c)` over the splits `1 <= c <= x - 1` of a heap of
//! `x`; then `g(a, b) = mex(S(a) ∪ S(b))`. **Lemma**: `S(x)` is the set of the positions of the
//! 1 bits of `x - 1`. Given the lemma, `S(a) ∪ S(b)` is the set of bits of `(a - 1) | (b - 1)`,
//! whose mex is its lowest 0 bit: the rule. The lemma holds by strong induction on `x` (for
//! `x = 1` both sets are empty): the parts of a split of `x` are smaller than `x`, so by
//! induction `g(c, x - c) = ν(p | q)` with `p = c - 1`, `q = x - c - 1`, and `p + q = y - 1`
//! where `y = x - 1`. It remains to see that `{ν(p | q) : p, q >= 0, p + q = y - 1}` is the set
//! of bits of `y`.
//! - Each value is a bit of `y`. Let `k = ν(p | q)`: bits `0..k` of `p | q` are all 1 and bit
//!   `k` of both `p` and `q` is 0. The low parts `p' = p mod 2^k`, `q' = q mod 2^k` satisfy
//!   `p' | q' = 2^k - 1`, so `2^k - 1 <= p' + q' <= 2^(k+1) - 2`, i.e.
//!   `2^k <= p' + q' + 1 < 2^(k+1)`. Since bit `k` of `p` and `q` is 0, `y = p + q + 1` is the
//!   sum of their bits above `k` (a multiple of `2^(k+1)`) and `p' + q' + 1`, with no carry into
//!   bit `k + 1`: bit `k` of `y` is set.
//! - Each bit of `y` is a value. If bit `k` of `y` is set, write `y = H·2^(k+1) + 2^k + L` with
//!   `L < 2^k`, and take `p = H·2^(k+1) + 2^k - 1`, `q = L`: then `p + q = y - 1`, bits `0..k`
//!   of `p` are 1 and bit `k` of both is 0, so `ν(p | q) = k` (the split `c = p + 1`,
//!   `x - c = q + 1`, both at least 1).
//!
//! So a group is lost alone iff `a` and `b` are both odd (`ν = 0`). O(1) per group, O(N) per
//! case.
//!
//! ## Traps
//! `(a - 1) | (b - 1)`, not `a | b`: the group `(1, 1)` has value 0 (`NO`), `a | b` gives 1.
//! Groups are consecutive pairs of the input (1 & 2, 3 & 4, ...), not any two heaps. Heaps go
//! up to 2·10^9: the OR fits in 31 bits and the value is at most 31. The words are `YES` / `NO`.
//!
//! ## Input
//! `T`, then per case `N` and the `N` heap sizes (the statement is in `README.md`); tokens are
//! whitespace-separated. `N` must be even (an odd `N` is refused, naming the case). Past the
//! judge's limits (`T <= 20`, `N <= 2·10^4`, heaps up to 2·10^9) the rule stays exact: up to
//! [`MAX_CASES`] cases of up to [`MAX_HEAPS_ANSWERED`] heaps of any size in `1..=u64::MAX` are
//! answered (a group value then reaches at most 64); `N = 0` (no group: E cannot move) is
//! answered `NO`. `T = 0`, a heap of 0 stones and anything past those bounds are refused.
//!
//! ## Tested
//! [`group_grundy`] against [`pair_game`] (the Grundy value of one group, searched from the
//! moves alone) for every group with heaps up to 64 (the [`study`] descriptor's check, which
//! `lab verify` runs too; the slow test goes to 300); [`first_player_wins`] against
//! [`brute_force`] (a search of the whole sum of groups, no Grundy values added) on every
//! multiset of one to three groups of heaps up to 6; [`solve`] against [`brute_solve`] (its
//! own input loop, the same whole-position search) on 100 random judge inputs; the samples,
//! the spec's extra cases, CRLF/BOM and bad inputs through [`solve`] in memory; the limits
//! named in errors.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: `T <= 20`, `N <= 2·10^4` heaps, each at most 2·10^9.
pub const JUDGE_CASES: usize = 20;
/// See [`JUDGE_CASES`].
pub const JUDGE_HEAPS: usize = 20_000;
/// See [`JUDGE_CASES`].
pub const JUDGE_HEAP_SIZE: u64 = 2_000_000_000;
/// The most test cases answered.
pub const MAX_CASES: usize = 100_000;
/// The most heaps answered in one case.
pub const MAX_HEAPS_ANSWERED: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    HeapCount: usize = 0..=MAX_HEAPS_ANSWERED, "N";
    Heap: u64 = 1..=u64::MAX, "heap";
}

/// Reads the judge's input and writes `YES` or `NO` per test case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `N` odd or above
/// [`MAX_HEAPS_ANSWERED`], a heap of 0 or past `u64`.
///
/// # Complexity
/// O(total heaps).
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: HeapCount }
        if n % 2 == 1 {
            return Err(InputError::new(format!(
                "case {i}: N: expected an even number of heaps (they come in pairs), found {n}"
            )));
        }
        input! { from &mut *input, heaps: [Heap; n] }
        let groups: Vec<(u64, u64)> = heaps.chunks_exact(2).map(|g| (g[0], g[1])).collect();
        writeln!(out, "{}", answer(first_player_wins(&groups)))?;
    }
    input.context("");
    Ok(())
}

/// The judge's word for "E (the first player) wins": `YES`, else `NO`.
pub fn answer(e_wins: bool) -> &'static str {
    if e_wins {
        "YES"
    } else {
        "NO"
    }
}

/// The Grundy value of the group `(a, b)`: the number of trailing 1 bits of
/// `(a - 1) | (b - 1)` (proof in the crate documentation).
///
/// # Constraints
/// `a, b >= 1`, any `u64` (the value is then at most 64).
///
/// # Complexity
/// O(1).
///
/// # Panics
/// If a heap is 0.
pub fn group_grundy(a: u64, b: u64) -> u32 {
    assert!(a >= 1 && b >= 1, "group_grundy: a heap of 0 stones");
    ((a - 1) | (b - 1)).trailing_ones()
}

/// Whether E, moving first, wins on these groups: the XOR of their values is not 0.
///
/// # Constraints
/// Every heap at least 1; any number of groups (none: a loss).
///
/// # Complexity
/// O(groups).
pub fn first_player_wins(groups: &[(u64, u64)]) -> bool {
    groups.iter().fold(0, |x, &(a, b)| x ^ group_grundy(a, b)) != 0
}

/// One group as the searches store it: the smaller heap first.
pub type Group = (u64, u64);

/// The group `(a, b)` with its heaps in order.
pub fn group(a: u64, b: u64) -> Group {
    (a.min(b), a.max(b))
}

/// The groups one move from `(a, b)`, from the rules: keep `x` (either heap) and split it
/// into `c` and `x - c`, `1 <= c <= x / 2` (the other order is the same group).
pub fn group_moves(&(a, b): &Group) -> Vec<Group> {
    let mut next = Vec::new();
    for x in if a == b { vec![a] } else { vec![a, b] } {
        next.extend((1..=x / 2).map(|c| group(c, x - c)));
    }
    next
}

/// One group alone, searched from [`group_moves`]: its Grundy value is `pair_game().grundy(..)`.
pub type PairGame = GameTree<Group, fn(&Group) -> Vec<Group>>;

/// A fresh [`PairGame`]; keep it to share the solved groups.
///
/// # Complexity
/// Solving `(a, b)` visits every group of heaps summing to at most `max(a, b)`, with
/// O(max(a, b)) moves each: 6.75 · 10^6 moves for all heaps up to 300.
pub fn pair_game() -> PairGame {
    GameTree::new(group_moves as fn(&Group) -> Vec<Group>)
}

/// A whole position: its groups sorted, groups `(1, 1)` (no move) left out.
pub type Groups = Vec<Group>;

/// The canonical position of a list of groups: each sorted, `(1, 1)` dropped, all sorted.
pub fn position(groups: &[(u64, u64)]) -> Groups {
    let mut sorted: Groups = groups
        .iter()
        .map(|&(a, b)| group(a, b))
        .filter(|&g| g != (1, 1))
        .collect();
    sorted.sort_unstable();
    sorted
}

/// The positions one move from `groups` (a [`position`]): one group replaced by one of its
/// [`group_moves`], then made canonical. Equal groups give equal positions, so each is moved
/// once.
#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
pub fn moves(groups: &Groups) -> Vec<Groups> {
    let mut next = Vec::new();
    for (i, g) in groups.iter().enumerate() {
        if i > 0 && groups[i - 1] == *g {
            continue;
        }
        for moved in group_moves(g) {
            let mut after = groups.clone();
            after[i] = moved;
            next.push(position(&after));
        }
    }
    next
}

/// The whole game, straight from the rules, with every position a canonical [`Groups`].
pub type WholeGame = GameTree<Groups, fn(&Groups) -> Vec<Groups>>;

/// A fresh [`WholeGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// Solving a position visits every multiset of groups it reaches: a few thousand for three
/// groups of heaps up to 7.
pub fn whole_game() -> WholeGame {
    GameTree::new(moves as fn(&Groups) -> Vec<Groups>)
}

/// Whether E wins, by exhaustive search of the whole position (no Grundy values of groups,
/// no XOR).
///
/// # Constraints
/// Every heap at least 1; a few groups of small heaps (three groups up to about 8).
///
/// # Complexity
/// See [`whole_game`].
pub fn brute_force(groups: &[(u64, u64)]) -> bool {
    whole_game().wins(&position(groups))
}

/// The largest heap [`brute_solve`] searches (larger ones are refused, not searched for ever).
pub const BRUTE_MAX_HEAP: u64 = 10;
/// The most heaps per case [`brute_solve`] searches (three groups).
pub const BRUTE_MAX_HEAPS: usize = 6;

/// The judge's input answered by brute force, with an input loop of its own (not [`solve`]'s):
/// `T`, then per case `N` and `N` heaps paired in order, each case searched whole by
/// [`whole_game`].
///
/// # Errors
/// A malformed or truncated input, an odd `N`, a heap of 0; a case past the search's reach
/// ([`BRUTE_MAX_HEAPS`] heaps of up to [`BRUTE_MAX_HEAP`]).
///
/// # Complexity
/// As [`brute_force`] per case, one search shared by all cases.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let cases: usize = input.read("T", 1..=usize::MAX)?;
    let mut game = whole_game();
    for case in 1..=cases {
        input.context(format!("case {case}"));
        let count: usize = input.read("N", 0..=BRUTE_MAX_HEAPS)?;
        if count % 2 != 0 {
            return Err(InputError::new(format!("case {case}: N is odd: {count}")));
        }
        let mut groups = Vec::new();
        for k in 1..=count / 2 {
            let a = input.read(&format!("heap {}", 2 * k - 1), 1..=BRUTE_MAX_HEAP)?;
            let b = input.read(&format!("heap {}", 2 * k), 1..=BRUTE_MAX_HEAP)?;
            groups.push((a, b));
        }
        let wins = game.wins(&position(&groups));
        writeln!(out, "{}", if wins { "YES" } else { "NO" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    #[test]
    fn group_value_equals_the_pair_search_for_heaps_up_to_64() {
        let verdict = study::game().verify_with(&[], 64);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 45 150 groups, 6.75·10^6 moves"]
    fn group_value_equals_the_pair_search_for_heaps_up_to_300() {
        let verdict = study::game().verify_with(&[], 300);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    /// Every multiset of `count` groups of heaps in `1..=largest`.
    fn group_multisets(count: usize, largest: u64) -> Vec<Vec<Group>> {
        let groups: Vec<Group> = (1..=largest)
            .flat_map(|a| (a..=largest).map(move |b| (a, b)))
            .collect();
        let indices = ::study::heap_multisets(count, 0, groups.len() as u64 - 1);
        indices
            .iter()
            .map(|chosen| chosen.iter().map(|&i| groups[i as usize]).collect())
            .collect()
    }

    #[test]
    fn rule_equals_the_whole_search_on_every_sum_of_up_to_3_groups_of_6() {
        let mut game = whole_game();
        let mut checked = 0;
        for count in 1..=3 {
            for groups in group_multisets(count, 6) {
                let brute = game.wins(&position(&groups));
                assert_eq!(first_player_wins(&groups), brute, "{groups:?}");
                checked += 1;
            }
        }
        // 21 groups: 21 + C(22, 2) + C(23, 3).
        assert_eq!(checked, 21 + 231 + 1771);
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
        let cases: &[(&[(u64, u64)], bool)] = &[
            (&[(1, 2), (3, 1)], true),
            (&[(1, 1), (1, 1), (1, 1)], false),
            (&[(1, 1)], false),
            (&[(1, 2)], true),
            (&[(2, 2)], true),
            (&[(3, 3)], false),
            (&[(4, 1)], true),
            (&[(1, 2), (2, 1)], false),
            (&[(2, 3), (4, 5)], true),
            (&[(1, 2), (3, 4), (5, 6)], true),
            (&[(2, 2), (2, 2), (4, 4)], true),
        ];
        let mut game = whole_game();
        for &(groups, e_wins) in cases {
            assert_eq!(first_player_wins(groups), e_wins, "{groups:?}");
            assert_eq!(game.wins(&position(groups)), e_wins, "{groups:?}");
        }
        // Beyond the brute force: the rule alone.
        let big: &[(&[(u64, u64)], bool)] = &[
            (&[(2_000_000_000, 2_000_000_000)], true),
            (&[(1, 2_000_000_000)], true),
            (&[(1_999_999_999, 1)], false),
            (&[(1 << 30, 1), (536_870_913, 7)], true),
            (&[(1 << 30, 1), (1, 1 << 30)], false),
        ];
        for &(groups, e_wins) in big {
            assert_eq!(first_player_wins(groups), e_wins, "{groups:?}");
        }
    }

    #[test]
    fn group_values() {
        // The sample's groups: (1, 2) has value 1, (3, 1) value 0.
        assert_eq!((group_grundy(1, 2), group_grundy(3, 1)), (1, 0));
        // (a - 1) | (b - 1), not a | b.
        assert_eq!(group_grundy(1, 1), 0);
        // Heaps of 2^k: k trailing ones in 2^k - 1.
        assert_eq!(group_grundy(1 << 30, 1 << 30), 30);
        // 2·10^9 - 1 = 0x773593FF; 2·10^9 - 2 is even.
        assert_eq!(group_grundy(2_000_000_000, 1), 10);
        assert_eq!(group_grundy(1_999_999_999, 1), 0);
        assert_eq!(group_grundy(u64::MAX, 1), 0);
        assert_eq!(group_grundy(u64::MAX, 2), 64);
        assert_eq!(group_moves(&(3, 4)), [(1, 2), (1, 3), (2, 2)]);
        assert_eq!(group_moves(&(1, 1)), []);
        assert_eq!(position(&[(3, 1), (1, 1), (2, 1)]), [(1, 2), (1, 3)]);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("2\n2\n1 1\n3\n1 2 3\n"),
            "case 2: N: expected an even number of heaps (they come in pairs), found 3"
        );
        assert_eq!(
            error("1\n1000002\n1 1\n"),
            "case 1: N: expected an integer in 0..=1000000, found 1000002 (token 2, line 2)"
        );
        // A huge announced N is refused at the first missing heap, before allocating.
        assert_eq!(
            error("1\n999998\n1 2\n"),
            "case 1: heap: expected an integer in 1..=18446744073709551615, found the end of the \
             input (after 4 tokens)"
        );
        assert_eq!(
            error("1\n2\n1 0\n"),
            "case 1: heap: expected an integer in 1..=18446744073709551615, found 0 (token 4, \
             line 3)"
        );
        assert_eq!(
            error("1\n2\n5 6\n7\n"),
            "expected the end of the input after 4 tokens, found \"7\" and 0 more"
        );
        // Past the judge's limits, and an empty case.
        assert_eq!(
            run_str(solve, "3\n0\n2\n18446744073709551615 2\n2\n3 5\n").unwrap(),
            "NO\nYES\nNO\n"
        );
    }

    #[test]
    fn the_brute_force_refuses_what_it_cannot_search() {
        let error = |input: &str| run_str(brute_solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1\n2\n1 11\n"),
            "case 1: heap 2: expected an integer in 1..=10, found 11"
        );
        assert_eq!(
            error("1\n8\n1 1 1 1 1 1 1 1\n"),
            "case 1: N: expected an integer in 0..=6, found 8"
        );
        assert_eq!(error("1\n3\n1 1 1\n"), "case 1: N is odd: 3");
        assert_eq!(
            run_str(brute_solve, "2\n4\n1 2 3 1\n6\n1 1 1 1 1 1\n").unwrap(),
            "YES\nNO\n"
        );
    }

    #[test]
    #[should_panic(expected = "0 stones")]
    fn a_zero_heap_is_rejected() {
        group_grundy(0, 3);
    }
}
