//! The console examples of the README and the guide (`docs/*.md`) that run `kit`, run by trycmd
//! against this package's binary from the repository's root (the others are `lab`'s, run by
//! `crates/lab/tests/docs.rs`, and skipped here).

use std::path::{Path, PathBuf};

#[test]
fn every_kit_example_of_the_docs_runs() {
    let root = kit::workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).expect("the root");
    std::env::set_current_dir(&root).expect("cd to the repository's root");
    let cases = trycmd::TestCases::new();
    cases
        .register_bin("kit", PathBuf::from(env!("CARGO_BIN_EXE_kit")))
        .register_bin("lab", trycmd::schema::Bin::Ignore);
    for page in kit::readme::pages(&root).expect("docs/ is readable") {
        cases.case(page);
    }
}
