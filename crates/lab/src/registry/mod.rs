//! Every game the lab knows: one small adapter per game, in its own file, turning the problem
//! crate's plain functions into a [`Game`].
//!
//! To add a game: write `registry/<name>.rs` with a `pub fn game() -> Game` (copy a neighbour),
//! add it to [`all`], and add the crate as a path dependency in `crates/lab/Cargo.toml`. The tests
//! at the bottom run every entry at its defaults, so a slip in an adapter shows up at once.

use crate::error::LabError;

mod arc137c_distinct_numbers;
mod demo_guess;
mod demo_subtraction;
mod demo_wythoff;
mod gym104385c_battle;
mod hdu7287_alice_game;
mod ipsc_kruskal_prime_heaps;
mod nowcoder_two_pile_multiples;
mod p2953_cow_digit_game;
mod p3150_split_game;
mod p4018_prime_power_stones;
mod usst_stone_doubling;

pub use study::{Game, Grid, GridSpec, TableFn, TableSpec, VerifySpec};

/// Every game, problems first (in the README's order), then the lab's demos.
pub fn all() -> Vec<Game> {
    vec![
        p1857_prime_stones::study::game(),
        p4018_prime_power_stones::game(),
        ipsc_kruskal_prime_heaps::game(),
        gym104385c_battle::game(),
        bzoj3895_take_or_merge::study::game(),
        gmoj3033_k_multiple_nim::study::game(),
        p1290_euclid_game::study::game(),
        arc137c_distinct_numbers::game(),
        p3150_split_game::game(),
        p2953_cow_digit_game::game(),
        usst_stone_doubling::game(),
        nowcoder_two_pile_multiples::game(),
        hdu7287_alice_game::game(),
        demo_subtraction::game(),
        demo_wythoff::game(),
        demo_guess::game(),
    ]
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
        }),
        several => Err(LabError::UnknownGame {
            asked: asked.to_string(),
            candidates: several.iter().map(|g| g.slug).collect(),
            ambiguous: true,
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
            // Small ranges: demo-guess's wrong guess holds below 132, so it agrees too.
            let upto = g.verify.default_upto.min(20);
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
    fn every_game_agrees_at_the_extremes_of_its_parameters() {
        for g in all() {
            for (i, spec) in g.params.iter().enumerate() {
                for value in [spec.min, spec.max] {
                    let assignment = format!("{}={value}", spec.name);
                    let params = ParamValues::parse(g.params, &[assignment]).unwrap();
                    let verdict =
                        (g.verify.run)(&params, g.verify.default_upto.min(20), &mut Silent);
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
}
