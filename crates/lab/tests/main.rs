//! The integration tests of `lab`, one test binary with a module per file: one link instead
//! of 5, and their tests share the cores instead of running one binary after another.

mod cli;
mod definitions;
mod known_answers;
mod properties;
mod rule_source;
