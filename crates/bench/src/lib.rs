//! Nothing here: the crate is its benches (`benches/`, run by `just bench`) and the programs
//! in `src/bin/` that the bench scripts time.
