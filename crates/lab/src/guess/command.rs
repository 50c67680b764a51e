//! `lab guess GAME` and `lab verify GAME --rule EXPR` for rules in `a` and `b`: the games'
//! tables and grids fed to the guesser, and the report.

use super::grid::{self, PairFormula};
use super::{fit_grid_checked, guess_table, report, Table};
use crate::define::Target;
use crate::error::LabError;
use crate::registry;
use crate::table::Values;
use crate::verify::Progress;
use study::Grid;

/// The fitted table when no `--upto` is given (or a quarter of the game's limit, if lower).
pub const DEFAULT_GUESS_UPTO: usize = 250;

/// The fitted grid's size when no `--upto` is given (or a quarter of the game's limit).
pub const DEFAULT_GUESS_SIZE: usize = 60;

/// How much larger the table a guess is checked on is than the one it is fitted on.
pub const CHECK_FACTOR: usize = 4;

/// The grid `lab verify --rule` checks a rule in `a` and `b` on when no `--upto` is given (or
/// the game's limit, if lower).
pub const DEFAULT_VERIFY_SIZE: usize = 300;

/// What `lab guess` found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outcome {
    /// The whole report.
    pub text: String,
    /// The simplest rule that held, if any.
    pub rule: Option<String>,
    /// The fitted table's last position, or the fitted grid's size.
    pub fitted: usize,
    /// The same for the table or grid the rule was checked on.
    pub checked: usize,
    /// Whether the guess was made on the two-number grid.
    pub on_grid: bool,
}

fn to_table(values: &Values) -> Table {
    match values {
        Values::WinLose(w) => Table::WinLose(w.clone()),
        _ => Table::Grundy((0..values.len()).map(|n| values.get(n)).collect()),
    }
}

/// The fitted size: `asked`, or `default` capped at a quarter of `limit`; `asked` above a
/// quarter of the limit is refused (the check needs four times as much).
fn fitted_size(
    asked: Option<usize>,
    default: usize,
    limit: Option<usize>,
    what: &str,
) -> Result<usize, LabError> {
    let quarter = limit.map(|l| l / CHECK_FACTOR);
    match (asked, quarter) {
        (Some(u), Some(q)) if u > q => Err(LabError::BadOption(format!(
            "--upto must be at most {q} for {what}: a guess is checked on a table {CHECK_FACTOR} \
             times larger, and the game's limit is {}",
            limit.unwrap_or(0)
        ))),
        (Some(u), _) => Ok(u),
        (None, Some(q)) => Ok(default.min(q)),
        (None, None) => Ok(default),
    }
}

/// `lab guess`: candidates for the game's rule read off its table of `0..=upto` (by default
/// [`DEFAULT_GUESS_UPTO`]) or, with `on_grid` or for a game that has only a grid, off its
/// two-number grid of size `upto` (by default [`DEFAULT_GUESS_SIZE`]), each checked on a table
/// [`CHECK_FACTOR`] times larger.
///
/// # Errors
/// Unknown game, bad parameter or definition, `upto` above a quarter of the game's limit,
/// `--grundy` on a win/lose game, a grid asked of a game without one, `--misere` (no game has a
/// misère table yet).
pub fn guess(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    misere: bool,
    on_grid: bool,
    progress: &mut dyn Progress,
) -> Result<Outcome, LabError> {
    if crate::moves::handles(game, misere) {
        return guess_by_moves(game, params, upto, grundy, misere, on_grid, progress);
    }
    let mut target = Target::parse(game, params)?;
    let grid_spec = match &target {
        Target::Registered { game, .. } => {
            if on_grid || game.table.is_none() {
                match game.grid {
                    Some(spec) => Some(spec),
                    None if on_grid => {
                        let with: Vec<&str> = registry::all()
                            .iter()
                            .filter(|g| g.grid.is_some())
                            .map(|g| g.slug)
                            .collect();
                        return Err(LabError::BadOption(format!(
                            "{} has no two-number grid to guess from; games that have one: {}",
                            game.slug,
                            with.join(", ")
                        )));
                    }
                    None => None,
                }
            } else {
                None
            }
        }
        Target::Defined { name, .. } if on_grid => {
            return Err(LabError::BadOption(format!(
                "`{name}` is a one-heap game: it has no two-number grid; drop --grid"
            )))
        }
        Target::Defined { .. } => None,
    };
    let title = target.title();
    if let (Some(spec), Target::Registered { params, .. }) = (grid_spec, &target) {
        if grundy {
            return Err(LabError::BadOption(
                "--grundy: a two-number grid holds win/lose only; drop --grundy".into(),
            ));
        }
        let size = fitted_size(upto, DEFAULT_GUESS_SIZE, Some(spec.max_size), &title)?;
        let checked = size * CHECK_FACTOR;
        let fit = (spec.grid)(params, size);
        let guess = fit_grid_checked(&fit, &mut || Ok((spec.grid)(params, checked)))?;
        let range = |g: &Grid, size: usize| {
            format!(
                "a in {}..={}, b in {}..={}",
                g.x_start,
                g.x_start + size as u64 - 1,
                g.y_start,
                g.y_start + size as u64 - 1
            )
        };
        let name = |var: &str, name: &str| {
            if var == name {
                var.to_string()
            } else {
                format!("{var} = {name}")
            }
        };
        let heading = format!(
            "{title}: win/lose for {} across, {} up; a rule in a and b, true where the player \
             to move wins",
            name("a", fit.x_name),
            name("b", fit.y_name)
        );
        let (fitted, big) = (range(&fit, size), range(&fit, checked));
        return Ok(Outcome {
            text: report(&heading, &guess, &fitted, &big),
            rule: guess.conjectured.first().map(|c| c.rule.to_string()),
            fitted: size,
            checked,
            on_grid: true,
        });
    }
    let size = fitted_size(upto, DEFAULT_GUESS_UPTO, target.max_upto(), &title)?;
    let checked = size.max(1).saturating_mul(CHECK_FACTOR);
    // Both tables at once, each as the game's values and as the guesser's copy (4 bytes a
    // Grundy value, 1 a win/lose one), before the first is computed.
    let copy = if grundy { 4 } else { 1 };
    let each = u128::from(target.bytes_per_position(grundy) + copy);
    crate::memory::check(
        (size as u128 + checked as u128 + 2) * each,
        &format!(
            "guessing on 0..={size} and checking on 0..={checked} ({} positions in all)",
            size as u128 + checked as u128 + 2
        ),
    )?;
    let fit = to_table(&target.tabulate(size, grundy, progress)?.values);
    let position = target.position();
    let guess = guess_table(&fit, checked, &mut |m| {
        Ok(to_table(&target.tabulate(m, grundy, progress)?.values))
    })?;
    let kind = if grundy {
        "Grundy values (a rule in n giving the value)"
    } else {
        "win/lose (a rule in n, true where the player to move wins)"
    };
    let heading = format!("{title}: {kind} for {position}");
    Ok(Outcome {
        text: report(
            &heading,
            &guess,
            &format!("0..={size}"),
            &format!("0..={checked}"),
        ),
        rule: guess.conjectured.first().map(|c| c.rule.to_string()),
        fitted: size,
        checked,
        on_grid: false,
    })
}

/// [`guess`] for a game the engine plays by its moves ([`crate::moves`]): a rules file, or
/// misère play of a definition. A two-number file is guessed on its grid, a one-number game on
/// its table (misère outcomes under `misere`).
fn guess_by_moves(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    misere: bool,
    on_grid: bool,
    progress: &mut dyn Progress,
) -> Result<Outcome, LabError> {
    use crate::moves::Source;
    use crate::rules::Quantity;
    if misere && grundy {
        return Err(LabError::BadOption(
            "--misere tables show who wins: misère play has no Grundy values that add up over \
             sums; drop --grundy"
                .into(),
        ));
    }
    let quantity = if misere {
        Quantity::Misere
    } else {
        Quantity::Grundy
    };
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    source.numbers("guess")?;
    let mut title = source.title()?;
    if misere {
        title.push_str(" (misère play)");
    }
    if source.arity()? == Some(2) {
        if grundy {
            return Err(LabError::BadOption(
                "--grundy: a two-number grid is guessed from its win/lose cells; drop --grundy"
                    .into(),
            ));
        }
        let size = fitted_size(upto, DEFAULT_GUESS_SIZE, None, &title)?;
        let checked = size * CHECK_FACTOR;
        let mut grid = |size: usize| -> Result<Grid, LabError> {
            let rows = crate::grid::rows(&mut source, quantity, size - 1, progress)?;
            Ok(Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
                rows[a as usize][b as usize] != 0
            }))
        };
        let fit = grid(size)?;
        let guess = fit_grid_checked(&fit, &mut || grid(checked))?;
        let heading = format!(
            "{title}: win/lose for a across, b up; a rule in a and b, true where the player to \
             move wins"
        );
        let range = |n: usize| format!("a in 0..={}, b in 0..={}", n - 1, n - 1);
        return Ok(Outcome {
            text: report(&heading, &guess, &range(size), &range(checked)),
            rule: guess.conjectured.first().map(|c| c.rule.to_string()),
            fitted: size,
            checked,
            on_grid: true,
        });
    }
    if on_grid {
        return Err(LabError::BadOption(format!(
            "{title} is a one-number game: it has no two-number grid; drop --grid"
        )));
    }
    let size = fitted_size(upto, DEFAULT_GUESS_UPTO, None, &title)?;
    let checked = size.max(1) * CHECK_FACTOR;
    let mut table = |m: usize| -> Result<Table, LabError> {
        let values = source.table(quantity, m, progress)?;
        Ok(if grundy {
            Table::Grundy(values)
        } else {
            Table::WinLose(values.into_iter().map(|v| v != 0).collect())
        })
    };
    let fit = table(size)?;
    let guess = guess_table(&fit, checked, &mut table)?;
    let kind = if grundy {
        "Grundy values (a rule in n giving the value)"
    } else {
        "win/lose (a rule in n, true where the player to move wins)"
    };
    Ok(Outcome {
        text: report(
            &format!("{title}: {kind} for n"),
            &guess,
            &format!("0..={size}"),
            &format!("0..={checked}"),
        ),
        rule: guess.conjectured.first().map(|c| c.rule.to_string()),
        fitted: size,
        checked,
        on_grid: false,
    })
}

/// `lab verify GAME --rule EXPR` for a rule in `a` and `b`: checked on the game's grid of
/// `size` (by default [`DEFAULT_VERIFY_SIZE`], or the game's limit). Returns the report and
/// whether all agreed.
///
/// # Errors
/// A definition or a game without a grid, `size` above the game's limit, a rule that fails.
pub fn verify_pair_rule(
    game: &str,
    params: &[String],
    formula: &mut PairFormula,
    size: Option<usize>,
) -> Result<(String, bool), LabError> {
    let target = Target::parse(game, params)?;
    let Target::Registered { game, params } = &target else {
        return Err(LabError::BadOption(format!(
            "--rule `{}` is in a and b, but `{}` is a one-heap game; write a rule in n",
            formula.text(),
            target.title()
        )));
    };
    let Some(spec) = game.grid else {
        return Err(LabError::BadOption(format!(
            "--rule `{}` is in a and b, but {} has no two-number grid; write a rule in n",
            formula.text(),
            game.slug
        )));
    };
    let size = size.unwrap_or(DEFAULT_VERIFY_SIZE.min(spec.max_size));
    if !(1..=spec.max_size).contains(&size) {
        return Err(LabError::BadOption(format!(
            "--upto must be in 1..={} for {} (got {size})",
            spec.max_size, game.slug
        )));
    }
    let grid = (spec.grid)(params, size);
    let (report, agrees) = grid::verify(&grid, formula)?;
    let range = |var: &str, name: &str, start: u64| {
        let named = if var == name {
            var.to_string()
        } else {
            format!("{var} = {name}")
        };
        format!("{named} in {start}..={}", start + size as u64 - 1)
    };
    Ok((
        format!(
            "{}, {}, {}: --rule `{}` (win/lose) against the grid\n{report}",
            target.title(),
            range("a", grid.x_name, grid.x_start),
            range("b", grid.y_name, grid.y_start),
            formula.text()
        ),
        agrees,
    ))
}
