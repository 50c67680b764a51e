//! The part of `kit check` that runs code: every problem's generated judge inputs through its
//! own `solve`, so that a generator and a `solve` that disagree on the format are named (the
//! crate's stress test would only say that `solve` and `brute_solve` differ). The lab links
//! every problem crate, so this builds it once and runs `lab stress SLUG --refusals` per
//! problem, each in its own process: a `todo!()` left in one crate does not stop the others.

use crate::Problem;
use anyhow::{Context, Result};
use std::path::{Path, PathBuf};
use std::process::Command;

/// How many random inputs each problem's generator draws (sizes cycle through 1..=16).
pub const CASES: u64 = 50;
/// Their seed, fixed so that `kit check` says the same thing twice.
pub const SEED: u64 = 1;

/// One line per problem whose `solve` refuses one of its generated inputs, naming the crate,
/// the input (shrunk) and the error; or whose check stopped (a panic, such as the template's
/// `todo!()`). A problem the lab does not know, or without a generator, is skipped: the file
/// checks name what it lacks.
///
/// # Errors
/// If cargo or the lab cannot be started.
///
/// # Complexity
/// One `cargo build --release -p lab` (nothing to do when it is fresh), then one lab run per
/// problem: about 5 ms each here.
pub fn refused_inputs(root: &Path, problems: &[Problem]) -> Result<Vec<String>> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let built = Command::new(&cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", "lab"])
        .status()
        .with_context(|| format!("cannot run {cargo}"))?;
    if !built.success() {
        return Ok(vec![
            "crates/lab: does not build (`cargo build --release -p lab`), so no generated input \
             went through its solve"
                .into(),
        ]);
    }
    let lab = target_dir(root).join("release").join("lab");
    let mut lines = Vec::new();
    for p in problems {
        let (cases, seed) = (CASES.to_string(), SEED.to_string());
        let args = [
            "stress",
            &p.slug,
            "--refusals",
            "--cases",
            &cases,
            "--seed",
            &seed,
        ];
        let run = Command::new(&lab)
            .current_dir(root)
            .args(args)
            .output()
            .with_context(|| format!("cannot run {}", lab.display()))?;
        if let Some(line) = report(&p.slug, run.status.code(), &run.stdout, &run.stderr) {
            lines.push(line);
        }
    }
    Ok(lines)
}

/// What one `lab stress SLUG --refusals` run says about `slug`, if anything.
fn report(slug: &str, code: Option<i32>, stdout: &[u8], stderr: &[u8]) -> Option<String> {
    let (stdout, stderr) = (
        String::from_utf8_lossy(stdout),
        String::from_utf8_lossy(stderr),
    );
    match code {
        Some(0) => None,
        // The lab names the refused input and the error on one line.
        Some(1) => Some(format!("crates/{slug}: {}", stdout.trim())),
        // Not a game of the lab, or no generator: the file checks report it.
        Some(2) => None,
        _ => {
            // A panic: its message is the line after "panicked at".
            let lines: Vec<&str> = stderr.lines().collect();
            let message = lines
                .iter()
                .position(|l| l.contains("panicked at"))
                .and_then(|i| lines.get(i + 1))
                .unwrap_or(&"no message");
            Some(format!(
                "crates/{slug}: stopped while running its generated inputs through solve: {}",
                message.trim()
            ))
        }
    }
}

fn target_dir(root: &Path) -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR").map_or_else(|| root.join("target"), PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_lab_run_reports() {
        let refused = "solve refuses the generated input \"3\\n\": error: T: expected ...\n";
        assert_eq!(
            report("p1-x", Some(1), refused.as_bytes(), b"").unwrap(),
            format!("crates/p1-x: {}", refused.trim())
        );
        assert_eq!(report("p1-x", Some(0), b"50 random inputs", b""), None);
        assert_eq!(report("p1-x", Some(2), b"", b"error: unknown game"), None);
        let panic = "\nthread 'main' panicked at crates/p1-x/src/lib.rs:9:5:\n\
                     not yet implemented: the fast rule\nnote: run with RUST_BACKTRACE=1\n";
        assert_eq!(
            report("p1-x", Some(101), b"", panic.as_bytes()).unwrap(),
            "crates/p1-x: stopped while running its generated inputs through solve: not yet \
             implemented: the fast rule"
        );
    }
}
