//! BZOJ 3895 take or merge (crate `bzoj3895-take-or-merge`), for up to four heaps: take one
//! stone from a heap (a heap of 0 disappears) or merge two heaps into one; who has no heap
//! left loses. A position is the heaps in increasing order, 0 for "no heap": `(0, 1, 2, 3)` is
//! heaps of 1, 2 and 3. Not a sum: a merge plays in two heaps at once.
use shared::game::engine::{Options, Params};

type Heaps = (u64, u64, u64, u64);

fn sorted(mut heaps: [u64; 4]) -> Heaps {
    heaps.sort_unstable();
    (heaps[0], heaps[1], heaps[2], heaps[3])
}

pub fn moves((a, b, c, d): Heaps, _: &Params, out: &mut Options<Heaps>) {
    let heaps = [a, b, c, d];
    for i in 0..4 {
        if heaps[i] == 0 {
            continue;
        }
        let mut taken = heaps;
        taken[i] -= 1;
        out.push(sorted(taken));
        for j in i + 1..4 {
            if heaps[j] > 0 {
                let mut merged = heaps;
                merged[i] += merged[j];
                merged[j] = 0;
                out.push(sorted(merged));
            }
        }
    }
}
