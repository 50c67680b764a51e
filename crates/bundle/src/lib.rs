//! # bundle: one problem crate, one `.rs` file for the judge
//!
//! Judges take a single source file and, except AtCoder, no crates. [`Bundler`] turns a problem
//! crate into one file that compiles with `rustc --edition 2021 -O FILE` and nothing else:
//!
//! - the binary's `main.rs` at the root, the problem's library as a module named like the crate
//!   (`mod p1857_prime_stones { ... }`);
//! - of every other workspace crate it depends on (`shared`), only the modules the program
//!   uses, followed through `use`, re-exports, `crate::`/`super::` paths and macro bodies
//!   ([`assemble`] says how); a module is the unit, so one used function brings its module;
//! - proconio's source, read from where cargo unpacked it (`cargo metadata --offline` says
//!   where), with its license notice in the header; `--atcoder` keeps `use proconio` instead,
//!   since AtCoder provides the crate.
//!
//! Paths are re-rooted (`shared::x` becomes `crate::shared::x`, a library's `crate::x` becomes
//! `crate::<lib>::x`, `$crate::x` in macros likewise, `#[macro_export]` macros get a
//! `pub(crate) use`), `#[cfg(test)]` items and doc comments are dropped (size), and
//! `#[cfg(feature = ...)]` is decided by the features cargo enabled. The code is printed by
//! prettyplease with tabs for its four-space indentation (a third of the bytes otherwise), under
//! `#![allow(dead_code)]` (the library's brute force is unused by `main`). Everything runs
//! offline.
//!
//! A problem that carries a C++ program (`cpp/<slug>.cpp`) gets it copied next to the Rust
//! file, and `bundle` says which file to submit at which judge ([`submit`]).
//!
//! ## Limits
//! Supported dependencies: workspace crates and proconio; anything else is refused with a
//! message. `include_str!`-style file inclusion is not inlined. A module that only holds `impl`s
//! is kept when every type and trait of one of its `impl`s is kept.
//!
//! ## Tested
//! Unit tests for the token rewriting, the `cfg` evaluation and the module selection on
//! synthetic crates (compiled with bare rustc); `tests/bundles.rs` bundles every problem that has
//! `testdata/`, checks the size limits and type-checks each file with bare
//! `rustc --edition 2021` (its slow tests, run by CI too, compile the files and run them on every
//! sample); the CLI's errors are checked on an unknown slug and on a crate that does not build.

pub mod assemble;
mod cfg;
pub mod submit;
mod tokens;
pub mod workspace;

use anyhow::{anyhow, bail, Context, Result};
use assemble::CrateInput;
use quote::ToTokens;
use std::collections::HashMap;
use std::path::PathBuf;
use std::process::Command;
pub use workspace::Workspace;
use workspace::{Package, Target};

/// Codeforces' limit on a source file, in bytes (the file must be smaller).
pub const CODEFORCES_LIMIT: usize = 65_536;
/// SPOJ's limit on a source file, in bytes: the strictest judge of this repository's problems.
pub const SPOJ_LIMIT: usize = 50_000;

/// How to bundle.
#[derive(Debug, Clone, Default)]
pub struct Options {
    /// Keep `use proconio` (AtCoder's Rust has the crate) instead of inlining it.
    pub atcoder: bool,
}

/// A single-file submission.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub slug: String,
    /// The file's text.
    pub source: String,
    /// For each inlined library: its package name and its modules kept with their items
    /// (`""` is the crate root).
    pub used_modules: Vec<(String, Vec<String>)>,
}

impl Bundle {
    /// One line saying what went in, e.g. `shared: game::table, sieve; proconio`.
    pub fn summary(&self) -> String {
        self.used_modules
            .iter()
            .map(|(label, modules)| {
                let nested: Vec<&str> = modules
                    .iter()
                    .map(String::as_str)
                    .filter(|m| !m.is_empty())
                    .collect();
                if label == "proconio" || nested.is_empty() {
                    label.clone()
                } else {
                    format!("{label}: {}", nested.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }
}

/// Where `just bundle` writes the file: `<target>/bundle/SLUG.rs` (or `SLUG-atcoder.rs`: rustc takes the crate name from the file name, so no dot).
pub fn output_path(ws: &Workspace, slug: &str, options: &Options) -> PathBuf {
    let name = if options.atcoder {
        format!("{slug}-atcoder.rs")
    } else {
        format!("{slug}.rs")
    };
    ws.target_dir.join("bundle").join(name)
}

/// The workspace member named `slug`, or an error listing the problems.
pub fn problem<'a>(ws: &'a Workspace, slug: &str) -> Result<&'a Package> {
    ws.member(slug).ok_or_else(|| {
        anyhow!(
            "unknown problem: no crate of this workspace is named so (crates with a binary: {})",
            ws.members_with_binaries().join(", ")
        )
    })
}

/// Runs `cargo check` on the problem crate, so that a broken crate is reported as such rather
/// than as a broken bundle.
///
/// # Errors
/// The first error line of cargo's short diagnostics.
pub fn check_builds(ws: &Workspace, slug: &str) -> Result<()> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .current_dir(&ws.root)
        .args([
            "check",
            "--offline",
            "--quiet",
            "--message-format",
            "short",
            "-p",
            slug,
        ])
        .output()
        .context("cannot run `cargo check`")?;
    if out.status.success() {
        return Ok(());
    }
    let stderr = String::from_utf8_lossy(&out.stderr);
    let first = stderr
        .lines()
        .find(|l| l.contains("error"))
        .unwrap_or("(no message)")
        .trim();
    bail!("the crate does not build: {first} (details: `cargo check -p {slug}`)")
}

/// The crates to inline, the binary first.
struct Plan<'a> {
    ws: &'a Workspace,
    options: &'a Options,
    inputs: Vec<CrateInput>,
    /// Package id of each inlined library, and its index in `inputs`.
    libraries: HashMap<String, usize>,
}

impl Plan<'_> {
    /// Adds a package's library (with its dependencies); `None` when it stays an extern crate.
    fn library(&mut self, id: &str) -> Result<Option<usize>> {
        if let Some(&i) = self.libraries.get(id) {
            return Ok(Some(i));
        }
        let package = self.ws.package(id)?;
        if package.never_bundled {
            // Referenced only from modules that `main` does not reach (rustc says otherwise).
            return Ok(None);
        }
        if package.source.is_some() {
            if package.name != "proconio" {
                bail!(
                    "it depends on {} {}, which judges do not have and the bundler cannot inline \
                     (only workspace crates and proconio)",
                    package.name,
                    package.version
                );
            }
            if self.options.atcoder {
                return Ok(None);
            }
        }
        let lib = package
            .lib()
            .ok_or_else(|| anyhow!("dependency {} has no library", package.name))?;
        let index = self.inputs.len();
        self.libraries.insert(id.to_string(), index);
        self.inputs
            .push(self.input(package, lib, Some(crate_name(&lib.name))));
        self.inputs[index].externs = self.externs(id)?;
        Ok(Some(index))
    }

    fn externs(&mut self, id: &str) -> Result<Vec<(String, usize)>> {
        let mut out = Vec::new();
        for dep in self.ws.deps(id).to_vec() {
            if let Some(index) = self.library(&dep.package)? {
                out.push((dep.name, index));
            }
        }
        Ok(out)
    }

    fn input(&self, package: &Package, target: &Target, module: Option<String>) -> CrateInput {
        CrateInput {
            label: package.name.clone(),
            module_name: module,
            root_file: target.src_path.clone(),
            externs: Vec::new(),
            features: self.ws.features(&package.id).iter().cloned().collect(),
            vendored: package.source.is_some(),
        }
    }
}

fn crate_name(target_name: &str) -> String {
    target_name.replace('-', "_")
}

/// Bundles problem crates of one workspace, parsing each crate once however many problems
/// (and variants) use it.
pub struct Bundler<'a> {
    ws: &'a Workspace,
    parsed: assemble::Parsed,
}

impl<'a> Bundler<'a> {
    /// A bundler for `ws`. It reads each source file once, on first use: make a new one after
    /// editing the sources.
    pub fn new(ws: &'a Workspace) -> Self {
        Bundler {
            ws,
            parsed: assemble::Parsed::default(),
        }
    }

    /// Bundles the problem crate `slug` (see the crate documentation).
    ///
    /// # Errors
    /// An unknown slug, a dependency that cannot be inlined, a source file that does not parse.
    ///
    /// # Complexity
    /// Linear in the sources of the crates it inlines; parsing them dominates, and the same
    /// crates again (the `--atcoder` variant, another problem) are not re-read. The whole
    /// `bundle p1857-prime-stones` command, `cargo metadata` included, takes 0.25 s as a release
    /// build (AMD EPYC family 25 model 1 (Zen 3), 2-core VM).
    pub fn bundle(&mut self, slug: &str, options: &Options) -> Result<Bundle> {
        let ws = self.ws;
        let package = problem(ws, slug)?;
        let bins: Vec<&Target> = package.bins().collect();
        let bin = match bins.iter().find(|b| b.name == slug) {
            Some(b) => *b,
            None if bins.len() == 1 => bins[0],
            None if bins.is_empty() => bail!("the crate has no binary to bundle"),
            None => bail!(
                "the crate has {} binaries and none is named {slug}",
                bins.len()
            ),
        };
        let mut plan = Plan {
            ws,
            options,
            inputs: vec![],
            libraries: HashMap::new(),
        };
        plan.inputs.push(plan.input(package, bin, None));
        let mut externs = Vec::new();
        if let Some(lib) = package.lib() {
            let index = plan.library(&package.id)?.expect("a workspace library");
            externs.push((crate_name(&lib.name), index));
        }
        externs.extend(plan.externs(&package.id)?);
        plan.inputs[0].externs = externs;

        let mut assembled = assemble::assemble(&plan.inputs, &mut self.parsed)?;
        assembled
            .file
            .attrs
            .push(syn::parse_quote!(#![allow(dead_code)]));
        let mut bundle = Bundle {
            slug: slug.to_string(),
            source: String::new(),
            used_modules: assembled.used_modules,
        };
        bundle.used_modules.retain(|(label, _)| label != slug);
        let mut vendored = Vec::new();
        for (id, &index) in &plan.libraries {
            if plan.inputs[index].vendored {
                vendored.push(ws.package(id)?);
            }
        }
        vendored.sort_by(|a, b| a.name.cmp(&b.name));
        let header = header(ws, package, &bundle, &vendored, options);
        let text = prettyplease::unparse(&assembled.file);
        bundle.source = if has_multiline_literal(assembled.file.to_token_stream()) {
            header + &text
        } else {
            header + &indent_with_tabs(&text)
        };
        Ok(bundle)
    }
}

/// Whether a literal spans lines: re-indenting would then change its value.
fn has_multiline_literal(ts: proc_macro2::TokenStream) -> bool {
    ts.into_iter().any(|t| match t {
        proc_macro2::TokenTree::Literal(l) => l.to_string().contains('\n'),
        proc_macro2::TokenTree::Group(g) => has_multiline_literal(g.stream()),
        _ => false,
    })
}

/// prettyplease's four-space indentation as tabs: a quarter of the bytes (a third of a bundle is
/// indentation), and still the layout of rustfmt's `hard_tabs`.
fn indent_with_tabs(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for line in text.lines() {
        let spaces = line.len() - line.trim_start_matches(' ').len();
        out.extend(std::iter::repeat_n('\t', spaces / 4));
        out.push_str(&line[spaces - spaces % 4..]);
        out.push('\n');
    }
    out
}

/// Wraps `text` into `//` comment lines of at most 100 characters.
fn comment(text: &str) -> String {
    let mut out = String::new();
    for paragraph in text.split('\n') {
        let mut line = String::from("//");
        for word in paragraph.split_whitespace() {
            if line.len() + 1 + word.len() > 100 && line.len() > 2 {
                out.push_str(&line);
                out.push('\n');
                line = String::from("//");
            }
            line.push(' ');
            line.push_str(word);
        }
        out.push_str(&line);
        out.push('\n');
    }
    out
}

fn header(
    ws: &Workspace,
    package: &Package,
    bundle: &Bundle,
    vendored: &[&Package],
    options: &Options,
) -> String {
    let slug = &bundle.slug;
    let crate_dir = package
        .dir()
        .strip_prefix(&ws.root)
        .unwrap_or(package.dir())
        .display()
        .to_string();
    let mut text = format!("{slug}: {}\n", package.description.as_deref().unwrap_or(""));
    text += &format!(
        "Single-file submission written by `just bundle {slug}{}` from {crate_dir} and the parts it \
         uses of: {}.",
        if options.atcoder { " --atcoder" } else { "" },
        if bundle.used_modules.is_empty() {
            "nothing".to_string()
        } else {
            bundle.summary()
        },
    );
    if options.atcoder {
        text += " For AtCoder (Rust 1.70 or newer): `proconio` is the crate AtCoder provides.\n";
    } else {
        text +=
            &format!(" Compiles with `rustc --edition 2021 -O {slug}.rs` (Rust 1.70 or newer).\n");
    }
    for p in vendored {
        text += "\n";
        text += &license_notice(p);
    }
    comment(text.trim_end()) + "\n"
}

/// The standard MIT permission notice (the license text, not code of any project).
const MIT_NOTICE: &str = "Permission is hereby granted, free of charge, to any person obtaining \
a copy of this software and associated documentation files (the \"Software\"), to deal in the \
Software without restriction, including without limitation the rights to use, copy, modify, \
merge, publish, distribute, sublicense, and/or sell copies of the Software, and to permit persons \
to whom the Software is furnished to do so, subject to the following conditions:\n\n\
The above copyright notice and this permission notice shall be included in all copies or \
substantial portions of the Software.\n\n\
THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING \
BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND \
NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, \
DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, \
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.";

/// The license notice of an inlined third-party crate, from its package: the crate's own MIT
/// license file when it ships one, otherwise the MIT notice with its authors as the holders.
fn license_notice(p: &Package) -> String {
    let license = p.license.as_deref().unwrap_or("unknown");
    let mut text = format!(
        "The module `{}` is {} {}",
        crate_name(&p.name),
        p.name,
        p.version
    );
    if let Some(repo) = &p.repository {
        text += &format!(" <{repo}>");
    }
    if !p.authors.is_empty() {
        text += &format!(" by {}", p.authors.join(", "));
    }
    if !license.split(['/', ' ']).any(|l| l == "MIT") {
        return text + &format!(", licensed {license}.");
    }
    text += &format!(", licensed {license}, used here under the MIT license:\n");
    let shipped = ["LICENSE-MIT", "LICENSE-MIT.txt", "LICENSE-MIT.md"]
        .iter()
        .find_map(|f| std::fs::read_to_string(p.dir().join(f)).ok());
    match shipped {
        Some(file) => text + file.trim(),
        None => {
            let holders = if p.authors.is_empty() {
                format!("the {} authors", p.name)
            } else {
                p.authors.join(", ")
            };
            text + &format!("\nCopyright (c) {holders}\n\n{MIT_NOTICE}")
        }
    }
}
