//! GMOJ 3033 k-multiple Nim (crate `gmoj3033-k-multiple-nim`): one pile; the first move takes
//! 1 to `n - 1` stones, every later one 1 to `k` times what the opponent just took; whoever
//! takes the last stone wins. A position is `(left, cap)`: the stones left and the most the
//! player to move may take. The start `n` is `(n, n - 1)`.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("k", 2)];

pub fn moves((left, cap): (u64, u64), params: &Params, out: &mut Options<(u64, u64)>) {
    let k = params.get("k");
    for y in 1..=cap.min(left) {
        let rest = left - y;
        out.push((rest, k.saturating_mul(y).min(rest)));
    }
}
