//! HDU 1848 Fibonacci again and again (crate `hdu1848-fibonacci-again`): take a Fibonacci
//! number `1, 2, 3, 5, 8, ...` of stones (one 1 only) from a heap, at most the heap. A
//! position is one heap; the problem's three heaps are their sum (`lab value hdu1848 3,5,7`).
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    let (mut f, mut next) = (1u64, 2u64);
    while f <= n {
        out.push(n - f);
        (f, next) = (next, f.saturating_add(next));
    }
}
