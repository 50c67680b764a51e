//! Rules in two numbers, `a` (across) and `b` (up), checked against a two-number win/lose
//! [`Grid`]: what `lab verify GAME --rule EXPR` does when EXPR names `a` or `b`, and what a
//! two-number guess is confirmed by.

use super::ast::E;
use crate::error::LabError;
use crate::expr::{compile as compile_in, engine};
use rhai::{Dynamic, Engine, Scope, AST};
use study::Grid;

/// A boolean expression in `a` and `b`: true where the player to move wins.
pub struct PairFormula {
    text: String,
    engine: Engine,
    ast: AST,
    scope: Scope<'static>,
}

impl std::fmt::Debug for PairFormula {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PairFormula({:?})", self.text)
    }
}

impl PairFormula {
    /// Parses `text` as an expression in `a` and `b`; `None` when it does not mention either
    /// (then it is a one-number formula in `n`, or bad).
    ///
    /// # Errors
    /// [`LabError::BadOption`] when it mentions `a` or `b` but does not compile with them.
    pub fn parse(text: &str) -> Result<Option<PairFormula>, LabError> {
        let engine = engine(text);
        if compile_in(&engine, text, &["n"]).is_ok() || compile_in(&engine, text, &[]).is_ok() {
            return Ok(None);
        }
        let names = |t: &str| {
            t.split(|c: char| !c.is_ascii_alphanumeric() && c != '_')
                .any(|w| w == "a" || w == "b")
        };
        if !names(text) {
            return Ok(None);
        }
        let ast = compile_in(&engine, text, &["a", "b"]).map_err(|reason| {
            LabError::BadOption(format!(
                "bad --rule `{text}`: {reason} (expected an expression in a and b for a \
                 two-number game, true where the player to move wins, e.g. a != b)"
            ))
        })?;
        let mut scope = Scope::new();
        scope.push("a", 0_i64).push("b", 0_i64);
        Ok(Some(PairFormula {
            text: text.to_string(),
            engine,
            ast,
            scope,
        }))
    }

    /// The formula as given.
    pub fn text(&self) -> &str {
        &self.text
    }

    /// Whether the player to move from `(a, b)` wins, by the formula.
    ///
    /// # Errors
    /// [`LabError::BadOption`]: the formula fails at `(a, b)` or is not a boolean.
    pub fn wins(&mut self, a: u64, b: u64) -> Result<bool, LabError> {
        let at = format!("a = {a}, b = {b}");
        let (Ok(ai), Ok(bi)) = (i64::try_from(a), i64::try_from(b)) else {
            return Err(LabError::BadOption(format!(
                "--rule `{}` cannot be evaluated at {at}",
                self.text
            )));
        };
        self.scope.set_value("a", ai).set_value("b", bi);
        let value = self
            .engine
            .eval_ast_with_scope::<Dynamic>(&mut self.scope, &self.ast)
            .map_err(|e| {
                LabError::BadOption(format!("--rule `{}` fails at {at}: {e}", self.text))
            })?;
        value.as_bool().map_err(|_| {
            LabError::BadOption(format!(
                "--rule `{}` must be true or false (the player to move wins), but at {at} it is \
                 {value}",
                self.text
            ))
        })
    }
}

/// A cell where a rule and a grid disagree.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Disagreement {
    /// The coordinates.
    pub a: u64,
    /// The coordinates.
    pub b: u64,
    /// What the rule says: the player to move wins.
    pub rule_wins: bool,
    /// How many cells agreed before it (in the order of the check: by anti-diagonals
    /// `a + b`, so that the smallest disagreement shows first).
    pub agreed: usize,
}

/// The cells of `grid` in the order of the checks: by `a + b`, then by `b`.
fn cells(grid: &Grid) -> impl Iterator<Item = (usize, usize)> + '_ {
    (0..grid.width + grid.height).flat_map(move |s| {
        (0..grid.height)
            .filter(move |&y| y <= s && s - y < grid.width)
            .map(move |y| (s - y, y))
    })
}

/// Checks `formula` on every cell of `grid`: the first disagreement, or `None`.
///
/// # Errors
/// The formula fails at some cell or is not a boolean.
///
/// # Complexity
/// One evaluation per cell (a few million a second).
pub fn check(grid: &Grid, formula: &mut PairFormula) -> Result<Option<Disagreement>, LabError> {
    for (agreed, (x, y)) in cells(grid).enumerate() {
        let (a, b) = (grid.x_start + x as u64, grid.y_start + y as u64);
        let rule_wins = formula.wins(a, b)?;
        if rule_wins != grid.wins_at(x, y) {
            return Ok(Some(Disagreement {
                a,
                b,
                rule_wins,
                agreed,
            }));
        }
    }
    Ok(None)
}

/// [`check`] for a native rule (a guess before it is printed); an evaluation error counts as a
/// disagreement.
pub fn check_native(grid: &Grid, wins: &E) -> Option<(u64, u64)> {
    cells(grid).find_map(|(x, y)| {
        let (a, b) = (grid.x_start + x as u64, grid.y_start + y as u64);
        let says = wins.eval(&[("a", a as i64), ("b", b as i64)]);
        (says != Ok(super::ast::V::Bool(grid.wins_at(x, y)))).then_some((a, b))
    })
}

/// `lab verify GAME --rule EXPR` for a rule in `a` and `b`: the report's lines after its
/// heading and whether all agreed.
///
/// # Errors
/// As [`check`].
pub fn verify(grid: &Grid, formula: &mut PairFormula) -> Result<(String, bool), LabError> {
    Ok(match check(grid, formula)? {
        None => (
            format!("{} cells, all agree\n", grid.width * grid.height),
            true,
        ),
        Some(d) => {
            let shown = |w: bool| if w { "N" } else { "P" };
            (
                format!(
                    "disagreement at a = {}, b = {}: the rule gives {}, the grid gives {} ({} \
                     cells agreed before it)\n",
                    d.a,
                    d.b,
                    shown(d.rule_wins),
                    shown(!d.rule_wins),
                    d.agreed
                ),
                false,
            )
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn nim_grid(size: usize) -> Grid {
        Grid::from_fn(("a", 0, size), ("b", 0, size), |a, b| a != b)
    }

    #[test]
    fn a_rule_in_a_and_b_is_checked_on_every_cell() {
        let grid = nim_grid(20);
        let mut f = PairFormula::parse("a != b").unwrap().unwrap();
        assert_eq!(
            verify(&grid, &mut f).unwrap(),
            ("400 cells, all agree\n".into(), true)
        );
        let mut f = PairFormula::parse("abs(a - b) > 1").unwrap().unwrap();
        let (text, ok) = verify(&grid, &mut f).unwrap();
        assert!(!ok);
        assert_eq!(
            text,
            "disagreement at a = 1, b = 0: the rule gives P, the grid gives N (1 cells agreed \
             before it)\n"
        );
        assert!(PairFormula::parse("n % 2 == 0").unwrap().is_none());
        assert!(PairFormula::parse("a +").is_err());
        let mut f = PairFormula::parse("a + b").unwrap().unwrap();
        assert!(f
            .wins(1, 2)
            .unwrap_err()
            .to_string()
            .contains("true or false"));
        let wins = crate::guess::ast::bin(E::Var("a"), "!=", E::Var("b"));
        assert_eq!(check_native(&grid, &wins), None);
        assert_eq!(check_native(&nim_grid(3), &wins.negate()), Some((0, 0)));
    }
}
