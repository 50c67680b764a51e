//! Lasker's Nim: take any number of stones from a heap, or split a heap into two nonempty
//! heaps.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for rest in 0..n {
        out.push(rest);
    }
    for a in 1..=n / 2 {
        out.push_sum([a, n - a]);
    }
}
