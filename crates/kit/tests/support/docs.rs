//! What the docs and the help promise of one program: its console examples in the README and
//! `docs/*.md` run ([`run_examples`]), and `--help` answers ([`help_text`]). The tests of kit,
//! lab, bundle and judge take this file in with `#[path]`, each with its own binary (only a
//! package's own tests know where cargo put its binary).

// Each test binary that takes this file in uses one of the two functions or both.
#![allow(dead_code)]

use std::path::Path;
use std::process::Command;

/// Runs, with trycmd, every `$ PROGRAM ...` example of the pages under `root`
/// (`kit::readme::pages`) against `binary`, from the current directory; the examples of the
/// other programs of `kit::readme::PROGRAMS` are skipped (their packages run them), and an
/// example of any other program fails. Panics, with trycmd's report, when one fails.
pub fn run_examples(program: &str, binary: &Path, root: &Path) {
    let cases = trycmd::TestCases::new();
    for name in kit::readme::PROGRAMS {
        cases.register_bin(name, trycmd::schema::Bin::Ignore);
    }
    cases.register_bin(program, binary.to_path_buf());
    for page in kit::readme::pages(root).expect("docs/ is readable") {
        cases.case(page);
    }
}

/// The stdout of `binary args` (a request for help), after checking that it exits with status 0,
/// prints nothing on stderr and shows a line `Example: COMMAND ...` (`command` is what the help
/// is about, e.g. `lab table`).
pub fn help_text(binary: &Path, args: &[&str], command: &str) -> String {
    let out = Command::new(binary)
        .args(args)
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(0), "{command}: {args:?}");
    assert!(
        out.stderr.is_empty(),
        "{command}: {args:?}: stderr {:?}",
        out.stderr
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8 help");
    let example = format!("Example: {command}");
    assert!(
        text.lines()
            .any(|l| l == example || l.starts_with(&format!("{example} "))),
        "{args:?}: {text}"
    );
    text
}
