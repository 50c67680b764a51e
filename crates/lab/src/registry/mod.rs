//! Every game the lab knows: each problem crate's study descriptor (`<crate>::study::game()`,
//! listed by `build.rs` from the path dependencies in `crates/lab/Cargo.toml`, so adding a
//! problem is that one line, which `just new` writes), then the demos defined here: a
//! subtraction game and Wythoff's game, and a wrong guess about P2953 that `verify` refutes.
//! The tests at the bottom run every entry at its defaults and at the extremes of its
//! parameters, so a slip in a descriptor shows up at once.

use crate::error::LabError;

mod demo_guess;
mod demo_subtraction;
mod demo_wythoff;

pub use study::{Game, Grid, GridSpec, TableFn, TableSpec, VerifySpec};

include!(concat!(env!("OUT_DIR"), "/problems.rs"));

/// Every game: the problems (see `build.rs`), then the lab's demos.
pub fn all() -> Vec<Game> {
    let mut games = problems();
    games.extend([
        demo_subtraction::game(),
        demo_wythoff::game(),
        demo_guess::game(),
    ]);
    games
}

/// The game with this slug, or the only game whose slug starts with it (so `p4018` works).
///
/// # Errors
/// [`LabError::UnknownGame`] listing every slug when nothing matches, or the matching slugs
/// when several do.
pub fn find(asked: &str) -> Result<Game, LabError> {
    let games = all();
    if let Some(game) = games.iter().find(|g| g.slug == asked) {
        return Ok(*game);
    }
    let matching: Vec<&Game> = games
        .iter()
        .filter(|g| !asked.is_empty() && g.slug.starts_with(asked))
        .collect();
    match matching.as_slice() {
        [one] => Ok(**one),
        [] => Err(LabError::UnknownGame {
            asked: asked.to_string(),
            candidates: games.iter().map(|g| g.slug).collect(),
            ambiguous: false,
            suggestion: None,
        }),
        several => Err(LabError::UnknownGame {
            asked: asked.to_string(),
            candidates: several.iter().map(|g| g.slug).collect(),
            ambiguous: true,
            suggestion: None,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::params::ParamValues;
    use crate::verify::Silent;

    #[test]
    fn slugs_are_unique_and_parameters_sane() {
        let games = all();
        for (i, g) in games.iter().enumerate() {
            assert!(games[..i].iter().all(|h| h.slug != g.slug), "{}", g.slug);
            for p in g.params {
                assert!(
                    p.min <= p.default && p.default <= p.max,
                    "{} {}",
                    g.slug,
                    p.name
                );
            }
            assert!(g.verify.default_upto <= g.verify.max_upto, "{}", g.slug);
        }
    }

    #[test]
    fn every_problem_has_its_generators() {
        for g in all().iter().filter(|g| !g.slug.starts_with("demo-")) {
            assert!(g.stress.is_some(), "{}: no random-input generator", g.slug);
            assert!(g.worst_cases.is_some(), "{}: no worst cases", g.slug);
        }
    }

    #[test]
    fn every_game_runs_at_its_defaults() {
        for g in all() {
            let params = ParamValues::defaults(g.params);
            if let Some(t) = g.table {
                let len = match t.values {
                    TableFn::WinLose(f) => f(&params, 30).len(),
                    TableFn::Grundy(f) => f(&params, 30).len(),
                };
                assert_eq!(len, 31, "{}", g.slug);
            }
            // Small ranges (each crate's own tests run the full one): demo-guess's wrong guess
            // holds below 132, so it agrees too.
            let upto = g.verify.default_upto.min(10);
            let verdict = (g.verify.run)(&params, upto, &mut Silent);
            assert!(verdict.agrees(), "{}: {}", g.slug, verdict.summary());
            if let Some(spec) = g.grid {
                let grid = (spec.grid)(&params, 12);
                assert_eq!((grid.width, grid.height), (12, 12), "{}", g.slug);
                assert_eq!(grid.win.len(), 144, "{}", g.slug);
            }
        }
    }

    #[test]
    fn slugs_resolve_exactly_or_by_unique_prefix() {
        assert_eq!(
            find("p1857-prime-stones").unwrap().slug,
            "p1857-prime-stones"
        );
        assert_eq!(find("p1857").unwrap().slug, "p1857-prime-stones");
        match find("nope").unwrap_err() {
            LabError::UnknownGame {
                candidates,
                ambiguous,
                ..
            } => {
                assert!(!ambiguous);
                assert_eq!(candidates.len(), all().len());
            }
            other => panic!("{other:?}"),
        }
        match find("demo-").unwrap_err() {
            LabError::UnknownGame {
                candidates,
                ambiguous,
                ..
            } => {
                assert!(ambiguous);
                assert!(candidates.iter().all(|s| s.starts_with("demo-")));
            }
            other => panic!("{other:?}"),
        }
        assert!(find("").is_err());
    }

    /// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
    mod full {
        use super::*;

        #[test]
        #[ignore = "full: every parameter's extremes, some with brute forces of seconds"]
        fn every_game_agrees_at_the_extremes_of_its_parameters() {
            for g in all() {
                for (i, spec) in g.params.iter().enumerate() {
                    for value in [spec.min, spec.max] {
                        let assignment = format!("{}={value}", spec.name);
                        let params = ParamValues::parse(g.params, &[assignment]).unwrap();
                        let verdict =
                            (g.verify.run)(&params, g.verify.default_upto.min(12), &mut Silent);
                        assert!(
                            verdict.agrees(),
                            "{} param #{i}={value}: {}",
                            g.slug,
                            verdict.summary()
                        );
                    }
                }
            }
        }
    }
}
