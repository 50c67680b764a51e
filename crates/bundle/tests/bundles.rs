//! Every problem with a `testdata/<slug>/` folder: bundle it, check the size limit (SPOJ's, the
//! strictest, for every problem) and the header, and type-check the file
//! with bare `rustc --edition 2021` (no cargo, no crates). The slow tests (`just test-slow`,
//! and CI) compile every file and run it on every sample pair; unoptimised, so that overflow
//! checks stay on. A file that rustc already accepted in an earlier run, with the same text,
//! is not compiled again (`judge::compile_once`).
//!
//! Problems are found from `testdata/`, so a new problem is covered with no edit here (its
//! answers judged by its checker, if it has one: `judge::checkers`);
//! `JUDGE_ONLY=slug1,slug2` limits the run, as for the sample runner.

use bundle::{Bundler, Proconio, Workspace, CODEFORCES_LIMIT, SPOJ_LIMIT};
use judge::{
    build_binaries, check_samples, checkers, compile_once, judge_played, jury_name, run,
    samples_by_problem, workspace_root, Sample, Status,
};
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

/// Compiles `file` with bare rustc (unless this very file already passed: see
/// [`compile_once`]); `Err` carries rustc's message, and warnings count as errors (a judge shows
/// them, and they often mean a bundling slip). The compiler is `$BUNDLE_RUSTC` when set (the
/// judges' rustc 1.70: `.ci/run` sets it when rustup can install that toolchain), else the
/// `rustc` on the path.
fn rustc(file: &Path, exe: &Path, extra: &[&str]) -> Result<(), String> {
    let compiler = std::env::var("BUNDLE_RUSTC").unwrap_or_else(|_| "rustc".to_string());
    rustc_with(&compiler, file, exe, extra)
}

/// [`rustc`] with the given compiler.
fn rustc_with(compiler: &str, file: &Path, exe: &Path, extra: &[&str]) -> Result<(), String> {
    let mut args: Vec<&OsStr> = vec!["--edition".as_ref(), "2021".as_ref()];
    args.extend(extra.iter().map(OsStr::new));
    args.extend([OsStr::new("-o"), exe.as_os_str(), file.as_os_str()]);
    compile_once(compiler, &args, file, exe)
}

/// How far a bundled file is taken.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Depth {
    /// `rustc --emit=metadata`: parsed, resolved, type- and borrow-checked.
    TypeCheck,
    /// Compiled, and run on the samples.
    Run,
}

impl Depth {
    fn rustc_args(self) -> &'static [&'static str] {
        match self {
            Depth::TypeCheck => &["--emit=metadata"],
            Depth::Run => &[],
        }
    }
}

/// Everything that is wrong with one problem's bundle, and a line with its size.
fn check_problem(
    bundler: &mut Bundler,
    slug: &str,
    samples: &[Sample],
    dir: &Path,
    depth: Depth,
) -> (Vec<String>, String) {
    let mut failures = Vec::new();
    let bundle = match bundler.bundle(slug) {
        Ok(b) => b,
        Err(e) => return (vec![format!("{slug}: bundle failed: {e:#}")], String::new()),
    };
    let size = bundle.source.len();
    // Every problem's file stays below SPOJ's limit, the strictest of the judges' (the
    // design's "below 50,000 bytes"), whichever judge takes it.
    if size >= SPOJ_LIMIT {
        failures.push(format!(
            "{slug}: {size} bytes, not below SPOJ's {SPOJ_LIMIT} (Codeforces: {CODEFORCES_LIMIT})"
        ));
    }
    let source = &bundle.source;
    if !source.starts_with(&format!("// {slug}: ")) {
        failures.push(format!("{slug}: the header does not name the problem"));
    }
    let body: Vec<&str> = source.lines().skip_while(|l| l.starts_with("//")).collect();
    let leftover = |l: &&str| {
        let l = l.trim_start();
        ["#[cfg(test)]", "#[test]", "#[doc", "///", "//!"]
            .iter()
            .any(|p| l.starts_with(p))
    };
    if body.iter().any(leftover) {
        failures.push(format!("{slug}: tests or doc comments were left in"));
    }
    // proconio's items travel with its notice, once, right above them.
    let notice = "// The module `proconio` below holds items of proconio 0.4.5";
    let inlined = source.contains("\nmod proconio {");
    let notice_above = source
        .split_once("\nmod proconio {")
        .is_some_and(|(before, _)| before.contains(notice));
    if inlined != notice_above || source.matches(notice).count() > 1 {
        failures.push(format!(
            "{slug}: proconio's MIT notice is not once above its module"
        ));
    }

    let file = dir.join(format!("{slug}.rs"));
    let exe = dir.join(slug);
    std::fs::write(&file, source).unwrap();
    match rustc(&file, &exe, depth.rustc_args()) {
        Err(e) => failures.push(format!("{slug}: {e}")),
        Ok(()) if depth == Depth::TypeCheck => {}
        Ok(()) => {
            match jury(slug) {
                // An interactive problem: the bundle plays each sample against the jury.
                Some(jury) => failures.extend(samples.iter().filter_map(|s| {
                    let (status, _, why) = judge_played(&jury, &exe, s);
                    (status != Status::Ac).then(|| format!("{slug}: {status}: {why}"))
                })),
                None => failures.extend(check_samples(&exe, &[], samples, checkers::judging(slug))),
            }
            let r = run(&exe, &[], b"");
            if r.success || !r.stdout.trim().is_empty() {
                failures.push(format!(
                    "{slug}: the bundled program accepted empty input (stdout {:?})",
                    r.stdout
                ));
            }
        }
    }

    let line = format!("{slug}: {size} bytes ({})", bundle.summary());
    (failures, line)
}

/// The jury binary of an interactive problem (one with `src/bin/jury.rs`, see the guide's
/// "Interactive problems"), built.
fn jury(slug: &str) -> Option<PathBuf> {
    let source = workspace_root()
        .join("crates")
        .join(slug)
        .join("src/bin/jury.rs");
    source.is_file().then(|| {
        let bins = build_binaries("test", &[slug]);
        bins.get(&jury_name(slug))
            .cloned()
            .expect("the jury binary is built")
    })
}

#[test]
fn every_problem_bundles_and_type_checks_with_bare_rustc() {
    check_every_problem("bundles-checked", Depth::TypeCheck);
}

#[test]
#[ignore = "slow: compiles every bundle with bare rustc"]
fn every_bundle_compiles_with_bare_rustc_and_passes_its_samples() {
    check_every_problem("bundles", Depth::Run);
}

/// [`check_problem`] for every problem with samples, in `CARGO_TARGET_TMPDIR/{folder}`.
fn check_every_problem(folder: &str, depth: Depth) {
    let ws = Workspace::load(&workspace_root()).expect("cargo metadata");
    let problems: Vec<(String, Vec<Sample>)> = samples_by_problem().into_iter().collect();
    assert!(!problems.is_empty(), "no testdata folders found");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder);
    std::fs::create_dir_all(&dir).unwrap();

    // Bundling and rustc take about a second per problem: one worker per core.
    let next = Mutex::new(problems.iter());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| {
                let mut bundler = Bundler::new(&ws);
                loop {
                    let Some((slug, samples)) = next.lock().unwrap().next() else {
                        break;
                    };
                    let (failures, line) = check_problem(&mut bundler, slug, samples, &dir, depth);
                    results.lock().unwrap().push((slug.clone(), failures, line));
                }
            });
        }
    });
    let mut results = results.into_inner().unwrap();
    results.sort();
    let mut failures = Vec::new();
    for (_, f, line) in results {
        eprintln!("{line}");
        failures.extend(f);
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn problems_using_prime_count_or_factor_bundle_small_and_type_check() {
    prime_demos("prime-demo-checked", Depth::TypeCheck);
}

#[test]
#[ignore = "slow: compiles with bare rustc"]
fn problems_using_prime_count_or_factor_bundle_small_and_run() {
    prime_demos("prime-demo", Depth::Run);
}

/// Problems that count primes past the sieve, or factor 64-bit numbers: none of the problems
/// does, so a throw-away workspace (`CARGO_TARGET_TMPDIR/{folder}`) holds one of each, reading
/// with `input!` as every problem does. Each bundle must compile with bare rustc and give the
/// library's answers, and stay under its limit: SPOJ's for factoring; Codeforces' for prime
/// counting, which with proconio's items (about 7 KB with its notice) and the range-checked
/// reading no longer fits SPOJ's 50 000 bytes (61.6 KB when it was written).
fn prime_demos(folder: &str, depth: Depth) {
    let real = workspace_root();
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(folder);
    // A fresh copy of the library; the bundles and their stamps stay (see `compile_once`).
    let _ = std::fs::remove_dir_all(dir.join("shared"));
    let write = |rel: &str, text: &str| {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    };
    write(
        "Cargo.toml",
        "[workspace]\nmembers = [\"shared\", \"pcount\", \"pfactor\"]\nresolver = \"2\"\n\n\
         [workspace.package]\nedition = \"2021\"\nversion = \"0.1.0\"\nlicense = \"MIT\"\n\
         publish = false\nrust-version = \"1.70\"\n\n[workspace.dependencies]\n\
         shared = { path = \"shared\" }\nfastrand = \"2\"\n\
         proconio = { version = \"=0.4.5\", default-features = false }\n",
    );
    std::fs::copy(real.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    let mut files = vec![real.join("shared/Cargo.toml")];
    let mut dirs = vec![real.join("shared/src")];
    while let Some(d) = dirs.pop() {
        for entry in std::fs::read_dir(d).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                dirs.push(path);
            } else {
                files.push(path);
            }
        }
    }
    for path in files {
        let rel = path
            .strip_prefix(&real)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        write(&rel, &std::fs::read_to_string(&path).unwrap());
    }
    // Each problem: T numbers in, one line out per number.
    type Answer = fn(u64) -> String;
    let limits = [("pcount", CODEFORCES_LIMIT), ("pfactor", SPOJ_LIMIT)];
    let problems: [(&str, &str, Answer); 2] = [
        ("pcount", "shared::prime_count::prime_pi(n)", |n| {
            shared::prime_count::prime_pi(n).to_string()
        }),
        ("pfactor", "{ let f: Vec<String> = shared::factor::factorize(n).iter().map(u64::to_string).collect(); f.join(\" \") }", |n| {
            let f: Vec<String> = shared::factor::factorize(n).iter().map(u64::to_string).collect();
            f.join(" ")
        }),
    ];
    let ns: [u64; 4] = [1, 600_851_475_143, 10_000_000_000, (1 << 33) + 17];
    let input = format!("{}\n{}\n", ns.len(), ns.map(|n| n.to_string()).join("\n"));
    let ws_problems: Vec<_> = problems
        .iter()
        .map(|(name, expr, _)| (*name, *expr))
        .collect();
    for (name, expr) in &ws_problems {
        write(
            &format!("{name}/Cargo.toml"),
            &format!("[package]\nname = \"{name}\"\nedition.workspace = true\nversion.workspace = true\n\n[dependencies]\nshared.workspace = true\nproconio.workspace = true\n"),
        );
        write(
            &format!("{name}/src/lib.rs"),
            &format!("use proconio::input;\nuse shared::input::{{Input, InputError}};\nuse std::io::Write;\n\n\
                      shared::ranged! {{\n    Count: usize = 1..=100, \"T\";\n    Number: u64 = 1..=u64::MAX, \"n\";\n}}\n\n\
                      pub fn solve(input: &mut Input, out: &mut impl Write) -> Result<(), InputError> {{\n\
                      \x20   input! {{ from &mut *input, t: Count, ns: [Number; t] }}\n\
                      \x20   for n in ns {{\n\
                      \x20       writeln!(out, \"{{}}\", {expr})?;\n\
                      \x20   }}\n\
                      \x20   Ok(())\n}}\n"),
        );
        write(
            &format!("{name}/src/main.rs"),
            &format!("fn main() {{\n    shared::input::run({name}::solve);\n}}\n"),
        );
    }
    let ws = Workspace::load(&dir).expect("cargo metadata on the demo workspace");
    let mut bundler = Bundler::new(&ws);
    for (name, _, answer) in problems {
        let b = bundler.bundle(name).expect("bundle");
        let summary = b.summary();
        let limit = limits.iter().find(|l| l.0 == name).expect("a limit").1;
        assert!(
            b.source.len() < limit,
            "{name}: {} bytes, not below {limit} ({summary})",
            b.source.len()
        );
        let file = dir.join(format!("{name}-bundled.rs"));
        let exe = dir.join(format!("{name}-bundled"));
        std::fs::write(&file, &b.source).unwrap();
        rustc(&file, &exe, depth.rustc_args()).unwrap();
        eprintln!("{name}: {} bytes ({summary})", b.source.len());
        if depth == Depth::TypeCheck {
            continue;
        }
        let expected: String = ns.iter().map(|&n| answer(n) + "\n").collect();
        let r = run(&exe, &[], input.as_bytes());
        assert!(r.success, "{name}: {}", r.stderr);
        assert_eq!(r.stdout, expected, "{name} ({summary})");
    }
}

/// AtCoder's bundle keeps `use proconio` (AtCoder has proconio 0.4.5): nothing of proconio is
/// inlined, and the file builds against the proconio this workspace built, as AtCoder's
/// `--extern` does, and answers the samples.
#[test]
fn an_atcoder_bundle_keeps_use_proconio_and_builds_against_the_crate() {
    let slug = "arc137c-distinct-numbers";
    let ws = Workspace::load(&workspace_root()).expect("cargo metadata");
    let bundle = Bundler::new(&ws)
        .bundle_with(slug, Proconio::Keep)
        .expect("bundle");
    let source = &bundle.source;
    assert!(source.contains("use proconio::input;"), "{source}");
    assert!(!source.contains("mod proconio"), "{source}");
    assert!(!source.contains("MIT license"), "{source}");
    // The proconio library built for this test (shared, a dev-dependency, uses it).
    let deps = ws.target_dir.join("debug/deps");
    let rlib = std::fs::read_dir(&deps)
        .expect("target/debug/deps")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| {
            let name = p.file_name().unwrap().to_string_lossy();
            name.starts_with("libproconio-") && name.ends_with(".rlib")
        })
        .max_by_key(|p| p.metadata().and_then(|m| m.modified()).ok())
        .expect("a proconio rlib in target/debug/deps");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles-atcoder");
    std::fs::create_dir_all(&dir).unwrap();
    let (file, exe) = (dir.join(format!("{slug}.rs")), dir.join(slug));
    std::fs::write(&file, source).unwrap();
    let extern_arg = format!("proconio={}", rlib.display());
    // The toolchain that built the rlib: an rlib of another rustc cannot be linked.
    rustc_with("rustc", &file, &exe, &["--extern", &extern_arg]).unwrap();
    let samples = samples_by_problem().remove(slug).expect("samples");
    let failures = check_samples(&exe, &[], &samples, checkers::judging(slug));
    assert!(failures.is_empty(), "{failures:?}");
}
