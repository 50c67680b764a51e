//! Games whose moves can return to a position (loopy games) in `lab value`, `lab moves` and
//! `lab table`: when the usual search meets a cycle ([`LabError::Cycle`]), the positions
//! reachable from the asked ones are explored (hashed, within the lab's budget of positions,
//! `--positions` or the memory limit) and solved by retrograde analysis and Smith's loopy
//! Grundy values ([`shared::game::loopy`]): every position Win, Lose or Draw for the player to
//! move, a decided one with its remoteness, and its loopy Grundy value (finite, or `∞{K}` with
//! the finite values `K` of its options), which decide sums: a sum of finite values is their
//! XOR, one `∞{K}` beside finite values of XOR `x` is a win when `x` is in `K` and a draw
//! otherwise, two or more `∞` parts a draw. A rules file is solved by its program (the
//! `loopy` requests of `rules/program.rs`); a registered game or a definition in this
//! process, by the options its moves list. Games that end keep their usual path and output.
//!
//! ## Tested
//! `tests/loopy.rs`: `lab value`, `lab moves` and `lab table` of `examples/games/take_or_add.rs`
//! against a brute force written from its rules (the outcome equations iterated to a fixed
//! point, and sums with Nim heaps for the values) on every heap and pair of heaps of a range,
//! the budget's refusal; the unit tests below: a registered game's moves played in process
//! agree with the rules file's program.

use crate::error::LabError;
use crate::moves::{with_moves, Source};
use crate::table::Layout;
use crate::value::shown;
use crate::verify::Progress;
use shared::game::engine::Engine;
use shared::game::loopy::{LoopyValue, Solved, Verdict};
use shared::game::retrograde::Outcome;
use study::moves::{Part, Sum};

/// One move of a loopy sum and the verdict on what it leaves for the opponent.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The index of the part played.
    pub part: usize,
    /// What the part becomes (a sum of positions; none: nothing).
    pub to: Sum,
    /// The verdict on the sum left, for the opponent to move.
    pub left: Verdict,
}

/// What the loopy search says of some positions: each one's verdict, and (when asked) every
/// move of their sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Solution {
    /// The verdict on each position asked, alone.
    pub parts: Vec<Verdict>,
    /// Every move of the sum of the positions, part by part.
    pub moves: Vec<Move>,
}

/// The loopy search of `parts` of `source`, with the moves of
/// their sum when `moves` is set.
///
/// # Errors
/// The budget of positions; the game's run-time error.
///
/// # Complexity
/// Linear in the positions reachable plus their moves (retrograde analysis), and the loopy
/// values' stages ([`shared::game::loopy::loopy_grundy`]).
pub fn solve(
    source: &mut Source,
    parts: &[Part],
    moves: bool,
    progress: &mut dyn Progress,
) -> Result<Solution, LabError> {
    let budget = crate::memory::positions();
    match source {
        Source::File(file) => {
            let words = crate::value::words(parts);
            let what = if moves { "moves" } else { "value" };
            from_program(file.loopy(what, &words, progress)?, parts.len(), file)
        }
        Source::Registered { title, played, .. } => {
            let title = title.clone();
            let mut options = |part: &Part| {
                played
                    .options(part)
                    .map_err(|e| LabError::BadOption(format!("{title}: {e}")))
            };
            in_process(&mut options, parts, moves, budget, &title, progress)
        }
        Source::Inline { name, definition } => {
            let name = name.clone();
            with_moves(definition, |listed| {
                let mut engine = Engine::with_budget(listed, budget);
                let mut options = |part: &Part| {
                    Ok(engine
                        .options(part.numbers()[0])
                        .into_iter()
                        .map(|o| o.into_iter().map(|q| Part::Numbers(vec![q])).collect())
                        .collect())
                };
                in_process(&mut options, parts, moves, budget, &name, progress)
            })
        }
    }
}

/// The verdicts of `0..=upto` (one-number positions).
///
/// # Errors
/// As [`solve`].
pub fn table(
    source: &mut Source,
    upto: u64,
    progress: &mut dyn Progress,
) -> Result<Vec<Verdict>, LabError> {
    if let Source::File(file) = source {
        let lines = file.loopy("table", &[upto.to_string()], progress)?;
        return Ok(from_program(lines, upto as usize + 1, file)?.parts);
    }
    let budget = crate::memory::positions();
    if upto >= budget as u64 {
        let name = source.title()?;
        return Err(budget_error(
            &name,
            shared::game::loopy::Exceeded { limit: budget },
        ));
    }
    let parts: Vec<Part> = (0..=upto).map(|n| Part::Numbers(vec![n])).collect();
    Ok(solve(source, &parts, false, progress)?.parts)
}

/// A rules program's answer as a [`Solution`]: `count` lines of verdicts on the parts, then
/// the moves.
fn from_program(
    lines: Vec<(Vec<String>, Verdict)>,
    count: usize,
    file: &crate::rules::RulesGame,
) -> Result<Solution, LabError> {
    let bad = || LabError::Io(format!("the program of {} answered badly", file.file));
    if lines.len() < count {
        return Err(bad());
    }
    let mut solution = Solution {
        parts: Vec::with_capacity(count),
        moves: Vec::new(),
    };
    for (k, (words, verdict)) in lines.into_iter().enumerate() {
        if k < count {
            solution.parts.push(verdict);
            continue;
        }
        let [part, option] = &words[..] else {
            return Err(bad());
        };
        solution.moves.push(Move {
            part: part.parse().map_err(|_| bad())?,
            to: crate::rules::option_of(option, file.arity()).ok_or_else(bad)?,
            left: verdict,
        });
    }
    Ok(solution)
}

/// How [`in_process`] lists the options of a position.
type OptionsOf<'a> = dyn FnMut(&Part) -> Result<Vec<Sum>, LabError> + 'a;

/// The loopy search in this process, over the options `options` lists (each option a sum of
/// positions).
fn in_process(
    options: &mut OptionsOf<'_>,
    parts: &[Part],
    moves: bool,
    budget: usize,
    name: &str,
    progress: &mut dyn Progress,
) -> Result<Solution, LabError> {
    let listed: Vec<Vec<Sum>> = if moves {
        parts.iter().map(&mut *options).collect::<Result<_, _>>()?
    } else {
        Vec::new()
    };
    let starts = Solved::starts_for_moves(parts, &listed);
    let mut failure = None;
    let mut each = |p: &Part, f: &mut dyn FnMut(&[Part])| match options(p) {
        Ok(list) => list.iter().for_each(|o| f(o)),
        Err(e) => failure = Some(e),
    };
    let mut report = reporter(progress, budget);
    let solved = Solved::of_moves(&starts, budget, &mut each, &mut report);
    if let Some(e) = failure {
        return Err(e);
    }
    let solved = solved.map_err(|e| budget_error(name, e))?;
    let reached = |v: Option<Verdict>| v.expect("the positions asked are explored");
    Ok(Solution {
        parts: parts
            .iter()
            .map(|p| reached(solved.verdict(std::slice::from_ref(p))))
            .collect(),
        moves: solved
            .moves_of(parts, &listed)
            .into_iter()
            .map(|(part, to, left)| Move {
                part,
                to: to.to_vec(),
                left,
            })
            .collect(),
    })
}

/// The progress of a search of at most `budget` states, as the searches report it (`done`
/// states expanded so far): `progress` advanced every 1024 states.
pub(crate) fn reporter(progress: &mut dyn Progress, budget: usize) -> impl FnMut(u64, u64) + '_ {
    progress.start(budget as u64);
    let mut shown = 0;
    move |done: u64, _: u64| {
        if done - shown >= 1024 {
            progress.advance(done - shown);
            shown = done;
        }
    }
}

/// The budget's refusal, naming the limit and how to change it.
pub(crate) fn budget_error(name: &str, e: shared::game::loopy::Exceeded) -> LabError {
    LabError::BadOption(format!(
        "{name}: {e} (--positions sets the budget, --memory the memory it is sized from)"
    ))
}

/// The outcome in words, with the remoteness when there is one.
fn outcome_text(v: &Verdict) -> String {
    match (v.outcome, v.remoteness) {
        (Outcome::Win, Some(r)) => format!("Win for the player to move, remoteness {r}"),
        (Outcome::Lose, Some(r)) => format!("Lose for the player to move, remoteness {r}"),
        (Outcome::Win, None) => "Win for the player to move".to_string(),
        (Outcome::Lose, None) => "Lose for the player to move".to_string(),
        (Outcome::Draw, _) => {
            "Draw: neither player can force the end (the game goes on for ever under best play)"
                .to_string()
        }
    }
}

/// `lab value` of a loopy game: the sum of `parts`, each part's loopy value, and the verdict.
///
/// # Errors
/// As [`solve`].
pub fn value(
    source: &mut Source,
    title: &str,
    parts: &[Part],
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let solution = solve(source, parts, false, progress)?;
    let verdict = sum_of(&solution.parts);
    Ok(format!(
        "{title}: {} (the moves can return to a position)\n{}: {}\n",
        shown(parts),
        values_text(&solution.parts, &verdict.value),
        outcome_text(&verdict)
    ))
}

/// The verdict on a sum of parts of these verdicts: a single part's own, else Smith's rule on
/// the values (no remoteness).
fn sum_of(parts: &[Verdict]) -> Verdict {
    if let [one] = parts {
        return one.clone();
    }
    let values: Vec<LoopyValue> = parts.iter().map(|p| p.value.clone()).collect();
    let value = LoopyValue::sum(&values);
    Verdict {
        outcome: value.outcome(),
        remoteness: None,
        value,
    }
}

/// `loopy Grundy value 2`, or of a sum `loopy Grundy value ∞{0} ^ 3 = ∞{3}`.
fn values_text(parts: &[Verdict], sum: &LoopyValue) -> String {
    if parts.len() == 1 {
        return format!("loopy Grundy value {sum}");
    }
    let each: Vec<String> = parts.iter().map(|p| p.value.to_string()).collect();
    format!("loopy Grundy value {} = {sum}", each.join(" ^ "))
}

/// `lab moves` of a loopy game: every move of the sum of `parts` with the verdict on what it
/// leaves; the winning ones marked `*`, or, when there is none, the ones that keep a draw.
/// With `count`, only the number of winning moves.
///
/// # Errors
/// As [`solve`].
pub fn moves(
    source: &mut Source,
    title: &str,
    parts: &[Part],
    count: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let solution = solve(source, parts, true, progress)?;
    let wins = |m: &Move| m.left.outcome == Outcome::Lose;
    let draws = |m: &Move| m.left.outcome == Outcome::Draw;
    let winning = solution.moves.iter().filter(|m| wins(m)).count();
    if count {
        return Ok(format!("{winning}\n"));
    }
    let verdict = sum_of(&solution.parts);
    let mut out = format!(
        "{title}: {} (the moves can return to a position), {}: {}\n",
        shown(parts),
        values_text(&solution.parts, &verdict.value),
        outcome_text(&verdict)
    );
    let total = solution.moves.len();
    if total == 0 {
        out.push_str("no move\n");
        return Ok(out);
    }
    let plural = |k: usize| if k == 1 { "" } else { "s" };
    let (marked, what): (&dyn Fn(&Move) -> bool, String) = match verdict.outcome {
        Outcome::Win => (
            &wins,
            format!(
                "{winning} winning move{} of {total} (marked *)",
                plural(winning)
            ),
        ),
        Outcome::Draw => {
            let keeping = solution.moves.iter().filter(|m| draws(m)).count();
            (
                &draws,
                format!(
                    "no winning move; {keeping} of the {total} move{} keep{} the draw (marked *)",
                    plural(total),
                    if keeping == 1 { "s" } else { "" }
                ),
            )
        }
        Outcome::Lose => (
            &wins,
            format!(
                "no winning move (the loser lasts longest by the largest remoteness); each of \
                 the {total} move{}",
                plural(total)
            ),
        ),
    };
    out.push_str(&format!(
        "{what}, each with what it leaves for the opponent:\n"
    ));
    let parts = parts.to_vec();
    let played: Vec<String> = solution
        .moves
        .iter()
        .map(|m| crate::winning::move_text(&parts, m.part, &m.to))
        .collect();
    let width = played.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    for (m, text) in solution.moves.iter().zip(&played) {
        let mark = if marked(m) { "*" } else { " " };
        let left = match (m.left.outcome, m.left.remoteness) {
            (Outcome::Draw, _) => "Draw".to_string(),
            (o, Some(r)) => format!("{o:?}, remoteness {r}"),
            (o, None) => format!("{o:?}"),
        };
        out.push_str(&format!(
            "{mark} {text:<width$}  {left}, loopy Grundy value {}\n",
            m.left.value
        ));
    }
    Ok(out)
}

/// `lab table` of a one-number loopy game: W, L or D for each position `0..=upto` (with
/// `grundy`, the loopy Grundy values; with `ppos`, the list of the lost positions).
///
/// # Errors
/// As [`solve`]; `--columns 0`.
pub fn table_report(
    source: &mut Source,
    title: &str,
    upto: u64,
    grundy: bool,
    ppos: bool,
    layout: Layout,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let verdicts = table(source, upto, progress)?;
    let explained = "(the moves can return to a position)";
    if ppos {
        let lost: Vec<String> = (0..verdicts.len())
            .filter(|&n| verdicts[n].outcome == Outcome::Lose)
            .map(|n| n.to_string())
            .collect();
        return Ok(format!(
            "{title}: the positions lost for the player to move in 0..={upto} {explained}\n{}\n",
            lost.join(" ")
        ));
    }
    let cells: Vec<String> = verdicts.iter().map(|v| cell(v, grundy)).collect();
    let columns = layout.columns.unwrap_or(if grundy { 10 } else { 20 });
    if columns == 0 {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    let (kind, legend) = kind_and_legend(grundy);
    let mut out =
        format!("{title}: {kind} for n = the position, 0..={upto} {explained}\n{legend}\n");
    out.push_str(&rows(&cells, columns));
    Ok(out)
}

/// `lab table` of a two-number loopy game: W, L or D for each position `(a, b)` with `a` and
/// `b` in `0..=upto` (with `grundy`, the loopy Grundy values; with `ppos`, the list of the
/// lost positions), the positions reachable from all of them solved at once.
///
/// # Errors
/// As [`solve`]; more cells than the budget of positions.
///
/// # Complexity
/// One loopy search from the `(upto + 1)^2` cells: linear in the positions reachable plus
/// their moves. Tested in `tests/loopy.rs` against the outcome equations iterated to a fixed
/// point on the same grid.
pub fn grid_report(
    source: &mut Source,
    title: &str,
    upto: u64,
    grundy: bool,
    ppos: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let side = upto.saturating_add(1);
    let budget = crate::memory::positions();
    if side
        .checked_mul(side)
        .is_none_or(|cells| cells >= budget as u64)
    {
        return Err(budget_error(
            title,
            shared::game::loopy::Exceeded { limit: budget },
        ));
    }
    let parts: Vec<Part> = (0..=upto)
        .flat_map(|a| (0..=upto).map(move |b| Part::Numbers(vec![a, b])))
        .collect();
    let verdicts = solve(source, &parts, false, progress)?.parts;
    let explained = "(the moves can return to a position)";
    if ppos {
        let lost: Vec<String> = parts
            .iter()
            .zip(&verdicts)
            .filter(|(_, v)| v.outcome == Outcome::Lose)
            .map(|(p, _)| p.to_string())
            .collect();
        return Ok(format!(
            "{title}: the positions lost for the player to move with a, b in 0..={upto} \
             {explained}\n{}\n",
            lost.join(" ")
        ));
    }
    let cells: Vec<String> = verdicts.iter().map(|v| cell(v, grundy)).collect();
    let width = cells
        .iter()
        .map(|c| c.chars().count())
        .chain([upto.to_string().len()])
        .max()
        .unwrap_or(1);
    let label = upto.to_string().len().max(3);
    let (kind, legend) = kind_and_legend(grundy);
    let mut out = format!(
        "{title}: {kind} for (a, b), a = 0..={upto} down, b = 0..={upto} across {explained}\n\
         {legend}\n{:>label$} |",
        "a\\b"
    );
    for b in 0..=upto {
        out.push_str(&format!(" {b:>width$}"));
    }
    out.push('\n');
    for (a, row) in cells.chunks(side as usize).enumerate() {
        out.push_str(&format!("{a:>label$} |"));
        for c in row {
            out.push_str(&format!(" {c:>width$}"));
        }
        out.push('\n');
    }
    Ok(out)
}

/// A position's cell in a loopy table: its loopy Grundy value, or W, L or D.
fn cell(v: &Verdict, grundy: bool) -> String {
    if grundy {
        return v.value.to_string();
    }
    match v.outcome {
        Outcome::Win => "W",
        Outcome::Lose => "L",
        Outcome::Draw => "D",
    }
    .to_string()
}

/// What a loopy table's cells hold, and their legend.
fn kind_and_legend(grundy: bool) -> (&'static str, &'static str) {
    if grundy {
        (
            "loopy Grundy values",
            "a finite value, or ∞{K}: the game can be kept going, K the finite values of its \
             options",
        )
    } else {
        (
            "Win/Lose/Draw",
            "W: the player to move wins, L: loses, D: a draw (the game goes on for ever)",
        )
    }
}

/// The cells of positions `0, 1, ...` in rows of `columns` (at least 1), each row led by its
/// first position, the cells right-aligned to the widest: `0 | W L D`.
pub(crate) fn rows(cells: &[String], columns: usize) -> String {
    let mut out = String::new();
    let cell = cells.iter().map(|c| c.chars().count()).max().unwrap_or(1);
    let label = cells.len().saturating_sub(1).to_string().len();
    for (row, chunk) in cells.chunks(columns).enumerate() {
        out.push_str(&format!("{:>label$} |", row * columns));
        for c in chunk {
            out.push_str(&format!(" {c:>cell$}"));
        }
        out.push('\n');
    }
    out
}

/// The example rules file, as a registered game's moves would be, for the tests.
#[cfg(test)]
#[path = "../../../examples/games/take_or_add.rs"]
mod take_or_add;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;
    use study::moves::MovesSpec;

    /// The example file as a registered game's moves, played in this process.
    fn registered() -> Source {
        let spec = MovesSpec::one_heap(take_or_add::moves).with_params(take_or_add::PARAMS);
        Source::Registered {
            title: "take-or-add".to_string(),
            played: Box::new(spec.played(&study::ParamValues::defaults(&[]))),
            not_misere: None,
        }
    }

    /// A registered game played in this process gives what the rules file's program gives:
    /// every verdict of a table, of sums and of their moves.
    #[test]
    fn in_process_equals_the_rules_program() {
        let mut file = Source::parse("../../examples/games/take_or_add.rs", &[]).unwrap();
        let mut played = registered();
        assert_eq!(
            table(&mut played, 30, &mut Silent).unwrap(),
            table(&mut file, 30, &mut Silent).unwrap()
        );
        for parts in [
            vec![vec![7]],
            vec![vec![4], vec![1]],
            vec![vec![2], vec![9], vec![5]],
        ] {
            let parts = study::moves::parts_of(parts);
            let here = solve(&mut played, &parts, true, &mut Silent).unwrap();
            let there = solve(&mut file, &parts, true, &mut Silent).unwrap();
            assert_eq!(here, there, "{parts:?}");
            assert!(!here.moves.is_empty());
        }
        // The registered game's usual search meets the cycle and says so.
        let err = crate::moves::played_value(
            match &mut played {
                Source::Registered { played, .. } => played,
                _ => unreachable!(),
            },
            "take-or-add",
            crate::rules::Quantity::Grundy,
            &[Part::Numbers(vec![7])],
        )
        .unwrap_err();
        assert!(matches!(err, LabError::Cycle(_)), "{err}");
    }
}
