//! Domineering: on a board of `rows` × `cols` cells, Left places a domino on two empty cells one
//! above the other, Right on two empty cells side by side; a player who cannot place one
//! loses. A position is the set of occupied cells as a bit mask (the cell in row `r` and
//! column `c` is bit `r·cols + c`), so the empty board is 0; the board has at most 64 cells.
//! By hand: a single cell is P, a column of two L, a row of two R, the 2 × 2 board N (either
//! player's domino leaves a strip of two that only he can fill).
use shared::game::engine::{Options, Params};
use shared::game::partizan::Player;

pub const PARAMS: &[(&str, u64)] = &[("rows", 2), ("cols", 2)];

pub fn moves(occupied: u64, player: Player, params: &Params, out: &mut Options<u64>) {
    let (rows, cols) = (params.get("rows"), params.get("cols"));
    let cells = rows * cols;
    assert!(cells <= 64, "a board of {rows} x {cols} has more than 64 cells");
    assert!(
        cells == 64 || occupied >> cells == 0,
        "{occupied} names a cell beyond the {rows} x {cols} board"
    );
    let bit = |r: u64, c: u64| 1u64 << (r * cols + c);
    for r in 0..rows {
        for c in 0..cols {
            let other = match player {
                Player::Left if r + 1 < rows => bit(r + 1, c),
                Player::Right if c + 1 < cols => bit(r, c + 1),
                _ => continue,
            };
            let both = bit(r, c) | other;
            if occupied & both == 0 {
                out.push(occupied | both);
            }
        }
    }
}
