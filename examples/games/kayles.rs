//! Kayles (code 0.77): knock down one pin or two adjacent pins from a row; what is left of
//! the row may be two rows.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for take in 1..=n.min(2) {
        // Rows of `left` and `n - take - left`; the other order is the same sum.
        for left in 0..=(n - take) / 2 {
            out.push_sum([left, n - take - left]);
        }
    }
}
