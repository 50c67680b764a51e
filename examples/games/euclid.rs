//! Euclid's game (P1290): two numbers; subtract a positive multiple of the smaller from the
//! larger, leaving it non-negative. The player who makes a number 0 wins, so a position with a
//! 0 in it has no move (the player to move has lost).
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    if a == 0 || b == 0 {
        return;
    }
    let (small, large) = (a.min(b), a.max(b));
    for k in 1..=large / small {
        let rest = large - k * small;
        // Keep the order of the coordinates: the smaller stays where it was.
        out.push(if a <= b { (small, rest) } else { (rest, small) });
    }
}
