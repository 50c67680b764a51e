//! Kayles on a set of rows as one position: knock down one pin or two adjacent pins of any row,
//! which may leave two rows. Unlike `kayles.rs` (one row, a move splitting it into a sum), a
//! position here is every row at once, the lengths sorted with empty rows left out (one
//! position per multiset of rows), written `[1,3,5]`: `lab value examples/games/kayles_rows.rs
//! '[1,3,5]'`. Its values equal the sum of the rows' in `kayles.rs` (Sprague–Grundy); the
//! engine stores it hashed, which is what the hashed-position bench times.
use shared::game::engine::{Options, Params};

pub fn moves(rows: Vec<u64>, _: &Params, out: &mut Options<Vec<u64>>) {
    for (i, &n) in rows.iter().enumerate() {
        // Equal rows have the same moves: the first stands for all.
        if i > 0 && rows[i - 1] == n {
            continue;
        }
        for take in 1..=n.min(2) {
            // Rows of `left` and `n - take - left`; the other order is the same set.
            for left in 0..=(n - take) / 2 {
                let mut next: Vec<u64> = Vec::with_capacity(rows.len() + 1);
                for (j, &r) in rows.iter().enumerate() {
                    if j != i {
                        next.push(r);
                    }
                }
                next.extend([left, n - take - left].into_iter().filter(|&r| r > 0));
                next.sort_unstable();
                out.push(next);
            }
        }
    }
}
