//! `kit new SLUG [--layout L] [--case FIELDS] [--answer A] [--cpp] [--checker | --interactive]`:
//! a new problem crate from the templates in `crates/kit/template/`, wired into the lab and
//! the README. The input's
//! shape (the [`Layout`] and one case's fields, [`study::shape`]) and the output's
//! ([`Answer`]) give the reader, the `solve` and `brute_solve` loops, the case's structs and
//! the `study` module's generators ([`crate::codegen`]), so that what is left to write is what
//! `check` and the crate's tests report: the statement, the metadata, the samples, the fast
//! rule, the brute force and the moves. With `--cpp` (for a problem whose judges take no
//! Rust) it also writes the C++11 program `cpp/SLUG.cpp`: the same reader, input contract and
//! output loop, the rule left to write. With `--checker` it also writes the checker
//! `src/checker.rs`, wired into the tests; with `--interactive`, a player and the judge's side
//! instead of a reader of answers ([`Kind`]).
//!
//! A template is the crate's file with `__NAME__` holes ([`render`]).

use crate::codegen::{placeholders, Answer};
pub use crate::kind::Kind;
use crate::{crate_ident, interactive_main_rs, main_rs, problems, readme};
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

/// The templates of every kind of problem; [`Kind::files`] gives the rest.
const TEMPLATE: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("../template/Cargo.toml.tmpl")),
    ("README.md", include_str!("../template/README.md.tmpl")),
];

/// The C++ program's template, written to `cpp/SLUG.cpp` by `kit new SLUG --cpp`.
const TEMPLATE_CPP: &str = include_str!("../template/cpp/main.cpp.tmpl");

pub use study::contract::Layout;
use study::shape::Shape;

/// `template` with each `__NAME__` of `values` replaced: a line that is the name alone
/// becomes the text (without its last newline), or goes when the text is empty; then every
/// hole left within a line (in the template or in such a text) is filled.
///
/// # Panics
/// On a `__NAME__` left in the result (a broken template, which the tests render in every
/// layout).
pub fn render(template: &str, values: &[(&str, String)]) -> String {
    let mut out = String::new();
    for line in template.lines() {
        if let Some((_, text)) = values.iter().find(|(name, _)| line.trim() == *name) {
            if !text.is_empty() {
                out.push_str(text.strip_suffix('\n').unwrap_or(text));
                out.push('\n');
            }
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    // Then the holes within lines, in the template's text and in what filled whole lines.
    for (name, text) in values {
        out = out.replace(name, text);
    }
    if let Some(at) = out.find("__") {
        let rest = &out[at + 2..];
        if let Some(end) = rest.find("__") {
            let name = &rest[..end];
            assert!(
                !name.chars().all(|c| c.is_ascii_uppercase() || c == '_'),
                "the placeholder __{name}__ is not filled"
            );
        }
    }
    out
}

/// The input and output of a new problem, as `kit new` is told them.
#[derive(Debug, Clone)]
pub struct Spec {
    /// The input's shape (for an interactive problem, the judge's first lines).
    pub shape: Shape,
    /// What each case's line is (unused by an interactive problem).
    pub answer: Answer,
    /// How the output is judged.
    pub kind: Kind,
}

impl Spec {
    /// The spec of a problem of `kind` from the command line's `--layout`, `--case` (default
    /// `n`) and `--answer` (default `words:First,Second`).
    ///
    /// # Errors
    /// A description or answer that does not parse, and what `kind` does not allow
    /// ([`Kind::allows`]; the C++ program is checked by [`new_problem`]).
    pub fn new(
        layout: Layout,
        case: Option<&str>,
        answer: Option<&str>,
        kind: Kind,
    ) -> Result<Spec> {
        let shape = Shape::parse(layout, case.unwrap_or("n"))
            .map_err(|e| anyhow::anyhow!("--case: {e}"))?;
        kind.allows(&shape, answer.is_some(), false)
            .map_err(anyhow::Error::msg)?;
        let answer = Answer::parse(answer.unwrap_or("words:First,Second"))
            .map_err(|e| anyhow::anyhow!("--answer: {e}"))?;
        Ok(Spec {
            shape,
            answer,
            kind,
        })
    }

    /// Every hole of the templates and its text for the problem `slug`: the kind's first,
    /// then the others of [`placeholders`] (whose holes the kind's texts may hold).
    pub fn values(&self, slug: &str) -> Vec<(&'static str, String)> {
        let mut values = self.kind.placeholders(&self.shape, &self.answer);
        for (name, text) in placeholders(&self.shape, &self.answer) {
            if values.iter().all(|(taken, _)| *taken != name) {
                values.push((name, text));
            }
        }
        values.push(("__SLUG__", slug.to_string()));
        values.push(("__IDENT__", crate_ident(slug)));
        values
    }
}

/// Whether `slug` can name a crate: lowercase ASCII letters, digits and single hyphens,
/// starting with a letter.
pub fn valid_slug(slug: &str) -> bool {
    let mut chars = slug.chars();
    chars.next().is_some_and(|c| c.is_ascii_lowercase())
        && slug
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
        && !slug.ends_with('-')
        && !slug.contains("--")
}

/// Writes the problem `slug`, its input and output as `spec` says, into the workspace at
/// `root` (with the C++ program `cpp/SLUG.cpp` when `cpp`) and returns the files written or
/// changed. A checker problem also gets `src/checker.rs`; an interactive one the player's
/// `solve`, its interactor and `src/bin/jury.rs` instead of a reader and answers
/// ([`Kind::files`]).
///
/// # Errors
/// A slug that cannot name a crate, a C++ program for an interactive problem, a crate or
/// testdata folder that exists already, or a file that cannot be written.
pub fn new_problem(root: &Path, slug: &str, spec: &Spec, cpp: bool) -> Result<Vec<PathBuf>> {
    spec.kind
        .allows(&spec.shape, false, cpp)
        .map_err(anyhow::Error::msg)?;
    if !valid_slug(slug) {
        bail!("`{slug}` cannot name a crate: use lowercase letters, digits and single hyphens, starting with a letter (e.g. p1234-some-game)");
    }
    let dir = root.join("crates").join(slug);
    let testdata = root.join("testdata").join(slug);
    for existing in [&dir, &testdata] {
        if existing.exists() {
            bail!("{} exists already", existing.display());
        }
    }
    let mut written = Vec::new();
    let ident = crate_ident(slug);
    let values = spec.values(slug);
    let cpp_rel = format!("cpp/{slug}.cpp");
    let cpp_file = cpp.then(|| (cpp_rel.as_str(), render(TEMPLATE_CPP, &values)));
    let main = match spec.kind {
        Kind::Interactive => interactive_main_rs(&ident),
        _ => main_rs(&ident),
    };
    let files = TEMPLATE
        .iter()
        .copied()
        .chain(spec.kind.files())
        .map(|(rel, text)| (rel, render(text, &values)))
        .chain([("src/main.rs", main)])
        .chain(cpp_file);
    for (rel, text) in files {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap())?;
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
        written.push(path);
    }
    format_rust(&dir.join("src/lib.rs"))?;
    std::fs::create_dir_all(&testdata)?;
    written.push(testdata);

    let lab = root.join("crates/lab/Cargo.toml");
    let text = std::fs::read_to_string(&lab).with_context(|| lab.display().to_string())?;
    let others = problems(root)?;
    let others: Vec<&str> = others.iter().map(|p| p.slug.as_str()).collect();
    std::fs::write(&lab, add_dependency(&text, slug, &others))?;
    written.push(lab);

    written.extend(readme::write_all(root, &problems(root)?)?);
    Ok(written)
}

/// Runs rustfmt on `lib` (and the modules it declares), when rustfmt is installed: the written
/// code is valid Rust either way, and this lays out what depends on the names' lengths as
/// `cargo fmt` would.
///
/// # Errors
/// If rustfmt is there and refuses the file (a bug of the templates, which the tests catch).
fn format_rust(lib: &Path) -> Result<()> {
    let rustfmt = std::env::var_os("RUSTFMT").unwrap_or_else(|| "rustfmt".into());
    match std::process::Command::new(rustfmt)
        .args(["--edition", "2021"])
        .arg(lib)
        .output()
    {
        Ok(run) if !run.status.success() => bail!(
            "rustfmt refused {}: {}",
            lib.display(),
            String::from_utf8_lossy(&run.stderr).trim()
        ),
        _ => Ok(()),
    }
}

/// `manifest` with `slug = { path = "../slug" }` added to `[dependencies]`, among the path
/// dependencies on the problem crates `others` (the lab's other path dependencies, such as `kit`
/// and `judge`, are not problems): before the first that sorts after it, else after the last;
/// at the end of `[dependencies]` when there is none.
fn add_dependency(manifest: &str, slug: &str, others: &[&str]) -> String {
    let line = format!("{slug} = {{ path = \"../{slug}\" }}");
    let mut lines: Vec<&str> = manifest.lines().collect();
    let start = lines
        .iter()
        .position(|l| l.trim() == "[dependencies]")
        .map_or(lines.len(), |i| i + 1);
    let end = lines[start..]
        .iter()
        .position(|l| l.starts_with('['))
        .map_or(lines.len(), |i| start + i);
    let mut end = end;
    while end > start && lines[end - 1].trim().is_empty() {
        end -= 1;
    }
    let problem = |i: &usize| {
        lines[*i].split_once(" = ").is_some_and(|(name, rest)| {
            let name = name.trim();
            others.contains(&name) && rest.contains(&format!("path = \"../{name}\""))
        })
    };
    let problems: Vec<usize> = (start..end).filter(problem).collect();
    let at = match problems.iter().find(|&&i| lines[i] > line.as_str()) {
        Some(&i) => i,
        None => problems.last().map_or(end, |&i| i + 1),
    };
    lines.insert(at, &line);
    lines.join("\n") + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_template_renders_in_every_layout_and_shape() {
        for layout in Layout::ALL {
            for case in [
                "n",
                "k:1..=9 s[k] m games[m](l h[l]:0..=9)",
                "n edges[n-1](u v) w:word",
            ] {
                for answer in ["words:W,L", "number", "line"] {
                    for kind in [Kind::Plain, Kind::Checker, Kind::Interactive] {
                        let answer = (kind != Kind::Interactive).then_some(answer);
                        let Ok(spec) = Spec::new(layout, Some(case), answer, kind) else {
                            assert_eq!(kind, Kind::Interactive);
                            assert!(matches!(layout, Layout::Sentinel | Layout::Eof));
                            continue;
                        };
                        let values = spec.values("x");
                        let files = TEMPLATE.iter().copied().chain(kind.files());
                        for (rel, text) in files.chain([("cpp", TEMPLATE_CPP)]) {
                            let out = render(text, &values);
                            assert!(!out.contains("__"), "{rel} in {layout:?}, {case}: {out}");
                        }
                    }
                }
            }
        }
        let values = [("__A__", "a\nb\n".to_string()), ("__E__", String::new())];
        assert_eq!(
            render("x\n__A__\n__E__\ny __A__.\n", &values),
            "x\na\nb\ny a\nb\n.\n"
        );
    }

    #[test]
    #[should_panic(expected = "__NOPE__ is not filled")]
    fn a_placeholder_left_is_a_broken_template() {
        render("__NOPE__\n", &[]);
    }

    #[test]
    fn slugs() {
        assert!(valid_slug("p1234-some-game"));
        for bad in ["", "1abc", "Abc", "a_b", "a--b", "a-", "a b"] {
            assert!(!valid_slug(bad), "{bad}");
        }
    }

    #[test]
    fn the_dependency_goes_in_order() {
        // As in the lab's manifest: path dependencies that are not problems before and after
        // the problems (`kit`, `judge`), which a slug sorting after them must not follow.
        let manifest = "[package]\nname = \"lab\"\n\n[dependencies]\nclap = \"4\"\n\
                        kit = { path = \"../kit\" }\na-x = { path = \"../a-x\" }\n\
                        c-x = { path = \"../c-x\" }\n# C++\njudge = { path = \"../judge\" }\n\
                        \n[dev-dependencies]\n";
        let others = ["a-x", "c-x"];
        let out = add_dependency(manifest, "b-x", &others);
        assert!(out.contains("a-x = { path = \"../a-x\" }\nb-x = { path = \"../b-x\" }\nc-x"));
        for late in ["z-x", "m-x"] {
            let out = add_dependency(manifest, late, &others);
            let want = format!(
                "c-x = {{ path = \"../c-x\" }}\n{late} = {{ path = \"../{late}\" }}\n# C++"
            );
            assert!(out.contains(&want), "{out}");
        }
        let out = add_dependency(manifest, "a-a", &others);
        assert!(
            out.contains("kit\" }\na-a = { path = \"../a-a\" }\na-x"),
            "{out}"
        );
        // No problem yet: the end of [dependencies].
        let out = add_dependency(manifest, "b-x", &[]);
        assert!(
            out.contains("\nb-x = { path = \"../b-x\" }\n\n[dev"),
            "{out}"
        );
    }
}
