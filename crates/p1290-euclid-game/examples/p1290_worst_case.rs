//! Prints a worst-case input for P1290: the judge's largest count (C = 6) of pairs that make the
//! Euclidean walk longest below 2^31 (consecutive Fibonacci numbers, 44 forced moves) or carry
//! the largest quotient.
//!
//! `cargo run --release -p p1290-euclid-game --example p1290_worst_case > /tmp/p1290-euclid-game.in`

fn main() {
    let (mut small, mut big) = (1u64, 1u64);
    while small + big < 1 << 31 {
        (small, big) = (big, small + big);
    }
    let top = (1u64 << 31) - 1;
    let pairs = [
        (big, small),
        (small, big),
        (big - small, small),
        (1, top),
        (top, top - 1),
        (top, top),
    ];
    println!("{}", pairs.len());
    for (m, n) in pairs {
        println!("{m} {n}");
    }
}
