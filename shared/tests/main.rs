//! The integration tests of `shared`, one test binary with a module per file: one link instead
//! of 5, and their tests share the cores instead of running one binary after another.

mod factor;
mod genus;
mod nimber;
mod octal;
mod octal_period;
mod primes;
