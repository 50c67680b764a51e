//! From crates on disk to one syntax tree: load every module, find the items the program uses,
//! and nest the modules holding them under one root.
//!
//! The unit of inclusion is an item: starting from every item of `main.rs`, an item is *kept*
//! when kept code names it, and a kept item's code is read in turn; a module holding a kept
//! item, or on the way to one, is *reached* (it keeps its kept items, its reached child modules
//! and the `use` leaves that something went through, plus its imports from outside the inlined
//! crates). Names are followed through `use` (lazily: an import counts only when its name occurs
//! in kept code, or names a trait, whose methods are called without naming it), through globs,
//! `crate::`, `super::`, `$crate::` and the names of the other inlined crates; any identifier
//! of a kept item that its own module defines keeps that definition (format arguments
//! included), and so does a method name of a trait it defines; a `macro_rules!` called by its
//! bare name keeps that macro. An `impl` is kept when
//! the paths of its type and trait, resolved from its own module, name kept items (so a
//! problem's own type named `Input` is not `shared::input::Input`). So the brute force of a
//! problem, and what only it uses, stay out.

use crate::cfg::CfgStrip;
use crate::tokens::{self, ident_name, Rewrite};
use anyhow::{anyhow, Context, Result};
use proc_macro2::{Span, TokenStream};
use quote::ToTokens;
use std::collections::{HashMap, HashSet};
use std::path::{Path, PathBuf};
use std::rc::Rc;
use syn::visit_mut::VisitMut;
use syn::{AttrStyle, Attribute, Item, UseTree, Visibility};

/// One crate to inline.
#[derive(Debug, Clone)]
pub struct CrateInput {
    /// The package name, for messages and the header.
    pub label: String,
    /// The module the crate becomes (its library name), or `None` for the binary, which is the
    /// root of the file.
    pub module_name: Option<String>,
    /// `src/lib.rs` or `src/main.rs`.
    pub root_file: PathBuf,
    /// The names this crate uses for other inlined crates, with their index in the input.
    pub externs: Vec<(String, usize)>,
    /// Enabled cargo features (for `#[cfg(feature = "...")]`).
    pub features: HashSet<String>,
    /// Identifiers whose mention drops a `macro_rules!` arm of the crate root: the arms of
    /// proconio's `input!` that read standard input itself (a solution reads with `from`), so
    /// that its stdin sources stay out.
    pub macro_arms_dropped_for: Vec<String>,
}

/// The assembled file and what went into it.
pub struct Assembled {
    pub file: syn::File,
    /// For each inlined library crate that is used: its label and its open modules
    /// (`""` for the crate root, `game::table` for a nested one).
    pub used_modules: Vec<(String, Vec<String>)>,
}

struct Module {
    name: String,
    parent: Option<usize>,
    /// Outer attributes of the `mod` declaration (without `#[path]`) and the inner ones.
    attrs: Vec<Attribute>,
    vis: Visibility,
    entries: Vec<Entry>,
    children: HashMap<String, usize>,
    uses: Vec<UseLeaf>,
    /// Names of the items defined here, in every namespace.
    defined: HashSet<String>,
    /// The entries defining each name (a name may have an item in each namespace).
    definers: HashMap<String, Vec<usize>>,
}

// A few hundred entries per crate: boxing would only complicate the matches.
#[allow(clippy::large_enum_variant)]
enum Entry {
    Item(Item),
    Child(usize),
}

/// One leaf of a `use` tree: `use a::{b as c, d::*}` has the leaves `a::b` named `c` and the
/// glob `a::d` (name `None`).
struct UseLeaf {
    entry: usize,
    leading_colon: bool,
    path: Vec<String>,
    name: Option<String>,
}

#[derive(Default)]
struct CrateTree {
    modules: Vec<Module>,
    /// `#[macro_export]` macros, which live at the crate root whatever module defines them.
    macro_exports: HashMap<String, usize>,
    /// Every `macro_rules!` and the modules defining it: a macro is also called by its bare
    /// name (textual scope, `#[macro_use]`), which no path shows.
    macros: HashMap<String, Vec<usize>>,
}

fn parse_file(path: &Path, strip: &mut CfgStrip) -> Result<syn::File> {
    let text =
        std::fs::read_to_string(path).with_context(|| format!("cannot read {}", path.display()))?;
    let at = |e: &dyn std::fmt::Display, start: proc_macro2::LineColumn| {
        anyhow!(
            "{}:{}:{}: {e}",
            path.display(),
            start.line,
            start.column + 1
        )
    };
    let tokens: proc_macro2::TokenStream = text
        .parse()
        .map_err(|e: proc_macro2::LexError| at(&e, e.span().start()))?;
    let mut file: syn::File = syn::parse2(tokens::without_docs_and_test_modules(tokens))
        .map_err(|e| at(&e, e.span().start()))?;
    strip.visit_file_mut(&mut file);
    Ok(file)
}

fn string_attr(attrs: &[Attribute], name: &str) -> Option<String> {
    attrs.iter().find_map(|a| match &a.meta {
        syn::Meta::NameValue(nv) if nv.path.is_ident(name) => match &nv.value {
            syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(s.value()),
            _ => None,
        },
        _ => None,
    })
}

fn use_leaves(
    tree: &UseTree,
    prefix: &mut Vec<String>,
    out: &mut Vec<(Vec<String>, Option<String>)>,
) {
    match tree {
        UseTree::Path(p) => {
            prefix.push(ident_name(&p.ident));
            use_leaves(&p.tree, prefix, out);
            prefix.pop();
        }
        UseTree::Name(n) => {
            let name = ident_name(&n.ident);
            let mut path = prefix.clone();
            if name != "self" {
                path.push(name);
            }
            let last = path.last().cloned();
            out.push((path, last));
        }
        UseTree::Rename(r) => {
            let name = ident_name(&r.ident);
            let mut path = prefix.clone();
            if name != "self" {
                path.push(name);
            }
            out.push((path, Some(ident_name(&r.rename))));
        }
        UseTree::Glob(_) => out.push((prefix.clone(), None)),
        UseTree::Group(g) => {
            for t in &g.items {
                use_leaves(t, prefix, out);
            }
        }
    }
}

/// The use tree without the leaves `keep` rejects (called once per leaf, in order).
fn filter_use(tree: &UseTree, keep: &mut dyn FnMut() -> bool) -> Option<UseTree> {
    match tree {
        UseTree::Path(p) => {
            let inner = filter_use(&p.tree, keep)?;
            let mut p = p.clone();
            p.tree = Box::new(inner);
            Some(UseTree::Path(p))
        }
        UseTree::Group(g) => {
            let mut g = g.clone();
            let kept: Vec<UseTree> = g.items.iter().filter_map(|t| filter_use(t, keep)).collect();
            if kept.is_empty() {
                return None;
            }
            g.items = kept.into_iter().collect();
            Some(UseTree::Group(g))
        }
        leaf => keep().then(|| leaf.clone()),
    }
}

fn is_macro_export(attrs: &[Attribute]) -> bool {
    attrs.iter().any(|a| a.path().is_ident("macro_export"))
}

/// The name an item defines (in any namespace), if it defines one.
pub fn defined_name(item: &Item) -> Option<String> {
    let ident = match item {
        Item::Const(i) => &i.ident,
        Item::Enum(i) => &i.ident,
        Item::ExternCrate(i) => i.rename.as_ref().map_or(&i.ident, |(_, r)| r),
        Item::Fn(i) => &i.sig.ident,
        Item::Macro(i) => i.ident.as_ref()?,
        Item::Static(i) => &i.ident,
        Item::Struct(i) => &i.ident,
        Item::Trait(i) => &i.ident,
        Item::TraitAlias(i) => &i.ident,
        Item::Type(i) => &i.ident,
        Item::Union(i) => &i.ident,
        _ => return None,
    };
    Some(ident_name(ident))
}

struct Loader<'a> {
    tree: CrateTree,
    strip: CfgStrip<'a>,
}

impl Loader<'_> {
    /// Adds a module with its items; `dir` is where its file-backed children live, `(dir,
    /// path_dir)` with `path_dir` what a child's `#[path]` is relative to (as rustc reads it:
    /// the directory of the file that declares it, `src/` for `src/study.rs`).
    #[allow(clippy::too_many_arguments)]
    fn add_module(
        &mut self,
        name: String,
        parent: Option<usize>,
        attrs: Vec<Attribute>,
        vis: Visibility,
        items: Vec<Item>,
        (dir, path_dir): (&Path, &Path),
    ) -> Result<usize> {
        let id = self.tree.modules.len();
        self.tree.modules.push(Module {
            name,
            parent,
            attrs,
            vis,
            entries: Vec::new(),
            children: HashMap::new(),
            uses: Vec::new(),
            defined: HashSet::new(),
            definers: HashMap::new(),
        });
        for item in items {
            let Item::Mod(m) = item else {
                self.add_item(id, item);
                continue;
            };
            let name = ident_name(&m.ident);
            let path_attr = string_attr(&m.attrs, "path");
            let mut attrs: Vec<Attribute> = m
                .attrs
                .into_iter()
                .filter(|a| !a.path().is_ident("path"))
                .collect();
            let child = match m.content {
                Some((_, items)) => {
                    let child_dir = dir.join(path_attr.as_deref().unwrap_or(&name));
                    let dirs = (child_dir.as_path(), child_dir.as_path());
                    self.add_module(name.clone(), Some(id), attrs, m.vis, items, dirs)?
                }
                None => {
                    let file_path = match &path_attr {
                        Some(p) => path_dir.join(p),
                        None => {
                            let flat = dir.join(format!("{name}.rs"));
                            if flat.exists() {
                                flat
                            } else {
                                dir.join(&name).join("mod.rs")
                            }
                        }
                    };
                    let mut file = parse_file(&file_path, &mut self.strip)?;
                    if !self.strip.keep(&mut file.attrs) {
                        continue;
                    }
                    let child_dir = if path_attr.is_some() || file_path.ends_with("mod.rs") {
                        file_path.parent().unwrap().to_path_buf()
                    } else {
                        dir.join(&name)
                    };
                    attrs.extend(file.attrs);
                    let file_dir = file_path.parent().unwrap().to_path_buf();
                    let dirs = (child_dir.as_path(), file_dir.as_path());
                    self.add_module(name.clone(), Some(id), attrs, m.vis, file.items, dirs)?
                }
            };
            let module = &mut self.tree.modules[id];
            module.children.insert(name, child);
            module.entries.push(Entry::Child(child));
        }
        Ok(id)
    }

    fn add_item(&mut self, id: usize, item: Item) {
        let module = &mut self.tree.modules[id];
        let entry = module.entries.len();
        if let Item::Use(u) = &item {
            let mut leaves = Vec::new();
            use_leaves(&u.tree, &mut Vec::new(), &mut leaves);
            module
                .uses
                .extend(leaves.into_iter().map(|(path, name)| UseLeaf {
                    entry,
                    leading_colon: u.leading_colon.is_some(),
                    path,
                    name,
                }));
        }
        if let Some(name) = defined_name(&item) {
            if let Item::Macro(m) = &item {
                if is_macro_export(&m.attrs) {
                    self.tree.macro_exports.insert(name.clone(), id);
                }
                self.tree.macros.entry(name.clone()).or_default().push(id);
            }
            module.definers.entry(name.clone()).or_default().push(entry);
            module.defined.insert(name);
        }
        module.entries.push(Entry::Item(item));
    }
}

/// The crates read so far, by root file and enabled features: bundling many problems parses
/// `shared` once. Nothing checks the files again, so keep it no longer than one run.
#[derive(Default)]
pub struct Parsed {
    trees: HashMap<(PathBuf, Vec<String>), Rc<CrateTree>>,
}

impl Parsed {
    fn tree(&mut self, input: &CrateInput) -> Result<Rc<CrateTree>> {
        let mut features: Vec<String> = input.features.iter().cloned().collect();
        features.sort();
        let key = (input.root_file.clone(), features);
        if let Some(tree) = self.trees.get(&key) {
            return Ok(Rc::clone(tree));
        }
        let tree = Rc::new(load_crate(input).with_context(|| format!("crate {}", input.label))?);
        self.trees.insert(key, Rc::clone(&tree));
        Ok(tree)
    }
}

fn load_crate(input: &CrateInput) -> Result<CrateTree> {
    let mut loader = Loader {
        tree: CrateTree::default(),
        strip: CfgStrip {
            features: &input.features,
        },
    };
    let mut file = parse_file(&input.root_file, &mut loader.strip)?;
    for item in &mut file.items {
        if let Item::Macro(m) = item {
            if m.ident.is_some() {
                m.mac.tokens = tokens::without_arms_naming(
                    m.mac.tokens.clone(),
                    &input.macro_arms_dropped_for,
                );
            }
        }
    }
    let dir = input.root_file.parent().unwrap_or(Path::new("."));
    loader.add_module(
        String::new(),
        None,
        file.attrs,
        Visibility::Inherited,
        file.items,
        (dir, dir),
    )?;
    Ok(loader.tree)
}

struct Analysis<'a> {
    trees: &'a [Rc<CrateTree>],
    externs: Vec<HashMap<String, usize>>,
    /// Modules with a kept item.
    open: Vec<Vec<bool>>,
    /// Kept items, by crate, module and entry.
    kept: Vec<Vec<Vec<bool>>>,
    reached: Vec<Vec<bool>>,
    followed: HashSet<(usize, usize, usize)>,
    visited: HashSet<(usize, usize, Vec<String>)>,
    /// Kept items whose code is still to be read.
    queue: Vec<(usize, usize, usize)>,
    /// Every trait name of every crate: importing one counts as using it.
    traits: HashSet<String>,
}

impl<'a> Analysis<'a> {
    fn module(&self, c: usize, m: usize) -> &'a Module {
        &self.trees[c].modules[m]
    }

    fn reach(&mut self, c: usize, m: usize) {
        let mut cur = Some(m);
        while let Some(x) = cur {
            if self.reached[c][x] {
                break;
            }
            self.reached[c][x] = true;
            cur = self.module(c, x).parent;
        }
    }

    /// Keeps item `e` of module `m` of crate `c`, to be read for what it uses. The first kept
    /// item of a module brings the module's item-level macro calls without a name too (what
    /// they define is unknown).
    fn keep(&mut self, c: usize, m: usize, e: usize) {
        self.reach(c, m);
        if self.kept[c][m][e] {
            return;
        }
        self.kept[c][m][e] = true;
        self.queue.push((c, m, e));
        if !self.open[c][m] {
            self.open[c][m] = true;
            let entries = &self.module(c, m).entries;
            for (i, entry) in entries.iter().enumerate() {
                if let Entry::Item(Item::Macro(mac)) = entry {
                    if mac.ident.is_none() {
                        self.keep(c, m, i);
                    }
                }
            }
        }
    }

    /// Keeps the items of module `m` that define `name`.
    fn keep_name(&mut self, c: usize, m: usize, name: &str) {
        let module = self.module(c, m);
        for &e in module.definers.get(name).into_iter().flatten() {
            self.keep(c, m, e);
        }
    }

    /// Keeps every item of module `m` but its `use`s (which are kept as they are followed).
    fn keep_all(&mut self, c: usize, m: usize) {
        self.reach(c, m);
        let entries = &self.module(c, m).entries;
        for (e, entry) in entries.iter().enumerate() {
            if matches!(entry, Entry::Item(item) if !matches!(item, Item::Use(_))) {
                self.keep(c, m, e);
            }
        }
    }

    /// Resolves a path written in module `m` of crate `c`.
    fn resolve_from(&mut self, c: usize, m: usize, leading_colon: bool, segs: &[String]) {
        let Some(first) = segs.first() else { return };
        let rest = &segs[1..];
        if leading_colon {
            if let Some(&d) = self.externs[c].get(first) {
                self.resolve_in(d, 0, rest);
            }
            return;
        }
        match first.as_str() {
            "crate" | "$crate" => self.resolve_in(c, 0, rest),
            "self" => self.resolve_in(c, m, rest),
            "super" => {
                if let Some(p) = self.module(c, m).parent {
                    self.resolve_in(c, p, rest);
                }
            }
            _ => {
                if let Some(&child) = self.module(c, m).children.get(first) {
                    return self.resolve_in(c, child, rest);
                }
                let named = self.leaves_named(c, m, first);
                if !named.is_empty() {
                    for leaf in named {
                        self.follow(c, m, leaf, rest);
                    }
                } else if let Some(&d) = self.externs[c].get(first) {
                    self.resolve_in(d, 0, rest);
                }
            }
        }
    }

    fn leaves_named(&self, c: usize, m: usize, name: &str) -> Vec<usize> {
        let uses = &self.module(c, m).uses;
        (0..uses.len())
            .filter(|&i| uses[i].name.as_deref() == Some(name))
            .collect()
    }

    fn globs(&self, c: usize, m: usize) -> Vec<usize> {
        let uses = &self.module(c, m).uses;
        (0..uses.len())
            .filter(|&i| uses[i].name.is_none())
            .collect()
    }

    /// Resolves `segs` inside module `t` of crate `c` (the module is reached).
    fn resolve_in(&mut self, c: usize, t: usize, segs: &[String]) {
        if !self.visited.insert((c, t, segs.to_vec())) {
            return;
        }
        self.reach(c, t);
        let Some(first) = segs.first() else { return };
        let rest = &segs[1..];
        match first.as_str() {
            "self" => return self.resolve_in(c, t, rest),
            "super" => {
                if let Some(p) = self.module(c, t).parent {
                    self.resolve_in(c, p, rest);
                }
                return;
            }
            _ => {}
        }
        if let Some(&child) = self.module(c, t).children.get(first) {
            return self.resolve_in(c, child, rest);
        }
        let mut found = false;
        if self.module(c, t).defined.contains(first) {
            self.keep_name(c, t, first);
            found = true;
        }
        if t == 0 {
            if let Some(&m) = self.trees[c].macro_exports.get(first) {
                self.keep_name(c, m, first);
                found = true;
            }
        }
        for leaf in self.leaves_named(c, t, first) {
            self.follow(c, t, leaf, rest);
            found = true;
        }
        if found {
            return;
        }
        for glob in self.globs(c, t) {
            let leaf = &self.module(c, t).uses[glob];
            if let Some((d, target)) = self.find_module(c, t, leaf.leading_colon, &leaf.path, 0) {
                if self.exports(d, target, first, 0) {
                    self.followed.insert((c, t, glob));
                    self.resolve_in(d, target, segs);
                    found = true;
                }
            }
        }
        if !found {
            // A name the bundler cannot place: keep the whole module rather than guess.
            self.keep_all(c, t);
        }
    }

    fn follow(&mut self, c: usize, m: usize, leaf: usize, rest: &[String]) {
        self.followed.insert((c, m, leaf));
        let leaf = &self.module(c, m).uses[leaf];
        let leading_colon = leaf.leading_colon;
        let mut segs = leaf.path.clone();
        segs.extend_from_slice(rest);
        self.resolve_from(c, m, leading_colon, &segs);
    }

    /// The module a path names, if it names one of the inlined crates' modules.
    fn find_module(
        &self,
        c: usize,
        m: usize,
        leading_colon: bool,
        segs: &[String],
        depth: usize,
    ) -> Option<(usize, usize)> {
        if depth > 16 {
            return None;
        }
        let (first, rest) = segs.split_first()?;
        let (mut c, mut m) = if leading_colon {
            (*self.externs[c].get(first)?, 0)
        } else {
            match first.as_str() {
                "crate" | "$crate" => (c, 0),
                "self" => (c, m),
                "super" => (c, self.module(c, m).parent?),
                _ => {
                    if let Some(&child) = self.module(c, m).children.get(first) {
                        (c, child)
                    } else if let Some(&leaf) = self.leaves_named(c, m, first).first() {
                        let leaf = &self.module(c, m).uses[leaf];
                        self.find_module(c, m, leaf.leading_colon, &leaf.path, depth + 1)?
                    } else {
                        (*self.externs[c].get(first)?, 0)
                    }
                }
            }
        };
        for seg in rest {
            (c, m) = match seg.as_str() {
                "self" => (c, m),
                "super" => (c, self.module(c, m).parent?),
                _ => match self.module(c, m).children.get(seg) {
                    Some(&child) => (c, child),
                    None => {
                        let &leaf = self.leaves_named(c, m, seg).first()?;
                        let leaf = &self.module(c, m).uses[leaf];
                        self.find_module(c, m, leaf.leading_colon, &leaf.path, depth + 1)?
                    }
                },
            };
        }
        Some((c, m))
    }

    /// Whether module `t` of crate `c` provides `name` (defines, imports or re-exports it).
    fn exports(&self, c: usize, t: usize, name: &str, depth: usize) -> bool {
        let module = self.module(c, t);
        if module.children.contains_key(name)
            || module.defined.contains(name)
            || (t == 0 && self.trees[c].macro_exports.contains_key(name))
            || module.uses.iter().any(|u| u.name.as_deref() == Some(name))
        {
            return true;
        }
        depth < 8
            && module.uses.iter().any(|u| {
                u.name.is_none()
                    && self
                        .find_module(c, t, u.leading_colon, &u.path, 0)
                        .is_some_and(|(d, target)| self.exports(d, target, name, depth + 1))
            })
    }

    /// Follows every name that kept item `e` of module `m` uses: names the module defines
    /// (any identifier of the item, format arguments included: a local variable of the same
    /// name only keeps one item too many), macros called by their bare name, paths, and the
    /// module's imports of the names it mentions.
    fn scan(&mut self, c: usize, m: usize, e: usize) {
        let mut code = TokenStream::new();
        if let Entry::Item(item) = &self.module(c, m).entries[e] {
            item.to_tokens(&mut code);
        }
        let mut idents = HashSet::new();
        tokens::idents(code.clone(), &mut idents);
        let trees = self.trees;
        // A trait of this module whose method the item calls: a method call names no trait,
        // and one in the same module needs no import that would name it.
        let module = self.module(c, m);
        let called_traits: Vec<usize> = (0..module.entries.len())
            .filter(|&i| match &module.entries[i] {
                Entry::Item(Item::Trait(t)) => t.items.iter().any(|item| {
                    matches!(item, syn::TraitItem::Fn(f) if idents.contains(&ident_name(&f.sig.ident)))
                }),
                _ => false,
            })
            .collect();
        for i in called_traits {
            self.keep(c, m, i);
        }
        for name in &idents {
            if self.module(c, m).defined.contains(name) {
                self.keep_name(c, m, name);
            }
            for &home in trees[c].macros.get(name).into_iter().flatten() {
                self.keep_name(c, home, name);
            }
        }
        for path in tokens::paths(code) {
            if path.glob {
                // A glob inside a function body: any name of the target may be meant.
                if let Some((d, target)) =
                    self.find_module(c, m, path.leading_colon, &path.segments, 0)
                {
                    self.resolve_glob(d, target, &idents);
                }
            } else {
                self.resolve_from(c, m, path.leading_colon, &path.segments);
            }
        }
        for leaf in 0..self.module(c, m).uses.len() {
            let u = &self.module(c, m).uses[leaf];
            match &u.name {
                Some(name)
                    if name == "_" || idents.contains(name) || self.traits.contains(name) =>
                {
                    self.follow(c, m, leaf, &[]);
                }
                Some(_) => {}
                None => {
                    // Kept whatever it names (a module of ours, an enum's variants, std).
                    self.followed.insert((c, m, leaf));
                    if let Some((d, target)) = self.find_module(c, m, u.leading_colon, &u.path, 0) {
                        self.resolve_glob(d, target, &idents);
                    } else {
                        // Not a module: an enum (`use self::Side::*`), kept itself.
                        let (leading_colon, path) = (u.leading_colon, u.path.clone());
                        self.resolve_from(c, m, leading_colon, &path);
                    }
                }
            }
        }
    }

    fn resolve_glob(&mut self, d: usize, target: usize, idents: &HashSet<String>) {
        self.reach(d, target);
        let mut names: Vec<String> = idents.iter().chain(&self.traits).cloned().collect();
        names.sort();
        names.dedup();
        for name in names {
            if self.exports(d, target, &name, 0) {
                self.resolve_in(d, target, std::slice::from_ref(&name));
            }
        }
    }

    /// Keeps the `impl`s whose type and trait, where they are items of the inlined crates,
    /// are all kept, found by resolving their paths from the impl's module (not by bare name:
    /// a problem's own `Input` is not `shared::input::Input`); true if it kept any.
    fn keep_needed_impls(&mut self) -> bool {
        let mut kept_any = false;
        for c in 0..self.trees.len() {
            for m in 0..self.trees[c].modules.len() {
                for e in 0..self.module(c, m).entries.len() {
                    if !self.kept[c][m][e] && self.impl_needed(c, m, e) {
                        self.keep(c, m, e);
                        kept_any = true;
                    }
                }
            }
        }
        kept_any
    }

    /// Whether entry `e` of module `m` is an `impl` whose self type's and trait's paths that
    /// name items of the inlined crates name kept items only (and at least one does).
    fn impl_needed(&self, c: usize, m: usize, e: usize) -> bool {
        let Entry::Item(Item::Impl(imp)) = &self.module(c, m).entries[e] else {
            return false;
        };
        let mut heads: Vec<&syn::Path> = Vec::new();
        let mut ty = &*imp.self_ty;
        while let syn::Type::Reference(r) = ty {
            ty = &r.elem;
        }
        if let syn::Type::Path(p) = ty {
            heads.push(&p.path);
        }
        if let Some((_, path, _)) = &imp.trait_ {
            heads.push(path);
        }
        let mut ours = 0;
        for path in heads {
            let segs: Vec<String> = path.segments.iter().map(|s| ident_name(&s.ident)).collect();
            let defs = self.definitions(c, m, path.leading_colon.is_some(), &segs, 0);
            if defs.is_empty() {
                continue;
            }
            if !defs.iter().any(|&(dc, dm, de)| self.kept[dc][dm][de]) {
                return false;
            }
            ours += 1;
        }
        ours > 0
    }

    /// The items a path written in module `m` names (crate, module, entry), without marking
    /// anything: through the module's items, its imports and globs, and other modules.
    fn definitions(
        &self,
        c: usize,
        m: usize,
        leading_colon: bool,
        segs: &[String],
        depth: usize,
    ) -> Vec<(usize, usize, usize)> {
        match segs {
            [] => Vec::new(),
            [name] if !leading_colon => self.definitions_in(c, m, name, depth),
            [prefix @ .., name] => match self.find_module(c, m, leading_colon, prefix, 0) {
                Some((d, t)) => self.definitions_in(d, t, name, depth),
                None => Vec::new(),
            },
        }
    }

    /// The items named `name` in module `t`: its own, or those an import or glob brings.
    fn definitions_in(
        &self,
        c: usize,
        t: usize,
        name: &str,
        depth: usize,
    ) -> Vec<(usize, usize, usize)> {
        let module = self.module(c, t);
        if let Some(entries) = module.definers.get(name) {
            return entries.iter().map(|&e| (c, t, e)).collect();
        }
        if depth > 16 {
            return Vec::new();
        }
        let mut out = Vec::new();
        for leaf in self.leaves_named(c, t, name) {
            let leaf = &module.uses[leaf];
            out.extend(self.definitions(c, t, leaf.leading_colon, &leaf.path, depth + 1));
        }
        if out.is_empty() {
            for glob in self.globs(c, t) {
                let leaf = &module.uses[glob];
                if let Some((d, target)) = self.find_module(c, t, leaf.leading_colon, &leaf.path, 0)
                {
                    out.extend(self.definitions_in(d, target, name, depth + 1));
                }
            }
        }
        out
    }

    fn is_internal(&self, c: usize, m: usize, leaf: &UseLeaf) -> bool {
        let Some(first) = leaf.path.first() else {
            return true;
        };
        if leaf.leading_colon {
            return self.externs[c].contains_key(first);
        }
        matches!(first.as_str(), "crate" | "$crate" | "self" | "super")
            || self.module(c, m).children.contains_key(first)
            || self.externs[c].contains_key(first)
            || !self.leaves_named(c, m, first).is_empty()
    }

    fn module_path(&self, c: usize, m: usize) -> String {
        let mut names = Vec::new();
        let mut cur = Some(m);
        while let Some(x) = cur {
            let module = self.module(c, x);
            if module.parent.is_some() {
                names.push(module.name.clone());
            }
            cur = module.parent;
        }
        names.reverse();
        names.join("::")
    }
}

struct Emitter<'a> {
    analysis: &'a Analysis<'a>,
    inputs: &'a [CrateInput],
}

impl Emitter<'_> {
    /// The kept items of a reached module, with its reached children nested in it.
    fn items(&self, c: usize, m: usize) -> Vec<Item> {
        let a = self.analysis;
        let module = a.module(c, m);
        let open = a.open[c][m];
        let mut out = Vec::new();
        for (index, entry) in module.entries.iter().enumerate() {
            match entry {
                Entry::Child(k) => {
                    if a.reached[c][*k] {
                        let child = a.module(c, *k);
                        out.push(Item::Mod(syn::ItemMod {
                            attrs: child.attrs.clone(),
                            vis: child.vis.clone(),
                            unsafety: None,
                            mod_token: Default::default(),
                            ident: syn::Ident::new(&child.name, Span::call_site()),
                            content: Some((Default::default(), self.items(c, *k))),
                            semi: None,
                        }));
                    }
                }
                Entry::Item(Item::Use(u)) => {
                    let leaves: Vec<usize> = (0..module.uses.len())
                        .filter(|&i| module.uses[i].entry == index)
                        .collect();
                    let mut next = 0;
                    let mut keep = || {
                        let leaf = leaves[next];
                        next += 1;
                        a.followed.contains(&(c, m, leaf))
                            || (open && !a.is_internal(c, m, &module.uses[leaf]))
                    };
                    if let Some(tree) = filter_use(&u.tree, &mut keep) {
                        let mut u = u.clone();
                        u.tree = tree;
                        out.push(Item::Use(u));
                    }
                }
                Entry::Item(Item::ExternCrate(e))
                    if a.externs[c].contains_key(&ident_name(&e.ident)) => {}
                Entry::Item(item) if a.kept[c][m][index] => {
                    out.push(item.clone());
                    if let (Item::Macro(mac), Some(_)) = (item, &self.inputs[c].module_name) {
                        if let (true, Some(name)) = (is_macro_export(&mac.attrs), &mac.ident) {
                            // Exported macros live at the crate root; once the crate is a module,
                            // a `pub(crate) use` gives them a path instead.
                            let Some(Item::Macro(last)) = out.last_mut() else {
                                unreachable!()
                            };
                            last.attrs.retain(|a| !a.path().is_ident("macro_export"));
                            out.push(syn::parse_quote!(pub(crate) use #name;));
                        }
                    }
                }
                Entry::Item(_) => {}
            }
        }
        if m == 0 && self.inputs[c].module_name.is_some() {
            // Macros exported from nested modules: re-export them at the crate's root.
            for (name, &home) in &self.analysis.trees[c].macro_exports {
                let module = a.module(c, home);
                let kept = module.definers[name].iter().any(|&e| a.kept[c][home][e]);
                if home != 0 && kept {
                    let path = a.module_path(c, home);
                    let text = format!("pub(crate) use self::{path}::{name};");
                    out.push(syn::parse_str(&text).expect("a valid use item"));
                }
            }
        }
        out
    }
}

/// Inlines `crates` (index 0 is the binary) into one file.
pub fn assemble(crates: &[CrateInput], parsed: &mut Parsed) -> Result<Assembled> {
    let mut trees = Vec::new();
    for input in crates {
        trees.push(parsed.tree(input)?);
    }
    let mut traits = HashSet::new();
    for tree in &trees {
        for module in &tree.modules {
            for entry in &module.entries {
                if let Entry::Item(Item::Trait(t)) = entry {
                    traits.insert(ident_name(&t.ident));
                }
            }
        }
    }
    let mut analysis = Analysis {
        trees: &trees,
        externs: crates
            .iter()
            .map(|c| c.externs.iter().cloned().collect())
            .collect(),
        open: trees.iter().map(|t| vec![false; t.modules.len()]).collect(),
        kept: trees
            .iter()
            .map(|t| {
                t.modules
                    .iter()
                    .map(|m| vec![false; m.entries.len()])
                    .collect()
            })
            .collect(),
        reached: trees.iter().map(|t| vec![false; t.modules.len()]).collect(),
        followed: HashSet::new(),
        visited: HashSet::new(),
        queue: Vec::new(),
        traits,
    };
    analysis.keep_all(0, 0);
    loop {
        while let Some((c, m, e)) = analysis.queue.pop() {
            analysis.scan(c, m, e);
        }
        if !analysis.keep_needed_impls() {
            break;
        }
    }

    let emitter = Emitter {
        analysis: &analysis,
        inputs: crates,
    };
    let module_names: Vec<String> = crates
        .iter()
        .map(|c| c.module_name.clone().unwrap_or_default())
        .collect();
    let mut file_tokens = TokenStream::new();
    let mut used_modules = Vec::new();
    for (c, input) in crates.iter().enumerate() {
        if !analysis.reached[c][0] {
            continue;
        }
        let externs: HashMap<String, String> = input
            .externs
            .iter()
            .map(|(name, d)| (name.clone(), module_names[*d].clone()))
            .collect();
        let rewrite = Rewrite {
            own_module: input.module_name.as_deref(),
            externs: &externs,
        };
        let root = &trees[c].modules[0];
        let items = emitter.items(c, 0);
        let tokens = match &input.module_name {
            None => {
                let file = syn::File {
                    shebang: None,
                    attrs: root.attrs.clone(),
                    items,
                };
                file.to_token_stream()
            }
            Some(name) => {
                let mut attrs = root.attrs.clone();
                for a in &mut attrs {
                    a.style = AttrStyle::Inner(Default::default());
                }
                let module = syn::ItemMod {
                    attrs,
                    vis: Visibility::Inherited,
                    unsafety: None,
                    mod_token: Default::default(),
                    ident: syn::Ident::new(name, Span::call_site()),
                    content: Some((Default::default(), items)),
                    semi: None,
                };
                let open: Vec<String> = (0..trees[c].modules.len())
                    .filter(|&m| analysis.open[c][m])
                    .map(|m| analysis.module_path(c, m))
                    .collect();
                used_modules.push((input.label.clone(), open));
                module.to_token_stream()
            }
        };
        file_tokens.extend(tokens::rewrite(tokens, &rewrite));
    }
    let mut file: syn::File =
        syn::parse2(file_tokens).map_err(|e| anyhow!("the assembled file does not parse: {e}"))?;
    drop_unnamed_methods(&mut file);
    Ok(Assembled { file, used_modules })
}

/// How often each identifier occurs in `tokens`, inside groups too.
fn count_idents(tokens: TokenStream, counts: &mut HashMap<String, usize>) {
    for tree in tokens {
        match tree {
            proc_macro2::TokenTree::Ident(ident) => {
                *counts.entry(ident.to_string()).or_default() += 1
            }
            proc_macro2::TokenTree::Group(group) => count_idents(group.stream(), counts),
            _ => {}
        }
    }
}

/// Removes from `items` (and the modules nested in them) each method of an inherent impl (one
/// without a trait) whose name `named` holds no more often than the method's own tokens do;
/// whether anything went.
fn drop_methods_in(items: &mut [Item], named: &HashMap<String, usize>) -> bool {
    let mut dropped = false;
    for item in items {
        match item {
            Item::Mod(module) => {
                if let Some((_, inner)) = &mut module.content {
                    dropped |= drop_methods_in(inner, named);
                }
            }
            Item::Impl(block) if block.trait_.is_none() => block.items.retain(|member| {
                let syn::ImplItem::Fn(method) = member else {
                    return true;
                };
                let name = method.sig.ident.to_string();
                let mut own = HashMap::new();
                count_idents(method.to_token_stream(), &mut own);
                let keep = named.get(&name) > own.get(&name);
                dropped |= !keep;
                keep
            }),
            _ => {}
        }
    }
    dropped
}

/// Drops the methods of inherent impls that nothing else in `file` names. A call names its
/// method (`x.name(..)`, `Type::name`), so a method whose name occurs only in its own
/// definition is never called; it goes, and the search repeats, since it may have been the
/// only caller of another. Conservative by design: a name that occurs anywhere else (another
/// type's method, a field, a local, a macro's body) keeps every method of that name. Trait
/// impls stay whole (the trait asks for their methods). A submission uses a few of
/// `shared::input::Input`'s methods, so this keeps the reader's unused ones out of every
/// bundle (`keeps_the_items_main_reaches_and_no_namesake` checks a method dropped).
fn drop_unnamed_methods(file: &mut syn::File) {
    loop {
        let mut named = HashMap::new();
        count_idents(file.to_token_stream(), &mut named);
        if !drop_methods_in(&mut file.items, &named) {
            break;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::process::Command;

    /// Writes `files` (path, text) under a fresh directory named after the test.
    fn write_tree(name: &str, files: &[(&str, &str)]) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("bundle-unit-{}-{name}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        for (path, text) in files {
            let path = dir.join(path);
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(path, text).unwrap();
        }
        dir
    }

    /// Compiles `source` with bare rustc and returns what the program prints.
    fn compile_and_run(dir: &Path, source: &str) -> String {
        let file = dir.join("bundled.rs");
        std::fs::write(&file, source).unwrap();
        let exe = dir.join("bundled-bin");
        let out = Command::new("rustc")
            .args(["--edition", "2021", "-o"])
            .arg(&exe)
            .arg(&file)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(out.status.success(), "rustc failed:\n{stderr}\n{source}");
        assert!(
            stderr.trim().is_empty(),
            "rustc warned:\n{stderr}\n{source}"
        );
        let run = Command::new(&exe).output().unwrap();
        assert!(run.status.success());
        String::from_utf8(run.stdout).unwrap()
    }

    fn crate_input(label: &str, module: Option<&str>, root: PathBuf) -> CrateInput {
        CrateInput {
            label: label.into(),
            module_name: module.map(str::to_string),
            root_file: root,
            externs: Vec::new(),
            features: HashSet::from(["fast".to_string()]),
            macro_arms_dropped_for: Vec::new(),
        }
    }

    /// A library with used, unused, re-exported, impl-only, glob-imported and feature-gated
    /// modules, a test module and an exported macro; the program uses some of it.
    #[test]
    fn keeps_exactly_the_modules_the_program_reaches() {
        let dir = write_tree(
            "select",
            &[
                (
                    "util/lib.rs",
                    "//! Docs that must go.\n\
                     #[macro_use] mod macros;\n\
                     pub mod a; pub mod b; pub mod c; pub mod d; mod imps;\n\
                     #[cfg(feature = \"fast\")] pub mod fast;\n\
                     #[cfg(feature = \"slow\")] pub mod slow;\n\
                     pub use c::Thing;\n\
                     /// Doubles after checking that b links.\n\
                     #[macro_export] macro_rules! twice { ($e:expr) => { $crate::b::beta() * 0 + 2 * $e } }\n\
                     #[cfg(test)] mod tests { #[test] fn t() { crate::d::delta(); } }\n",
                ),
                (
                    "util/a.rs",
                    "use super::b::*;\nuse self::Side::*;\npub enum Side { One }\n\
                     pub fn alpha() -> u32 { beta() + match One { One => 1 } }\n\
                     use crate::fast::ZERO;\npub fn show() { println!(\"zero {ZERO}\") }\n",
                ),
                ("util/b.rs", "pub fn beta() -> u32 { triple!(14) - 1 }\n"),
                (
                    "util/macros.rs",
                    "macro_rules! triple { ($e:expr) => { 3 * $e }; }\n",
                ),
                ("util/d.rs", "pub fn delta() -> u32 { 0 }\n"),
                (
                    "util/c/mod.rs",
                    "mod inner;\npub use inner::{Speak, Thing};\npub fn unused() -> u32 { crate::d::delta() }\n",
                ),
                (
                    "util/c/inner.rs",
                    "pub struct Thing(pub u32);\npub trait Speak { fn speak(&self) -> String; }\n",
                ),
                (
                    "util/imps.rs",
                    "impl crate::c::Speak for crate::c::Thing {\n\
                         fn speak(&self) -> String { format!(\"thing {}\", self.0 + crate::fast::ZERO) }\n\
                     }\n",
                ),
                ("util/fast.rs", "pub const ZERO: u32 = 0;\n"),
                ("util/slow.rs", "compile_error!(\"feature off\");\n"),
                (
                    "main.rs",
                    "use util::c::{Speak, Thing};\n\
                     fn main() { println!(\"{} {} {}\", util::a::alpha(), Thing(7).speak(), util::twice!(3)); \
                     util::a::show(); }\n",
                ),
            ],
        );
        let mut bin = crate_input("demo", None, dir.join("main.rs"));
        bin.externs = vec![("util".into(), 1)];
        let lib = crate_input("util", Some("util"), dir.join("util/lib.rs"));
        let assembled = assemble(&[bin, lib], &mut Parsed::default()).unwrap();
        let (label, mut modules) = assembled.used_modules[0].clone();
        modules.sort();
        assert_eq!(label, "util");
        assert_eq!(
            modules,
            ["", "a", "b", "c::inner", "fast", "imps", "macros"]
        );
        let source = prettyplease::unparse(&assembled.file);
        for gone in [
            "delta",
            "unused",
            "slow",
            "Docs",
            "Doubles",
            "tests",
            "macro_export",
        ] {
            assert!(!source.contains(gone), "{gone} should be gone:\n{source}");
        }
        assert_eq!(compile_and_run(&dir, &source), "42 thing 7 6\nzero 0\n");
    }

    /// What is kept follows from what `main` reaches, item by item, through resolved paths:
    /// the brute force and what only it uses stay out, and a type named like a used one (a
    /// problem's own `Input` in its `study` module) neither brings its module nor its `impl`s;
    /// the methods of a kept inherent impl that nothing calls go too.
    #[test]
    fn keeps_the_items_main_reaches_and_no_namesake() {
        let dir = write_tree(
            "items",
            &[
                (
                    "util/lib.rs",
                    "pub mod input {\n\
                         pub struct Input(pub u32);\n\
                         impl Input {\n\
                             pub fn get(&self) -> u32 { self.0 }\n\
                             pub fn spare_get(&self) -> u32 { self.inner_get() }\n\
                             fn inner_get(&self) -> u32 { self.0 }\n\
                         }\n\
                     }\n\
                     pub mod table { pub fn big_table() -> u32 { 7 } }\n\
                     pub mod num { pub const LIMIT: u32 = 3; pub fn spare() -> u32 { 9 } }\n",
                ),
                (
                    "pdemo/lib.rs",
                    "use util::input::Input;\n\
                     pub mod study {\n\
                         pub struct Input(pub u64);\n\
                         impl Input { pub fn far(&self) -> u64 { crate::unreached() } }\n\
                     }\n\
                     pub fn unreached() -> u64 { 0 }\n\
                     fn helper(x: u32) -> u32 { x + util::num::LIMIT }\n\
                     pub fn solve(input: &Input) -> u32 { helper(input.get()) }\n\
                     pub fn brute_solve(input: &Input) -> u32 { util::table::big_table() + input.get() }\n",
                ),
                (
                    "main.rs",
                    "fn main() { println!(\"{}\", pdemo::solve(&util::input::Input(4))); }\n",
                ),
            ],
        );
        let mut bin = crate_input("demo", None, dir.join("main.rs"));
        bin.externs = vec![("pdemo".into(), 1), ("util".into(), 2)];
        let mut pdemo = crate_input("pdemo", Some("pdemo"), dir.join("pdemo/lib.rs"));
        pdemo.externs = vec![("util".into(), 2)];
        let util = crate_input("util", Some("util"), dir.join("util/lib.rs"));
        let assembled = assemble(&[bin, pdemo, util], &mut Parsed::default()).unwrap();
        let used: HashMap<String, Vec<String>> = assembled.used_modules.into_iter().collect();
        assert_eq!(used["pdemo"], [""]);
        let mut util_used = used["util"].clone();
        util_used.sort();
        assert_eq!(util_used, ["input", "num"]);
        let source = prettyplease::unparse(&assembled.file);
        for gone in [
            "study",
            "unreached",
            "far",
            "brute_solve",
            "big_table",
            "spare",
            // Methods nothing calls, one called only by the other.
            "spare_get",
            "inner_get",
        ] {
            assert!(!source.contains(gone), "{gone} should be gone:\n{source}");
        }
        assert_eq!(
            compile_and_run(&dir, &format!("#![allow(dead_code)]\n{source}")),
            "7\n"
        );
    }

    /// A trait's method called in its own module (where no import names the trait) keeps the
    /// trait, and so the trait's `impl` for a kept type.
    #[test]
    fn a_method_call_keeps_its_trait_in_the_same_module() {
        let dir = write_tree(
            "trait_method",
            &[
                (
                    "util/lib.rs",
                    "pub mod shape {\n\
                         pub trait Area { fn area(&self) -> u32; }\n\
                         pub struct Square(pub u32);\n\
                         impl Area for Square { fn area(&self) -> u32 { self.0 * self.0 } }\n\
                         pub fn total(s: &Square) -> u32 { s.area() + 1 }\n\
                     }\n",
                ),
                (
                    "main.rs",
                    "fn main() { println!(\"{}\", util::shape::total(&util::shape::Square(3))); }\n",
                ),
            ],
        );
        let mut bin = crate_input("demo", None, dir.join("main.rs"));
        bin.externs = vec![("util".into(), 1)];
        let util = crate_input("util", Some("util"), dir.join("util/lib.rs"));
        let assembled = assemble(&[bin, util], &mut Parsed::default()).unwrap();
        let source = prettyplease::unparse(&assembled.file);
        assert_eq!(compile_and_run(&dir, &source), "10\n");
    }

    /// A `#[path]` in a file that is not `mod.rs` is relative to that file's directory, as
    /// rustc reads it (a problem's `src/study.rs` takes in `examples/games/*.rs` so).
    #[test]
    fn a_path_attribute_is_relative_to_its_file() {
        let dir = write_tree(
            "path_attr",
            &[
                ("games_rules.rs", "pub fn four() -> u32 { 4 }\n"),
                (
                    "src/part.rs",
                    "#[path = \"../games_rules.rs\"]\npub mod rules;\n",
                ),
                (
                    "src/main.rs",
                    "mod part;\nfn main() { println!(\"{}\", part::rules::four()); }\n",
                ),
            ],
        );
        let bin = crate_input("demo", None, dir.join("src/main.rs"));
        let assembled = assemble(&[bin], &mut Parsed::default()).unwrap();
        let source = prettyplease::unparse(&assembled.file);
        assert_eq!(compile_and_run(&dir, &source), "4\n");
    }

    /// Paths that reach another crate in every spelling: `::x`, `use x as y`, a renamed
    /// dependency, `super::` chains and `self::`, inside a nested inline module.
    #[test]
    fn follows_every_spelling_of_a_path() {
        let dir = write_tree(
            "paths",
            &[
                ("base/lib.rs", "pub mod num { pub fn one() -> u32 { 1 } pub fn two() -> u32 { 2 } }\npub mod other { pub fn never() {} }\n"),
                (
                    "mid/lib.rs",
                    "pub mod outer {\n\
                         pub mod inner {\n\
                             use renamed::num as n;\n\
                             pub fn three() -> u32 { n::one() + ::renamed::num::two() + super::super::zero() + self::nil() }\n\
                             fn nil() -> u32 { 0 }\n\
                         }\n\
                     }\n\
                     fn zero() -> u32 { 0 }\n",
                ),
                ("main.rs", "fn main() { println!(\"{}\", mid::outer::inner::three()); }\n"),
            ],
        );
        let mut bin = crate_input("demo", None, dir.join("main.rs"));
        bin.externs = vec![("mid".into(), 1)];
        let mut mid = crate_input("mid", Some("mid"), dir.join("mid/lib.rs"));
        mid.externs = vec![("renamed".into(), 2)];
        let base = crate_input("base", Some("base"), dir.join("base/lib.rs"));
        let assembled = assemble(&[bin, mid, base], &mut Parsed::default()).unwrap();
        let used: HashMap<String, Vec<String>> = assembled.used_modules.into_iter().collect();
        assert_eq!(used["mid"], ["", "outer::inner"]);
        assert_eq!(used["base"], ["num"]);
        let source = prettyplease::unparse(&assembled.file);
        assert!(!source.contains("never"), "{source}");
        assert_eq!(compile_and_run(&dir, &source), "3\n");
    }
}
