//! `lab guess`: the rule read off a table, as an expression of the rule language that
//! `lab verify GAME --rule EXPR` checks.
//!
//! The guesser works on abstract inputs, so any game with a table plugs in: a one-number table
//! ([`Table`]: win/lose or Grundy values of `0..=N`) with a way to ask for a longer one, or a
//! two-number win/lose [`Grid`] with a way to ask for a larger one. Each family of candidates
//! proposes expressions ([`sets`] for sets of losing positions, [`values`] for integer
//! sequences, [`pairs`] for grids); every proposal is checked on the whole fitted table,
//! allowing a few exceptions at small positions that are then written into the expression
//! ([`settle_lose`], [`settle_values`]); the survivors are ranked by the length of their text
//! (simplest first), checked on a table at least four times larger (first natively, then through
//! the rule language itself, so what is printed is what was checked) and printed, every one
//! "conjectured": a finite table proves none of them.
//!
//! Speed: the families are linear or near-linear in the table (periods, residues, the
//! predicates, Berlekamp–Massey on the members of a sparse set); a guess from a table of 10^4
//! positions takes 16 to 410 ms beyond building the tables, most of it the check through the
//! rule language (`cargo bench -p bench --bench guess`). Tested by the unit tests of each module and `tests/guess.rs` (every registered game
//! blind, with its score).

pub mod ast;
pub mod command;
pub mod exact;
pub mod grid;
pub mod irrational;
pub mod pairs;
pub mod recurrence;
pub mod sets;
pub mod values;

use crate::error::LabError;
use crate::expr::{Claim, Formula};
use ast::{and, bin, if_else, int, member, n, or, E};
pub use study::Grid;

/// A one-number table of positions `0..len`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Table {
    /// `win[n]`: the player to move from `n` wins.
    WinLose(Vec<bool>),
    /// Grundy values.
    Grundy(Vec<u32>),
}

impl Table {
    /// Number of positions.
    pub fn len(&self) -> usize {
        match self {
            Table::WinLose(w) => w.len(),
            Table::Grundy(g) => g.len(),
        }
    }

    /// Whether the table has no position.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// What the table says of `n`, as a rule would say it.
    pub fn claim(&self, n: usize) -> Claim {
        match self {
            Table::WinLose(w) => Claim::Wins(w[n]),
            Table::Grundy(g) => Claim::Grundy(i64::from(g[n])),
        }
    }
}

/// A candidate rule: a boolean (the player to move wins) or integer (the Grundy value)
/// expression, in `n` for a table, in `a` and `b` for a grid, and what it is in words.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Candidate {
    /// The expression.
    pub rule: E,
    /// The family and its parameters, in words.
    pub what: String,
}

/// What a guess found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Guess {
    /// The rules that fit the table and held on the larger one, simplest first.
    pub conjectured: Vec<Candidate>,
    /// Rules that fit the table but failed on the larger one, with the first disagreement.
    pub refuted: Vec<(Candidate, String)>,
}

/// At most this many exceptions are written into a rule one by one; more become a table of
/// the positions before the rule starts.
const MAX_EXCEPTIONS: usize = 8;

/// At most this many candidates are checked on the larger table (the simplest ones).
const MAX_CHECKED: usize = 6;

/// The positions below which exceptions are allowed in a table of `len`: its first half (the
/// period finder's own bound on a pre-period).
fn exception_limit(len: usize) -> usize {
    (len / 2).max(2)
}

/// The win/lose rule from a proposal `lose_rule` (true where the player to move loses) for the
/// table `lose`, if it holds from some position in the first half of the table on. The
/// positions before where it disagrees are written in front of it: one by one when there are
/// at most [`MAX_EXCEPTIONS`] (`n != 0 && ...`, `n >= 5 && ...`), else as the list of the
/// positions below the start where the player to move wins (`if n < S { n in [..] } else
/// { ... }`). Returns the rule for "the player to move wins".
pub fn settle_lose(lose_rule: &E, lose: &[bool]) -> Option<E> {
    let limit = exception_limit(lose.len());
    let (mut added, mut removed) = (Vec::new(), Vec::new());
    for (i, &l) in lose.iter().enumerate() {
        let says = lose_rule.holds_at(i as i64).ok();
        if says != Some(l) {
            if i >= limit {
                return None;
            }
            if l {
                added.push(i as i64);
            } else {
                removed.push(i as i64);
            }
        }
    }
    let mut wins = lose_rule.negate();
    if added.len() + removed.len() > MAX_EXCEPTIONS {
        let start = *added.last().unwrap_or(&0).max(removed.last().unwrap_or(&0)) as usize + 1;
        let won: Vec<i64> = (0..start).filter(|&i| !lose[i]).map(|i| i as i64).collect();
        let lost: Vec<i64> = (0..start).filter(|&i| lose[i]).map(|i| i as i64).collect();
        let before = if lost.len() < won.len() {
            member(n(), &lost).negate()
        } else {
            member(n(), &won)
        };
        return Some(if_else(bin(n(), "<", int(start as i64)), before, wins));
    }
    if !removed.is_empty() {
        wins = or(member(n(), &removed), wins);
    }
    if !added.is_empty() {
        // `n >= S` when every position below the last exception is lost.
        let below = added[added.len() - 1] as usize + 1;
        let guard = if added.len() > 1 && lose[..below].iter().all(|&l| l) {
            bin(n(), ">=", int(below as i64))
        } else {
            member(n(), &added).negate()
        };
        wins = and(guard, wins);
    }
    Some(wins)
}

/// The integer rule from a proposal `rule` for `values[from..]`, if it holds from some
/// position in the first half of the table on; the values before are written in front of it
/// (`if n == 0 { 0 } else { ... }`, `if n < 3 { [..][n] } else { ... }`).
pub fn settle_values(rule: &E, values: &[i64], from: usize) -> Option<E> {
    let limit = exception_limit(values.len());
    let mut odd = Vec::new();
    for (i, &v) in values.iter().enumerate().skip(from) {
        if rule.int_at(i as i64).ok() != Some(v) {
            if i >= limit {
                return None;
            }
            odd.push(i);
        }
    }
    Some(match odd.as_slice() {
        [] => rule.clone(),
        [one] => if_else(
            bin(n(), "==", int(*one as i64)),
            int(values[*one]),
            rule.clone(),
        ),
        [.., last] => {
            let below = last + 1;
            let pre = values[..below].to_vec();
            if_else(
                bin(n(), "<", int(below as i64)),
                E::Index(pre, Box::new(n())),
                rule.clone(),
            )
        }
    })
}

/// Keeps the first of each printed text, then sorts by length (stable: ties keep the order
/// of the families).
fn rank(mut found: Vec<Candidate>) -> Vec<Candidate> {
    let mut seen = std::collections::HashSet::new();
    found.retain(|c| seen.insert(c.rule.to_string()));
    found.sort_by_key(|c| c.rule.size());
    found
}

/// Every candidate that fits the whole table, simplest first.
///
/// # Complexity
/// Near-linear in the table: a few dozen proposals, each checked natively in O(len).
pub fn fit_table(table: &Table) -> Vec<Candidate> {
    let found = match table {
        Table::WinLose(win) => {
            let lose: Vec<bool> = win.iter().map(|w| !w).collect();
            sets::proposals(&lose)
                .into_iter()
                .filter_map(|(e, what)| settle_lose(&e, &lose).map(|rule| Candidate { rule, what }))
                .collect()
        }
        Table::Grundy(g) => {
            let values: Vec<i64> = g.iter().map(|&v| i64::from(v)).collect();
            values::proposals(&values, 0)
                .into_iter()
                .filter_map(|(e, what)| {
                    settle_values(&e, &values, 0).map(|rule| Candidate { rule, what })
                })
                .collect()
        }
    };
    rank(found)
}

/// The first position where `rule` (in `n`) and `table` disagree, natively, or `None`.
fn first_native_disagreement(rule: &E, table: &Table) -> Option<usize> {
    (0..table.len()).find(|&i| {
        let says = match table {
            Table::WinLose(_) => rule.holds_at(i as i64).map(Claim::Wins),
            Table::Grundy(_) => rule.int_at(i as i64).map(Claim::Grundy),
        };
        says != Ok(table.claim(i))
    })
}

/// The first position where the rule language's reading of `text` and `table` disagree.
///
/// # Errors
/// The text does not parse (a bug of the printer, reported as a bad option).
fn first_language_disagreement(text: &str, table: &Table) -> Result<Option<usize>, LabError> {
    let mut formula = Formula::parse(text)?;
    for i in 0..table.len() {
        if formula.at(i as u64).ok() != Some(table.claim(i)) {
            return Ok(Some(i));
        }
    }
    Ok(None)
}

/// Fits candidates on `fit` (positions `0..=N`), asks `more` for the table of `0..=M`,
/// `M = checked_upto` (at least `4N`), and keeps the candidates that hold there, checked both
/// natively and through the rule language.
///
/// # Errors
/// What `more` returns.
pub fn guess_table(
    fit: &Table,
    checked_upto: usize,
    more: &mut dyn FnMut(usize) -> Result<Table, LabError>,
) -> Result<Guess, LabError> {
    let candidates = fit_table(fit);
    let mut guess = Guess {
        conjectured: Vec::new(),
        refuted: Vec::new(),
    };
    if candidates.is_empty() {
        return Ok(guess);
    }
    let larger = more(checked_upto)?;
    for c in candidates.into_iter().take(MAX_CHECKED) {
        let bad = match first_native_disagreement(&c.rule, &larger) {
            Some(i) => Some(i),
            None => first_language_disagreement(&c.rule.to_string(), &larger)?,
        };
        match bad {
            Some(i) => guess.refuted.push((c, format!("n = {i}"))),
            None => guess.conjectured.push(c),
        }
    }
    Ok(guess)
}

/// Fits candidates on the grid `fit`, asks `more` for the larger grid, and keeps the
/// candidates that hold there, checked both natively and through the rule language.
///
/// # Errors
/// What `more` returns.
pub fn fit_grid_checked(
    fit: &Grid,
    more: &mut dyn FnMut() -> Result<Grid, LabError>,
) -> Result<Guess, LabError> {
    let candidates = pairs::fit_grid(fit);
    let mut guess = Guess {
        conjectured: Vec::new(),
        refuted: Vec::new(),
    };
    if candidates.is_empty() {
        return Ok(guess);
    }
    let larger = more()?;
    for c in candidates.into_iter().take(MAX_CHECKED) {
        let bad = match grid::check_native(&larger, &c.rule) {
            Some((a, b)) => Some(format!("a = {a}, b = {b}")),
            None => {
                let text = c.rule.to_string();
                let mut formula = grid::PairFormula::parse(&text)?.ok_or_else(|| {
                    LabError::BadOption(format!("the guess `{text}` is not a rule in a and b"))
                })?;
                grid::check(&larger, &mut formula)?.map(|d| format!("a = {}, b = {}", d.a, d.b))
            }
        };
        match bad {
            Some(at) => guess.refuted.push((c, at)),
            None => guess.conjectured.push(c),
        }
    }
    Ok(guess)
}

/// The report of a guess: a heading, one line per conjectured rule and per refuted one, and
/// the last line `rule: EXPR (fitted on F, checked on C)` or `no rule found`.
pub fn report(heading: &str, guess: &Guess, fitted: &str, checked: &str) -> String {
    let mut out = format!("{heading}\n");
    for c in &guess.conjectured {
        out.push_str(&format!(
            "conjectured: {} -- {}; fitted on {fitted}, checked on {checked}\n",
            c.rule, c.what
        ));
    }
    for (c, at) in &guess.refuted {
        out.push_str(&format!(
            "refuted: {} -- {}; fits {fitted}, fails on {checked} at {at}\n",
            c.rule, c.what
        ));
    }
    match guess.conjectured.first() {
        Some(best) => out.push_str(&format!(
            "rule: {} (fitted on {fitted}, checked on {checked})\n",
            best.rule
        )),
        None => out.push_str("no rule found\n"),
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn exceptions_are_written_in_front() {
        // Lost at 0 and at the Fibonacci numbers... but also at 4, and won at 3.
        let lose: Vec<bool> = (0..100)
            .map(|i| i == 4 || (i != 3 && exact::is_fibonacci(i)))
            .collect();
        let rule = ast::call("is_fibonacci", vec![n()]);
        let wins = settle_lose(&rule, &lose).unwrap();
        assert_eq!(wins.to_string(), "n != 4 && (n == 3 || !is_fibonacci(n))");
        // Lost below 5, then as the rule says.
        let lose: Vec<bool> = (0..100).map(|i| i < 5 || i % 7 == 0).collect();
        let rule = bin(bin(n(), "%", int(7)), "==", int(0));
        assert_eq!(
            settle_lose(&rule, &lose).unwrap().to_string(),
            "n >= 5 && n % 7 != 0"
        );
        // An exception late in the table is no exception.
        let lose: Vec<bool> = (0..100).map(|i| i == 60 || i % 7 == 0).collect();
        assert_eq!(settle_lose(&rule, &lose), None);
        let values: Vec<i64> = (0..100).map(|i| if i < 3 { 9 } else { i % 4 }).collect();
        let rule = bin(n(), "%", int(4));
        assert_eq!(
            settle_values(&rule, &values, 0).unwrap().to_string(),
            "if n < 3 { [9, 9, 9][n] } else { n % 4 }"
        );
    }

    #[test]
    fn the_simplest_fitting_rule_comes_first() {
        let win: Vec<bool> = (0..200).map(|i| i % 6 != 0).collect();
        let found = fit_table(&Table::WinLose(win));
        assert_eq!(found[0].rule.to_string(), "n % 6 != 0");
        let fib: Vec<bool> = (0..200).map(|i| !exact::is_fibonacci(i)).collect();
        let found = fit_table(&Table::WinLose(fib));
        assert_eq!(found[0].rule.to_string(), "!is_fibonacci(n)");
        let lasker: Vec<u32> = (0..200_u32)
            .map(|i| match i % 4 {
                _ if i == 0 => 0,
                0 => i - 1,
                3 => i + 1,
                _ => i,
            })
            .collect();
        let found = fit_table(&Table::Grundy(lasker));
        assert_eq!(
            found[0].rule.to_string(),
            "if n == 0 { 0 } else { n + [-1, 0, 0, 1][n % 4] }"
        );
    }

    #[test]
    fn the_rule_language_has_the_functions_guesses_print() {
        let at = |text: &str, x: u64| Formula::parse(text).unwrap().at(x).unwrap();
        assert_eq!(at("beatty(n, 1, 1, 5, 2)", 10), Claim::Grundy(16));
        assert_eq!(at("beatty(n, 0, 1, 2, 1)", 100), Claim::Grundy(141));
        assert_eq!(at("beatty_index(n, 1, 1, 5, 2)", 16), Claim::Grundy(10));
        assert_eq!(at("beatty_index(n, 1, 1, 5, 2)", 15), Claim::Grundy(-1));
        assert_eq!(at("is_fibonacci(n)", 144), Claim::Wins(true));
        assert_eq!(at("is_triangular(n)", 55), Claim::Wins(true));
        assert_eq!(
            at("in_recurrence(n, [1, 2], [1, 1])", 89),
            Claim::Wins(true)
        );
        assert_eq!(
            at("in_recurrence(n, [1, 2], [1, 1])", 90),
            Claim::Wins(false)
        );
        assert_eq!(at("in_sum_chain(n, 3)", 29), Claim::Wins(true));
        assert_eq!(at("prev_prime(n)", 100), Claim::Grundy(97));
        assert_eq!(at("valuation(n, 2)", 96), Claim::Grundy(5));
        for (bad, why) in [
            ("beatty(n, 1, 1, 5, 0)", "r >= 1"),
            ("beatty_index(n, 0, 1, 2, 2)", ">= 1"),
            ("in_recurrence(n, [1, 2], [1])", "as many coefficients"),
            ("in_sum_chain(n, 0)", "at least 1"),
            ("valuation(n, 2)", "x != 0"),
        ] {
            let err = Formula::parse(bad).unwrap().at(0).unwrap_err().to_string();
            assert!(err.contains(why), "{bad}: {err}");
        }
    }

    #[test]
    fn a_guess_is_checked_on_the_larger_table() {
        // Lost at the powers of two up to 200 and at 3 · 2^k beyond: the powers fit, then fail.
        let table = |upto: usize| {
            Table::WinLose(
                (0..=upto)
                    .map(|i| !(i.is_power_of_two() && (i <= 200 || i % 3 == 0) || i == 384))
                    .collect(),
            )
        };
        let guess = guess_table(&table(200), 800, &mut |m| Ok(table(m))).unwrap();
        assert!(guess.conjectured.is_empty(), "{guess:?}");
        assert!(
            guess.refuted.iter().any(|(_, at)| at == "n = 256"),
            "{guess:?}"
        );
        let text = report("heading", &guess, "0..=200", "0..=800");
        assert!(text.ends_with("no rule found\n"), "{text}");
    }
}
