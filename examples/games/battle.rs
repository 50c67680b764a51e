//! Gym 104385C Battle (crate `gym104385c-battle`): take `p^t` stones from a pile, for any
//! `t >= 0` with `p^t` at most the pile (`p = 1` allows taking 1 only). Several piles are a
//! sum: `lab value battle.rs 4,5 --param p=3`.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("p", 2)];

pub fn moves(n: u64, params: &Params, out: &mut Options<u64>) {
    let p = params.get("p");
    assert!(p >= 1, "p must be at least 1");
    let mut power = 1u64;
    while power <= n {
        out.push(n - power);
        // p = 1 has the one power 1; past u64 no power fits any pile.
        match power.checked_mul(p) {
            Some(next) if p > 1 => power = next,
            _ => break,
        }
    }
}
