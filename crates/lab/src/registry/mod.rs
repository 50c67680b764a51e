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
/// when several do; `--data` given for a registered game.
pub fn find(asked: &str) -> Result<Game, LabError> {
    if crate::rules::data_file().is_some() {
        return Err(LabError::BadOption(format!(
            "--data is read by a rules file's `moves` (`Params::data`); `{asked}` is a \
             registered game without one (a problem whose game is its input has its rules \
             file examples/games/ID.rs, ID the slug's first word, reading the data)"
        )));
    }
    lookup(asked)
}

/// The rules file that plays registered game `game` from a judge's input (`--data`): a
/// problem whose game is its input (a graph, a tree, a maze) gives no moves of its own, and
/// `examples/games/ID.rs`, `ID` the slug's first word (`p6560` of `p6560-passing-of-time`),
/// reads the input through `Params::data`. `None` for a game with moves, or without such a
/// file.
pub fn data_rules_file(game: &Game) -> Option<std::path::PathBuf> {
    if game.moves.is_some() {
        return None;
    }
    let id = game.slug.split('-').next()?;
    let file = crate::rules::build::workspace_root()
        .join("examples/games")
        .join(format!("{id}.rs"));
    std::fs::canonicalize(file).ok()
}

/// GAME as the commands take it: with `--data`, a registered game (its slug or a unique
/// prefix) that [`data_rules_file`] plays is that rules file; anything else as it was asked
/// (an unknown game is left to the command, which names the candidates).
pub fn with_data(asked: &str) -> String {
    if crate::rules::data_file().is_none() || crate::rules::is_rules_file(asked) {
        return asked.to_string();
    }
    match lookup(asked).ok().and_then(|g| data_rules_file(&g)) {
        Some(file) => file.to_string_lossy().into_owned(),
        None => asked.to_string(),
    }
}

/// [`find`] without the `--data` check.
fn lookup(asked: &str) -> Result<Game, LabError> {
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

    /// `lab list` shows the problems in the order of their names, wherever `kit new` put their
    /// lines in the lab's manifest.
    #[test]
    fn the_problems_come_sorted() {
        let slugs: Vec<&str> = problems().iter().map(|g| g.slug).collect();
        let mut sorted = slugs.clone();
        sorted.sort_unstable();
        assert_eq!(slugs, sorted);
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

    /// The defaults, then each parameter at its least value, and at its largest when
    /// `largest` (some cost seconds: USST's k = 5000 reaches 5000 positions from any other).
    fn assignments(g: &Game, largest: bool) -> Vec<ParamValues> {
        let mut all = vec![ParamValues::defaults(g.params)];
        for spec in g.params {
            let values = if largest {
                vec![spec.min, spec.max]
            } else {
                vec![spec.min]
            };
            for value in values {
                let assignment = format!("{}={value}", spec.name);
                all.push(ParamValues::parse(g.params, &[assignment]).unwrap());
            }
        }
        all
    }

    /// Whether the player to move wins `sum` (normal or misère play), and its Grundy value
    /// under normal play (0 under misère play), by the descriptor's moves.
    fn by_moves(played: &mut study::moves::Played, sum: &[Vec<u64>], misere: bool) -> (bool, u32) {
        use study::moves::Quantity;
        let sum = &study::moves::parts_of(sum.to_vec());
        if misere {
            (played.value(Quantity::Misere, sum).unwrap() == 1, 0)
        } else {
            let g = played.value(Quantity::Grundy, sum).unwrap();
            (g != 0, g)
        }
    }

    /// Whether a game's moves are checked against its table or grid here. Not a partizan
    /// game's (no impartial table: `tests/partizan.rs` checks them against the problem's brute
    /// force), nor moves on rows (positions no table of numbers shows: each crate's descriptor
    /// tests them against its brute force on every small row).
    fn checked_by_tables(spec: &study::MovesSpec) -> bool {
        !matches!(
            spec.moves,
            study::Moves::Partizan(..) | study::Moves::Row(..)
        )
    }

    /// Each game's table of `0..=upto` and grid of `size` × `size` by its own functions and by
    /// its moves, for every assignment of [`assignments`]; for each game with moves, its slug,
    /// the number of assignments and the number of positions compared.
    fn check_moves(upto: usize, size: usize, largest: bool) -> Vec<(&'static str, usize, usize)> {
        let mut per_game = Vec::new();
        for g in all() {
            let Some(spec) = g.moves else { continue };
            if !checked_by_tables(&spec) {
                continue;
            }
            let mut checked = 0;
            assert!(
                spec.table_at.is_some() || spec.grid_at.is_some(),
                "{}: moves that no table or grid checks",
                g.slug
            );
            for declared in spec.declared {
                let known = g.params.iter().any(|p| p.name == declared.0);
                let fixed = g.params.is_empty() || !known;
                assert!(known || fixed, "{}: {}", g.slug, declared.0);
            }
            let assignments = assignments(&g, largest);
            for params in &assignments {
                let mut played = spec.played(params);
                let at = params.describe();
                if let (Some(table), Some(position)) = (g.table, spec.table_at) {
                    let upto = upto.min(table.max_upto);
                    let (wins, grundy): (Vec<bool>, Option<Vec<u32>>) = match table.values {
                        TableFn::WinLose(f) => (f(params, upto), None),
                        TableFn::Grundy(f) => {
                            let v = f(params, upto);
                            (v.iter().map(|&x| x != 0).collect(), Some(v))
                        }
                    };
                    assert_eq!(wins.len(), upto + 1, "{}", g.slug);
                    for n in 0..=upto {
                        let sum = position(params, n as u64);
                        let (w, value) = by_moves(&mut played, &sum, spec.misere);
                        assert_eq!(w, wins[n], "{} ({at}): table entry {n} = {sum:?}", g.slug);
                        if let Some(grundy) = &grundy {
                            assert_eq!(value, grundy[n], "{} ({at}): Grundy value of {n}", g.slug);
                        }
                        checked += 1;
                    }
                }
                if let (Some(grid), Some(position)) = (g.grid, spec.grid_at) {
                    let grid = (grid.grid)(params, size.min(grid.max_size));
                    for y in 0..grid.height {
                        for x in 0..grid.width {
                            let (cx, cy) = (grid.x_start + x as u64, grid.y_start + y as u64);
                            let sum = position(params, cx, cy);
                            let (w, _) = by_moves(&mut played, &sum, spec.misere);
                            assert_eq!(
                                w,
                                grid.wins_at(x, y),
                                "{} ({at}): grid cell ({cx}, {cy}) = {sum:?}",
                                g.slug
                            );
                            checked += 1;
                        }
                    }
                }
            }
            per_game.push((g.slug, assignments.len(), checked));
        }
        per_game
    }

    /// Every game with moves had positions compared, under every assignment: no count of the
    /// games is written here, so a new problem with moves needs no edit.
    fn assert_every_game_checked(checked: &[(&str, usize, usize)]) {
        let with: Vec<&str> = all()
            .iter()
            .filter(|g| g.moves.as_ref().is_some_and(checked_by_tables))
            .map(|g| g.slug)
            .collect();
        assert!(!with.is_empty());
        assert_eq!(
            checked.iter().map(|c| c.0).collect::<Vec<_>>(),
            with,
            "games with moves and games checked"
        );
        for &(slug, assignments, positions) in checked {
            assert!(positions >= assignments, "{slug}: {positions} positions");
        }
    }

    #[test]
    fn every_game_with_moves_gives_its_own_table_and_grid_by_them() {
        assert_every_game_checked(&check_moves(24, 12, false));
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
        #[ignore = "full: seconds (every parameter at its largest, larger tables)"]
        fn every_game_with_moves_gives_its_own_table_and_grid_by_them_at_every_extreme() {
            super::assert_every_game_checked(&super::check_moves(40, 20, true));
        }

        #[test]
        #[ignore = "full: every parameter's extremes, some with brute forces of seconds"]
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
    }
}
