//! Codeforces 1934 D2, the XOR break game (crate `cf1934d2-xor-break-game`), as a game on
//! pairs: a player breaks a number `p` into `p1, p2` with `0 < p1, p2 < p` and `p1 xor p2 =
//! p`, and the opponent chooses which part to break next. So the opponent's turn starts from
//! the pair: a position is the pair `(a, b)` the player to move chooses from, and a move breaks
//! one of them into a new pair. The start from `n` is `(n, 0)` (0 cannot be broken). The player
//! who cannot break loses: normal play of these moves.
use shared::game::engine::{Options, Params};

pub fn moves((a, b): (u64, u64), _: &Params, out: &mut Options<(u64, u64)>) {
    let parts: &[u64] = if a == b { &[a] } else { &[a, b] };
    for &p in parts {
        // `x < y`: the pair is unordered, since the next player chooses either part.
        for x in 1..p {
            let y = x ^ p;
            if x < y && y < p {
                out.push((x, y));
            }
        }
    }
}
