//! The command line: the path on success (and the C++ program beside the file, with where to
//! submit which), and one line naming the problem on failure.

use std::path::{Path, PathBuf};

#[path = "../../kit/tests/support/docs.rs"]
mod docs;
use std::process::{Command, Output};

fn bundle(dir: &Path, args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .current_dir(dir)
        .args(args)
        .output()
        .expect("run the bundler")
}

fn stderr_lines(out: &Output) -> Vec<String> {
    String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(str::to_string)
        .collect()
}

#[test]
fn unknown_problem_is_one_line_naming_it() {
    let out = bundle(&judge::workspace_root(), &["no-such-problem"]);
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("error: no-such-problem: unknown problem"),
        "{lines:?}"
    );
}

#[test]
fn no_problem_or_a_stray_flag_is_a_usage_error() {
    let root = judge::workspace_root();
    // `--atcoder` (a file keeping `use proconio`) is gone: submissions are std only.
    for args in [
        &[][..],
        &["--frobnicate", "x"],
        &["--atcoder", "p1857-prime-stones"],
    ] {
        let out = bundle(&root, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr_lines(&out)[0].contains("usage: bundle SLUG"));
    }
}

/// A throw-away workspace whose only crate has a type error.
#[test]
fn a_crate_that_does_not_build_is_one_line_naming_it() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("broken-workspace");
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(dir.join("pbroken/src")).unwrap();
    std::fs::write(
        dir.join("Cargo.toml"),
        "[workspace]\nmembers = [\"pbroken\"]\nresolver = \"2\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("pbroken/Cargo.toml"),
        "[package]\nname = \"pbroken\"\nversion = \"0.1.0\"\nedition = \"2021\"\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("pbroken/src/lib.rs"),
        "pub fn answer() -> u32 {\n    \"forty-two\"\n}\n",
    )
    .unwrap();
    std::fs::write(
        dir.join("pbroken/src/main.rs"),
        "fn main() {\n    println!(\"{}\", pbroken::answer());\n}\n",
    )
    .unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_bundle"))
        .current_dir(&dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .arg("pbroken")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    assert!(out.stdout.is_empty());
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].starts_with("error: pbroken: the crate does not build")
            && lines[0].contains("E0308"),
        "{lines:?}"
    );
    assert!(!dir.join("target/bundle/pbroken.rs").exists());
}

/// `--out` into a folder that does not exist is refused, naming the folder, and writes nothing.
#[test]
fn out_into_a_missing_folder_is_refused() {
    let missing = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("no-such-folder/x.rs");
    let out = bundle(
        &judge::workspace_root(),
        &["p1857-prime-stones", "--out", missing.to_str().unwrap()],
    );
    assert_eq!(out.status.code(), Some(1));
    let lines = stderr_lines(&out);
    assert_eq!(lines.len(), 1, "{lines:?}");
    assert!(
        lines[0].contains("no-such-folder") && lines[0].contains("does not exist"),
        "{lines:?}"
    );
    assert!(out.stdout.is_empty() && !missing.exists());
}

/// The whole command on two problems: it checks the crate, writes the file, prints its path and
/// size. A problem with a C++ program gets it beside the Rust file, and stderr says to submit it
/// at the judges that take no Rust; one without gets the Rust file only, for the judges that
/// take Rust.
#[test]
fn writes_the_file_and_a_cpp_program_beside_it_and_says_where_each_goes() {
    let root = judge::workspace_root();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR"));
    // A problem's program is cpp/<slug>.cpp (crates/bench/cpp holds the bench's C++ readers).
    let (slug, source) = judge::cpp::sources()
        .into_iter()
        .find(|(slug, source)| *source == judge::cpp::source(slug))
        .expect("a problem with a C++ program");
    for (slug, cpp_source) in [(slug.as_str(), Some(source)), ("p1857-prime-stones", None)] {
        let file = dir.join(format!("cli-cpp-{slug}.rs"));
        let cpp = file.with_extension("cpp");
        let _ = std::fs::remove_file(&cpp);
        let _ = std::fs::remove_file(&file);
        let out = bundle(&root, &[slug, "--out", file.to_str().unwrap()]);
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "{stderr}");
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            file.to_str().unwrap()
        );
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(text.starts_with(&format!("// {slug}: ")), "{slug}");
        assert!(
            stderr.contains(&format!("{} bytes", text.len())),
            "{stderr}"
        );
        match cpp_source {
            Some(source) => {
                assert_eq!(std::fs::read(&cpp).unwrap(), std::fs::read(source).unwrap());
                let advice = format!("\nsubmit {} at ", cpp.display());
                assert!(stderr.contains(&advice), "{stderr}");
                assert!(
                    !stderr.contains(&format!("submit {}", file.display())),
                    "{stderr}"
                );
            }
            None => {
                assert!(!cpp.exists());
                let advice = format!("\nsubmit {} at Luogu P1857 (Rust", file.display());
                assert!(stderr.contains(&advice), "{stderr}");
            }
        }
    }
}

#[test]
fn help_is_the_usage_and_an_example_on_stdout() {
    let binary = Path::new(env!("CARGO_BIN_EXE_bundle"));
    for flag in ["--help", "-h"] {
        let text = docs::help_text(binary, &[flag], "bundle");
        assert!(text.contains("Usage: bundle SLUG [--out FILE]"), "{text}");
    }
}

/// The `$ bundle ...` console examples of the README and `docs/*.md` (the other programs' are run
/// by their own packages' tests). Only `--help` is shown there, which needs no working directory.
#[test]
fn the_bundle_examples_of_the_docs_run() {
    let root = judge::workspace_root();
    docs::run_examples("bundle", Path::new(env!("CARGO_BIN_EXE_bundle")), &root);
}
