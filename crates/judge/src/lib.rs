//! A local judge for the workspace: find the problems and their sample pairs, build the
//! solutions, run a program on an input and compare its answer token by token.
//!
//! A *problem* is a folder `testdata/<slug>/` together with the workspace binary named `<slug>`;
//! its samples are `testdata/<slug>/*.in` with a matching `.out` (online-judge-tools naming). Nothing here knows any problem by name, so adding a problem needs
//! no change to the runner.

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// The workspace root (two levels above this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .nth(2)
        .expect("crates/judge sits two levels below the root")
        .to_path_buf()
}

/// One sample: an input file and the expected output file.
#[derive(Debug, Clone)]
pub struct Sample {
    pub input: PathBuf,
    pub expected: PathBuf,
}

/// The problems to check: those named in `JUDGE_ONLY` (comma-separated slugs), or all.
pub fn selected(slug: &str) -> bool {
    match std::env::var("JUDGE_ONLY") {
        Ok(only) if !only.trim().is_empty() => only.split(',').any(|s| s.trim() == slug),
        _ => true,
    }
}

/// Every problem slug that has a testdata folder (limited by `JUDGE_ONLY`, see [`selected`]),
/// with its samples in natural order of file name.
///
/// # Panics
/// If an `.in` file has no `.out` beside it: a sample without an answer is a mistake.
pub fn samples_by_problem() -> BTreeMap<String, Vec<Sample>> {
    let testdata = workspace_root().join("testdata");
    let mut out = BTreeMap::new();
    for dir in read_dir_sorted(&testdata) {
        if !dir.is_dir() {
            continue;
        }
        let slug = dir.file_name().unwrap().to_string_lossy().into_owned();
        if !selected(&slug) {
            continue;
        }
        let samples: Vec<Sample> = read_dir_sorted(&dir)
            .into_iter()
            .filter(|p| p.extension().is_some_and(|e| e == "in"))
            .map(|input| {
                let expected = input.with_extension("out");
                assert!(
                    expected.exists(),
                    "{} has no .out beside it",
                    input.display()
                );
                Sample { input, expected }
            })
            .collect();
        out.insert(slug, samples);
    }
    out
}

fn read_dir_sorted(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", dir.display()))
        .map(|e| e.unwrap().path())
        .collect();
    // Natural order, so sample-10 comes after sample-9.
    v.sort_by_key(|p| {
        let name = p.file_name().unwrap().to_string_lossy().into_owned();
        let prefix: String = name.chars().take_while(|c| !c.is_ascii_digit()).collect();
        let number: String = name[prefix.len()..]
            .chars()
            .take_while(|c| c.is_ascii_digit())
            .collect();
        (prefix, number.parse::<u64>().unwrap_or(0), name)
    });
    v
}

/// Builds every binary of the workspace in release mode and returns them by binary name.
///
/// # Panics
/// If the build fails; cargo's diagnostics are on stderr.
pub fn build_release_binaries() -> BTreeMap<String, PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let output = Command::new(cargo)
        .current_dir(workspace_root())
        .args([
            "build",
            "--release",
            "--workspace",
            "--bins",
            "--message-format=json-render-diagnostics",
        ])
        .stderr(Stdio::inherit())
        .output()
        .expect("cannot run cargo");
    assert!(
        output.status.success(),
        "cargo build --release --bins failed"
    );
    let mut bins = BTreeMap::new();
    for line in String::from_utf8_lossy(&output.stdout).lines() {
        let Ok(msg) = serde_json::from_str::<serde_json::Value>(line) else {
            continue;
        };
        if msg["reason"] != "compiler-artifact" {
            continue;
        }
        if let (Some(exe), Some(name)) =
            (msg["executable"].as_str(), msg["target"]["name"].as_str())
        {
            bins.insert(name.to_string(), PathBuf::from(exe));
        }
    }
    bins
}

/// What a run printed and how it ended.
#[derive(Debug)]
pub struct Run {
    pub success: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `program` (with `args`) on `input` as standard input.
pub fn run(program: &Path, args: &[&str], input: &[u8]) -> Run {
    let mut child = Command::new(program)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Feed stdin from a thread so a program that prints before reading cannot deadlock us.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for the program");
    feeder.join().unwrap();
    Run {
        success: out.status.success(),
        stdout: String::from_utf8_lossy(&out.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&out.stderr).into_owned(),
    }
}

/// Compares whitespace-separated tokens; on a difference, describes it for a person.
pub fn compare_tokens(expected: &str, actual: &str) -> Result<(), String> {
    let e: Vec<&str> = expected.split_whitespace().collect();
    let a: Vec<&str> = actual.split_whitespace().collect();
    if e == a {
        return Ok(());
    }
    let at = e
        .iter()
        .zip(&a)
        .position(|(x, y)| x != y)
        .unwrap_or(e.len().min(a.len()));
    Err(format!(
        "first difference at token {} (expected {:?}, got {:?}); {} tokens expected, {} printed\n\
         --- expected ---\n{}\n--- actual ---\n{}",
        at + 1,
        e.get(at).copied().unwrap_or("<end>"),
        a.get(at).copied().unwrap_or("<end>"),
        e.len(),
        a.len(),
        clip(expected),
        clip(actual)
    ))
}

/// The first lines of a long text, so that a failure report stays readable.
fn clip(text: &str) -> String {
    const LINES: usize = 30;
    let lines: Vec<&str> = text.lines().collect();
    if lines.len() <= LINES {
        text.trim_end().to_string()
    } else {
        format!(
            "{}\n... ({} more lines)",
            lines[..LINES].join("\n"),
            lines.len() - LINES
        )
    }
}

/// Runs `program` on every sample and returns a report line for each failure.
pub fn check_samples(program: &Path, args: &[&str], samples: &[Sample]) -> Vec<String> {
    let mut failures = Vec::new();
    for s in samples {
        let input = std::fs::read(&s.input).unwrap();
        let expected = std::fs::read_to_string(&s.expected).unwrap();
        let r = run(program, args, &input);
        let verdict = if !r.success {
            Err(format!("exited with failure; stderr:\n{}", clip(&r.stderr)))
        } else {
            compare_tokens(&expected, &r.stdout)
        };
        if let Err(why) = verdict {
            failures.push(format!("{}: {why}", s.input.display()));
        }
    }
    failures
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_sort_in_natural_order() {
        let dir = std::env::temp_dir().join(format!("judge-sort-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for name in ["sample-10.in", "sample-9.in", "extra-2.in", "sample-1.in"] {
            std::fs::write(dir.join(name), "").unwrap();
        }
        let names: Vec<String> = read_dir_sorted(&dir)
            .iter()
            .map(|p| p.file_name().unwrap().to_string_lossy().into_owned())
            .collect();
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(
            names,
            ["extra-2.in", "sample-1.in", "sample-9.in", "sample-10.in"]
        );
    }

    #[test]
    fn token_comparison_ignores_layout_but_not_content() {
        assert!(compare_tokens("1\n-1\n3\n", "1 -1 3").is_ok());
        let err = compare_tokens("1\n-1\n3\n", "1\n1\n3\n").unwrap_err();
        assert!(err.contains("token 2") && err.contains("\"-1\""), "{err}");
        let err = compare_tokens("1 2", "1").unwrap_err();
        assert!(err.contains("<end>"), "{err}");
    }
}
