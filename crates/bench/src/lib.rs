//! Nothing here: the crate is its benches (`benches/`), run by `just bench`.
