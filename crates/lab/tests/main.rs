//! The integration tests of `lab`, one test binary with a module per file: one link instead
//! of 5, and their tests share the cores instead of running one binary after another.

mod cli;
mod cpp;
mod definitions;
mod genus;
mod guess;
mod known_answers;
mod properties;
mod rule_source;
mod rules_cli;
mod rules_files;
