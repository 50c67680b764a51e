//! Primes and impartial-game analysis shared by every problem crate.
//!
//! std and proconio only: the bundler inlines the modules a problem uses into its single-file
//! submission.
//!
//! - [`input`]: the judge's tokens, with errors instead of panics, and `run`, the whole of
//!   every problem's `main`.
//! - [`read`]: proconio's `input!` over that input, with readable types that check ranges
//!   ([`ranged!`]) and report a bad value as an error, not a panic.
//! - [`num`]: integer roots.
//! - [`linear_sieve`]: a linear sieve with smallest prime factors, for small ranges.
//! - [`sieve`]: the segmented wheel sieve (`for_each_prime`, `sieve_prime_pi`).
//! - [`threads`], [`parallel_sieve`], [`parallel_prime_count`]: the sieve's counting and
//!   listing, and `prime_pi`, on every core (never needed by a submission, which runs on one
//!   thread).
//! - [`prime_count`]: `prime_pi` far past the sieve (Lagarias–Miller–Odlyzko).
//! - [`primality`]: deterministic tests for every `u64`, `prev_prime`, `next_prime`.
//! - [`factor`]: `factorize`, trial division then Pollard–Brent rho.
//! - [`matching`]: maximum bipartite matchings (Hopcroft–Karp) and the vertices some
//!   maximum matching leaves free.
//! - [`modular`]: sums, products, powers and binomials modulo 10^9 + 7.
//! - [`nimber`]: nim multiplication of `u64` (products, powers, inverses, square roots), for
//!   coin-turning games.
//! - [`game`]: `mex`, outcome / Grundy / remoteness tables, take-and-break codes and
//!   subtraction sets, memoised search, periods (proven where a theorem allows), retrograde
//!   analysis of games with cycles.
//! - [`graph`]: directed graphs in compressed sparse row form.

pub mod factor;
pub mod game;
pub mod graph;
pub mod input;
pub mod linear_sieve;
pub mod matching;
pub mod modular;
pub mod nimber;
pub mod num;
pub mod parallel_prime_count;
pub mod parallel_sieve;
pub mod primality;
pub mod prime_count;
pub mod read;
pub mod sieve;
pub mod threads;
