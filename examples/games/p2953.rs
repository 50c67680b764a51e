//! P2953 Cow Digit Game: from n, subtract its largest digit or its smallest nonzero digit.
use shared::game::engine::{Options, Params};

pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {
    let (mut largest, mut smallest, mut rest) = (0, 9, n);
    while rest > 0 {
        let d = rest % 10;
        rest /= 10;
        largest = largest.max(d);
        if d != 0 {
            smallest = smallest.min(d);
        }
    }
    if n > 0 {
        out.push(n - largest);
        out.push(n - smallest);
    }
}
