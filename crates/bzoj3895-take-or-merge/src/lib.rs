//! # BZOJ 3895 取石子 (UVa 1500, HDU 4111 "Alice and Bob"): take one stone or merge two heaps
//!
//! Heaps of `a_i >= 1` stones; Alice and Bob alternate, Alice first. A move either takes one
//! stone from a heap (a heap that reaches 0 vanishes) or merges two heaps into one. Whoever
//! cannot move (no heap left) loses. Print `YES` when Alice wins.
//!
//! ## Rule
//! Let `c` be the number of heaps of exactly one stone, and `s` the number of moves the other
//! ("big") heaps give when merged into one block and emptied: `s = Σ_{a_i >= 2} (a_i + 1) - 1`,
//! or 0 without big heaps. Alice wins iff
//! - `s >= 3`: `c` is odd or `s` is odd;
//! - `s` is 0 or 2 (no big heap, or one heap of 2): `c % 3 != 0`.
//!
//! ## Why
//! Without single-stone heaps every game lasts `Σa + heaps - 1` moves unless a heap vanishes
//! early, which takes shrinking it to one stone first; the player who likes that parity merges
//! such a heap into another one before it can be taken. So only the single heaps change the
//! parity, and the position reduces to `(c, s)` with the moves: take a single `(c-1, s)`; one
//! move in the block `(c, s-1)`; merge a single into the block `(c-1, s+1)`; merge two singles
//! `(c-2, s+3)`, or `(c-2, 2)` when `s = 0`; a block of `s = 1` is a single heap, `(c+1, 0)`.
//! [`outcome_grid`] solves that abstract game from these rules, and the closed form follows by
//! induction on it: from `c, s` both even with `s >= 4` every move flips a parity (or, merging
//! two singles, lands on odd `s + 3`); every other `s >= 3` position has a move back to one
//! (take a single when `c` is odd and `s` even, merge a single when both are odd, a block move
//! when only `s` is odd, except from `(c even, 3)`: merge two singles to `(c-2, 6)`, or with
//! `c = 0` move to `(0, 2)`); and on `s ∈ {0, 2}` the
//! moves `(c-1, 0)`, `(c-2, 2)`, `(c-1, 2)`, `(c+1, 0)` make `c ≡ 0 (mod 3)` the losing class,
//! while leaving `s ∈ {0, 2}` always reaches an odd `s` (a win). The reduction itself is the
//! part with no short proof: it is checked exhaustively against [`brute_force`].
//!
//! O(n) per test case, no table.
//!
//! ## Traps
//! Plain parity of `Σa + n - 1` is wrong (sample `1 1 2` wins with an even total). The cases
//! "only ones" and "ones plus a single heap of 2" follow a period-3 rule, not parity. A single
//! heap of 2 loses; of 1 wins; of `a >= 3` wins iff `a` is odd. If a table is used instead,
//! `s` reaches `50 · 1001 - 1` and merging ones adds 3 per pair.
//!
//! ## Input
//! `T`, then per case `n` and `n` heap sizes (the statement is in `README.md`). Past the judge's
//! limits the O(n) rule stays exact: up to [`MAX_CASES`] cases of up to [`MAX_HEAPS_ANSWERED`]
//! heaps of up to [`MAX_HEAP_ANSWERED`] stones are answered (`n = 0` is a lost game, `NO`);
//! `T = 0` and a heap of 0 stones are refused.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over sorted heap multisets,
//! straight from the rules) on every multiset of total at most 26 (11 732 positions, the
//! [`study`] descriptor's check, which `lab verify` runs too; 30, 28 629 positions, in the full
//! run; the slow tests go to 40, 215 308 positions, and add 200 pseudo-random multisets of
//! total 31 to 36 rich in single heaps);
//! the closed form against [`outcome_grid`] for every `c <= 50`, `s <= 3000` (and, in a slow
//! test, `s <= 50 100`, the judge's whole range), so the grid agrees with the brute force on
//! every multiset the brute force checks too (their `(c, s)` lie in that range); random judge
//! inputs through [`solve`] and [`brute_solve`] (its own input loop, the whole-game search);
//! the samples, the spec's extra cases, CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: at most 50 heaps of at most 1000 stones (the rule itself has no limit).
pub const MAX_HEAPS: usize = 50;
/// See [`MAX_HEAPS`].
pub const MAX_HEAP_SIZE: u32 = 1000;
/// The most test cases answered (BZOJ has at most 100, HDU 4111 at most 4000).
pub const MAX_CASES: usize = 100_000;
/// The most heaps answered in one case (the judge has at most [`MAX_HEAPS`]).
pub const MAX_HEAPS_ANSWERED: usize = 100_000;
/// The largest heap answered (the judge's is [`MAX_HEAP_SIZE`]); sums stay far below 2^64.
pub const MAX_HEAP_ANSWERED: u32 = 1_000_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    HeapCount: usize = 0..=MAX_HEAPS_ANSWERED, "n";
    Heap: u32 = 1..=MAX_HEAP_ANSWERED, "heap";
}

/// Reads the judge's input and writes `YES` or `NO` per test case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `n` above
/// [`MAX_HEAPS_ANSWERED`], a heap outside `1..=MAX_HEAP_ANSWERED`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    // Each case takes a token at least: no allocation for a count the input lacks.
    let mut cases = Vec::with_capacity(t.min(input.tokens_left()));
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: HeapCount, heaps: [Heap; n] }
        cases.push(heaps);
    }
    input.context("");
    for heaps in &cases {
        writeln!(out, "{}", answer(first_player_wins(heaps)))?;
    }
    Ok(())
}

/// The judge's word for "Alice wins": `YES`, else `NO`.
pub fn answer(alice_wins: bool) -> &'static str {
    if alice_wins {
        "YES"
    } else {
        "NO"
    }
}

/// The reduced position of a heap multiset: `(c, s)` = (number of single-stone heaps, moves in
/// the block of big heaps: `Σ_{a >= 2} (a + 1) - 1`, or 0 without big heaps).
///
/// # Constraints
/// Every heap is at least 1 (a 0 would count as a big heap); fewer than 2^32 heaps.
///
/// # Complexity
/// O(n).
pub fn singles_and_block_moves(heaps: &[u32]) -> (u64, u64) {
    let singles = heaps.iter().filter(|&&a| a == 1).count() as u64;
    let block: u64 = heaps
        .iter()
        .filter(|&&a| a >= 2)
        .map(|&a| u64::from(a) + 1)
        .sum();
    (singles, block.saturating_sub(1))
}

/// Whether the player to move wins the reduced position: `singles` single-stone heaps and a
/// block with `block_moves` moves (the closed form in the crate documentation).
///
/// # Constraints
/// Any values; `block_moves = 1` stands for one more single heap, as in [`outcome_grid`].
///
/// # Complexity
/// O(1).
pub fn wins_reduced(singles: u64, block_moves: u64) -> bool {
    match block_moves {
        0 | 2 => singles % 3 != 0,
        1 => (singles + 1) % 3 != 0,
        _ => singles % 2 == 1 || block_moves % 2 == 1,
    }
}

/// Whether Alice, moving first on these heaps, wins (the judge's `YES`).
///
/// # Constraints
/// Every heap is at least 1; any number of heaps (none: she loses).
///
/// # Complexity
/// O(n).
///
/// # Panics
/// If a heap is 0.
pub fn first_player_wins(heaps: &[u32]) -> bool {
    assert!(heaps.iter().all(|&a| a >= 1), "a heap of 0 stones");
    let (singles, block_moves) = singles_and_block_moves(heaps);
    wins_reduced(singles, block_moves)
}

/// A heap multiset as the brute force stores it: sizes in non-decreasing order, no zeros.
pub type Heaps = Vec<u32>;

/// The game tree of the real game, straight from the rules: from sorted heaps, take one stone
/// from any heap (dropping it at 0) or merge any two heaps. Successors are sorted, so every
/// multiset is one state.
pub type HeapGame = GameTree<Heaps, fn(&Heaps) -> Vec<Heaps>>;

/// A fresh [`HeapGame`]; keep it across queries to share the solved states.
///
/// # Complexity
/// Solving a position visits every multiset it can reach (at most all multisets of its total:
/// 28 629 up to total 30) with O(heaps^2) moves each.
pub fn heap_game() -> HeapGame {
    GameTree::new(heap_moves as fn(&Heaps) -> Vec<Heaps>)
}

#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
fn heap_moves(heaps: &Heaps) -> Vec<Heaps> {
    let mut next = Vec::new();
    for i in 0..heaps.len() {
        let mut taken = heaps.clone();
        if taken[i] == 1 {
            taken.remove(i);
        } else {
            taken[i] -= 1;
        }
        taken.sort_unstable();
        next.push(taken);
        for j in i + 1..heaps.len() {
            let mut merged: Heaps = heaps
                .iter()
                .enumerate()
                .filter(|&(x, _)| x != i && x != j)
                .map(|(_, &a)| a)
                .collect();
            merged.push(heaps[i] + heaps[j]);
            merged.sort_unstable();
            next.push(merged);
        }
    }
    // Equal heaps give equal successors; one copy is enough.
    next.sort_unstable();
    next.dedup();
    next
}

/// Whether the first player wins, by exhaustive memoised search over heap multisets.
///
/// # Constraints
/// Every heap at least 1; practical for a total of up to about 30 stones.
///
/// # Complexity
/// Exponential in the total (the number of multisets of that total); see [`heap_game`].
pub fn brute_force(heaps: &[u32]) -> bool {
    let mut sorted = heaps.to_vec();
    sorted.sort_unstable();
    heap_game().wins(&sorted)
}

/// The most stones in one case that [`brute_solve`] answers (its search visits every multiset
/// of the total: 28 629 at 30).
pub const BRUTE_MAX_TOTAL: u32 = 30;

/// The whole input answered from the rules alone, for the stress test: its own reading of the
/// cases, one [`heap_game`] search over whole heap multisets shared by them (no reduction), its
/// own printing, so that a slip in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with at most [`BRUTE_MAX_TOTAL`] stones per case.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t = input.read("T", 1..=MAX_CASES)?;
    let mut game = heap_game();
    for case in 1..=t {
        let n = input.read(&format!("case {case}: n"), 0..=BRUTE_MAX_TOTAL as usize)?;
        let mut heaps = Vec::new();
        for i in 1..=n {
            heaps.push(input.read(&format!("case {case}: heap {i}"), 1..=BRUTE_MAX_TOTAL)?);
        }
        if heaps.iter().sum::<u32>() > BRUTE_MAX_TOTAL {
            return Err(InputError::new(format!(
                "case {case}: more than {BRUTE_MAX_TOTAL} stones for the brute force"
            )));
        }
        heaps.sort_unstable();
        writeln!(out, "{}", if game.wins(&heaps) { "YES" } else { "NO" })?;
    }
    Ok(())
}

/// Outcome table of the reduced game, solved from its move rules (not the closed form):
/// `grid[c][s]` is true when the player to move wins with `c` single-stone heaps and a block
/// of `s` moves, for `c <= max_singles`, `s <= max_moves`. Column `s = 1` (the block is one
/// stone) holds the value of `(c + 1, 0)`.
///
/// # Constraints
/// The grid has `(max_singles + 1) · (max_moves + 1)` cells; every cell is one hashed state,
/// so keep it below a few million.
///
/// # Complexity
/// O(cells + max_singles^2) states of at most 4 moves each, solved by
/// [`shared::game::GameTree`]: about 3.5 s and 160 MB for the judge's range (52 × 50 111).
pub fn outcome_grid(max_singles: usize, max_moves: usize) -> Vec<Vec<bool>> {
    let mut reduced = GameTree::new(reduced_moves);
    (0..=max_singles as u64)
        .map(|c| {
            (0..=max_moves as u64)
                .map(|s| reduced.wins(&canonical_reduced(c, s)))
                .collect()
        })
        .collect()
}

/// A block of one move is a single stone: `(c, 1)` is the position `(c + 1, 0)`.
fn canonical_reduced(singles: u64, block_moves: u64) -> (u64, u64) {
    if block_moves == 1 {
        (singles + 1, 0)
    } else {
        (singles, block_moves)
    }
}

fn reduced_moves(&(c, s): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut next = Vec::with_capacity(4);
    if c >= 1 {
        next.push((c - 1, s)); // take a single heap
    }
    if s >= 1 {
        next.push(canonical_reduced(c, s - 1)); // take from, or merge inside, the block
    }
    if c >= 1 && s >= 1 {
        next.push((c - 1, s + 1)); // merge a single into the block
    }
    if c >= 2 {
        // Two singles make a heap of 2: a new block of 2 moves, or 3 more moves in the block.
        next.push((c - 2, if s == 0 { 2 } else { s + 3 }));
    }
    next
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use ::study::partitions;
    use itertools::Itertools;
    use shared::input::run_str;

    #[test]
    fn the_enumeration_finds_every_multiset_once() {
        // Σ_{t <= 10} p(t) = 1+1+2+3+5+7+11+15+22+30+42.
        assert_eq!(partitions(10).len(), 139);
        // Independently: all non-decreasing tuples of sizes, kept when the total fits.
        let max_total = 12;
        let mut by_tuples: Vec<Vec<u32>> = (0..=max_total as usize)
            .flat_map(|len| (1..=max_total).combinations_with_replacement(len))
            .filter(|heaps| heaps.iter().sum::<u32>() <= max_total)
            .collect();
        by_tuples.sort();
        let mut grown = partitions(max_total);
        grown.sort();
        assert_eq!(grown, by_tuples);
        let all = partitions(30);
        assert_eq!(all.len(), 28_629);
        let mut unique = all.clone();
        unique.sort();
        unique.dedup();
        assert_eq!(unique.len(), all.len());
    }

    #[test]
    fn rule_equals_brute_force_on_every_multiset_up_to_total_26() {
        let verdict = study::game().verify_with(&[], 26);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    /// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
    mod full {
        #[test]
        #[ignore = "full: 28 629 multisets, a third of a second"]
        fn rule_equals_brute_force_on_every_multiset_up_to_total_30() {
            let verdict = crate::study::game().verify_with(&[], 30);
            assert!(verdict.agrees(), "{}", verdict.summary());
        }
    }

    #[test]
    #[ignore = "slow: 215 308 multisets"]
    fn rule_equals_brute_force_on_every_multiset_up_to_total_40() {
        let verdict = study::game().verify_with(&[], 40);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: totals past 30 take the brute force seconds"]
    fn rule_equals_brute_force_on_random_multisets_rich_in_ones() {
        let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1du64);
        let mut next = move |bound: u64| rng.u64(..bound);
        let mut game = heap_game();
        for _ in 0..200 {
            let mut heaps: Heaps = vec![1; next(20) as usize];
            let mut total: u32 = heaps.iter().sum();
            let budget = 31 + next(6) as u32;
            while total < budget {
                let heap = (1 + next(8) as u32).min(budget - total);
                heaps.push(heap);
                total += heap;
            }
            heaps.sort_unstable();
            assert_eq!(first_player_wins(&heaps), game.wins(&heaps), "{heaps:?}");
        }
    }

    fn closed_form_matches_grid(max_singles: usize, max_moves: usize) {
        let grid = outcome_grid(max_singles, max_moves);
        for (c, row) in grid.iter().enumerate() {
            for (s, &win) in row.iter().enumerate() {
                assert_eq!(wins_reduced(c as u64, s as u64), win, "c={c} s={s}");
            }
        }
    }

    #[test]
    fn closed_form_equals_the_reduced_game_for_50_singles_and_3000_moves() {
        closed_form_matches_grid(50, 3000);
    }

    #[test]
    #[ignore = "slow: the judge's whole range, 2.5 million states"]
    fn closed_form_equals_the_reduced_game_on_the_judges_whole_range() {
        closed_form_matches_grid(MAX_HEAPS + 1, MAX_HEAPS * (MAX_HEAP_SIZE as usize + 1) + 60);
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(&[u32], bool)] = &[
            (&[1, 1, 2], true),
            (&[3, 4], false),
            (&[2, 3, 5], false),
            (&[1], true),
            (&[2], false),
            (&[1, 1], true),
            (&[1, 1, 1], false),
            (&[1, 2], true),
            (&[1, 1, 1, 2], false),
            (&[2, 2], true),
            (&[1, 1, 3, 4], false),
            (&[1, 1, 4, 4], true),
            (&[1, 1, 1, 1, 1, 1], false),
            (&[1, 1, 1, 1, 1], true),
            (&[7], true),
            (&[1, 1, 1, 5], true),
            (&[2, 1, 1], true),
            (&[6], false),
            (&[1, 1, 1, 1, 2], true),
            (&[3, 3, 1], true),
        ];
        for &(heaps, alice) in cases {
            assert_eq!(first_player_wins(heaps), alice, "{heaps:?}");
            assert_eq!(brute_force(heaps), alice, "{heaps:?}");
        }
    }

    #[test]
    fn edges() {
        assert!(!first_player_wins(&[]));
        // A single heap wins iff it is odd: the descriptor's known period 2 from 0.
        assert!(first_player_wins(&[999]) && !first_player_wins(&[MAX_HEAP_SIZE]));
        // 50 heaps of 1000: s = 50 · 1001 - 1, odd.
        assert_eq!(
            singles_and_block_moves(&[MAX_HEAP_SIZE; MAX_HEAPS]),
            (0, 50_049)
        );
        assert!(first_player_wins(&[MAX_HEAP_SIZE; MAX_HEAPS]));
        assert!(!first_player_wins(&[1; 48]));
        // Sizes far beyond the judge's: the sums are 64-bit.
        assert_eq!(
            singles_and_block_moves(&[u32::MAX, u32::MAX, 1]),
            (1, 2 * (u64::from(u32::MAX) + 1) - 1)
        );
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree_with_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n1\n5\n2\n3 1000000001\n"),
            "case 2: heap: expected an integer in 1..=1000000000, found 1000000001 (token 6, line \
             5)"
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000000\n1\n5\n"),
            "T: expected an integer in 1..=100000, found 1000000000 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n100001\n1 2\n"),
            "case 1: n: expected an integer in 0..=100000, found 100001 (token 2, line 2)"
        );
        // A huge announced n is refused at the first missing heap, before allocating.
        assert_eq!(
            error("1\n99999\n1 2\n"),
            "case 1: heap: expected an integer in 1..=1000000000, found the end of the input \
             (after 4 tokens)"
        );
        // A heap of 0 stones does not exist in this game.
        assert_eq!(
            error("1\n3\n1 0 2\n"),
            "case 1: heap: expected an integer in 1..=1000000000, found 0 (token 4, line 3)"
        );
        assert_eq!(
            error("1\n1\n5\n6\n"),
            "expected the end of the input after 3 tokens, found \"6\" and 0 more"
        );
        // Past the judge's limits, and an empty case.
        assert_eq!(
            run_str(solve, "3\n0\n2\n1000000000 1000000000\n1\n1\n").unwrap(),
            "NO\nYES\nYES\n"
        );
    }

    #[test]
    #[should_panic(expected = "0 stones")]
    fn a_zero_heap_is_rejected() {
        first_player_wins(&[1, 0]);
    }
}
