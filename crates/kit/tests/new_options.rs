//! `kit new`'s options that do not go together are refused before anything is written: one
//! `error: ...` line naming the option, exit status 1 (status 1 is `kit`'s for a refused
//! command; 2 is for no workspace at all).

use std::process::Command;

/// `kit new zz-x ARGS` in an empty workspace: its status, its stderr, and whether it wrote.
fn new(args: &[&str]) -> (Option<i32>, String, bool) {
    let ws = tempfile::tempdir().unwrap();
    std::fs::write(ws.path().join("Cargo.toml"), "[workspace]\n").unwrap();
    let run = Command::new(env!("CARGO_BIN_EXE_kit"))
        .current_dir(ws.path())
        .args(["new", "zz-x"])
        .args(args)
        .output()
        .unwrap();
    assert!(
        run.stdout.is_empty(),
        "{}",
        String::from_utf8_lossy(&run.stdout)
    );
    let wrote = ws.path().join("crates").exists();
    let stderr = String::from_utf8(run.stderr).unwrap();
    (run.status.code(), stderr, wrote)
}

#[test]
fn options_that_do_not_fit_a_kind_are_refused_before_writing() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["--interactive", "--layout", "sentinel"],
            "--interactive takes --layout cases or single",
        ),
        (
            &["--interactive", "--layout", "eof"],
            "--interactive takes --layout cases or single",
        ),
        (
            &["--interactive", "--answer", "number"],
            "--interactive takes no --answer",
        ),
        (&["--interactive", "--cpp"], "--interactive takes no --cpp"),
        (&["--checker", "--interactive"], "usage: kit new SLUG"),
        (&["--checker", "--checker"], "usage: kit new SLUG"),
    ];
    for (args, expected) in cases {
        let (code, stderr, wrote) = new(args);
        assert_eq!(code, Some(1), "{args:?}: {stderr}");
        assert!(
            stderr.starts_with("error: ") && stderr.contains(expected),
            "{args:?}: {stderr}"
        );
        assert_eq!(stderr.lines().count(), 1, "{args:?}: {stderr}");
        assert!(!wrote, "{args:?} wrote crates/");
    }
}
