//! AtCoder ARC137 C (Distinct Numbers): a set of distinct non-negative integers; a move
//! replaces the largest by a smaller non-negative integer not in the set; the player who
//! cannot move (the set is `0, 1, ..., N - 1`) loses. A position is the set, its values in
//! increasing order: `lab value examples/games/arc137c.rs '[1,2,5]'` (or the registered
//! `arc137c-distinct-numbers`, whose descriptor gives these moves).
use shared::game::engine::{Options, Params};

/// Whether `values` is a position: strictly increasing.
pub fn check(values: &[u64], _: &Params) -> Result<(), String> {
    match values.windows(2).find(|w| w[0] >= w[1]) {
        Some(w) => Err(format!(
            "the values of a set are distinct and in increasing order ({} then {})",
            w[0], w[1]
        )),
        None => Ok(()),
    }
}

pub fn moves(values: Vec<u64>, params: &Params, out: &mut Options<Vec<u64>>) {
    if let Err(why) = check(&values, params) {
        panic!("{why}");
    }
    let Some((&top, lower)) = values.split_last() else {
        return;
    };
    for v in 0..top {
        // `v` replaces the largest where it belongs among the others, if it is free.
        if let Err(at) = lower.binary_search(&v) {
            let mut next = lower.to_vec();
            next.insert(at, v);
            out.push(next);
        }
    }
}
