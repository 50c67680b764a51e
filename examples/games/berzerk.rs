//! Berzerk (Codeforces 786A): objects 1..=n on a circle, object 1 a black hole, a monster on
//! one of them. Left (Rick) and Right (Morty) each have a set of steps; on his turn a player
//! moves the monster clockwise by one of **his own** steps, and whoever puts it into the hole
//! wins. A position is the monster's distance clockwise from the hole, `0..n` (object `v + 1`
//! of the judge's numbering is position `v`); at the hole, position 0, the game is over and
//! the player to move has lost (the other just put it there), so it has no moves. The game
//! can loop: the lab says Win, Lose or Draw (the judge's `Loop`) for each player moving first.
//!
//! The step sets are list parameters (`--param left=1,2 --param right=3,5`); steps of 0 or of
//! `n` or more are ignored, as the judge allows only steps in `1..n`. The defaults are the
//! judge's first sample: `n = 5`, Rick {2, 3}, Morty {1, 2, 3}.
use shared::game::engine::{Options, Params};
use shared::game::partizan::Player;

pub const PARAMS: &[(&str, u64)] = &[("n", 5)];
pub const LISTS: &[(&str, &[u64])] = &[("left", &[2, 3]), ("right", &[1, 2, 3])];

/// Whether `v` is a position: a distance on the circle, `0..n`.
pub fn on_circle(v: u64, params: &Params) -> Result<(), String> {
    let n = params.get("n");
    if v < n {
        Ok(())
    } else {
        Err(format!("position {v} is not on the circle 0..{n}"))
    }
}

pub fn moves(v: u64, player: Player, params: &Params, out: &mut Options<u64>) {
    if let Err(why) = on_circle(v, params) {
        panic!("{why}");
    }
    let n = params.get("n");
    if v == 0 {
        return;
    }
    let steps = match player {
        Player::Left => params.list("left"),
        Player::Right => params.list("right"),
    };
    for &step in steps.iter().filter(|&&x| x >= 1 && x < n) {
        out.push((v + step) % n);
    }
}
