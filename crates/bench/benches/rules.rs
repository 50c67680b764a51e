//! Kayles tabled to n = 10^5 by the generic engine (`shared::game::engine`), two ways: its moves
//! as a lab rules file (`examples/games/kayles.rs`, compiled by the lab into its program, run
//! as a process that prints the table), and the same file compiled into this bench, run in
//! process. The target (issue 18): the rules file within 2x of the Rust in-process run. After
//! criterion's figures the bench prints the ratio of one timed run of each.
//!
//! `RULES_BENCH_N` sets n (default 100000). One table takes 26 to 31 s on the README's Zen 5
//! machine (the whole run, ten samples of each, 11 minutes) and about 145 s on its slow Intel
//! one, where criterion's samples take most of an hour and the timed pair alone is run, with a
//! filter that matches no benchmark (`-- no-criterion-sample`).

use criterion::{criterion_group, criterion_main, Criterion};
use shared::game::engine::{Engine, Options, Params};
use std::hint::black_box;
use std::process::Command;
use std::time::{Duration, Instant};

#[path = "../../../examples/games/kayles.rs"]
mod kayles;

fn n() -> u64 {
    std::env::var("RULES_BENCH_N")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(100_000)
}

fn in_process(n: u64) -> u32 {
    let params = Params::new(&[]);
    let mut e = Engine::new(|p, out: &mut Options<u64>| kayles::moves(p, &params, out));
    (0..=n).fold(0, |x, m| x ^ e.grundy(m).unwrap())
}

fn rules_file(program: &std::path::Path, n: u64) -> usize {
    let out = Command::new(program)
        .args(["table", "grundy", &n.to_string()])
        .output()
        .expect("the rules program runs");
    assert!(out.status.success());
    out.stdout.len()
}

fn bench(c: &mut Criterion) {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/games/kayles.rs"
    );
    let program = lab::rules::build::program(file).expect("kayles.rs compiles");
    let n = n();
    let mut group = c.benchmark_group(format!("kayles to {n}"));
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(1));
    group.warm_up_time(Duration::from_millis(1));
    group.bench_function("rules file (process)", |b| {
        b.iter(|| rules_file(&program, black_box(n)))
    });
    group.bench_function("Rust, same engine (in process)", |b| {
        b.iter(|| in_process(black_box(n)))
    });
    group.finish();
    let started = Instant::now();
    rules_file(&program, n);
    let file_time = started.elapsed();
    let started = Instant::now();
    black_box(in_process(n));
    let rust_time = started.elapsed();
    println!(
        "kayles to {n}: rules file {:.2} s, Rust in process {:.2} s, ratio {:.3} (target < 2)",
        file_time.as_secs_f64(),
        rust_time.as_secs_f64(),
        file_time.as_secs_f64() / rust_time.as_secs_f64()
    );
}

criterion_group!(benches, bench);
criterion_main!(benches);
