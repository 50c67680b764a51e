//! P2490 black and white pieces (crate `p2490-sdoi2011-black-white`) as Moore's Nim_d on two
//! gaps: a position is `(g1, g2)`, the empty cells between each white piece and the black one
//! right of it; a turn lowers 1 to `d` of the positive gaps, each by any positive amount (both
//! players alike). The crate's table and grid are the board's own outcomes.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("d", 1)];

pub fn moves((a, b): (u64, u64), params: &Params, out: &mut Options<(u64, u64)>) {
    (0..a).for_each(|x| out.push((x, b)));
    (0..b).for_each(|y| out.push((a, y)));
    if params.get("d") >= 2 {
        (0..a).for_each(|x| (0..b).for_each(|y| out.push((x, y))));
    }
}
