//! Every problem crate of this workspace has every part; a part taken away is named; and
//! `kit new` writes a crate that builds, leaving only what its author must write.

use kit::scaffold::{new_problem, Layout};
use kit::{check, problems, readme, workspace_root};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    workspace_root(Path::new(env!("CARGO_MANIFEST_DIR"))).unwrap()
}

#[test]
fn every_problem_crate_is_complete_and_the_readme_tables_are_current() {
    let missing = check(&root()).unwrap();
    assert!(
        missing.is_empty(),
        "{} missing parts (`just readme` rewrites the tables):\n{}",
        missing.len(),
        missing.join("\n")
    );
    assert!(problems(&root()).unwrap().len() >= 13);
}

#[test]
fn a_problem_missing_any_part_is_reported_by_crate_and_part() {
    const SLUG: &str = "p1857-prime-stones";
    let tmp = workspace_of(SLUG);
    let ws = tmp.path();
    let fresh_readme = || {
        let text = std::fs::read_to_string(root().join("README.md")).unwrap();
        std::fs::write(
            ws.join("README.md"),
            readme::update(&text, &problems(ws).unwrap()).unwrap(),
        )
        .unwrap();
    };
    fresh_readme();
    assert_eq!(check(ws).unwrap(), Vec::<String>::new());

    let dir = ws.join("crates").join(SLUG);
    let edit = |rel: &Path, from: &str, to: &str| {
        let text = std::fs::read_to_string(rel).unwrap();
        assert!(text.contains(from), "{} has no {from:?}", rel.display());
        std::fs::write(rel, text.replacen(from, to, 1)).unwrap();
    };
    let manifest = dir.join("Cargo.toml");
    let lab = ws.join("crates/lab/Cargo.toml");
    let readme = ws.join("README.md");
    let first_in = ws.join(format!("testdata/{SLUG}/sample-1.in"));
    let first_out = first_in.with_extension("out");
    type Break<'a> = Box<dyn Fn() + 'a>;
    let cases: Vec<(&str, Break, &str)> = vec![
        (
            "statement",
            Box::new(|| std::fs::remove_file(dir.join("README.md")).unwrap()),
            "no statement (README.md)",
        ),
        (
            "statement section",
            Box::new(|| edit(&dir.join("README.md"), "## Limits", "## Bounds")),
            "README.md has no `## Limits` section",
        ),
        (
            "metadata",
            Box::new(|| {
                edit(
                    &manifest,
                    "[package.metadata.problem]",
                    "[package.metadata.other]",
                )
            }),
            "[package.metadata.problem]: no table at all",
        ),
        (
            "metadata key",
            Box::new(|| edit(&manifest, "memory-limit-mib", "memory")),
            "no metadata key `memory-limit-mib`",
        ),
        (
            "known judge",
            Box::new(|| edit(&manifest, "judge = \"Luogu\"", "judge = \"Nowhere\"")),
            "judge `Nowhere` has no row",
        ),
        (
            "solve",
            Box::new(|| edit(&dir.join("src/lib.rs"), "pub fn solve(", "pub fn answer(")),
            "no `pub fn solve(`",
        ),
        (
            "reading with input!",
            Box::new(|| edit(&dir.join("src/lib.rs"), "use proconio::input;", "")),
            "src/lib.rs: `solve` does not read with proconio's `input!`",
        ),
        (
            "brute_solve",
            Box::new(|| {
                edit(
                    &dir.join("src/lib.rs"),
                    "pub fn brute_solve(",
                    "pub fn slow_solve(",
                )
            }),
            "src/lib.rs has no `pub fn brute_solve(`",
        ),
        (
            "brute_solve in the descriptor",
            Box::new(|| {
                edit(
                    &dir.join("src/study.rs"),
                    "brute_solve: Some(",
                    "brute_solve: None, //",
                )
            }),
            "no whole-input brute force",
        ),
        (
            "a TODO in the statement",
            Box::new(|| {
                edit(
                    &dir.join("README.md"),
                    "## Limits",
                    "## Limits\n\nTODO: check",
                )
            }),
            "README.md (the statement) still says TODO, 1 times",
        ),
        (
            "a TODO in the metadata",
            Box::new(|| edit(&manifest, "title = \"", "title = \"TODO ")),
            "Cargo.toml still has TODO in `title`",
        ),
        (
            "common main",
            Box::new(|| edit(&dir.join("src/main.rs"), "shared::input::run", "my::run")),
            "src/main.rs is not the common main",
        ),
        (
            "doc example that never runs",
            Box::new(|| {
                edit(
                    &dir.join("src/lib.rs"),
                    "pub fn solve(",
                    "/// ```\n/// assert!(true);\n/// ```\npub fn solve(",
                )
            }),
            "src/lib.rs has a doc example, which never runs",
        ),
        (
            "study descriptor",
            Box::new(|| std::fs::remove_file(dir.join("src/study.rs")).unwrap()),
            "no study descriptor (src/study.rs)",
        ),
        (
            "random-input generator",
            Box::new(|| {
                edit(
                    &dir.join("src/study.rs"),
                    "stress: Some(",
                    "stress: None, //",
                )
            }),
            "no random-input generator",
        ),
        (
            "worst-case generator",
            Box::new(|| {
                edit(
                    &dir.join("src/study.rs"),
                    "worst_cases: Some(",
                    "worst_cases: None, //",
                )
            }),
            "no worst-case generator",
        ),
        (
            "samples",
            Box::new(|| std::fs::remove_dir_all(ws.join(format!("testdata/{SLUG}"))).unwrap()),
            "no samples",
        ),
        (
            "an answer",
            Box::new(|| std::fs::remove_file(&first_out).unwrap()),
            "sample-1.in has no .out",
        ),
        (
            "lab dependency",
            Box::new(|| edit(&lab, &format!("{SLUG} = "), "# ")),
            "no dependency line in crates/lab/Cargo.toml",
        ),
        (
            "README row",
            Box::new(|| edit(&readme, &format!("| [{SLUG}]"), "| [gone]")),
            "no row in README.md's problem table",
        ),
    ];
    for (what, break_it, expected) in cases {
        // A fresh copy of the crate and its neighbours for each case.
        for rel in [
            format!("crates/{SLUG}"),
            format!("testdata/{SLUG}"),
            "crates/lab/Cargo.toml".into(),
        ] {
            mirror(&rel, ws);
        }
        fresh_readme();
        let _ = &first_in;
        break_it();
        let report = check(ws).unwrap();
        assert!(
            report
                .iter()
                .any(|l| l.contains(SLUG) && l.contains(expected)),
            "without its {what}, expected a line naming {SLUG} and {expected:?}; got {report:#?}"
        );
    }
}

#[test]
fn a_problem_whose_judges_take_no_rust_needs_its_cpp_program() {
    const SLUG: &str = "hdu7287-alice-game";
    let tmp = workspace_of(SLUG);
    let ws = tmp.path();
    let report = || {
        let text = std::fs::read_to_string(root().join("README.md")).unwrap();
        let fresh = readme::update(&text, &problems(ws).unwrap()).unwrap();
        std::fs::write(ws.join("README.md"), fresh).unwrap();
        check(ws).unwrap()
    };
    assert_eq!(report(), Vec::<String>::new());

    let cpp = ws.join(format!("crates/{SLUG}/cpp"));
    let program = cpp.join(format!("{SLUG}.cpp"));
    let text = std::fs::read(&program).unwrap();
    std::fs::remove_file(&program).unwrap();
    assert_eq!(
        report(),
        [format!(
            "crates/{SLUG}: no C++ program (cpp/{SLUG}.cpp): none of HDU 7287 takes Rust"
        )]
    );
    std::fs::write(cpp.join("alice.cpp"), &text).unwrap();
    let lines = report();
    assert!(
        lines.len() == 2
            && lines[1]
                == format!(
                "crates/{SLUG}: cpp/alice.cpp is not cpp/{SLUG}.cpp, the one file of a problem's \
                 C++ program"
            ),
        "{lines:#?}"
    );
    std::fs::remove_file(cpp.join("alice.cpp")).unwrap();

    // A judge that takes Rust: the C++ program is no longer required, and still allowed.
    let manifest = ws.join(format!("crates/{SLUG}/Cargo.toml"));
    let toml = std::fs::read_to_string(&manifest).unwrap();
    assert!(toml.contains("also = []"));
    std::fs::write(
        &manifest,
        toml.replace("also = []", "also = [\"Luogu P0000\"]"),
    )
    .unwrap();
    assert_eq!(report(), Vec::<String>::new());
    std::fs::write(&program, &text).unwrap();
    assert_eq!(report(), Vec::<String>::new());
}

/// A temporary workspace with the problem `slug` alone: the workspace manifest, the README,
/// the lab's and kit's manifests, the crate and its samples.
fn workspace_of(slug: &str) -> tempfile::TempDir {
    let tmp = tempfile::tempdir().unwrap();
    for rel in [
        "Cargo.toml",
        "README.md",
        "crates/lab/Cargo.toml",
        "crates/kit/Cargo.toml",
        &format!("crates/{slug}"),
        &format!("testdata/{slug}"),
    ] {
        mirror(rel, tmp.path());
    }
    tmp
}

/// Makes `to/rel` a copy of the workspace's `rel`, rewriting only the files that differ and
/// removing what the workspace no longer has, so that cargo finds the unchanged crates fresh.
fn mirror(rel: &str, to: &Path) {
    let (from, dest) = (root().join(rel), to.join(rel));
    if from.is_dir() {
        if dest.is_file() {
            std::fs::remove_file(&dest).unwrap();
        }
        std::fs::create_dir_all(&dest).unwrap();
        for entry in std::fs::read_dir(&dest).unwrap() {
            let path = entry.unwrap().path();
            if !from.join(path.file_name().unwrap()).exists() {
                if path.is_dir() {
                    std::fs::remove_dir_all(&path).unwrap();
                } else {
                    std::fs::remove_file(&path).unwrap();
                }
            }
        }
        for entry in std::fs::read_dir(&from).unwrap() {
            let name = entry.unwrap().file_name();
            mirror(&format!("{rel}/{}", name.to_string_lossy()), to);
        }
    } else {
        let text = std::fs::read(&from).unwrap();
        if dest.is_dir() {
            std::fs::remove_dir_all(&dest).unwrap();
        }
        if std::fs::read(&dest).ok().as_deref() != Some(text.as_slice()) {
            std::fs::create_dir_all(dest.parent().unwrap()).unwrap();
            std::fs::write(&dest, text).unwrap();
        }
    }
}

#[test]
fn a_new_problem_in_every_layout_builds_and_leaves_only_what_its_author_writes() {
    // The copy and its target folder stay between runs (the copy is brought up to date), so
    // that only the new crates are checked again.
    let scratch = std::env::var_os("CARGO_TARGET_DIR")
        .map_or_else(|| root().join("target"), PathBuf::from)
        .join("kit-scaffold-test");
    let ws = &scratch.join("workspace");
    let slug = |layout: Layout| format!("zz-new-{}", layout.name());
    for layout in Layout::ALL {
        let _ = std::fs::remove_dir_all(ws.join("crates").join(slug(layout)));
        let _ = std::fs::remove_dir_all(ws.join("testdata").join(slug(layout)));
    }
    for rel in [
        "Cargo.toml",
        "Cargo.lock",
        "README.md",
        "shared",
        "crates",
        "testdata",
    ] {
        mirror(rel, ws);
    }
    for layout in Layout::ALL {
        let written = new_problem(ws, &slug(layout), layout, true).unwrap();
        assert!(written.iter().any(|p| p.ends_with("src/study.rs")));
        let cpp = format!("cpp/{}.cpp", slug(layout));
        assert!(written.iter().any(|p| p.ends_with(&cpp)), "{written:?}");
    }
    assert!(
        new_problem(ws, &slug(Layout::Cases), Layout::Eof, false).is_err(),
        "a second `new` must refuse"
    );

    // `cargo check` of the four at once: compiling without code generation.
    let mut check_args = vec!["check", "--offline", "--quiet", "--tests"];
    let slugs: Vec<String> = Layout::ALL.into_iter().map(slug).collect();
    for s in &slugs {
        check_args.extend(["-p", s]);
    }
    let status = Command::new(env!("CARGO"))
        .current_dir(ws)
        .env("CARGO_TARGET_DIR", scratch.join("target"))
        .args(&check_args)
        .status()
        .unwrap();
    assert!(status.success(), "a new crate does not compile");

    let report = check(ws).unwrap();
    let readme = std::fs::read_to_string(ws.join("README.md")).unwrap();
    for (layout, slug) in Layout::ALL.into_iter().zip(&slugs) {
        let mine: Vec<&String> = report
            .iter()
            .filter(|l| l.contains(slug.as_str()))
            .collect();
        let expected = [
            "README.md (the statement) still says TODO",
            "Cargo.toml still has TODO in `description`, `title`, `judge`, `id`, `url`",
            "src/study.rs still has the template's moves",
            "still says TODO, 3 times; the first on line 1 (the C++ program's rule",
            "has no row in crates/kit/src/judges.rs",
            "no samples",
        ];
        assert_eq!(
            mine.len(),
            expected.len(),
            "{layout:?}: the new crate should lack only its statement, C++ rule, metadata, \
             moves, judge and samples: {report:#?}"
        );
        for part in expected {
            assert!(
                mine.iter().any(|l| l.contains(part)),
                "{layout:?}: {part}: {mine:#?}"
            );
        }
        assert!(readme.contains(&format!("[{slug}](crates/{slug}/README.md)")));
    }
    let sentinel = std::fs::read_to_string(ws.join("crates/zz-new-sentinel/src/lib.rs")).unwrap();
    assert!(sentinel.contains("Pile: Option<u64> = 1..=MAX_N, or 0, \"n\";"));
    let eof = std::fs::read_to_string(ws.join("crates/zz-new-eof/src/study.rs")).unwrap();
    assert!(eof.contains("stress::<UntilEof<Piles>>"));
}

/// The C++ program of `kit new --cpp`, in every layout: it builds with the judge's flags
/// (warnings are errors), refuses bad input as the Rust template's `solve` does (status 1, one
/// line, the same message) and stops at the rule left to write.
#[test]
fn the_cpp_skeleton_builds_reads_as_the_rust_template_and_waits_for_its_rule() {
    let dir = tempfile::tempdir().unwrap();
    let limit = "1000000000000000000";
    for (layout, valid, bad) in [
        (
            Layout::Cases,
            "1\n5\n",
            "error: T: expected an integer in 1..=100000, found \"x\" (token 1, line 1)".to_string(),
        ),
        (
            Layout::Sentinel,
            "5\n0\n",
            format!(
                "error: case 1: n: expected an integer in 1..={limit} or 0 to end, found \"x\" \
                 (token 1, line 1)"
            ),
        ),
        (
            Layout::Eof,
            "5\n\x1a\n",
            format!("error: case 1: n: expected an integer in 0..={limit}, found \"x\" (token 1, line 1)"),
        ),
        (
            Layout::Single,
            "5\n",
            format!("error: n: expected an integer in 0..={limit}, found \"x\" (token 1, line 1)"),
        ),
    ] {
        let slug = format!("zz-cpp-{}", layout.name());
        let ws = dir.path().join(layout.name());
        std::fs::create_dir_all(ws.join("crates/lab")).unwrap();
        std::fs::write(ws.join("crates/lab/Cargo.toml"), "[dependencies]\n").unwrap();
        std::fs::write(ws.join("README.md"), "").unwrap();
        // The README has no tables to update here: only the files before it matter.
        let _ = new_problem(&ws, &slug, layout, true);
        let source = ws.join(format!("crates/{slug}/cpp/{slug}.cpp"));
        let program = judge::cpp::Program::build(&source).unwrap_or_else(|e| panic!("{e}"));
        for (input, expected) in [
            ("x".to_string(), bad.clone()),
            (
                valid.to_string(),
                format!("error: the rule of cpp/{slug}.cpp is not written yet"),
            ),
            // A number out of range is named as a number, as the Rust reader names it.
            (
                "18446744073709551615".to_string(),
                bad.replace("\"x\"", "18446744073709551615"),
            ),
        ] {
            let run = program.run(input.as_bytes());
            assert_eq!(run.code, Some(1), "{layout:?} on {input:?}");
            assert_eq!(run.stdout, "", "{layout:?} on {input:?}");
            assert_eq!(
                run.stderr,
                format!("{expected}\n"),
                "{layout:?} on {input:?}"
            );
        }
    }
}

/// The counts and lists of the guide are generated: a copy of the workspace with one problem
/// gets them for one problem, a hand-edited count is named as stale, and a C++ program taken
/// away leaves the list (the counts follow the files, not a number typed in).
#[test]
fn the_generated_counts_and_lists_of_the_docs_follow_the_crates() {
    const SLUG: &str = "hdu7287-alice-game";
    let tmp = workspace_of(SLUG);
    let ws = tmp.path();
    mirror("docs", ws);
    let write_all = || readme::write_all(ws, &problems(ws).unwrap()).unwrap();
    write_all();
    assert_eq!(check(ws).unwrap(), Vec::<String>::new());
    let page = |rel: &str| std::fs::read_to_string(ws.join(rel)).unwrap();
    let cpp_line = format!("1 problems carry a C++ program: {SLUG}.");
    assert!(page("docs/submitting.md").contains(&cpp_line));
    assert!(page("README.md").contains("1 problems; 1 give the lab their moves"));

    let edited = page("docs/submitting.md").replace(&cpp_line, "2 problems carry a C++ program.");
    std::fs::write(ws.join("docs/submitting.md"), edited).unwrap();
    assert_eq!(
        check(ws).unwrap(),
        ["docs/submitting.md: a generated part (table, count or list) is stale (run `just readme`)"]
    );
    write_all();
    assert!(page("docs/submitting.md").contains(&cpp_line));

    std::fs::remove_dir_all(ws.join(format!("crates/{SLUG}/cpp"))).unwrap();
    write_all();
    assert!(page("docs/submitting.md").contains("0 problems carry a C++ program: none."));
}

#[test]
fn a_checker_out_of_its_file_or_not_wired_is_reported() {
    // The first problem with a checker, whichever it is.
    let all = problems(&root()).unwrap();
    let p = all
        .iter()
        .find(|p| p.dir.join("src/checker.rs").is_file())
        .expect("a problem with a checker (cf150a has one)");
    let slug = p.slug.clone();
    let tmp = workspace_of(&slug);
    let ws = tmp.path();
    let text = std::fs::read_to_string(root().join("README.md")).unwrap();
    let fresh = readme::update(&text, &problems(ws).unwrap()).unwrap();
    std::fs::write(ws.join("README.md"), fresh).unwrap();
    assert_eq!(check(ws).unwrap(), Vec::<String>::new());

    let dir = ws.join("crates").join(&slug);
    let edit = |rel: &str, from: &str, to: &str| {
        let path = dir.join(rel);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{rel} has no {from:?}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
    };
    edit("src/study.rs", "Some(crate::checker)", "None");
    edit("src/lib.rs", "pub use checker::checker;", "");
    let lines = check(ws).unwrap();
    assert_eq!(lines.len(), 2, "{lines:#?}");
    assert!(lines[0].starts_with(&format!(
        "crates/{slug}: src/lib.rs does not declare and re-export its checker"
    )));
    assert!(lines[1].starts_with(&format!(
        "crates/{slug}: src/study.rs: the random cases do not name the checker"
    )));

    // The checker written in lib.rs, with no src/checker.rs: the registry would miss it.
    std::fs::remove_file(dir.join("src/checker.rs")).unwrap();
    edit("src/lib.rs", "pub mod checker;", "pub fn checker() {}");
    let lines = check(ws).unwrap();
    assert_eq!(
        lines,
        [format!(
            "crates/{slug}: src/lib.rs writes `pub fn checker(`: put it in src/checker.rs, where \
             crates/judge finds it"
        )]
    );
}
