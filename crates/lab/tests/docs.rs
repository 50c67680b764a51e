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

/// The rules files (`*.rs` arguments) of the `$ lab` lines of `page`, each with the line's
/// `--data` file if it has one.
fn rules_files(page: &str) -> Vec<(String, Option<String>)> {
    page.lines()
        .filter_map(|l| l.strip_prefix("$ lab "))
        .flat_map(|line| {
            // A file that reads `--data` is warmed with the line's data file.
            let words: Vec<&str> = line.split_whitespace().collect();
            let data = words
                .windows(2)
                .find(|w| w[0] == "--data")
                .map(|w| w[1].to_string());
            words
                .iter()
                .filter(|arg| arg.ends_with(".rs"))
                .map(|file| (file.to_string(), data.clone()))
                .collect::<Vec<_>>()
        })
        .collect()
}

#[test]
fn every_console_example_of_the_docs_runs() {
    let root = root().canonicalize().expect("the repository's root");
    std::env::set_current_dir(&root).expect("cd to the repository's root");
    let pages = kit::readme::pages(&root).expect("docs/ is readable");
    let mut files: Vec<(String, Option<String>)> = pages
        .iter()
        .flat_map(|p| rules_files(&std::fs::read_to_string(p).expect("a readable page")))
        .collect();
    files.sort();
    files.dedup();
    for (file, data) in files {
        let mut warm = Command::new(env!("CARGO_BIN_EXE_lab"));
        warm.args(["table", &file, "--upto", "1"]);
        if let Some(data) = data {
            warm.args(["--data", &data]);
        }
        let out = warm.output().expect("the lab runs");
        // A file whose positions are not numbers has no table, but is compiled all the same.
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(
            out.status.success() || stderr.contains("a position is not numbers"),
            "{file}: {stderr}"
        );
    }
    let binary = Path::new(env!("CARGO_BIN_EXE_lab"));
    docs::run_examples("lab", binary, &root);
}
