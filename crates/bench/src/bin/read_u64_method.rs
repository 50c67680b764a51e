//! The input-reading benchmark's baseline (`scripts/bench-input.sh`): `read_u64`'s input read
//! with `Input::read_many`, the reader's own method (no proconio), which the problems used
//! before they read with `input!`.

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
