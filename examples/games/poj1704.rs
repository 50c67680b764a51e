//! POJ 1704 (Georgia and Bob): chessmen on distinct cells `1, 2, 3, ...` of a row; a move takes
//! one chessman one or more cells to the left, without passing or landing on another and
//! without leaving the row; the player who cannot move loses. A position is the chessmen's
//! cells in increasing order: `lab value examples/games/poj1704.rs '[1,2,3]'` (or the
//! registered `poj1704-georgia-and-bob`, whose descriptor gives these moves).
use shared::game::engine::{Options, Params};

/// Whether `cells` is a position: cells from 1, strictly increasing.
pub fn check(cells: &[u64], _: &Params) -> Result<(), String> {
    if cells.first() == Some(&0) {
        return Err("the cells of the row start at 1".to_string());
    }
    match cells.windows(2).find(|w| w[0] >= w[1]) {
        Some(w) => Err(format!(
            "the chessmen stand on distinct cells, in increasing order ({} then {})",
            w[0], w[1]
        )),
        None => Ok(()),
    }
}

pub fn moves(cells: Vec<u64>, params: &Params, out: &mut Options<Vec<u64>>) {
    if let Err(why) = check(&cells, params) {
        panic!("{why}");
    }
    for i in 0..cells.len() {
        // The cells free to the left of chessman `i`, down to its neighbour or the row's end.
        let wall = if i == 0 { 0 } else { cells[i - 1] };
        for to in wall + 1..cells[i] {
            let mut next = cells.clone();
            next[i] = to;
            out.push(next);
        }
    }
}
