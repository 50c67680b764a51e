//! A local judge for the workspace: find the problems and their sample pairs, build the
//! solutions, run a program on an input and compare its answer token by token (or judge it by
//! the problem's checker, [`checkers`], where several answers are right).
//!
//! A *problem* is a folder `testdata/<slug>/` together with the workspace binary named `<slug>`;
//! its samples are `testdata/<slug>/*.in` with a matching `.out` (online-judge-tools naming).
//! Nothing here knows any problem by name, so adding a problem needs no change to the runner.
//! A problem may also carry a C++ program ([`cpp`]), run on the same samples, and compared with
//! the Rust binary on inputs [`mutate`]d from them.

pub mod checkers;
pub mod cpp;
pub mod mutate;

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

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
    v.sort_by_key(|p| study::contract::natural_key(&p.file_name().unwrap().to_string_lossy()));
    v
}

/// Builds the binaries of `packages` (every workspace binary when empty) with `profile` and
/// returns them by binary name.
///
/// The end-to-end test builds with the `test` profile, which `cargo test` has just used for
/// every library, so only the `main.rs` files are compiled again; `samples` uses `release`.
///
/// # Panics
/// If the build fails; cargo's diagnostics are on stderr.
pub fn build_binaries(profile: &str, packages: &[&str]) -> BTreeMap<String, PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let mut args = vec![
        "build",
        "--profile",
        profile,
        "--bins",
        "--message-format=json-render-diagnostics",
    ];
    if packages.is_empty() {
        args.push("--workspace");
    }
    for p in packages {
        args.extend(["-p", p]);
    }
    let output = Command::new(cargo)
        .current_dir(workspace_root())
        .args(&args)
        .stderr(Stdio::inherit())
        .output()
        .expect("cannot run cargo");
    assert!(output.status.success(), "cargo {} failed", args.join(" "));
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
    /// The exit status, `None` when a signal ended the program.
    pub code: Option<i32>,
    /// Wall-clock time of the run.
    pub elapsed: std::time::Duration,
    /// Whether the run was stopped at its time limit (then `success` is false).
    pub timed_out: bool,
    pub stdout: String,
    pub stderr: String,
}

/// Runs `program` (with `args`) on `input` as standard input, with `RUST_BACKTRACE=1` so
/// that a panic would show its backtrace (the input contract forbids both).
pub fn run(program: &Path, args: &[&str], input: &[u8]) -> Run {
    run_with_timeout(program, args, input, None)
}

/// [`run`], with the program killed once `timeout` (if any) has passed. Of each of stdout and
/// stderr only the first 64 MiB are kept.
///
/// # Panics
/// If the program cannot be started.
pub fn run_with_timeout(
    program: &Path,
    args: &[&str],
    input: &[u8],
    timeout: Option<Duration>,
) -> Run {
    let started = Instant::now();
    let mut child = Command::new(program)
        .args(args)
        .env("RUST_BACKTRACE", "1")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    // Feed stdin and drain both outputs from threads, so that a program that prints before
    // reading, or fills a pipe, cannot deadlock us.
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let drain = |pipe: Option<Box<dyn Read + Send>>| {
        std::thread::spawn(move || {
            let mut bytes = Vec::new();
            if let Some(pipe) = pipe {
                // A program that prints without end (an error loop) must not fill our memory:
                // the first KEPT bytes are kept, the rest is read and dropped.
                let mut pipe = pipe.take(KEPT);
                let _ = pipe.read_to_end(&mut bytes);
                let _ = std::io::copy(&mut pipe.into_inner(), &mut std::io::sink());
            }
            String::from_utf8_lossy(&bytes).into_owned()
        })
    };
    let stdout = drain(child.stdout.take().map(|p| Box::new(p) as _));
    let stderr = drain(child.stderr.take().map(|p| Box::new(p) as _));
    let mut timed_out = false;
    let status = match timeout {
        None => child.wait(),
        Some(limit) => {
            // Polling from 0.1 ms up to 10 ms: a run of a millisecond costs a few polls.
            let mut pause = Duration::from_micros(100);
            loop {
                match child.try_wait() {
                    Ok(Some(status)) => break Ok(status),
                    Ok(None) if started.elapsed() >= limit => {
                        timed_out = true;
                        let _ = child.kill();
                        break child.wait();
                    }
                    Ok(None) => {
                        std::thread::sleep(pause);
                        pause = (pause * 2).min(Duration::from_millis(10));
                    }
                    Err(e) => break Err(e),
                }
            }
        }
    }
    .expect("wait for the program");
    feeder.join().unwrap();
    Run {
        success: status.success() && !timed_out,
        code: status.code(),
        elapsed: started.elapsed(),
        timed_out,
        stdout: stdout.join().unwrap(),
        stderr: stderr.join().unwrap(),
    }
}

/// How much of a program's stdout, and of its stderr, [`run_with_timeout`] keeps.
const KEPT: u64 = 64 << 20;

/// Runs `compiler args` (which compiles `source` into `output`) unless the same command has
/// already succeeded on the same text of `source`, with the same compiler (its `--version`),
/// and `output` is still there: a stamp `output.ok` records the last success. Warm test runs
/// so re-check only what changed, as cargo does.
///
/// Only `source` itself is read: other inputs (a crate's other files, an `--extern` library)
/// must be as fixed as the arguments, like a registry crate's files or a library built by an
/// earlier `compile_once` from a fixed source.
///
/// # Errors
/// When the compiler fails or prints anything on stderr (a warning in a generated file is a
/// bug too): its first 40 lines.
pub fn compile_once(
    compiler: &str,
    args: &[&OsStr],
    source: &Path,
    output: &Path,
) -> Result<(), String> {
    let text =
        std::fs::read(source).map_err(|e| format!("cannot read {}: {e}", source.display()))?;
    // FNV-1a: stable across Rust versions, unlike std's hasher.
    let hash = text.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    let version = Command::new(compiler)
        .arg("--version")
        .output()
        .map_err(|e| format!("cannot run {compiler}: {e}"))?;
    let stamp = format!(
        "{}{args:?}\n{hash:016x}\n",
        String::from_utf8_lossy(&version.stdout)
    );
    let mut stamp_path = output.as_os_str().to_owned();
    stamp_path.push(".ok");
    let stamp_path = PathBuf::from(stamp_path);
    if output.exists() && std::fs::read_to_string(&stamp_path).ok().as_deref() == Some(&stamp) {
        return Ok(());
    }
    let _ = std::fs::remove_file(&stamp_path);
    let out = Command::new(compiler)
        .args(args)
        .output()
        .map_err(|e| format!("cannot run {compiler}: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!(
            "{compiler} {}:\n{}",
            source.display(),
            stderr.lines().take(40).collect::<Vec<_>>().join("\n")
        ));
    }
    std::fs::write(&stamp_path, stamp).map_err(|e| format!("{}: {e}", stamp_path.display()))
}

use study::check::clip;
/// How an output is judged (tokens, or a problem's checker): see [`study::check`].
pub use study::check::{compare_tokens, Judging};

/// How one run on a sample ended, as online-judge-tools names it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Status {
    /// Accepted: the tokens equal the expected output (or the problem's checker accepts it).
    Ac,
    /// Wrong answer.
    Wa,
    /// Runtime error: a non-zero exit.
    Re,
}

impl std::fmt::Display for Status {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Status::Ac => "AC",
            Status::Wa => "WA",
            Status::Re => "RE",
        })
    }
}

/// Runs `program` on one sample: the status, the run, and for WA or RE what went wrong; the
/// output judged by `judging` (token by token with the sample's `.out`, or by the problem's
/// checker where the answer is not unique: the `.out` is then one right answer among others;
/// [`checkers::judging`] says which).
pub fn judge_sample_with(
    program: &Path,
    args: &[&str],
    sample: &Sample,
    judging: Judging,
) -> (Status, Run, String) {
    let input = std::fs::read(&sample.input).unwrap();
    let expected = std::fs::read_to_string(&sample.expected).unwrap();
    let r = run(program, args, &input);
    if !r.success {
        let why = format!("exited with {:?}; stderr:\n{}", r.code, clip(&r.stderr));
        return (Status::Re, r, why);
    }
    match judging.accepts(&String::from_utf8_lossy(&input), &expected, &r.stdout) {
        Ok(()) => (Status::Ac, r, String::new()),
        Err(why) => (Status::Wa, r, why),
    }
}

/// The binary that plays the judge's side of an interactive problem `slug`, in the problem's
/// package beside `slug` (`src/bin/jury.rs`: `study::interact::jury_main`). A problem is
/// interactive when its package has one.
pub fn jury_name(slug: &str) -> String {
    format!("{slug}-jury")
}

/// How long an interactive sample may run, the conversation and both programs included.
const PLAY_LIMIT: Duration = Duration::from_secs(20);

/// Runs `program` against the interactive judge `jury` on one sample, whose `.in` is the
/// judge's test and whose `.out` the jury's summary of a won run (`jury TEST PROGRAM`): AC
/// when the jury says the program won with that summary, WA when it lost (the jury's reason
/// and transcript) or won with another summary, RE when the jury itself failed.
pub fn judge_played(jury: &Path, program: &Path, sample: &Sample) -> (Status, Run, String) {
    let expected = std::fs::read_to_string(&sample.expected).unwrap();
    let args = [sample.input.as_os_str(), program.as_os_str()];
    let args: Vec<&str> = args
        .iter()
        .map(|a| a.to_str().expect("UTF-8 path"))
        .collect();
    let r = run_with_timeout(jury, &args, b"", Some(PLAY_LIMIT));
    match r.code {
        Some(0) => match compare_tokens(&expected, &r.stdout) {
            Ok(()) => (Status::Ac, r, String::new()),
            Err(why) => (Status::Wa, r, format!("won, but not as expected: {why}")),
        },
        Some(1) => {
            let why = clip(&r.stdout);
            (Status::Wa, r, why)
        }
        _ => {
            let why = format!(
                "the jury exited with {:?}; stderr:\n{}",
                r.code,
                clip(&r.stderr)
            );
            (Status::Re, r, why)
        }
    }
}

/// Runs `program` on every sample, its outputs judged by `judging`, and returns a report line
/// for each failure.
pub fn check_samples(
    program: &Path,
    args: &[&str],
    samples: &[Sample],
    judging: Judging,
) -> Vec<String> {
    samples
        .iter()
        .filter_map(|s| {
            let (status, _, why) = judge_sample_with(program, args, s, judging);
            (status != Status::Ac).then(|| format!("{} {status}: {why}", s.input.display()))
        })
        .collect()
}

/// The input contract on a binary: each of a list of bad inputs (built from `sample`, the
/// text of a valid input) must end with exit status 1, nothing on stdout, and exactly one
/// line on stderr that starts with `error: ` and shows no panic; so must the sample with its
/// standard output on `/dev/full` (an answer that cannot be written). Bytes after the sample's
/// data are answered: a DOS end-of-file byte (0x1A) gives the sample's own answer with status
/// 0, an extra token either an answer that starts with the sample's (status 0; in a layout
/// whose cases run to the end of the input the token is one more case) or the error above.
/// Returns one line per violation.
pub fn check_contract(program: &Path, sample: &str) -> Vec<String> {
    let tokens: Vec<&str> = sample.split_whitespace().collect();
    let replace_first = |t: &str| {
        let mut v = tokens.clone();
        v[0] = t;
        v.join(" ")
    };
    let bad_inputs = [
        ("an empty input", String::new()),
        ("a word for a number", "x\n".to_string()),
        ("a negative first number", replace_first("-1")),
        (
            "a first number past u64",
            replace_first("18446744073709551616"),
        ),
        (
            "an announced count of 10^12",
            replace_first("1000000000000"),
        ),
        ("sample-1 with an extra token", format!("{sample}\n7\n")),
    ];
    let mut failures = Vec::new();
    let answer = run(program, &[], sample.as_bytes());
    let dos_eof = run(program, &[], format!("{sample}\r\n\x1a").as_bytes());
    if dos_eof.code != Some(0) || dos_eof.stdout != answer.stdout || !dos_eof.stderr.is_empty() {
        failures.push(format!(
            "{} given sample-1 and a DOS end-of-file byte: expected the sample's answer with \
             status 0 and nothing on stderr; got status {:?}, stdout {:?}, stderr {:?}",
            program.display(),
            dos_eof.code,
            clip(&dos_eof.stdout),
            clip(&dos_eof.stderr)
        ));
    }
    if let Some(failure) = unwritable_answer(program, sample) {
        failures.push(failure);
    }
    for (what, input) in bad_inputs {
        let r = run(program, &[], input.as_bytes());
        // Where the first number is a case's rather than a count (cases until a terminator or
        // the end), 10^12 may be a valid case, and an extra token one more case (or nothing
        // read); what must never happen is a crash, a hang or a changed answer.
        let answered = r.code == Some(0) && r.stderr.is_empty();
        if answered
            && (what.ends_with("10^12")
                || (what.ends_with("extra token") && r.stdout.starts_with(&answer.stdout)))
        {
            continue;
        }
        let lines: Vec<&str> = r.stderr.lines().collect();
        let one_error_line = lines.len() == 1 && lines[0].starts_with("error: ");
        let panicked = r.stderr.contains("panicked") || r.stderr.contains("backtrace");
        if r.code != Some(1) || !r.stdout.is_empty() || !one_error_line || panicked {
            failures.push(format!(
                "{} given {what}: expected exit status 1, one `error: ...` line on stderr and nothing \
                 on stdout; got status {:?}, stdout {:?}, stderr {:?}",
                program.display(),
                r.code,
                clip(&r.stdout),
                clip(&r.stderr)
            ));
        }
    }
    failures
}

/// `program` on `sample` with its standard output on `/dev/full`, where every write fails:
/// a line saying what went wrong unless it exits with status 1 and one `error: ...` line on
/// stderr. `None` where there is no `/dev/full` (not Linux).
///
/// # Panics
/// If the program cannot be started.
fn unwritable_answer(program: &Path, sample: &str) -> Option<String> {
    let full = std::fs::OpenOptions::new()
        .write(true)
        .open("/dev/full")
        .ok()?;
    let mut child = Command::new(program)
        .stdin(Stdio::piped())
        .stdout(full)
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}", program.display()));
    let mut stdin = child.stdin.take().unwrap();
    let input = sample.as_bytes().to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let out = child.wait_with_output().expect("wait for the program");
    let _ = feeder.join();
    let stderr = String::from_utf8_lossy(&out.stderr);
    let lines: Vec<&str> = stderr.lines().collect();
    let one_error_line = lines.len() == 1 && lines[0].starts_with("error: ");
    (out.status.code() != Some(1) || !one_error_line).then(|| {
        format!(
            "{} with its answer to sample-1 going to /dev/full: expected exit status 1 and one \
             `error: ...` line on stderr; got status {:?}, stderr {:?}",
            program.display(),
            out.status.code(),
            clip(&stderr)
        )
    })
}

/// `f` on every item, on one worker thread per core (at most `items.len()`), the results in
/// the items' order. For checks that mostly wait on the programs they run: while one worker
/// waits, the other's program runs.
///
/// # Panics
/// When `f` panics on an item (the panic is raised again here).
pub fn parallel_map<T: Sync, R: Send>(items: &[T], f: impl Fn(&T) -> R + Sync) -> Vec<R> {
    let workers = std::thread::available_parallelism()
        .map_or(2, |n| n.get())
        .min(items.len())
        .max(1);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let mut results: Vec<(usize, R)> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    loop {
                        let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        let Some(item) = items.get(i) else {
                            return done;
                        };
                        done.push((i, f(item)));
                    }
                })
            })
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)))
            .collect()
    });
    results.sort_by_key(|&(i, _)| i);
    results.into_iter().map(|(_, r)| r).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parallel_map_keeps_the_order_of_the_items() {
        let items: Vec<u64> = (0..100).collect();
        let squares = parallel_map(&items, |&x| x * x);
        assert_eq!(squares, items.iter().map(|x| x * x).collect::<Vec<_>>());
        assert!(parallel_map(&[] as &[u64], |&x| x).is_empty());
    }

    #[test]
    fn a_compile_is_skipped_only_for_the_same_source() {
        let dir = std::env::temp_dir().join(format!("judge-once-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let (source, output) = (dir.join("a.rs"), dir.join("a.rmeta"));
        let args: Vec<&OsStr> = ["--edition", "2021", "--emit=metadata", "-o"]
            .into_iter()
            .map(OsStr::new)
            .chain([output.as_os_str(), source.as_os_str()])
            .collect();
        let stamp = dir.join("a.rmeta.ok");
        std::fs::write(&source, "fn main() {}\n").unwrap();
        assert_eq!(compile_once("rustc", &args, &source, &output), Ok(()));
        assert!(stamp.exists());
        // Same text: skipped, even with the output's contents gone bad.
        std::fs::write(&output, "").unwrap();
        assert_eq!(compile_once("rustc", &args, &source, &output), Ok(()));
        // A changed text is compiled again: a type error and then a warning are reported.
        std::fs::write(&source, "fn main() { let x: u8 = 300u32; }\n").unwrap();
        let error = compile_once("rustc", &args, &source, &output).unwrap_err();
        assert!(error.contains("mismatched types"), "{error}");
        assert!(!stamp.exists());
        std::fs::write(&source, "fn main() { let x = 1; }\n").unwrap();
        let warning = compile_once("rustc", &args, &source, &output).unwrap_err();
        assert!(warning.contains("unused variable"), "{warning}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

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

    /// A sample whose answer is not unique, judged through a checker: any even number of
    /// the input's size class is right here (the `.out` says 2, the program prints 4).
    #[test]
    fn a_checker_judges_a_sample_in_place_of_its_tokens() {
        let dir = std::env::temp_dir().join(format!("judge-checker-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("sample-1.in"), "10\n").unwrap();
        std::fs::write(dir.join("sample-1.out"), "2\n").unwrap();
        let sample = Sample {
            input: dir.join("sample-1.in"),
            expected: dir.join("sample-1.out"),
        };
        fn even_below(input: &str, output: &str) -> Result<(), String> {
            let n: u64 = input.trim().parse().map_err(|_| "bad input".to_string())?;
            match output.trim().parse::<u64>() {
                Ok(v) if v % 2 == 0 && v < n => Ok(()),
                _ => Err(format!(
                    "{:?} is not an even number below {n}",
                    output.trim()
                )),
            }
        }
        let sh = Path::new("sh");
        let judge =
            |script: &str, judging| judge_sample_with(sh, &["-c", script], &sample, judging);
        let (status, _, why) = judge("cat >/dev/null; echo 4", Judging::Tokens);
        assert_eq!(status, Status::Wa, "{why}");
        let (status, _, why) = judge("cat >/dev/null; echo 4", Judging::Checker(even_below));
        assert_eq!(status, Status::Ac, "{why}");
        let (status, _, why) = judge("cat >/dev/null; echo 12", Judging::Checker(even_below));
        assert_eq!(
            (status, why.as_str()),
            (Status::Wa, "\"12\" is not an even number below 10")
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// A played sample: the jury's verdict (exit status 0 with the summary, 1 with the
    /// reason) decides, and a win with another summary is a wrong answer too.
    #[test]
    fn an_interactive_sample_is_judged_by_its_jury() {
        let dir = std::env::temp_dir().join(format!("judge-played-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("sample-1.in"), "1 5\n").unwrap();
        std::fs::write(dir.join("sample-1.out"), "first\n").unwrap();
        let sample = Sample {
            input: dir.join("sample-1.in"),
            expected: dir.join("sample-1.out"),
        };
        let jury = |script: &str| {
            let path = dir.join("jury.sh");
            std::fs::write(&path, format!("#!/bin/sh\n{script}\n")).unwrap();
            let mut perms = std::fs::metadata(&path).unwrap().permissions();
            std::os::unix::fs::PermissionsExt::set_mode(&mut perms, 0o755);
            std::fs::set_permissions(&path, perms).unwrap();
            let (status, _, why) = judge_played(&path, Path::new("/bin/true"), &sample);
            (status, why)
        };
        assert_eq!(jury("echo first"), (Status::Ac, String::new()));
        let (status, why) = jury("echo second");
        assert_eq!(status, Status::Wa);
        assert!(why.starts_with("won, but not as expected"), "{why}");
        let (status, why) = jury("echo 'WRONG: game 1 (n = 5): 4 4 is not a break'; exit 1");
        assert_eq!(
            (status, why.as_str()),
            (Status::Wa, "WRONG: game 1 (n = 5): 4 4 is not a break")
        );
        let (status, _) = jury("exit 2");
        assert_eq!(status, Status::Re);
        std::fs::remove_dir_all(&dir).unwrap();
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
