//! `lab table`: a game's values for positions `0..=N`, compactly, and their eventual period.

use crate::error::LabError;
use crate::params::ParamValues;
use crate::registry::{Game, TableFn};
use shared::game::{eventual_period, Period};

/// The values of one table: Grundy numbers, or win/lose only.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// `win[n]`: the player to move from `n` wins (an N-position).
    WinLose(Vec<bool>),
    /// Grundy values.
    Grundy(Vec<u32>),
}

impl Values {
    /// The eventual period of the values, as [`eventual_period`] sees it.
    pub fn period(&self) -> Option<Period> {
        match self {
            Values::WinLose(w) => eventual_period(w),
            Values::Grundy(g) => eventual_period(g),
        }
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        match self {
            Values::WinLose(w) => w.len(),
            Values::Grundy(g) => g.len(),
        }
    }

    /// Whether the table is empty (never, for a table of `0..=N`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Positions where the player to move loses.
    pub fn losing_positions(&self) -> Vec<usize> {
        match self {
            Values::WinLose(w) => (0..w.len()).filter(|&n| !w[n]).collect(),
            Values::Grundy(g) => (0..g.len()).filter(|&n| g[n] == 0).collect(),
        }
    }
}

/// The game's values for positions `0..=upto`: Grundy values when `grundy` is set, win/lose
/// otherwise (derived from the Grundy values when the game has them).
///
/// # Errors
/// The game has no single-integer table, `upto` is above its limit, or `grundy` is asked of a
/// game that only knows win/lose.
pub fn values(
    game: &Game,
    params: &ParamValues,
    upto: usize,
    grundy: bool,
) -> Result<Values, LabError> {
    let Some(table) = game.table else {
        let hint = if game.grid.is_some() {
            format!("; try `lab plot {}`", game.slug)
        } else {
            String::new()
        };
        return Err(LabError::BadOption(format!(
            "{} has no single-integer table{hint}",
            game.slug
        )));
    };
    if upto > table.max_upto {
        return Err(LabError::BadOption(format!(
            "--upto must be in 0..={} for {} (got {upto})",
            table.max_upto, game.slug
        )));
    }
    match (table.values, grundy) {
        (TableFn::Grundy(f), true) => Ok(Values::Grundy(f(params, upto))),
        (TableFn::Grundy(f), false) => Ok(Values::WinLose(
            f(params, upto).into_iter().map(|g| g != 0).collect(),
        )),
        (TableFn::WinLose(f), false) => Ok(Values::WinLose(f(params, upto))),
        (TableFn::WinLose(_), true) => Err(LabError::BadOption(format!(
            "{} has only win/lose values, no Grundy values; drop --grundy",
            game.slug
        ))),
    }
}

/// How to lay out a table.
#[derive(Debug, Clone, Copy, Default)]
pub struct Layout {
    /// Values per line; `None` picks 20 for N/P and 10 for Grundy values. Setting it to a
    /// suspected period lines the repeats up in columns.
    pub columns: Option<usize>,
    /// Highlight losing positions with ANSI colour (for a terminal).
    pub highlight: bool,
}

const HIGHLIGHT_ON: &str = "\x1b[1;31m";
const HIGHLIGHT_OFF: &str = "\x1b[0m";

/// The full text of `lab table`: a header, the values several per line, each line led by its
/// first position, and a last line `period L from S` or `no period found up to N`.
pub fn render(game: &Game, params: &ParamValues, values: &Values, layout: Layout) -> String {
    let upto = values.len().saturating_sub(1);
    let position = game.table.map_or("n", |t| t.position);
    let with = match params.describe() {
        d if d.is_empty() => String::new(),
        d => format!(" ({d})"),
    };
    let (kind, legend) = match values {
        Values::WinLose(_) => (
            "win/lose",
            "N: the player to move wins, P: the player to move loses",
        ),
        Values::Grundy(_) => ("Grundy values", "0: the player to move loses"),
    };
    let cells: Vec<(String, bool)> = match values {
        Values::WinLose(w) => w
            .iter()
            .map(|&win| (if win { "N" } else { "P" }.to_string(), !win))
            .collect(),
        Values::Grundy(g) => g.iter().map(|&v| (v.to_string(), v == 0)).collect(),
    };
    let columns = layout
        .columns
        .unwrap_or(match values {
            Values::WinLose(_) => 20,
            Values::Grundy(_) => 10,
        })
        .max(1);
    let cell_width = cells.iter().map(|(s, _)| s.len()).max().unwrap_or(1);
    let label_width = upto.to_string().len();

    let mut out = format!("{}{with}: {kind} for {position}, 0..={upto}\n", game.slug);
    out.push_str(&format!("{legend}\n"));
    for (row, chunk) in cells.chunks(columns).enumerate() {
        out.push_str(&format!("{:>label_width$} |", row * columns));
        for (text, losing) in chunk {
            out.push(' ');
            let padded = format!("{text:>cell_width$}");
            if *losing && layout.highlight {
                out.push_str(HIGHLIGHT_ON);
                out.push_str(&padded);
                out.push_str(HIGHLIGHT_OFF);
            } else {
                out.push_str(&padded);
            }
        }
        out.push('\n');
    }
    out.push_str(&period_line(values.period(), upto));
    out.push('\n');
    out
}

/// `period L from S`, or `no period found up to N`.
pub fn period_line(period: Option<Period>, upto: usize) -> String {
    match period {
        Some(p) => format!("period {} from {}", p.length, p.start),
        None => format!("no period found up to {upto}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::registry::find;

    fn demo(k: u64) -> (Game, ParamValues) {
        let game = find("demo-subtraction").unwrap();
        let params = ParamValues::parse(game.params, &[format!("k={k}")]).unwrap();
        (game, params)
    }

    #[test]
    fn subtraction_demo_has_period_k_plus_one_in_both_views() {
        for k in 1..=12u64 {
            let (game, params) = demo(k);
            for grundy in [false, true] {
                let v = values(&game, &params, 200, grundy).unwrap();
                let p = v.period().unwrap();
                assert_eq!((p.start, p.length), (0, k as usize + 1), "k={k}");
            }
        }
    }

    #[test]
    fn render_lays_out_rows_and_ends_with_the_period() {
        let (game, params) = demo(3);
        let v = values(&game, &params, 23, false).unwrap();
        let text = render(&game, &params, &v, Layout::default());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "demo-subtraction (k=3): win/lose for n = stones in the pile, 0..=23"
        );
        assert_eq!(lines[2], " 0 | P N N N P N N N P N N N P N N N P N N N");
        assert_eq!(lines[3], "20 | P N N N");
        assert_eq!(*lines.last().unwrap(), "period 4 from 0");
        assert!(!text.contains('\x1b'));

        let g = values(&game, &params, 11, true).unwrap();
        let layout = Layout {
            columns: Some(4),
            highlight: true,
        };
        let text = render(&game, &params, &g, layout);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], " 0 | \x1b[1;31m0\x1b[0m 1 2 3");
        assert_eq!(lines[4], " 8 | \x1b[1;31m0\x1b[0m 1 2 3");
        assert_eq!(*lines.last().unwrap(), "period 4 from 0");
    }

    #[test]
    fn a_short_table_reports_no_period() {
        let (game, params) = demo(10);
        let v = values(&game, &params, 12, false).unwrap();
        assert_eq!(period_line(v.period(), 12), "no period found up to 12");
        let text = render(&game, &params, &v, Layout::default());
        assert!(text.ends_with("no period found up to 12\n"));
    }

    #[test]
    fn impossible_requests_are_refused_with_the_reason() {
        let (game, params) = demo(3);
        let err = values(&game, &params, 10_000_000, false).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--upto must be in 0..=200000 for demo-subtraction (got 10000000)"
        );
        let p1857 = find("p1857-prime-stones").unwrap();
        let none = ParamValues::defaults(p1857.params);
        let err = values(&p1857, &none, 10, true).unwrap_err();
        assert!(err.to_string().contains("only win/lose"), "{err}");
        let wythoff = find("demo-wythoff").unwrap();
        let err = values(&wythoff, &none, 10, false).unwrap_err();
        assert!(
            err.to_string().contains("try `lab plot demo-wythoff`"),
            "{err}"
        );
    }

    #[test]
    fn p1857_losing_positions_start_as_known() {
        let game = find("p1857-prime-stones").unwrap();
        let params = ParamValues::defaults(game.params);
        let v = values(&game, &params, 40, false).unwrap();
        // 0 and 1 have no move; 9, 10, 25, 34, 35 are the spec's first losing piles.
        assert_eq!(v.losing_positions(), [0, 1, 9, 10, 25, 34, 35]);
    }
}
