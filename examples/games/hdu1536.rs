//! HDU 1536 S-Nim (crate `hdu1536-s-nim`): take `s` beads from a heap, `s` in a set `S`, at
//! most the heap. A position is one heap; `S` is the parameter `s`, read as a bit set (bit
//! `i - 1` set: `i ∈ S`; the default 18 is the sample's `{2, 5}`). The problem's positions are
//! sums of heaps (`lab value hdu1536 5 + 12`).
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("s", 18)];

pub fn moves(n: u64, params: &Params, out: &mut Options<u64>) {
    let set = params.get("s");
    for i in 0..64 {
        if set >> i & 1 == 1 && i < n {
            out.push(n - i - 1);
        }
    }
}
