//! Take or add: from a heap take 1 or 4 tokens, or, when the heap leaves remainder `r` on
//! division by `m`, put one token back. A heap can return to itself (2 -> 3 -> 2), so the
//! game may go on for ever: the lab solves it by retrograde analysis (Win, Lose or Draw) and
//! gives its loopy Grundy values, which decide sums. A heap never grows past one more than
//! it started (a heap just grown leaves remainder `r + 1`), unless `m = 1`, where every heap
//! grows without a bound and the search stops at its budget.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("m", 5), ("r", 2)];

pub fn moves(n: u64, params: &Params, out: &mut Options<u64>) {
    for take in [1, 4] {
        if take <= n {
            out.push(n - take);
        }
    }
    let (m, r) = (params.get("m"), params.get("r"));
    if m > 0 && n % m == r {
        out.push(n + 1);
    }
}
