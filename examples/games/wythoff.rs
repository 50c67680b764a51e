//! Wythoff's game: two piles; take any number from one pile, or the same number from both.
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    for t in 1..=a {
        out.push((a - t, b));
    }
    for t in 1..=b {
        out.push((a, b - t));
    }
    for t in 1..=a.min(b) {
        out.push((a - t, b - t));
    }
}
