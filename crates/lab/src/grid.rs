//! Two-number positions `(a, b)`: the table as a grid (`a` down, `b` across) with the P cells
//! marked, the list of P-positions, the outcome plot, and a rule in `a` and `b` checked on
//! every cell.

use crate::error::LabError;
use crate::moves::Source;
use crate::registry::Grid;
use crate::rules::Quantity;
use crate::table::{kind_and_legend, Layout, HIGHLIGHT_OFF, HIGHLIGHT_ON};
use crate::verify::Progress;
use rhai::{Dynamic, Scope};

/// The side of the grid `lab table` prints when no `--upto` is given: `0..=20` each way.
pub const DEFAULT_GRID_UPTO: usize = 20;

/// The values of `(a, b)` for `a`, `b` in `0..=upto`, as rows by `a`.
///
/// # Errors
/// The game's run-time error; a game of one number (no grid).
pub fn rows(
    source: &mut Source,
    quantity: Quantity,
    upto: usize,
    progress: &mut dyn Progress,
) -> Result<Vec<Vec<u32>>, LabError> {
    source.grid(quantity, upto, upto, progress)
}

/// Whether a cell of `quantity` is won for the player to move (Grundy values and misère
/// outcomes: nonzero; remoteness and suspense: odd). O(1); tested through the tables that use
/// it.
pub fn is_won(quantity: Quantity, v: u32) -> bool {
    match quantity {
        Quantity::Remoteness | Quantity::Suspense => v % 2 == 1,
        _ => v != 0,
    }
}

/// A cell as a table prints it: the value itself when `grundy` (Grundy values), else N or P.
pub(crate) fn cell_text(quantity: Quantity, grundy: bool, v: u32) -> String {
    match (grundy, is_won(quantity, v)) {
        (true, _) => v.to_string(),
        (false, true) => "N".into(),
        (false, false) => "P".into(),
    }
}

/// `lab table` of a two-number game: the grid of `0..=upto` each way (by default
/// [`DEFAULT_GRID_UPTO`]), N/P or Grundy values, P cells highlighted on a terminal; with
/// `ppos`, the list of P-positions.
///
/// # Errors
/// As [`rows`].
#[allow(clippy::too_many_arguments)]
pub fn table(
    source: &mut Source,
    title: &str,
    quantity: Quantity,
    grundy: bool,
    ppos: bool,
    upto: Option<usize>,
    layout: Layout,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let upto = upto.unwrap_or(DEFAULT_GRID_UPTO);
    let rows = match rows(source, quantity, upto, progress) {
        Err(LabError::Cycle(_)) if quantity != Quantity::Misere => {
            return crate::loopy::grid_report(source, title, upto as u64, grundy, ppos, progress);
        }
        rows => rows?,
    };
    if ppos {
        let mut lost = Vec::new();
        for (a, row) in rows.iter().enumerate() {
            for (b, &v) in row.iter().enumerate() {
                if !is_won(quantity, v) {
                    lost.push(format!("({a}, {b})"));
                }
            }
        }
        return Ok(format!(
            "{title}: P-positions (the player to move loses) with a, b in 0..={upto}\n{}\n",
            lost.join(" ")
        ));
    }
    Ok(render(
        |kind| format!("{title}: {kind} for (a, b), a = 0..={upto} down, b = 0..={upto} across"),
        ("a", "b"),
        &rows,
        quantity,
        grundy,
        layout,
    ))
}

/// A grid as `lab table` prints it: `heading` (given what the cells hold: `win/lose` or
/// `Grundy values`), the legend, the row and column labels (`names`: the down and across
/// coordinates), one line per row with the P cells highlighted when `layout` says so, and
/// the count of P cells. The rows and columns are numbered from 0. Linear in the cells;
/// tested through `lab table` in `tests/rules_cli.rs` (two numbers, and three or four with
/// `--fix`).
pub fn render(
    heading: impl Fn(&str) -> String,
    names: (&str, &str),
    rows: &[Vec<u32>],
    quantity: Quantity,
    grundy: bool,
    layout: Layout,
) -> String {
    let upto = rows
        .len()
        .max(rows.first().map_or(0, Vec::len))
        .saturating_sub(1);
    let grundy = grundy && quantity == Quantity::Grundy;
    let largest = rows.iter().flatten().copied().max().unwrap_or(0);
    let cell = if grundy { largest.to_string().len() } else { 1 }.max(upto.to_string().len());
    let label = upto
        .to_string()
        .len()
        .max(names.0.len() + names.1.len() + 1);
    let (kind, legend) = kind_and_legend(grundy);
    let mut out = format!("{}\n{legend}\n", heading(kind));
    out.push_str(&format!(
        "{:>label$} |",
        format!("{}\\{}", names.0, names.1)
    ));
    for b in 0..rows.first().map_or(0, Vec::len) {
        out.push_str(&format!(" {b:>cell$}"));
    }
    out.push('\n');
    for (a, row) in rows.iter().enumerate() {
        out.push_str(&format!("{a:>label$} |"));
        for &v in row {
            let padded = format!("{:>cell$}", cell_text(quantity, grundy, v));
            out.push(' ');
            if layout.highlight && !is_won(quantity, v) {
                out.push_str(&format!("{HIGHLIGHT_ON}{padded}{HIGHLIGHT_OFF}"));
            } else {
                out.push_str(&padded);
            }
        }
        out.push('\n');
    }
    let lost = rows
        .iter()
        .flatten()
        .filter(|&&v| !is_won(quantity, v))
        .count();
    let cells: usize = rows.iter().map(Vec::len).sum();
    out.push_str(&format!("{lost} P-positions of {cells}\n"));
    out
}

/// The outcome grid of `size` values of each coordinate (`0..size`), for `lab plot`.
///
/// # Errors
/// As [`rows`].
pub fn plot_grid(
    source: &mut Source,
    quantity: Quantity,
    size: usize,
    progress: &mut dyn Progress,
) -> Result<Grid, LabError> {
    let rows = rows(source, quantity, size.saturating_sub(1), progress)?;
    Ok(Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| {
        is_won(quantity, rows[a as usize][b as usize])
    }))
}

/// Checks a rule in `a` and `b` (a boolean: the player to move wins; an integer: the Grundy
/// value) on every cell of `rows`. Returns the report's last line and whether all agree.
/// `grundy` says whether the cells hold Grundy values (else 1/0 outcomes).
///
/// The rule language of [`crate::expr`] (every helper, `beatty` and `is_fibonacci` among
/// them), with the variables `a` and `b`.
///
/// # Errors
/// A rule that does not compile, fails at a cell, or is neither boolean nor integer; an
/// integer rule where the cells have no Grundy values.
pub fn check_rule(rule: &str, rows: &[Vec<u32>], grundy: bool) -> Result<(String, bool), LabError> {
    let engine = crate::expr::engine(rule);
    let ast = crate::expr::compile(&engine, rule, &["a", "b"]).map_err(|e| {
        LabError::BadOption(format!(
            "bad --rule `{rule}`: {e} (expected an expression in a and b: a boolean for \
             win/lose, e.g. a != b, or an integer for the Grundy value, e.g. a ^ b)"
        ))
    })?;
    let mut scope = Scope::new();
    scope.push("a", 0_i64);
    scope.push("b", 0_i64);
    let mut checked = 0usize;
    for (a, row) in rows.iter().enumerate() {
        for (b, &v) in row.iter().enumerate() {
            scope.set_value("a", a as i64);
            scope.set_value("b", b as i64);
            let claim: Dynamic = engine.eval_ast_with_scope(&mut scope, &ast).map_err(|e| {
                LabError::BadOption(format!("--rule `{rule}` fails at (a, b) = ({a}, {b}): {e}"))
            })?;
            let (agrees, said, truth) = if let Ok(w) = claim.as_bool() {
                let wins = v != 0;
                let word = |w: bool| if w { "N" } else { "P" }.to_string();
                (w == wins, word(w), word(wins))
            } else if let Ok(g) = claim.as_int() {
                if !grundy {
                    return Err(LabError::BadOption(format!(
                        "--rule `{rule}` gives integers (Grundy values), but these are \
                         win/lose values; write a boolean, true where the player to move wins"
                    )));
                }
                (g == i64::from(v), g.to_string(), v.to_string())
            } else {
                return Err(LabError::BadOption(format!(
                    "--rule `{rule}` must give a boolean or an integer, but at (a, b) = \
                     ({a}, {b}) it gives a {}",
                    claim.type_name()
                )));
            };
            if !agrees {
                return Ok((
                    format!(
                        "disagreement at (a, b) = ({a}, {b}): the rule gives {said}, the table \
                         gives {truth} ({checked} positions agreed before it)\n"
                    ),
                    false,
                ));
            }
            checked += 1;
        }
    }
    Ok((format!("{checked} positions, all agree\n"), true))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_in_a_and_b_are_checked_on_every_cell() {
        // Two-heap Nim: Grundy value a ^ b.
        let rows: Vec<Vec<u32>> = (0..6u32).map(|a| (0..6).map(|b| a ^ b).collect()).collect();
        assert_eq!(
            check_rule("a ^ b", &rows, true).unwrap(),
            ("36 positions, all agree\n".to_string(), true)
        );
        assert!(check_rule("a != b", &rows, true).unwrap().1);
        let (text, ok) = check_rule("a > b", &rows, true).unwrap();
        assert!(!ok);
        assert_eq!(
            text,
            "disagreement at (a, b) = (0, 1): the rule gives P, the table gives N (1 positions \
             agreed before it)\n"
        );
        assert!(check_rule("a + ", &rows, true).is_err());
        assert!(check_rule("n", &rows, true).is_err());
        assert!(check_rule("a ^ b", &rows, false).is_err());
        assert!(check_rule("a / b", &rows, true).is_err()); // fails at b = 0
                                                            // The whole rule language: Wythoff's rule through `beatty` (two-heap Nim has P cells
                                                            // on the diagonal, so it disagrees at (1, 1)).
        let (text, ok) = check_rule(
            "min(a, b) != beatty(max(a, b) - min(a, b), 1, 1, 5, 2)",
            &rows,
            true,
        )
        .unwrap();
        assert!(
            !ok && text.starts_with("disagreement at (a, b) = (1, 1)"),
            "{text}"
        );
    }
}
