//! Take from either end of a row of heaps: a player takes any number of tokens (at least one)
//! from the first heap or from the last one; a heap emptied leaves the row. The order of the
//! heaps matters (only the ends can be played), so the row is not a sum of its heaps: a
//! position is the whole row, a `Vec<u64>` written `[3,1,4]`. `lab value
//! examples/games/row.rs '[3,1,4]'`.
use shared::game::engine::{Options, Params};

pub fn moves(row: Vec<u64>, _: &Params, out: &mut Options<Vec<u64>>) {
    assert!(
        row.iter().all(|&h| h > 0),
        "a heap of a row has at least one token (an empty heap is not in the row)"
    );
    // The two ends; a row of one heap has one end, an empty row none.
    let ends = match row.len() {
        0 => vec![],
        1 => vec![0],
        n => vec![0, n - 1],
    };
    for end in ends {
        let heap = row[end];
        for left in 0..heap {
            let mut next = row.clone();
            if left == 0 {
                next.remove(end);
            } else {
                next[end] = left;
            }
            out.push(next);
        }
    }
}
