//! # Nowcoder 2024 May-Day camp, day 4, A "Alice and Bob": take k from one pile, k·s from the other
//!
//! Two piles of `n` and `m` stones; Alice moves first. A move picks a main pile, removes `k >= 1`
//! stones from it and `k·s` stones (`s >= 0`) from the other pile; the player who cannot move
//! (only at (0, 0)) loses. Print `Alice` if the first player wins, else `Bob`.
//!
//! ## Rule
//! No closed form is known: the losing cells are tabled. Every row (and column) holds at most one
//! losing cell, because `s = 0` removes any amount from one pile alone, so one loser of a row
//! reaches every other cell of it. Hence a table is one losing column per row.
//!
//! Row by row: the losing cell of row `i` is the leftmost cell of the row that no loser of an
//! earlier row reaches in one move. A loser `(i', j')` with `d = i - i' > 0` is reached from
//! row `i` at the columns `j' + t·d` (`t >= 0`: main pile first, `k = d`, `s = t`) and `j' + e`
//! for every divisor `e` of `d` (main pile second, `k = e`, `s = d / e`). Every cell right of the
//! row's loser reaches it, so those are winning; left of it every cell is attacked, so winning.
//! By symmetry a row whose loser lies left of the diagonal has it already from an earlier row
//! (the mirror image), so only rows without one are scanned, and only from the diagonal on.
//!
//! ## Complexity
//! Each scanned row visits every earlier loser once (one division), marks its progression
//! from the diagonal to the limit and its divisor columns. For `limit = 5000`: 3642 rows
//! scanned, 5.6·10^6 (row, loser) pairs, 3.9·10^7 progression marks and 2.5·10^7 divisor
//! marks, ≈ 0.08 s in release on an idle core
//! (`cargo run --release -p bench --bin two_pile_table_timing`); memory ≈ 0.3 MB (one column per row, one stamp per column, the divisor lists).
//! Each query is then O(1). The spec's retrograde marking (a 25 MB table, ≈ 1.4·10^8 stores)
//! is kept in the tests as a cross-check.
//!
//! ## Traps
//! `s = 0` is a legal move (single-pile removal); (0, 0) is the only terminal cell; no
//! Wythoff-like formula fits ((19, 33) and (28, 58) lose); the order of `n m` does not matter
//! (the game is symmetric), but the table must hold both mirror cells.
//!
//! ## Input
//! `T`, then `T` pairs `n m` (inferred: the statement was not found). Past the limits: up to
//! [`MAX_CASES`] cases are answered (the table is built once, up to the largest pile); a pile
//! above [`MAX_PILE`] is refused, since the table costs O(L² log L) for piles up to `L`.
//!
//! ## Tested
//! Against two brute forces written from the rules: a memoised search ([`brute_force_grid`],
//! `shared::game::GameTree`) on every cell up to 60×60, and the bottom-up [`outcome_grid`]
//! (`shared::game::outcome_table`) on every cell up to 150×150; against the spec's retrograde
//! marking on every cell up to 2000×2000 (5000×5000 in the slow tests); the spec's extra cases
//! and its list of the first losers; exactly 2719 losing cells inside [0, 5000]²; random judge
//! inputs through [`solve`] and [`brute_solve`] (its own input loop, the memoised search);
//! samples and bad inputs through [`solve`] in memory. The [`study`] descriptor's check (what `lab verify`
//! runs) is the one against [`outcome_grid`].

use proconio::input;
use shared::game::{outcome_table, GameTree};
use shared::input::{Input, InputError};
use std::io::Write;

pub mod study;

/// The largest pile the (inferred) statement allows; the table is built up to the largest query.
pub const MAX_PILE: usize = 5000;
/// The most cases answered (the judge's count is unknown).
pub const MAX_CASES: usize = 1_000_000;

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
    PileN: usize = 0..=MAX_PILE, "n";
    PileM: usize = 0..=MAX_PILE, "m";
}

/// Reads the judge's input and writes `Alice` or `Bob` for each case, in input order.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, a pile above [`MAX_PILE`].
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    // Grows with the pairs actually read, so a huge `T` over a short input costs nothing.
    let mut cases = Vec::new();
    for i in 1..=t {
        input.context(format!("case {i}"));
        input! { from &mut *input, n: PileN, m: PileM }
        cases.push((n, m));
    }
    input.context("");
    let largest = cases.iter().map(|&(n, m)| n.max(m)).max().unwrap_or(0);
    let table = TwoPileTable::new(largest);
    for (n, m) in cases {
        writeln!(out, "{}", winner(table.first_player_wins(n, m)))?;
    }
    Ok(())
}

/// The judge's word for the winner.
pub fn winner(alice: bool) -> &'static str {
    if alice {
        "Alice"
    } else {
        "Bob"
    }
}

/// Marks a row without a losing cell inside the table.
const NO_LOSER: u32 = u32::MAX;

/// The losing cells of every row and column up to a limit.
#[derive(Debug, Clone)]
pub struct TwoPileTable {
    /// `losing_column[i]`: the column of row `i`'s losing cell, or [`NO_LOSER`].
    losing_column: Vec<u32>,
}

impl TwoPileTable {
    /// Precomputes the losing cells of `[0, limit]²`.
    ///
    /// # Constraints
    /// `limit < u32::MAX`; meant for `limit <= MAX_PILE` and fine a few times beyond.
    ///
    /// # Complexity
    /// O(limit² · log limit) simple stores (≈ 6.5·10^7 for 5000, about 0.08 s),
    /// O(limit · log limit) memory (≈ 0.3 MB for 5000).
    pub fn new(limit: usize) -> Self {
        assert!(limit < NO_LOSER as usize, "limit {limit} is too large");
        let divisors = DivisorLists::new(limit);
        let mut losing_column = vec![NO_LOSER; limit + 1];
        // The losers of the rows done so far, as (row, column).
        let mut losers: Vec<(usize, usize)> = Vec::new();
        // attacked_in_row[j] == i: column j of row i reaches an earlier loser.
        let mut attacked_in_row = vec![NO_LOSER; limit + 1];
        for row in 0..=limit {
            if losing_column[row] != NO_LOSER {
                // The mirror of a loser found in an earlier row.
                losers.push((row, losing_column[row] as usize));
                continue;
            }
            let stamp = row as u32;
            // A loser left of the diagonal would have been mirrored in already: scan from it.
            for &(loser_row, loser_col) in &losers {
                let d = row - loser_row;
                // Main pile first, k = d: columns loser_col + t·d, from the diagonal on.
                let first = if loser_col >= row {
                    loser_col
                } else {
                    loser_col + (row - loser_col + d - 1) / d * d
                };
                if let Some(tail) = attacked_in_row.get_mut(first..) {
                    tail.iter_mut().step_by(d).for_each(|slot| *slot = stamp);
                }
                // Main pile second, k = e divides d: columns loser_col + e (left of the
                // diagonal for a loser below it).
                if loser_col + d >= row {
                    let tail = &mut attacked_in_row[loser_col..];
                    for &e in divisors.of(d) {
                        match tail.get_mut(e as usize) {
                            Some(slot) => *slot = stamp,
                            None => break,
                        }
                    }
                }
            }
            if let Some(col) = (row..=limit).find(|&col| attacked_in_row[col] != stamp) {
                losing_column[row] = col as u32;
                losing_column[col] = row as u32;
                losers.push((row, col));
            }
        }
        TwoPileTable { losing_column }
    }

    /// The largest pile size the table covers.
    pub fn limit(&self) -> usize {
        self.losing_column.len() - 1
    }

    /// The column of the losing cell in `row`, or `None` when the row has none up to the limit.
    ///
    /// # Panics
    /// If `row` exceeds the limit.
    pub fn losing_column(&self, row: usize) -> Option<usize> {
        let col = self.losing_column[row];
        (col != NO_LOSER).then_some(col as usize)
    }

    /// Whether the first player wins from piles `n` and `m`. O(1).
    ///
    /// # Panics
    /// If `n` or `m` exceeds the limit.
    pub fn first_player_wins(&self, n: usize, m: usize) -> bool {
        assert!(m <= self.limit(), "pile {m} is above the limit");
        self.losing_column(n) != Some(m)
    }

    /// Every losing cell `(n, m)` of the table, in row order.
    pub fn losing_cells(&self) -> Vec<(usize, usize)> {
        (0..=self.limit())
            .filter_map(|n| self.losing_column(n).map(|m| (n, m)))
            .collect()
    }
}

/// The divisors of every `d <= limit`, ascending, in one flat list.
struct DivisorLists {
    start: Vec<usize>,
    flat: Vec<u32>,
}

impl DivisorLists {
    /// O(limit · log limit) time and memory.
    fn new(limit: usize) -> Self {
        let mut count = vec![0usize; limit + 2];
        for e in 1..=limit {
            for multiple in (e..=limit).step_by(e) {
                count[multiple] += 1;
            }
        }
        let mut start = vec![0usize; limit + 2];
        for d in 1..=limit + 1 {
            start[d] = start[d - 1] + count[d - 1];
        }
        let mut fill = start.clone();
        let mut flat = vec![0u32; start[limit + 1]];
        // e ascending, so each list comes out sorted.
        for e in 1..=limit {
            for multiple in (e..=limit).step_by(e) {
                flat[fill[multiple]] = e as u32;
                fill[multiple] += 1;
            }
        }
        DivisorLists { start, flat }
    }

    fn of(&self, d: usize) -> &[u32] {
        &self.flat[self.start[d]..self.start[d + 1]]
    }
}

/// Every cell one move from `(n, m)`, straight from the rules: `(n - k, m - k·s)` and
/// `(n - k·s, m - k)` for `k >= 1`, `s >= 0` that fit.
///
/// # Complexity
/// O((n + m) · log) cells.
pub fn moves(n: usize, m: usize) -> Vec<(usize, usize)> {
    let mut next = Vec::new();
    for k in 1..=n {
        next.extend((0..=m / k).map(|s| (n - k, m - k * s)));
    }
    for k in 1..=m {
        next.extend((0..=n / k).map(|s| (n - k * s, m - k)));
    }
    next
}

/// Rule-based outcome table for the game lab: `grid[n][m]` is true when the first player wins
/// from piles `n` and `m`, for `0 <= n, m <= size`. Built with `shared::game::outcome_table` on
/// the row-major index `n·(size+1) + m` (every move lowers that index).
///
/// # Complexity
/// O(size³ · log size): fine up to a few hundred.
pub fn outcome_grid(size: usize) -> Vec<Vec<bool>> {
    let width = size + 1;
    let flat = outcome_table(width * width - 1, |index, win, out| {
        let (n, m) = (index / width, index % width);
        out.extend(moves(n, m).into_iter().map(|(a, b)| win[a * width + b]));
    });
    flat.chunks(width).map(<[bool]>::to_vec).collect()
}

/// Brute force from the rules: whether the first player wins from piles `n` and `m`, by
/// memoised search over the cells below (`shared::game::GameTree` on [`moves`]).
///
/// # Complexity
/// O(n · m · (n + m) · log) hash operations: for piles up to about 50.
pub fn brute_force(n: usize, m: usize) -> bool {
    GameTree::new(|&(n, m): &(usize, usize)| moves(n, m)).wins(&(n, m))
}

/// The largest pile [`brute_solve`] answers (its search visits every cell below the start).
pub const BRUTE_MAX_PILE: usize = 300;

/// The whole input answered from the rules alone, for the stress test: its own reading of `T`
/// and the pairs, one memoised search of [`moves`] shared by them, its own printing, so that a
/// slip in [`solve`]'s input loop or output shows up as a difference.
///
/// # Errors
/// As [`solve`], with piles up to [`BRUTE_MAX_PILE`] only.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let t = input.read("T", 1..=MAX_CASES)?;
    let mut game = GameTree::new(|&(n, m): &(usize, usize)| moves(n, m));
    for case in 1..=t {
        let n = input.read(&format!("case {case}: n"), 0..=BRUTE_MAX_PILE)?;
        let m = input.read(&format!("case {case}: m"), 0..=BRUTE_MAX_PILE)?;
        writeln!(out, "{}", if game.wins(&(n, m)) { "Alice" } else { "Bob" })?;
    }
    Ok(())
}

/// [`brute_force`] on every cell at once, sharing one search: `grid[n][m]` is true when the first player wins, for `0 <= n, m <= size`.
///
/// # Complexity
/// O(size³ · log size) hash operations: for sizes up to about 100.
pub fn brute_force_grid(size: usize) -> Vec<Vec<bool>> {
    let mut game = GameTree::new(|&(n, m): &(usize, usize)| moves(n, m));
    (0..=size)
        .map(|n| (0..=size).map(|m| game.wins(&(n, m))).collect())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::input::run_str;
    use std::sync::OnceLock;

    /// The table up to the judge's limit, built once for the tests that read it.
    fn largest() -> &'static TwoPileTable {
        static TABLE: OnceLock<TwoPileTable> = OnceLock::new();
        TABLE.get_or_init(|| TwoPileTable::new(MAX_PILE))
    }

    fn fast_grid(size: usize) -> Vec<Vec<bool>> {
        let table = TwoPileTable::new(size);
        (0..=size)
            .map(|n| (0..=size).map(|m| table.first_player_wins(n, m)).collect())
            .collect()
    }

    /// The spec's retrograde marking: scan in row-major order, an unmarked cell is losing and
    /// marks every cell one move above it as winning.
    fn losing_cells_by_retrograde_marking(limit: usize) -> Vec<(usize, usize)> {
        let width = limit + 1;
        let mut winning = vec![false; width * width];
        let mut losers = Vec::new();
        for i in 0..=limit {
            for j in 0..=limit {
                if winning[i * width + j] {
                    continue;
                }
                losers.push((i, j));
                for k in 1..=limit - i {
                    for s in 0..=(limit - j) / k {
                        winning[(i + k) * width + j + k * s] = true;
                    }
                }
                for k in 1..=limit - j {
                    for s in 0..=(limit - i) / k {
                        winning[(i + k * s) * width + j + k] = true;
                    }
                }
            }
        }
        losers
    }

    #[test]
    fn fast_equals_memoised_search_on_every_cell_up_to_60() {
        assert_eq!(fast_grid(60), brute_force_grid(60));
    }

    #[test]
    fn fast_equals_outcome_grid_on_every_cell_up_to_150() {
        let verdict = study::game().verify_with(&[], 150);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn outcome_grid_equals_memoised_search_up_to_40() {
        assert_eq!(outcome_grid(40), brute_force_grid(40));
    }

    #[test]
    fn fast_equals_retrograde_marking_up_to_2000() {
        let table = TwoPileTable::new(2000);
        assert_eq!(
            table.losing_cells(),
            losing_cells_by_retrograde_marking(2000)
        );
    }

    #[test]
    #[ignore = "slow: a 25 MB retrograde table for 5000"]
    fn fast_equals_retrograde_marking_up_to_5000() {
        let table = largest();
        assert_eq!(
            table.losing_cells(),
            losing_cells_by_retrograde_marking(MAX_PILE)
        );
    }

    #[test]
    fn every_smaller_table_is_a_corner_of_the_largest() {
        let full = largest();
        for limit in [0, 1, 2, 3, 7, 33, 58, 100, 999, 4999] {
            let small = TwoPileTable::new(limit);
            for n in 0..=limit {
                let expect = full.losing_column(n).filter(|&m| m <= limit);
                assert_eq!(small.losing_column(n), expect, "limit={limit} n={n}");
            }
        }
    }

    #[test]
    fn losers_up_to_5000_are_symmetric_one_per_row_and_2719_in_all() {
        let table = largest();
        let cells = table.losing_cells();
        assert_eq!(cells.len(), 2719);
        for &(n, m) in &cells {
            assert_eq!(table.losing_column(m), Some(n), "mirror of ({n}, {m})");
            assert!(n == 0 || n != m, "diagonal cell ({n}, {n}) reaches (0, 0)");
        }
    }

    #[test]
    fn first_losers_match_the_spec() {
        let table = TwoPileTable::new(100);
        let upper: Vec<(usize, usize)> = table
            .losing_cells()
            .into_iter()
            .filter(|&(n, m)| n <= m && n <= 45)
            .collect();
        let spec = [
            (0, 0),
            (2, 3),
            (5, 7),
            (9, 12),
            (11, 15),
            (14, 20),
            (17, 22),
            (19, 33),
            (24, 32),
            (26, 35),
            (28, 58),
            (29, 40),
            (31, 38),
            (37, 53),
            (42, 52),
            (44, 75),
            (45, 60),
        ];
        assert_eq!(upper, spec);
    }

    #[test]
    fn spec_samples_and_extra_cases() {
        let table = largest();
        let cases: &[(usize, usize, bool)] = &[
            (5, 7, false),
            (7, 5, false),
            (5, 6, true),
            (0, 0, false),
            (1, 0, true),
            (1, 1, true),
            (2, 3, false),
            (3, 2, false),
            (2, 2, true),
            (19, 33, false),
            (19, 32, true),
            (29, 40, false),
            (31, 38, false),
            (40, 40, true),
            (9, 12, false),
            (11, 15, false),
            (14, 20, false),
            (17, 22, false),
            (0, 7, true),
            (24, 32, false),
            (26, 35, false),
            (25, 32, true),
            (5000, 5000, true),
            (0, 5000, true),
        ];
        for &(n, m, alice) in cases {
            assert_eq!(table.first_player_wins(n, m), alice, "({n}, {m})");
        }
    }

    #[test]
    fn pseudo_random_cells_agree_with_the_memoised_search() {
        // Cells up to 90, beyond the exhaustive square, each searched from the rules.
        let table = TwoPileTable::new(90);
        let mut game = GameTree::new(|&(n, m): &(usize, usize)| moves(n, m));
        let mut rng = ::study::fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15u64);
        for _ in 0..200 {
            let state = rng.u64(..);
            let (n, m) = ((state % 91) as usize, ((state >> 32) % 91) as usize);
            assert_eq!(
                table.first_player_wins(n, m),
                game.wins(&(n, m)),
                "({n}, {m})"
            );
        }
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        ::study::contract::assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree() {
        study::game().assert_stress(100, 7);
    }

    #[test]
    fn the_largest_piles_are_answered() {
        let input = "3\n5000 5000\n0 5000\n5000 0\n";
        assert_eq!(run_str(solve, input).unwrap(), "Alice\nAlice\nAlice\n");
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("2\n5 7\n5001 3\n"),
            "case 2: n: expected an integer in 0..=5000, found 5001 (token 4, line 3)"
        );
        assert_eq!(
            error("1\n3 18446744073709551616\n"),
            "case 1: m: expected an integer in 0..=5000, found \"18446744073709551616\" (token 3, \
             line 2)"
        );
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=1000000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1000001\n5 7\n"),
            "T: expected an integer in 1..=1000000, found 1000001 (token 1, line 1)"
        );
        assert_eq!(
            error("1000000\n5 7\n5 6\n"),
            "case 3: n: expected an integer in 0..=5000, found the end of the input (after 5 \
             tokens)"
        );
        // The game's own check: a pile is a count of stones, so never negative.
        assert_eq!(
            error("2\n5 7\n-5 7\n"),
            "case 2: n: expected an integer in 0..=5000, found \"-5\" (token 4, line 3)"
        );
        assert_eq!(
            error("1\n5 7\n6\n"),
            "expected the end of the input after 3 tokens, found \"6\" and 0 more"
        );
    }

    #[test]
    fn moves_follow_the_rules() {
        assert!(moves(0, 0).is_empty());
        let mut from_2_3 = moves(2, 3);
        from_2_3.sort_unstable();
        from_2_3.dedup();
        let expect = [
            (0, 1),
            (0, 2),
            (0, 3),
            (1, 0),
            (1, 1),
            (1, 2),
            (1, 3),
            (2, 0),
            (2, 1),
            (2, 2),
        ];
        assert_eq!(from_2_3, expect);
    }
}
