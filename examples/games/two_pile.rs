//! The two-pile game (crate `nowcoder-two-pile-multiples`): take `k >= 1` stones from one pile
//! and `k·s` (`s >= 0`) from the other, both available; the player who cannot move, at
//! (0, 0) only, loses.
use shared::game::engine::{Options, Params};

pub fn moves((n, m): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    for k in 1..=n {
        for s in 0..=m / k {
            out.push((n - k, m - k * s));
        }
    }
    for k in 1..=m {
        for s in 0..=n / k {
            out.push((n - k * s, m - k));
        }
    }
}
