//! S-Nim (HDU 1536): from a heap take `s` stones for some `s` of the subtraction set, a list
//! parameter: `lab table examples/games/s_nim.rs --grundy --param s=2,5,7`.
use shared::game::engine::{Options, Params};

pub const LISTS: &[(&str, &[u64])] = &[("s", &[2, 5])];

pub fn moves(n: u64, params: &Params, out: &mut Options<u64>) {
    for &s in params.list("s") {
        if s <= n {
            out.push(n - s);
        }
    }
}
