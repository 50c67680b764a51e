//! Library Checker's `nim_product_64` as a submission would answer it, for
//! `scripts/bench-nimber.sh`: `T`, then `T` lines `A B` (`0 <= A, B < 2^64`, `T <= 10^6`),
//! and `A ⊗ B` per line, read through `shared::input` and computed by `shared::nimber`.
//!
//! `nim_product --generate T SEED` prints an input of that shape instead: `T` pairs of
//! pseudo-random 64-bit numbers (SplitMix64 from `SEED`), like the judge's largest cases.

use shared::input::{Input, InputError};
use shared::nimber::Nimbers;
use std::io::Write;

/// The judge's largest `T`.
const MAX_T: usize = 1_000_000;

/// The products, in order, once the whole input is read and valid.
fn products(input: &mut Input) -> Result<Vec<u64>, InputError> {
    let t = input.read("T", 1..=MAX_T)?;
    let nim = Nimbers::new();
    let mut products = Vec::with_capacity(t);
    for _ in 0..t {
        let a = input.read("A", 0..=u64::MAX)?;
        let b = input.read("B", 0..=u64::MAX)?;
        products.push(nim.mul(a, b));
    }
    input.finish()?;
    Ok(products)
}

/// `v` in decimal and a line end, two digits per step from a table of the pairs.
fn write_line(out: &mut Vec<u8>, mut v: u64) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let mut digits = [0u8; 21];
    let mut at = 20;
    digits[20] = b'\n';
    while v >= 100 {
        let pair = (v % 100) as usize * 2;
        v /= 100;
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[pair..pair + 2]);
    }
    if v >= 10 {
        at -= 2;
        digits[at..at + 2].copy_from_slice(&PAIRS[v as usize * 2..v as usize * 2 + 2]);
    } else {
        at -= 1;
        digits[at] = b'0' + v as u8;
    }
    out.extend_from_slice(&digits[at..]);
}

/// What `shared::input::run` does for a problem's `solve`: the answers on standard output, or
/// one `error: ...` line on standard error, nothing on standard output and exit status 1. Two
/// differences spare memory (each fresh megabyte costs page faults, a quarter of the time):
/// `Input` reads standard input itself (`run` reads it into a buffer first, a second copy of
/// the 40 MB), and the answers are kept as numbers (8 MB, not 20 MB of text) and written out
/// through a small buffer once the input has proved valid.
fn answer_standard_input() {
    let products = Input::new(std::io::stdin().lock()).and_then(|mut input| products(&mut input));
    match products {
        Ok(products) => {
            let mut stdout = std::io::stdout().lock();
            let mut buffer = Vec::with_capacity(1 << 16);
            for chunk in products.chunks(2048) {
                buffer.clear();
                for &v in chunk {
                    write_line(&mut buffer, v);
                }
                // A closed pipe is the reader's choice, not an error worth reporting.
                if stdout.write_all(&buffer).is_err() {
                    return;
                }
            }
            let _ = stdout.flush();
        }
        Err(e) => {
            eprintln!("error: {e}");
            std::process::exit(1);
        }
    }
}

fn generate(t: usize, mut seed: u64) {
    let mut next = move || {
        seed = seed.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = seed;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    };
    let mut text = Vec::with_capacity(t * 42 + 8);
    writeln!(text, "{t}").unwrap();
    for _ in 0..t {
        writeln!(text, "{} {}", next(), next()).unwrap();
    }
    std::io::stdout().lock().write_all(&text).unwrap();
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => answer_standard_input(),
        [flag, t, seed] if flag == "--generate" => match (t.parse(), seed.parse()) {
            (Ok(t), Ok(seed)) if t <= MAX_T => generate(t, seed),
            _ => usage(),
        },
        _ => usage(),
    }
}

fn usage() -> ! {
    eprintln!("usage: nim_product < input   |   nim_product --generate T SEED   (T <= 10^6)");
    std::process::exit(2);
}
