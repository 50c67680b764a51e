//! Token-level reading and rewriting of paths.
//!
//! Working on tokens rather than on syntax trees sees the paths inside macro bodies and macro
//! calls too (`$crate::b::beta()` in a `macro_rules!`, `assert!(shared::num::isqrt(n) > 0)`),
//! which a syntax visitor skips.

use proc_macro2::{Delimiter, Group, Ident, Punct, Spacing, Span, TokenStream, TokenTree};
use std::collections::{HashMap, HashSet};

/// A path as written in code: `[::] a :: b :: c`, or a glob `a :: b :: *` from a `use`.
/// `$crate` is kept as the segment `"$crate"`; raw identifiers lose their `r#`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FoundPath {
    pub leading_colon: bool,
    pub segments: Vec<String>,
    pub glob: bool,
}

/// Keywords after which `::x` starts a new path (`use ::x`, `in ::x`) instead of continuing one.
const NOT_PATH_KEYWORDS: &[&str] = &[
    "as", "async", "await", "box", "break", "const", "continue", "dyn", "else", "enum", "extern",
    "fn", "for", "if", "impl", "in", "let", "loop", "match", "mod", "move", "mut", "pub", "ref",
    "return", "static", "struct", "trait", "type", "unsafe", "use", "where", "while", "yield",
];

/// An identifier's name without the raw prefix.
pub fn ident_name(id: &Ident) -> String {
    let s = id.to_string();
    match s.strip_prefix("r#") {
        Some(bare) => bare.to_string(),
        None => s,
    }
}

fn is_punct(t: Option<&TokenTree>, c: char) -> bool {
    matches!(t, Some(TokenTree::Punct(p)) if p.as_char() == c)
}

/// Whether a path separator `::` starts at `i`.
fn is_sep(tts: &[TokenTree], i: usize) -> bool {
    matches!(tts.get(i), Some(TokenTree::Punct(p)) if p.as_char() == ':' && p.spacing() == Spacing::Joint)
        && is_punct(tts.get(i + 1), ':')
}

/// The path segment at `i` and how many tokens it spans (`$crate` is two).
fn segment_at(tts: &[TokenTree], i: usize) -> Option<(String, usize)> {
    match tts.get(i)? {
        TokenTree::Ident(id) => Some((ident_name(id), 1)),
        TokenTree::Punct(p) if p.as_char() == '$' => match tts.get(i + 1) {
            Some(TokenTree::Ident(id)) if id == "crate" => Some(("$crate".to_string(), 2)),
            _ => None,
        },
        _ => None,
    }
}

/// A token that can end a path segment, so that a following `::` continues that path.
fn ends_segment(t: &TokenTree) -> bool {
    match t {
        TokenTree::Ident(id) => !NOT_PATH_KEYWORDS.contains(&id.to_string().as_str()),
        TokenTree::Punct(p) => p.as_char() == '>',
        _ => false,
    }
}

/// Whether the segment at `i` starts a path: `Some(leading_colon)`, or `None` when it continues
/// a path, names a field or method (`x.y`), a lifetime (`'a`) or a macro variable (`$x`).
fn starts_path(tts: &[TokenTree], i: usize) -> Option<bool> {
    if i >= 1 {
        if let TokenTree::Punct(p) = &tts[i - 1] {
            if matches!(p.as_char(), '.' | '\'' | '$') {
                return None;
            }
        }
    }
    if i >= 2 && is_sep(tts, i - 2) {
        let leading = i < 3 || !ends_segment(&tts[i - 3]);
        return leading.then_some(true);
    }
    Some(false)
}

/// Splits a token stream at its top-level commas.
fn split_commas(ts: TokenStream) -> Vec<Vec<TokenTree>> {
    let mut parts = vec![Vec::new()];
    for t in ts {
        if matches!(&t, TokenTree::Punct(p) if p.as_char() == ',') {
            parts.push(Vec::new());
        } else {
            parts.last_mut().unwrap().push(t);
        }
    }
    parts.retain(|p| !p.is_empty());
    parts
}

/// Reads the path starting at `i` (after `prefix`, for the branches of a `use` group) and
/// returns the index just after it.
fn parse_path(
    tts: &[TokenTree],
    mut i: usize,
    leading_colon: bool,
    mut segments: Vec<String>,
    out: &mut Vec<FoundPath>,
) -> usize {
    while let Some((seg, width)) = segment_at(tts, i) {
        let keyword = NOT_PATH_KEYWORDS.contains(&seg.as_str());
        segments.push(seg);
        i += width;
        if keyword || !is_sep(tts, i) {
            break;
        }
        match tts.get(i + 2) {
            Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
                for part in split_commas(g.stream()) {
                    parse_use_branch(&part, leading_colon, segments.clone(), out);
                }
                return i + 3;
            }
            Some(TokenTree::Punct(p)) if p.as_char() == '*' => {
                out.push(FoundPath {
                    leading_colon,
                    segments,
                    glob: true,
                });
                return i + 3;
            }
            _ if segment_at(tts, i + 2).is_some() => i += 2,
            // `::<` (turbofish): the rest is generic arguments, read by the caller.
            _ => break,
        }
    }
    if !segments.is_empty() {
        out.push(FoundPath {
            leading_colon,
            segments,
            glob: false,
        });
    }
    i
}

/// One branch of a `use a::{...}` group.
fn parse_use_branch(
    part: &[TokenTree],
    leading_colon: bool,
    prefix: Vec<String>,
    out: &mut Vec<FoundPath>,
) {
    match part.first() {
        Some(TokenTree::Punct(p)) if p.as_char() == '*' => out.push(FoundPath {
            leading_colon,
            segments: prefix,
            glob: true,
        }),
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Brace => {
            for sub in split_commas(g.stream()) {
                parse_use_branch(&sub, leading_colon, prefix.clone(), out);
            }
        }
        _ => {
            parse_path(part, 0, leading_colon, prefix, out);
        }
    }
}

/// Every path in `ts`, at any depth of groups.
pub fn paths(ts: TokenStream) -> Vec<FoundPath> {
    let mut out = Vec::new();
    walk_paths(&ts.into_iter().collect::<Vec<_>>(), &mut out);
    out
}

fn walk_paths(tts: &[TokenTree], out: &mut Vec<FoundPath>) {
    let mut i = 0;
    while i < tts.len() {
        if let TokenTree::Group(g) = &tts[i] {
            walk_paths(&g.stream().into_iter().collect::<Vec<_>>(), out);
            i += 1;
        } else if let Some((_, width)) = segment_at(tts, i) {
            match starts_path(tts, i) {
                Some(leading) => i = parse_path(tts, i, leading, Vec::new(), out),
                None => i += width,
            }
        } else if is_sep(tts, i) && starts_path(tts, i + 2) == Some(true) {
            i += 2;
        } else {
            i += 1;
        }
    }
}

/// Every identifier in `ts`, at any depth, including those named inside string literals as
/// inline format arguments (`"{LIMIT}"`, `"{x:>5}"`), which only a `use` may bring into scope.
pub fn idents(ts: TokenStream, out: &mut HashSet<String>) {
    for t in ts {
        match t {
            TokenTree::Ident(id) => {
                out.insert(ident_name(&id));
            }
            TokenTree::Group(g) => idents(g.stream(), out),
            TokenTree::Literal(lit) => format_arguments(&lit.to_string(), out),
            TokenTree::Punct(_) => {}
        }
    }
}

/// The identifiers in `{name}` / `{name:spec}` placeholders of a string literal's text.
fn format_arguments(text: &str, out: &mut HashSet<String>) {
    if !(text.starts_with('"') || text.starts_with('r')) {
        return;
    }
    let mut rest = text;
    while let Some(open) = rest.find('{') {
        rest = &rest[open + 1..];
        if let Some(escaped) = rest.strip_prefix('{') {
            rest = escaped;
            continue;
        }
        let len = rest
            .find(|ch: char| !(ch.is_alphanumeric() || ch == '_'))
            .unwrap_or(rest.len());
        let name = &rest[..len];
        let starts_like_ident = name.starts_with(|ch: char| ch.is_alphabetic() || ch == '_');
        if starts_like_ident && matches!(rest[len..].chars().next(), Some('}' | ':')) {
            out.insert(name.to_string());
        }
    }
}

/// How one inlined crate's code is rewritten to live inside the single file.
pub struct Rewrite<'a> {
    /// The module the crate becomes (`crate::x` turns into `crate::<own_module>::x`), or `None`
    /// for the binary, which stays at the root.
    pub own_module: Option<&'a str>,
    /// Names by which the crate refers to other inlined crates, and the module each became:
    /// `shared::x` (or `::shared::x`) turns into `crate::shared::x`.
    pub externs: &'a HashMap<String, String>,
}

fn sep() -> [TokenTree; 2] {
    [
        Punct::new(':', Spacing::Joint).into(),
        Punct::new(':', Spacing::Alone).into(),
    ]
}

fn ident(name: &str) -> TokenTree {
    Ident::new(name, Span::call_site()).into()
}

/// Whether the bracket group at `i` (after `#` or `#!`) is a doc attribute.
fn is_doc_attribute(t: Option<&TokenTree>) -> bool {
    match t {
        Some(TokenTree::Group(g)) if g.delimiter() == Delimiter::Bracket => {
            matches!(g.stream().into_iter().next(), Some(TokenTree::Ident(id)) if id == "doc")
        }
        _ => false,
    }
}

/// Drops what a submission never compiles, before it is parsed: doc comments (`#[doc = ...]`
/// and `#![doc = ...]`, which is what `///` and `//!` are as tokens) and modules written
/// `#[cfg(test)] mod name { ... }` or `#[cfg(test)] mod name;`. Other `cfg(test)` items are left
/// to [`crate::cfg`]. About a third of the library's lines are docs and tests, and parsing them
/// was most of a bundle's time.
pub fn without_docs_and_test_modules(ts: TokenStream) -> TokenStream {
    let tts: Vec<TokenTree> = ts.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(tts.len());
    let mut i = 0;
    while i < tts.len() {
        if is_punct(tts.get(i), '#') {
            let bang = usize::from(is_punct(tts.get(i + 1), '!'));
            if is_doc_attribute(tts.get(i + 1 + bang)) {
                i += 2 + bang;
                continue;
            }
            if let Some(width) = test_module_at(&tts, i) {
                i += width;
                continue;
            }
        }
        match &tts[i] {
            TokenTree::Group(g) => {
                let mut inner =
                    Group::new(g.delimiter(), without_docs_and_test_modules(g.stream()));
                inner.set_span(g.span());
                out.push(inner.into());
            }
            t => out.push(t.clone()),
        }
        i += 1;
    }
    out.into_iter().collect()
}

/// The number of tokens of `#[cfg(test)] mod name { ... }` or `#[cfg(test)] mod name;` at `i`.
fn test_module_at(tts: &[TokenTree], i: usize) -> Option<usize> {
    let is_ident = |t: Option<&TokenTree>, name: Option<&str>| match t {
        Some(TokenTree::Ident(id)) => match name {
            Some(n) => id == n,
            None => true,
        },
        _ => false,
    };
    let group = |t: Option<&TokenTree>, delimiter| match t {
        Some(TokenTree::Group(g)) if g.delimiter() == delimiter => {
            Some(g.stream().into_iter().collect::<Vec<_>>())
        }
        _ => None,
    };
    let attr = group(tts.get(i + 1), Delimiter::Bracket)?;
    let predicate = group(attr.get(1), Delimiter::Parenthesis)?;
    let cfg_test = attr.len() == 2
        && is_ident(attr.first(), Some("cfg"))
        && predicate.len() == 1
        && is_ident(predicate.first(), Some("test"));
    if !cfg_test || !is_ident(tts.get(i + 2), Some("mod")) || !is_ident(tts.get(i + 3), None) {
        return None;
    }
    match tts.get(i + 4)? {
        TokenTree::Group(body) if body.delimiter() == Delimiter::Brace => Some(5),
        TokenTree::Punct(p) if p.as_char() == ';' => Some(5),
        _ => None,
    }
}

/// Re-roots the crate's paths as [`Rewrite`] says.
pub fn rewrite(ts: TokenStream, rw: &Rewrite) -> TokenStream {
    let tts: Vec<TokenTree> = ts.into_iter().collect();
    let mut out: Vec<TokenTree> = Vec::with_capacity(tts.len());
    let mut i = 0;
    while i < tts.len() {
        if let TokenTree::Group(g) = &tts[i] {
            let mut inner = Group::new(g.delimiter(), rewrite(g.stream(), rw));
            inner.set_span(g.span());
            out.push(inner.into());
            i += 1;
            continue;
        }
        let Some((seg, width)) = segment_at(&tts, i) else {
            out.push(tts[i].clone());
            i += 1;
            continue;
        };
        if let Some(leading_colon) = starts_path(&tts, i) {
            let continues = is_sep(&tts, i + width);
            let after_use = i >= 1 && matches!(&tts[i - 1], TokenTree::Ident(id) if id == "use");
            if seg == "crate" || seg == "$crate" {
                if let (true, Some(own)) = (continues, rw.own_module) {
                    out.extend(tts[i..i + width].iter().cloned());
                    out.extend(sep());
                    out.push(ident(own));
                    i += width;
                    continue;
                }
            } else if let Some(module) = rw.externs.get(&seg) {
                if continues || after_use {
                    if leading_colon {
                        out.truncate(out.len() - 2);
                    }
                    out.push(ident("crate"));
                    out.extend(sep());
                    out.push(ident(module));
                    i += width;
                    continue;
                }
            }
        }
        out.extend(tts[i..i + width].iter().cloned());
        i += width;
    }
    out.into_iter().collect()
}

/// Whether `ts` holds the identifier `name`, at any depth.
fn names(ts: &TokenStream, name: &str) -> bool {
    ts.clone().into_iter().any(|t| match t {
        TokenTree::Ident(id) => id == name,
        TokenTree::Group(g) => names(&g.stream(), name),
        _ => false,
    })
}

/// The body of a `macro_rules!` (`(pattern) => {expansion};` arms) without the arms whose
/// expansion names one of `dropped`.
///
/// # Complexity
/// O(tokens of the body).
pub fn without_arms_naming(body: TokenStream, dropped: &[String]) -> TokenStream {
    if dropped.is_empty() {
        return body;
    }
    let mut kept = Vec::new();
    let mut arm: Vec<TokenTree> = Vec::new();
    let mut arrow_seen = false;
    let mut tokens = body.into_iter().peekable();
    while let Some(t) = tokens.next() {
        let expansion = arrow_seen && matches!(&t, TokenTree::Group(_));
        if matches!(&t, TokenTree::Punct(p) if p.as_char() == '>') {
            arrow_seen = true;
        }
        arm.push(t);
        if expansion {
            if is_punct(tokens.peek(), ';') {
                arm.extend(tokens.next());
            }
            let TokenTree::Group(g) = &arm[arm.len() - 1 - usize::from(is_punct(arm.last(), ';'))]
            else {
                unreachable!("the expansion is a group")
            };
            if !dropped.iter().any(|name| names(&g.stream(), name)) {
                kept.append(&mut arm);
            }
            arm.clear();
            arrow_seen = false;
        }
    }
    kept.extend(arm);
    kept.into_iter().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn macro_arms_naming_a_dropped_identifier_go() {
        let body: TokenStream =
            "(from $s:expr) => { read($s) }; ($($r:tt)*) => {{ STDIN.lock() }} \
                                 (@x) => [ STDIN ]"
                .parse()
                .unwrap();
        let kept = without_arms_naming(body.clone(), &["STDIN".to_string()]);
        assert_eq!(kept.to_string(), "(from $ s : expr) => { read ($ s) } ;");
        assert_eq!(
            without_arms_naming(body.clone(), &[]).to_string(),
            body.to_string()
        );
    }

    fn ts(s: &str) -> TokenStream {
        s.parse().unwrap()
    }

    fn found(s: &str) -> Vec<String> {
        paths(ts(s))
            .into_iter()
            .map(|p| {
                format!(
                    "{}{}{}",
                    if p.leading_colon { "::" } else { "" },
                    p.segments.join("::"),
                    if p.glob { "::*" } else { "" }
                )
            })
            .collect()
    }

    #[test]
    fn finds_paths_in_code_macros_and_use_groups() {
        assert_eq!(
            found("let s = shared::linear_sieve::LinearSieve::new(n); x.y::z; 'a; $v;"),
            [
                "let",
                "s",
                "shared::linear_sieve::LinearSieve::new",
                "n",
                "x"
            ]
        );
        assert_eq!(
            found("use a::{b, c::{d, *}, self}; ::e::f; $crate::g!(h)"),
            [
                "use",
                "a::b",
                "a::c::d",
                "a::c::*",
                "a::self",
                "::e::f",
                "$crate::g",
                "h"
            ]
        );
        assert_eq!(
            found("Vec::<shared::T>::new(); <X as y::Z>::w"),
            ["Vec", "shared::T", "X", "as", "y::Z"]
        );
        assert_eq!(found("use ::shared::a;"), ["use", "::shared::a"]);
    }

    #[test]
    fn names_in_format_strings_count_as_identifiers() {
        let mut found = HashSet::new();
        idents(
            ts(r#"eprintln!("{a} {b:>5} {{c}} {0} {} {d.e} {_f}", x)"#),
            &mut found,
        );
        let mut found: Vec<String> = found.into_iter().collect();
        found.sort();
        assert_eq!(found, ["_f", "a", "b", "eprintln", "x"]);
    }

    #[test]
    fn rewrites_roots() {
        let externs = HashMap::from([("shared".to_string(), "shared".to_string())]);
        let rw = Rewrite {
            own_module: Some("lib"),
            externs: &externs,
        };
        let out = rewrite(
            ts(
                "#[inline] pub(crate) fn f() { crate::a::b(); ::shared::x(); \
                 use shared::{y, z}; v.shared::w(); $crate::m!(); pub(in crate::q) struct S; }",
            ),
            &rw,
        );
        let expected = ts("#[inline] pub(crate) fn f() { crate::lib::a::b(); crate::shared::x(); \
             use crate::shared::{y, z}; v.shared::w(); $crate::lib::m!(); pub(in crate::lib::q) struct S; }");
        assert_eq!(out.to_string(), expected.to_string());
    }

    #[test]
    fn docs_and_test_modules_go_before_parsing() {
        let out = without_docs_and_test_modules(ts(
            "//! crate doc\n/// item doc\n#[inline] fn f() { /// inner\n let x = 1; }\n\
             #[cfg(test)]\nmod tests { #[test] fn t() {} }\n#[cfg(test)] mod more;\n\
             #[cfg(test)] fn helper() {}\n#[cfg(not(test))] mod kept {}\n\
             #[doc(hidden)] pub struct S;\nconst D: &str = \"/// not a doc\";",
        ));
        let expected = ts(
            "#[inline] fn f() { let x = 1; } #[cfg(test)] fn helper() {} \
             #[cfg(not(test))] mod kept {} pub struct S; const D: &str = \"/// not a doc\";",
        );
        assert_eq!(out.to_string(), expected.to_string());
    }
}
