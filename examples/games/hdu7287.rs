//! HDU 7287 Alice Game: a segment of n monsters; kill a whole segment of at most k, or k
//! monsters inside a longer one so that two nonempty segments remain.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("k", 3)];

pub fn moves(n: u64, p: &Params, out: &mut Options<u64>) {
    let k = p.get("k");
    if n == 0 {
        return;
    }
    if n <= k {
        out.push(0);
        return;
    }
    for a in 1..n - k {
        out.push_sum([a, n - k - a]);
    }
}
