//! Grundy's game: split a heap into two nonempty heaps of different sizes.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for a in 1..n.div_ceil(2) {
        out.push_sum([a, n - a]);
    }
}
