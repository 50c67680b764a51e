//! Every problem with a `testdata/<slug>/` folder: bundle it, compile the file with bare
//! `rustc --edition 2021 -O` (no cargo, no crates), run it on every sample pair, and check the
//! size limits. The `--atcoder` variant is compiled against proconio built by bare rustc, the way
//! AtCoder provides it, and run on the samples too.
//!
//! Problems are found from `testdata/`, so a new problem is covered with no edit here;
//! `JUDGE_ONLY=slug1,slug2` limits the run, as for the sample runner.

use bundle::{Options, Workspace, CODEFORCES_LIMIT, SPOJ_LIMIT};
use judge::{check_samples, run, samples_by_problem, workspace_root, Sample};
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;

/// Compiles `file` with bare rustc; `Err` carries rustc's message, and warnings count as errors
/// (a judge shows them, and they often mean a bundling slip).
fn rustc(file: &Path, exe: &Path, extra: &[&str]) -> Result<(), String> {
    let out = Command::new("rustc")
        .args(["--edition", "2021"])
        .args(extra)
        .arg("-o")
        .arg(exe)
        .arg(file)
        .output()
        .map_err(|e| format!("cannot run rustc: {e}"))?;
    let stderr = String::from_utf8_lossy(&out.stderr);
    if !out.status.success() || !stderr.trim().is_empty() {
        return Err(format!(
            "rustc {} {}:\n{}",
            extra.join(" "),
            file.display(),
            stderr.lines().take(40).collect::<Vec<_>>().join("\n")
        ));
    }
    Ok(())
}

/// proconio compiled by bare rustc into `dir`, for the `--atcoder` files' `--extern`.
fn proconio_rlib(ws: &Workspace, dir: &Path) -> PathBuf {
    let package = ws
        .package_named("proconio")
        .expect("proconio is in the dependency graph");
    let lib = package.lib().expect("proconio has a library");
    let out = Command::new("rustc")
        .args([
            "--edition",
            "2018",
            "--crate-type",
            "rlib",
            "--crate-name",
            "proconio",
        ])
        .arg("--out-dir")
        .arg(dir)
        .arg(&lib.src_path)
        .output()
        .expect("run rustc");
    assert!(
        out.status.success(),
        "bare rustc cannot build proconio:\n{}",
        String::from_utf8_lossy(&out.stderr)
    );
    dir.join("libproconio.rlib")
}

/// Everything that is wrong with one problem's bundles, and a line of sizes.
fn check_problem(
    ws: &Workspace,
    slug: &str,
    samples: &[Sample],
    dir: &Path,
    rlib: &Path,
) -> (Vec<String>, String) {
    let mut failures = Vec::new();
    let plain = match bundle::bundle(ws, slug, &Options::default()) {
        Ok(b) => b,
        Err(e) => return (vec![format!("{slug}: bundle failed: {e:#}")], String::new()),
    };
    let size = plain.source.len();
    if size >= CODEFORCES_LIMIT || size >= SPOJ_LIMIT {
        failures.push(format!(
            "{slug}: {size} bytes, not below SPOJ's {SPOJ_LIMIT} (Codeforces: {CODEFORCES_LIMIT})"
        ));
    }
    let source = &plain.source;
    let inlines_proconio = source.contains("\nmod proconio {");
    let header_ok = source.starts_with(&format!("// {slug}: "))
        && (!inlines_proconio
            || (source.contains("The module `proconio` is proconio")
                && source.contains("Permission is hereby granted")));
    if !header_ok {
        failures.push(format!(
            "{slug}: the header lacks the problem or proconio's license"
        ));
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

    let file = dir.join(format!("{slug}.rs"));
    let exe = dir.join(slug);
    std::fs::write(&file, source).unwrap();
    match rustc(&file, &exe, &["-O"]) {
        Err(e) => failures.push(format!("{slug}: {e}")),
        Ok(()) => {
            failures.extend(check_samples(&exe, &[], samples));
            let r = run(&exe, &[], b"");
            if r.success || !r.stdout.trim().is_empty() {
                failures.push(format!(
                    "{slug}: the bundled program accepted empty input (stdout {:?})",
                    r.stdout
                ));
            }
        }
    }

    let atcoder = match bundle::bundle(ws, slug, &Options { atcoder: true }) {
        Ok(b) => b,
        Err(e) => {
            return (
                vec![format!("{slug} --atcoder: bundle failed: {e:#}")],
                String::new(),
            )
        }
    };
    if atcoder.source.contains("mod proconio") {
        failures.push(format!("{slug} --atcoder: proconio was inlined"));
    }
    let file = dir.join(format!("{slug}-atcoder.rs"));
    let exe = dir.join(format!("{slug}-atcoder"));
    std::fs::write(&file, &atcoder.source).unwrap();
    let extern_arg = format!("proconio={}", rlib.display());
    match rustc(&file, &exe, &["--extern", &extern_arg]) {
        Err(e) => failures.push(format!("{slug} --atcoder: {e}")),
        Ok(()) => failures.extend(
            check_samples(&exe, &[], samples)
                .into_iter()
                .map(|f| format!("--atcoder: {f}")),
        ),
    }
    let line = format!(
        "{slug}: {size} bytes, --atcoder {} bytes ({})",
        atcoder.source.len(),
        plain.summary()
    );
    (failures, line)
}

#[test]
fn every_problem_bundles_compiles_with_bare_rustc_and_passes_its_samples() {
    let ws = Workspace::load(&workspace_root()).expect("cargo metadata");
    let problems: Vec<(String, Vec<Sample>)> = samples_by_problem().into_iter().collect();
    assert!(!problems.is_empty(), "no testdata folders found");
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("bundles");
    std::fs::create_dir_all(&dir).unwrap();
    let rlib = proconio_rlib(&ws, &dir);

    // rustc -O takes a few seconds per file: one worker per core.
    let next = Mutex::new(problems.iter());
    let results = Mutex::new(Vec::new());
    let workers = std::thread::available_parallelism().map_or(2, |n| n.get().min(4));
    std::thread::scope(|s| {
        for _ in 0..workers {
            s.spawn(|| loop {
                let Some((slug, samples)) = next.lock().unwrap().next() else {
                    break;
                };
                let (failures, line) = check_problem(&ws, slug, samples, &dir, &rlib);
                results.lock().unwrap().push((slug.clone(), failures, line));
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
