//! Retrograde analysis of a random directed graph through `shared::game::retrograde`, timed,
//! for `scripts/bench-retrograde.sh` (against `crates/bench/reference/retrograde.cpp`).
//!
//! `retrograde --generate N M SEED SHAPE FILE` writes a graph of `N` vertices and `M` edges,
//! each end drawn uniformly (SplitMix64 from `SEED`): with `SHAPE` `any`, as drawn
//! (self-loops, repeated edges and cycles occur; most positions of a sparse graph are draws);
//! with `acyclic`, every edge turned to go from the lower vertex to the higher and loops drawn
//! again (no cycle, so every position is decided and every edge is scanned). A binary file: `N` and `M` as little-endian `u32`, then the `M` edges `(from, to)`, each two
//! `u32`. `retrograde FILE` reads it and prints
//!
//! ```text
//! win W lose L draw D remoteness-sum S max-remoteness R build-seconds B solve-seconds T
//! ```
//!
//! the counts of each outcome for the player to move, the sum and largest remoteness of the
//! decided positions, the time to build the game (`TokenGraph::from_edges`: the reversed graph
//! and the out-degrees) and the time of `Retrograde::solve`; reading the file is not timed. The
//! C++ reference prints the same line, so the script compares everything but the times.

use shared::game::retrograde::{Outcome, Retrograde, TokenGraph};
use std::time::Instant;

fn usage() -> ! {
    eprintln!("usage: retrograde --generate N M SEED any|acyclic FILE | retrograde FILE");
    std::process::exit(2);
}

/// SplitMix64: the next state and its output.
fn split_mix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn generate(n: u32, m: u32, seed: u64, acyclic: bool, path: &str) {
    let mut bytes = Vec::with_capacity(8 + 8 * m as usize);
    bytes.extend(n.to_le_bytes());
    bytes.extend(m.to_le_bytes());
    let mut state = seed;
    let mut vertex = || (split_mix(&mut state) % u64::from(n)) as u32;
    for _ in 0..m {
        let (mut u, mut v) = (vertex(), vertex());
        while acyclic && u == v {
            (u, v) = (vertex(), vertex());
        }
        if acyclic && u > v {
            (u, v) = (v, u);
        }
        bytes.extend(u.to_le_bytes());
        bytes.extend(v.to_le_bytes());
    }
    std::fs::write(path, bytes).unwrap_or_else(|e| {
        eprintln!("error: cannot write {path}: {e}");
        std::process::exit(1);
    });
}

fn analyse(path: &str) {
    let bytes = std::fs::read(path).unwrap_or_else(|e| {
        eprintln!("error: cannot read {path}: {e}");
        std::process::exit(1);
    });
    let word = |i: usize| u32::from_le_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    if bytes.len() < 8 || bytes.len() != 8 + 8 * word(4) as usize {
        eprintln!("error: {path} is not a graph file of `retrograde --generate`");
        std::process::exit(1);
    }
    let n = word(0) as usize;
    let edges: Vec<(u32, u32)> = (8..bytes.len())
        .step_by(8)
        .map(|i| (word(i), word(i + 4)))
        .collect();
    drop(bytes);
    if let Some(&(u, v)) = edges.iter().find(|&&(u, v)| u.max(v) as usize >= n) {
        eprintln!("error: an edge ({u}, {v}) in a graph of {n} vertices");
        std::process::exit(1);
    }

    let start = Instant::now();
    let game = TokenGraph::from_edges(n, &edges);
    let built = start.elapsed();
    let start = Instant::now();
    let mut retro = Retrograde::new();
    retro.solve(&game, &[]);
    let solved = start.elapsed();

    let mut count = [0u64; 3];
    let (mut sum, mut most) = (0u64, 0u32);
    for (p, &outcome) in retro.outcomes().iter().enumerate() {
        count[outcome as usize] += 1;
        if let Some(r) = retro.remoteness(p) {
            sum += u64::from(r);
            most = most.max(r);
        }
    }
    let [draw, win, lose] = [Outcome::Draw, Outcome::Win, Outcome::Lose].map(|o| count[o as usize]);
    println!(
        "win {win} lose {lose} draw {draw} remoteness-sum {sum} max-remoteness {most} \
         build-seconds {:.6} solve-seconds {:.6}",
        built.as_secs_f64(),
        solved.as_secs_f64()
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag, n, m, seed, shape, path] if flag == "--generate" => {
            let (Ok(n), Ok(m), Ok(seed)) = (n.parse::<u32>(), m.parse::<u32>(), seed.parse())
            else {
                usage()
            };
            let acyclic = match shape.as_str() {
                "any" => false,
                // A loop-free edge needs two vertices.
                "acyclic" if n >= 2 || m == 0 => true,
                _ => usage(),
            };
            if n == 0 || n == u32::MAX || m == u32::MAX {
                usage();
            }
            generate(n, m, seed, acyclic, path);
        }
        [path] if !path.starts_with('-') => analyse(path),
        _ => usage(),
    }
}
