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
//! - `lab stress SLUG [--cases N] [--seed S] [--worst]`: random cases through the fast solver
//!   and the brute force, a failure shrunk to a minimal judge input; or the worst cases
//!   through the release binary against the time and memory limits ([`stress`]).
//!
//! The games are the problem crates' study descriptors ([`registry`]; their types are in the
//! `study` crate), plus demos defined here.
//!
//! ## Tested
//! Unit tests per module (parameter parsing and range errors, table layout and period line,
//! verdicts, PNG size and colours, glyphs); every registered game run at its defaults and at the
//! extremes of its parameters; `tests/known_answers.rs`: every descriptor's known periods (the
//! one place they are asserted); `tests/cli.rs`: the built binary's outputs, exit statuses and
//! error messages, and a plotted PNG decoded at the asked size.

pub mod commands;
pub mod error;
pub mod font;
pub mod plot;
pub mod registry;
pub mod stress;
pub mod table;

pub use error::LabError;
/// The descriptor types live in the `study` crate, which problem crates implement.
pub use study::{params, verify};
