//! # POJ 1704 Georgia and Bob (Luogu P10507): staircase Nim on a row of chessmen
//!
//! Chessmen stand on distinct cells `1, 2, 3, …` of a row. Georgia and Bob alternate, Georgia
//! first. A move takes one chessman some cells to the left, at least one, without passing or
//! landing on another chessman and without leaving the row (cell 1 is the last). The player
//! who cannot move loses. Print `Georgia will win` or `Bob will win` (never the statement's
//! `Not sure`: the game is finite and has no draw).
//!
//! ## Rule
//! Sort the cells, `p_1 < … < p_N`, put a wall at `p_0 = 0`, and let `g_i = p_i - p_{i-1} - 1`,
//! the free cells just left of chessman `i`. Call `g_i` *counted* when `N - i` is even
//! (`g_N, g_{N-2}, …`: pairs of chessmen from the right, the leftmost one paired with the wall
//! when `N` is odd), and let `X` be the xor of the counted gaps. Georgia wins iff `X ≠ 0`
//! ([`first_player_wins`]).
//!
//! ## Why (staircase Nim)
//! Moving chessman `i` by `d` lowers `g_i` by `d` and, for `i < N`, raises `g_{i+1}` by `d`;
//! exactly one of `g_i`, `g_{i+1}` is counted. So:
//! - with no move left every gap is 0, so `X = 0`;
//! - from `X = 0` every move changes exactly one counted gap (lowers `g_i` if `i` is counted,
//!   raises `g_{i+1}` otherwise), so it leaves `X ≠ 0`;
//! - from `X ≠ 0` the Nim move does it: some counted `g_i` has `g_i ⊕ X < g_i`; moving
//!   chessman `i` left by `g_i - (g_i ⊕ X)` (it has that many free cells) makes `X = 0`, and
//!   changes otherwise only the uncounted `g_{i+1}`.
//!
//! The game ends (every move lowers the sum of the cells), so the positions with `X = 0` are
//! exactly the lost ones. O(N log N) per case, for the sort.
//!
//! ## Input
//! `T`, then per case `N` and `N` distinct cells in any order. Past the judge's limits the
//! rule stays exact: up to [`MAX_CASES`] cases, up to [`MAX_CHESSMEN_ANSWERED`] chessmen per
//! case on any cells in `1..=u64::MAX`, and `N = 0` (no move: `Bob will win`); `T = 0`, a cell
//! 0 and a cell given twice are refused.
//!
//! ## Traps
//! The cells are not sorted (the samples are). With `N` odd the leftmost chessman pairs with
//! the wall (its gap `p_1 - 1` is counted). Pairs are taken from the right end, not the left.
//! The answers are whole sentences.
//!
//! ## Tested
//! [`first_player_wins`] against [`brute_force`] (a memoised search over the sorted cells,
//! straight from the rules, no Nim) on every non-empty set of cells inside `1..=14` (16 383
//! sets, the [`study`] descriptor's check, which `lab verify` runs too; `1..=18` in a slow
//! test); [`solve`] against [`brute_solve`] (its own input loop and the brute force) on random
//! inputs with shuffled cells; the samples, the spec's extra cases, cells near `u64::MAX`,
//! CRLF/BOM and bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::GameTree;
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The judge's limits: at most 20 cases of at most 1000 chessmen on cells up to 10 000.
pub const MAX_CASES_JUDGE: usize = 20;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_CHESSMEN: usize = 1000;
/// See [`MAX_CASES_JUDGE`].
pub const MAX_CELL: u64 = 10_000;
/// The most cases answered.
pub const MAX_CASES: usize = 100_000;
/// The most chessmen answered in one case.
pub const MAX_CHESSMEN_ANSWERED: usize = 1_000_000;
/// The largest cell [`brute_solve`] accepts (its search grows like the number of sets of
/// cells below it).
pub const MAX_CELL_BRUTE: u32 = 20;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    Chessmen: usize = 0..=MAX_CHESSMEN_ANSWERED, "N";
    Cell: u64 = 1..=u64::MAX, "cell";
}

/// Reads the judge's input and writes `Georgia will win` or `Bob will win` per case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `N` above
/// [`MAX_CHESSMEN_ANSWERED`], a cell 0, a cell given twice in a case.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    for case in 1..=t {
        input.context(format!("case {case}"));
        input! { from &mut *input, n: Chessmen, mut cells: [Cell; n] }
        cells.sort_unstable();
        if let Some(w) = cells.windows(2).find(|w| w[0] == w[1]) {
            return Err(InputError::new(format!(
                "case {case}: expected {n} different cells, found cell {} twice",
                w[0]
            )));
        }
        writeln!(out, "{}", answer(wins_sorted(&cells)))?;
    }
    input.context("");
    Ok(())
}

/// The judge's sentence for the winner.
pub fn answer(georgia_wins: bool) -> &'static str {
    if georgia_wins {
        "Georgia will win"
    } else {
        "Bob will win"
    }
}

/// Whether the player to move wins, the cells already sorted and distinct: the xor of the
/// counted gaps (the crate documentation) is not 0.
///
/// # Constraints
/// `cells` strictly increasing, every cell at least 1.
///
/// # Complexity
/// O(N).
pub fn wins_sorted(cells: &[u64]) -> bool {
    let mut x = 0;
    // From the right: chessman N, N - 2, …, each with the cell left of it (or the wall).
    let mut i = cells.len();
    while i > 0 {
        let left = if i >= 2 { cells[i - 2] } else { 0 };
        x ^= cells[i - 1] - left - 1;
        i = i.saturating_sub(2);
    }
    x != 0
}

/// Whether Georgia, moving first, wins with chessmen on these cells (in any order).
///
/// # Constraints
/// Distinct cells, each at least 1.
///
/// # Complexity
/// O(N log N): a sorted copy, then [`wins_sorted`].
///
/// # Panics
/// If a cell is 0 or given twice.
pub fn first_player_wins(cells: &[u64]) -> bool {
    let mut sorted = cells.to_vec();
    sorted.sort_unstable();
    assert!(
        sorted.first().map_or(true, |&c| c >= 1) && sorted.windows(2).all(|w| w[0] < w[1]),
        "cells must be distinct and at least 1: {cells:?}"
    );
    wins_sorted(&sorted)
}

/// A position as the brute force stores it: the occupied cells, sorted.
pub type Cells = Vec<u32>;

/// The positions one move from `cells` (sorted), from the statement: chessman `i` to any cell
/// `q` with `cells[i-1] < q < cells[i]` (the wall at 0 for the first).
#[allow(clippy::ptr_arg)] // GameTree hands successors a `&S`, and S is the Vec
pub fn moves(cells: &Cells) -> Vec<Cells> {
    let mut next = Vec::new();
    for i in 0..cells.len() {
        let left = if i == 0 { 0 } else { cells[i - 1] };
        for q in left + 1..cells[i] {
            let mut after = cells.clone();
            // Still sorted: q lies between its neighbours.
            after[i] = q;
            next.push(after);
        }
    }
    next
}

/// The whole game from the rules, over sorted cell lists.
pub type RowGame = GameTree<Cells, fn(&Cells) -> Vec<Cells>>;

/// A fresh [`RowGame`]; keep it across queries to share the solved positions.
///
/// # Complexity
/// From `k` chessmen below cell `c` it visits at most C(c, k) positions (3432 for 7 below 14),
/// each with fewer than `c` moves.
pub fn row_game() -> RowGame {
    GameTree::new(moves as fn(&Cells) -> Vec<Cells>)
}

/// Whether Georgia wins, by memoised search over the sorted cells, with no Nim shortcut: won
/// iff some move leads to a lost position.
///
/// # Constraints
/// Distinct cells up to about [`MAX_CELL_BRUTE`].
///
/// # Complexity
/// See [`row_game`]; keep one [`RowGame`] for many positions.
pub fn brute_force(cells: &[u64]) -> bool {
    let mut sorted: Cells = cells
        .iter()
        .map(|&c| u32::try_from(c).expect("a cell small enough for the brute force"))
        .collect();
    sorted.sort_unstable();
    row_game().wins(&sorted)
}

/// The judge's input answered by the brute force, with its own input loop: `T`, then per case
/// `N` and the cells, each case answered by one shared [`RowGame`].
///
/// # Errors
/// A malformed or truncated input, `T = 0` or above [`MAX_CASES`], a cell outside
/// `1..=MAX_CELL_BRUTE`, a cell given twice.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let mut game = row_game();
    let t: usize = input.read("T", 1..=MAX_CASES)?;
    for case in 1..=t {
        input.context(format!("case {case}"));
        let n: usize = input.read("N", 0..=MAX_CELL_BRUTE as usize)?;
        let mut cells: Cells = input.read_many("cell", n, 1..=MAX_CELL_BRUTE)?;
        cells.sort_unstable();
        let distinct = cells.len();
        cells.dedup();
        if cells.len() != distinct {
            return Err(InputError::new(format!(
                "case {case}: the cells must be different"
            )));
        }
        let georgia = game.wins(&cells);
        writeln!(
            out,
            "{}",
            if georgia {
                "Georgia will win"
            } else {
                "Bob will win"
            }
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    #[test]
    fn rule_equals_brute_force_on_every_set_of_cells_up_to_14() {
        let verdict = study::game().verify_with(&[], 14);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 262 143 sets of cells"]
    fn rule_equals_brute_force_on_every_set_of_cells_up_to_18() {
        let verdict = study::game().verify_with(&[], 18);
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
    fn the_moves_follow_the_rules() {
        assert_eq!(moves(&vec![2, 4]), [vec![1, 4], vec![2, 3]]);
        assert_eq!(moves(&vec![1, 2, 3]), Vec::<Cells>::new());
        assert_eq!(moves(&vec![]), Vec::<Cells>::new());
    }

    #[test]
    fn samples_and_spec_extra_cases() {
        let cases: &[(&[u64], bool)] = &[
            (&[1, 2, 3], false),
            (&[1, 5, 6, 7, 9, 12, 14, 17], true),
            (&[1], false),
            (&[5], true),
            (&[1, 2], false),
            (&[3, 7], true),
            (&[2, 3, 6, 7], false),
            (&[9, 2, 5], true),
            (&[4, 1, 2], true),
            (&[4, 2], true),
            (&[1, 3, 5, 7, 9], false),
            (&[10, 1, 4, 7], false),
        ];
        let mut game = row_game();
        for &(cells, georgia) in cases {
            assert_eq!(first_player_wins(cells), georgia, "{cells:?}");
            let mut sorted: Cells = cells.iter().map(|&c| c as u32).collect();
            sorted.sort_unstable();
            assert_eq!(game.wins(&sorted), georgia, "{cells:?}");
        }
        // Beyond the brute force (the spec's values from the rule).
        assert!(first_player_wins(&[10_000, 1, 5000]));
        assert!(!first_player_wins(&[9999, 10_000]));
    }

    #[test]
    fn pairs_go_from_the_right_and_the_order_does_not_matter() {
        // With N odd, pairing from the left (counting g_2 instead of g_1 and g_3) is wrong:
        // here g = 2, 0, 0 and then 1, 1, 1.
        assert!(first_player_wins(&[3, 4, 5]));
        assert!(!first_player_wins(&[2, 4, 6]));
        assert!(first_player_wins(&[17, 1, 9, 5, 14, 6, 12, 7]));
        assert!(!wins_sorted(&[]));
        // At the top of u64: gaps of a full 64 bits.
        assert!(first_player_wins(&[u64::MAX]));
        assert!(!first_player_wins(&[u64::MAX - 1, u64::MAX]));
        assert!(first_player_wins(&[1, u64::MAX]));
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=100000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n1000001\n1\n"),
            "case 1: N: expected an integer in 0..=1000000, found 1000001 (token 2, line 2)"
        );
        assert_eq!(
            error("1\n3\n4 1 0\n"),
            "case 1: cell: expected an integer in 1..=18446744073709551615, found 0 (token 5, \
             line 3)"
        );
        assert_eq!(
            error("2\n1\n1\n3\n5 2 5\n"),
            "case 2: expected 3 different cells, found cell 5 twice"
        );
        // A huge announced N is refused at the first missing cell, before allocating.
        assert_eq!(
            error("1\n999999\n1 2\n"),
            "case 1: cell: expected an integer in 1..=18446744073709551615, found the end of the \
             input (after 4 tokens)"
        );
        // Past the judge's limits: no chessman, and cells at the top of u64.
        assert_eq!(
            run_str(solve, "2\n0\n2\n18446744073709551615 1\n").unwrap(),
            "Bob will win\nGeorgia will win\n"
        );
    }

    #[test]
    #[should_panic(expected = "distinct")]
    fn a_repeated_cell_is_rejected() {
        first_player_wins(&[3, 3]);
    }
}
