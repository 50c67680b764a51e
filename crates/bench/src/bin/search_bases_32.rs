//! Rebuilds `BASES_32` of `shared::primality`: for each of the 256 values of the hash
//! `(n * 0x9E3779B1 mod 2^32) >> 24`, the least base a >= 2 such that no odd composite n < 2^32
//! with that hash and no prime factor up to 53 is a strong probable prime to base a.
//!
//! `cargo run --release -p bench --bin search_bases_32` prints the table, the same as in
//! `primality.rs`, after 5 minutes on two idle cores (1.5 GB of memory for the 400 million
//! composites). The exhaustive test below 2^32 (`just test-slow`) checks the table that
//! `is_prime` uses.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

const HASH_MULTIPLIER: u32 = 0x9E37_79B1;
/// Trial division in `is_prime` covers at least the odd primes up to this one.
const TRIAL_DIVISION_MAX: u64 = 53;

fn bucket(n: u32) -> usize {
    (n.wrapping_mul(HASH_MULTIPLIER) >> 24) as usize
}

/// Whether odd n > 2 is a strong probable prime to base a (a multiple of n counts as a pass),
/// in Montgomery form with R = 2^32.
fn is_strong_probable_prime(n: u32, a: u32) -> bool {
    let mut inv = n.wrapping_mul(3) ^ 2;
    for _ in 0..3 {
        inv = inv.wrapping_mul(2u32.wrapping_sub(n.wrapping_mul(inv)));
    }
    let mul = |x: u32, y: u32| {
        let t = x as u64 * y as u64;
        let m = (t as u32).wrapping_mul(inv);
        let (r, borrow) = ((t >> 32) as u32).overflowing_sub(((m as u64 * n as u64) >> 32) as u32);
        if borrow {
            r.wrapping_add(n)
        } else {
            r
        }
    };
    let one = ((1u64 << 32) % n as u64) as u32;
    let base = (((a as u64) << 32) % n as u64) as u32;
    if base == 0 {
        return true;
    }
    let s = (n - 1).trailing_zeros();
    let d = (n - 1) >> s;
    let (mut x, mut square, mut e) = (base, base, d >> 1);
    while e != 0 {
        square = mul(square, square);
        if e & 1 == 1 {
            x = mul(x, square);
        }
        e >>= 1;
    }
    let minus_one = n - one;
    if x == one || x == minus_one {
        return true;
    }
    (1..s).any(|_| {
        x = mul(x, x);
        x == minus_one
    })
}

/// The odd composites below 2^32 without a prime factor up to TRIAL_DIVISION_MAX, by bucket.
fn composites_by_bucket() -> Vec<Vec<u32>> {
    let small_primes: Vec<u64> = (3..1u64 << 16)
        .step_by(2)
        .filter(|&p| {
            (3..)
                .step_by(2)
                .take_while(|d| d * d <= p)
                .all(|d| p % d != 0)
        })
        .collect();
    let mut buckets = vec![Vec::new(); 256];
    const BLOCK: u64 = 1 << 24; // numbers per block
    let mut composite = vec![false; BLOCK as usize];
    let mut rough = vec![true; BLOCK as usize];
    let mut low = 0u64;
    while low < 1 << 32 {
        composite.iter_mut().for_each(|c| *c = false);
        rough.iter_mut().for_each(|r| *r = true);
        for &p in &small_primes {
            let first_multiple = (low + p - 1) / p * p;
            let mut m = first_multiple.max(p * p);
            while m < low + BLOCK {
                composite[(m - low) as usize] = true;
                m += p;
            }
            if p <= TRIAL_DIVISION_MAX {
                let mut m = first_multiple;
                while m < low + BLOCK {
                    rough[(m - low) as usize] = false;
                    m += p;
                }
            }
        }
        for i in (1..BLOCK as usize).step_by(2) {
            if composite[i] && rough[i] {
                let n = (low + i as u64) as u32;
                buckets[bucket(n)].push(n);
            }
        }
        low += BLOCK;
    }
    buckets
}

fn main() {
    let buckets = composites_by_bucket();
    let total: usize = buckets.iter().map(Vec::len).sum();
    eprintln!("{total} composites to rule out");
    let next_bucket = AtomicUsize::new(0);
    let bases = Mutex::new(vec![0u32; 256]);
    let threads = std::thread::available_parallelism().map_or(2, |t| t.get());
    std::thread::scope(|scope| {
        for _ in 0..threads {
            scope.spawn(|| loop {
                let b = next_bucket.fetch_add(1, Ordering::Relaxed);
                let Some(list) = buckets.get(b) else { break };
                // Liars of earlier bases come first: they often fool the next base too.
                let mut liars: Vec<u32> = Vec::new();
                let mut a = 2;
                loop {
                    if !liars.iter().any(|&n| is_strong_probable_prime(n, a)) {
                        match list.iter().find(|&&n| is_strong_probable_prime(n, a)) {
                            Some(&n) => liars.push(n),
                            None => break,
                        }
                    }
                    a += 1;
                }
                eprintln!("bucket {b}: base {a}");
                bases.lock().unwrap()[b] = a;
            });
        }
    });
    let bases = bases.into_inner().unwrap();
    println!("const BASES_32: [u16; 256] = [");
    for row in bases.chunks(16) {
        let row: Vec<String> = row.iter().map(|a| a.to_string()).collect();
        println!("    {},", row.join(", "));
    }
    println!("];");
}
