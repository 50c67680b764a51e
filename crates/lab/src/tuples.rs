//! Positions of three or four numbers, `(a, b, c)` and `(a, b, c, d)` (rules files only):
//! what `lab table` prints for them.
//!
//! - `--fix NAME=VALUE` (repeatable; the numbers are named `a`, `b`, `c`, `d` in order) holds
//!   numbers at a value. With all but two fixed, the table is the grid of the two others, as
//!   for two numbers (the first free number down, the second across, `0..=N` each way,
//!   default [`DEFAULT_GRID_UPTO`]).
//! - Otherwise it is the list of the positions whose free numbers are in `0..=N` (default
//!   [`DEFAULT_LIST_UPTO`]), one a line in lexicographic order with its value (N/P, or the
//!   Grundy value with `--grundy`), and the count of P-positions.
//! - `--ppos` lists only the P-positions, on one line; `--quiet` prints only the heading and
//!   the count.
//!
//! The values come from the rules program's `points` request (one range per number), so the
//! engine computes each position once. Tested in `tests/rules_cli.rs` on three-heap Nim (a
//! rules file written by the test), whose P-positions are exactly `a ^ b ^ c == 0`, against
//! that rule over every position of `0..=7` each way, fixed and not.

use crate::error::LabError;
use crate::grid::{cell_text, is_won, render};
use crate::rules::{Quantity, RulesGame};
use crate::table::{kind_and_legend, Layout, HIGHLIGHT_OFF, HIGHLIGHT_ON};
use crate::verify::Progress;
use std::fmt::Write as _;

/// The names of a position's numbers, in order.
pub const NAMES: [&str; 4] = ["a", "b", "c", "d"];

/// The side of the grid (two free numbers) when no `--upto` is given.
pub const DEFAULT_GRID_UPTO: usize = crate::grid::DEFAULT_GRID_UPTO;

/// The last value of each free number of a list when no `--upto` is given: 216 positions of
/// three numbers, 1296 of four.
pub const DEFAULT_LIST_UPTO: usize = 5;

/// The most positions one table may ask for (the engine's own budget is 10^8 positions
/// reached; a printed list this long is already more than anyone reads).
pub const MAX_POSITIONS: u64 = 10_000_000;

/// The `--fix` values of a position of `arity` numbers: `NAME=VALUE` each, a name of
/// [`NAMES`] given at most once. Returns the value of each number, `None` for the free ones.
///
/// O(the fixes). Tested by this module's unit test and `tests/rules_cli.rs`.
///
/// # Errors
/// A malformed `--fix`, an unknown or repeated name, a value that is not a `u64`.
pub fn parse_fix(fix: &[String], arity: usize) -> Result<Vec<Option<u64>>, LabError> {
    let names = &NAMES[..arity];
    let mut values = vec![None; arity];
    for f in fix {
        let Some((name, value)) = f.split_once('=') else {
            return Err(LabError::BadOption(format!(
                "--fix `{f}`: expected NAME=VALUE, e.g. --fix c=3 (the numbers are {})",
                names.join(", ")
            )));
        };
        let Some(i) = names.iter().position(|&n| n == name.trim()) else {
            return Err(LabError::BadOption(format!(
                "--fix `{f}`: a position has {arity} numbers, named {}",
                names.join(", ")
            )));
        };
        let v: u64 = value.trim().parse().map_err(|_| {
            LabError::BadOption(format!(
                "--fix `{f}`: `{}` is not a non-negative integer",
                value.trim()
            ))
        })?;
        if values[i].replace(v).is_some() {
            return Err(LabError::BadOption(format!(
                "--fix {name} is given twice; give each number once"
            )));
        }
    }
    Ok(values)
}

/// `(a, b, c)` with the given numbers.
fn shown(c: &[u64]) -> String {
    let each: Vec<String> = c.iter().map(u64::to_string).collect();
    format!("({})", each.join(", "))
}

/// `lab table` of a rules file of three or four numbers (see the module's documentation).
///
/// # Complexity
/// One value per listed position from the engine (its hash map memoises every position
/// reached), plus a line of text each. Three-heap Nim to `--upto 60` (226 981 positions, some
/// 4·10^7 options): 6.1 s CPU, 30 s wall clock (`time target/debug/lab table nim3.rs --upto
/// 60 --quiet`, the lab a debug build, the rules program release; 2-core Intel Xeon @ 2.00GHz,
/// load 12 from other jobs).
///
/// # Tested
/// `tests/rules_cli.rs`: three- and four-heap Nim against `a ^ b ^ c (^ d) == 0`, every
/// position of the list, the grids and the P-position lists; misère play against misère Nim;
/// each refusal.
///
/// # Errors
/// A bad `--fix` ([`parse_fix`]); `--columns`; more than [`MAX_POSITIONS`] positions; the
/// game's run-time error.
#[allow(clippy::too_many_arguments)]
pub fn table(
    game: &RulesGame,
    title: &str,
    quantity: Quantity,
    grundy: bool,
    ppos: bool,
    upto: Option<usize>,
    fix: &[String],
    layout: Layout,
    quiet: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let arity = game.arity().unwrap_or(0);
    if layout.columns.is_some() {
        return Err(LabError::BadOption(
            "--columns lines up a one-number table; a position here has more numbers (use \
             --fix to choose a grid)"
                .into(),
        ));
    }
    let fixed = parse_fix(fix, arity)?;
    let free: Vec<usize> = (0..arity).filter(|&i| fixed[i].is_none()).collect();
    let grid = free.len() == 2;
    let upto = upto.unwrap_or(if grid {
        DEFAULT_GRID_UPTO
    } else {
        DEFAULT_LIST_UPTO
    });
    let side = upto as u64 + 1;
    let total = (0..free.len()).try_fold(1u64, |n, _| n.checked_mul(side));
    if !matches!(total, Some(t) if t <= MAX_POSITIONS) {
        return Err(LabError::BadOption(format!(
            "{title}: {} free numbers in 0..={upto} make more than {MAX_POSITIONS} positions; \
             ask for less (--upto) or fix more numbers (--fix NAME=VALUE)",
            free.len()
        )));
    }
    let ranges: Vec<(u64, u64)> = fixed
        .iter()
        .map(|f| f.map_or((0, upto as u64), |v| (v, v)))
        .collect();
    let values = game.points(quantity, &ranges, progress)?;
    // The positions in lexicographic order, as the program lists their values.
    let mut positions = Vec::with_capacity(values.len());
    let mut c: Vec<u64> = ranges.iter().map(|r| r.0).collect();
    for _ in 0..values.len() {
        positions.push(c.clone());
        for i in (0..arity).rev() {
            if c[i] < ranges[i].1 {
                c[i] += 1;
                break;
            }
            c[i] = ranges[i].0;
        }
    }
    let fixed_words: Vec<String> = (0..arity)
        .filter_map(|i| fixed[i].map(|v| format!("{} = {v}", NAMES[i])))
        .collect();
    let position = format!("({})", NAMES[..arity].join(", "));
    let with_fixed = if fixed_words.is_empty() {
        String::new()
    } else {
        format!(" with {}", fixed_words.join(", "))
    };
    let free_names: Vec<&str> = free.iter().map(|&i| NAMES[i]).collect();
    let range = match (free.is_empty(), fixed_words.is_empty()) {
        (true, _) => String::new(),
        (false, true) => format!(", {} in 0..={upto}", free_names.join(", ")),
        (false, false) => format!(", and {} in 0..={upto}", free_names.join(", ")),
    };
    let lost = || {
        positions
            .iter()
            .zip(&values)
            .filter(|&(_, &v)| !is_won(quantity, v))
            .map(|(p, _)| shown(p))
    };
    if ppos {
        let list: Vec<String> = lost().collect();
        return Ok(format!(
            "{title}: P-positions (the player to move loses) of {position}{with_fixed}{range}\n{}\n",
            list.join(" ")
        ));
    }
    let count = format!("{} P-positions of {}\n", lost().count(), values.len());
    let grundy = grundy && quantity == Quantity::Grundy;
    if grid {
        let (down, across) = (free[0], free[1]);
        let heading = |kind: &str| {
            format!(
                "{title}: {kind} for {position}{with_fixed}, {} = 0..={upto} down, {} = \
                 0..={upto} across",
                NAMES[down], NAMES[across]
            )
        };
        if quiet {
            return Ok(format!("{}\n{count}", heading(kind_and_legend(grundy).0)));
        }
        let rows: Vec<Vec<u32>> = values.chunks(side as usize).map(<[u32]>::to_vec).collect();
        return Ok(render(
            heading,
            (NAMES[down], NAMES[across]),
            &rows,
            quantity,
            grundy,
            layout,
        ));
    }
    let (kind, legend) = kind_and_legend(grundy);
    let mut out = format!("{title}: {kind} of {position}{with_fixed}{range}\n");
    if quiet {
        out.push_str(&count);
        return Ok(out);
    }
    let _ = writeln!(out, "{legend}");
    for (p, &v) in positions.iter().zip(&values) {
        let text = cell_text(quantity, grundy, v);
        if layout.highlight && !is_won(quantity, v) {
            let _ = writeln!(out, "{HIGHLIGHT_ON}{} {text}{HIGHLIGHT_OFF}", shown(p));
        } else {
            let _ = writeln!(out, "{} {text}", shown(p));
        }
    }
    out.push_str(&count);
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fixes_are_parsed_by_name_once_each() {
        let fix = |f: &[&str], arity| {
            let owned: Vec<String> = f.iter().map(|s| s.to_string()).collect();
            parse_fix(&owned, arity)
        };
        assert_eq!(fix(&[], 3).unwrap(), [None, None, None]);
        assert_eq!(fix(&["c=3"], 3).unwrap(), [None, None, Some(3)]);
        assert_eq!(
            fix(&["d=0", "a = 7"], 4).unwrap(),
            [Some(7), None, None, Some(0)]
        );
        for (bad, says) in [
            (&["c"][..], "expected NAME=VALUE"),
            (&["d=1"][..], "named a, b, c"),
            (&["c=-1"][..], "not a non-negative integer"),
            (&["c=1", "c=2"][..], "given twice"),
        ] {
            let err = fix(bad, 3).unwrap_err().to_string();
            assert!(err.contains(says), "{bad:?}: {err}");
        }
    }
}
