//! P2148 E&D (crate `p2148-e-and-d`): heaps in groups of two; a move keeps one heap of a group
//! and splits it into two nonempty heaps, the new group (the other heap is discarded). Who
//! cannot split (a group `(1, 1)`) loses. A position is one group `(a, b)`, `a, b >= 1`, in
//! either order; the problem's groups are a sum (`lab value p2148 1,2 + 3,4`).
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    for kept in [a, b] {
        for c in 1..=kept / 2 {
            out.push((c, kept - c));
        }
    }
}
