//! Kruskal (crate `ipsc-kruskal-prime-heaps`), for up to four heaps: take 1 to `k` matches
//! from one heap; a move that leaves any heap prime wins at once. A position is the heaps in
//! increasing order, 0 for "no heap": `(0, 0, 0, 48)` is one heap of 48. A winning move goes
//! to `(0, 0, 0, 0)`, which has no move. Not a sum of one-heap games: a prime in one heap ends
//! the whole game.
use shared::game::engine::{Options, Params};

pub const PARAMS: &[(&str, u64)] = &[("k", 3)];

type Heaps = (u64, u64, u64, u64);

fn is_prime(t: u64) -> bool {
    t >= 2
        && (2..)
            .take_while(|d| d * d <= t)
            .all(|d| !t.is_multiple_of(d))
}

pub fn moves((a, b, c, d): Heaps, params: &Params, out: &mut Options<Heaps>) {
    let k = params.get("k");
    let heaps = [a, b, c, d];
    for i in 0..4 {
        for taken in 1..=k.min(heaps[i]) {
            let mut next = heaps;
            next[i] -= taken;
            if next.iter().any(|&h| is_prime(h)) {
                out.push((0, 0, 0, 0));
            } else {
                next.sort_unstable();
                out.push((next[0], next[1], next[2], next[3]));
            }
        }
    }
}
