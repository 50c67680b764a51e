//! Which file goes where: a problem's C++ program (`crates/<slug>/cpp/<slug>.cpp`, which a
//! problem carries when none of its judges takes Rust), and, from its metadata and
//! `kit::judges`, one line per file saying at which judges to submit it.
//!
//! ## Tested
//! The unit tests below (the lines for a Rust-only problem, a C++-only one and a mixed one);
//! `tests/cli.rs` runs `bundle` on a problem with a C++ program and on one without.

use kit::judges::{self, Judge};
use kit::Metadata;
use std::path::{Path, PathBuf};

/// The C++ program of the problem crate in `crate_dir` named `slug`, when it has one.
pub fn cpp_program(crate_dir: &Path, slug: &str) -> Option<PathBuf> {
    let path = crate_dir.join("cpp").join(format!("{slug}.cpp"));
    path.is_file().then_some(path)
}

/// What to submit where, one line per kind of place, in the metadata's order of first
/// appearance: the Rust file `rust` at the judges that take Rust; the C++ file `cpp` (when the
/// crate has one) at the others, known or not ([`judges::needs_cpp`] counts a judge without a
/// row as one without Rust); and, without a C++ file, the judges that take no Rust or that the
/// list does not know.
pub fn lines(m: &Metadata, slug: &str, rust: &Path, cpp: Option<&Path>) -> Vec<String> {
    let places = judges::places(m);
    let named = |keep: &dyn Fn(Option<&Judge>) -> bool| -> Vec<String> {
        places
            .iter()
            .filter(|(_, judge)| keep(*judge))
            .map(|(place, _)| place.clone())
            .collect()
    };
    let takes_rust = named(&|j| j.is_some_and(|j| j.takes_rust));
    let without_rust = named(&|j| j.is_some_and(|j| !j.takes_rust));
    let unknown = named(&|j| j.is_none());
    let mut out = Vec::new();
    if !takes_rust.is_empty() {
        out.push(format!(
            "submit {} at {} (Rust, edition 2021 where there is a choice)",
            rust.display(),
            takes_rust.join(", ")
        ));
    }
    match cpp {
        Some(cpp) => {
            let elsewhere: Vec<String> = places
                .iter()
                .filter(|(_, judge)| !judge.is_some_and(|j| j.takes_rust))
                .map(|(place, _)| place.clone())
                .collect();
            if !elsewhere.is_empty() {
                out.push(format!(
                    "submit {} at {} (C++11 or newer: not known to take the Rust file)",
                    cpp.display(),
                    elsewhere.join(", ")
                ));
            }
        }
        None => {
            if !without_rust.is_empty() {
                out.push(format!(
                    "{}: does not take the Rust file (crates/kit/src/judges.rs), and the crate \
                     has no C++ program (cpp/{slug}.cpp)",
                    without_rust.join(", ")
                ));
            }
            if !unknown.is_empty() {
                out.push(format!(
                    "{}: whether it takes Rust is not known (no row in crates/kit/src/judges.rs); \
                     the Rust file if it does",
                    unknown.join(", ")
                ));
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(judge: &str, id: &str, also: &[&str]) -> Metadata {
        Metadata {
            title: "t".into(),
            judge: judge.into(),
            id: id.into(),
            url: String::new(),
            also: also.iter().map(|a| a.to_string()).collect(),
            time_limit_ms: 1000,
            memory_limit_mib: 256,
        }
    }

    #[test]
    fn rust_where_it_is_taken_and_cpp_elsewhere() {
        let (rs, cpp) = (Path::new("out/x.rs"), Path::new("out/x.cpp"));
        let gmoj = metadata("GMOJ", "3033", &["POJ 3922", "HDU 2486"]);
        assert_eq!(
            lines(&gmoj, "x", rs, Some(cpp)),
            [
                "submit out/x.cpp at GMOJ 3033, POJ 3922, HDU 2486 (C++11 or newer: not known to \
                 take the Rust file)"
            ]
        );
        let bzoj = metadata("BZOJ", "3895", &["AcWing 1321"]);
        assert!(lines(&bzoj, "x", rs, Some(cpp))[0].contains("at BZOJ 3895, AcWing 1321 (C++11"));
        let mixed = metadata("Luogu", "P1290", &["POJ 2348", "ZOJ 1913"]);
        assert_eq!(
            lines(&mixed, "x", rs, None),
            [
                "submit out/x.rs at Luogu P1290 (Rust, edition 2021 where there is a choice)",
                "POJ 2348: does not take the Rust file (crates/kit/src/judges.rs), and the crate \
                 has no C++ program (cpp/x.cpp)",
                "ZOJ 1913: whether it takes Rust is not known (no row in \
                 crates/kit/src/judges.rs); the Rust file if it does",
            ]
        );
        let with_cpp = lines(&mixed, "x", rs, Some(cpp));
        assert_eq!(with_cpp.len(), 2);
        assert!(with_cpp[1].starts_with("submit out/x.cpp at POJ 2348, ZOJ 1913 (C++11"));
        let luogu = metadata("Luogu", "P1857", &[]);
        assert_eq!(lines(&luogu, "x", rs, None).len(), 1);
    }
}
