//! # bundle: one problem crate, one `.rs` file for the judge
//!
//! Judges take a single source file and no crates (AtCoder has some installed, proconio 0.4.5
//! among them). [`Bundler`] turns a problem crate into one file that compiles with
//! `rustc --edition 2021 -O FILE` and nothing else:
//!
//! - the binary's `main.rs` at the root, the problem's library as a module named like the crate
//!   (`mod p1857_prime_stones { ... }`);
//! - of the library and every other workspace crate it depends on (`shared`), only the items
//!   the program reaches, followed through `use`, re-exports, `crate::`/`super::` paths and
//!   macro bodies ([`assemble`] says how): the brute force and what only it uses stay out;
//! - likewise the items of proconio ([`PROCONIO`]) that the program uses, as a module
//!   `proconio` under proconio's MIT notice, without the arms of its macros that read standard
//!   input themselves (a solution reads from `shared::input::Input`); with [`Proconio::Keep`]
//!   (`bundle --atcoder`) `use proconio` stays instead, for AtCoder.
//!
//! Paths are re-rooted (`shared::x` becomes `crate::shared::x`, a library's `crate::x` becomes
//! `crate::<lib>::x`, `$crate::x` in macros likewise, `#[macro_export]` macros get a
//! `pub(crate) use`), `#[cfg(test)]` items and doc comments are dropped (size), and
//! `#[cfg(feature = ...)]` is decided by the features cargo enabled. The code is printed by
//! prettyplease with tabs for its four-space indentation (a third of the bytes otherwise), under
//! `#![allow(dead_code, unused_imports)]` (an item kept whole, such as an `impl`, may hold a
//! method `main` does not call; a module's imports from `std` are kept, since a trait imported
//! for its methods is named nowhere else). Everything runs offline.
//!
//! A problem that carries a C++ program (`cpp/<slug>.cpp`) gets it copied next to the Rust
//! file, and `bundle` says which file to submit at which judge ([`submit`]).
//!
//! ## Limits
//! Only workspace crates and proconio 0.4.5 are inlined: any other dependency (crates.io, a path
//! outside the workspace) is refused with a message naming it, since most judges have no
//! crates.
//! A workspace crate marked `[package.metadata.bundle] never = true` (`study`) is left out, with
//! what it depends on. `include_str!`-style file inclusion is not inlined. An `impl` is kept
//! whole (all its methods) once its type and trait are kept.
//!
//! ## Tested
//! Unit tests for the token rewriting, the `cfg` evaluation and the item selection on
//! synthetic crates (compiled with bare rustc), and for the refusal of a dependency that is not
//! a workspace crate (on a synthetic `cargo metadata`); `tests/bundles.rs` bundles every problem
//! that has `testdata/`, checks the size limits and type-checks each file with bare
//! `rustc --edition 2021` (its slow tests, run by CI too, compile the files and run them on every
//! sample), with proconio's notice once above its module; AtCoder's file (`use proconio` kept)
//! is built against the proconio library cargo built and run on its samples; the macro arms
//! that read standard input are dropped (a unit test); the CLI's errors are checked on an
//! unknown slug and on a crate that does not build.

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

/// A single-file submission.
#[derive(Debug, Clone)]
pub struct Bundle {
    pub slug: String,
    /// The file's text.
    pub source: String,
    /// For each inlined library: its package name and its modules kept with their items
    /// (`""` is the crate root).
    pub used_modules: Vec<(String, Vec<String>)>,
    /// Every item of the file outside a module's own braces (a `mod` counts as its items), by
    /// its path in the file (`shared::sieve::sieve`, `impl Input`), with its size as printed
    /// on its own, largest first.
    pub items: Vec<(String, usize)>,
}

impl Bundle {
    /// One line saying what went in, e.g. `shared: game::table, sieve`.
    pub fn summary(&self) -> String {
        self.used_modules
            .iter()
            .map(|(label, modules)| {
                let nested: Vec<&str> = modules
                    .iter()
                    .map(String::as_str)
                    .filter(|m| !m.is_empty())
                    .collect();
                if nested.is_empty() {
                    label.clone()
                } else {
                    format!("{label}: {}", nested.join(", "))
                }
            })
            .collect::<Vec<_>>()
            .join("; ")
    }

    /// The `n` largest items with their sizes, e.g. `shared::sieve::Sieve (3100 bytes), ...`:
    /// what a size refusal names.
    pub fn largest_items(&self, n: usize) -> String {
        self.items
            .iter()
            .take(n)
            .map(|(path, size)| format!("{path} ({size} bytes)"))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The items of `items` (nested in modules under `prefix`) with their printed sizes.
fn item_sizes(items: &[syn::Item], prefix: &str, out: &mut Vec<(String, usize)>) {
    for item in items {
        let name = match item {
            syn::Item::Mod(m) => {
                if let Some((_, inner)) = &m.content {
                    item_sizes(inner, &format!("{prefix}{}::", m.ident), out);
                }
                continue;
            }
            syn::Item::Impl(imp) => {
                let ty = imp.self_ty.to_token_stream().to_string().replace(' ', "");
                match &imp.trait_ {
                    Some((_, t, _)) => {
                        let t = t.to_token_stream().to_string().replace(' ', "");
                        format!("impl {t} for {ty}")
                    }
                    None => format!("impl {ty}"),
                }
            }
            syn::Item::Use(_) => continue,
            other => match assemble::defined_name(other) {
                Some(name) => name,
                None => continue,
            },
        };
        let file = syn::File {
            shebang: None,
            attrs: Vec::new(),
            items: vec![item.clone()],
        };
        out.push((
            format!("{prefix}{name}"),
            prettyplease::unparse(&file).len(),
        ));
    }
}

/// Where `just bundle` writes the file: `<target>/bundle/SLUG.rs`.
pub fn output_path(ws: &Workspace, slug: &str) -> PathBuf {
    ws.target_dir.join("bundle").join(format!("{slug}.rs"))
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

/// The one crate from outside the workspace that a submission may use: proconio, whose
/// `input!` every solution reads with. This version builds with rustc 1.70 and is the one
/// AtCoder has installed.
pub const PROCONIO: (&str, &str) = ("proconio", "0.4.5");

/// What becomes of proconio in a bundle.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Proconio {
    /// Its items that the program uses are inlined as `mod proconio`, under its MIT notice:
    /// the file needs no crate (every judge).
    Inline,
    /// `use proconio::...` stays: for AtCoder, which has proconio 0.4.5 installed.
    Keep,
}

/// proconio's license notice, put once above its inlined module (it is MIT or Apache-2.0, and
/// the MIT license asks that the notice travel with the code).
const PROCONIO_NOTICE: &str = "The module `proconio` below holds items of proconio 0.4.5 \
    (https://github.com/statiolake/proconio-rs), Copyright (c) 2019 statiolake \
    <statiolake@gmail.com>, used under the MIT license:
Permission is hereby granted, free of charge, to any person obtaining a copy of this software \
    and associated documentation files (the \"Software\"), to deal in the Software without \
    restriction, including without limitation the rights to use, copy, modify, merge, publish, \
    distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom \
    the Software is furnished to do so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all copies or \
    substantial portions of the Software.
THE SOFTWARE IS PROVIDED \"AS IS\", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, \
    INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR \
    PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR \
    ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, \
    ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE \
    SOFTWARE.";

/// The crates to inline, the binary first.
struct Plan<'a> {
    ws: &'a Workspace,
    proconio: Proconio,
    inputs: Vec<CrateInput>,
    /// Package id of each inlined library, and its index in `inputs`.
    libraries: HashMap<String, usize>,
}

impl Plan<'_> {
    /// Adds a package's library (with its dependencies); `None` when it is never bundled.
    ///
    /// # Errors
    /// A package that is neither a workspace crate nor [`PROCONIO`]: a submission is std only.
    fn library(&mut self, id: &str) -> Result<Option<usize>> {
        if let Some(&i) = self.libraries.get(id) {
            return Ok(Some(i));
        }
        let package = self.ws.package(id)?;
        let proconio = (package.name.as_str(), package.version.as_str()) == PROCONIO;
        if proconio && self.proconio == Proconio::Keep {
            // `proconio::` paths stay as they are: the judge's crate.
            return Ok(None);
        }
        if !self.ws.is_member(id) && !proconio {
            bail!(
                "it depends on {} {}, which is not a crate of this workspace: a submission is \
                 std only (most judges have no crates), so only workspace crates and {} {} are \
                 inlined",
                package.name,
                package.version,
                PROCONIO.0,
                PROCONIO.1
            );
        }
        if package.never_bundled {
            // Referenced only from modules that `main` does not reach (rustc says otherwise).
            return Ok(None);
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
            macro_arms_dropped_for: if package.name == PROCONIO.0 {
                vec!["STDIN_SOURCE".to_string()]
            } else {
                Vec::new()
            },
        }
    }
}

fn crate_name(target_name: &str) -> String {
    target_name.replace('-', "_")
}

/// Bundles problem crates of one workspace, parsing each crate once however many problems use
/// it.
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
    /// An unknown slug, a dependency that is not a workspace crate, a source file that does not
    /// parse.
    ///
    /// # Complexity
    /// Linear in the sources of the crates it inlines; parsing them dominates, and the same
    /// crates again (for another problem) are not re-read. The whole
    /// `bundle p1857-prime-stones` command, `cargo metadata` included, takes 0.25 s as a release
    /// build (AMD EPYC family 25 model 1 (Zen 3), 2-core VM).
    pub fn bundle(&mut self, slug: &str) -> Result<Bundle> {
        self.bundle_with(slug, Proconio::Inline)
    }

    /// [`Bundler::bundle`], with proconio inlined or kept as `use proconio` (`--atcoder`).
    ///
    /// # Errors
    /// As [`Bundler::bundle`].
    pub fn bundle_with(&mut self, slug: &str, proconio: Proconio) -> Result<Bundle> {
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
            proconio,
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
            .push(syn::parse_quote!(#![allow(dead_code, unused_imports)]));
        let mut items = Vec::new();
        item_sizes(&assembled.file.items, "", &mut items);
        items.sort_by(|a, b| b.1.cmp(&a.1).then_with(|| a.0.cmp(&b.0)));
        let mut bundle = Bundle {
            slug: slug.to_string(),
            source: String::new(),
            used_modules: assembled.used_modules,
            items,
        };
        bundle.used_modules.retain(|(label, _)| label != slug);
        let header = header(ws, package, &bundle, proconio);
        let text = prettyplease::unparse(&assembled.file);
        let text = if has_multiline_literal(assembled.file.to_token_stream()) {
            text
        } else {
            indent_with_tabs(&text)
        };
        bundle.source = header + &with_proconio_notice(&text);
        Ok(bundle)
    }
}

/// `text` with [`PROCONIO_NOTICE`] above its module `proconio` (at the root), if it has one.
fn with_proconio_notice(text: &str) -> String {
    let module = format!("mod {} {{", PROCONIO.0);
    let at = if text.starts_with(&module) {
        Some(0)
    } else {
        text.find(&format!("\n{module}")).map(|at| at + 1)
    };
    match at {
        Some(at) => format!("{}{}{}", &text[..at], comment(PROCONIO_NOTICE), &text[at..]),
        None => text.to_string(),
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

fn header(ws: &Workspace, package: &Package, bundle: &Bundle, proconio: Proconio) -> String {
    let slug = &bundle.slug;
    let crate_dir = package
        .dir()
        .strip_prefix(&ws.root)
        .unwrap_or(package.dir())
        .display()
        .to_string();
    let mut text = format!("{slug}: {}\n", package.description.as_deref().unwrap_or(""));
    text += &format!(
        "Single-file submission written by `just bundle {slug}` from {crate_dir} and the parts it \
         uses of: {}.",
        if bundle.used_modules.is_empty() {
            "nothing".to_string()
        } else {
            bundle.summary()
        },
    );
    text += &match proconio {
        Proconio::Inline => {
            format!(" Compiles with `rustc --edition 2021 -O {slug}.rs` (Rust 1.70 or newer).\n")
        }
        Proconio::Keep => format!(
            " Uses the judge's proconio {} (AtCoder): `rustc --edition 2021 -O {slug}.rs \
             --extern proconio=...`.\n",
            PROCONIO.1
        ),
    };
    comment(text.trim_end()) + "\n"
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::{json, Value};
    use std::path::Path;

    /// A package of a synthetic `cargo metadata`: `targets` are (name, kind, file under `dir`).
    fn package(dir: &Path, id: &str, name: &str, targets: &[(&str, &str, &str)]) -> Value {
        let targets: Vec<Value> = targets
            .iter()
            .map(|(target, kind, file)| {
                json!({ "name": target, "kind": [kind], "src_path": dir.join(file) })
            })
            .collect();
        json!({
            "id": id, "name": name, "version": id.rsplit(['#', '@']).next().unwrap(),
            "manifest_path": dir.join("Cargo.toml"), "targets": targets, "metadata": null,
        })
    }

    /// A resolve node: the package and its normal dependencies (name in code, package id).
    fn node(id: &str, deps: &[(&str, &str)]) -> Value {
        let deps: Vec<Value> = deps
            .iter()
            .map(|(name, pkg)| json!({ "name": name, "pkg": pkg, "dep_kinds": [{ "kind": null }] }))
            .collect();
        json!({ "id": id, "deps": deps, "features": [] })
    }

    /// A workspace of `pdemo` (library and binary) using `util`, both members, with `util`'s
    /// and `pdemo`'s extra dependencies as given; `fastrand` comes from crates.io and `outside`
    /// from a path outside the workspace, and neither is a member. The files are written, so a
    /// bundle that is not refused is assembled for real.
    fn workspace(name: &str, util_deps: &[(&str, &str)], pdemo_deps: &[(&str, &str)]) -> Workspace {
        let dir = std::env::temp_dir().join(format!("bundle-lib-{}-{name}", std::process::id()));
        let files = [
            ("util/src/lib.rs", "pub fn two() -> u32 { 2 }\n"),
            (
                "pdemo/src/lib.rs",
                "pub fn answer() -> u32 { util::two() * 21 }\n",
            ),
            (
                "pdemo/src/main.rs",
                "fn main() { println!(\"{}\", pdemo::answer()); }\n",
            ),
            ("outside/src/lib.rs", "pub fn one() -> u32 { 1 }\n"),
        ];
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        let (util, pdemo) = ("path+file:///ws/util#0.1.0", "path+file:///ws/pdemo#0.1.0");
        let fastrand = "registry+https://github.com/rust-lang/crates.io-index#fastrand@2.1.1";
        let outside = "path+file:///elsewhere/outside#0.3.0";
        let mut pdemo_edges = vec![("util", util)];
        pdemo_edges.extend_from_slice(pdemo_deps);
        let metadata = json!({
            "packages": [
                package(&dir.join("util"), util, "util", &[("util", "lib", "src/lib.rs")]),
                package(
                    &dir.join("pdemo"),
                    pdemo,
                    "pdemo",
                    &[("pdemo", "lib", "src/lib.rs"), ("pdemo", "bin", "src/main.rs")],
                ),
                package(&dir.join("fastrand"), fastrand, "fastrand", &[("fastrand", "lib", "src/lib.rs")]),
                package(&dir.join("outside"), outside, "outside", &[("outside", "lib", "src/lib.rs")]),
            ],
            "workspace_members": [util, pdemo],
            "resolve": { "nodes": [
                node(util, util_deps),
                node(pdemo, &pdemo_edges),
                node(fastrand, &[]),
                node(outside, &[]),
            ] },
            "workspace_root": dir,
            "target_directory": dir.join("target"),
        });
        Workspace::from_json(&metadata.to_string()).unwrap()
    }

    #[test]
    fn a_dependency_that_is_not_a_workspace_crate_is_refused_by_name() {
        let fastrand = "registry+https://github.com/rust-lang/crates.io-index#fastrand@2.1.1";
        let outside = "path+file:///elsewhere/outside#0.3.0";
        let ws = workspace("clean", &[], &[]);
        let b = Bundler::new(&ws).bundle("pdemo").unwrap();
        assert_eq!(b.summary(), "util");
        assert!(b.source.contains("mod util {"), "{}", b.source);

        let refused = |ws: &Workspace| Bundler::new(ws).bundle("pdemo").unwrap_err().to_string();
        // A crate from crates.io, reached through a workspace library.
        let ws = workspace("registry", &[("fastrand", fastrand)], &[]);
        assert_eq!(
            refused(&ws),
            "it depends on fastrand 2.1.1, which is not a crate of this workspace: a submission \
             is std only (most judges have no crates), so only workspace crates and proconio \
             0.4.5 are inlined"
        );
        // A path dependency outside the workspace, straight from the problem: not a workspace
        // crate either.
        let ws = workspace("path", &[], &[("outside", outside)]);
        assert!(
            refused(&ws).starts_with("it depends on outside 0.3.0, which is not a crate of this"),
            "{}",
            refused(&ws)
        );
    }
}
