//! # P2490 \[SDOI2011\] 黑白棋: count the layouts the first player wins (Moore's Nim_d)
//!
//! A row of `n` cells holds `k` pieces (`k` even), alternately white and black from the left.
//! A moves white pieces to the right, B black pieces to the left; a turn moves 1 to `d` of the
//! player's own pieces, each at least one cell, none onto or over another piece. Who cannot
//! move loses; A moves first. Count the layouts A wins, modulo 10^9 + 7 (the statement is in
//! `README.md`).
//!
//! ## Rule
//! *Reduction.* Number the pieces `W1 B1 W2 B2 ...` and let `g_i` be the empty cells between
//! `W_i` and `B_i` (`h = k / 2` gaps). `W_i` moves right and only `B_i` stops it; `B_i` moves
//! left and only `W_i` stops it; the space between `B_i` and `W_(i+1)` only grows and stops
//! nothing. So each turn, for either player, lowers 1 to `d` positive gaps by positive amounts:
//! the impartial game Nim_d on the heaps `g_1 .. g_h`, lost by the player facing all zeros.
//!
//! *Moore's theorem.* The player to move loses iff for every bit `b` the number of heaps with
//! bit `b` set is a multiple of `d + 1`. (a) From such a position, take the highest bit `b` at
//! which a lowered heap changes: each heap changing there drops from 1 to 0 at `b` (its higher
//! bits are kept and it decreases), so the count at `b` drops by 1 to `d` and is no longer a
//! multiple of `d + 1`. (b) From any other position, go down the bits keeping the set `T`
//! (`|T| <= d`) of heaps already lowered at a higher bit, whose lower bits are free. At bit `b`
//! let `r` = (heaps outside `T` with bit `b` set) mod `d + 1`. If `|T| + r <= d`, add `r` such
//! heaps to `T`, clear their bit `b`, and clear bit `b` in all of `T`; otherwise set bit `b` in
//! exactly `d + 1 - r` heaps of `T` and clear it in the others. Either way the count at `b`
//! becomes a multiple of `d + 1`, and at the highest failing bit `T` gains `r >= 1` heaps, so
//! the move is not empty. Heaps only shrink, so (a) and (b) make these exactly the lost
//! positions.
//!
//! *Counting.* With `R = n - k` empty cells, let `f[S]` be the number of ordered gap tuples of
//! sum `S` meeting the condition, built bit by bit for every `b` with `2^b <= R`: choose `c` in
//! `{0, d+1, 2(d+1), ...}`, `c <= h`, of the heaps to carry bit `b`:
//! `f'[S + c·2^b] += f[S] · C(h, c)`. A tuple of sum `S` leaves `R - S` empty cells for the
//! `h + 1` outer slots (before `W1`, between `B_i` and `W_(i+1)`, after `B_h`):
//! `C(R - S + h, h)` layouts. The answer is `C(n, k) - Σ_S f[S] · C(R - S + h, h)`.
//!
//! The DP sets the time: 14 bits × (R + 1) sums × (h / (d + 1) + 1) choices, at most
//! 14 · 10^4 · 51 ≈ 7 · 10^6 multiply-adds for `d = 1`, `k = 100`; the factorials are 10^4
//! steps and reading is three numbers.
//!
//! ## Input
//! One line `n k d`. Past the judge's limits: nothing; `n` is refused above [`MAX_N`], `k`
//! outside `2..=min(n, MAX_K)` or odd, `d` outside `1..=k`.
//!
//! ## Traps
//! Every bit with `2^b <= n - k` (up to bit 13): stopping at bit 11 loses the tuples with two
//! gaps of 4096 or more (`10000 4 1` would give 905029441, not 413745669); a bit with `(d + 1) · 2^b > R`
//! fits no carrier, so a looser or tighter bound by one bit changes nothing (tried: the tests
//! still pass with `2^b < R`). `d` may exceed `h`:
//! then only `c = 0` fits and A loses only with every gap 0. `n = k`: one layout, A cannot
//! move, 0. The subtraction is modular (add the modulus first); products of two residues are
//! below 2^60 and checked. It is not plain Nim (a turn may move several pieces) nor a game per
//! piece.
//!
//! ## Tested
//! [`first_player_layouts`] against [`brute_force`], which plays the board itself (the cells
//! of the pieces and whose turn it is, the two players' moves kept apart, no gaps, no bits) on
//! every `k`-subset of the cells, for every valid `(n, k, d)` with `n <= 11`, `k <= 8` (the
//! [`study`] descriptor's check, which `lab verify` runs too, up to `n = 13`); random judge
//! inputs through [`solve`] and [`brute_solve`] (its own input loop); the lab's check of the
//! gap moves (`examples/games/p2490.rs`) against the board's outcomes for two gaps
//! ([`study`]'s grid); the sample and the spec's extra cases (`testdata/`), three large cases
//! against closed forms, bad inputs through [`solve`] in memory.

use proconio::input;
use shared::game::Memo;
use shared::input::{Input, InputError};
use shared::modular::{add_mod, mul_mod, sub_mod, Binomials, MODULUS};
use std::io::Write;

pub mod study;

/// The longest board (the judge's limit, also the largest answered).
pub const MAX_N: usize = 10_000;
/// The most pieces (the judge's limit).
pub const MAX_K: usize = 100;

shared::ranged! {
    Cells: usize = 2..=MAX_N, "n";
}

/// Reads the judge's input and writes the count.
///
/// # Errors
/// A malformed or truncated input, `n` outside `2..=MAX_N` (two pieces need two cells), `k` outside `2..=min(n, MAX_K)` or
/// odd, `d` outside `1..=k`, a token after `d`.
pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    input! { from &mut *input, n: Cells }
    // The ranges of k and d depend on the values before them.
    let k = input.read("k", 2..=n.min(MAX_K))?;
    if k % 2 == 1 {
        return Err(InputError::new(format!(
            "k: expected an even number of pieces, found {k}"
        )));
    }
    let d = input.read("d", 1..=k)?;
    writeln!(out, "{}", first_player_layouts(n, k, d))?;
    Ok(())
}

/// The number of layouts of `k` pieces on `n` cells that A (moving first) wins, modulo
/// 10^9 + 7 (see the module doc).
///
/// # Constraints
/// `2 <= k <= n`, `k` even, `d >= 1`; `n + k / 2` below the modulus.
///
/// # Complexity
/// O(log(n - k) · (n - k) · (k / (2d + 2) + 1) + n) time, O(n) memory.
///
/// # Panics
/// On `k` odd or 0, `k > n` or `d = 0`.
pub fn first_player_layouts(n: usize, k: usize, d: usize) -> u64 {
    assert!(
        k >= 2 && k % 2 == 0 && k <= n && d >= 1,
        "need 2 <= k <= n, k even, d >= 1"
    );
    let h = k / 2;
    let empty = n - k;
    let binomials = Binomials::new(n + h);
    // Carrying counts per bit: c heaps of the h, c a multiple of d + 1.
    let carriers: Vec<(usize, u64)> = (0..=h)
        .step_by(d + 1)
        .map(|c| (c, binomials.choose(h, c)))
        .collect();
    let mut tuples = vec![0u64; empty + 1];
    tuples[0] = 1;
    let mut bit = 1usize;
    while bit <= empty {
        let mut next = vec![0u64; empty + 1];
        for (sum, &ways) in tuples.iter().enumerate() {
            if ways == 0 {
                continue;
            }
            for &(c, choose) in &carriers {
                let to = sum + c * bit;
                if to > empty {
                    break;
                }
                next[to] = add_mod(next[to], mul_mod(ways, choose));
            }
        }
        tuples = next;
        bit <<= 1;
    }
    let lost = tuples.iter().enumerate().fold(0, |lost, (sum, &ways)| {
        add_mod(lost, mul_mod(ways, binomials.choose(empty - sum + h, h)))
    });
    sub_mod(binomials.choose(n, k), lost)
}

/// A board position: the cells of the pieces from the left (white at even indices, black at
/// odd ones), and whether A (white) is to move.
type Board = (Vec<u8>, bool);

/// Every position one turn from `board`: 1 to `d` of the mover's pieces each moved at least
/// one cell its way (white right, black left), never onto or past its neighbour. A white piece
/// is stopped only by the black one right of it, a black one by the white one left of it.
fn turns(board: &Board, d: usize) -> Vec<Board> {
    let (cells, white) = board;
    let mut out = Vec::new();
    let mut next = cells.clone();
    let first = if *white { 0 } else { 1 };
    let movers: Vec<usize> = (first..cells.len()).step_by(2).collect();
    choose_moves(cells, &movers, *white, d, 0, &mut next, &mut out);
    out
}

/// The moves of `movers[at..]` (each stays or moves, at most `budget` more may move) added to
/// `next`, each complete turn with at least one piece moved pushed to `out`.
fn choose_moves(
    cells: &[u8],
    movers: &[usize],
    white: bool,
    budget: usize,
    at: usize,
    next: &mut Vec<u8>,
    out: &mut Vec<Board>,
) {
    if at == movers.len() {
        if next.as_slice() != cells {
            out.push((next.clone(), !white));
        }
        return;
    }
    let i = movers[at];
    choose_moves(cells, movers, white, budget, at + 1, next, out);
    if budget == 0 {
        return;
    }
    let targets = if white {
        cells[i] + 1..cells[i + 1]
    } else {
        cells[i - 1] + 1..cells[i]
    };
    for to in targets {
        next[i] = to;
        choose_moves(cells, movers, white, budget - 1, at + 1, next, out);
    }
    next[i] = cells[i];
}

/// Whether the player to move on `board` wins, by memoised search over the board's turns.
fn board_wins(memo: &mut Memo<Board, bool>, board: Board, d: usize) -> bool {
    memo.get(board.clone(), |memo| {
        turns(&board, d)
            .into_iter()
            .any(|after| !board_wins(memo, after, d))
    })
}

/// The board game with at most `d` pieces moved per turn, searched from the rules, keeping
/// every position it has solved.
pub struct BoardGame {
    memo: Memo<Board, bool>,
    d: usize,
}

impl BoardGame {
    /// An empty search for turns of 1 to `d` pieces.
    pub fn new(d: usize) -> BoardGame {
        BoardGame {
            memo: Memo::new(),
            d,
        }
    }

    /// Whether A, to move, wins the board with pieces on `cells` (increasing).
    ///
    /// # Constraints
    /// An even number of pieces, cells below 256, few positions (a board of about 14 cells,
    /// or four pieces with gaps of a dozen).
    pub fn first_player_wins(&mut self, cells: &[u8]) -> bool {
        board_wins(&mut self.memo, (cells.to_vec(), true), self.d)
    }
}

/// The count from the rules alone: every `k`-subset of the `n` cells, each decided by
/// searching the board (no gaps, no Nim), exact.
///
/// # Constraints
/// `n <= BRUTE_MAX_N`, `2 <= k <= n` even, `d >= 1`.
///
/// # Complexity
/// O(2^n) subsets, each board position searched once (memoised), with all its turns.
pub fn brute_force(n: usize, k: usize, d: usize) -> u64 {
    let mut game = BoardGame::new(d);
    let mut won = 0;
    for set in 0u32..1 << n {
        if set.count_ones() as usize != k {
            continue;
        }
        let cells: Vec<u8> = (0..n as u8).filter(|&c| set >> c & 1 == 1).collect();
        if game.first_player_wins(&cells) {
            won += 1;
        }
    }
    won
}

/// The longest board [`brute_solve`] answers.
pub const BRUTE_MAX_N: usize = 12;
/// The most pieces [`brute_solve`] answers.
pub const BRUTE_MAX_K: usize = 8;

/// The whole input answered from the rules alone, for the stress test: its own reading of
/// `n k d`, [`brute_force`], the count printed modulo 10^9 + 7.
///
/// # Errors
/// A malformed input, `n` above [`BRUTE_MAX_N`], `k` odd, above `n` or [`BRUTE_MAX_K`], `d`
/// outside `1..=k`.
pub fn brute_solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {
    let n: usize = input.read("n", 2..=BRUTE_MAX_N)?;
    let k: usize = input.read("k", 2..=n.min(BRUTE_MAX_K))?;
    if k % 2 != 0 {
        return Err(InputError::new("k: odd"));
    }
    let d: usize = input.read("d", 1..=k)?;
    writeln!(out, "{}", brute_force(n, k, d) % MODULUS)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use ::study::contract::{assert_contract_for, Layout};
    use shared::input::run_str;

    #[test]
    fn fast_equals_brute_force_for_every_triple_up_to_11_cells() {
        let verdict = study::game().verify_with(&[], 11);
        assert!(verdict.agrees(), "{}", verdict.summary());
    }

    #[test]
    fn solve_agrees_with_brute_solve_on_random_inputs() {
        study::game().assert_stress(100, 1);
    }

    #[test]
    fn samples_and_the_input_contract() {
        assert_contract_for(Layout::Single, solve, env!("CARGO_MANIFEST_DIR"), &[]);
    }

    #[test]
    fn large_cases_against_closed_forms() {
        let p = MODULUS;
        let b = Binomials::new(20_000);
        // d >= h: A loses only with every gap 0.
        for (n, k) in [(10_000, 2), (10_000, 100)] {
            let h = k / 2;
            let expected = (b.choose(n, k) + p - b.choose(n - k + h, h)) % p;
            assert_eq!(first_player_layouts(n, k, k), expected, "n={n} k={k}");
        }
        assert_eq!(first_player_layouts(10_000, 2, 1), 49_985_001);
        // d = 1, two gaps: A loses iff they are equal, 2g of the 9996 empty cells, the other
        // 9996 - 2g in the three outer slots.
        let lost = (0..=4_998).fold(0, |s, g| (s + b.choose(9_998 - 2 * g, 2)) % p);
        let expected = (b.choose(10_000, 4) + p - lost) % p;
        assert_eq!(first_player_layouts(10_000, 4, 1), expected);
        assert_eq!(expected, 413_745_669);
    }

    #[test]
    fn limits_are_named() {
        let error = |input: &str| run_str(solve, input).unwrap_err().to_string();
        assert_eq!(
            error("10001 4 2\n"),
            "n: expected an integer in 2..=10000, found 10001 (token 1, line 1)"
        );
        assert_eq!(
            error("10 12 2\n"),
            "k: expected an integer in 2..=10, found 12"
        );
        assert_eq!(
            error("1000 102 2\n"),
            "k: expected an integer in 2..=100, found 102"
        );
        assert_eq!(
            error("10 3 2\n"),
            "k: expected an even number of pieces, found 3"
        );
        assert_eq!(
            error("10 4 5\n"),
            "d: expected an integer in 1..=4, found 5"
        );
        assert_eq!(
            error("10 4 0\n"),
            "d: expected an integer in 1..=4, found 0"
        );
        assert_eq!(
            error("1 2 1\n"),
            "n: expected an integer in 2..=10000, found 1 (token 1, line 1)"
        );
    }

    #[test]
    fn the_board_search_plays_the_statement() {
        // Two pieces: A wins iff there is a gap to close.
        assert!(!BoardGame::new(1).first_player_wins(&[0, 1]));
        assert!(BoardGame::new(1).first_player_wins(&[0, 2]));
        // Equal gaps with d = 1 lose (plain Nim), with d = 2 A closes both at once.
        assert!(!BoardGame::new(1).first_player_wins(&[0, 2, 3, 5]));
        assert!(BoardGame::new(2).first_player_wins(&[0, 2, 3, 5]));
        assert_eq!(brute_force(10, 4, 2), 182);
    }
}
