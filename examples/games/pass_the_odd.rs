//! Pass the odd: two heaps; a move takes one token from each heap at once, or passes one token
//! from a heap of odd size to the other. Passing can undo itself ((3, 0) -> (2, 1) -> (3, 0)),
//! so the game may go on for ever: `lab table` prints its grid of Win, Lose and Draw.
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    if a > 0 && b > 0 {
        out.push((a - 1, b - 1));
    }
    if a % 2 == 1 {
        out.push((a - 1, b + 1));
    }
    if b % 2 == 1 {
        out.push((a + 1, b - 1));
    }
}
