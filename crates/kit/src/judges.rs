//! What we know of each judge's Rust: the README's judge table is built from this list and the
//! problems' metadata. Not re-checked on every site; the judge's own language list is the
//! authority.

/// One row of the judge table.
pub struct Judge {
    /// The names a problem's `judge` (or the first word of an `also` entry) may use.
    pub names: &'static [&'static str],
    /// How the row is titled.
    pub title: &'static str,
    /// Whether, and which, Rust it takes.
    pub rust: &'static str,
}

/// Every judge the problems name, in the table's order.
pub const JUDGES: &[Judge] = &[
    Judge {
        names: &["AtCoder"],
        title: "AtCoder",
        rust: "yes: rustc 1.70.0, edition 2021, proconio 0.4.5 among the installed crates (2023 language update)",
    },
    Judge {
        names: &["Codeforces", "Codeforces Gym"],
        title: "Codeforces, Gym",
        rust: "yes: \"Rust 2021\" (rustc 1.66 in 2023, reportedly 1.89 with a 2024-edition option since)",
    },
    Judge {
        names: &["Luogu"],
        title: "Luogu",
        rust: "yes: its judge environment ([luogu-dev/judge-env](https://github.com/luogu-dev/judge-env)) installs a current stable rustc; the edition it passes was not checked",
    },
    Judge {
        names: &["BOJ", "Baekjoon"],
        title: "BOJ (Baekjoon)",
        rust: "yes, Rust 2018 and 2021 as far as we know",
    },
    Judge {
        names: &["Nowcoder"],
        title: "Nowcoder",
        rust: "Rust is in its language list as far as we know; version not checked",
    },
    Judge {
        names: &["SPOJ"],
        title: "SPOJ",
        rust: "lists Rust, but its compiler has long been far older than 1.70, so expect a compile error",
    },
    Judge {
        names: &["HDU", "POJ", "UVa", "BZOJ", "GMOJ", "COGS"],
        title: "HDU, POJ, UVa, BZOJ (closed), GMOJ, COGS",
        rust: "no Rust as far as we know (C, C++, Pascal, Java and the like)",
    },
];

/// The row for a judge name, if any.
pub fn find(name: &str) -> Option<&'static Judge> {
    JUDGES.iter().find(|j| j.names.contains(&name))
}
