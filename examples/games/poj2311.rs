//! POJ 2311 Cutting Game (crate `poj2311-cutting-game`), as the game of safe cuts: a position
//! is one `w × h` sheet with both sides at least 2; a move cuts it along a grid line into two
//! sheets whose sides are all at least 2, and they stay as a sum. Whoever cannot cut so loses.
//! In the real game the first cut that makes a `1 × 1` piece wins, so a cut that leaves a side
//! of 1 hands the opponent the win; the crate's doc proves that the real game's winner is this
//! game's under normal play (not misère). A sheet is `(w, h)`; `lab value poj2311 4,2`.
use shared::game::engine::{Options, Params};

pub fn moves((w, h): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    for x in 2..=w.saturating_sub(2) {
        out.push_sum([(x, h), (w - x, h)]);
    }
    for y in 2..=h.saturating_sub(2) {
        out.push_sum([(w, y), (w, h - y)]);
    }
}
