//! # HDU 3032 Nim or not Nim?: take from a heap, or split it in two (Lasker's Nim)
//!
//! `N` heaps; Alice and Bob alternate, Alice first. A move either removes any positive number
//! of objects from one heap, or splits one heap into two non-empty heaps. Whoever takes the
//! last object wins (the player facing no object loses). Print `Alice` or `Bob`.
//!
//! ## Rule
//! The Grundy value of one heap of `x` ([`grundy`]) is `g(0) = 0` and, for `m >= 0`,
//!
//! | `x` | `4m+1` | `4m+2` | `4m+3` | `4m+4` |
//! |---|---|---|---|---|
//! | `g(x)` | `4m+1` | `4m+2` | `4m+4` | `4m+3` |
//!
//! and Alice wins iff the xor of `g(s_i)` is not 0 ([`first_player_wins`]): the heaps (and the
//! two parts of a split) are independent games, so by the Sprague–Grundy theorem the position
//! is worth the xor of its heaps, and a split of `x` into `a + b` is an option of value
//! `g(a) ⊕ g(b)`.
//!
//! ## Why (induction on `x`)
//! Suppose the table holds below `x`. Then `g` maps `{0}` to itself and each block
//! `{4m+1, …, 4m+4}` onto itself, so the removals (every `y < x`) give exactly:
//! `{0, …, 4k}` for `x = 4k+1`; `{0, …, 4k+1}` for `4k+2`; `{0, …, 4k+2}` for `4k+3`; and
//! `{0, …, 4k+2, 4k+4}` for `4k+4` (from `y = 4k+3`). For a split, both parts are at least 1, and
//! there `g(a) mod 4` depends only on `a mod 4`: residues 1, 2, 3, 0 go to 1, 2, 0, 3. The low
//! two bits of a xor are the xor of the low two bits, so over the residue pairs of `a + b`:
//! - `a + b ≡ 1`: pairs (0,1), (2,3) give `3⊕1 = 2⊕0 = 2`: every split value is `≡ 2`;
//! - `a + b ≡ 2`: (1,1), (0,2), (3,3) give 0, 1, 0: `≡ 0` or `1`;
//! - `a + b ≡ 3`: (0,3), (1,2) give `3⊕0 = 1⊕2 = 3`: `≡ 3`;
//! - `a + b ≡ 0`: (0,0), (1,3), (2,2) give 0, 1, 0: `≡ 0` or `1`.
//!
//! Hence, the mex being the least value missing from removals and splits together:
//! - `x = 4k+1`: `4k+1 ≡ 1` is no split value: `g = 4k+1`;
//! - `x = 4k+2`: `4k+2 ≡ 2` is no split value: `g = 4k+2`;
//! - `x = 4k+3`: the split `1 + (4k+2)` gives `1 ⊕ (4k+2) = 4k+3`, and `4k+4 ≡ 0` is no split
//!   value: `g = 4k+4`;
//! - `x = 4k+4`: `4k+3 ≡ 3` is no split value: `g = 4k+3`.
//!
//! O(1) per heap, O(N) per case, nothing stored (a running xor).
//!
//! ## Input
//! `T`, then per case `N` and `N` heap sizes (any whitespace). Past the judge's limits the
//! rule stays exact: up to [`MAX_CASES`] cases of up to [`MAX_HEAPS_ANSWERED`] heaps each, any
//! heap in `0..=u64::MAX` (a heap of 0 is no heap; `N = 0` is a game with no move, `Bob`); the
//! values are `u128`, since `g(u64::MAX) = 2^64`. `T = 0` is refused.
//!
//! ## Traps
//! `g(2^31 - 1) = 2^31` does not fit an `i32`. It is not plain Nim: `1 2 4` is `Bob` here (values
//! 1, 2, 3) and `4 3 7` is `Alice` (values 3, 4, 8), the opposite of plain Nim both times. A case
//! may hold 10^6 heaps (100 cases of them in all): read fast and keep only the xor.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over sorted heap multisets,
//! straight from the rules, no Sprague–Grundy) on every multiset of total at most 24 (7338
//! positions, the [`study`] descriptor's check, which `lab verify` runs too; 30 in a slow
//! test); [`grundy`] against the one-heap mex table from the rules up to 2000 (10^4 in a slow
//! test); [`solve`] against [`brute_solve`] (its own input loop and the brute force) on random
//! inputs; the samples, the spec's extra cases, heaps at `2^31 - 1` and `u64::MAX`, CRLF/BOM and
//! bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: at most 100 cases of at most 10^6 heaps of at most 2^31 - 1.
pub const MAX_CASES_JUDGE: usize = 100;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_HEAPS: usize = 1_000_000;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_HEAP: u64 = (1 << 31) - 1;
/// The most cases answered.
pub const MAX_CASES: usize = 100_000;
/// The most heaps answered in one case.
pub const MAX_HEAPS_ANSWERED: usize = 10_000_000;
/// The most objects in all that [`brute_solve`] accepts in one case (the search grows with the
/// number of multisets of that total).
pub const MAX_TOTAL_BRUTE: u64 = 30;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    HeapCount: usize = 0..=MAX_HEAPS_ANSWERED, "N";
    Heap: u64 = 0..=u64::MAX, "heap";
}

/// Reads the judge's input and writes `Alice` or `Bob` per case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `N` above
/// [`MAX_HEAPS_ANSWERED`], a heap past `u64`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    for case in 1..=t {
        input.context(format!("case {case}"));
        input! { from &mut *input, n: HeapCount }
        let mut value = 0u128;
        // One heap at a time: up to 10^7 of them, never held.
        for _ in 0..n {
            input! { from &mut *input, heap: Heap }
            value ^= grundy(heap);
        }
        writeln!(out, "{}", answer(value != 0))?;
    }
    input.context("");
    Ok(())
}

/// The judge's word for the winner: `Alice` (who moves first) or `Bob`.
pub fn answer(alice_wins: bool) -> &'static str {
    if alice_wins {
        "Alice"
    } else {
        "Bob"
    }
}

/// The Grundy value of one heap of `x` (the table in the crate documentation).
///
/// # Constraints
/// Any `u64`; the value can be `2^64` (for `x = u64::MAX`), hence `u128`.
///
/// # Complexity
/// O(1).
pub fn grundy(x: u64) -> u128 {
    let x = u128::from(x);
    match x % 4 {
        0 if x > 0 => x - 1,
        3 => x + 1,
        _ => x,
    }
}

/// Whether Alice, moving first, wins on these heaps: the xor of their [`grundy`] values is
/// not 0.
///
/// # Constraints
/// Any heaps (0 is an empty heap).
///
/// # Complexity
/// O(heaps).
pub fn first_player_wins(heaps: &[u64]) -> bool {
    heaps.iter().fold(0, |x, &h| x ^ grundy(h)) != 0
}

/// The positions one move from a single heap of `x`, from the statement, as the heaps left in
/// its place: any smaller heap (an empty one is no heap), or two non-empty heaps `a + b = x`.
pub fn moves(x: u32) -> Vec<Vec<u32>> {
    let removals = (0..x).map(|r| if r == 0 { vec![] } else { vec![r] });
    let splits = (1..=x / 2).map(|a| vec![a, x - a]);
    removals.chain(splits).collect()
}

/// A position as the brute force stores it: the non-empty heaps, sorted.
pub type Heaps = Vec<u32>;

/// The whole game from the rules: any heap of the sorted multiset replaced by each of its
/// [`moves`]. Successors are sorted, so every multiset is one state.
pub type HeapGame = GameTree<Heaps, fn(&Heaps) -> Vec<Heaps>>;

/// A fresh [`HeapGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// Solving a position visits every multiset it can reach (at most all those of its total:
/// 7338 up to 24), each with O(total) moves per heap.
pub fn heap_game() -> HeapGame {
    GameTree::new(heap_moves as fn(&Heaps) -> Vec<Heaps>)
}

#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
fn heap_moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut next = Vec::new();
    for (i, &h) in heaps.iter().enumerate() {
        // Equal heaps give the same successors: expand the first of each run only.
        if i > 0 && heaps[i - 1] == h {
            continue;
        }
        for replacement in moves(h) {
            let mut after: Heaps = heaps[..i].to_vec();
            after.extend_from_slice(&heaps[i + 1..]);
            after.extend(replacement);
            after.sort_unstable();
            next.push(after);
        }
    }
    next.sort_unstable();
    next.dedup();
    next
}

/// Whether Alice wins, by memoised search over the whole position (the sorted non-empty
/// heaps), with no Sprague–Grundy shortcut: won iff some move leads to a lost position.
///
/// # Constraints
/// A total of at most about [`MAX_TOTAL_BRUTE`] objects.
///
/// # Complexity
/// See [`heap_game`]; keep one [`HeapGame`] for many positions.
pub fn brute_force(heaps: &[u64]) -> bool {
    heap_game().wins(&brute_state(heaps))
}

/// The sorted non-empty heaps of a small position.
///
/// # Panics
/// On a heap past `u32` (far beyond what the search can take anyway).
fn brute_state(heaps: &[u64]) -> Heaps {
    let mut state: Heaps = heaps
        .iter()
        .filter(|&&h| h > 0)
        .map(|&h| u32::try_from(h).expect("a heap small enough for the brute force"))
        .collect();
    state.sort_unstable();
    state
}

/// The judge's input answered by the brute force, with its own input loop: `T`, then per case
/// `N` and the heaps, each case answered by one shared [`HeapGame`].
///
/// # Errors
/// A malformed or truncated input, `T = 0` or above [`MAX_CASES`], a case of more than
/// [`MAX_TOTAL_BRUTE`] objects in all.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut game = heap_game();
    let t: usize = input.read("T", 1..=MAX_CASES)?;
    for case in 1..=t {
        input.context(format!("case {case}"));
        let n: usize = input.read("N", 0..=MAX_TOTAL_BRUTE as usize)?;
        let heaps: Vec<u64> = input.read_many("heap", n, 0..=MAX_TOTAL_BRUTE)?;
        if heaps.iter().sum::<u64>() > MAX_TOTAL_BRUTE {
            return Err(InputError::new(format!(
                "case {case}: expected at most {MAX_TOTAL_BRUTE} objects in all (brute force)"
            )));
        }
        let alice = game.wins(&brute_state(&heaps));
        writeln!(out, "{}", if alice { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::game::grundy_table;
    use shared::input::run_str;

    #[test]
    fn rule_equals_brute_force_on_every_multiset_up_to_total_24() {
        let verdict = study::game().verify_with(&[], 24);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 28 629 multisets"]
    fn rule_equals_brute_force_on_every_multiset_up_to_total_30() {
        let verdict = study::game().verify_with(&[], 30);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    /// One heap's mex table from the rules, against the formula.
    fn one_heap_formula_holds_up_to(upto: usize) {
        let table = study::grundy_from_rules(upto);
        for (x, &g) in table.iter().enumerate() {
            assert_eq!(grundy(x as u64), u128::from(g), "x = {x}");
        }
    }

    #[test]
    fn one_heap_formula_equals_the_rules_up_to_2000() {
        one_heap_formula_holds_up_to(2000);
    }

    #[test]
    #[ignore = "slow: 7.5·10^7 splits"]
    fn one_heap_formula_equals_the_rules_up_to_10_4() {
        one_heap_formula_holds_up_to(10_000);
    }

    #[test]
    fn first_values_and_edges() {
        let first: Vec<u128> = (0..=12).map(grundy).collect();
        assert_eq!(first, [0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11]);
        assert_eq!(grundy(MAX_HEAP), 1 << 31);
        // 2^31 - 4 and 2^64 - 4 are multiples of 4.
        assert_eq!(grundy(MAX_HEAP - 3), (1 << 31) - 5);
        assert_eq!(grundy(u64::MAX), 1 << 64);
        assert_eq!(grundy(u64::MAX - 3), u128::from(u64::MAX) - 4);
        // The moves of one heap, from the statement.
        assert_eq!(
            moves(4),
            [vec![], vec![1], vec![2], vec![3], vec![1, 3], vec![2, 2]]
        );
        assert_eq!(moves(0), Vec::<Vec<u32>>::new());
        // The rules' table is the same whichever engine builds it.
        let plain = grundy_table(40, |x, g, seen| {
            for &v in &g[..x] {
                seen.insert(v);
            }
            for a in 1..=x / 2 {
                seen.insert(g[a] ^ g[x - a]);
            }
        });
        assert_eq!(plain, study::grundy_from_rules(40));
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
    fn spec_extra_cases_and_not_plain_nim() {
        let cases: &[(&[u64], bool)] = &[
            (&[2, 2, 3], true),
            (&[3, 3], false),
            (&[3], true),
            (&[4, 3], true),
            (&[1, 2, 4], false),
            (&[4, 4, 3, 3], false),
            (&[7, 8], true),
            (&[8, 7], true),
            (&[5, 5], false),
            (&[1, 1, 1], true),
            (&[4, 3, 7], true),
        ];
        let mut game = heap_game();
        for &(heaps, alice) in cases {
            assert_eq!(first_player_wins(heaps), alice, "{heaps:?}");
            assert_eq!(game.wins(&brute_state(heaps)), alice, "{heaps:?}");
        }
        // Plain Nim says the opposite on these two.
        assert_ne!(1 ^ 2 ^ 4 != 0, first_player_wins(&[1, 2, 4]));
        assert_ne!(4 ^ 3 ^ 7 != 0, first_player_wins(&[4, 3, 7]));
        // Beyond the brute force (the spec's values from the rule).
        let m = MAX_HEAP;
        assert!(first_player_wins(&[m]));
        assert!(!first_player_wins(&[m, m]));
        assert!(first_player_wins(&[m, m, m - 3]));
        assert!(first_player_wins(&[m - 3, m - 4, 7]));
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n10000001\n1\n"),
            "case 1: N: expected an integer in 0..=10000000, found 10000001 (token 2, line 2)"
        );
        // A huge announced N reads to the end of the input and names the first missing heap.
        assert_eq!(
            error("2\n1\n5\n9999999\n1 2\n"),
            "case 2: heap: expected an integer in 0..=18446744073709551615, found the end of the \
             input (after 6 tokens)"
        );
        assert_eq!(
            error("1\n3\n1 x 2\n"),
            "case 1: heap: expected an integer in 0..=18446744073709551615, found \"x\" (token 4, \
             line 3)"
        );
        assert_eq!(
            error("1\n1\n18446744073709551616\n"),
            "case 1: heap: expected an integer in 0..=18446744073709551615, found \
             \"18446744073709551616\" (token 3, line 3)"
        );
        // Past the judge's limits: no heap, empty heaps, the top of u64.
        assert_eq!(
            run_str(
                solve,
                "4\n0\n2\n0 0\n1\n18446744073709551615\n2\n18446744073709551615 18446744073709551612\n"
            )
            .unwrap(),
            "Bob\nBob\nAlice\nAlice\n"
        );
    }
}
