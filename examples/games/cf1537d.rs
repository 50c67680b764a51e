//! Codeforces 1537D deleting divisors (crate `cf1537d-deleting-divisors`): a number `n`; a
//! move subtracts a divisor `d` of `n` with `1 < d < n`. The player who cannot move (1, a
//! prime, or 0, which is no position of the problem) loses.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for d in 2..n {
        if n.is_multiple_of(d) {
            out.push(n - d);
        }
    }
}
