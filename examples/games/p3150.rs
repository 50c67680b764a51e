//! P3150 pb's game (crate `p3150-split-game`): the splitter writes the number as `a + b`
//! (both positive), the chooser keeps one part and must split it in turn; who cannot split
//! (a 1) loses. Keeping and splitting are one move of the same player, so a position is the
//! pair `(a, b)` on the table, smaller first: the player to move keeps one and splits it,
//! leaving the new pair. pb's start `m` is `(0, m)` (only `m` can be split).
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    for kept in [a, b] {
        for c in 1..=kept / 2 {
            out.push((c, kept - c));
        }
    }
}
