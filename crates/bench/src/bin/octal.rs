//! Grundy values of a take-and-break game, timed, with a checksum and the period verdict.
//!
//! `cargo run --release -p bench --bin octal -- CODE N [--print FILE] [--method M]`
//! computes `G(0..=N)` for the code (`0.77`, `0.007`, `4.007`, ...) and prints
//!
//! ```text
//! game 0.77
//! n 1000000
//! max 8
//! checksum 0123456789abcdef
//! weighted 1234567890
//! seconds 0.0123
//! period period 12 from 71, proven (Guy-Smith, table to 167 needed)
//! ```
//!
//! `checksum` is FNV-1a (64 bits) over the values' decimal digits, each followed by a newline;
//! `weighted` is the sum of `n * G(n)`. `seconds` times the computation only. `--print FILE`
//! writes the values to FILE, one per line (untimed), `--method` forces `plain`,
//! `rare-common` or `periodic`. Used by `scripts/bench-ogsolve.sh`.

use std::io::Write;
use std::time::Instant;

use shared::game::OctalGame;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let usage = "usage: octal CODE N [--print FILE] [--method plain|rare-common|periodic]";
    if args.len() < 2 {
        eprintln!("{usage}");
        std::process::exit(2);
    }
    let game = OctalGame::parse(&args[0]).unwrap_or_else(|e| {
        eprintln!("{e}");
        std::process::exit(2);
    });
    let n: usize = parse_count(&args[1]).unwrap_or_else(|| {
        eprintln!("N must be a number like 1000000 or 1e6, got {:?}", args[1]);
        std::process::exit(2);
    });
    let mut print = None;
    let mut method = None;
    let mut rest = args[2..].iter();
    while let Some(flag) = rest.next() {
        match (flag.as_str(), rest.next()) {
            ("--print", Some(file)) => print = Some(file.clone()),
            ("--method", Some(m)) => method = Some(m.clone()),
            _ => {
                eprintln!("{usage}");
                std::process::exit(2);
            }
        }
    }

    let start = Instant::now();
    let g = match &method {
        Some(m) => game.grundy_values_with(n, m),
        None => game.grundy_values(n),
    };
    let seconds = start.elapsed().as_secs_f64();

    let mut fnv: u64 = 0xcbf2_9ce4_8422_2325;
    let mut weighted: u128 = 0;
    let mut digits = [0u8; 6];
    for (i, &v) in g.iter().enumerate() {
        for &b in decimal_line(v, &mut digits) {
            fnv ^= b as u64;
            fnv = fnv.wrapping_mul(0x0000_0100_0000_01b3);
        }
        weighted += i as u128 * v as u128;
    }
    let verdict = game.period_verdict(&g);
    println!("game {game}");
    println!("n {n}");
    println!("max {}", g.iter().max().unwrap());
    println!("checksum {fnv:016x}");
    println!("weighted {weighted}");
    println!("seconds {seconds:.4}");
    println!("period {verdict}");
    if let Some(file) = print {
        let mut out = std::io::BufWriter::new(std::fs::File::create(&file).unwrap_or_else(|e| {
            eprintln!("cannot write {file}: {e}");
            std::process::exit(2);
        }));
        for &v in &g {
            out.write_all(decimal_line(v, &mut digits)).unwrap();
        }
        out.flush().unwrap();
    }
}

/// `v` in decimal followed by a newline, in the end of `buf`.
fn decimal_line(mut v: u16, buf: &mut [u8; 6]) -> &[u8] {
    let mut i = 5;
    buf[i] = b'\n';
    loop {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
        if v == 0 {
            return &buf[i..];
        }
    }
}

/// `1000000`, `1e6` or `10^6`.
fn parse_count(s: &str) -> Option<usize> {
    if let Ok(n) = s.parse() {
        return Some(n);
    }
    let (mantissa, exponent) = s.split_once('e').or_else(|| s.split_once("^"))?;
    let mantissa: usize = mantissa.parse().ok()?;
    let exponent: u32 = exponent.parse().ok()?;
    mantissa.checked_mul(10usize.checked_pow(exponent)?)
}
