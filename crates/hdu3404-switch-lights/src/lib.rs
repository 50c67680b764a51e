//! # HDU 3404 Switch lights: turn the corners of a rectangle, a two-dimensional coin-turning game
//!
//! Some cells `(x, y)` of a grid (`x, y >= 1`) are lit. A move picks a lit cell `(x2, y2)` and
//! any `x1 <= x2`, `y1 <= y2` (from 1), and toggles the distinct corners of the rectangle
//! `{x1, x2} × {y1, y2}`: four cells, or two or one when it degenerates to a segment or a cell.
//! The player who turns the last light off wins: with every light off there is no move. Print
//! `Have a try, lxhgww.` when the first player wins, else `Don't waste your time.`.
//!
//! ## Rule
//! The position's Grundy value is the XOR over the lit cells of the nim products `x ⊗ y` of
//! their raw coordinates ([`grundy_value`], by [`shared::nimber`]), and the first player wins
//! iff it is not 0. One nim product per light: the judge's largest input (10^5 lights, 1 MB)
//! takes 13 ms in all, most of it reading (`lab stress hdu3404-switch-lights --worst`, on the
//! machine of the README's "Nim multiplication").
//!
//! ## Why
//! *Each lit cell is a game of its own.* Write `g(c)` for the value of the position with only
//! cell `c` lit, and `W(c)` for the values of its options: a move at `c` lights the other
//! corners `T` of its rectangle, and its value is taken to be the XOR of `g` over `T`. Claim:
//! the position `S` (a set of lit cells) has the value `V(S) = XOR of g(c) over c in S`. By
//! induction (every move switches its cell `(x2, y2)` off and touches only cells before it in
//! row-major order, so positions strictly decrease): a move at `c` in `S` leads to
//! `S Δ ({c} ∪ T)`, whose value by induction is `V(S) ⊕ g(c) ⊕ w` with `w` in `W(c)` (a corner
//! that was lit goes off, but XOR-ing its `g` in either case is the same). These are the
//! options of a Nim position with one heap of size `g(c)` per lit cell whose options are
//! `W(c)`, and as `g(c) = mex W(c)`: every `u < V(S)` is reached (the highest bit of
//! `u ⊕ V(S)` is set in some `g(c)`, and `g(c) ⊕ u ⊕ V(S) < g(c)` is in `W(c)`), and `V(S)` is
//! not (it needs `w = g(c)`, which is not in `W(c)`). So `V(S)` is the mex of the options.
//!
//! *One cell's value is the nim product.* Put `a = x1` when `x1 < x2` and `a = 0` when
//! `x1 = x2` (likewise `b` for `y`), and `g(0, ·) = g(·, 0) = 0`: the corners other than
//! `(x, y)` are worth `g(a, y) ⊕ g(x, b) ⊕ g(a, b)` in all four cases (two, one or none of
//! them vanish with the zeros). So `g(x, y) = mex { g(a, y) ⊕ g(x, b) ⊕ g(a, b) : 0 <= a < x,
//! 0 <= b < y }`, which is Conway's definition of the nim product (*On Numbers and Games*,
//! chapter 6): `g(x, y) = x ⊗ y`. That the degenerate move is `a = 0` is why the coordinates
//! count from 1 and must not be shifted. (This is Lenstra's Tartan theorem for the product of
//! two copies of the one-dimensional game "turn one coin, optionally one more to its left",
//! which is Nim with a coin at `x` worth `x`.)
//!
//! ## Input
//! `T`, then per case `n` and `n` lines `x y` (the statement is in `README.md`). Past the
//! judge's limits (`T <= 100`, `n <= 1000`, coordinates up to 10^4): up to [`MAX_CASES`] cases
//! of up to [`MAX_LIGHTS`] lights, any coordinates in `1..=u64::MAX` (the rule and the
//! products are exact for all), and `n = 0` (no light: the first player loses); refused: `T = 0`,
//! a coordinate 0, and a light given twice.
//!
//! ## Traps
//! The ordinary product is wrong: (2, 2) and (1, 3) give `4 ⊕ 3 ≠ 0`, but
//! `2 ⊗ 2 = 3 = 1 ⊗ 3`, so the first player loses. Shifting to 0-based coordinates is wrong:
//! it gives `1 ⊗ 1 ⊕ 0 ⊗ 2 = 1` on the same lights. The sentences are exact, with the comma,
//! the full stop and an ASCII apostrophe.
//!
//! ## Tested
//! [`grundy_value`] against [`board_outcomes`], a search of the whole board from the rules
//! alone (no Sprague–Grundy), on every set of lit cells of every board of at most 16 cells
//! (382 464 positions; the 4 × 4, 2 × 8 and 1 × 16 boards included; 20 cells, 6.7 million
//! positions, in the slow test), through the [`study`]
//! descriptor's check, which `lab verify` runs too; the value of one cell against
//! [`coin_grundy_table`], the mex over the moves of a single lit cell, for every cell up to
//! 48 × 48; random judge inputs through [`solve`] against [`brute_solve`]; the samples (the
//! official one and the spec's extra cases), the traps, the limits and bad inputs through
//! [`solve`] in memory.

use proconio::input;
use shared::input::{Input, InputError};
use shared::nimber::Nimbers;
use std::collections::HashMap;
use std::io::Write;

pub mod study;

/// The judge's largest coordinate (larger ones are answered too).
pub const MAX_COORDINATE: u64 = 10_000;
/// The most cases answered (the judge has at most 100).
pub const MAX_CASES: usize = 10_000;
/// The most lights in one case answered (the judge has at most 1000).
pub const MAX_LIGHTS: usize = 100_000;
/// The largest board (`max x · max y` cells) the brute force searches: 2^20 positions.
pub const BRUTE_MAX_CELLS: u64 = 20;

/// The judge's sentence when the first player wins or loses.
pub fn verdict(first_player_wins: bool) -> &'static str {
    if first_player_wins {
        "Have a try, lxhgww."
    } else {
        "Don't waste your time."
    }
}

shared::ranged! {
    Cases: usize = 1..=MAX_CASES, "T";
}

/// Reads the judge's input and writes one sentence per case.
///
/// # Errors
/// A malformed or truncated input, `T` outside `1..=MAX_CASES`, `n` above [`MAX_LIGHTS`], a
/// coordinate 0 or past `u64`, a light given twice.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, t: Cases }
    let nim = Nimbers::new();
    for case in 1..=t {
        let lights = read_lights(input, case)?;
        writeln!(out, "{}", verdict(grundy_value(&lights, &nim) != 0))?;
    }
    Ok(())
}

/// One case: `n`, then `n` distinct lights `x y`, each coordinate in `1..=u64::MAX`.
fn read_lights(input: &mut Input, case: usize) -> Result<Vec<(u64, u64)>, InputError> {
    input.context(format!("case {case}"));
    let n = input.read("n", 0..=MAX_LIGHTS)?;
    // The light's number goes into a message only when there is one.
    input.context("");
    let mut lights = Vec::new();
    for light in 1..=n {
        let at =
            |e: InputError| InputError::new(format!("case {case}: light {light}: {}", e.message()));
        let x = input.read("x", 1..=u64::MAX).map_err(at)?;
        let y = input.read("y", 1..=u64::MAX).map_err(at)?;
        lights.push((x, y));
    }
    let mut first = HashMap::with_capacity(lights.len());
    for (i, &(x, y)) in lights.iter().enumerate() {
        if let Some(earlier) = first.insert((x, y), i + 1) {
            return Err(InputError::new(format!(
                "case {case}: light {} is ({x}, {y}) again, as light {earlier}: \
                 the lit cells must be distinct",
                i + 1
            )));
        }
    }
    Ok(lights)
}

/// The Grundy value of the position with these cells lit: the XOR of their nim products.
///
/// # Constraints
/// Distinct cells, coordinates from 1 (a coordinate 0 would add nothing).
///
/// # Complexity
/// One nim product per light.
pub fn grundy_value(lights: &[(u64, u64)], nim: &Nimbers) -> u64 {
    lights.iter().fold(0, |v, &(x, y)| v ^ nim.mul(x, y))
}

/// The bit of cell `(x, y)` (from 1) on a board of `cols` columns, in row-major order.
fn bit(x: usize, y: usize, cols: usize) -> u32 {
    ((x - 1) * cols + (y - 1)) as u32
}

/// Brute force from the rules alone: `win[mask]` for every set of lit cells of the board
/// `1..=rows × 1..=cols`, cell `(x, y)` being bit `(x − 1) · cols + (y − 1)`; true when the
/// player to move wins. A move at a lit `(x2, y2)` with `x1 <= x2`, `y1 <= y2` toggles the
/// distinct cells of `{x1, x2} × {y1, y2}`; `(x2, y2)` goes off and every other corner comes
/// before it, so every move lowers the mask and the table fills in increasing order.
///
/// # Constraints
/// `rows · cols <= BRUTE_MAX_CELLS` (20).
///
/// # Complexity
/// O(2^(rows·cols) · Σ x·y) time at worst (every move of every lit cell of a lost position),
/// 2^(rows·cols) bytes: a few milliseconds for 16 cells.
///
/// # Panics
/// If the board has more than [`BRUTE_MAX_CELLS`] cells.
pub fn board_outcomes(rows: usize, cols: usize) -> Vec<bool> {
    let cells = rows * cols;
    assert!(
        cells as u64 <= BRUTE_MAX_CELLS,
        "board_outcomes: {rows} × {cols} is more than {BRUTE_MAX_CELLS} cells"
    );
    // moves[cell]: the toggles of every move at that cell.
    let mut moves = vec![Vec::new(); cells];
    for x2 in 1..=rows {
        for y2 in 1..=cols {
            let corner = bit(x2, y2, cols);
            for x1 in 1..=x2 {
                for y1 in 1..=y2 {
                    let mut toggle = 1u32 << corner;
                    if x1 < x2 {
                        toggle |= 1 << bit(x1, y2, cols);
                    }
                    if y1 < y2 {
                        toggle |= 1 << bit(x2, y1, cols);
                    }
                    if x1 < x2 && y1 < y2 {
                        toggle |= 1 << bit(x1, y1, cols);
                    }
                    moves[corner as usize].push(toggle);
                }
            }
        }
    }
    let mut win = vec![false; 1 << cells];
    for mask in 1..1u32 << cells {
        let mut lit = mask;
        'cells: while lit != 0 {
            let cell = lit.trailing_zeros() as usize;
            lit &= lit - 1;
            for &toggle in &moves[cell] {
                if !win[(mask ^ toggle) as usize] {
                    win[mask as usize] = true;
                    break 'cells;
                }
            }
        }
    }
    win
}

/// Brute force for one position: whether the player to move wins with these cells lit, by
/// [`board_outcomes`] on the board `1..=max x × 1..=max y`.
///
/// # Constraints
/// Distinct cells, coordinates from 1, `max x · max y <= BRUTE_MAX_CELLS`.
///
/// # Panics
/// On a coordinate 0 or a board past [`BRUTE_MAX_CELLS`] cells.
pub fn brute_force(lights: &[(u64, u64)]) -> bool {
    let (rows, cols) = board_of(lights).unwrap_or_else(|e| panic!("brute_force: {e}"));
    board_outcomes(rows, cols)[position_mask(lights, cols) as usize]
}

/// The board `max x × max y` of `lights`, if the brute force can search it.
fn board_of(lights: &[(u64, u64)]) -> Result<(usize, usize), String> {
    let rows = lights.iter().map(|l| l.0).max().unwrap_or(1);
    let cols = lights.iter().map(|l| l.1).max().unwrap_or(1);
    if lights.iter().any(|&(x, y)| x == 0 || y == 0) {
        return Err("coordinates start at 1".into());
    }
    match rows.checked_mul(cols) {
        Some(cells) if cells <= BRUTE_MAX_CELLS => Ok((rows as usize, cols as usize)),
        _ => Err(format!(
            "the board {rows} × {cols} has more than {BRUTE_MAX_CELLS} cells"
        )),
    }
}

/// The mask of `lights` on a board of `cols` columns (see [`board_outcomes`]).
fn position_mask(lights: &[(u64, u64)], cols: usize) -> u32 {
    lights
        .iter()
        .fold(0, |m, &(x, y)| m | 1 << bit(x as usize, y as usize, cols))
}

/// Reads the judge's input with its own loop and answers every case by [`board_outcomes`]:
/// the whole-input brute force that `lab stress` compares with [`solve`].
///
/// # Errors
/// As [`solve`] for a malformed input (in its own words), and a case whose board
/// (`max x · max y`) has more than [`BRUTE_MAX_CELLS`] cells.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let cases = input.read("T", 1..=MAX_CASES)?;
    let mut answers = Vec::new();
    for case in 1..=cases {
        input.context(format!("brute force, case {case}"));
        let n = input.read("n", 0..=MAX_LIGHTS)?;
        let mut lights: Vec<(u64, u64)> = Vec::new();
        for _ in 0..n {
            let cell = (
                input.read("x", 1..=u64::MAX)?,
                input.read("y", 1..=u64::MAX)?,
            );
            if lights.contains(&cell) {
                return Err(InputError::new(format!(
                    "brute force, case {case}: the cell {cell:?} is lit twice"
                )));
            }
            lights.push(cell);
        }
        let (rows, cols) = board_of(&lights)
            .map_err(|e| InputError::new(format!("brute force, case {case}: {e}")))?;
        answers.push(board_outcomes(rows, cols)[position_mask(&lights, cols) as usize]);
    }
    for wins in answers {
        writeln!(out, "{}", verdict(wins))?;
    }
    Ok(())
}

/// The per-cell brute force: `g[x][y]` for `0 <= x <= rows`, `0 <= y <= cols`, the Grundy
/// value of the position where only `(x, y)` is lit, as the mex over its moves of the XOR of
/// the values of the corners each move lights (row and column 0 are no cell: value 0).
///
/// # Complexity
/// O(rows² · cols²) time, O(rows · cols) memory.
pub fn coin_grundy_table(rows: usize, cols: usize) -> Vec<Vec<u64>> {
    let mut g = vec![vec![0u64; cols + 1]; rows + 1];
    let mut seen = Vec::new();
    for x in 1..=rows {
        for y in 1..=cols {
            seen.clear();
            seen.resize(x * y + 1, false);
            for x1 in 1..=x {
                for y1 in 1..=y {
                    let mut value = 0;
                    if x1 < x {
                        value ^= g[x1][y];
                    }
                    if y1 < y {
                        value ^= g[x][y1];
                    }
                    if x1 < x && y1 < y {
                        value ^= g[x1][y1];
                    }
                    // x · y options: a value past that cannot be the mex.
                    if let Some(slot) = seen.get_mut(value as usize) {
                        *slot = true;
                    }
                }
            }
            g[x][y] = seen.iter().position(|&s| !s).unwrap_or(x * y) as u64;
        }
    }
    g
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::assert_contract;
    use shared::input::run_str;

    #[test]
    fn fast_equals_the_board_search_on_every_board_of_up_to_16_cells() {
        let verdict = study::game().verify_with(&[], 16);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    #[ignore = "slow: 6.7 million positions, 3 to 5 s in release"]
    fn fast_equals_the_board_search_on_every_board_of_up_to_20_cells() {
        let verdict = study::game().verify_with(&[], 20);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn one_cell_is_worth_the_nim_product_of_its_coordinates() {
        let nim = Nimbers::new();
        let g = coin_grundy_table(48, 48);
        for (x, row) in g.iter().enumerate() {
            for (y, &value) in row.iter().enumerate() {
                assert_eq!(value, nim.mul(x as u64, y as u64), "({x}, {y})");
            }
        }
        // The first row is Nim: a coin at x is worth x.
        assert_eq!(g[1][..8], [0, 1, 2, 3, 4, 5, 6, 7]);
        assert_eq!(g[2][..8], [0, 2, 3, 1, 8, 10, 11, 9]);
    }

    #[test]
    fn samples_crlf_bom_and_bad_inputs() {
        assert_contract(solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn random_cases_agree_with_the_whole_input_brute_force() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn the_traps() {
        let nim = Nimbers::new();
        let lights = [(2, 2), (1, 3)];
        // The ordinary product and the 0-based shift both say the first player wins.
        let ordinary = (2 * 2) ^ 3;
        assert_ne!(ordinary, 0);
        assert_ne!(nim.mul(1, 1) ^ nim.mul(0, 2), 0);
        assert_eq!(grundy_value(&lights, &nim), 0);
        assert!(!brute_force(&lights));
        assert_eq!(
            run_str(solve, "1\n2\n2 2\n1 3\n").unwrap(),
            "Don't waste your time.\n"
        );
    }

    #[test]
    fn the_brute_forces_on_hand_checked_positions() {
        // One lit cell: switch it off. Two cells on a line: Nim with two equal heaps loses.
        assert!(brute_force(&[(1, 1)]));
        assert!(!brute_force(&[(1, 3), (3, 1)]));
        assert!(!brute_force(&[(1, 2), (2, 1)]));
        // (1, 1) and (2, 2): 1 ⊕ 3 = 2, the move at (2, 2) with x1 = y1 = 1 clears both.
        assert!(brute_force(&[(1, 1), (2, 2)]));
        assert!(!brute_force(&[]));
        let win = board_outcomes(1, 4);
        assert_eq!(win.len(), 16);
        // A row of coins is Nim: lost exactly when the XOR of the lit positions is 0.
        for (mask, &wins) in win.iter().enumerate() {
            let xor = (0..4)
                .filter(|i| mask >> i & 1 == 1)
                .fold(0, |v, i| v ^ (i + 1));
            assert_eq!(wins, xor != 0, "mask {mask:b}");
        }
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("0\n"),
            "T: expected an integer in 1..=10000, found 0 (token 1, line 1)"
        );
        assert_eq!(
            error("1\n100001\n"),
            "case 1: n: expected an integer in 0..=100000, found 100001"
        );
        assert_eq!(
            error("2\n1\n1 1\n2\n3 0\n"),
            "case 2: light 1: y: expected an integer in 1..=18446744073709551615, found 0"
        );
        assert_eq!(
            error("1\n3\n1 2\n5 5\n1 2\n"),
            "case 1: light 3 is (1, 2) again, as light 1: the lit cells must be distinct"
        );
        assert_eq!(
            error("1\n2\n1 2\n"),
            "case 1: light 2: x: expected an integer in 1..=18446744073709551615, \
             found the end of the input"
        );
        assert_eq!(
            error("1\n1\n1 2\n7\n"),
            "expected the end of the input after 4 tokens, found \"7\" and 0 more"
        );
        // Past the judge's limits: no light, and the largest coordinates.
        assert_eq!(
            run_str(
                solve,
                "2\n0\n1\n18446744073709551615 18446744073709551615\n"
            )
            .unwrap(),
            "Don't waste your time.\nHave a try, lxhgww.\n"
        );
    }

    #[test]
    fn the_whole_input_brute_force_reads_for_itself() {
        assert_eq!(
            run_str(brute_solve, "2\n2\n1 2\n2 1\n2\n1 1\n2 2\n").unwrap(),
            "Don't waste your time.\nHave a try, lxhgww.\n"
        );
        let error = |input: &str| run_str(brute_solve, input).unwrap_err().to_string();
        assert_eq!(
            error("1\n1\n5 5\n"),
            "brute force, case 1: the board 5 × 5 has more than 20 cells"
        );
        assert_eq!(
            error("1\n2\n1 1\n1 1\n"),
            "brute force, case 1: the cell (1, 1) is lit twice"
        );
    }
}
