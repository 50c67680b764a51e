//! # kit: what a problem crate consists of
//!
//! A problem is any crate `crates/<slug>/` but the tools ([`TOOLS`]).
//! [`check`] names every part one lacks; [`readme`] generates the README's and the guide's
//! tables, counts and lists from the metadata (`kit readme` writes them, a test fails when they
//! are stale);
//! [`scaffold::new_problem`] writes a new problem from the template (`kit new SLUG`).
//!
//! The parts of a problem `<slug>`:
//! - `crates/<slug>/README.md`: the statement, with the headings in [`STATEMENT_HEADINGS`];
//! - `[package.metadata.problem]` with every key of [`METADATA_KEYS`], and a `description`
//!   (the game in a few words: the README's table and the lab's list show it);
//! - `src/lib.rs` with `pub fn solve` reading with proconio's `input!` (over
//!   `shared::input::Input`, with the range-checked types of `shared::ranged!`),
//!   `pub fn brute_solve` (the whole input answered from the
//!   rules by its own input loop, what `just stress` compares `solve` with) and
//!   `pub mod study;`, and `src/main.rs` equal to
//!   [`main_rs`] (the same in every crate); no doc example where `[lib] doctest = false` says
//!   rustdoc's pass is skipped;
//! - `src/study.rs`, the lab's descriptor, with a random-input generator (`stress: Some`),
//!   `brute_solve: Some` and worst cases (`worst_cases: Some`);
//! - no `TODO` left in the statement, the C++ program, the metadata or the descriptor's moves
//!   (the template's placeholders);
//! - `cpp/<slug>.cpp`, when no judge it lists takes Rust (see [`missing_cpp`]);
//! - where several answers are right, the checker in `src/checker.rs`, re-exported by
//!   `src/lib.rs` and named by the descriptor's random cases (see [`checker_parts`]);
//! - `testdata/<slug>/` with at least one `.in`/`.out` pair and no `.in` without its `.out`;
//! - the lab's dependency line (`crates/lab/Cargo.toml`), and README and guide tables, counts
//!   and lists that include it;
//! - a generator whose inputs its own `solve` accepts ([`inputs`]: the one check that runs
//!   code, which the binary's `kit check` adds to [`check`]).
//!
//! ## Tested
//! `tests/consistency.rs`: every problem of this workspace is complete and the README is up to
//! date; a copy of a complete problem with each part removed in turn is reported, naming the
//! crate and the part; `kit new` in every layout, and with `--checker` and `--interactive`, in a
//! temporary copy of the workspace, type-checks, and what it leaves to write is exactly what
//! `check` reports; with a rule filled in, each crate's own tests pass, and a wrong checker or
//! strategy planted fails them. The lab's tests
//! run every problem's generated inputs through its `solve`, as [`inputs`] does.

pub mod codegen;
pub mod inputs;
pub mod judges;
pub mod kind;
pub mod readme;
pub mod scaffold;
pub mod usage;

use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The crates under `crates/` that are tools, not problems.
pub const TOOLS: &[&str] = &["bench", "bundle", "judge", "kit", "lab", "study"];

/// The headings a statement (`crates/<slug>/README.md`) must have.
pub const STATEMENT_HEADINGS: &[&str] = &[
    "## The game",
    "## Input",
    "## Output",
    "## Limits",
    "## Samples",
    "## Rule",
];

/// The keys of `[package.metadata.problem]`.
pub const METADATA_KEYS: &[&str] = &[
    "title",
    "judge",
    "id",
    "url",
    "also",
    "time-limit-ms",
    "memory-limit-mib",
];

/// Where to submit a problem and under which limits, from its `Cargo.toml`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Metadata {
    pub title: String,
    /// The judge to submit to, e.g. "Luogu".
    pub judge: String,
    /// The problem's id there, e.g. "P1857".
    pub id: String,
    /// The problem's address; empty when it is not known.
    pub url: String,
    /// The same problem elsewhere, e.g. "COGS 56".
    pub also: Vec<String>,
    pub time_limit_ms: u64,
    pub memory_limit_mib: u64,
}

/// One problem crate.
#[derive(Debug, Clone)]
pub struct Problem {
    pub slug: String,
    pub dir: PathBuf,
    /// The package's `description`: the game in a few words.
    pub description: String,
    /// `Err` says which key is missing or malformed.
    pub metadata: Result<Metadata, String>,
    /// False when `[lib] doctest = false`: then no doc comment may hold an example.
    pub doctest: bool,
}

/// The `main.rs` of every problem crate.
pub fn main_rs(crate_ident: &str) -> String {
    format!("fn main() {{\n    shared::input::run({crate_ident}::solve);\n}}\n")
}

/// The `main.rs` of an interactive problem's crate: `solve` talks with the judge line by
/// line (`shared::input::run_interactive`).
pub fn interactive_main_rs(crate_ident: &str) -> String {
    main_rs(crate_ident).replace("::run(", "::run_interactive(")
}

/// The crate name as Rust code writes it (`p1857_prime_stones`).
pub fn crate_ident(slug: &str) -> String {
    slug.replace('-', "_")
}

/// Every problem crate of the workspace at `root`, sorted by slug.
///
/// # Errors
/// If `crates/` cannot be read or a `Cargo.toml` is not TOML.
pub fn problems(root: &Path) -> Result<Vec<Problem>> {
    let mut out = Vec::new();
    let crates = root.join("crates");
    for entry in std::fs::read_dir(&crates).with_context(|| format!("{}", crates.display()))? {
        let dir = entry?.path();
        let manifest = dir.join("Cargo.toml");
        if !manifest.is_file() {
            continue;
        }
        let text = std::fs::read_to_string(&manifest)?;
        let toml: toml::Table = text
            .parse()
            .with_context(|| format!("{} is not TOML", manifest.display()))?;
        let slug = dir.file_name().unwrap().to_string_lossy().into_owned();
        if TOOLS.contains(&slug.as_str()) {
            continue;
        }
        let package = toml.get("package").and_then(|p| p.as_table());
        let meta = package
            .and_then(|p| p.get("metadata"))
            .and_then(|m| m.get("problem"));
        let description = package
            .and_then(|p| p.get("description"))
            .and_then(|d| d.as_str())
            .unwrap_or_default()
            .to_string();
        let doctest = toml
            .get("lib")
            .and_then(|l| l.get("doctest"))
            .and_then(|d| d.as_bool())
            .unwrap_or(true);
        out.push(Problem {
            slug,
            dir,
            description,
            doctest,
            metadata: meta
                .ok_or_else(|| "table at all".to_string())
                .and_then(metadata),
        });
    }
    out.sort_by(|a, b| a.slug.cmp(&b.slug));
    Ok(out)
}

fn metadata(meta: &toml::Value) -> Result<Metadata, String> {
    let text = |key: &str| -> Result<String, String> {
        match meta.get(key).and_then(|v| v.as_str()) {
            Some(s) if !s.trim().is_empty() => Ok(s.to_string()),
            _ => Err(format!("metadata key `{key}` (a non-empty string)")),
        }
    };
    let number = |key: &str| -> Result<u64, String> {
        match meta.get(key).and_then(|v| v.as_integer()) {
            Some(n) if n > 0 => Ok(n as u64),
            _ => Err(format!("metadata key `{key}` (a positive integer)")),
        }
    };
    let also = match meta.get("also").and_then(|v| v.as_array()) {
        Some(list) => list
            .iter()
            .map(|v| v.as_str().map(str::to_string))
            .collect::<Option<Vec<_>>>()
            .ok_or("metadata key `also` (a list of strings)")?,
        None => return Err("metadata key `also` (a list of strings, may be empty)".into()),
    };
    Ok(Metadata {
        title: text("title")?,
        judge: text("judge")?,
        id: text("id")?,
        url: match meta.get("url").and_then(|v| v.as_str()) {
            Some(url) => url.to_string(),
            None => return Err("metadata key `url` (a string, empty when unknown)".into()),
        },
        also,
        time_limit_ms: number("time-limit-ms")?,
        memory_limit_mib: number("memory-limit-mib")?,
    })
}

/// Every missing part of every problem of the workspace at `root`, one line each, naming
/// the crate and the part; empty when everything is in place.
///
/// # Errors
/// If the workspace cannot be read at all.
pub fn check(root: &Path) -> Result<Vec<String>> {
    let problems = problems(root)?;
    let mut missing = Vec::new();
    for p in &problems {
        let parts = missing_parts(root, p).into_iter();
        let parts = parts.chain(stress_parts(p)).chain(checker_parts(p));
        for part in parts.chain(todo_parts(p)) {
            missing.push(format!("crates/{}: {part}", p.slug));
        }
    }
    let readme = std::fs::read_to_string(root.join("README.md")).unwrap_or_default();
    if !readme.contains(readme::PROBLEMS_BEGIN) {
        missing.push("README.md: no problem table (its begin marker is gone)".into());
    }
    let absent: Vec<&str> = problems
        .iter()
        .filter(|p| !readme.contains(&format!("[{}](crates/{}/README.md)", p.slug, p.slug)))
        .map(|p| p.slug.as_str())
        .collect();
    for slug in &absent {
        missing.push(format!(
            "crates/{slug}: no row in README.md's problem table (run `just readme`)"
        ));
    }
    for page in readme::pages(root)? {
        let text = std::fs::read_to_string(&page).unwrap_or_default();
        let name = page
            .strip_prefix(root)
            .unwrap_or(&page)
            .display()
            .to_string();
        match readme::update(&text, &problems) {
            Ok(updated) if updated == text => {}
            Ok(_) if name == "README.md" && !absent.is_empty() => {}
            Ok(_) => missing.push(format!(
                "{name}: a generated part (table, count or list) is stale (run `just readme`)"
            )),
            Err(e) => missing.push(format!("{name}: {e}")),
        }
    }
    Ok(missing)
}

/// Whether `lib` reads with `input!` (in `solve` or a function it calls), imported from
/// proconio.
fn reads_with_input_macro(lib: &str) -> bool {
    lib.contains("use proconio::input;") && lib.contains("input! {")
}

/// The parts `problem` lacks (see the crate documentation).
fn missing_parts(root: &Path, p: &Problem) -> Vec<String> {
    let mut missing = Vec::new();
    let read = |rel: &str| std::fs::read_to_string(p.dir.join(rel)).ok();
    match read("README.md") {
        None => missing.push("no statement (README.md)".to_string()),
        Some(text) => {
            for heading in STATEMENT_HEADINGS {
                if !text.lines().any(|l| l.trim_end() == *heading) {
                    missing.push(format!("README.md has no `{heading}` section"));
                }
            }
        }
    }
    if p.description.trim().is_empty() {
        missing.push("no package description (the game in a few words)".into());
    }
    match &p.metadata {
        Err(what) => missing.push(format!("Cargo.toml [package.metadata.problem]: no {what}")),
        Ok(m) => {
            if judges::find(&m.judge).is_none() {
                missing.push(format!(
                    "judge `{}` has no row in crates/kit/src/judges.rs",
                    m.judge
                ));
            }
        }
    }
    missing.extend(missing_cpp(p));
    let ident = crate_ident(&p.slug);
    match read("src/lib.rs") {
        None => missing.push("no src/lib.rs".into()),
        Some(lib) => {
            if !lib.contains("pub fn solve(") {
                missing.push("src/lib.rs has no `pub fn solve(`".into());
            } else if !reads_with_input_macro(&lib) {
                missing.push(
                    "src/lib.rs: `solve` does not read with proconio's `input!` (`use \
                     proconio::input;`, then `input! { from &mut *input, n: Count }` with the \
                     range-checked types of `shared::ranged!`)"
                        .into(),
                );
            }
            if !lib.contains("pub mod study;") {
                missing.push("src/lib.rs has no `pub mod study;`".into());
            }
        }
    }
    if !p.doctest {
        if let Some(file) = file_with_doc_example(&p.dir.join("src")) {
            missing.push(format!(
                "{file} has a doc example, which never runs under `[lib] doctest = false`"
            ));
        }
    }
    let main = read("src/main.rs");
    if main.as_deref() != Some(main_rs(&ident).as_str())
        && main.as_deref() != Some(interactive_main_rs(&ident).as_str())
    {
        missing.push(format!(
            "src/main.rs is not the common main: {:?} (or, for an interactive problem, {:?})",
            main_rs(&ident),
            interactive_main_rs(&ident)
        ));
    }
    match read("src/study.rs") {
        None => missing.push("no study descriptor (src/study.rs)".into()),
        Some(study) => {
            let interactive = main.as_deref() == Some(interactive_main_rs(&ident).as_str());
            if !interactive && !study.contains("input: Some(") {
                missing.push(
                    "no input shape (`input: Some(|| shapes(&[(Layout::Cases, \"n a[n]\")]))` \
                     in src/study.rs, the forms of `kit new --help`)"
                        .into(),
                );
            }
            if !study.contains("stress: Some(") {
                missing
                    .push("no random-input generator (`stress: Some(...)` in src/study.rs)".into());
            }
            if !study.contains("worst_cases: Some(") {
                missing.push(
                    "no worst-case generator (`worst_cases: Some(...)` in src/study.rs)".into(),
                );
            }
        }
    }
    let testdata = root.join("testdata").join(&p.slug);
    let files: Vec<PathBuf> = std::fs::read_dir(&testdata)
        .map(|d| d.filter_map(|e| e.ok().map(|e| e.path())).collect())
        .unwrap_or_default();
    let inputs: Vec<&PathBuf> = files
        .iter()
        .filter(|f| f.extension().is_some_and(|e| e == "in"))
        .collect();
    if inputs.is_empty() {
        missing.push(format!(
            "no samples (testdata/{}/sample-1.in and .out)",
            p.slug
        ));
    }
    for input in inputs {
        if !input.with_extension("out").is_file() {
            missing.push(format!(
                "testdata/{}/{} has no .out",
                p.slug,
                input.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    let lab = std::fs::read_to_string(root.join("crates/lab/Cargo.toml")).unwrap_or_default();
    if !lab
        .lines()
        .any(|l| l.starts_with(&format!("{} = ", p.slug)))
    {
        missing.push(format!(
            "no dependency line in crates/lab/Cargo.toml: {} = {{ path = \"../{}\" }}",
            p.slug, p.slug
        ));
    }
    missing
}

/// What `problem` lacks for `just stress`: a whole-input brute force in `src/lib.rs` and in the
/// descriptor (a missing file is reported by [`missing_parts`]).
fn stress_parts(p: &Problem) -> Vec<String> {
    let read = |rel: &str| std::fs::read_to_string(p.dir.join(rel)).unwrap_or_default();
    let mut missing = Vec::new();
    if p.dir.join("src/lib.rs").is_file() && !read("src/lib.rs").contains("pub fn brute_solve(") {
        missing.push(
            "src/lib.rs has no `pub fn brute_solve(` (the whole input answered from the rules, \
             with its own input loop)"
                .into(),
        );
    }
    if p.dir.join("src/study.rs").is_file() && !read("src/study.rs").contains("brute_solve: Some(")
    {
        missing
            .push("no whole-input brute force (`brute_solve: Some(...)` in src/study.rs)".into());
    }
    missing
}

/// The checker of `p`, where several answers are right: `pub fn checker` in `src/checker.rs`
/// (std only, self-contained: `crates/judge` compiles that file into its registry, which the
/// sample and bundle tests and the `samples` runner judge by), `pub mod checker;` and
/// `pub use checker::checker;` in `src/lib.rs`, and `Some(crate::checker)` in `src/study.rs`
/// (the random cases' `Stress::checker`, so that stress runs judge by it). A `pub fn checker(`
/// written in `src/lib.rs` instead would be missed by the registry.
pub fn checker_parts(p: &Problem) -> Vec<String> {
    let read = |rel: &str| std::fs::read_to_string(p.dir.join(rel)).unwrap_or_default();
    let lib = read("src/lib.rs");
    let mut missing = Vec::new();
    if lib.contains("pub fn checker(") {
        missing.push(
            "src/lib.rs writes `pub fn checker(`: put it in src/checker.rs, where \
             crates/judge finds it"
                .into(),
        );
    }
    if !p.dir.join("src/checker.rs").is_file() {
        return missing;
    }
    if !read("src/checker.rs").contains("pub fn checker(") {
        missing.push("src/checker.rs has no `pub fn checker(`".into());
    }
    if !(lib.contains("pub mod checker;") && lib.contains("pub use checker::checker;")) {
        missing.push(
            "src/lib.rs does not declare and re-export its checker (`pub mod checker;`, \
             `pub use checker::checker;`)"
                .into(),
        );
    }
    if !read("src/study.rs").contains("Some(crate::checker)") {
        missing.push(
            "src/study.rs: the random cases do not name the checker (`fn checker() -> \
             Option<Checker> { Some(crate::checker) }`), so stress runs compare tokens"
                .into(),
        );
    }
    missing
}

/// The C++ part of `p`: `cpp/<slug>.cpp` (one file, C++11, std only, the same answers as the
/// Rust `solve`; `crates/judge` builds and tests it) when no judge the metadata lists takes Rust
/// ([`judges::needs_cpp`]; decided once the judge has a row, which is reported apart), and
/// nothing else in `cpp/`. A problem that does not need one may carry one all the same (P1290
/// is also POJ 2348, which takes C++ only): it is tested and bundled like any other.
fn missing_cpp(p: &Problem) -> Vec<String> {
    let mut missing = Vec::new();
    let file = format!("{}.cpp", p.slug);
    let dir = p.dir.join("cpp");
    if let Ok(m) = &p.metadata {
        if judges::find(&m.judge).is_some() && judges::needs_cpp(m) && !dir.join(&file).is_file() {
            let places: Vec<String> = judges::places(m)
                .into_iter()
                .map(|(place, _)| place)
                .collect();
            missing.push(format!(
                "no C++ program (cpp/{file}): none of {} takes Rust",
                places.join(", ")
            ));
        }
    }
    let mut others: Vec<String> = std::fs::read_dir(&dir)
        .into_iter()
        .flatten()
        .filter_map(|e| Some(e.ok()?.file_name().to_string_lossy().into_owned()))
        .filter(|name| *name != file)
        .collect();
    others.sort();
    for name in others {
        missing.push(format!(
            "cpp/{name} is not cpp/{file}, the one file of a problem's C++ program"
        ));
    }
    missing
}

/// The template's placeholders still in `problem`'s statement, C++ program or metadata: one
/// line for the statement (its first `TODO` line), one for the C++ program, one naming the
/// metadata keys.
fn todo_parts(p: &Problem) -> Vec<String> {
    let mut left = Vec::new();
    let statement = std::fs::read_to_string(p.dir.join("README.md")).unwrap_or_default();
    if let Some((i, line)) = statement
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains("TODO"))
    {
        let count = statement.matches("TODO").count();
        left.push(format!(
            "README.md (the statement) still says TODO, {count} times; the first on line {}: {:?}",
            i + 1,
            line.trim()
        ));
    }
    let study = std::fs::read_to_string(p.dir.join("src/study.rs")).unwrap_or_default();
    if let Some(i) = study.lines().position(|l| l.contains("TODO moves")) {
        left.push(format!(
            "src/study.rs still has the template's moves (TODO on line {}): give the game's \
             moves as a rules file in examples/games/, or `moves: None` with the reason",
            i + 1
        ));
    }
    let cpp = format!("cpp/{}.cpp", p.slug);
    let program = std::fs::read_to_string(p.dir.join(&cpp)).unwrap_or_default();
    if let Some(i) = program.lines().position(|l| l.contains("TODO")) {
        left.push(format!(
            "{cpp} still says TODO, {} times; the first on line {} (the C++ program's rule \
             and header, from `kit new --cpp`)",
            program.matches("TODO").count(),
            i + 1
        ));
    }
    let manifest = std::fs::read_to_string(p.dir.join("Cargo.toml")).unwrap_or_default();
    let keys: Vec<&str> = manifest
        .lines()
        .filter(|l| l.contains("TODO"))
        .filter_map(|l| l.split_once('=').map(|(key, _)| key.trim()))
        .collect();
    if !keys.is_empty() {
        left.push(format!(
            "Cargo.toml still has TODO in {}",
            keys.iter()
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(", ")
        ));
    }
    left
}

/// The first file under `src` (as `src/...`) with a fenced example in a doc comment.
fn file_with_doc_example(src: &Path) -> Option<String> {
    let mut dirs = vec![src.to_path_buf()];
    while let Some(dir) = dirs.pop() {
        let mut entries: Vec<PathBuf> = std::fs::read_dir(&dir)
            .ok()?
            .filter_map(|e| e.ok().map(|e| e.path()))
            .collect();
        entries.sort();
        for path in entries {
            if path.is_dir() {
                dirs.push(path);
                continue;
            }
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            let fenced = |l: &str| {
                let l = l.trim_start();
                ["///", "//!"].iter().any(|c| {
                    l.strip_prefix(c)
                        .is_some_and(|r| r.trim_start().starts_with("```"))
                })
            };
            if text.lines().any(fenced) {
                let rel = path.strip_prefix(src.parent()?).ok()?;
                return Some(rel.display().to_string());
            }
        }
    }
    None
}

/// The workspace root above `dir` (the nearest folder whose `Cargo.toml` has `[workspace]`).
///
/// # Errors
/// If there is none.
pub fn workspace_root(dir: &Path) -> Result<PathBuf> {
    for d in dir.ancestors() {
        let manifest = d.join("Cargo.toml");
        if let Ok(text) = std::fs::read_to_string(&manifest) {
            if text.lines().any(|l| l.trim() == "[workspace]") {
                return Ok(d.to_path_buf());
            }
        }
    }
    bail!("no workspace Cargo.toml above {}", dir.display())
}
