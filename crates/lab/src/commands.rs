//! The four commands as functions that return their whole output, so the binary prints nothing
//! until a command has succeeded, and tests can call them directly.

use crate::define::Target;
use crate::error::LabError;
use crate::expr::{Claim, Formula};
use crate::plot::{render_png, write_rendered};
use crate::registry;
use crate::rulegen::{Form, Rule};
use crate::table::{self, Layout};
use crate::verify::{Progress, Silent};
use std::path::Path;

pub use crate::guess::command::{guess, Outcome as GuessOutcome};

/// `lab list`: one line per game with its values, plot, moves, parameters and summary.
pub fn list() -> String {
    let games = registry::all();
    let rows: Vec<[String; 6]> = games
        .iter()
        .map(|g| {
            let params = if g.params.is_empty() {
                "-".to_string()
            } else {
                let each: Vec<String> = g
                    .params
                    .iter()
                    .map(|p| match p.kind {
                        crate::params::ParamKind::Number => {
                            format!("{}={} ({}..={})", p.name, p.default, p.min, p.max)
                        }
                        crate::params::ParamKind::Set(_) => format!(
                            "{}={} (a set in {}..={})",
                            p.name,
                            p.default_text(),
                            p.min,
                            p.max
                        ),
                    })
                    .collect();
                each.join(", ")
            };
            [
                g.slug.to_string(),
                g.value_kind().replace("none", "-"),
                if g.grid.is_some() { "yes" } else { "-" }.to_string(),
                if g.moves.is_some() { "yes" } else { "-" }.to_string(),
                params,
                g.summary.to_string(),
            ]
        })
        .collect();
    let header = [
        "GAME",
        "VALUES",
        "PLOT",
        "MOVES",
        "PARAMETERS (default, range)",
        "SUMMARY",
    ]
    .map(String::from);
    let mut widths = [0; 5];
    for row in std::iter::once(&header).chain(&rows) {
        for (w, cell) in widths.iter_mut().zip(row) {
            *w = (*w).max(cell.chars().count());
        }
    }
    let mut out = String::new();
    for row in std::iter::once(&header).chain(&rows) {
        for (w, cell) in widths.iter().zip(row) {
            out.push_str(&format!("{cell:<w$}  "));
        }
        out.push_str(&row[5]);
        out.push('\n');
    }
    out.push_str(&format!(
        "{} games; parameters are set with --param NAME=VALUE, slugs may be shortened to a unique prefix\n\
         A game with MOVES also takes sums (lab value GAME 3,5,7), its winning moves (lab moves GAME 3 + 5 + 7), misère play (--misere) and, when its position is one number, lab genus\n\
         Any one-heap game can also be given by its rules instead of a slug: {}\n",
        games.len(),
        crate::define::SYNTAX
    ));
    out
}

/// The last position `lab table` shows when none is asked (or the game's limit, if lower).
pub const DEFAULT_TABLE_UPTO: usize = 60;

/// The table `lab rule` and `lab verify --rule` read when no `--upto` is given (or the game's
/// limit, if lower).
pub const DEFAULT_RULE_UPTO: usize = 1000;

/// `upto`, or `default` capped at the game's limit; `upto` above the limit is refused.
fn upto_for(target: &Target, upto: Option<usize>, default: usize) -> Result<usize, LabError> {
    match (upto, target.max_upto()) {
        (Some(u), Some(limit)) if u > limit => Err(LabError::BadOption(format!(
            "--upto must be in 0..={limit} for {} (got {u})",
            target.title()
        ))),
        (Some(u), _) => Ok(u),
        (None, Some(limit)) => Ok(default.min(limit)),
        (None, None) => Ok(default),
    }
}

/// `lab table`: the game's values for `0..=upto` (by default up to [`DEFAULT_TABLE_UPTO`]),
/// ending with the period line. `game` is a registered slug or a definition
/// ([`crate::define`]).
///
/// # Errors
/// Unknown game, bad definition or parameter, `upto` above the game's limit, `grundy` on a
/// win/lose game, or a game without a single-integer table.
pub fn table(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    layout: Layout,
) -> Result<String, LabError> {
    table_with(game, params, upto, grundy, layout, false, &mut Silent)
}

/// [`table`] reporting progress, and with `quiet` only the heading and the period line.
///
/// # Errors
/// As [`table`].
pub fn table_with(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    layout: Layout,
    quiet: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let mut target = Target::parse(game, params)?;
    if layout.columns == Some(0) {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    let upto = upto_for(&target, upto, DEFAULT_TABLE_UPTO)?;
    let tabled = target.tabulate(upto, grundy, progress)?;
    let (title, position) = (target.title(), target.position());
    let last = tabled.finding.line();
    Ok(if quiet {
        format!(
            "{}{last}\n",
            table::heading(&title, position, &tabled.values)
        )
    } else {
        table::render(&title, position, &tabled.values, layout, &last)
    })
}

/// `lab verify`: the fast solver against the brute force on every input up to `upto` (the
/// game's default when `None`). Returns the report and whether everything agreed.
///
/// # Errors
/// Unknown game, bad parameter, `upto` above the game's limit, or a definition (which has no
/// fast solver: see [`verify_rule`]).
pub fn verify(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    let (game, params) = match Target::parse(game, params)? {
        Target::Registered { game, params } => (game, params),
        Target::Defined { name, .. } => {
            return Err(LabError::BadOption(format!(
                "`{name}` is defined by its rules, so it has no fast solver to check; check a \
                 guessed rule against its table with --rule 'EXPR' (e.g. --rule 'n % 5' for \
                 Grundy values, --rule 'n % 6 != 0' for win/lose)"
            )))
        }
    };
    let spec = game.verify;
    let upto = upto.unwrap_or(spec.default_upto);
    if upto > spec.max_upto {
        return Err(LabError::BadOption(format!(
            "--upto must be in 0..={} for verifying {} (got {upto})",
            spec.max_upto, game.slug
        )));
    }
    let verdict = (spec.run)(&params, upto, progress);
    let with = match params.describe() {
        d if d.is_empty() => String::new(),
        d => format!(" ({d})"),
    };
    let report = format!(
        "{}{with}, N = {upto}: fast solver against brute force on {}\n{}\n",
        game.slug,
        spec.inputs,
        verdict.summary()
    );
    Ok((report, verdict.agrees()))
}

/// `lab verify GAME --rule EXPR`: a formula in `n` (a boolean: the player to move wins; an
/// integer: the Grundy value) against the game's table for every `n` in `0..=upto` (by
/// default [`DEFAULT_RULE_UPTO`], or the game's limit). Returns the report, ending with `N
/// positions, all agree` or the first disagreement, and whether all agreed. A formula in `a`
/// and `b` is checked on the game's two-number grid instead
/// ([`crate::guess::command::verify_pair_rule`]).
///
/// # Errors
/// Unknown game, bad definition or parameter, a bad formula (syntax, a failure at some `n`,
/// neither boolean nor integer, or both at different `n`), an integer formula for a game with
/// only win/lose values, `upto` above the game's limit.
pub fn verify_rule(
    game: &str,
    params: &[String],
    rule: &str,
    upto: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    if let Some(mut pair) = crate::guess::grid::PairFormula::parse(rule)? {
        return crate::guess::command::verify_pair_rule(game, params, &mut pair, upto);
    }
    let mut target = Target::parse(game, params)?;
    let mut formula = Formula::parse(rule)?;
    let upto = upto_for(&target, upto, DEFAULT_RULE_UPTO)?;
    let grundy = matches!(formula.at(0)?, Claim::Grundy(_));
    if grundy && !target.has_grundy() {
        return Err(LabError::BadOption(format!(
            "--rule `{rule}` gives integers (Grundy values), but {} has only win/lose values; \
             write a boolean, true where the player to move wins (e.g. n % 6 != 0)",
            target.title()
        )));
    }
    let tabled = target.tabulate(upto, grundy, progress)?;
    let values = &tabled.values;
    let kind = if grundy { "Grundy value" } else { "win/lose" };
    let mut report = format!(
        "{}, n in 0..={upto}: --rule `{rule}` ({kind}) against the table\n",
        target.title()
    );
    let shown = |claim: Claim| match claim {
        Claim::Wins(w) => if w { "N" } else { "P" }.to_string(),
        Claim::Grundy(g) => g.to_string(),
    };
    progress.start(values.len() as u64);
    for n in 0..values.len() {
        let claim = formula.at(n as u64)?;
        let truth = if grundy {
            Claim::Grundy(i64::from(values.get(n)))
        } else {
            Claim::Wins(values.wins(n))
        };
        let agrees = match (claim, truth) {
            (Claim::Grundy(a), Claim::Grundy(b)) => a == b,
            (Claim::Wins(a), Claim::Wins(b)) => a == b,
            _ => {
                return Err(LabError::BadOption(format!(
                    "--rule `{rule}` gives {} at n = 0 but {} at n = {n}; write one kind \
                     (a boolean for win/lose or an integer for the Grundy value)",
                    if grundy { "an integer" } else { "a boolean" },
                    if grundy { "a boolean" } else { "an integer" },
                )))
            }
        };
        if !agrees {
            let before = if n == 1 { "position" } else { "positions" };
            report.push_str(&format!(
                "disagreement at n = {n}: the rule gives {}, the table gives {} ({n} {before} \
                 agreed before it)\n",
                shown(claim),
                shown(truth)
            ));
            return Ok((report, false));
        }
        progress.advance(1);
    }
    report.push_str(&format!("{} positions, all agree\n", values.len()));
    Ok((report, true))
}

/// What `lab rule` prints: the source (stdout) and, when it is too big for a judge, a note
/// saying so (stderr).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RuleSource {
    /// The function.
    pub source: String,
    /// Its size against the judges' limit, and the other form's, when it is over
    /// ([`crate::rulegen::size_note`]).
    pub note: Option<String>,
}

/// `lab rule`: the table's period as a Rust function (C++ with `cpp`) returning the value of
/// any position up to `u64::MAX`, read off the table of `0..=upto` (by default
/// [`DEFAULT_RULE_UPTO`], or the game's limit), its values written in `form`. A comment says
/// whether the period is proven.
///
/// # Errors
/// As [`table`], and no period in the table.
pub fn rule(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    grundy: bool,
    cpp: bool,
    form: Form,
    progress: &mut dyn Progress,
) -> Result<RuleSource, LabError> {
    let mut target = Target::parse(game, params)?;
    let upto = upto_for(&target, upto, DEFAULT_RULE_UPTO)?;
    let tabled = target.tabulate(upto, grundy, progress)?;
    if tabled.finding.period().is_none() {
        return Err(LabError::BadOption(format!(
            "no period up to {upto} in the {} of {}, so there is no rule to print; a longer \
             --upto may show one (`lab table` prints the values)",
            if grundy {
                "Grundy values"
            } else {
                "win/lose table"
            },
            target.title()
        )));
    }
    let mut command = format!("lab rule {}", shell_word(game));
    for p in params {
        command.push_str(&format!(" --param {}", shell_word(p)));
    }
    command.push_str(&format!(" --upto {upto}"));
    if grundy {
        command.push_str(" --grundy");
    }
    if cpp {
        command.push_str(" --cpp");
    }
    let title = target.title();
    // The source in either form, with the command that prints it.
    let write = |form: Form| {
        let command = match form {
            Form::Plain => command.clone(),
            Form::Packed => format!("{command} --packed"),
        };
        let rule = Rule {
            command: &command,
            title: &title,
            values: &tabled.values,
            finding: tabled.finding,
        };
        if cpp {
            rule.cpp_in(form)
        } else {
            rule.rust_in(form)
        }
    };
    let (source, note) = crate::rulegen::with_size_note(form, write);
    Ok(RuleSource { source, note })
}

/// `word` as a shell would need it typed: as it is when plain, else in single quotes.
fn shell_word(word: &str) -> String {
    let plain = |c: char| c.is_ascii_alphanumeric() || "._:,=-+/".contains(c);
    if !word.is_empty() && word.chars().all(plain) {
        word.to_string()
    } else {
        format!("'{}'", word.replace('\'', "'\\''"))
    }
}

/// `lab plot`: draws the game's `size` × `size` outcome table into the PNG file `out`
/// (`pixels` × `pixels` when given). Returns a one-line report.
///
/// # Errors
/// Unknown game, bad parameter, a definition or a game without a 2-D table, `size` out of
/// range, `pixels` too small, or the file cannot be written.
pub fn plot(
    game: &str,
    params: &[String],
    size: usize,
    pixels: Option<usize>,
    out: &Path,
) -> Result<String, LabError> {
    let (game, params) = match Target::parse(game, params)? {
        Target::Registered { game, params } => (game, params),
        Target::Defined { name, .. } => {
            return Err(LabError::BadOption(format!(
                "`{name}` is a one-heap game and `lab plot` draws two-dimensional tables; \
                 `lab table {name}` prints its values"
            )))
        }
    };
    let Some(spec) = game.grid else {
        let with_grid: Vec<&str> = registry::all()
            .iter()
            .filter(|g| g.grid.is_some())
            .map(|g| g.slug)
            .collect();
        return Err(LabError::BadOption(format!(
            "{} has no two-dimensional table to plot; games that have one: {}",
            game.slug,
            with_grid.join(", ")
        )));
    };
    if !(1..=spec.max_size).contains(&size) {
        return Err(LabError::BadOption(format!(
            "--size must be in 1..={} for {} (got {size})",
            spec.max_size, game.slug
        )));
    }
    if let Some(p) = pixels {
        if p > 20_000 {
            return Err(LabError::BadOption(format!(
                "--pixels must be at most 20000 (got {p})"
            )));
        }
    }
    let title = match params.describe() {
        d if d.is_empty() => game.slug.to_string(),
        d => format!("{} ({d})", game.slug),
    };
    let mut grid = None;
    let bytes = write_rendered(out, || {
        render_png(grid.insert((spec.grid)(&params, size)), &title, pixels)
    })?;
    let grid = grid.expect("rendered from the grid");
    let decoded = png_size(&bytes);
    Ok(format!(
        "wrote {}: {}x{} pixels, {} = {}..={} across, {} = {}..={} up\n",
        out.display(),
        decoded.0,
        decoded.1,
        grid.x_name,
        grid.x_start,
        grid.x_start + grid.width as u64 - 1,
        grid.y_name,
        grid.y_start,
        grid.y_start + grid.height as u64 - 1,
    ))
}

/// Width and height from a PNG's header (bytes 16..24 of the IHDR chunk).
fn png_size(bytes: &[u8]) -> (u32, u32) {
    let be = |i: usize| u32::from_be_bytes([bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]]);
    (be(16), be(20))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn commands_are_quoted_as_a_shell_needs() {
        assert_eq!(shell_word("0.77"), "0.77");
        assert_eq!(shell_word("sub:1,2,5"), "sub:1,2,5");
        assert_eq!(shell_word("take:t <= 3"), "'take:t <= 3'");
        assert_eq!(shell_word("it's"), "'it'\\''s'");
        assert_eq!(shell_word(""), "''");
    }

    #[test]
    fn list_has_a_line_per_game() {
        let text = list();
        for g in registry::all() {
            assert!(text.lines().any(|l| l.starts_with(g.slug)), "{}", g.slug);
        }
        assert!(text.contains("k=3 (1..=10000000)"), "{text}");
        assert!(text.contains("s=1,2,3 (a set in 1..=1000)"), "{text}");
    }

    #[test]
    fn verify_reports_and_checks_limits() {
        let (text, ok) = verify("demo-sub", &["s=1,2,3,4".into()], Some(100), &mut Silent).unwrap();
        assert!(ok);
        assert!(text
            .starts_with("demo-subtraction (s={1, 2, 3, 4}), N = 100: fast solver against brute"));
        assert!(text.ends_with("101 inputs, all agree\n"), "{text}");
        let err = verify("p1857", &[], Some(100_000), &mut Silent).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--upto must be in 0..=400 for verifying p1857-prime-stones (got 100000)"
        );
    }

    #[test]
    fn plot_writes_a_png_of_the_asked_size() {
        let dir = std::env::temp_dir().join(format!("lab-plot-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let file = dir.join("wythoff.png");
        let text = plot("demo-wythoff", &[], 30, Some(500), &file).unwrap();
        assert!(
            text.contains("500x500 pixels, a = 0..=29 across, b = 0..=29 up"),
            "{text}"
        );
        let bytes = std::fs::read(&file).unwrap();
        assert_eq!(png_size(&bytes), (500, 500));
        std::fs::remove_dir_all(&dir).unwrap();
        let err = plot("p1857", &[], 30, None, &file).unwrap_err();
        assert!(err.to_string().contains("games that have one: "), "{err}");
        let err = plot("demo-wythoff", &[], 0, None, &file).unwrap_err();
        assert_eq!(
            err.to_string(),
            "--size must be in 1..=4000 for demo-wythoff (got 0)"
        );
    }
}
