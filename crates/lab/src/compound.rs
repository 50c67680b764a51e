//! `lab value GAME 3 + 6 --compound conjunctive|continued` and the same for `lab moves`: the
//! compounds in which every component is moved on every turn, instead of the sum (a move in
//! one component, `--compound disjunctive`, the default, [`crate::value`]).
//!
//! - conjunctive: a move in every component each turn; the player who cannot move in one of
//!   them loses (the compound is over as soon as one component is). Each component's
//!   remoteness, the least of them decides: odd, the player to move wins.
//! - continued (conjunctive): a move in every component that can still move, each turn; the
//!   player who makes the last move wins (the compound is over when every component is). Each
//!   component's suspense number, the largest decides: odd, the player to move wins.
//!
//! The theory, with its proof, is [`shared::game::compound`]; the numbers come from the
//! engine ([`shared::game::engine::Engine::remoteness`] and `suspense`), for rules files (the
//! program's `remoteness` and `suspense` kinds), definitions and registered games by their
//! moves. A component is one position (its options may be sums, which the engine searches
//! whole). Misère play is refused, and so are games whose moves may cycle and registered games
//! whose moves stand for them only under normal play's Grundy values (their numbers are not
//! the game's).
//!
//! `lab moves` lists the moves of the compound: one option of every component that can move,
//! each with the numbers it leaves; a move wins when the least (largest) it leaves is even.
//!
//! ## Tested
//! `tests/compound.rs`: the outcome and the moves of every compound of two and three small
//! positions of `sub:1,2,5`, Kayles, `demo-subtraction` at {1, 3} and Euclid's game (HDU
//! 3595's moves), and of two positions of the rules files `kayles.rs` and `euclid.rs`, against
//! a search of the whole compound written from its rules (every component moved on every
//! turn, no remoteness or suspense); random larger compounds (proptest); HDU 3595's solver and
//! step numbers against `--compound continued` on random contests; the command line's output
//! and refusals. Swapping the suspense kind for the remoteness (in the lab, in `Played` or in
//! the rules program) fails them.

use crate::error::LabError;
use crate::moves::{quantity_of, with_moves, Source};
use crate::rules::Quantity;
use crate::value::{outcome, parse_positions, shown, words};
use crate::verify::Progress;
use crate::winning::option_text;
use shared::game::compound::{conjunctive_remoteness, continued_suspense};
use shared::game::engine::Engine;
use study::moves::{Part, Sum};

/// How the components of `lab value` and `lab moves` are played together.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compound {
    /// The sum: a move in one component (Sprague–Grundy).
    Disjunctive,
    /// A move in every component; over when one is.
    Conjunctive,
    /// A move in every component that can move; over when all are.
    Continued,
}

/// The most moves `lab moves --compound` enumerates (the product of the components' option
/// counts).
pub const MOST_MOVES: u64 = 100_000;

impl Compound {
    /// The value of `--compound`.
    ///
    /// # Errors
    /// A word other than `disjunctive`, `conjunctive` or `continued`.
    pub fn parse(word: &str) -> Result<Compound, LabError> {
        match word {
            "disjunctive" => Ok(Compound::Disjunctive),
            "conjunctive" => Ok(Compound::Conjunctive),
            "continued" => Ok(Compound::Continued),
            _ => Err(LabError::BadOption(format!(
                "--compound `{word}`: expected disjunctive (the sum: a move in one component), \
                 conjunctive (a move in every component, over when one is) or continued (a \
                 move in every component that can, over when all are)"
            ))),
        }
    }

    fn quantity(self) -> Quantity {
        match self {
            Compound::Continued => Quantity::Suspense,
            _ => Quantity::Remoteness,
        }
    }

    /// The compound's name, its rule, the number that decides it and which of them.
    fn words(self) -> (&'static str, &'static str, &'static str, &'static str) {
        match self {
            Compound::Continued => (
                "continued conjunctive compound",
                "a move in every component that can move, each turn; the player who makes the \
                 last move wins",
                "suspense",
                "largest",
            ),
            _ => (
                "conjunctive compound",
                "a move in every component each turn; the player who cannot move in one of \
                 them loses",
                "remoteness",
                "least",
            ),
        }
    }

    /// The compound's number from its components': the least remoteness, or the largest
    /// suspense.
    fn combine(self, each: &[u32]) -> u32 {
        match self {
            Compound::Continued => continued_suspense(each),
            _ => conjunctive_remoteness(each),
        }
    }
}

/// A compound with its components' numbers.
struct Evaluated {
    source: Source,
    title: String,
    parts: Sum,
    each: Vec<u32>,
}

/// The number of `compound` (remoteness or suspense) of the sum `sum` (one component, or an
/// option of one: the empty sum is 0).
fn number(
    source: &mut Source,
    compound: Compound,
    sum: &[Part],
    progress: &mut dyn Progress,
) -> Result<u32, LabError> {
    if sum.is_empty() {
        return Ok(0);
    }
    match source.value(compound.quantity(), sum, progress) {
        Err(LabError::Cycle(m)) => Err(LabError::BadOption(format!(
            "{m}; a {} is decided here for games that end",
            compound.words().0
        ))),
        v => v,
    }
}

/// Opens the game, refuses what has no compound here, and finds each component's number.
fn evaluate(
    game: &str,
    params: &[String],
    positions: &[String],
    compound: Compound,
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<Evaluated, LabError> {
    let (name, _, number_word, _) = compound.words();
    if compound == Compound::Disjunctive {
        return Err(LabError::BadOption(
            "the disjunctive sum has no remoteness or suspense compound: `lab value` and `lab \
             moves` without --compound play it"
                .into(),
        ));
    }
    if misere {
        return Err(LabError::BadOption(format!(
            "--misere with --compound: the lab plays the {name} under normal play only (the \
             player who cannot move loses)"
        )));
    }
    let mut source = Source::parse(game, params)?;
    if let Source::Registered {
        title,
        not_misere: Some(why),
        ..
    } = &source
    {
        return Err(LabError::BadOption(format!(
            "{title}: its moves are the game only up to Grundy values ({why}), so their \
             {number_word} is not the game's: no {name}"
        )));
    }
    let parts = parse_positions(positions, source.arity()?)?;
    let title = source.title()?;
    // A heap the engine cannot store is refused before its moves are listed (Kayles lists
    // half a heap's worth of splits).
    let budget = crate::memory::positions() as u64;
    if let Some(n) = parts
        .iter()
        .map(Part::numbers)
        .find(|p| p.len() == 1 && p[0] >= budget)
    {
        return Err(LabError::BadOption(format!(
            "{title}: heap {} is beyond the engine's search, which reaches heaps below {budget} \
             (its budget of positions, --positions); the lab proves no period of remoteness \
             or suspense numbers, so only the search could answer",
            n[0]
        )));
    }
    let mut each = Vec::with_capacity(parts.len());
    for part in &parts {
        each.push(number(
            &mut source,
            compound,
            std::slice::from_ref(part),
            progress,
        )?);
    }
    Ok(Evaluated {
        source,
        title,
        parts,
        each,
    })
}

/// The components as the reports list them: `3, 6`, `(1, 2), (3, 4)`.
fn listed(parts: &[Part]) -> String {
    let each: Vec<String> = parts
        .iter()
        .map(|p| shown(std::slice::from_ref(p)))
        .collect();
    each.join(", ")
}

fn numbers(each: &[u32]) -> String {
    let each: Vec<String> = each.iter().map(u32::to_string).collect();
    each.join(", ")
}

/// The two lines that head both reports: the compound, and its numbers with the verdict.
fn heading(e: &Evaluated, compound: Compound) -> String {
    let (name, rule, number_word, which) = compound.words();
    let v = compound.combine(&e.each);
    let parity = if v % 2 == 1 { "odd" } else { "even" };
    format!(
        "{}: {} as a {name} ({rule})\n{number_word} {}: the {which}, {v}, is {parity}: {}\n",
        e.title,
        listed(&e.parts),
        numbers(&e.each),
        outcome(v % 2 == 1)
    )
}

/// `lab value ... --compound conjunctive|continued`: the compound's outcome from its
/// components' remoteness (the least) or suspense numbers (the largest), see the module docs
/// (the disjunctive sum is [`crate::value::value`]'s).
///
/// # Errors
/// `--misere`; bad positions; an unknown game or bad parameter; a registered game without
/// moves, or whose moves are it only up to Grundy values; a game that may cycle; a heap beyond
/// the engine's budget of positions; a game's run-time error.
///
/// # Complexity
/// One search of the engine per component (each remoteness or suspense number memoised over
/// the positions reached from it).
pub fn value(
    game: &str,
    params: &[String],
    positions: &[String],
    compound: Compound,
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if compound == Compound::Disjunctive {
        return crate::value::value(game, params, positions, misere, progress);
    }
    let e = evaluate(game, params, positions, compound, misere, progress)?;
    Ok(heading(&e, compound))
}

/// One move of a compound: for each component that moves, its index and the option it goes
/// to; and the numbers of every component after it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompoundMove {
    /// `(component, option)` for each component moved, in order.
    pub played: Vec<(usize, Sum)>,
    /// The remoteness (suspense) of every component after the move.
    pub left: Vec<u32>,
    /// Whether the move wins: the least (largest) number it leaves is even.
    pub wins: bool,
}

/// The options of one component, each with its number.
fn options_valued(
    source: &mut Source,
    compound: Compound,
    part: &Part,
    progress: &mut dyn Progress,
) -> Result<Vec<(Sum, u32)>, LabError> {
    let options: Vec<Sum> = match source {
        Source::File(f) => {
            let asked = words(std::slice::from_ref(part));
            let listed = f.moves(compound.quantity(), &asked, progress)?;
            return Ok(listed.into_iter().map(|(_, to, v)| (to, v)).collect());
        }
        Source::Inline { name, definition } => {
            // One engine lists the options and finds their numbers (all below the component's).
            let name = name.clone();
            return with_moves(definition, |moves| {
                let mut engine = Engine::with_budget(moves, crate::memory::positions());
                let mut valued = Vec::new();
                for option in engine.options(part.numbers()[0]) {
                    let v = quantity_of(&mut engine, compound.quantity(), &option, &name)?;
                    let heaps = option.into_iter().map(|q| Part::Numbers(vec![q]));
                    valued.push((heaps.collect(), v));
                }
                Ok(valued)
            });
        }
        Source::Registered { played, title, .. } => played
            .options(part)
            .map_err(|e| LabError::BadOption(format!("{title}: {e}")))?,
    };
    let mut valued = Vec::with_capacity(options.len());
    for to in options {
        let v = number(source, compound, &to, progress)?;
        valued.push((to, v));
    }
    Ok(valued)
}

/// A compound's moves: the heading of [`value`], the components and every move.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The two lines of [`value`].
    pub heading: String,
    /// The components, each its numbers.
    pub parts: Sum,
    /// Every move, the options of the first component varying slowest.
    pub moves: Vec<CompoundMove>,
}

/// Every move of the compound of `positions` with what it leaves (see [`value`] for the
/// arguments).
///
/// # Errors
/// As [`value`]; more than [`MOST_MOVES`] moves; the disjunctive sum ([`crate::winning`]
/// analyses its moves).
///
/// # Complexity
/// One option listing per component, a number per option, and the product of the option
/// counts to enumerate the moves.
pub fn analyse(
    game: &str,
    params: &[String],
    positions: &[String],
    compound: Compound,
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<Analysis, LabError> {
    let mut e = evaluate(game, params, positions, compound, misere, progress)?;
    let mut analysis = Analysis {
        heading: heading(&e, compound),
        parts: e.parts.clone(),
        moves: Vec::new(),
    };
    let mut each: Vec<Vec<(Sum, u32)>> = Vec::with_capacity(e.parts.len());
    for part in &e.parts {
        each.push(options_valued(&mut e.source, compound, part, progress)?);
    }
    // The components that move: every one (conjunctive: none if one cannot), or every one
    // that can (continued).
    let stuck = each.iter().any(Vec::is_empty);
    let moving: Vec<usize> = (0..each.len()).filter(|&i| !each[i].is_empty()).collect();
    if moving.is_empty() || (stuck && compound == Compound::Conjunctive) {
        return Ok(analysis);
    }
    let total = moving
        .iter()
        .try_fold(1u64, |n, &i| n.checked_mul(each[i].len() as u64))
        .filter(|&n| n <= MOST_MOVES)
        .ok_or_else(|| {
            LabError::BadOption(format!(
                "{}: the compound has more than {MOST_MOVES} moves (the product of its \
                 components' option counts), more than `lab moves` lists; `lab value` gives \
                 its outcome",
                e.title
            ))
        })?;
    analysis.moves.reserve(total as usize);
    // An odometer over the options of the moving components.
    let mut choice = vec![0usize; moving.len()];
    loop {
        let mut left = e.each.clone();
        let mut played = Vec::with_capacity(moving.len());
        for (k, &i) in moving.iter().enumerate() {
            let (to, v) = &each[i][choice[k]];
            left[i] = *v;
            played.push((i, to.clone()));
        }
        let wins = compound.combine(&left).is_multiple_of(2);
        analysis.moves.push(CompoundMove { played, left, wins });
        let mut k = moving.len();
        loop {
            if k == 0 {
                return Ok(analysis);
            }
            k -= 1;
            choice[k] += 1;
            if choice[k] < each[moving[k]].len() {
                break;
            }
            choice[k] = 0;
        }
    }
}

/// `lab moves ... --compound conjunctive|continued`: the heading of [`value`], then the
/// winning moves of a won compound or every move of a lost one, each with the numbers it
/// leaves; with `count` only the number of winning moves (the disjunctive sum is
/// [`crate::winning::moves`]'s).
///
/// # Errors
/// As [`analyse`].
pub fn moves(
    game: &str,
    params: &[String],
    positions: &[String],
    compound: Compound,
    misere: bool,
    count: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if compound == Compound::Disjunctive {
        return crate::winning::moves(game, params, positions, misere, count, progress);
    }
    let a = analyse(game, params, positions, compound, misere, progress)?;
    let winning: Vec<&CompoundMove> = a.moves.iter().filter(|m| m.wins).collect();
    if count {
        return Ok(format!("{}\n", winning.len()));
    }
    let (_, _, number_word, which) = compound.words();
    let mut out = a.heading.clone();
    let total = a.moves.len();
    if total == 0 {
        out.push_str("no move\n");
        return Ok(out);
    }
    let plural = |n: usize| if n == 1 { "" } else { "s" };
    let shown_moves: Vec<&CompoundMove> = if winning.is_empty() {
        out.push_str(&format!(
            "no winning move; each of the {total} move{} (one in every component that moves) \
             with the {number_word} it leaves:\n",
            plural(total)
        ));
        a.moves.iter().collect()
    } else {
        out.push_str(&format!(
            "{} winning move{} of {total} (one in every component that moves; the {which} \
             {number_word} left is even), each with the {number_word} it leaves:\n",
            winning.len(),
            plural(winning.len())
        ));
        winning
    };
    let texts: Vec<String> = shown_moves
        .iter()
        .map(|m| {
            let each: Vec<String> = m
                .played
                .iter()
                .map(|(i, to)| {
                    let from = shown(std::slice::from_ref(&a.parts[*i]));
                    format!("{from} -> {}", option_text(to))
                })
                .collect();
            each.join(", ")
        })
        .collect();
    let width = texts.iter().map(|t| t.chars().count()).max().unwrap_or(0);
    for (m, text) in shown_moves.iter().zip(&texts) {
        let v = compound.combine(&m.left);
        out.push_str(&format!(
            "  {text:<width$}  {number_word} {} ({which} {v})\n",
            numbers(&m.left)
        ));
    }
    Ok(out)
}
