//! `lab stress SLUG`: the problem's random judge inputs through its `solve` and its
//! whole-input brute force `brute_solve`, in process, the outputs compared token by token and
//! a difference shrunk and shown in the judge's format (for an interactive problem both play
//! each test against its interactor, and a lost game is shown with its transcript), and then, for a problem with a C++
//! program (`cpp/SLUG.cpp`), `solve` against that program on the same inputs; `lab stress SLUG
//! --refusals`: only whether `solve` accepts every generated input (what `kit check` runs);
//! `lab stress SLUG --worst`: the problem's worst cases through its release binary, and through
//! its C++ program when it has one, with the time and the peak memory set against the judge's
//! limits (a report, not a test: the machine may be busy); an interactive problem's worst cases
//! played against its interactor.

use crate::error::LabError;
use crate::registry;
use crate::verify::Progress;
use std::io::{Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// `lab stress SLUG --cases N --seed S`: the report and whether every case agreed.
///
/// # Errors
/// Unknown game, or a game without a random-input generator, `solve` or `brute_solve`.
pub fn random(
    slug: &str,
    cases: u64,
    seed: u64,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    let game = stressable(slug)?;
    let report = game.stress_report(cases, seed, progress);
    let what = match game.interactor {
        None => "solve against brute_solve on random judge inputs",
        // Both play every test against the judge's side: they agree when both win it with
        // the same summary; a lost game is shown with its transcript.
        Some(_) => "solve and brute_solve each played against the interactor on random tests",
    };
    let mut text = format!("{}, seed {seed}: {what}\n{}\n", game.slug, report.summary());
    let mut agree = report.failure.is_none();
    // The C++ program submitted where no judge takes Rust, on the same inputs.
    if let Some(cpp) = judge::cpp::Program::for_problem(game.slug).map_err(LabError::Io)? {
        let report = game.stress_against(cases, seed, progress, &mut |input| cpp.answer(input));
        text += &format!(
            "{}, seed {seed}: solve against {} on the same inputs\n{}\n",
            game.slug,
            cpp.source.display(),
            report.summary_as("solve", "C++")
        );
        agree &= report.failure.is_none();
    }
    Ok((text, agree))
}

/// `lab stress SLUG --refusals --cases N --seed S`: the first generated input that `solve`
/// refuses, shrunk, as one line (`solve refuses the generated input "...": error: ...`), or
/// `None`.
///
/// # Errors
/// As [`random`].
pub fn refusal(slug: &str, cases: u64, seed: u64) -> Result<Option<String>, LabError> {
    let game = stressable(slug)?;
    Ok(game.refused_input(cases, seed).map(|f| {
        format!(
            "solve refuses the generated input {:?}: {}",
            f.input,
            f.first.trim_end()
        )
    }))
}

/// The game `slug`, with all that a stress run needs.
fn stressable(slug: &str) -> Result<registry::Game, LabError> {
    let game = registry::find(slug)?;
    let lacks = [
        (game.stress.is_none(), "random-input generator"),
        (game.solve.is_none(), "solve"),
        (game.brute_solve.is_none(), "brute_solve"),
    ];
    match lacks.iter().find(|(missing, _)| *missing) {
        Some((_, what)) => Err(LabError::BadOption(format!("{} has no {what}", game.slug))),
        None => Ok(game),
    }
}

/// How one run of a binary went.
#[derive(Debug, Clone)]
pub struct Measured {
    /// Wall-clock time.
    pub elapsed: Duration,
    /// Peak resident memory of the process, in KiB.
    pub max_rss_kib: u64,
    /// The exit status, or `None` for a signal.
    pub code: Option<i32>,
    /// How many bytes it printed.
    pub output_bytes: usize,
}

/// Runs `program` on `input` and measures it. The run goes through `lab`, the lab's binary,
/// started as `lab __measure PROGRAM` ([`measure_child`]), which starts `program` and reports
/// its peak memory: a child started straight from this process would be charged this
/// process's own peak (the kernel counts the memory a child shares with its parent until its
/// `exec`), which holds every worst-case input. The figure therefore has the measuring copy's
/// own start-up as its floor, about 3.4 MB here.
///
/// # Errors
/// When `lab` or `program` cannot be started or waited for.
pub fn measure(lab: &Path, program: &Path, input: &[u8]) -> std::io::Result<Measured> {
    let started = Instant::now();
    let mut child = Command::new(lab)
        .arg(MEASURE_CHILD)
        .arg(program)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()?;
    let mut stdin = child.stdin.take().unwrap();
    let input = input.to_vec();
    let feeder = std::thread::spawn(move || {
        let _ = stdin.write_all(&input);
    });
    let mut stdout = child.stdout.take().unwrap();
    let reader = std::thread::spawn(move || {
        let mut out = Vec::new();
        let _ = stdout.read_to_end(&mut out);
        out.len()
    });
    let mut report = String::new();
    child.stderr.take().unwrap().read_to_string(&mut report)?;
    child.wait()?;
    let elapsed = started.elapsed();
    feeder.join().unwrap();
    let output_bytes = reader.join().unwrap();
    let Some((max_rss_kib, code, nanos)) = parse_report(&report) else {
        return Err(std::io::Error::other(format!(
            "cannot measure {}: {}",
            program.display(),
            report.trim()
        )));
    };
    Ok(Measured {
        elapsed: if nanos > Duration::ZERO {
            nanos
        } else {
            elapsed
        },
        max_rss_kib,
        code,
        output_bytes,
    })
}

/// The hidden first argument that makes the lab binary [`measure_child`].
pub const MEASURE_CHILD: &str = "__measure";

/// The environment variable that sends [`measure_child`]'s report to a file instead of
/// standard error (for an interactive program, whose standard error the interactor's runner
/// does not read).
pub const MEASURE_REPORT: &str = "LAB_MEASURE_REPORT";

/// `lab __measure PROGRAM`: runs `PROGRAM` with this process's standard input and output (its
/// standard error discarded), and writes `PEAK_RSS_KIB EXIT_CODE NANOSECONDS` on standard
/// error, or into the file [`MEASURE_REPORT`] names (the exit code -1 after a signal); what
/// [`measure`] reads.
pub fn measure_child(program: &Path) -> ! {
    let started = Instant::now();
    let child = Command::new(program).stderr(Stdio::null()).spawn();
    let Ok(child) = child else {
        eprintln!("cannot start {}", program.display());
        std::process::exit(2);
    };
    let mut status = 0;
    // SAFETY: an all-zero rusage is a valid value, and wait4 writes into the two locals only.
    let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
    let pid = child.id() as libc::pid_t;
    let waited = unsafe { libc::wait4(pid, &mut status, 0, &mut usage) };
    let nanos = started.elapsed().as_nanos();
    if waited != pid {
        eprintln!("cannot wait for {}", program.display());
        std::process::exit(2);
    }
    let code = if libc::WIFEXITED(status) {
        libc::WEXITSTATUS(status)
    } else {
        -1
    };
    let report = format!("{} {code} {nanos}", usage.ru_maxrss);
    match std::env::var_os(MEASURE_REPORT) {
        Some(file) => {
            if std::fs::write(&file, report).is_err() {
                std::process::exit(2);
            }
        }
        None => eprintln!("{report}"),
    }
    std::process::exit(0);
}

/// `lab stress SLUG --worst`: builds the release binary (and the C++ program, for a problem
/// with one), runs every worst case through each, and reports time and memory against the
/// limits in the crate's metadata; a C++ run that prints a different number of bytes than the
/// Rust binary is marked too. Returns the report and whether every run stayed within the
/// limits, exited 0 and (for C++) printed as much as the Rust binary.
///
/// # Errors
/// Unknown game, no worst cases, a build that fails, a binary that cannot run.
pub fn worst(slug: &str) -> Result<(String, bool), LabError> {
    let game = registry::find(slug)?;
    let Some(worst_cases) = game.worst_cases else {
        return Err(LabError::BadOption(format!(
            "{} has no worst cases",
            game.slug
        )));
    };
    let root = kit::workspace_root(Path::new(env!("CARGO_MANIFEST_DIR")))
        .map_err(|e| LabError::Io(e.to_string()))?;
    let problem = kit::problems(&root)
        .map_err(|e| LabError::Io(e.to_string()))?
        .into_iter()
        .find(|p| p.slug == game.slug)
        .ok_or_else(|| LabError::BadOption(format!("{} is not a problem crate", game.slug)))?;
    let limits = problem
        .metadata
        .map_err(|e| LabError::BadOption(format!("{}: no {e}", game.slug)))?;
    let binary = build_release(&root, game.slug)?;
    // This is the lab's binary (the only caller of `worst`), which measures through itself.
    let lab = std::env::current_exe().map_err(|e| LabError::Io(e.to_string()))?;
    let mut text = format!(
        "{}: worst cases through {}, against {} ms and {} MiB\n",
        game.slug,
        binary.display(),
        limits.time_limit_ms,
        limits.memory_limit_mib
    );
    let cases = worst_cases();
    if let Some(interactor) = game.interactor {
        let (lines, within) = play_cases(&lab, &binary, interactor, &cases, &limits)?;
        return Ok((text + lines.as_str(), within));
    }
    let (lines, mut within, printed) = measure_cases(&lab, &binary, &cases, &limits, None)?;
    text += &lines;
    if let Some(cpp) = judge::cpp::Program::for_problem(game.slug).map_err(LabError::Io)? {
        text += &format!("{}: the same through {}\n", game.slug, cpp.source.display());
        let (lines, ok, _) = measure_cases(&lab, &cpp.exe, &cases, &limits, Some(&printed))?;
        text += &lines;
        within &= ok;
    }
    Ok((text, within))
}

/// One line per worst case run through `program` (what [`worst`] reports), whether every run
/// was within `limits`, exited 0 and printed as many bytes as `expected` gives (when given),
/// and the bytes each printed.
fn measure_cases(
    lab: &Path,
    program: &Path,
    cases: &[study::WorstCase],
    limits: &kit::Metadata,
    expected: Option<&[usize]>,
) -> Result<(String, bool, Vec<usize>), LabError> {
    let mut text = String::new();
    let mut within = true;
    let mut printed = Vec::new();
    for (i, case) in cases.iter().enumerate() {
        let m = measure(lab, program, case.input.as_bytes())
            .map_err(|e| LabError::Io(format!("cannot run {}: {e}", program.display())))?;
        let ms = m.elapsed.as_secs_f64() * 1000.0;
        let mib = m.max_rss_kib as f64 / 1024.0;
        let same = expected.is_none_or(|bytes| bytes.get(i) == Some(&m.output_bytes));
        let ok = m.code == Some(0)
            && same
            && ms <= limits.time_limit_ms as f64
            && mib <= limits.memory_limit_mib as f64;
        within &= ok;
        printed.push(m.output_bytes);
        text += &format!(
            "{} {}: {ms:.0} ms, {mib:.1} MiB, exit {}, {} bytes printed{} ({} bytes of input; \
             reading them alone: {:.0} ms)\n",
            if ok { "ok  " } else { "OVER" },
            case.name,
            m.code.map_or("by a signal".to_string(), |c| c.to_string()),
            m.output_bytes,
            if same {
                ""
            } else {
                ", not as many as the Rust binary"
            },
            case.input.len(),
            reading_time(&case.input).as_secs_f64() * 1000.0
        );
    }
    Ok((text, within, printed))
}

/// One line per worst case of an interactive problem: `program` (through `lab __measure`, for
/// its peak memory) played against `interactor` on each, as the judge would, with the
/// program's time (which includes waiting for the interactor's answers, in this process) and
/// memory against `limits`; and whether every run was won within them. A run is stopped at
/// twice the time limit.
fn play_cases(
    lab: &Path,
    program: &Path,
    interactor: study::interact::Interactor,
    cases: &[study::WorstCase],
    limits: &kit::Metadata,
) -> Result<(String, bool), LabError> {
    let mut text = String::new();
    let mut within = true;
    let report = std::env::temp_dir().join(format!("lab-measure-{}", std::process::id()));
    for case in cases {
        let _ = std::fs::remove_file(&report);
        let mut command = Command::new(lab);
        command
            .arg(MEASURE_CHILD)
            .arg(program)
            .env(MEASURE_REPORT, &report)
            .stderr(Stdio::null());
        let limit = Duration::from_millis(limits.time_limit_ms.saturating_mul(2));
        let seed = study::interact::seed_of(&case.input);
        let played =
            study::interact::play_process(&mut command, interactor, &case.input, seed, limit)
                .map_err(|e| LabError::Io(format!("cannot run {}: {e}", program.display())))?;
        let measured = std::fs::read_to_string(&report)
            .ok()
            .and_then(|r| parse_report(&r));
        let _ = std::fs::remove_file(&report);
        let line = match (&played.verdict, measured) {
            (Ok(_), Some((max_rss_kib, code, elapsed))) => {
                let ms = elapsed.as_secs_f64() * 1000.0;
                let mib = max_rss_kib as f64 / 1024.0;
                let ok = code == Some(0)
                    && ms <= limits.time_limit_ms as f64
                    && mib <= limits.memory_limit_mib as f64;
                within &= ok;
                format!(
                    "{} {}: won, {ms:.0} ms, {mib:.1} MiB, exit {} ({} bytes of the test)",
                    if ok { "ok  " } else { "OVER" },
                    case.name,
                    code.map_or("by a signal".to_string(), |c| c.to_string()),
                    case.input.len()
                )
            }
            (Ok(_), None) => {
                within = false;
                format!("OVER {}: won, but not measured (no report)", case.name)
            }
            (Err(why), _) => {
                within = false;
                format!("OVER {}: lost: {why}", case.name)
            }
        };
        text += &line;
        text.push('\n');
    }
    Ok((text, within))
}

/// `PEAK_RSS_KIB EXIT_CODE NANOSECONDS`, as [`measure_child`] writes it: the peak memory, the
/// exit code (`None` after a signal) and the time.
fn parse_report(report: &str) -> Option<(u64, Option<i32>, Duration)> {
    let fields: Vec<i64> = report
        .split_whitespace()
        .filter_map(|f| f.parse().ok())
        .collect();
    let [max_rss_kib, code, nanos] = fields[..] else {
        return None;
    };
    Some((
        u64::try_from(max_rss_kib).ok()?,
        (code >= 0).then_some(code as i32),
        Duration::from_nanos(u64::try_from(nanos).ok()?),
    ))
}

/// How long `shared::input` takes to read every token of `input` as a number, in this process:
/// what a solution cannot go below, to set beside its whole run.
fn reading_time(input: &str) -> Duration {
    let start = Instant::now();
    if let Ok(mut tokens) = shared::input::Input::from_bytes(input.as_bytes().to_vec()) {
        let mut sum = 0u64;
        while !tokens.at_end() {
            // A token that is not a `u64` is skipped like any other: only the time counts.
            sum = sum.wrapping_add(tokens.read("token", 0..=u64::MAX).unwrap_or(1));
        }
        std::hint::black_box(sum);
    }
    start.elapsed()
}

fn build_release(root: &Path, slug: &str) -> Result<PathBuf, LabError> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let status = Command::new(cargo)
        .current_dir(root)
        .args(["build", "--quiet", "--release", "-p", slug])
        .status()
        .map_err(|e| LabError::Io(format!("cannot run cargo: {e}")))?;
    if !status.success() {
        return Err(LabError::Io(format!(
            "cargo build --release -p {slug} failed"
        )));
    }
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| root.join("target"));
    Ok(target.join("release").join(slug))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `lab stress` on `games`: no generated input refused, 20 random inputs agree.
    fn accepts_its_generated_inputs_and_agrees_with_its_brute_force(
        games: impl IntoIterator<Item = registry::Game>,
    ) {
        for game in games {
            assert_eq!(refusal(game.slug, 50, 1).unwrap(), None, "{}", game.slug);
            let (text, agreed) = random(game.slug, 20, 2, &mut crate::verify::Silent).unwrap();
            assert!(agreed, "{text}");
        }
    }

    /// Three layouts (a count, a sentinel line, and a count of cases of several lines); each
    /// crate's own tests stress it through the same functions, the full run does every one here.
    #[test]
    fn three_problems_accept_their_generated_inputs_and_agree_with_their_brute_forces() {
        let slugs = [
            "p1857-prime-stones",
            "hdu1848-fibonacci-again",
            "hdu3404-switch-lights",
        ];
        accepts_its_generated_inputs_and_agrees_with_its_brute_force(
            slugs.iter().map(|s| registry::find(s).unwrap()),
        );
        let demo = random("demo-wythoff", 1, 1, &mut crate::verify::Silent).unwrap_err();
        assert!(
            demo.to_string()
                .contains("demo-wythoff has no random-input generator"),
            "{demo}"
        );
    }

    /// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
    mod full {
        use super::*;

        #[test]
        #[ignore = "full: every problem's generator and brute force, seconds"]
        fn every_problem_accepts_its_generated_inputs_and_agrees_with_its_brute_force() {
            accepts_its_generated_inputs_and_agrees_with_its_brute_force(
                registry::all().into_iter().filter(|g| g.stress.is_some()),
            );
        }
    }
}
