//! The input contract, checked in memory through a problem's `solve`: every sample of
//! `testdata/<slug>/` gives its `.out`; CRLF line ends and a byte order mark change nothing; and
//! the bad inputs every binary must refuse are refused (an empty input, a word, a negative, a
//! value past `u64`, a huge announced count, the first sample cut short or followed by an
//! extra token).
//!
//! The binaries themselves (exit status 1, one `error:` line, nothing on stdout) are checked
//! end to end by the `judge` crate; this is the fast check each problem crate runs.

use shared::input::{run_str, Input, InputError};
use std::path::{Path, PathBuf};

/// A problem's `solve` as [`run_str`] takes it.
pub type SolveFn = fn(&mut Input, &mut Vec<u8>) -> Result<(), InputError>;

/// The sample pairs of `testdata/<slug>/`, in natural order of their names, read from the
/// workspace that holds `manifest_dir` (a problem crate's `CARGO_MANIFEST_DIR`).
///
/// # Panics
/// If the folder cannot be read, holds no `.in` file, or an `.in` has no `.out`.
pub fn samples(manifest_dir: &str) -> Vec<(PathBuf, String, String)> {
    let dir = Path::new(manifest_dir);
    let slug = dir.file_name().unwrap().to_string_lossy().into_owned();
    let testdata = dir.join("../../testdata").join(&slug);
    let mut inputs: Vec<PathBuf> = std::fs::read_dir(&testdata)
        .unwrap_or_else(|e| panic!("cannot read {}: {e}", testdata.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "in"))
        .collect();
    inputs.sort_by_key(|p| natural_key(&p.file_name().unwrap().to_string_lossy()));
    assert!(
        !inputs.is_empty(),
        "{} has no .in files",
        testdata.display()
    );
    inputs
        .into_iter()
        .map(|input| {
            let output = input.with_extension("out");
            let read = |p: &Path| {
                std::fs::read_to_string(p)
                    .unwrap_or_else(|e| panic!("cannot read {}: {e}", p.display()))
            };
            let (i, o) = (read(&input), read(&output));
            (input, i, o)
        })
        .collect()
}

/// Sorts `sample-10` after `sample-9`: the text before the first digit, then the number.
pub fn natural_key(name: &str) -> (String, u64, String) {
    let prefix: String = name.chars().take_while(|c| !c.is_ascii_digit()).collect();
    let number: String = name[prefix.len()..]
        .chars()
        .take_while(|c| c.is_ascii_digit())
        .collect();
    (prefix, number.parse().unwrap_or(0), name.to_string())
}

/// Checks the whole contract for the problem in `manifest_dir` (see the module doc).
/// `cut_ok` lists the samples (by file name) that stay valid when cut by their last token,
/// for a format that cannot tell (say so in the statement).
///
/// # Panics
/// With every violation found, one per line.
pub fn assert_contract(solve: SolveFn, manifest_dir: &str, cut_ok: &[&str]) {
    let samples = samples(manifest_dir);
    let mut failures = Vec::new();
    for (path, input, expected) in &samples {
        let name = path.file_name().unwrap().to_string_lossy();
        let crlf = format!("\u{feff}{}", input.replace('\n', "\r\n"));
        for (how, text) in [("", input.clone()), (" with a BOM and CRLF", crlf)] {
            match run_str(solve, &text) {
                Ok(got) if got.split_whitespace().eq(expected.split_whitespace()) => {}
                Ok(got) => failures.push(format!(
                    "{name}{how}: expected {:?}, got {:?}",
                    clip(expected),
                    clip(&got)
                )),
                Err(e) => failures.push(format!("{name}{how}: refused: {e}")),
            }
        }
        let tokens: Vec<&str> = input.split_whitespace().collect();
        if !cut_ok.contains(&name.as_ref()) {
            let cut = tokens[..tokens.len() - 1].join(" ");
            refused(
                solve,
                &format!("{name} without its last token"),
                &cut,
                &mut failures,
            );
        }
        let extra = format!("{input}\n7\n");
        refused(
            solve,
            &format!("{name} with an extra token"),
            &extra,
            &mut failures,
        );
    }
    let first: Vec<&str> = samples[0].1.split_whitespace().collect();
    let with_first = |token: &str| {
        let mut t = first.clone();
        t[0] = token;
        t.join(" ")
    };
    for (what, input) in [
        ("an empty input", String::new()),
        ("a word", "x\n".to_string()),
        ("a negative first number", with_first("-1")),
        (
            "a first number past u64",
            with_first("18446744073709551616"),
        ),
        ("a first number of 10^12", with_first("1000000000000")),
    ] {
        refused(solve, what, &input, &mut failures);
    }
    assert!(
        failures.is_empty(),
        "{} violations of the input contract:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn refused(solve: SolveFn, what: &str, input: &str, failures: &mut Vec<String>) {
    match run_str(solve, input) {
        Ok(out) => failures.push(format!("{what}: answered {:?}", clip(&out))),
        Err(e) if e.message().trim().is_empty() || e.message().contains('\n') => failures.push(
            format!("{what}: the error is not one line: {:?}", e.message()),
        ),
        Err(_) => {}
    }
}

fn clip(text: &str) -> String {
    let mut t: String = text.chars().take(80).collect();
    if t.len() < text.len() {
        t.push_str("...");
    }
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn natural_order() {
        let mut names = ["sample-10.in", "sample-9.in", "extra-2.in", "sample-1.in"];
        names.sort_by_key(|n| natural_key(n));
        assert_eq!(
            names,
            ["extra-2.in", "sample-1.in", "sample-9.in", "sample-10.in"]
        );
    }
}
