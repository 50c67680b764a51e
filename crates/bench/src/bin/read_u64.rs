//! The input-reading benchmark's program (`scripts/bench-input.sh`): a count `n`, then `n`
//! numbers in `0..=u64::MAX`, read and validated with proconio's `input!` over
//! `shared::input::Input`, as every problem reads its input; prints their XOR, so that nothing
//! is optimised away and the reference readers in `crates/bench/reference/` can be checked
//! against it.

use proconio::input;
use shared::input::{Input, InputError};
use std::io::Write;

shared::ranged! {
    Count: usize = 0..=100_000_000, "n";
    Number: u64 = 0..=u64::MAX, "number";
}

fn xor_of_numbers(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
    input! { from &mut *input, n: Count, numbers: [Number; n] }
    writeln!(out, "{}", numbers.iter().fold(0, |x, &v| x ^ v))?;
    Ok(())
}

fn main() {
    shared::input::run(xor_of_numbers);
}
