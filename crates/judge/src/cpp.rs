//! The C++ programs: `crates/<slug>/cpp/<slug>.cpp`, the one-file C++11 twin of a problem's
//! Rust solution that a problem carries when none of its judges takes Rust (`kit check`
//! requires it then; see `kit::judges::needs_cpp`). Here they are found, built once, and run on
//! an input with a time limit, for the sample test (`tests/samples.rs`) and for a stress run
//! that compares a program with the crate's `solve` ([`Program::answer`]).
//!
//! ## Tested
//! The unit test below builds a small program and checks each kind of answer (output, a failing
//! exit with its stderr line, a time-out); `tests/samples.rs` builds every C++ program of the
//! workspace, runs it on its problem's samples and compares it with the Rust binary on inputs
//! mutated from them.

use crate::{compile_once, run_with_timeout, workspace_root, Run};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The compiler, as judges name theirs.
pub const COMPILER: &str = "c++";

/// The flags of every build: the judges' dialect (`-std=c++11 -O2`, `-pedantic` so that GNU
/// extensions such as `__int128` are refused), the warnings that often mean a bug (any warning
/// fails the build, as [`compile_once`] counts every line on stderr), and libstdc++'s checked
/// `operator[]` (an index out of range aborts instead of reading past the end; the judges build
/// without it, and the checks cost little).
pub const FLAGS: &[&str] = &[
    "-std=c++11",
    "-O2",
    "-Wall",
    "-Wextra",
    "-pedantic",
    "-Wconversion",
    "-D_GLIBCXX_ASSERTIONS",
];

/// How long a run may take before [`Program::answer`] gives up: far above what a stress input
/// needs, so that only a program that hangs hits it.
pub const DEFAULT_TIMEOUT: Duration = Duration::from_secs(10);

/// Where a problem's C++ program is, whether or not it exists.
pub fn source(slug: &str) -> PathBuf {
    workspace_root()
        .join("crates")
        .join(slug)
        .join("cpp")
        .join(format!("{slug}.cpp"))
}

/// Every `crates/*/cpp/*.cpp` of the workspace with its crate's folder name, sorted (a file not
/// named after its crate is listed too, so that the test can refuse it).
pub fn sources() -> Vec<(String, PathBuf)> {
    let crates = workspace_root().join("crates");
    let mut out = Vec::new();
    for dir in std::fs::read_dir(&crates).into_iter().flatten().flatten() {
        let slug = dir.file_name().to_string_lossy().into_owned();
        let Ok(files) = std::fs::read_dir(dir.path().join("cpp")) else {
            continue;
        };
        for file in files.flatten() {
            let path = file.path();
            if path.extension().is_some_and(|e| e == "cpp") {
                out.push((slug.clone(), path));
            }
        }
    }
    out.sort();
    out
}

/// A built C++ program.
#[derive(Debug, Clone)]
pub struct Program {
    /// The source it was built from.
    pub source: PathBuf,
    /// The executable.
    pub exe: PathBuf,
    /// The time limit of each run.
    pub timeout: Duration,
}

impl Program {
    /// Builds `source` into `<target>/cpp/<file stem>` (the workspace's `target/` or
    /// `CARGO_TARGET_DIR`) with [`COMPILER`] and [`FLAGS`]; a text already built is not compiled
    /// again (see [`compile_once`]), so a second build of the same program costs the
    /// compiler's `--version` only. A compile takes about 0.5 s here (AMD EPYC family 25 model
    /// 1, 2-core VM, load 5).
    ///
    /// # Errors
    /// When the folder cannot be made, or the compiler fails or warns: its message, which names
    /// the file.
    pub fn build(source: &Path) -> Result<Program, String> {
        let stem = source
            .file_stem()
            .ok_or_else(|| format!("{}: not a file name", source.display()))?;
        let dir = target_dir().join("cpp");
        std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
        let exe = dir.join(stem);
        let args: Vec<&OsStr> = FLAGS
            .iter()
            .map(OsStr::new)
            .chain([OsStr::new("-o"), exe.as_os_str(), source.as_os_str()])
            .collect();
        compile_once(COMPILER, &args, source, &exe)?;
        Ok(Program {
            source: source.to_path_buf(),
            exe,
            timeout: DEFAULT_TIMEOUT,
        })
    }

    /// The program of problem `slug` ([`source`]), built; `None` when the crate has none.
    ///
    /// # Errors
    /// As [`Program::build`].
    pub fn for_problem(slug: &str) -> Result<Option<Program>, String> {
        let path = source(slug);
        if !path.is_file() {
            return Ok(None);
        }
        Program::build(&path).map(Some)
    }

    /// Runs the program on `input`, stopped after [`Program::timeout`].
    pub fn run(&self, input: &[u8]) -> Run {
        run_with_timeout(&self.exe, &[], input, Some(self.timeout))
    }

    /// What the program prints on the judge input `input`, as a stress run compares it with
    /// `solve`: its stdout when it exits with status 0, and otherwise one line,
    /// `error: exit status N: <first stderr line>`, `error: killed by a signal: <first stderr
    /// line>` or `error: timed out after S s`.
    pub fn answer(&self, input: &str) -> String {
        describe(&self.run(input.as_bytes()), self.timeout)
    }
}

/// A run as [`Program::answer`] reports it.
fn describe(r: &Run, timeout: Duration) -> String {
    if r.timed_out {
        return format!("error: timed out after {} s", timeout.as_secs_f64());
    }
    if r.success {
        return r.stdout.clone();
    }
    let first = r.stderr.lines().next().unwrap_or("(nothing on stderr)");
    match r.code {
        Some(code) => format!("error: exit status {code}: {first}"),
        None => format!("error: killed by a signal: {first}"),
    }
}

/// Cargo's target folder: `CARGO_TARGET_DIR` when set, else the workspace's `target/`.
fn target_dir() -> PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| workspace_root().join("target"), PathBuf::from)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Answers `sum A B` with the sum, `fail` with exit status 3, `loop` never; `crash`
    /// indexes past a vector's end (which the checked `operator[]` turns into an abort).
    const PROGRAM: &str = r#"#include <cstdio>
#include <cstring>
#include <vector>
int main() {
    char word[16] = {0};
    if (std::scanf("%15s", word) != 1) return 2;
    if (std::strcmp(word, "sum") == 0) {
        long long a, b;
        if (std::scanf("%lld %lld", &a, &b) != 2) return 2;
        std::printf("%lld\n", a + b);
        return 0;
    }
    if (std::strcmp(word, "fail") == 0) {
        std::fprintf(stderr, "error: bad luck\nsecond line\n");
        return 3;
    }
    if (std::strcmp(word, "crash") == 0) {
        std::vector<int> v(3);
        std::printf("%d\n", v[static_cast<size_t>(word[0])]);
        return 0;
    }
    for (volatile unsigned long long i = 0;; i = i + 1) {
    }
}
"#;

    #[test]
    fn a_program_answers_with_its_output_or_one_error_line() {
        let dir = target_dir().join("judge-cpp-test");
        std::fs::create_dir_all(&dir).unwrap();
        let source = dir.join("echo-sum.cpp");
        if std::fs::read_to_string(&source).ok().as_deref() != Some(PROGRAM) {
            std::fs::write(&source, PROGRAM).unwrap();
        }
        let mut program = Program::build(&source).unwrap();
        assert_eq!(program.exe, target_dir().join("cpp/echo-sum"));
        assert_eq!(program.answer("sum 2 40\n"), "42\n");
        assert_eq!(
            program.answer("fail"),
            "error: exit status 3: error: bad luck"
        );
        assert_eq!(
            program.answer(""),
            "error: exit status 2: (nothing on stderr)"
        );
        let crash = program.answer("crash");
        assert!(crash.starts_with("error: killed by a signal: "), "{crash}");
        program.timeout = Duration::from_millis(300);
        let started = std::time::Instant::now();
        assert_eq!(program.answer("loop"), "error: timed out after 0.3 s");
        assert!(started.elapsed() < Duration::from_secs(5));
    }
}
