//! `kit new SLUG [--layout L] [--cpp]`: a new problem crate from the template in
//! `crates/kit/template/`, in one of the input [`Layout`]s, wired into the lab and the README,
//! so that what is left to write is what `check` and the crate's tests report: the statement,
//! the metadata, the samples, the moves and the fast rule. With `--cpp` (for a problem whose
//! judges take no Rust) it also writes the C++11 program `cpp/SLUG.cpp`: the same input
//! contract and output loop, the rule left to write.
//!
//! A template file is the crate's file with blocks for the layouts: a line `@@ cases eof`
//! starts lines kept only for those layouts, a line `@@` ends the block.

use crate::{crate_ident, main_rs, problems, readme};
use anyhow::{bail, Context, Result};
use std::path::{Path, PathBuf};

const TEMPLATE: &[(&str, &str)] = &[
    ("Cargo.toml", include_str!("../template/Cargo.toml.tmpl")),
    ("README.md", include_str!("../template/README.md.tmpl")),
    ("src/lib.rs", include_str!("../template/src/lib.rs.tmpl")),
    (
        "src/study.rs",
        include_str!("../template/src/study.rs.tmpl"),
    ),
];

/// The C++ program's template, written to `cpp/SLUG.cpp` by `kit new SLUG --cpp`.
const TEMPLATE_CPP: &str = include_str!("../template/cpp/main.cpp.tmpl");

/// How the judge's input says where its cases end (one pile per case in the template).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layout {
    /// A count, then the cases (the default).
    Cases,
    /// Cases until a terminating line (`0` in the template).
    Sentinel,
    /// Cases until the end of the input.
    Eof,
    /// One case.
    Single,
}

impl Layout {
    /// Every layout, the default first.
    pub const ALL: [Layout; 4] = [Layout::Cases, Layout::Sentinel, Layout::Eof, Layout::Single];

    /// The name `--layout` takes.
    pub fn name(self) -> &'static str {
        match self {
            Layout::Cases => "cases",
            Layout::Sentinel => "sentinel",
            Layout::Eof => "eof",
            Layout::Single => "single",
        }
    }

    /// How the judge's input ends its cases in this layout, for `kit new --help` and errors.
    pub fn describe(self) -> &'static str {
        match self {
            Layout::Cases => "a count, then the cases (the default)",
            Layout::Sentinel => "cases until a terminating line (0 in the template)",
            Layout::Eof => "cases until the end of the input",
            Layout::Single => "one case",
        }
    }

    /// The layout named `name`.
    ///
    /// # Errors
    /// An unknown name, listing the known ones with what each means.
    pub fn parse(name: &str) -> Result<Layout> {
        match Layout::ALL.into_iter().find(|l| l.name() == name) {
            Some(layout) => Ok(layout),
            None => {
                let known: Vec<String> = Layout::ALL
                    .iter()
                    .map(|l| format!("{} ({})", l.name(), l.describe()))
                    .collect();
                bail!("unknown layout `{name}`: expected {}", known.join(", "))
            }
        }
    }
}

/// `template` for `layout`: the lines of the blocks for other layouts and the `@@` lines
/// dropped.
///
/// # Panics
/// On a block that names an unknown layout or is not closed (a broken template, which the
/// tests render in every layout).
pub fn render(template: &str, layout: Layout) -> String {
    let mut out = String::new();
    let mut keep: Option<bool> = None;
    for line in template.lines() {
        if let Some(names) = line.strip_prefix("@@") {
            let names: Vec<&str> = names.split_whitespace().collect();
            for name in &names {
                assert!(Layout::parse(name).is_ok(), "template block for {name:?}");
            }
            keep = (!names.is_empty()).then(|| names.contains(&layout.name()));
            continue;
        }
        if keep != Some(false) {
            out.push_str(line);
            out.push('\n');
        }
    }
    assert!(
        keep.is_none(),
        "a template block is not closed by a line `@@`"
    );
    out
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

/// Writes the problem `slug`, its input in `layout`, into the workspace at `root` (with the C++
/// program `cpp/SLUG.cpp` when `cpp`) and returns the files written or changed.
///
/// # Errors
/// A slug that cannot name a crate, a crate or testdata folder that exists already, or a file
/// that cannot be written.
pub fn new_problem(root: &Path, slug: &str, layout: Layout, cpp: bool) -> Result<Vec<PathBuf>> {
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
    let cpp_rel = format!("cpp/{slug}.cpp");
    let cpp_file = cpp.then(|| {
        (
            cpp_rel.as_str(),
            render(TEMPLATE_CPP, layout).replace("__SLUG__", slug),
        )
    });
    let files = TEMPLATE
        .iter()
        .map(|&(rel, text)| (rel, render(text, layout).replace("__SLUG__", slug)))
        .chain([("src/main.rs", main_rs(&ident))])
        .chain(cpp_file);
    for (rel, text) in files {
        let path = dir.join(rel);
        std::fs::create_dir_all(path.parent().unwrap())?;
        std::fs::write(&path, text).with_context(|| format!("cannot write {}", path.display()))?;
        written.push(path);
    }
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
    fn every_template_renders_in_every_layout() {
        for layout in Layout::ALL {
            assert_eq!(Layout::parse(layout.name()).unwrap(), layout);
            for (rel, text) in TEMPLATE.iter().chain([&("cpp", TEMPLATE_CPP)]) {
                let out = render(text, layout);
                assert!(!out.contains("@@"), "{rel} in {layout:?}");
            }
        }
        assert!(Layout::parse("csv").is_err());
        let text = "a\n@@ cases eof\nb\n@@ single\nc\n@@\nd\n";
        assert_eq!(render(text, Layout::Eof), "a\nb\nd\n");
        assert_eq!(render(text, Layout::Single), "a\nc\nd\n");
        assert_eq!(render(text, Layout::Sentinel), "a\nd\n");
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
