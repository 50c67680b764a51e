//! Prints the judge's worst case: 20 piles near 10^8, all with k = 10^5 (the longest sequence).
//! `cargo run --release -p gmoj3033-k-multiple-nim --example gmoj3033_worst_case > /tmp/gmoj3033.in`

fn main() {
    println!("20");
    for i in 0..20u64 {
        println!("{} 100000", 100_000_000 - 7 * i);
    }
}
