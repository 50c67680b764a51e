//! HDU 3404 switch lights (crate `hdu3404-switch-lights`): a lit cell `(x, y)`, `x, y >= 1`;
//! a move picks a lit cell `(x, y)` and `x1 <= x`, `y1 <= y` (from 1) and toggles the distinct
//! corners of the rectangle `{x1, x} × {y1, y}`. A position is one lit cell, a coin: the move
//! turns it off and lights the other corners, a sum of up to three coins; a board is the sum
//! of its lit cells (`lab value hdu3404 2,3 + 4,5`). `(0, y)` and `(x, 0)` are no cell (no
//! move).
//!
//! Normal play only: the sum is the board's game under normal play (two coins on one cell
//! have Grundy value 0, like the unlit cell; the crate's doc proves it), but not under misère
//! play, where a sum keeps both coins while the board turns the cell off.
use shared::game::engine::{Options, Params};

pub fn moves((x, y): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    if x == 0 || y == 0 {
        return;
    }
    for x1 in 1..=x {
        for y1 in 1..=y {
            match (x1 < x, y1 < y) {
                (true, true) => out.push_sum([(x1, y), (x, y1), (x1, y1)]),
                (true, false) => out.push((x1, y)),
                (false, true) => out.push((x, y1)),
                (false, false) => out.push_sum([]),
            }
        }
    }
}
