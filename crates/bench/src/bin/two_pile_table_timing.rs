//! Times the table for the largest piles alone (no I/O), averaged over REPS builds (default 10):
//! `cargo run --release -p bench --bin two_pile_table_timing -- 10`

use nowcoder_two_pile_multiples::{TwoPileTable, MAX_PILE};
use std::time::Instant;

fn main() {
    let reps: u32 = std::env::args()
        .nth(1)
        .map_or(10, |a| a.parse().expect("REPS must be a positive integer"));
    let start = Instant::now();
    let mut losing_cells = 0;
    for _ in 0..reps {
        losing_cells += TwoPileTable::new(MAX_PILE).losing_cells().len();
    }
    let per_table = start.elapsed() / reps.max(1);
    println!(
        "limit {MAX_PILE}: {} losing cells, {per_table:?} per table",
        losing_cells / reps.max(1) as usize
    );
}
