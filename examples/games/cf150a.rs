//! Codeforces 150A Win or Freeze (crate `cf150a-win-or-freeze`): a number `n`; a move writes a
//! divisor `d` of `n` with `1 < d < n`, which becomes the number. The player who cannot move
//! (at 1 or a prime) WINS: misère play of these moves.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    let mut d = 2;
    while d * d <= n {
        if n.is_multiple_of(d) {
            out.push(d);
            if d * d != n {
                out.push(n / d);
            }
        }
        d += 1;
    }
}
