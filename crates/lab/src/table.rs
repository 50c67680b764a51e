//! `lab table`: a game's values for positions `0..=N`, compactly, and their eventual period.

use crate::error::LabError;
use crate::params::ParamValues;
use crate::registry::{Game, TableFn};
use shared::game::{eventual_period, Period};

/// The values of one table: Grundy numbers, or win/lose only, each as compact as it fits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Values {
    /// `win[n]`: the player to move from `n` wins (an N-position).
    WinLose(Vec<bool>),
    /// Grundy values that fit in 16 bits (every table of up to 65 536 positions of a game with
    /// at most one option per token count, and nearly all others).
    Grundy(Vec<u16>),
    /// Grundy values, some above `u16::MAX`.
    WideGrundy(Vec<u32>),
}

/// `$body` with `$s` bound to the values as a slice, whatever their type.
macro_rules! each_slice {
    ($values:expr, $s:ident => $body:expr) => {
        match $values {
            Values::WinLose($s) => $body,
            Values::Grundy($s) => $body,
            Values::WideGrundy($s) => $body,
        }
    };
}
pub(crate) use each_slice;

impl Values {
    /// Grundy values, stored in 16 bits when they all fit.
    pub fn from_grundy(values: Vec<u32>) -> Values {
        if values.iter().all(|&v| v <= u32::from(u16::MAX)) {
            Values::Grundy(values.into_iter().map(|v| v as u16).collect())
        } else {
            Values::WideGrundy(values)
        }
    }

    /// The eventual period of the values, as [`eventual_period`] sees it: a conjecture read
    /// off the table (see [`crate::period`] for what is proven).
    pub fn period(&self) -> Option<Period> {
        each_slice!(self, v => eventual_period(v))
    }

    /// Number of positions.
    pub fn len(&self) -> usize {
        each_slice!(self, v => v.len())
    }

    /// Whether the table is empty (never, for a table of `0..=N`).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Whether these are Grundy values (else win/lose only).
    pub fn is_grundy(&self) -> bool {
        !matches!(self, Values::WinLose(_))
    }

    /// The value at `n`: the Grundy value, or 1 (win) / 0 (lose).
    pub fn get(&self, n: usize) -> u32 {
        match self {
            Values::WinLose(w) => u32::from(w[n]),
            Values::Grundy(g) => u32::from(g[n]),
            Values::WideGrundy(g) => g[n],
        }
    }

    /// Whether the player to move from `n` wins.
    pub fn wins(&self, n: usize) -> bool {
        self.get(n) != 0
    }

    /// The win/lose view of these values.
    pub fn to_win_lose(&self) -> Values {
        match self {
            Values::WinLose(w) => Values::WinLose(w.clone()),
            _ => Values::WinLose((0..self.len()).map(|n| self.wins(n)).collect()),
        }
    }

    /// Positions where the player to move loses.
    pub fn losing_positions(&self) -> Vec<usize> {
        (0..self.len()).filter(|&n| !self.wins(n)).collect()
    }
}

/// Grundy values as they are computed: 16 bits each until one does not fit, then 32.
#[derive(Debug)]
pub enum GrundyBuf {
    /// All values so far fit in 16 bits.
    Narrow(Vec<u16>),
    /// Some value did not.
    Wide(Vec<u32>),
}

impl GrundyBuf {
    /// An empty buffer with room for `capacity` values.
    ///
    /// # Errors
    /// [`LabError::BadOption`] when that much memory cannot be had.
    pub fn with_capacity(capacity: usize) -> Result<GrundyBuf, LabError> {
        crate::memory::check(
            capacity as u128 * 2,
            &format!("a table of {capacity} positions"),
        )?;
        let mut v = Vec::new();
        v.try_reserve_exact(capacity)
            .map_err(|_| out_of_memory(capacity, 2))?;
        Ok(GrundyBuf::Narrow(v))
    }

    /// The value at `n`.
    pub fn get(&self, n: usize) -> u32 {
        match self {
            GrundyBuf::Narrow(v) => u32::from(v[n]),
            GrundyBuf::Wide(v) => v[n],
        }
    }

    /// Appends a value, widening the buffer the first time one needs more than 16 bits.
    pub fn push(&mut self, value: u32) {
        match self {
            GrundyBuf::Narrow(v) => match u16::try_from(value) {
                Ok(small) => v.push(small),
                Err(_) => {
                    let mut wide: Vec<u32> = v.iter().map(|&x| u32::from(x)).collect();
                    wide.push(value);
                    *self = GrundyBuf::Wide(wide);
                }
            },
            GrundyBuf::Wide(v) => v.push(value),
        }
    }

    /// The values as a table.
    pub fn into_values(self) -> Values {
        match self {
            GrundyBuf::Narrow(v) => Values::Grundy(v),
            GrundyBuf::Wide(v) => Values::WideGrundy(v),
        }
    }
}

/// The error for a table whose allocation failed although [`crate::memory::check`] let it
/// through (the memory went to another process meanwhile).
pub fn out_of_memory(positions: usize, bytes_each: usize) -> LabError {
    LabError::BadOption(format!(
        "a table of {positions} positions needs {}, more than this machine can give now; \
         ask for a smaller --upto",
        crate::memory::shown(positions as u128 * bytes_each as u128)
    ))
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
        } else if let Some(file) = crate::registry::data_rules_file(game) {
            format!(
                "; its game is the judge's input, which {} reads: add --data FILE",
                file.display()
            )
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
        (TableFn::Grundy(f), true) => Ok(Values::from_grundy(f(params, upto))),
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

/// ANSI colour around a losing position, when [`Layout::highlight`] asks for it.
pub(crate) const HIGHLIGHT_ON: &str = "\x1b[1;31m";
pub(crate) const HIGHLIGHT_OFF: &str = "\x1b[0m";

/// What a table's cells hold and its legend: Grundy values, or N/P.
pub(crate) fn kind_and_legend(grundy: bool) -> (&'static str, &'static str) {
    if grundy {
        ("Grundy values", "0: the player to move loses")
    } else {
        (
            "win/lose",
            "N: the player to move wins, P: the player to move loses",
        )
    }
}

/// The heading of a table: what is tabulated and the legend, e.g. `0.77: Grundy values for n =
/// tokens in the heap, 0..=300` then `0: the player to move loses`.
pub fn heading(title: &str, position: &str, values: &Values) -> String {
    let upto = values.len().saturating_sub(1);
    let (kind, legend) = kind_and_legend(values.is_grundy());
    format!("{title}: {kind} for {position}, 0..={upto}\n{legend}\n")
}

/// The full text of `lab table`: the [`heading`], the values several per line, each line led
/// by its first position, and `last_line` (what the table shows about its period).
pub fn render(
    title: &str,
    position: &str,
    values: &Values,
    layout: Layout,
    last_line: &str,
) -> String {
    let upto = values.len().saturating_sub(1);
    let columns = layout
        .columns
        .unwrap_or(if values.is_grundy() { 10 } else { 20 })
        .max(1);
    let largest = (0..values.len()).map(|n| values.get(n)).max().unwrap_or(0);
    let cell_width = if values.is_grundy() {
        largest.to_string().len()
    } else {
        1
    };
    let label_width = upto.to_string().len();

    let mut out = heading(title, position, values);
    let mut start = 0;
    while start < values.len() {
        let end = (start + columns).min(values.len());
        out.push_str(&format!("{start:>label_width$} |"));
        for n in start..end {
            out.push(' ');
            let text = match values {
                Values::WinLose(w) => if w[n] { "N" } else { "P" }.to_string(),
                _ => values.get(n).to_string(),
            };
            let padded = format!("{text:>cell_width$}");
            if !values.wins(n) && layout.highlight {
                out.push_str(HIGHLIGHT_ON);
                out.push_str(&padded);
                out.push_str(HIGHLIGHT_OFF);
            } else {
                out.push_str(&padded);
            }
        }
        out.push('\n');
        start = end;
    }
    out.push_str(last_line);
    out.push('\n');
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::period::Finding;
    use crate::registry::find;

    /// The table as `lab table` prints it for a registered game.
    fn shown(game: &Game, params: &ParamValues, values: &Values, layout: Layout) -> String {
        let title = format!("{} ({})", game.slug, params.describe());
        let position = game.table.unwrap().position;
        render(
            &title,
            position,
            values,
            layout,
            &Finding::conjecture(values).line(),
        )
    }

    fn demo(k: u64) -> (Game, ParamValues) {
        let game = find("demo-subtraction").unwrap();
        let set: Vec<String> = (1..=k).map(|t| t.to_string()).collect();
        let params = ParamValues::parse(game.params, &[format!("s={}", set.join(","))]).unwrap();
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
        let text = shown(&game, &params, &v, Layout::default());
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(
            lines[0],
            "demo-subtraction (s={1, 2, 3}): win/lose for n = stones in the pile, 0..=23"
        );
        assert_eq!(lines[2], " 0 | P N N N P N N N P N N N P N N N P N N N");
        assert_eq!(lines[3], "20 | P N N N");
        assert_eq!(
            *lines.last().unwrap(),
            "conjectured: period 4 from 0, seen over 0..=23"
        );
        assert!(!text.contains('\x1b'));

        let g = values(&game, &params, 11, true).unwrap();
        let layout = Layout {
            columns: Some(4),
            highlight: true,
        };
        let text = shown(&game, &params, &g, layout);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[2], " 0 | \x1b[1;31m0\x1b[0m 1 2 3");
        assert_eq!(lines[4], " 8 | \x1b[1;31m0\x1b[0m 1 2 3");
        assert_eq!(
            *lines.last().unwrap(),
            "conjectured: period 4 from 0, seen over 0..=11"
        );
    }

    #[test]
    fn a_short_table_reports_no_period() {
        let (game, params) = demo(10);
        let v = values(&game, &params, 12, false).unwrap();
        assert_eq!(Finding::conjecture(&v).line(), "no period up to 12");
        let text = shown(&game, &params, &v, Layout::default());
        assert!(text.ends_with("no period up to 12\n"));
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
