//! Games without code: wherever a command takes a registered game's slug, it also takes a
//! definition of a one-heap game.
//!
//! | syntax | game |
//! |---|---|
//! | `0.77`, `.137`, `4.007`, `0.F` | a take-and-break code ([`OctalGame::parse`]: digits `0`-`9`, `A`-`F`) |
//! | `sub:1,2,5` | the subtraction game: take 1, 2 or 5 |
//! | `allbut:1,2` | the all-but subtraction game: take any number but 1 or 2 |
//! | `take:EXPR` | from `n`, take `t` (`1 <= t <= n`) when `EXPR`, in `n` and `t`, is true ([`crate::expr`]) |
//!
//! Anything else is a registered game's slug (or a unique prefix of it); slugs have no `.` or
//! `:`. [`Target::tabulate`] gives the table and what it shows about the period
//! ([`Finding`]), with a proof for codes and finite sets.

use crate::error::LabError;
use crate::expr::TakeRule;
use crate::memory;
use crate::params::ParamValues;
use crate::period::Finding;
use crate::registry::{self, Game};
use crate::table::{self, each_slice, GrundyBuf, Values};
use crate::verify::Progress;
use shared::game::{GrundyValues, OctalGame, PeriodVerdict, SubtractionGame};
use std::sync::mpsc;
use std::time::Duration;

/// The forms of a definition, for `--help` and error messages.
pub const SYNTAX: &str = "a take-and-break code (0.77, .137, 4.007, 0.F), sub:1,2,5 (take 1, 2 \
                          or 5), allbut:1,2 (take any number but 1 or 2), or take:EXPR (take t \
                          from n when EXPR, e.g. take:is_prime(t))";

/// A one-heap game given by its rules.
#[derive(Debug)]
pub enum Definition {
    /// A take-and-break code.
    Code(OctalGame),
    /// A finite or all-but subtraction set.
    Subtraction(SubtractionGame),
    /// A `take:` rule.
    Take(Box<TakeRule>),
}

/// What a command studies: a registered game with its parameters, or a definition.
// One value per command: the size difference between the variants costs nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug)]
pub enum Target {
    /// A game of the registry.
    Registered {
        /// Its descriptor.
        game: Game,
        /// Its parameters.
        params: ParamValues,
    },
    /// A game given by its rules.
    Defined {
        /// The definition in canonical form (`0.77`, `sub:1,2,5`, `take:is_prime(t)`).
        name: String,
        /// The rules.
        definition: Definition,
    },
}

/// A table and what it shows about its period.
#[derive(Debug)]
pub struct Tabled {
    /// The values, in the view asked for.
    pub values: Values,
    /// Their period, proven or conjectured.
    pub finding: Finding,
}

/// Parses a subtraction set `1,2,5` (spaces allowed, any order, repeats ignored).
fn parse_set(prefix: &str, list: &str) -> Result<Vec<usize>, LabError> {
    let mut set = Vec::new();
    for item in list.split(',').map(str::trim) {
        if item.is_empty() && list.trim().is_empty() {
            break;
        }
        match item.parse::<usize>() {
            Ok(s) if s >= 1 => set.push(s),
            _ => {
                return Err(LabError::BadDefinition(format!(
                    "bad subtraction set `{prefix}:{list}`: `{item}` is not a positive \
                     integer (expected {prefix}:1,2,5)"
                )))
            }
        }
    }
    set.sort_unstable();
    set.dedup();
    Ok(set)
}

/// `did you mean the code 0.77?` for `77`: a word of hexadecimal digits is a code without
/// its point (`0.` before it, or the point after a first digit 4, 8 or C, the only other
/// `d0`s).
fn code_without_its_point(word: &str) -> Option<String> {
    if word.is_empty() || !word.chars().all(|c| c.is_ascii_hexdigit()) {
        return None;
    }
    let mut codes = vec![format!("0.{word}")];
    if word.len() >= 2 && matches!(word.as_bytes()[0], b'4' | b'8' | b'C' | b'c') {
        codes.push(format!("{}.{}", &word[..1], &word[1..]));
    }
    let codes: Vec<String> = codes.iter().map(|c| format!("`{c}`")).collect();
    Some(format!(
        "a take-and-break code is written with its point: did you mean {}?",
        codes.join(" or ")
    ))
}

fn join(set: &[usize]) -> String {
    let each: Vec<String> = set.iter().map(usize::to_string).collect();
    each.join(",")
}

impl Target {
    /// The game a command's GAME argument names: a definition (see the module docs) or a
    /// registered slug with its `--param` assignments.
    ///
    /// # Errors
    /// A malformed definition ([`LabError::BadDefinition`]), parameters given to a definition,
    /// an unknown slug, or a bad parameter.
    pub fn parse(arg: &str, params: &[String]) -> Result<Target, LabError> {
        let definition = if let Some(list) = arg.strip_prefix("sub:") {
            Some(Definition::Subtraction(SubtractionGame::finite(
                &parse_set("sub", list)?,
            )))
        } else if let Some(list) = arg.strip_prefix("allbut:") {
            Some(Definition::Subtraction(SubtractionGame::all_but(
                &parse_set("allbut", list)?,
            )))
        } else if let Some(rule) = arg.strip_prefix("take:") {
            Some(Definition::Take(Box::new(TakeRule::parse(rule)?)))
        } else if arg.contains('.') {
            let code = OctalGame::parse(arg).map_err(|e| LabError::BadDefinition(e.to_string()))?;
            Some(Definition::Code(code))
        } else if let Some((prefix, _)) = arg.split_once(':') {
            return Err(LabError::BadDefinition(format!(
                "unknown kind of definition `{prefix}:` in `{arg}`; a game is a registered \
                 slug (see `lab list`) or {SYNTAX}"
            )));
        } else {
            None
        };
        match definition {
            Some(definition) => {
                if !params.is_empty() {
                    return Err(LabError::BadParam(format!(
                        "--param is for registered games; `{arg}` is defined by its rules and \
                         has no parameters"
                    )));
                }
                let name = match &definition {
                    Definition::Code(c) => c.to_string(),
                    Definition::Subtraction(s) if s.is_all_but() => {
                        format!("allbut:{}", join(s.set()))
                    }
                    Definition::Subtraction(s) => format!("sub:{}", join(s.set())),
                    Definition::Take(r) => format!("take:{}", r.text()),
                };
                Ok(Target::Defined { name, definition })
            }
            None => {
                let game = registry::find(arg).map_err(|e| match e {
                    LabError::UnknownGame {
                        asked,
                        candidates,
                        ambiguous: false,
                        ..
                    } => LabError::UnknownGame {
                        suggestion: code_without_its_point(&asked),
                        asked,
                        candidates,
                        ambiguous: false,
                    },
                    other => other,
                })?;
                let params = ParamValues::parse(game.params, params).map_err(LabError::BadParam)?;
                Ok(Target::Registered { game, params })
            }
        }
    }

    /// The title of its table: the slug with its parameters, or the definition.
    pub fn title(&self) -> String {
        match self {
            Target::Registered { game, params } => match params.describe() {
                d if d.is_empty() => game.slug.to_string(),
                d => format!("{} ({d})", game.slug),
            },
            Target::Defined { name, .. } => name.clone(),
        }
    }

    /// What a position is, e.g. `n = stones in the pile`.
    pub fn position(&self) -> &'static str {
        match self {
            Target::Registered { game, .. } => game.table.map_or("n", |t| t.position),
            Target::Defined { .. } => "n = tokens in the heap",
        }
    }

    /// Whether the game has Grundy values (every definition has).
    pub fn has_grundy(&self) -> bool {
        match self {
            Target::Registered { game, .. } => game.value_kind() == "Grundy",
            Target::Defined { .. } => true,
        }
    }

    /// The largest table the game allows (registered games have limits; definitions only the
    /// machine's memory and time).
    pub fn max_upto(&self) -> Option<usize> {
        match self {
            Target::Registered { game, .. } => Some(game.table.map_or(0, |t| t.max_upto)),
            Target::Defined { .. } => None,
        }
    }

    /// The most bytes per position [`Target::tabulate`] holds at once (a bound the tables of
    /// registered games, limited by their `max_upto`, are not held to): a code's 16-bit
    /// Grundy values (32-bit ones past 65535 are not foreseen) and, for win/lose, the view
    /// of a byte each made from them; a subtraction set's 32-bit values and the view; a
    /// `take:` rule's 16-bit values or its win/lose bytes.
    pub fn bytes_per_position(&self, grundy: bool) -> u64 {
        let view = if grundy { 0 } else { 1 };
        match self {
            Target::Registered { .. } => 4 + view,
            Target::Defined { definition, .. } => match definition {
                Definition::Code(_) => 2 + view,
                Definition::Subtraction(_) => 4 + view,
                Definition::Take(_) => {
                    if grundy {
                        2
                    } else {
                        1
                    }
                }
            },
        }
    }

    /// The values for `0..=upto` (Grundy values when `grundy`, else win/lose) and what they
    /// show about the period, reporting progress on long runs.
    ///
    /// # Errors
    /// As [`table::values`] for registered games; a `take:` rule that fails; a table too big
    /// for memory.
    pub fn tabulate(
        &mut self,
        upto: usize,
        grundy: bool,
        progress: &mut dyn Progress,
    ) -> Result<Tabled, LabError> {
        let positions = upto.saturating_add(1);
        memory::check(
            positions as u128 * u128::from(self.bytes_per_position(grundy)),
            &format!("a table of {positions} positions"),
        )?;
        match self {
            Target::Registered { game, params } => {
                if let Some(set) = game.moves.and_then(|m| m.subtraction_set(params)) {
                    // Its moves are a finite subtraction set: the table and proof of `sub:`.
                    let set = subtraction_set(game.slug, set)?;
                    return subtraction_tabled(&set, upto, grundy, progress);
                }
                let game = *game;
                let params = &*params;
                let values =
                    while_busy(progress, move || table::values(&game, params, upto, grundy))?;
                let finding = Finding::conjecture(&values);
                Ok(Tabled { values, finding })
            }
            Target::Defined { definition, .. } => match definition {
                Definition::Code(code) => {
                    let mut report = Reporter::new(progress, positions);
                    // 16-bit values while they fit, then 32: the engine widens as it goes.
                    let g = match code.grundy_values_compact(upto, &mut |done| report.at(done)) {
                        Ok(GrundyValues::Narrow(v)) => Values::Grundy(v),
                        Ok(GrundyValues::Wide(v)) => Values::WideGrundy(v),
                        Err(e) => return Err(LabError::BadOption(format!("{}: {e}", code))),
                    };
                    let verdict = each_slice!(&g, v => code.period_verdict(v));
                    Ok(view(g, verdict, grundy))
                }
                Definition::Subtraction(set) => subtraction_tabled(set, upto, grundy, progress),
                Definition::Take(rule) => {
                    let values = take_table(rule, upto, grundy, progress)?;
                    let finding = Finding::conjecture(&values);
                    Ok(Tabled { values, finding })
                }
            },
        }
    }
}

/// The table of a subtraction game for `0..=upto` with the Guy–Smith verdict on its period
/// (proven for a finite set once the table reaches the window).
fn subtraction_tabled(
    set: &SubtractionGame,
    upto: usize,
    grundy: bool,
    progress: &mut dyn Progress,
) -> Result<Tabled, LabError> {
    // The caller has checked the table's memory.
    let mut report = Reporter::new(progress, upto.saturating_add(1));
    let g = set.grundy_values_with_progress(upto, &mut |done| report.at(done));
    let g = Values::from_grundy(g);
    let verdict = each_slice!(&g, v => set.period_verdict(v));
    Ok(view(g, verdict, grundy))
}

/// The finite subtraction game of a registered game's set parameter.
///
/// # Errors
/// An element 0 (no move) or past `usize`: a descriptor whose set parameter allows it.
fn subtraction_set(slug: &str, set: &[u64]) -> Result<SubtractionGame, LabError> {
    let mut sizes = Vec::with_capacity(set.len());
    for &s in set {
        match usize::try_from(s) {
            Ok(s) if s >= 1 => sizes.push(s),
            _ => {
                return Err(LabError::BadParam(format!(
                    "{slug}: a subtraction set's elements are in 1..={} (got {s})",
                    usize::MAX
                )))
            }
        }
    }
    Ok(SubtractionGame::finite(&sizes))
}

/// The table in the view asked for, from a game's Grundy values and their verdict: the Grundy
/// finding, or the win/lose one derived from it.
fn view(grundy_values: Values, verdict: PeriodVerdict, grundy: bool) -> Tabled {
    let finding = Finding::from_verdict(verdict, &grundy_values);
    if grundy {
        return Tabled {
            values: grundy_values,
            finding,
        };
    }
    let win: Vec<bool> = (0..grundy_values.len())
        .map(|n| grundy_values.wins(n))
        .collect();
    drop(grundy_values);
    let finding = Finding::win_lose(&finding, &win);
    Tabled {
        values: Values::WinLose(win),
        finding,
    }
}

/// An engine's progress hook (positions done so far) as [`Progress`] steps.
struct Reporter<'a> {
    progress: &'a mut dyn Progress,
    done: usize,
}

impl<'a> Reporter<'a> {
    /// Starts `progress` on a table of `positions` positions.
    fn new(progress: &'a mut dyn Progress, positions: usize) -> Self {
        progress.start(positions as u64);
        Reporter { progress, done: 0 }
    }

    /// The engine has done `done` positions.
    fn at(&mut self, done: usize) {
        if done > self.done {
            self.progress.advance((done - self.done) as u64);
            self.done = done;
        }
    }
}

/// Runs `work` on a thread of its own, ticking `progress` while it runs: for registered games,
/// whose tables report no progress of their own, so the bar, if it shows after half a second,
/// is a spinner (see `Bar` in `main.rs`, which treats `start(0)` as "amount unknown").
fn while_busy<T: Send>(progress: &mut dyn Progress, work: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|scope| {
        let (done, result) = mpsc::channel();
        let handle = scope.spawn(move || {
            let value = work();
            // The receiver waits until this is sent or the thread ends.
            let _ = done.send(());
            value
        });
        progress.start(0);
        while let Err(mpsc::RecvTimeoutError::Timeout) =
            result.recv_timeout(Duration::from_millis(100))
        {
            progress.advance(0);
        }
        match handle.join() {
            Ok(value) => value,
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// How many positions between two progress reports.
const REPORT_EVERY: usize = 64;

/// The table of a `take:` rule, by its own loops: the rule once per `t` when it does not
/// mention `n` (then the moves are a fixed list), once per pair `(n, t)` otherwise.
///
/// Win/lose: `n` wins when some allowed `t` leads to a losing `n - t` (stopping at the first).
/// Grundy: the mex of the options' values, marked in a stamp array (a value above the number
/// of options cannot be the mex, so the array never outgrows the most options of a position).
fn take_table(
    rule: &mut TakeRule,
    upto: usize,
    grundy: bool,
    progress: &mut dyn Progress,
) -> Result<Values, LabError> {
    // The table's memory was checked by `Target::tabulate`.
    let positions = upto + 1;
    // Moves that do not depend on n: the list of allowed t, computed once.
    let fixed: Option<Vec<usize>> = if rule.uses_n() {
        None
    } else {
        let mut list = Vec::new();
        progress.start(upto as u64);
        for t in 1..=upto {
            if rule.allows(t as u64, t as u64)? {
                list.push(t);
            }
            if t % REPORT_EVERY == 0 {
                progress.advance(REPORT_EVERY as u64);
            }
        }
        Some(list)
    };
    progress.start(positions as u64);
    let mut options: Vec<usize> = Vec::new();
    let gather = |rule: &mut TakeRule, n: usize, options: &mut Vec<usize>| {
        options.clear();
        match &fixed {
            Some(list) => options.extend(list.iter().take_while(|&&t| t <= n).map(|&t| n - t)),
            None => {
                for t in 1..=n {
                    if rule.allows(n as u64, t as u64)? {
                        options.push(n - t);
                    }
                }
            }
        }
        Ok::<(), LabError>(())
    };
    let values = if grundy {
        let mut g = GrundyBuf::with_capacity(positions)?;
        let mut stamp: Vec<u64> = Vec::new();
        for n in 0..positions {
            gather(rule, n, &mut options)?;
            if stamp.len() <= options.len() {
                stamp.resize(options.len() + 1, u64::MAX);
            }
            let generation = n as u64;
            for &m in &options {
                let v = g.get(m) as usize;
                if v <= options.len() {
                    stamp[v] = generation;
                }
            }
            let mex = (0..).find(|&v| stamp[v] != generation).unwrap_or(0);
            g.push(mex as u32);
            if n % REPORT_EVERY == REPORT_EVERY - 1 {
                progress.advance(REPORT_EVERY as u64);
            }
        }
        g.into_values()
    } else {
        let mut win: Vec<bool> = Vec::new();
        win.try_reserve_exact(positions)
            .map_err(|_| table::out_of_memory(positions, 1))?;
        for n in 0..positions {
            let wins = match &fixed {
                Some(list) => list.iter().take_while(|&&t| t <= n).any(|&t| !win[n - t]),
                None => {
                    let mut found = false;
                    for t in 1..=n {
                        if !win[n - t] && rule.allows(n as u64, t as u64)? {
                            found = true;
                            break;
                        }
                    }
                    found
                }
            };
            win.push(wins);
            if n % REPORT_EVERY == REPORT_EVERY - 1 {
                progress.advance(REPORT_EVERY as u64);
            }
        }
        Values::WinLose(win)
    };
    progress.advance((positions % REPORT_EVERY) as u64);
    Ok(values)
}
