//! The toolkit for analysing impartial games (and partizan ones, [`partizan`]), used by every
//! brute force in the workspace.
//!
//! - [`table`]: `mex` over a bitset, and outcome, Grundy and remoteness tables for games on one
//!   integer, whose option closures feed sinks ([`Mex`], [`Outcomes`], [`Remoteness`]).
//! - [`engine`]: any game given by its moves (positions of any shape: numbers, tuples, rows,
//!   a type of the game's own; splits into sums): Grundy values, normal and misère outcomes, remoteness, suspense numbers, with an
//!   explicit stack.
//! - [`compound`]: conjunctive compounds (a move in every component; over when one is) decided
//!   by remoteness, continued conjunctive ones (over when all are) by suspense numbers.
//! - [`memo`]: memoised search over any hashable state (multi-heap brute forces).
//! - [`genus`]: misère play of sums of heaps: Conway's genus symbols, tameness, the misère
//!   Nim rule for sums of tame heaps, and the plain misère search of a sum.
//! - [`period`]: eventual-period detection, to turn a table into a rule.
//! - [`retrograde`]: Win / Lose / Draw and remoteness of every position of a game that may
//!   go on for ever (a token on a directed graph), by counters and a queue over reversed moves.
//! - [`loopy`]: games with cycles given by their moves: the reachable positions explored
//!   (sums as multisets), solved by retrograde analysis, and Smith's generalised Grundy values
//!   (finite, or ∞ with the finite values of the options), which decide sums with draws.
//! - [`hackenbush`]: Green Hackenbush on a small multigraph, its positions as bit sets of the
//!   edges gone, for brute forces and rules files.
//! - [`partizan`]: games in which each player has his own moves (Left and Right), cycles
//!   allowed: Win / Lose / Draw for each first player by retrograde analysis over (position,
//!   player to move), and the outcome classes L, R, N, P and the draw classes.

pub mod compound;
pub mod engine;
pub mod genus;
pub mod hackenbush;
pub mod loopy;
pub mod memo;
pub mod octal;
pub mod partizan;
pub mod period;
pub mod retrograde;
pub mod subtraction;
pub mod table;

pub use memo::{GameTree, Memo};
pub use octal::{GrundyValues, OctalGame, ParseGameError, ValueTooLarge};
pub use period::{
    arithmetic_period, take_and_break_period, ArithmeticPeriod, PeriodVerdict, ProvenPeriod,
};
pub use period::{eventual_period, Period};
pub use subtraction::SubtractionGame;
pub use table::{
    grundy_table, mex, outcome_table, remoteness_table, subtraction_remoteness, Mex, Outcomes,
    Remoteness,
};
