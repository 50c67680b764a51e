//! The input-reading benchmark's program (`scripts/bench-input.sh`): a count `n`, then `n`
//! numbers in `0..=u64::MAX`, read and validated through `shared::input` as every problem
//! reads its input; prints their XOR, so that nothing is optimised away and the reference
//! readers in `crates/bench/reference/` can be checked against it.

use shared::input::{Input, InputError};
use std::io::Write;

fn xor_of_numbers(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
    let n = input.read("n", 0..=100_000_000usize)?;
    let numbers = input.read_many("number", n, 0..=u64::MAX)?;
    writeln!(out, "{}", numbers.iter().fold(0, |x, &v| x ^ v))?;
    Ok(())
}

fn main() {
    shared::input::run(xor_of_numbers);
}
