//! # study: what the game lab knows of a problem
//!
//! Each problem crate has a module `study` (next to its rule, out of `main`'s reach, so the
//! bundler leaves it out of the submission) whose `pub fn game() -> Game` describes the game to
//! the lab: its parameters, its table of values, the check of its fast solver against its brute
//! force, its two-dimensional picture, its random-input and worst-case generators, and the
//! periods the write-ups found. This crate holds the types of that descriptor and the generic
//! machinery behind them ([`verify`]: exhaustive checks; [`stress`]: random judge inputs
//! through `solve` and the crate's whole-input brute force `brute_solve`, shrinking;
//! [`contract`]: the input contract; [`interact`]: interactive problems played against the
//! judge's side), so that a problem crate's own tests and the lab run the
//! same functions.
//!
//! ## Tested
//! Unit tests per module (parameter parsing and its errors, verdicts, multisets; a toy Nim
//! whose `solve` ORs the heaps and a toy whose `solve` reads past the terminating `0`, each
//! caught and shrunk to a minimal input in the judge's layout; a refused input; the contract's
//! layouts); every problem's descriptor is run by its own crate's tests and by the
//! lab's (every game at its defaults and at the extremes of its parameters).

/// The random generator behind [`Stress::random`], re-exported so that a problem crate needs
/// no dependency of its own besides this one.
pub use fastrand;

pub mod check;
pub mod contract;
pub mod interact;
pub mod moves;
pub mod params;
pub mod shape;
pub mod stress;
pub mod verify;

pub use moves::{Moves, MovesSpec};
pub use params::{ParamKind, ParamSpec, ParamValues};
pub use stress::{Program, Stress, StressFn, StressReport};
pub use verify::{
    check_all, check_outcomes, heap_multisets, partitions, Outcome, Progress, Silent, Verdict,
};

/// A game's value table for positions `0..=upto`.
#[derive(Debug, Clone, Copy)]
pub enum TableFn {
    /// Only win/lose is known: `win[n]` is true when the player to move from `n` wins.
    WinLose(fn(&ParamValues, usize) -> Vec<bool>),
    /// Grundy values (win/lose follows: a position wins iff its value is non-zero).
    Grundy(fn(&ParamValues, usize) -> Vec<u32>),
}

/// A game's table of single-integer positions (for a multi-heap game, one heap).
#[derive(Debug, Clone, Copy)]
pub struct TableSpec {
    /// The values, built by the problem crate from the rules.
    pub values: TableFn,
    /// What the integer is, e.g. "n = stones in the pile".
    pub position: &'static str,
    /// The largest `--upto` the table function handles quickly.
    pub max_upto: usize,
}

/// How to check a game's fast solver against its brute force.
#[derive(Debug, Clone, Copy)]
pub struct VerifySpec {
    /// Checks every input of the range that `upto` bounds, reporting progress.
    pub run: fn(&ParamValues, usize, &mut dyn Progress) -> Verdict,
    /// What "every input up to N" means for this game, e.g. "every pile n in 0..=N".
    pub inputs: &'static str,
    /// The `--upto` used when none is given.
    pub default_upto: usize,
    /// The largest `--upto` the brute force finishes in reasonable time.
    pub max_upto: usize,
}

/// A two-dimensional outcome table: `win[y * width + x]` for the position
/// `(x_start + x, y_start + y)`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Grid {
    /// Name of the horizontal coordinate, e.g. "a".
    pub x_name: &'static str,
    /// Name of the vertical coordinate.
    pub y_name: &'static str,
    /// The first horizontal coordinate.
    pub x_start: u64,
    /// The first vertical coordinate.
    pub y_start: u64,
    /// Number of columns.
    pub width: usize,
    /// Number of rows.
    pub height: usize,
    /// Row-major: true when the player to move wins.
    pub win: Vec<bool>,
}

impl Grid {
    /// A `width` × `height` grid filled by `wins(x, y)` on the coordinates (not the indices).
    pub fn from_fn(
        (x_name, x_start, width): (&'static str, u64, usize),
        (y_name, y_start, height): (&'static str, u64, usize),
        mut wins: impl FnMut(u64, u64) -> bool,
    ) -> Grid {
        let mut win = Vec::with_capacity(width * height);
        for y in 0..height as u64 {
            for x in 0..width as u64 {
                win.push(wins(x_start + x, y_start + y));
            }
        }
        Grid {
            x_name,
            y_name,
            x_start,
            y_start,
            width,
            height,
            win,
        }
    }

    /// Whether the player to move wins at column `x`, row `y` (indices from 0).
    pub fn wins_at(&self, x: usize, y: usize) -> bool {
        self.win[y * self.width + x]
    }
}

/// A game's two-dimensional outcome table, for `lab plot`.
#[derive(Debug, Clone, Copy)]
pub struct GridSpec {
    /// The table for `size` values of each coordinate.
    pub grid: fn(&ParamValues, usize) -> Grid,
    /// The largest `--size` the grid function handles quickly.
    pub max_size: usize,
}

/// A judge input built to be as hard as the limits allow, for `lab stress SLUG --worst`.
#[derive(Debug, Clone)]
pub struct WorstCase {
    /// What makes it hard, e.g. "10^5 queries at the largest n".
    pub name: &'static str,
    /// The input, in the judge's format.
    pub input: String,
}

/// A period a write-up found by hand, asserted by the lab's tests (one place for all games).
#[derive(Debug, Clone, Copy)]
pub struct KnownPeriod {
    /// Parameter assignments, e.g. `&[("k", 3)]`; the others keep their defaults.
    pub params: &'static [(&'static str, u64)],
    /// Grundy values (true) or win/lose (false).
    pub grundy: bool,
    /// The table size that shows it.
    pub upto: usize,
    /// The pre-period.
    pub start: usize,
    /// The period.
    pub length: usize,
}

/// One game of the lab, as its problem crate describes it.
#[derive(Debug, Clone, Copy)]
pub struct Game {
    /// The problem's slug (crate and folder name), or `demo-...` for the lab's own examples.
    pub slug: &'static str,
    /// The game in a few words.
    pub summary: &'static str,
    /// Its parameters, with defaults and allowed ranges.
    pub params: &'static [ParamSpec],
    /// Its single-integer table, if it has one.
    pub table: Option<TableSpec>,
    /// Its fast-versus-brute-force check on every small input.
    pub verify: VerifySpec,
    /// Its two-dimensional table, if it has one.
    pub grid: Option<GridSpec>,
    /// Its moves, for the lab's engine (misère play, sums, genus), when the game is one
    /// position of one to four numbers whose options are positions or sums of positions;
    /// `None` for a game of another form (a set of numbers, cells) or not a game.
    pub moves: Option<MovesSpec>,
    /// Random judge inputs through two programs: `stress(cases, seed, progress, first,
    /// second)`, built by [`stress::stress`] from the crate's [`Stress`] case type. Every
    /// problem has one; the lab's demos may not.
    pub stress: Option<StressFn>,
    /// The hardest inputs the judge's limits allow. Every problem has them.
    pub worst_cases: Option<fn() -> Vec<WorstCase>>,
    /// The periods the write-ups found.
    pub known_periods: &'static [KnownPeriod],
    /// The problem's `solve` (the judge's input to its output), for checks that go through
    /// the whole input; the lab's demos have none.
    pub solve: Option<contract::SolveFn>,
    /// The problem's whole-input brute force, `brute_solve`: the same input read by its own
    /// loop and answered from the rules alone (a position of several heaps searched whole, no
    /// Sprague–Grundy shortcut). What [`Game::stress_report`] compares `solve` with.
    pub brute_solve: Option<contract::SolveFn>,
    /// For an interactive problem, the judge's side ([`interact`]): then `solve` and
    /// `brute_solve` are players, and a stress run plays both against it on every random test
    /// (they agree when both win with the same summary).
    pub interactor: Option<interact::Interactor>,
    /// The judge's input as shapes ([`shape`]): one, or each form the crate accepts (a count
    /// or a single case; a terminating line or the end of the input). Every sample must be
    /// one of them (the lab's tests read each). `None` for an interactive problem, whose
    /// input depends on the program's answers, and for the lab's demonstration games.
    pub input: Option<fn() -> Vec<shape::Shape>>,
}

impl Game {
    /// "Grundy", "win/lose" or "none": what `lab table` can print.
    pub fn value_kind(&self) -> &'static str {
        match self.table.map(|t| t.values) {
            Some(TableFn::Grundy(_)) => "Grundy",
            Some(TableFn::WinLose(_)) => "win/lose",
            None => "none",
        }
    }

    /// Runs [`Game::verify`] with the default parameters overridden by `params`, silently.
    ///
    /// # Panics
    /// On an unknown parameter or a value out of its range (a bug in the caller).
    pub fn verify_with(&self, params: &[(&str, u64)], upto: usize) -> Verdict {
        let values = self.param_values(params);
        (self.verify.run)(&values, upto, &mut Silent)
    }

    /// `cases` random judge inputs from `seed` through `solve` and `brute_solve`: what
    /// `lab stress SLUG` and the crate's tests run.
    ///
    /// # Panics
    /// When the game lacks a random-input generator, `solve` or `brute_solve`.
    pub fn stress_report(
        &self,
        cases: u64,
        seed: u64,
        progress: &mut dyn Progress,
    ) -> StressReport {
        let brute = self.expect(self.brute_solve, "no brute_solve");
        self.stress_against(cases, seed, progress, &mut *self.program(brute))
    }

    /// `cases` random judge inputs from `seed` through `solve` (the first program) and
    /// `other` (the second), such as a compiled C++ submission.
    ///
    /// # Panics
    /// When the game lacks a random-input generator or `solve`.
    pub fn stress_against(
        &self,
        cases: u64,
        seed: u64,
        progress: &mut dyn Progress,
        other: Program,
    ) -> StressReport {
        let stress = self.expect(self.stress, "no random-input generator");
        let solve = self.expect(self.solve, "no solve");
        stress(cases, seed, progress, &mut *self.program(solve), other)
    }

    /// `solve` as a stress program: run on the input ([`stress::program`]), or, for an
    /// interactive problem, played against the interactor ([`interact::player`]).
    fn program(&self, solve: contract::SolveFn) -> Box<dyn FnMut(&str) -> String> {
        match self.interactor {
            Some(interactor) => Box::new(interact::player(solve, interactor)),
            None => Box::new(stress::program(solve)),
        }
    }

    /// The first of `cases` random judge inputs from `seed` that `solve` refuses, shrunk: a
    /// generator and a `solve` that do not agree on the format (`kit check` runs it).
    ///
    /// # Panics
    /// When the game lacks a random-input generator or `solve`.
    pub fn refused_input(&self, cases: u64, seed: u64) -> Option<stress::Failure> {
        let solve = self.expect(self.solve, "no solve");
        // The same program twice: only a refusal makes a case fail.
        self.stress_against(cases, seed, &mut Silent, &mut *self.program(solve))
            .failure
    }

    /// [`Game::stress_report`] silently: `cases` random inputs from `seed`, for a crate's
    /// tests.
    ///
    /// # Panics
    /// With the shrunk failing input and both outputs when `solve` and `brute_solve` differ
    /// (or either refuses it), or when the game lacks one of the three.
    pub fn assert_stress(&self, cases: u64, seed: u64) {
        let report = self.stress_report(cases, seed, &mut Silent);
        assert!(
            report.failure.is_none(),
            "{}: {}",
            self.slug,
            report.summary()
        );
    }

    fn expect<T>(&self, part: Option<T>, what: &str) -> T {
        part.unwrap_or_else(|| panic!("{}: {what}", self.slug))
    }

    /// The default parameters overridden by `params`.
    ///
    /// # Panics
    /// On an unknown parameter or a value out of its range (a bug in the caller).
    pub fn param_values(&self, params: &[(&str, u64)]) -> ParamValues {
        let assignments: Vec<String> = params.iter().map(|(n, v)| format!("{n}={v}")).collect();
        ParamValues::parse(self.params, &assignments)
            .unwrap_or_else(|e| panic!("{}: {e}", self.slug))
    }
}
