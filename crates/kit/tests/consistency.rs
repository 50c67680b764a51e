//! Every problem crate of this workspace has every part; a part taken away is named; and
//! `kit new` writes a crate that builds, leaving only what its author must write.

use kit::scaffold::{new_problem, Kind, Layout, Spec};
use kit::{check, problems, readme, workspace_root};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use study::shape::Value;

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
            "input shape",
            Box::new(|| edit(&dir.join("src/study.rs"), "input: Some(", "input: None, //")),
            "no input shape",
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

/// One trial shape per layout: the description, the answer, the fast and brute functions
/// that replace the template's `todo!()`s (the same plumbing rule, written from the struct),
/// the C++ rule, and the rule from the values [`study::shape`] reads (the test's oracle).
struct Trial {
    layout: Layout,
    case: &'static str,
    answer: &'static str,
    rust: &'static str,
    cpp: &'static str,
    oracle: fn(&[Value]) -> String,
}

fn numbers_of(values: &[Value], out: &mut Vec<u64>) {
    for v in values {
        match v {
            Value::Number(n) => out.push(*n),
            Value::Word(w) => out.push(w.len() as u64),
            Value::List(items) => items.iter().for_each(|item| numbers_of(item, out)),
        }
    }
}

fn sum_of(values: &[Value]) -> u64 {
    let mut all = Vec::new();
    numbers_of(values, &mut all);
    all.iter().sum()
}

fn trials() -> [Trial; 4] {
    [
        Trial {
            layout: Layout::Cases,
            case: "n:1..=50 edges[n-1](u:1..=50 v:1..=50)",
            answer: "number",
            rust: "case.edges.len() as u64 + 1 + case.edges.iter().map(|e| e.u + e.v).sum::<u64>()",
            cpp: "u64 sum = c.edges.size() + 1; for (size_t i = 0; i < c.edges.size(); ++i) sum += c.edges[i].u + c.edges[i].v; return sum;",
            oracle: |v| sum_of(v).to_string(),
        },
        Trial {
            layout: Layout::Sentinel,
            case: "k:1..=9 s[k]:1..=9 m:1..=9 games[m](l:1..=9 h[l]:0..=9)",
            answer: "line",
            rust: "case.games.iter().map(|g| if (case.s.len() as u64 + case.s.iter().sum::<u64>() + g.h.len() as u64 + g.h.iter().sum::<u64>()) % 2 == 1 { 'W' } else { 'L' }).collect()",
            cpp: "u64 base = c.s.size(); for (size_t i = 0; i < c.s.size(); ++i) base += c.s[i]; std::string line; for (size_t i = 0; i < c.games.size(); ++i) { u64 x = base + c.games[i].h.size(); for (size_t j = 0; j < c.games[i].h.size(); ++j) x += c.games[i].h[j]; line += x % 2 == 1 ? 'W' : 'L'; } return line;",
            oracle: |v| {
                let base = match (&v[0], &v[1]) {
                    (Value::Number(k), s) => k + sum_of(std::slice::from_ref(s)),
                    _ => unreachable!(),
                };
                let Value::List(games) = &v[3] else { unreachable!() };
                games
                    .iter()
                    .map(|g| if (base + sum_of(g)) % 2 == 1 { 'W' } else { 'L' })
                    .collect()
            },
        },
        Trial {
            layout: Layout::Eof,
            case: "m:1..=99 n:0..=99 p:0..=99",
            answer: "words:Yes,No",
            rust: "(case.m + case.n + case.p) % 2 == 1",
            cpp: "return (c.m + c.n + c.p) % 2 == 1;",
            oracle: |v| if sum_of(v) % 2 == 1 { "Yes" } else { "No" }.into(),
        },
        Trial {
            layout: Layout::Single,
            case: "n:1..=9 k:0..=9 a[n]:0..=9 w:word",
            answer: "words:First,Second",
            rust: "(case.a.len() as u64 + case.k + case.a.iter().sum::<u64>() + case.w.len() as u64) % 2 == 1",
            cpp: "u64 x = c.a.size() + c.k + c.w.size(); for (size_t i = 0; i < c.a.size(); ++i) x += c.a[i]; return x % 2 == 1;",
            oracle: |v| if sum_of(v) % 2 == 1 { "First" } else { "Second" }.into(),
        },
    ]
}

fn spec_of(t: &Trial) -> Spec {
    Spec::new(t.layout, Some(t.case), Some(t.answer), Kind::Plain).unwrap()
}

/// `src/lib.rs` of a new crate with the two `todo!()`s replaced by `body`.
fn fill_in(lib: &Path, body: &str) {
    fill_each(lib, &[body, body]);
}

/// The file `path` with its `todo!()` lines replaced by `bodies`, in order, one each.
fn fill_each(path: &Path, bodies: &[&str]) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut out = String::new();
    let mut bodies = bodies.iter();
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        if line.trim_start().starts_with("todo!(") {
            let body = bodies.next().expect("a body for each todo!()");
            out += &format!("    {body}\n");
            // A call rustfmt laid out over several lines ends with its own `)` line.
            if !line.ends_with(')') {
                lines.find(|l| l.trim() == ")");
            }
        } else {
            out += line;
            out.push('\n');
        }
    }
    assert!(
        bodies.next().is_none(),
        "{}: fewer todo!()s",
        path.display()
    );
    std::fs::write(path, out).unwrap();
}

/// A crate of a kind other than the plain one, for the scaffold test: its description, the
/// rule written into each file's `todo!()`s, a sample, and a wrong rule planted in one file.
struct KindTrial {
    kind: Kind,
    case: &'static str,
    answer: Option<&'static str>,
    fills: &'static [(&'static str, &'static [&'static str])],
    sample: (&'static str, &'static str),
    planted: (&'static str, &'static str, &'static str),
}

/// A checker problem: print any `d` in `1..=n` of `n`'s parity (the fast rule prints `n`, the
/// brute force the least, the sample a third answer); and an interactive one: the judge sends
/// `n`, the program answers `n + 1`.
fn kind_trials() -> [KindTrial; 2] {
    [
        KindTrial {
            kind: Kind::Checker,
            case: "n:1..=60",
            answer: Some("number"),
            fills: &[
                ("src/lib.rs", &["case.n", "2 - case.n % 2"]),
                (
                    "src/checker.rs",
                    &["{ let mut numbers = input.split_whitespace().map(|t| t.parse::<u64>().map_err(|_| format!(\"bad input {t:?}\"))); let t = numbers.next().ok_or(\"no input\")??; let mut got = output.split_whitespace(); for _ in 0..t { let n = numbers.next().ok_or(\"short input\")??; let token = got.next().ok_or(\"too few answers\")?; let d: u64 = token.parse().map_err(|_| format!(\"{token:?}\"))?; if d < 1 || d > n || d % 2 != n % 2 { return Err(format!(\"{d} for {n}\")); } } match got.next() { None => Ok(()), Some(extra) => Err(format!(\"extra {extra:?}\")) } }"],
                ),
            ],
            sample: ("3\n4\n7\n10\n", "2\n3\n10\n"),
            planted: ("src/checker.rs", "d % 2 != n % 2", "d % 2 == n % 2"),
        },
        KindTrial {
            kind: Kind::Interactive,
            case: "n:1..=20",
            answer: None,
            fills: &[
                (
                    "src/lib.rs",
                    &[
                        "{ use std::io::Write; writeln!(out, \"{}\", case.n + 1)?; input.flush(out) }",
                        "{ use std::io::Write; let reply = (0..).find(|m| *m > case.n).unwrap_or(0); writeln!(out, \"{reply}\")?; input.flush(out) }",
                    ],
                ),
                (
                    "src/study.rs",
                    &["{ let _ = rng; let got: u64 = program.read(\"the answer\")?; if got == case.n + 1 { Ok(got.to_string()) } else { program.send(\"-1\")?; Err(format!(\"{got} is not {}\", case.n + 1)) } }"],
                ),
            ],
            sample: ("2\n3\n5\n", "4 6\n"),
            planted: ("src/lib.rs", "case.n + 1)?", "case.n + 2)?"),
        },
    ]
}

fn kind_slug(kind: Kind) -> String {
    format!("zz-new-{}", kind.option().unwrap().trim_start_matches('-'))
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
    let kinds = kind_trials();
    let mut slugs: Vec<String> = Layout::ALL.into_iter().map(slug).collect();
    slugs.extend(kinds.iter().map(|k| kind_slug(k.kind)));
    for s in &slugs {
        let _ = std::fs::remove_dir_all(ws.join("crates").join(s));
        let _ = std::fs::remove_dir_all(ws.join("testdata").join(s));
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
    for t in trials() {
        let written = new_problem(ws, &slug(t.layout), &spec_of(&t), true).unwrap();
        assert!(written.iter().any(|p| p.ends_with("src/study.rs")));
        let cpp = format!("cpp/{}.cpp", slug(t.layout));
        assert!(written.iter().any(|p| p.ends_with(&cpp)), "{written:?}");
    }
    for k in &kinds {
        let spec = Spec::new(Layout::Cases, Some(k.case), k.answer, k.kind).unwrap();
        let written = new_problem(ws, &kind_slug(k.kind), &spec, false).unwrap();
        for (file, _) in k.fills {
            assert!(written.iter().any(|p| p.ends_with(file)), "{written:?}");
        }
    }
    assert!(
        new_problem(ws, &slug(Layout::Cases), &spec_of(&trials()[2]), false).is_err(),
        "a second `new` must refuse"
    );
    // `quiet`: the output kept back (a run expected to fail).
    let cargo_on = |slugs: &[String], args: &[&str], quiet: bool| {
        // The packages right after the command, before any `--`.
        let mut all = vec![args[0]];
        for s in slugs {
            all.extend(["-p", s]);
        }
        all.extend(&args[1..]);
        Command::new(env!("CARGO"))
            .current_dir(ws)
            .env("CARGO_TARGET_DIR", scratch.join("target"))
            .args(&all)
            .stdout(if quiet {
                Stdio::null()
            } else {
                Stdio::inherit()
            })
            .stderr(if quiet {
                Stdio::null()
            } else {
                Stdio::inherit()
            })
            .status()
            .unwrap()
            .success()
    };
    let cargo = |args: &[&str]| cargo_on(&slugs, args, false);
    // As written, with the rule left to write: they compile, laid out as `cargo fmt` would.
    assert!(
        cargo(&["check", "--offline", "--quiet", "--tests"]),
        "a new crate does not compile"
    );
    assert!(cargo(&["fmt", "--check"]), "a new crate is not formatted");

    let report = check(ws).unwrap();
    let readme = std::fs::read_to_string(ws.join("README.md")).unwrap();
    for layout in Layout::ALL {
        let slug = slug(layout);
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
    // A checker or interactive crate lacks the same, but the C++ rule: its checker or jury is
    // wired already (`kit check` names nothing about it).
    for k in &kinds {
        let slug = kind_slug(k.kind);
        let mine: Vec<&String> = report.iter().filter(|l| l.contains(&slug)).collect();
        let expected = [
            "README.md (the statement) still says TODO",
            "Cargo.toml still has TODO in `description`, `title`, `judge`, `id`, `url`",
            "src/study.rs still has the template's moves",
            "has no row in crates/kit/src/judges.rs",
            "no samples",
        ];
        assert_eq!(mine.len(), expected.len(), "{:?}: {mine:#?}", k.kind);
        for part in expected {
            assert!(mine.iter().any(|l| l.contains(part)), "{part}: {mine:#?}");
        }
    }

    // With a rule written in the struct's fields, the crates' own tests pass: every small
    // case, random inputs through `solve` and `brute_solve` (two readers), the contract.
    // A sample each, answered by the oracle.
    let mut rng = study::fastrand::Rng::with_seed(5);
    for t in trials() {
        fill_in(
            &ws.join(format!("crates/{}/src/lib.rs", slug(t.layout))),
            t.rust,
        );
        let shape = spec_of(&t).shape;
        let count = if t.layout == Layout::Single { 1 } else { 3 };
        let cases: Vec<_> = (0..count)
            .map(|_| shape.random(&mut rng, 8, |_, s| u64::from(s)))
            .collect();
        let data = ws.join("testdata").join(slug(t.layout));
        std::fs::write(data.join("sample-1.in"), shape.input(&cases)).unwrap();
        let answers: String = cases.iter().map(|c| (t.oracle)(c) + "\n").collect();
        std::fs::write(data.join("sample-1.out"), answers).unwrap();
    }
    for k in &kinds {
        let dir = ws.join("crates").join(kind_slug(k.kind));
        for (file, bodies) in k.fills {
            fill_each(&dir.join(file), bodies);
        }
        let data = ws.join("testdata").join(kind_slug(k.kind));
        std::fs::write(data.join("sample-1.in"), k.sample.0).unwrap();
        std::fs::write(data.join("sample-1.out"), k.sample.1).unwrap();
    }
    assert!(
        cargo(&["test", "--offline", "--quiet"]),
        "a new crate's tests fail once its rule is written"
    );
    assert!(
        cargo(&[
            "clippy",
            "--offline",
            "--quiet",
            "--all-targets",
            "--",
            "-D",
            "warnings"
        ]),
        "clippy warns of a new crate"
    );

    // A wrong checker (refusing right answers) and a wrong strategy each fail their crate's
    // tests.
    for k in &kinds {
        let slug = kind_slug(k.kind);
        let (file, from, to) = k.planted;
        let path = ws.join("crates").join(&slug).join(file);
        let text = std::fs::read_to_string(&path).unwrap();
        assert!(text.contains(from), "{slug}/{file} has no {from:?}");
        std::fs::write(&path, text.replacen(from, to, 1)).unwrap();
        assert!(
            !cargo_on(
                std::slice::from_ref(&slug),
                &["test", "--offline", "--quiet", "--lib"],
                true
            ),
            "{slug}: the tests pass with {to:?} planted in {file}"
        );
        std::fs::write(&path, text).unwrap();
    }
}

/// The C++ program of `kit new --cpp`, for a shape in every layout: it builds with the judge's
/// flags (warnings are errors), refuses bad input as the Rust reader does (status 1, one line,
/// the same message), stops at the rule left to write, and with the rule written answers
/// random inputs of the shape as the values read from them say.
#[test]
fn the_cpp_program_reads_the_shape_it_was_written_for() {
    let dir = tempfile::tempdir().unwrap();
    let mut rng = study::fastrand::Rng::with_seed(11);
    for t in trials() {
        let spec = spec_of(&t);
        let slug = format!("zz-cpp-{}", t.layout.name());
        let ws = dir.path().join(t.layout.name());
        std::fs::create_dir_all(ws.join("crates/lab")).unwrap();
        std::fs::write(ws.join("crates/lab/Cargo.toml"), "[dependencies]\n").unwrap();
        std::fs::write(ws.join("README.md"), "").unwrap();
        // The README has no tables to update here: only the files before it matter.
        let _ = new_problem(&ws, &slug, &spec, true);
        let source = ws.join(format!("crates/{slug}/cpp/{slug}.cpp"));
        let input = spec
            .shape
            .input(&[spec.shape.random(&mut rng, 4, |_, _| 5)]);
        let build = || judge::cpp::Program::build(&source).unwrap_or_else(|e| panic!("{e}"));
        let run = build().run(input.as_bytes());
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr),
            (
                Some(1),
                "",
                format!("error: the rule of cpp/{slug}.cpp is not written yet\n")
            ),
            "{:?}",
            t.layout
        );

        let text = std::fs::read_to_string(&source).unwrap();
        let stub = text.find("    // TODO: the fast rule").unwrap();
        let end = stub + text[stub..].find("\n}\n").unwrap();
        std::fs::write(
            &source,
            format!("{}    {}{}", &text[..stub], t.cpp, &text[end..]),
        )
        .unwrap();
        let program = build();
        for size in 1..=40 {
            let count = if t.layout == Layout::Single {
                1
            } else {
                1 + size % 4
            };
            let cases: Vec<_> = (0..count)
                .map(|_| spec.shape.random(&mut rng, size, |_, s| u64::from(s)))
                .collect();
            let input = spec.shape.input(&cases);
            let run = program.run(input.as_bytes());
            let expected: String = cases.iter().map(|c| (t.oracle)(c) + "\n").collect();
            assert_eq!((run.code, run.stdout), (Some(0), expected), "{input}");
        }
        // The first field refused as the Rust reader refuses it.
        let first = &spec.shape.fields[0];
        let (lo, hi) = first.bounds().unwrap();
        let expected = match t.layout {
            Layout::Cases => "T: expected an integer in 1..=100000".to_string(),
            Layout::Sentinel => format!(
                "case 1: {}: expected an integer in {lo}..={hi} or 0 to end",
                first.name
            ),
            Layout::Eof => format!("case 1: {}: expected an integer in {lo}..={hi}", first.name),
            Layout::Single => format!("{}: expected an integer in {lo}..={hi}", first.name),
        };
        let run = program.run(b"x");
        assert_eq!(
            (run.code, run.stdout.as_str(), run.stderr),
            (
                Some(1),
                "",
                format!("error: {expected}, found \"x\" (token 1, line 1)\n")
            ),
        );
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
