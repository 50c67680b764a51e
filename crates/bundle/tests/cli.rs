//! The command line: the path of the file to submit on success (and the C++ program beside the
//! Rust file, with where to submit which), and one line naming the problem on failure; a Rust
//! file over the size limit is refused naming its largest items, unless the C++ program is the
//! one to submit, which is written either way.

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
    for args in [&[][..], &["--frobnicate", "x"], &["--atcoder"]] {
        let out = bundle(&root, args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(stderr_lines(&out)[0].contains("usage: bundle SLUG"));
    }
}

/// A fresh folder `name` under the tests' scratch folder holding a workspace whose one member
/// is the crate `member` (a folder path), with its `Cargo.toml` (`package` after the package's
/// name, version and edition) and its files (path in the crate, text).
fn throw_away_workspace(
    name: &str,
    member: &str,
    package: &str,
    files: &[(&str, String)],
) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(name);
    let _ = std::fs::remove_dir_all(&dir);
    let krate = member.rsplit('/').next().unwrap();
    let manifest = format!(
        "[package]\nname = \"{krate}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n{package}"
    );
    let workspace = format!("[workspace]\nmembers = [\"{member}\"]\nresolver = \"2\"\n");
    let files = files
        .iter()
        .map(|(path, text)| (format!("{member}/{path}"), text.clone()))
        .chain([
            ("Cargo.toml".to_string(), workspace),
            (format!("{member}/Cargo.toml"), manifest),
        ]);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    dir
}

/// `bundle SLUG` in the throw-away workspace `dir`, with its own target folder.
fn bundle_alone(dir: &Path, slug: &str) -> Output {
    Command::new(env!("CARGO_BIN_EXE_bundle"))
        .current_dir(dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .arg(slug)
        .output()
        .unwrap()
}

/// A throw-away workspace whose only crate has a type error.
#[test]
fn a_crate_that_does_not_build_is_one_line_naming_it() {
    let dir = throw_away_workspace(
        "broken-workspace",
        "pbroken",
        "",
        &[
            (
                "src/lib.rs",
                "pub fn answer() -> u32 {\n    \"forty-two\"\n}\n".into(),
            ),
            (
                "src/main.rs",
                "fn main() {\n    println!(\"{}\", pbroken::answer());\n}\n".into(),
            ),
        ],
    );
    let out = bundle_alone(&dir, "pbroken");
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
        // The file to submit: the C++ program for a problem whose judges take no Rust.
        let submitted = if cpp_source.is_some() { &cpp } else { &file };
        assert_eq!(
            String::from_utf8_lossy(&out.stdout).trim(),
            submitted.to_str().unwrap()
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

/// A throw-away workspace with one problem crate `pbig` in the kit's layout whose solution
/// bundles to more than Codeforces' limit (a table of 12 000 numbers), with a C++ program and
/// its judge as given.
fn big_workspace(name: &str, judge: &str) -> PathBuf {
    let table: Vec<String> = (0..12_000u32)
        .map(|i| (i * 7919 % 100_003).to_string())
        .collect();
    let metadata = format!(
        "description = \"A big table.\"\n\n[package.metadata.problem]\ntitle = \"Big\"\n\
         judge = \"{judge}\"\nid = \"1\"\nurl = \"https://example.com/1\"\nalso = []\n\
         time-limit-ms = 1000\nmemory-limit-mib = 256\n"
    );
    let lib = format!(
        "pub fn answer() -> u64 {{\n    let t: &[u64] = &[{}];\n    t.iter().sum()\n}}\n",
        table.join(", ")
    );
    throw_away_workspace(
        name,
        "crates/pbig",
        &metadata,
        &[
            ("src/lib.rs", lib),
            (
                "src/main.rs",
                "fn main() {\n    println!(\"{}\", pbig::answer());\n}\n".into(),
            ),
            ("cpp/pbig.cpp", "int main() { return 0; }\n".into()),
        ],
    )
}

/// Over the size limit: refused naming the largest item when the Rust file is the one to
/// submit (a judge that takes Rust), a warning when the C++ program is; the C++ program is
/// written in both cases.
#[test]
fn a_bundle_over_the_limit_names_its_largest_items_and_the_cpp_program_is_written() {
    for (name, judge, submits_cpp) in [("big-hdu", "HDU", true), ("big-luogu", "Luogu", false)] {
        let dir = big_workspace(name, judge);
        let out = bundle_alone(&dir, "pbig");
        let stderr = String::from_utf8_lossy(&out.stderr);
        let cpp = dir.join("target/bundle/pbig.cpp");
        assert!(cpp.is_file(), "{judge}: no C++ file; {stderr}");
        assert!(
            stderr.contains(
                "not below Codeforces' limit of 65536; the largest items: pbig::answer ("
            ),
            "{judge}: {stderr}"
        );
        if submits_cpp {
            assert!(out.status.success(), "{stderr}");
            assert_eq!(
                String::from_utf8_lossy(&out.stdout).trim(),
                cpp.to_str().unwrap()
            );
            assert!(stderr.contains("warning: pbig: "), "{stderr}");
        } else {
            assert_eq!(out.status.code(), Some(1), "{stderr}");
            assert!(out.stdout.is_empty());
            let last = stderr.lines().last().unwrap();
            assert!(last.starts_with("error: pbig: "), "{stderr}");
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
