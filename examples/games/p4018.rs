//! P4018: take p^k stones (p prime, k >= 0, so 1 counts) from the pile.
use shared::game::engine::{Options, Params};

/// Whether `t` is a power of a prime (1 included).
fn prime_power(t: u64) -> bool {
    let mut rest = t;
    let mut p = 2;
    while p * p <= rest {
        if rest.is_multiple_of(p) {
            while rest.is_multiple_of(p) {
                rest /= p;
            }
            return rest == 1;
        }
        p += 1;
    }
    true
}

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for t in (1..=n).filter(|&t| prime_power(t)) {
        out.push(n - t);
    }
}
