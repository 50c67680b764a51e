//! Conditional compilation as the bundle will see it: tests are gone, cargo features are known.
//!
//! A submission is compiled without `--test` and without `--cfg feature=...`, so an item under
//! `#[cfg(test)]` (the big unit-test modules) is dead weight, and an item under
//! `#[cfg(feature = "x")]` must be kept or dropped *now*, by what cargo enabled. Other predicates
//! (`debug_assertions`, `target_os`, ...) stay for the judge's compiler to decide.

use std::collections::HashSet;
use syn::punctuated::Punctuated;
use syn::visit_mut::{self, VisitMut};
use syn::{Attribute, Expr, ImplItem, Item, Meta, Stmt, Token, TraitItem};

/// Removes what cannot be compiled into the bundle: see the module documentation.
pub struct CfgStrip<'a> {
    /// The crate's enabled cargo features.
    pub features: &'a HashSet<String>,
}

/// `Some(value)` when the bundler knows the predicate's value, `None` when the judge decides.
fn eval(meta: &Meta, features: &HashSet<String>) -> Option<bool> {
    match meta {
        Meta::Path(p) if p.is_ident("test") || p.is_ident("doc") || p.is_ident("doctest") => {
            Some(false)
        }
        Meta::NameValue(nv) if nv.path.is_ident("feature") => match &nv.value {
            Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Str(s),
                ..
            }) => Some(features.contains(&s.value())),
            _ => None,
        },
        Meta::List(list) => {
            let args = list
                .parse_args_with(Punctuated::<Meta, Token![,]>::parse_terminated)
                .ok()?;
            let values: Vec<Option<bool>> = args.iter().map(|m| eval(m, features)).collect();
            if list.path.is_ident("not") && values.len() == 1 {
                values[0].map(|v| !v)
            } else if list.path.is_ident("all") {
                if values.contains(&Some(false)) {
                    Some(false)
                } else if values.iter().all(|v| *v == Some(true)) {
                    Some(true)
                } else {
                    None
                }
            } else if list.path.is_ident("any") {
                if values.contains(&Some(true)) {
                    Some(true)
                } else if values.iter().all(|v| *v == Some(false)) {
                    Some(false)
                } else {
                    None
                }
            } else {
                None
            }
        }
        _ => None,
    }
}

impl CfgStrip<'_> {
    /// Whether the thing carrying `attrs` stays; drops its `cfg`s that are known to hold.
    pub fn keep(&self, attrs: &mut Vec<Attribute>) -> bool {
        let mut keep = true;
        attrs.retain(|attr| {
            let path = attr.path();
            if path.is_ident("test") || path.is_ident("bench") {
                keep = false;
            }
            if !path.is_ident("cfg") {
                return true;
            }
            match attr
                .parse_args::<Meta>()
                .ok()
                .and_then(|m| eval(&m, self.features))
            {
                Some(true) => false,
                Some(false) => {
                    keep = false;
                    true
                }
                None => true,
            }
        });
        keep
    }

    fn keep_item(&self, item: &mut Item) -> bool {
        match item_attrs(item) {
            Some(attrs) => self.keep(attrs),
            None => true,
        }
    }
}

/// The outer attributes of an item.
pub fn item_attrs(item: &mut Item) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        Item::Const(i) => &mut i.attrs,
        Item::Enum(i) => &mut i.attrs,
        Item::ExternCrate(i) => &mut i.attrs,
        Item::Fn(i) => &mut i.attrs,
        Item::ForeignMod(i) => &mut i.attrs,
        Item::Impl(i) => &mut i.attrs,
        Item::Macro(i) => &mut i.attrs,
        Item::Mod(i) => &mut i.attrs,
        Item::Static(i) => &mut i.attrs,
        Item::Struct(i) => &mut i.attrs,
        Item::Trait(i) => &mut i.attrs,
        Item::TraitAlias(i) => &mut i.attrs,
        Item::Type(i) => &mut i.attrs,
        Item::Union(i) => &mut i.attrs,
        Item::Use(i) => &mut i.attrs,
        _ => return None,
    })
}

fn impl_item_attrs(item: &mut ImplItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        ImplItem::Const(i) => &mut i.attrs,
        ImplItem::Fn(i) => &mut i.attrs,
        ImplItem::Type(i) => &mut i.attrs,
        ImplItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

fn trait_item_attrs(item: &mut TraitItem) -> Option<&mut Vec<Attribute>> {
    Some(match item {
        TraitItem::Const(i) => &mut i.attrs,
        TraitItem::Fn(i) => &mut i.attrs,
        TraitItem::Type(i) => &mut i.attrs,
        TraitItem::Macro(i) => &mut i.attrs,
        _ => return None,
    })
}

/// Keeps the elements of a punctuated list that `keep` accepts.
fn retain_punctuated<T, P: Default>(
    list: &mut Punctuated<T, P>,
    mut keep: impl FnMut(&mut T) -> bool,
) {
    *list = std::mem::take(list)
        .into_pairs()
        .filter_map(|pair| {
            let (mut value, punct) = pair.into_tuple();
            keep(&mut value).then_some((value, punct))
        })
        .fold(Punctuated::new(), |mut acc, (value, punct)| {
            acc.push_value(value);
            if let Some(p) = punct {
                acc.push_punct(p);
            }
            acc
        });
}

impl VisitMut for CfgStrip<'_> {
    fn visit_file_mut(&mut self, file: &mut syn::File) {
        file.items.retain_mut(|i| self.keep_item(i));
        visit_mut::visit_file_mut(self, file);
    }

    fn visit_item_mod_mut(&mut self, m: &mut syn::ItemMod) {
        if let Some((_, items)) = &mut m.content {
            items.retain_mut(|i| self.keep_item(i));
        }
        visit_mut::visit_item_mod_mut(self, m);
    }

    fn visit_block_mut(&mut self, block: &mut syn::Block) {
        block.stmts.retain_mut(|s| match s {
            Stmt::Item(i) => self.keep_item(i),
            Stmt::Local(l) => self.keep(&mut l.attrs),
            Stmt::Macro(m) => self.keep(&mut m.attrs),
            Stmt::Expr(..) => true,
        });
        visit_mut::visit_block_mut(self, block);
    }

    fn visit_item_impl_mut(&mut self, i: &mut syn::ItemImpl) {
        i.items
            .retain_mut(|ii| impl_item_attrs(ii).is_none_or(|a| self.keep(a)));
        visit_mut::visit_item_impl_mut(self, i);
    }

    fn visit_item_trait_mut(&mut self, t: &mut syn::ItemTrait) {
        t.items
            .retain_mut(|ti| trait_item_attrs(ti).is_none_or(|a| self.keep(a)));
        visit_mut::visit_item_trait_mut(self, t);
    }

    fn visit_item_enum_mut(&mut self, e: &mut syn::ItemEnum) {
        retain_punctuated(&mut e.variants, |v| self.keep(&mut v.attrs));
        visit_mut::visit_item_enum_mut(self, e);
    }

    fn visit_fields_named_mut(&mut self, f: &mut syn::FieldsNamed) {
        retain_punctuated(&mut f.named, |field| self.keep(&mut field.attrs));
        visit_mut::visit_fields_named_mut(self, f);
    }

    fn visit_expr_match_mut(&mut self, m: &mut syn::ExprMatch) {
        m.arms.retain_mut(|arm| self.keep(&mut arm.attrs));
        visit_mut::visit_expr_match_mut(self, m);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn drops_tests_and_disabled_features_keeps_what_the_judge_decides() {
        let features = HashSet::from(["on".to_string()]);
        let mut file: syn::File = syn::parse_str(
            r#"
            #[cfg(test)] mod tests {}
            #[test] fn t() {}
            #[cfg(feature = "off")] fn off() {}
            #[cfg(feature = "on")] fn on() {}
            #[cfg(all(feature = "on", not(test)))] fn both() {}
            #[cfg(debug_assertions)] fn judge_decides() {}
            #[cfg(any(test, debug_assertions))] fn also_judge() {}
            struct S { #[cfg(test)] hidden: u8, shown: u8 }
            fn body() { #[cfg(test)] fn inner() {} let x = 1; }
            "#,
        )
        .unwrap();
        CfgStrip {
            features: &features,
        }
        .visit_file_mut(&mut file);
        let text = prettyplease::unparse(&file);
        for gone in ["tests", "fn t(", "off", "hidden", "inner"] {
            assert!(!text.contains(gone), "{gone} should be gone:\n{text}");
        }
        for kept in [
            "fn on()",
            "fn both()",
            "#[cfg(debug_assertions)]\nfn judge_decides",
            "#[cfg(any(test, debug_assertions))]",
            "shown",
            "let x = 1",
        ] {
            assert!(text.contains(kept), "{kept} should stay:\n{text}");
        }
        assert!(!text.contains("feature = \"on\""), "{text}");
    }
}
