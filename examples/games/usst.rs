//! USST stone doubling (crate `usst-stone-doubling`): a pile of `x` grows by 1 to `x` stones
//! (to any size from `x + 1` to `2x`), never past the target `k`; a pile of `k` or more, or an
//! empty pile, has no move, so whoever makes the pile exactly `k` wins. Moves go up, bounded
//! by `k`.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("k", 10)];

pub fn moves(x: u64, params: &Params, out: &mut Options<u64>) {
    let k = params.get("k");
    if x == 0 || x >= k {
        return;
    }
    for y in x + 1..=x.saturating_mul(2).min(k) {
        out.push(y);
    }
}
