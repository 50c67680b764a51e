//! P1857: take a prime number of stones; the player who cannot move loses. (The judge asks
//! for the remoteness: `lab value p1857.rs 36` gives the Grundy value; the engine also has
//! the remoteness.)
use shared::game::engine::{Options, Params};

fn is_prime(t: u64) -> bool {
    t >= 2
        && (2..)
            .take_while(|d| d * d <= t)
            .all(|d| !t.is_multiple_of(d))
}

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    for t in (2..=n).filter(|&t| is_prime(t)) {
        out.push(n - t);
    }
}
