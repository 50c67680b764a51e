//! # The game lab: print a game's table, find its period, check a rule, draw it
//!
//! Every write-up behind these problems found its rule the same way: print a table of win/lose
//! or Grundy values, stare at it, guess a pattern, check it against exhaustive search. The lab
//! does each step for every game of the workspace:
//!
//! - `lab list`: the games ([`registry`]), their parameters with defaults and ranges, and
//!   whether they have Grundy values or only win/lose;
//! - `lab table GAME --upto N [--grundy] [--param NAME=VALUE]`: values for positions 0..=N,
//!   then what they show about the period ([`period`]): proven (Guy–Smith, for codes and
//!   finite subtraction sets, also a registered game's declared as one), conjectured,
//!   arithmetic (with a saltus), or none; a parameter that is a set takes a list,
//!   `--param s=2,5`;
//! - `lab rule GAME [--upto N] [--grundy] [--cpp] [--packed] [--from A,B] [--fix a=V]`: that
//!   period as a Rust or C++ function of any `n` up to `u64::MAX` ([`rulegen`]), its values as
//!   arrays or packed into a string literal; stderr says when it is too big for a judge; of a
//!   two-number game, the grid itself as a function of `a` and `b` (`--from A,B` to `--upto
//!   N`, refusing the cells outside), or with `--fix a=V` the row's period;
//! - `lab verify GAME [--upto N]`: the problem's fast solver against its brute force on every
//!   input of a small range ([`verify`]); with `--rule EXPR`, a formula in `n` against the
//!   game's table;
//! - `lab guess GAME [--upto N] [--grundy] [--grid]`: candidate rules read off the table (or
//!   the two-number grid), each an EXPR that `verify --rule` accepts, fitted on `0..=N` and
//!   checked on a table four times larger, all conjectured ([`guess`]); `verify --rule` also
//!   takes a formula in `a` and `b`, checked on a two-number grid;
//! - `lab plot GAME --size N -o FILE.png`: a 2-D outcome table as a picture ([`plot`]);
//! - `lab genus GAME --upto N [--param NAME=VALUE]`: Conway's genus symbols of one-heap positions under misère play
//!   and whether each is tame ([`genus`]);
//! - `lab value GAME 3,5,7 [--misere]`: the outcome and Grundy value of a sum ([`value`]);
//! - `lab moves GAME 3 + 5 + 7 [--misere] [--count]`: every move of a position or sum with
//!   what it leaves, the winning ones marked ([`winning`]);
//! - `lab value|moves GAME 3 + 6 --compound conjunctive|continued`: the compounds where every
//!   component moves each turn, decided by the least remoteness or the largest suspense
//!   number ([`compound`]).
//!
//! A game whose moves can return to a position (a loopy game) is solved by retrograde
//! analysis in `value`, `moves` and the one-number `table`: Win, Lose or Draw with the
//! remoteness, and Smith's loopy Grundy values for sums ([`loopy`]). A rules file whose moves
//! depend on the player (a partizan game: `moves(position, player, params, out)`) is answered
//! in the same three commands by its outcome classes, L, R, N, P and the draw classes, with
//! each first player's Win, Lose or Draw ([`partizan`]).
//!
//! A GAME may be a rules file (`FILE.rs`, [`rules`]): its moves in Rust, compiled once with
//! the engine of [`shared::game::engine`]; every command, `--misere` (misère play, also of
//! definitions), two-number positions (grids, [`grid`]) and three- or four-number ones
//! (lists, and grids with `--fix`, [`tuples`]) go through [`moves`]; `lab genus` takes
//! one-number rules files too.
//!
//! GAME is a registered slug or a one-heap game given by its rules ([`define`]): a
//! take-and-break code (`0.77`), a subtraction set (`sub:1,2,5`, `allbut:1,2`), or a rule
//! `take:EXPR` in the expression language of [`expr`] (also that of `verify --rule`).
//!
//! Each command is a function in [`commands`] that returns its whole output (the binary prints
//! only once a command has succeeded); bad input is a [`LabError`] naming what to fix.
//!
//! - `lab stress SLUG [--cases N] [--seed S] [--refusals] [--worst]`: random judge inputs
//!   through `solve` and `brute_solve`, a difference shrunk to a minimal judge input (with
//!   `--refusals`, only the inputs `solve` refuses); or the worst cases through the release
//!   binary against the time and memory limits ([`stress`]).
//!
//! The games are the problem crates' study descriptors ([`registry`]; their types are in the
//! `study` crate), plus demos defined here.
//!
//! ## Tested
//! Unit tests per module (parameter parsing and range errors, table layout and period line,
//! verdicts, PNG size and colours, glyphs); every registered game run at its defaults and at the
//! extremes of its parameters; `tests/known_answers.rs`: every descriptor's known periods (the
//! one place they are asserted); `tests/cli.rs`: the built binary's outputs, exit statuses and
//! error messages, and a plotted PNG decoded at the asked size; `tests/definitions.rs`: five
//! problems written as `take:` rules give their crates' tables, the lab's loops agree with the
//! shared engines, Kayles (period 12 from 71) and Dawson's Kayles (34 from 52) proven,
//! registered games and rules only ever conjectured, codes and sets report their progress;
//! `tests/rule_source.rs`: `lab rule`'s output, plain and packed, compiled with bare `rustc`
//! and `c++`, checked on a longer table and up to `u64::MAX`; `tests/properties.rs`: every
//! problem's `solve` and the lab's parsers and engines on random input (no panic, no hang, no
//! "proven" without a checked window); `tests/guess.rs`: `lab guess` blind on every game,
//! scored, and its command line; `tests/genus.rs`: `lab genus`'s table of Kayles, its summary
//! lines and its refusals, and the genus of rules files against the plain misère search of
//! every small sum (the genus theory itself is tested in `shared`).

pub mod commands;
pub mod compound;
pub mod define;
pub mod error;
pub mod eta;
pub mod expr;
pub mod font;
pub mod genus;
pub mod grid;
pub mod guess;
pub mod loopy;
pub mod memory;
pub mod moves;
pub mod partizan;
pub mod period;
pub mod plot;
pub mod registry;
pub mod rulegen;
pub mod rules;
pub mod stress;
pub mod table;
pub mod tuples;
pub mod value;
pub mod winning;

pub use error::LabError;
/// The descriptor types live in the `study` crate, which problem crates implement.
pub use study::{params, verify};
