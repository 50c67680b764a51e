//! # The game lab: print a game's table, find its period, check a rule, draw it
//!
//! Every write-up behind these problems found its rule the same way: print a table of win/lose
//! or Grundy values, stare at it, guess a pattern, check it against exhaustive search. The lab
//! does each step for every game of the workspace:
//!
//! - `lab list`: the games ([`registry`]), their parameters with defaults and ranges, and
//!   whether they have Grundy values or only win/lose;
//! - `lab table SLUG --upto N [--grundy] [--param NAME=VALUE]`: values for positions 0..=N,
//!   then `period L from S` or `no period found up to N` ([`table`], on top of
//!   [`shared::game::eventual_period`]);
//! - `lab verify SLUG [--upto N]`: the problem's fast solver against its brute force on every
//!   input of a small range ([`verify`]);
//! - `lab plot SLUG --size N -o FILE.png`: a 2-D outcome table as a picture ([`plot`]).
//!
//! Each command is a function in [`commands`] that returns its whole output (the binary prints
//! only once a command has succeeded); bad input is a [`LabError`] naming what to fix.
//!
//! The games come from the problem crates' public functions (their rule-based tables, fast
//! solvers and brute forces); `registry/` has one small adapter per game, plus demos defined
//! here: a subtraction game and Wythoff's game to copy when adding a new game, and a wrong guess
//! about P2953 that `verify` refutes.
//!
//! ## Tested
//! Unit tests per module (parameter parsing and range errors, table layout and period line,
//! verdicts, PNG size and colours, glyphs); every registered game run at its defaults and at the
//! extremes of its parameters; `tests/known_answers.rs`: P4018 period 6 from 0, HDU 7287 (k = 3)
//! Grundy period 14 from 1 (and 4k + 2 for k in 2..=8), Battle (p = 4) Grundy period 5 (and
//! p + 1 / 2 for p in 1..=12); `tests/cli.rs`: the built binary's outputs, exit statuses and
//! error messages, and a plotted PNG decoded at the asked size.

pub mod commands;
pub mod define;
pub mod error;
pub mod expr;
pub mod font;
pub mod period;
pub mod plot;
pub mod registry;
pub mod rulegen;
pub mod stress;
pub mod table;

pub use error::LabError;
/// The descriptor types live in the `study` crate, which problem crates implement.
pub use study::{params, verify};
