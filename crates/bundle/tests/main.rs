//! The integration tests of `bundle`, one test binary with a module per file: one link instead
//! of 2, and their tests share the cores instead of running one binary after another.

mod bundles;
mod cli;
