//! The input contract, checked in memory through a problem's `solve`: every sample of
//! `testdata/<slug>/` gives its `.out`; CRLF line ends and a byte order mark change nothing; and
//! the bad inputs every binary must refuse are refused (an empty input, a word, a negative, a
//! value past `u64`, a huge announced count, the first sample cut short or followed by an
//! extra token), as the input's [`Layout`] allows: where cases run to the end of the input, a
//! cut or an extra token may be a valid input with a case fewer or more.
//!
//! The binaries themselves (exit status 1, one `error:` line, nothing on stdout) are checked
//! end to end by the `judge` crate; this is the fast check each problem crate runs.

use crate::check::Judging;
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

/// How a judge input says where its cases end: what the contract can expect of a cut or an
/// extra token (the layouts of `kit new --layout`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// A count, then the cases: a huge count (10^12) is refused like any cut or extra token.
    Cases,
    /// Cases until a terminating line (`0`, `0 0 0`): an input without it, or with a token
    /// after it, is refused.
    Sentinel,
    /// Cases until the end of the input (or until an optional terminator): a sample cut by
    /// its last token, or with one more number, may be a valid input with one case fewer or
    /// more, so it must be refused or answered with a prefix of the expected answer's tokens
    /// or an extension of them.
    Eof,
    /// One case: cut or extra tokens are refused.
    Single,
}

impl Layout {
    /// Every layout, the default first.
    pub const ALL: [Layout; 4] = [Layout::Cases, Layout::Sentinel, Layout::Eof, Layout::Single];

    /// The name `kit new --layout` takes.
    pub fn name(self) -> &'static str {
        match self {
            Layout::Cases => "cases",
            Layout::Sentinel => "sentinel",
            Layout::Eof => "eof",
            Layout::Single => "single",
        }
    }

    /// How the judge's input ends its cases in this layout, for `kit new --help` and errors.
    pub fn describe(self) -> &'static str {
        match self {
            Layout::Cases => "a count, then the cases (the default)",
            Layout::Sentinel => "cases until a terminating line of zeros",
            Layout::Eof => "cases until the end of the input",
            Layout::Single => "one case",
        }
    }

    /// The layout named `name`.
    ///
    /// # Errors
    /// An unknown name, listing the known ones with what each means.
    pub fn parse(name: &str) -> Result<Layout, String> {
        match Layout::ALL.into_iter().find(|l| l.name() == name) {
            Some(layout) => Ok(layout),
            None => {
                let known: Vec<String> = Layout::ALL
                    .iter()
                    .map(|l| format!("{} ({})", l.name(), l.describe()))
                    .collect();
                Err(format!(
                    "unknown layout `{name}`: expected {}",
                    known.join(", ")
                ))
            }
        }
    }
}

/// [`assert_contract_for`] in the [`Layout::Cases`] layout (a count, then the cases).
///
/// # Panics
/// With every violation found, one per line.
pub fn assert_contract(solve: SolveFn, manifest_dir: &str, cut_ok: &[&str]) {
    assert_contract_for(Layout::Cases, solve, manifest_dir, cut_ok);
}

/// Checks the whole contract for the problem in `manifest_dir` (see the module doc), as
/// `layout` allows. `cut_ok` lists the samples (by file name) that stay valid when cut by
/// their last token, for a format that cannot tell (say so in the statement).
///
/// # Panics
/// With every violation found, one per line.
pub fn assert_contract_for(layout: Layout, solve: SolveFn, manifest_dir: &str, cut_ok: &[&str]) {
    assert_contract_judged(layout, solve, Judging::Tokens, manifest_dir, cut_ok);
}

/// [`assert_contract_for`] with the outputs judged by `judging`: for a problem with a checker
/// ([`crate::check`]), each sample's answer must satisfy it (the `.out` is one right answer),
/// and in the [`Layout::Eof`] layout a cut or extended sample's answer too, where tokens would
/// be compared with a prefix or an extension of the `.out`.
///
/// # Panics
/// With every violation found, one per line.
pub fn assert_contract_judged(
    layout: Layout,
    solve: SolveFn,
    judging: Judging,
    manifest_dir: &str,
    cut_ok: &[&str],
) {
    let samples = samples(manifest_dir);
    let mut failures = Vec::new();
    for (path, input, expected) in &samples {
        let name = path.file_name().unwrap().to_string_lossy();
        let crlf = format!("\u{feff}{}", input.replace('\n', "\r\n"));
        for (how, text) in [("", input.clone()), (" with a BOM and CRLF", crlf)] {
            match run_str(solve, &text) {
                // A checker reads the plain sample: the BOM and CRLF are the reader's concern.
                Ok(got) if judging.accepts(input, expected, &got).is_ok() => {}
                Ok(got) => failures.push(format!(
                    "{name}{how}: expected {:?}, got {:?}{}",
                    clip(expected),
                    clip(&got),
                    match judging {
                        Judging::Tokens => String::new(),
                        Judging::Checker(check) =>
                            format!(" ({})", check(input, &got).unwrap_err()),
                    }
                )),
                Err(e) => failures.push(format!("{name}{how}: refused: {e}")),
            }
        }
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let cut = tokens[..tokens.len() - 1].join(" ");
        let extra = format!("{input}\n7\n");
        let (cut_what, extra_what) = (
            format!("{name} without its last token"),
            format!("{name} with an extra token"),
        );
        if layout == Layout::Eof {
            let expected: Vec<&str> = expected.split_whitespace().collect();
            // Fewer cases answer a prefix (the same answer when the cut token was an optional
            // terminator, as in "until 0 or the end"); one more case extends the answer.
            // With a checker, any answer it accepts.
            let shorter = |got: &str| match judging {
                Judging::Tokens => {
                    let got: Vec<&str> = got.split_whitespace().collect();
                    expected.starts_with(&got) && got.len() <= expected.len()
                }
                Judging::Checker(check) => check(&cut, got).is_ok(),
            };
            let longer = |got: &str| match judging {
                Judging::Tokens => {
                    let got: Vec<&str> = got.split_whitespace().collect();
                    got.starts_with(&expected) && got.len() > expected.len()
                }
                Judging::Checker(check) => check(&extra, got).is_ok(),
            };
            refused_or(solve, &cut_what, &cut, &shorter, &mut failures);
            refused_or(solve, &extra_what, &extra, &longer, &mut failures);
        } else {
            if !cut_ok.contains(&name.as_ref()) {
                refused(solve, &cut_what, &cut, &mut failures);
            }
            refused(solve, &extra_what, &extra, &mut failures);
        }
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
        // Without a count, the first number is a case's, which may well be 10^12.
        if layout == Layout::Cases || !what.ends_with("10^12") {
            refused(solve, what, &input, &mut failures);
        }
    }
    assert!(
        failures.is_empty(),
        "{} violations of the input contract:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

fn refused(solve: SolveFn, what: &str, input: &str, failures: &mut Vec<String>) {
    refused_or(solve, what, input, &|_| false, failures);
}

/// `input` refused with a one-line error, or answered with an output that `fits`.
fn refused_or(
    solve: SolveFn,
    what: &str,
    input: &str,
    fits: &dyn Fn(&str) -> bool,
    failures: &mut Vec<String>,
) {
    match run_str(solve, input) {
        Ok(out) if fits(&out) => {}
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
    use std::io::Write;

    /// A problem folder `crates/NAME` with `testdata/NAME/sample-1.*` in a fresh temporary
    /// workspace; returns the crate's folder as `CARGO_MANIFEST_DIR` would.
    fn toy_problem(name: &str, input: &str, output: &str) -> String {
        let root = std::env::temp_dir().join(format!("study-contract-{}", std::process::id()));
        let (dir, data) = (
            root.join("crates").join(name),
            root.join("testdata").join(name),
        );
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::create_dir_all(&data).unwrap();
        std::fs::write(data.join("sample-1.in"), input).unwrap();
        std::fs::write(data.join("sample-1.out"), output).unwrap();
        dir.to_string_lossy().into_owned()
    }

    /// Doubles every number up to the end of the input (at least one).
    fn double_until_eof(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        loop {
            let n = input.read("n", 0..=1_000_000u64)?;
            writeln!(out, "{}", 2 * n)?;
            if input.at_end() {
                return Ok(());
            }
        }
    }

    /// Doubles every number up to a terminating 0.
    fn double_until_zero(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        while let Some(n) = input.read_or_end("n", 1..=1_000_000u64, 0)? {
            writeln!(out, "{}", 2 * n)?;
        }
        Ok(())
    }

    #[test]
    fn cases_to_the_end_of_the_input_may_be_cut_or_extended() {
        let dir = toy_problem("eof", "3\n5\n", "6\n10\n");
        assert_contract_for(Layout::Eof, double_until_eof, &dir, &[]);
        let dir = toy_problem("sentinel", "3\n5\n0\n", "6\n10\n");
        assert_contract_for(Layout::Sentinel, double_until_zero, &dir, &[]);
    }

    #[test]
    #[should_panic(expected = "sample-1.in with an extra token: answered \"6\\n10\\n14\\n\"")]
    fn an_extra_case_is_a_violation_where_a_count_or_a_sentinel_ends_the_input() {
        let dir = toy_problem("eof-as-sentinel", "3\n5\n", "6\n10\n");
        assert_contract_for(Layout::Sentinel, double_until_eof, &dir, &[]);
    }

    /// Any proper divisor of each number until the end of the input, or `prime`: the example
    /// checker of [`crate::check`], case by case.
    fn divisors_checker(input: &str, output: &str) -> Result<(), String> {
        let answers: Vec<&str> = output.lines().collect();
        let numbers: Vec<&str> = input.split_whitespace().collect();
        if answers.len() != numbers.len() {
            return Err(format!(
                "{} answers for {} numbers",
                answers.len(),
                numbers.len()
            ));
        }
        for (n, answer) in numbers.iter().zip(answers) {
            crate::check::tests::divisor_checker(n, answer)?;
        }
        Ok(())
    }

    /// The largest proper divisor of every number up to the end of the input.
    fn largest_divisors(input: &mut Input, out: &mut Vec<u8>) -> Result<(), InputError> {
        loop {
            let n = input.read("n", 2..=1_000_000u64)?;
            match (2..n).rev().find(|d| n % d == 0) {
                Some(d) => writeln!(out, "{d}")?,
                None => writeln!(out, "prime")?,
            }
            if input.at_end() {
                return Ok(());
            }
        }
    }

    #[test]
    fn with_a_checker_another_right_answer_keeps_the_contract() {
        // The `.out` gives the least divisors; the program prints the largest.
        let dir = toy_problem("divisors", "12\n7\n15\n", "2\nprime\n3\n");
        assert_contract_judged(
            Layout::Eof,
            largest_divisors,
            Judging::Checker(divisors_checker),
            &dir,
            &[],
        );
    }

    #[test]
    #[should_panic(
        expected = "sample-1.in: expected \"2\\nprime\\n3\\n\", got \"6\\nprime\\n5\\n\""
    )]
    fn without_its_checker_another_right_answer_is_a_violation() {
        let dir = toy_problem("divisors-tokens", "12\n7\n15\n", "2\nprime\n3\n");
        assert_contract_for(Layout::Eof, largest_divisors, &dir, &[]);
    }

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
