//! The commands on games given by their moves and run by the generic engine
//! ([`shared::game::engine`]): rules files ([`crate::rules`]), registered games whose
//! descriptors give their moves ([`study::MovesSpec`], most of them the very rules file in
//! `examples/games/`, played in this process), and misère play (`--misere`) of every
//! definition (codes, `sub:`, `allbut:`, `take:`), whose moves the lab writes out for the
//! engine here. Every command that reads a [`Source`] (table, value, verify `--rule`, rule,
//! plot, guess) works on each kind. A registered game keeps its own fast table for normal play
//! of one number; its moves serve misère play, sums, grids of games without a table, and the
//! genus. A registered game without moves (a set of numbers, cells, not a game) is refused
//! with its name.
//!
//! A one-number game's table is the usual `lab table` (with its period, conjectured except for
//! the misère play of a finite subtraction set); a two-number game's is a grid of N/P (or
//! Grundy values) with `a` down and `b` across, P cells marked; `--ppos` lists the
//! P-positions instead.

use crate::define::{Definition, Target};
use crate::error::LabError;
use crate::period::Finding;
use crate::rules::{is_rules_file, Quantity, RulesGame};
use crate::table::{self, Layout, Values};
use crate::verify::Progress;
use shared::game::engine::{Engine, EngineError, Options};
use shared::game::take_and_break_period;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Arc;
use study::moves::{Part, Played, Quantity as Asked, ValueError};

/// What a position of a game of `arity` numbers is, for a command that needs numbers: `a
/// position has 2 numbers`, or that it is not numbers.
pub(crate) fn shape(arity: Option<usize>) -> String {
    match arity {
        Some(1) => "a position has 1 number".to_string(),
        Some(n) => format!("a position has {n} numbers"),
        None => "a position is not numbers (the game reads it from its own text)".to_string(),
    }
}

/// Whether a command goes through this module: a rules file, or misère play. (Normal play of
/// a registered game keeps its own table and grid, except for [`table_by_moves`].)
pub fn handles(game: &str, misere: bool) -> bool {
    misere || is_rules_file(game)
}

/// Whether `lab table GAME` in normal play comes from the moves: a registered game that has
/// moves but no one-number table of its own (a two-number game, whose table is its grid).
pub fn table_by_moves(game: &str) -> bool {
    !is_rules_file(game)
        && crate::registry::find(game).is_ok_and(|g| g.table.is_none() && g.moves.is_some())
}

/// A game whose moves the engine runs.
pub enum Source {
    /// A compiled rules file.
    File(RulesGame),
    /// A definition given on the command line, run in this process.
    Inline {
        /// Its canonical name.
        name: String,
        /// Its rules.
        definition: Definition,
    },
    /// A registered game, played by its descriptor's moves in this process.
    Registered {
        /// Its slug and parameters, as [`Target::title`] gives them.
        title: String,
        /// The engine over its moves, at its parameters.
        played: Box<Played>,
        /// Why its moves do not give its misère play, when they do not.
        not_misere: Option<&'static str>,
    },
}

impl Source {
    /// The game a GAME argument names, for a command under `misere` play or not.
    ///
    /// # Errors
    /// As [`Target::parse`] and [`RulesGame::open`]; a registered game whose descriptor gives
    /// no moves.
    pub fn parse(game: &str, params: &[String]) -> Result<Source, LabError> {
        if is_rules_file(game) {
            return Ok(Source::File(RulesGame::open(game, params)?));
        }
        let target = Target::parse(game, params)?;
        let title = target.title();
        match target {
            Target::Defined { name, definition } => Ok(Source::Inline { name, definition }),
            Target::Registered { game, params } => match game.moves {
                Some(spec) => Ok(Source::Registered {
                    title,
                    played: Box::new(spec.played(&params)),
                    not_misere: spec.not_misere,
                }),
                None => Err(LabError::BadOption(
                    match crate::registry::data_rules_file(&game) {
                        Some(file) => format!(
                            "{} gives no moves of its own: its game is the judge's input, which \
                             {} reads: add --data FILE (a judge's input)",
                            game.slug,
                            file.display()
                        ),
                        None => format!(
                            "{} gives no moves to the lab's engine (its descriptor has none, or \
                             it is not a game), so it has only its own tables: no misère play, \
                             sums or genus",
                            game.slug
                        ),
                    },
                )),
            },
        }
    }

    /// Refuses misère play of a registered game whose moves stand for it under normal play
    /// only.
    ///
    /// # Errors
    /// `misere` for such a game, with the reason.
    pub fn check_play(&self, misere: bool) -> Result<(), LabError> {
        match self {
            Source::Registered {
                title,
                not_misere: Some(why),
                ..
            } if misere => Err(LabError::BadOption(format!(
                "{title} has no misère play by its moves: {why}"
            ))),
            _ => Ok(()),
        }
    }

    /// How many numbers a position has, `None` when positions are of another shape (given
    /// as text, which the game reads).
    ///
    /// # Errors
    /// A rules program that fails.
    pub fn arity(&self) -> Result<Option<usize>, LabError> {
        match self {
            Source::File(f) => Ok(f.arity()),
            Source::Inline { .. } => Ok(Some(1)),
            Source::Registered { played, .. } => Ok(played.arity()),
        }
    }

    /// How many numbers a position has, for `lab COMMAND` that needs numbers.
    ///
    /// # Errors
    /// Positions of another shape (the game's text form), naming the command.
    pub fn numbers(&self, command: &str) -> Result<usize, LabError> {
        self.arity()?.ok_or_else(|| {
            let title = self.title().unwrap_or_default();
            LabError::BadOption(format!(
                "{title}: {}; `lab {command}` needs positions of one to four numbers (`lab \
                 value` and `lab moves` take any shape)",
                shape(None)
            ))
        })
    }

    /// The title of its tables.
    ///
    /// # Errors
    /// A rules program that fails.
    pub fn title(&self) -> Result<String, LabError> {
        match self {
            Source::File(f) => Ok(f.title()),
            Source::Inline { name, .. } => Ok(name.clone()),
            Source::Registered { title, .. } => Ok(title.clone()),
        }
    }

    /// The values of positions `0..=upto` (one number).
    ///
    /// # Errors
    /// The game's run-time error; a `take:` rule that fails.
    pub fn table(
        &mut self,
        quantity: Quantity,
        upto: usize,
        progress: &mut dyn Progress,
    ) -> Result<Vec<u32>, LabError> {
        self.numbers("table")?;
        match self {
            Source::File(f) => Ok(f.table(quantity, upto, progress)?.1),
            Source::Inline { name, definition } => {
                let name = name.clone();
                with_moves(definition, |moves| {
                    let mut engine = Engine::with_budget(moves, crate::memory::positions());
                    progress.start(upto as u64 + 1);
                    let mut values = Vec::with_capacity(upto + 1);
                    // A misère heap costs a search of its own, more with each heap: a step
                    // each, so that the estimate follows from the first heaps on.
                    let every = if quantity == Quantity::Misere { 1 } else { 64 };
                    for n in 0..=upto as u64 {
                        values.push(quantity_of(&mut engine, quantity, &[n], &name)?);
                        if n % every == every - 1 {
                            progress.advance(every);
                        }
                    }
                    Ok(values)
                })
            }
            Source::Registered { title, played, .. } => {
                progress.start(upto as u64 + 1);
                let mut values = Vec::with_capacity(upto + 1);
                for n in 0..=upto as u64 {
                    let part = Part::Numbers(vec![n]);
                    values.push(played_value(played, title, quantity, &[part])?);
                    if n % 64 == 63 {
                        progress.advance(64);
                    }
                }
                Ok(values)
            }
        }
    }

    /// The values of the positions `(a, b)` with `a` in `a_range` and `b` in `b_range`
    /// (inclusive), as rows by `a`: a rules file's `points` request, or a registered game's
    /// engine cell by cell. A row (one `a`) costs only the positions it reaches, where
    /// [`Source::grid`] would fill every row below it.
    ///
    /// # Errors
    /// As [`Source::grid`].
    pub fn cells(
        &mut self,
        quantity: Quantity,
        a_range: (u64, u64),
        b_range: (u64, u64),
        progress: &mut dyn Progress,
    ) -> Result<Vec<Vec<u32>>, LabError> {
        let width = (b_range.1 - b_range.0 + 1) as usize;
        match self {
            Source::File(f) if f.arity() == Some(2) => {
                let values = f.points(quantity, &[a_range, b_range], progress)?;
                Ok(values.chunks(width).map(<[u32]>::to_vec).collect())
            }
            Source::Registered { title, played, .. } if played.arity() == Some(2) => {
                progress.start(a_range.1 - a_range.0 + 1);
                let mut rows = Vec::new();
                for a in a_range.0..=a_range.1 {
                    let mut row = Vec::with_capacity(width);
                    for b in b_range.0..=b_range.1 {
                        let part = Part::Numbers(vec![a, b]);
                        row.push(played_value(played, title, quantity, &[part])?);
                    }
                    rows.push(row);
                    progress.advance(1);
                }
                Ok(rows)
            }
            other => {
                let title = other.title()?;
                let shape = shape(other.arity()?);
                Err(LabError::BadOption(format!(
                    "{title}: {shape}, so it has no two-number grid"
                )))
            }
        }
    }

    /// The values of `(a, b)`, `a` in `0..=width`, `b` in `0..=height`, as rows by `a` (two
    /// numbers).
    ///
    /// # Errors
    /// A one-number game; the game's run-time error.
    pub fn grid(
        &mut self,
        quantity: Quantity,
        width: usize,
        height: usize,
        progress: &mut dyn Progress,
    ) -> Result<Vec<Vec<u32>>, LabError> {
        if let Source::File(f) = self {
            return Ok(f.grid(quantity, width, height, progress)?.1);
        }
        self.cells(quantity, (0, width as u64), (0, height as u64), progress)
    }

    /// The value of the sum of `parts`.
    ///
    /// # Errors
    /// The game's run-time error.
    pub fn value(
        &mut self,
        quantity: Quantity,
        parts: &[Part],
        progress: &mut dyn Progress,
    ) -> Result<u32, LabError> {
        match self {
            Source::File(f) => Ok(f.value(quantity, &crate::value::words(parts), progress)?.1),
            Source::Inline { name, definition } => {
                let name = name.clone();
                let heaps: Vec<u64> = parts.iter().map(|p| p.numbers()[0]).collect();
                let budget = crate::memory::positions();
                with_moves(definition, |moves| {
                    // The bar counts values stored against the budget, so its estimate is
                    // the time left until the budget is spent (at most the search's).
                    let watch = Arc::new(AtomicUsize::new(0));
                    let (mut calls, mut shown) = (0u32, 0usize);
                    progress.start(budget as u64);
                    let watched = |n: u64, out: &mut Options<u64>| {
                        calls = calls.wrapping_add(1);
                        if calls % 1024 == 0 {
                            let now = watch.load(Ordering::Relaxed);
                            if now > shown {
                                progress.advance((now - shown) as u64);
                                shown = now;
                            }
                        }
                        moves(n, out)
                    };
                    let mut engine = Engine::with_budget(watched, budget);
                    engine.set_watch(Arc::clone(&watch));
                    quantity_of(&mut engine, quantity, &heaps, &name)
                })
            }
            Source::Registered { title, played, .. } => {
                played_value(played, title, quantity, parts)
            }
        }
    }
}

/// A registered game's value of `quantity` for the sum of `parts`, its errors named after
/// `title` (a cycle as [`LabError::Cycle`]).
pub(crate) fn played_value(
    played: &mut Played,
    title: &str,
    quantity: Quantity,
    parts: &[Part],
) -> Result<u32, LabError> {
    let asked = match quantity {
        Quantity::Grundy => Asked::Grundy,
        Quantity::Misere => Asked::Misere,
        Quantity::Remoteness => Asked::Remoteness,
        Quantity::Suspense => Asked::Suspense,
    };
    played.value(asked, parts).map_err(|e| {
        let message = format!("{title}: {e}");
        match e {
            ValueError::Cycle(_) => LabError::Cycle(message),
            ValueError::Other(_) => LabError::BadDefinition(message),
        }
    })
}

/// The engine's value of `quantity` for the sum of `parts`, its errors named after `name`.
pub(crate) fn quantity_of<F: FnMut(u64, &mut Options<u64>)>(
    engine: &mut Engine<u64, F>,
    quantity: Quantity,
    parts: &[u64],
    name: &str,
) -> Result<u32, LabError> {
    let result = match quantity {
        Quantity::Grundy => engine.sum_grundy(parts),
        Quantity::Misere => engine.misere_wins(parts).map(u32::from),
        Quantity::Remoteness => engine.remoteness(parts),
        Quantity::Suspense => engine.suspense(parts),
    };
    result.map_err(|e: EngineError<u64>| match e {
        EngineError::Budget { .. } => LabError::BadOption(format!(
            "{name}: {e} (--positions sets the budget, --memory the memory it is sized from)"
        )),
        EngineError::Cycle { .. } => LabError::Cycle(format!("{name}: {e}")),
    })
}

/// Runs `work` with the moves of a definition; a `take:` rule's failure, met while listing
/// moves, is the error.
pub(crate) fn with_moves<R>(
    definition: &mut Definition,
    work: impl FnOnce(&mut dyn FnMut(u64, &mut Options<u64>)) -> Result<R, LabError>,
) -> Result<R, LabError> {
    match definition {
        Definition::Code(code) => {
            let digits = code.digits().to_vec();
            work(&mut |n, out| code_moves(&digits, n, out))
        }
        Definition::Subtraction(set) => {
            let (sizes, all_but) = (set.set().to_vec(), set.is_all_but());
            work(&mut |n, out| {
                for t in 1..=n {
                    if sizes.contains(&(t as usize)) != all_but {
                        out.push(n - t);
                    }
                }
            })
        }
        Definition::Take(rule) => {
            let mut failure: Option<LabError> = None;
            let result = work(&mut |n, out| {
                if failure.is_some() {
                    return;
                }
                for t in 1..=n {
                    match rule.allows(n, t) {
                        Ok(true) => out.push(n - t),
                        Ok(false) => {}
                        Err(e) => {
                            failure = Some(e);
                            return;
                        }
                    }
                }
            });
            match failure {
                Some(e) => Err(e),
                None => result,
            }
        }
    }
}

/// The options of a heap of `n` in the take-and-break game with these digits: taking `k`
/// tokens may leave `j` nonempty heaps when bit `j` of `d_k` is set.
fn code_moves(digits: &[u8], n: u64, out: &mut Options<u64>) {
    for (k, &d) in digits.iter().enumerate() {
        let k = k as u64;
        if k > n {
            break;
        }
        let m = n - k;
        if d & 1 != 0 && m == 0 && k > 0 {
            out.push_sum([]);
        }
        if d & 2 != 0 && m >= 1 && k > 0 {
            out.push(m);
        }
        if d & 4 != 0 && m >= 2 {
            for a in 1..=m / 2 {
                out.push_sum([a, m - a]);
            }
        }
        if d & 8 != 0 && m >= 3 {
            for a in 1..=m / 3 {
                for b in a..=(m - a) / 2 {
                    out.push_sum([a, b, m - a - b]);
                }
            }
        }
    }
}

/// What a one-number table shows about its period: proven for the misère play of a finite
/// subtraction set, a conjecture otherwise.
///
/// The proof: with `t` the largest move of the set, the misère outcome of a heap `n >= t` is
/// the same function (some `n - s` lost, `s` in the set) of the outcomes of `n - t..n`, since
/// every move is legal there; so outcomes are a shift register of width `t` from `n = t` on,
/// and the Guy–Smith check without splits ([`take_and_break_period`] with `j = 1`, whose
/// window reaches past `t`) proves the period just as it does for normal play. A code's
/// misère heap has sums of heaps as options, whose misère outcomes no table of one heap gives,
/// and an all-but set takes unboundedly many: no criterion for them.
///
/// Tested in `tests/limits.rs` (`lab rule sub:1,2,5 --misere` proven) and by the unit test
/// below against a table four times as long.
fn finding(source: &Source, quantity: Quantity, values: &Values) -> Finding {
    if let (
        Source::Inline {
            definition: Definition::Subtraction(set),
            ..
        },
        Quantity::Misere,
    ) = (source, quantity)
    {
        if !set.is_all_but() {
            let win: Vec<bool> = (0..values.len()).map(|n| values.wins(n)).collect();
            let t = set.set().last().copied().unwrap_or(0);
            return Finding::from_verdict(take_and_break_period(&win, t, 1), values);
        }
    }
    Finding::conjecture(values)
}

/// The one-number values of `quantity` as a table: Grundy values, or win/lose.
fn as_values(values: Vec<u32>, quantity: Quantity, grundy: bool) -> Values {
    match (quantity, grundy) {
        (Quantity::Grundy, true) => Values::from_grundy(values),
        _ => Values::WinLose(values.into_iter().map(|v| v != 0).collect()),
    }
}

/// The quantity a table shows: Grundy values (normal play; the N/P view is their nonzero
/// test) or misère outcomes.
fn quantity(grundy: bool, misere: bool) -> Result<Quantity, LabError> {
    if misere && grundy {
        return Err(LabError::BadOption(
            "--misere tables show who wins: misère play has no Grundy values that add up \
             over sums; drop --grundy"
                .into(),
        ));
    }
    Ok(if misere {
        Quantity::Misere
    } else {
        Quantity::Grundy
    })
}

/// The title with the play named: `x (misère play)`.
fn titled(title: String, misere: bool) -> String {
    if misere {
        format!("{title}, misère play")
    } else {
        title
    }
}

/// The P-positions of a one-number table, on one line after a heading.
fn ppos_line(title: &str, upto: usize, values: &Values) -> String {
    let lost: Vec<String> = values
        .losing_positions()
        .iter()
        .map(usize::to_string)
        .collect();
    format!(
        "{title}: P-positions (the player to move loses) in 0..={upto}\n{}\n",
        lost.join(" ")
    )
}

/// `lab table` for a rules file or under `--misere`: the values of `0..=upto` and the period
/// line (one number), the grid of `0..=upto` × `0..=upto` (two numbers), or the list or grid
/// of [`crate::tuples`] (three or four numbers, some held by `fix`).
///
/// # Errors
/// As [`Source::parse`]; `--grundy` with `--misere`; a game's run-time error; `fix` on a game
/// of one or two numbers; as [`crate::tuples::table`].
#[allow(clippy::too_many_arguments)]
pub fn table(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    misere: bool,
    ppos: bool,
    fix: &[String],
    layout: Layout,
    quiet: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if ppos && fix.is_empty() && !misere && !is_rules_file(game) && !table_by_moves(game) {
        // Normal play of a registered game with a table, or a definition: its own table.
        let mut target = Target::parse(game, params)?;
        let upto = upto.unwrap_or(crate::commands::DEFAULT_TABLE_UPTO);
        let values = target.tabulate(upto, false, progress)?.values;
        return Ok(ppos_line(&target.title(), upto, &values));
    }
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let quantity = quantity(grundy, misere)?;
    let arity = source.numbers("table")?;
    let title = titled(source.title()?, misere);
    if !fix.is_empty() && arity < 2 {
        return Err(LabError::BadOption(format!(
            "{title}: --fix holds numbers of positions of two, three or four numbers, and a \
             position here has {arity}"
        )));
    }
    if !fix.is_empty() && arity == 2 {
        if layout.columns == Some(0) {
            return Err(LabError::BadOption("--columns must be at least 1".into()));
        }
        let upto = upto.unwrap_or(crate::commands::DEFAULT_TABLE_UPTO);
        let (values, title) =
            fixed_line(&mut source, quantity, grundy, fix, upto, &title, progress)?;
        if ppos {
            return Ok(ppos_line(&title, upto, &values));
        }
        let last = Finding::conjecture(&values).line();
        return Ok(if quiet {
            format!("{}{last}\n", table::heading(&title, "n", &values))
        } else {
            table::render(&title, "n", &values, layout, &last)
        });
    }
    if let (Source::File(f), 3..) = (&source, arity) {
        return crate::tuples::table(
            f, &title, quantity, grundy, ppos, upto, fix, layout, quiet, progress,
        );
    }
    if arity == 2 {
        return crate::grid::table(
            &mut source,
            &title,
            quantity,
            grundy,
            ppos,
            upto,
            layout,
            progress,
        );
    }
    if arity != 1 {
        return Err(LabError::BadOption(format!(
            "{title}: a position has {arity} numbers, and no table is printed for it"
        )));
    }
    if layout.columns == Some(0) {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    let upto = upto.unwrap_or(crate::commands::DEFAULT_TABLE_UPTO);
    let values = match source.table(quantity, upto, progress) {
        Err(LabError::Cycle(_)) if !misere => {
            return crate::loopy::table_report(
                &mut source,
                &title,
                upto as u64,
                grundy,
                ppos,
                layout,
                progress,
            )
        }
        values => as_values(values?, quantity, grundy),
    };
    if ppos {
        return Ok(ppos_line(&title, upto, &values));
    }
    let last = finding(&source, quantity, &values).line();
    let position = "n = the position";
    Ok(if quiet {
        format!("{}{last}\n", table::heading(&title, position, &values))
    } else {
        table::render(&title, position, &values, layout, &last)
    })
}

/// The one-number table of a source for `rule` and `verify`: refuses other sizes.
fn one_number(source: &Source, title: &str, command: &str) -> Result<(), LabError> {
    match source.numbers(command)? {
        1 => Ok(()),
        n => Err(LabError::BadOption(format!(
            "{title}: a position has {n} numbers; `lab {command}` reads a table of one number"
        ))),
    }
}

/// `lab verify GAME --rule EXPR` for a rules file or under `--misere`: a formula in `n` (one
/// number) or in `a` and `b` (two numbers) against the table of `0..=upto` (each way). Returns
/// the report and whether all agreed.
///
/// # Errors
/// As [`table`]; a bad formula; an integer formula under misère play.
pub fn verify_rule(
    game: &str,
    params: &[String],
    rule: &str,
    upto: Option<usize>,
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let title = titled(source.title()?, misere);
    let quantity = if misere {
        Quantity::Misere
    } else {
        Quantity::Grundy
    };
    if source.arity()? == Some(2) {
        let upto = upto.unwrap_or(crate::grid::DEFAULT_GRID_UPTO * 5);
        let rows = crate::grid::rows(&mut source, quantity, upto, progress)?;
        let (last, agrees) = crate::grid::check_rule(rule, &rows, !misere)?;
        let report =
            format!("{title}, a and b in 0..={upto}: --rule `{rule}` against the table\n{last}");
        return Ok((report, agrees));
    }
    one_number(&source, &title, "verify --rule")?;
    let mut formula = crate::expr::Formula::parse(rule)?;
    let upto = upto.unwrap_or(crate::commands::DEFAULT_RULE_UPTO);
    let integer = matches!(formula.at(0)?, crate::expr::Claim::Grundy(_));
    if integer && misere {
        return Err(LabError::BadOption(format!(
            "--rule `{rule}` gives integers (Grundy values), but under --misere the table is \
             win/lose; write a boolean, true where the player to move wins"
        )));
    }
    let values = source.table(quantity, upto, progress)?;
    let kind = if integer { "Grundy value" } else { "win/lose" };
    let mut report =
        format!("{title}, n in 0..={upto}: --rule `{rule}` ({kind}) against the table\n");
    for (n, &v) in values.iter().enumerate() {
        let (agrees, said, truth) = match formula.at(n as u64)? {
            crate::expr::Claim::Wins(w) if !integer => {
                let word = |w: bool| if w { "N" } else { "P" }.to_string();
                (w == (v != 0), word(w), word(v != 0))
            }
            crate::expr::Claim::Grundy(g) if integer => {
                (g == i64::from(v), g.to_string(), v.to_string())
            }
            _ => {
                return Err(LabError::BadOption(format!(
                    "--rule `{rule}` gives a boolean at some n and an integer at others (first \
                     change at n = {n}); write one kind"
                )))
            }
        };
        if !agrees {
            report.push_str(&format!(
                "disagreement at n = {n}: the rule gives {said}, the table gives {truth} ({n} \
                 positions agreed before it)\n"
            ));
            return Ok((report, false));
        }
    }
    report.push_str(&format!("{} positions, all agree\n", values.len()));
    Ok((report, true))
}

/// `word` as a shell needs it typed.
fn quoted(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "._:,=-+/".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// A two-number game's row or column (`fix`: `a=V` or `b=V`) as a one-number table of the
/// other number, `0..=upto`, with its title (`TITLE with a = V, n = b`): what `table` and
/// `rule` read with `--fix` on a grid. The values come from [`Source::cells`] (only the
/// positions the line reaches). Tested in `tests/grid_rule.rs` against the grid.
///
/// # Errors
/// A bad `--fix` ([`crate::tuples::parse_fix`]), none or both numbers held; the game's
/// run-time error.
fn fixed_line(
    source: &mut Source,
    quantity: Quantity,
    grundy: bool,
    fix: &[String],
    upto: usize,
    title: &str,
    progress: &mut dyn Progress,
) -> Result<(Values, String), LabError> {
    let fixed = crate::tuples::parse_fix(fix, 2)?;
    let (a_range, b_range, free) = match fixed.as_slice() {
        [Some(v), None] => ((*v, *v), (0, upto as u64), "b"),
        [None, Some(v)] => ((0, upto as u64), (*v, *v), "a"),
        _ => {
            return Err(LabError::BadOption(format!(
                "{title}: --fix holds one of a and b, and the table is the other's; give one \
                 --fix"
            )))
        }
    };
    let line: Vec<u32> = source
        .cells(quantity, a_range, b_range, progress)?
        .into_iter()
        .flatten()
        .collect();
    let held = fix.join(", ").replace('=', " = ");
    Ok((
        as_values(line, quantity, grundy),
        format!("{title} with {held}, n = {free}"),
    ))
}

/// The first `a` and `b` of a grid from `--from A,B` (or `--from A`, for both), each at most
/// `upto`. O(the text); tested in `tests/grid_rule.rs`.
///
/// # Errors
/// Not one or two non-negative integers; one past `upto`.
pub fn parse_from(text: &str, upto: usize) -> Result<(u64, u64), LabError> {
    let numbers: Vec<Option<u64>> = text.split(',').map(|w| w.trim().parse().ok()).collect();
    let (a, b) = match numbers.as_slice() {
        [Some(a)] => (*a, *a),
        [Some(a), Some(b)] => (*a, *b),
        _ => {
            return Err(LabError::BadOption(format!(
                "--from `{text}`: expected the first a and b of the grid, A,B (or one number \
                 for both), e.g. --from 2,2"
            )))
        }
    };
    if a.max(b) > upto as u64 {
        return Err(LabError::BadOption(format!(
            "--from {text} starts past --upto {upto}, the last a and b of the grid"
        )));
    }
    Ok((a, b))
}

/// What `lab rule` is asked besides the game: the options of the command line.
#[derive(Debug, Clone, Copy)]
pub struct RuleAsk<'a> {
    /// `--upto`: the last position (one number) or the last `a` and `b` (a grid).
    pub upto: Option<usize>,
    /// `--grundy`: Grundy values, else win/lose.
    pub grundy: bool,
    /// `--misere`.
    pub misere: bool,
    /// `--cpp`: C++, else Rust.
    pub cpp: bool,
    /// `--packed` or plain.
    pub form: crate::rulegen::Form,
    /// `--fix NAME=VALUE`: a two-number game's row or column, as a one-number table.
    pub fix: &'a [String],
    /// `--from A,B`: where a two-number grid starts.
    pub from: Option<&'a str>,
    /// `--grid`: the grid by the moves was asked for (a registered game's own one-number
    /// table is not wanted); refused for a game of one number.
    pub grid: bool,
}

/// `lab rule` for a rules file, a registered game played by its moves, or under `--misere`.
///
/// - One number: the period of the table of `0..=upto` as code (a conjecture, except for the
///   misère play of a finite subtraction set: [`finding`]).
/// - Two numbers: the grid of `from..=upto` each way (by default from 0 to
///   [`DEFAULT_GRID_UPTO`](crate::grid::DEFAULT_GRID_UPTO)) as code
///   ([`crate::rulegen::GridRule`]: exact on the grid, refusing the positions outside it).
/// - Two numbers with `--fix a=V` (or `b=V`): the row of the other number, `0..=upto`, as a
///   one-number table, its period as code (always a conjecture: no criterion proves a row's
///   period).
///
/// Returns the source and, when it is too big for a judge, the note saying so.
///
/// # Errors
/// As [`table`]; no period in the table; `--fix` on a game that is not of two numbers, or
/// holding both numbers; `--from` without a grid, or malformed ([`parse_from`]).
pub fn rule(
    game: &str,
    params: &[String],
    ask: RuleAsk,
    progress: &mut dyn Progress,
) -> Result<crate::commands::RuleSource, LabError> {
    use crate::rulegen::{with_size_note, Form, GridRule, Rule};
    let mut source = Source::parse(game, params)?;
    source.check_play(ask.misere)?;
    let quantity = quantity(ask.grundy, ask.misere)?;
    let mut title = titled(source.title()?, ask.misere);
    let arity = source.numbers("rule")?;
    let grid = arity == 2 && ask.fix.is_empty();
    if ask.grid && arity != 2 {
        return Err(LabError::BadOption(format!(
            "{title}: --grid asks for a two-number grid, and a position here has {arity} \
             number(s); drop --grid"
        )));
    }
    if !ask.fix.is_empty() && arity != 2 {
        return Err(LabError::BadOption(format!(
            "{title}: --fix holds a number of a two-number game, leaving a one-number table \
             (a position here has {arity})"
        )));
    }
    if ask.from.is_some() && !grid {
        return Err(LabError::BadOption(format!(
            "{title}: --from A,B sets where a two-number grid starts; {}",
            if arity == 2 {
                "with --fix the row is a one-number table, from 0"
            } else {
                "a one-number table starts at 0"
            }
        )));
    }
    let upto = ask.upto.unwrap_or(if grid {
        crate::grid::DEFAULT_GRID_UPTO
    } else {
        crate::commands::DEFAULT_RULE_UPTO
    });
    let mut command = format!("lab rule {}", quoted(game));
    for p in params {
        command.push_str(&format!(" --param {}", quoted(p)));
    }
    command.push_str(&format!(" --upto {upto}"));
    for f in ask.fix {
        command.push_str(&format!(" --fix {}", quoted(f)));
    }
    if let Some(from) = ask.from {
        command.push_str(&format!(" --from {}", quoted(from)));
    }
    for (on, flag) in [
        (ask.grundy, " --grundy"),
        (ask.misere, " --misere"),
        (ask.cpp, " --cpp"),
    ] {
        if on {
            command.push_str(flag);
        }
    }
    let command_in = |form: Form| match form {
        Form::Plain => command.clone(),
        Form::Packed => format!("{command} --packed"),
    };
    if grid {
        let from = ask.from.map_or(Ok((0, 0)), |f| parse_from(f, upto))?;
        let cells =
            (upto as u128 - u128::from(from.0) + 1) * (upto as u128 - u128::from(from.1) + 1);
        if cells > u128::from(crate::tuples::MAX_POSITIONS) {
            return Err(LabError::BadOption(format!(
                "{title}: a grid of {cells} cells is more than the {} a rule is written for; \
                 ask for less (--upto, --from), or for a row (--fix a=V)",
                crate::tuples::MAX_POSITIONS
            )));
        }
        let rows = source.cells(
            quantity,
            (from.0, upto as u64),
            (from.1, upto as u64),
            progress,
        )?;
        let grundy = ask.grundy && quantity == Quantity::Grundy;
        let rows: Vec<Vec<u32>> = if grundy {
            rows
        } else {
            rows.into_iter()
                .map(|r| {
                    r.into_iter()
                        .map(|v| u32::from(crate::grid::is_won(quantity, v)))
                        .collect()
                })
                .collect()
        };
        let (source, note) = with_size_note(ask.form, |form| {
            let command = command_in(form);
            let rule = GridRule {
                command: &command,
                title: &title,
                from,
                rows: &rows,
                grundy,
            };
            if ask.cpp {
                rule.cpp_in(form)
            } else {
                rule.rust_in(form)
            }
        });
        return Ok(crate::commands::RuleSource { source, note });
    }
    let (values, finding) = if arity == 2 {
        let values;
        (values, title) = fixed_line(
            &mut source,
            quantity,
            ask.grundy,
            ask.fix,
            upto,
            &title,
            progress,
        )?;
        let finding = Finding::conjecture(&values);
        (values, finding)
    } else {
        one_number(&source, &title, "rule")?;
        let values = as_values(
            source.table(quantity, upto, progress)?,
            quantity,
            ask.grundy,
        );
        let finding = finding(&source, quantity, &values);
        (values, finding)
    };
    if finding.period().is_none() {
        return Err(LabError::BadOption(format!(
            "no period up to {upto} in the table of {title}, so there is no rule to print; a \
             longer --upto may show one (`lab table` prints the values)"
        )));
    }
    let (source, note) = with_size_note(ask.form, |form| {
        let command = command_in(form);
        let rule = Rule {
            command: &command,
            title: &title,
            values: &values,
            finding,
        };
        if ask.cpp {
            rule.cpp_in(form)
        } else {
            rule.rust_in(form)
        }
    });
    Ok(crate::commands::RuleSource { source, note })
}

/// `lab plot` for a two-number rules file (normal or misère play).
///
/// # Errors
/// As [`table`]; a one-number game; `size` or `pixels` out of range; the file cannot be
/// written.
pub fn plot(
    game: &str,
    params: &[String],
    size: usize,
    pixels: Option<usize>,
    misere: bool,
    out: &std::path::Path,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let title = titled(source.title()?, misere);
    if source.arity()? != Some(2) {
        return Err(LabError::BadOption(format!(
            "{title}: {}; `lab plot` draws games of two numbers (`lab table` prints the others)",
            shape(source.arity()?)
        )));
    }
    if !(1..=2000).contains(&size) {
        return Err(LabError::BadOption(format!(
            "--size must be in 1..=2000 for a rules file (got {size})"
        )));
    }
    if pixels.is_some_and(|p| p > 20_000) {
        return Err(LabError::BadOption("--pixels must be at most 20000".into()));
    }
    let quantity = if misere {
        Quantity::Misere
    } else {
        Quantity::Grundy
    };
    let bytes = crate::plot::write_rendered(out, || {
        let grid = crate::grid::plot_grid(&mut source, quantity, size, progress)?;
        crate::plot::render_png(&grid, &title, pixels)
    })?;
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    Ok(format!(
        "wrote {}: {}x{} pixels, a = 0..={} across, b = 0..={} up\n",
        out.display(),
        be(16),
        be(20),
        size - 1,
        size - 1
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;

    /// Every finite subtraction set of moves in 1..=5 under misère play: the period proven on
    /// a table of 0..=150 holds over a table four times as long (the misère outcomes computed
    /// by the engine from the moves, not by the shift register of the proof).
    #[test]
    fn misere_subtraction_periods_proven_hold_further() {
        let mut proven = 0;
        for mask in 1u32..32 {
            let set: Vec<String> = (1..=5)
                .filter(|k| mask & (1 << (k - 1)) != 0)
                .map(|k: u32| k.to_string())
                .collect();
            let game = format!("sub:{}", set.join(","));
            let mut source = Source::parse(&game, &[]).unwrap();
            let short = as_values(
                source.table(Quantity::Misere, 150, &mut Silent).unwrap(),
                Quantity::Misere,
                false,
            );
            let Finding::Proven { start, length, .. } = finding(&source, Quantity::Misere, &short)
            else {
                continue;
            };
            proven += 1;
            let long = source.table(Quantity::Misere, 600, &mut Silent).unwrap();
            for n in start..=600 - length {
                assert_eq!(long[n], long[n + length], "{game} at {n}");
            }
        }
        // Every one of the 31 sets has a period proven by 150 (the largest move is 5).
        assert_eq!(proven, (1 << 5) - 1);
    }
}
