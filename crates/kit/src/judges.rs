//! What we know of each judge's Rust: the README's judge table is built from this list and the
//! problems' metadata, and [`needs_cpp`] decides from it which problems also carry a C++
//! program. Not re-checked on every site; the judge's own language list is the authority.
//!
//! ## Tested
//! Unit tests below: the places of a problem, and which metadata needs C++ (a judge without a
//! row counts as one without Rust); `tests/consistency.rs` checks that every problem that needs
//! C++ has its program.

use crate::Metadata;

/// One row of the judge table.
pub struct Judge {
    /// The names a problem's `judge` (or the first word of an `also` entry) may use.
    pub names: &'static [&'static str],
    /// How the row is titled.
    pub title: &'static str,
    /// Whether, and which, Rust it takes, for a person (the README's judge table).
    pub rust: &'static str,
    /// Whether a file from `just bundle` (Rust 1.70 or newer, edition 2021) is expected to
    /// compile there: false where no Rust is offered and where the offered one is too old.
    pub takes_rust: bool,
}

/// Every judge the problems name, in the table's order.
pub const JUDGES: &[Judge] = &[
    Judge {
        names: &["AtCoder"],
        title: "AtCoder",
        rust: "yes: rustc 1.70.0, edition 2021 (2023 language update); proconio 0.4.5 is among its installed crates: `just bundle SLUG --atcoder` keeps `use proconio` (the default file inlines it)",
        takes_rust: true,
    },
    Judge {
        names: &["Codeforces", "Codeforces Gym"],
        title: "Codeforces, Gym",
        rust: "yes: \"Rust 2021\" (rustc 1.66 in 2023, reportedly 1.89 with a 2024-edition option since)",
        takes_rust: true,
    },
    Judge {
        names: &["Luogu"],
        title: "Luogu",
        rust: "yes: its judge environment ([luogu-dev/judge-env](https://github.com/luogu-dev/judge-env)) installs a current stable rustc; the edition it passes was not checked",
        takes_rust: true,
    },
    Judge {
        names: &["BOJ", "Baekjoon"],
        title: "BOJ (Baekjoon)",
        rust: "yes, Rust 2018 and 2021 as far as we know",
        takes_rust: true,
    },
    Judge {
        names: &["Nowcoder"],
        title: "Nowcoder",
        rust: "Rust is in its language list as far as we know; version not checked",
        takes_rust: true,
    },
    Judge {
        names: &["SPOJ"],
        title: "SPOJ",
        rust: "lists Rust, but its compiler has long been far older than 1.70, so expect a compile error",
        takes_rust: false,
    },
    Judge {
        names: &["HDU", "POJ", "UVa", "BZOJ", "GMOJ", "COGS"],
        title: "HDU, POJ, UVa, BZOJ (closed), GMOJ, COGS",
        rust: "no Rust as far as we know (C, C++, Pascal, Java and the like)",
        takes_rust: false,
    },
];

/// The row for a judge name, if any.
pub fn find(name: &str) -> Option<&'static Judge> {
    JUDGES.iter().find(|j| j.names.contains(&name))
}

/// Where a problem can be submitted: its judge and id (`"HDU 7287"`), then each `also` entry as
/// written (`"POJ 3922"`), each with the judge's row (`None` when the list has none: the first
/// word of an `also` entry names the judge).
pub fn places(m: &Metadata) -> Vec<(String, Option<&'static Judge>)> {
    let main = (format!("{} {}", m.judge, m.id), find(&m.judge));
    let also = m.also.iter().map(|entry| {
        let judge = entry.split_whitespace().next().and_then(find);
        (entry.clone(), judge)
    });
    std::iter::once(main).chain(also).collect()
}

/// Whether the problem needs a C++ program besides the Rust one: no judge it lists is known to
/// take Rust ([`Judge::takes_rust`]; a judge without a row, such as AcWing or ZOJ, counts as one
/// that does not). `kit check` then requires `cpp/<slug>.cpp`.
pub fn needs_cpp(m: &Metadata) -> bool {
    !places(m)
        .iter()
        .any(|(_, judge)| judge.is_some_and(|j| j.takes_rust))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn metadata(judge: &str, also: &[&str]) -> Metadata {
        Metadata {
            title: "t".into(),
            judge: judge.into(),
            id: "1".into(),
            url: String::new(),
            also: also.iter().map(|a| a.to_string()).collect(),
            time_limit_ms: 1000,
            memory_limit_mib: 256,
        }
    }

    #[test]
    fn places_are_the_judge_then_each_also_entry_with_its_row() {
        let places = places(&metadata("GMOJ", &["POJ 3922", "IPSC 2006 K"]));
        let shown: Vec<(&str, Option<&str>)> = places
            .iter()
            .map(|(place, judge)| (place.as_str(), judge.map(|j| j.title)))
            .collect();
        let hdu_row = find("HDU").unwrap().title;
        assert_eq!(
            shown,
            [
                ("GMOJ 1", Some(hdu_row)),
                ("POJ 3922", Some(hdu_row)),
                ("IPSC 2006 K", None)
            ]
        );
    }

    #[test]
    fn cpp_is_needed_only_when_no_listed_judge_takes_rust() {
        for (judge, also, needed) in [
            ("HDU", &[][..], true),
            ("GMOJ", &["POJ 3922", "HDU 2486"][..], true),
            // No row for AcWing: not known to take Rust.
            ("BZOJ", &["AcWing 1321"][..], true),
            // SPOJ lists a Rust too old for the bundles.
            ("SPOJ", &[][..], true),
            ("Luogu", &["COGS 56"][..], false),
            ("POJ", &["Luogu P1290"][..], false),
            ("Baekjoon", &["IPSC 2006 K", "SPOJ 2154"][..], false),
            ("Codeforces Gym", &[][..], false),
        ] {
            assert_eq!(
                needs_cpp(&metadata(judge, also)),
                needed,
                "{judge} {also:?}"
            );
        }
    }

    #[test]
    fn every_judge_name_has_one_row() {
        let mut names: Vec<&str> = JUDGES
            .iter()
            .flat_map(|j| j.names.iter().copied())
            .collect();
        let count = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), count, "a name in two rows");
    }
}
