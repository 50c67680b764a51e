//! The lab at its limits: heaps far beyond any table, tables beyond the machine's memory,
//! misère searches beyond their budget, and the messages each one gives. Every refusal is one
//! `error:` line with exit status 2 and nothing on stdout, and comes quickly.

use crate::rules_cli::{file, lab, stdout};
use std::process::{Command, Output};

/// Expects status 2, nothing on stdout and exactly one `error:` line on stderr (a rules file
/// adds a line saying it is being compiled); returns it.
fn one_error(out: &Output, what: &str) -> String {
    let err = String::from_utf8_lossy(&out.stderr).into_owned();
    assert_eq!(out.status.code(), Some(2), "{what}: {err}");
    assert!(out.stdout.is_empty(), "{what} printed on stdout");
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| !l.starts_with("compiling "))
        .collect();
    assert_eq!(lines.len(), 1, "{what}: {err}");
    assert!(lines[0].starts_with("error: "), "{what}: {err}");
    lines[0].to_string()
}

fn refused(args: &[&str]) -> String {
    one_error(&lab(args), &format!("{args:?}"))
}

/// The Grundy value `lab value` prints for a sum.
fn grundy_of(text: &str) -> u32 {
    let line = text
        .lines()
        .find(|l| l.starts_with("Grundy value "))
        .unwrap();
    line["Grundy value ".len()..]
        .split([' ', ':'])
        .next()
        .unwrap()
        .parse()
        .unwrap()
}

#[test]
fn a_heap_far_beyond_the_table_is_answered_from_the_proven_period() {
    let far = 1_000_000_000_000u64;
    let text = stdout(&["value", "0.77", &far.to_string()]);
    assert!(text.contains("(proven by n = "), "{text}");
    // The period and its start as the lab proves them, read off its own line.
    let line = text
        .lines()
        .find(|l| l.contains("from the period"))
        .unwrap();
    let words: Vec<&str> = line.split(' ').collect();
    let at = words.iter().position(|&w| w == "period").unwrap();
    let (length, start): (u64, u64) = (
        words[at + 1].parse().unwrap(),
        words[at + 3].parse().unwrap(),
    );
    // The heap of the same residue just past the start, answered by a table that reaches it
    // (and by the generic engine under a rules file, from the moves alone).
    let near = start + (far - start) % length + length;
    let table = stdout(&["value", "0.77", &near.to_string()]);
    let engine = stdout(&["value", "examples/games/kayles.rs", &near.to_string()]);
    assert_eq!(grundy_of(&text), grundy_of(&table), "{text}{table}");
    assert_eq!(grundy_of(&text), grundy_of(&engine), "{text}{engine}");
    // A sum of a far heap and a small one is the XOR of both.
    let sum = stdout(&["value", "0.77", &far.to_string(), "5"]);
    let five = grundy_of(&stdout(&["value", "0.77", "5"]));
    assert_eq!(grundy_of(&sum), grundy_of(&text) ^ five, "{sum}");
}

#[test]
fn a_misere_heap_beyond_the_search_says_why() {
    let err = refused(&["value", "0.77", "1000000000000", "--misere"]);
    assert!(
        err.contains("heap 1000000000000 is beyond the misère search"),
        "{err}"
    );
    assert!(err.contains("do not decide misère play"), "{err}");
    assert!(!err.contains("grows without a bound"), "{err}");
}

#[test]
fn the_misere_period_of_a_subtraction_set_is_proven() {
    let rule = stdout(&["rule", "sub:1,2,5", "--misere"]);
    assert!(!rule.contains("no proof criterion"), "{rule}");
    assert!(!rule.contains("CONJECTURED"), "{rule}");
    assert!(rule.contains("PROVEN"), "{rule}");
    let table = stdout(&["table", "sub:1,2,5", "--misere", "--quiet"]);
    assert!(table.contains("(proven by n = "), "{table}");
    // An all-but set and a code under misère play have no criterion: still conjectures.
    let allbut = stdout(&["rule", "allbut:1", "--misere", "--upto", "200"]);
    assert!(allbut.contains("CONJECTURED"), "{allbut}");
}

#[test]
fn guess_help_does_not_call_misere_refused() {
    let help = stdout(&["guess", "--help"]);
    let line = help.lines().find(|l| l.contains("--misere")).unwrap();
    assert!(!line.contains("refused"), "{line}");
    assert!(stdout(&["guess", "sub:1,2", "--misere"]).contains("n % 3"));
}

#[test]
fn an_unknown_character_is_named_once() {
    for args in [
        &["table", "take:t ≤ 3"][..],
        &["verify", "0.77", "--rule", "n ≤ 3"][..],
    ] {
        let err = refused(args);
        assert!(err.contains("unexpected `≤`"), "{err}");
        assert!(!err.contains("Unexpected 'Unexpected"), "{err}");
    }
}

#[test]
fn a_rules_program_that_dies_silently_is_not_left_dangling() {
    let abort = file(
        "limits-abort.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    \
         if n == 7 {\n        std::process::abort();\n    }\n    \
         if n > 0 {\n        out.push(n - 1);\n    }\n}\n",
    );
    let err = refused(&["table", &abort]);
    assert!(!err.trim_end().ends_with(':'), "{err}");
    assert!(err.contains("without a message"), "{err}");
}

/// Runs the lab under `ulimit -v` (KiB of address space), killed after `patience` (then the
/// test fails: a refusal must come quickly, not after the kernel's verdict).
fn under_ulimit(kib: u64, args: &[&str], patience: std::time::Duration) -> Output {
    let mut child = Command::new("bash")
        .arg("-c")
        .arg(format!("ulimit -v {kib}; exec \"$0\" \"$@\""))
        .arg(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("bash runs");
    let started = std::time::Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > patience {
            let _ = child.kill();
            panic!("{args:?} under ulimit -v {kib} still ran after {patience:?}");
        }
        std::thread::sleep(std::time::Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn what_the_machine_cannot_hold_is_refused_in_one_line() {
    let patience = std::time::Duration::from_secs(120);
    // 1 GiB of address space: each command needs far more.
    let kib = 1 << 20;
    for args in [
        &["table", "0.77", "--upto", "12000000000", "--quiet"][..],
        &["guess", "0.77", "--upto", "1000000000"][..],
        &["value", "0.77", "1000000000000,5", "--misere"][..],
        &["value", "0.77", "100000", "--misere"][..],
    ] {
        let out = under_ulimit(kib, args, patience);
        let err = one_error(&out, &format!("{args:?}"));
        assert!(
            err.contains("ulimit -v") || err.contains("budget") || err.contains("misère search"),
            "{args:?}: {err}"
        );
    }
    let err = one_error(
        &under_ulimit(kib, &["table", "0.77", "--upto", "1000000000"], patience),
        "a table of 10^9",
    );
    assert!(
        err.contains("a table of 1000000001 positions needs 2.8 GiB"),
        "{err}"
    );
    assert!(
        err.contains("allowed by the address-space limit (ulimit -v)"),
        "{err}"
    );
}

#[test]
fn the_memory_option_lowers_the_limit() {
    let err = refused(&["table", "0.77", "--upto", "100000000", "--memory", "100M"]);
    assert!(
        err.contains("needs 286.1 MiB, more than the 100.0 MiB allowed by --memory"),
        "{err}"
    );
    // Before the subcommand too; and within it the table is made.
    assert!(stdout(&["--memory", "1G", "table", "0.77", "--quiet"]).contains("period"));
    let err = refused(&["table", "0.77", "--memory", "2X"]);
    assert!(err.contains("--memory must be a size"), "{err}");
    // The budget of a search in positions: reached, named, and the option that sets it.
    let err = refused(&["value", "0.77", "200", "--misere", "--positions", "1000"]);
    assert!(err.contains("budget of 1000 positions"), "{err}");
    assert!(err.contains("--positions sets the budget"), "{err}");
}
