//! Every console example of the README and the guide (`docs/*.md`) that runs `lab`: a
//! ```` ```console ```` block of `$ lab ...` lines, each followed by its exact output (stdout and
//! stderr together; `...` skips lines, `[..]` part of a line), run by trycmd against this
//! package's binary from the repository's root, as the pages say to run them. The examples of
//! the other programs (`kit::readme::PROGRAMS`) are skipped here and run by their own packages'
//! tests; commands that need the network, just or a long run are ```` ```sh ```` blocks, which
//! nothing runs.
//!
//! A rules file (`lab table examples/games/lasker.rs`) is compiled on its first use, with a line
//! on stderr that the examples do not show, so each one the examples name is compiled first.

use std::path::{Path, PathBuf};

#[path = "../../kit/tests/support/docs.rs"]
mod docs;
use std::process::Command;

/// The repository's root.
fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The rules files (`*.rs` arguments) of the `$ lab` lines of `page`.
fn rules_files(page: &str) -> Vec<String> {
    page.lines()
        .filter_map(|l| l.strip_prefix("$ lab "))
        .flat_map(str::split_whitespace)
        .filter(|arg| arg.ends_with(".rs"))
        .map(str::to_string)
        .collect()
}

#[test]
fn every_console_example_of_the_docs_runs() {
    let root = root().canonicalize().expect("the repository's root");
    std::env::set_current_dir(&root).expect("cd to the repository's root");
    let pages = kit::readme::pages(&root).expect("docs/ is readable");
    let mut files: Vec<String> = pages
        .iter()
        .flat_map(|p| rules_files(&std::fs::read_to_string(p).expect("a readable page")))
        .collect();
    files.sort();
    files.dedup();
    for file in files {
        let out = Command::new(env!("CARGO_BIN_EXE_lab"))
            .args(["table", &file, "--upto", "1"])
            .output()
            .expect("the lab runs");
        assert!(
            out.status.success(),
            "{file}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }
    let binary = Path::new(env!("CARGO_BIN_EXE_lab"));
    docs::run_examples("lab", binary, &root);
}
