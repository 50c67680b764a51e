//! The toolkit for analysing impartial games, used by every brute force in the workspace.
//!
//! - [`table`]: `mex` over a bitset, and outcome, Grundy and remoteness tables for games on one
//!   integer, whose option closures feed sinks ([`Mex`], [`Outcomes`], [`Remoteness`]).
//! - [`memo`]: memoised search over any hashable state (multi-heap brute forces).
//! - [`period`]: eventual-period detection, to turn a table into a rule.

pub mod memo;
pub mod period;
pub mod table;

pub use memo::{GameTree, Memo};
pub use period::{eventual_period, Period};
pub use table::{
    grundy_table, mex, outcome_table, remoteness_table, subtraction_remoteness, Mex, Outcomes,
    Remoteness,
};
