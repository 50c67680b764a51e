//! Primes and impartial-game analysis shared by every problem crate.
//!
//! std only: the bundler inlines the modules a problem uses into its single-file submission.
//!
//! - [`sieve`]: a linear sieve with smallest prime factors, and `prime_pi` by a segmented sieve.
//! - [`primality`]: deterministic Miller–Rabin for every `u64`, `prev_prime`, `next_prime`.
//! - [`game`]: `mex`, outcome / Grundy / remoteness tables, memoised search, eventual periods.

pub mod factor;
pub mod game;
pub mod input;
pub mod num;
pub mod primality;
pub mod prime_count;
pub mod sieve;
