//! Nim: take any number of stones from one heap. A position is one heap; a game of several
//! heaps is their sum (`lab value nim.rs 3,5,7`), and `--misere` plays it misère.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for rest in 0..n {
        out.push(rest);
    }
}
