//! `lab moves GAME POSITION`: every move of a position (or of a sum of positions) with what it
//! leaves, the winning ones marked.
//!
//! A move replaces one part of the sum by one of its options (a position, a split into
//! several, or nothing). Under normal play the sum left has a Grundy value, the XOR of its
//! parts' (Sprague–Grundy), and a move wins when it leaves 0; under misère play (`--misere`)
//! the sum left is searched itself ([`shared::game::engine::Engine::misere_wins`], within the
//! engine's budget) and a move wins when it leaves a sum its mover's opponent loses. Of a
//! single position (normal play) every option is listed with its Grundy value and remoteness:
//! on a lost position the loser moves to the option of largest remoteness to last longest. Of
//! a sum, a won one lists its winning moves and a lost one every move.
//!
//! A game whose moves can return to a position is listed by [`crate::loopy`]: each move's
//! Win, Lose or Draw, the winning ones marked, or from a draw those that keep it.
//!
//! Every game with moves is played: definitions (codes, `sub:`, `allbut:`, `take:`), rules
//! files (their compiled program lists the moves, `moves` in `rules/program.rs`) and
//! registered games whose descriptor gives moves ([`study::MovesSpec`]).
//!
//! ## Tested
//! `tests/moves.rs`: the winning moves equal those of a brute force written from the rules
//! (every option searched whole, no Grundy values) on every position of a small range of
//! Kayles, a subtraction set, a two-number rules file, a registered game's moves and sums of
//! three heaps, normal and misère; the remoteness of each option; `--count` equals the number listed; random small sums (proptest); the command
//! line's output and refusals.

use crate::error::LabError;
use crate::moves::{with_moves, Source};
use crate::rules::Quantity;
use crate::value::{parse_positions, shown, words};
use crate::verify::Progress;
use shared::game::engine::{Engine, Options};
use study::moves::{Part, Played, Sum};

/// One move of a sum.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Move {
    /// The index of the part played (from 0).
    pub part: usize,
    /// The option that part becomes: a sum of positions, each its numbers (none: nothing is
    /// left of the part).
    pub to: Sum,
    /// What the whole sum is after the move, for the opponent to move: its Grundy value
    /// (normal play) or 1 when the opponent wins it (misère play).
    pub left: u32,
    /// The remoteness of what is left (normal play, a single position only).
    pub remoteness: Option<u32>,
}

impl Move {
    /// Whether the move wins: it leaves a sum the opponent loses.
    pub fn wins(&self) -> bool {
        self.left == 0
    }
}

/// A position or sum with all its moves.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Analysis {
    /// The game's title.
    pub title: String,
    /// The parts of the sum, each its numbers.
    pub parts: Sum,
    /// Misère play.
    pub misere: bool,
    /// Each part's Grundy value (normal play; empty under misère play).
    pub part_values: Vec<u32>,
    /// Whether the player to move wins.
    pub wins: bool,
    /// Every move, part by part in the order the game lists its options.
    pub moves: Vec<Move>,
}

impl Analysis {
    /// The winning moves.
    pub fn winning(&self) -> impl Iterator<Item = &Move> + '_ {
        self.moves.iter().filter(|m| m.wins())
    }
}

/// A game asked for the options of a position and the values of sums.
trait Play {
    fn options(&mut self, part: &Part) -> Result<Vec<Sum>, LabError>;
    fn value(&mut self, quantity: Quantity, parts: &[Part]) -> Result<u32, LabError>;
}

/// A definition's moves run by the engine in this process.
struct Inline<'a, F: FnMut(u64, &mut Options<u64>)> {
    engine: Engine<u64, F>,
    name: &'a str,
}

impl<F: FnMut(u64, &mut Options<u64>)> Play for Inline<'_, F> {
    fn options(&mut self, part: &Part) -> Result<Vec<Sum>, LabError> {
        Ok(self
            .engine
            .options(part.numbers()[0])
            .into_iter()
            .map(|o| o.into_iter().map(|q| Part::Numbers(vec![q])).collect())
            .collect())
    }

    fn value(&mut self, quantity: Quantity, parts: &[Part]) -> Result<u32, LabError> {
        let heaps: Vec<u64> = parts.iter().map(|p| p.numbers()[0]).collect();
        let result = match quantity {
            Quantity::Grundy => self.engine.sum_grundy(&heaps),
            Quantity::Misere => self.engine.misere_wins(&heaps).map(u32::from),
            Quantity::Remoteness => self.engine.remoteness(&heaps),
            Quantity::Suspense => self.engine.suspense(&heaps),
        };
        result.map_err(|e| LabError::BadDefinition(format!("{}: {e}", self.name)))
    }
}

/// A registered game played by its descriptor's moves.
struct Registered<'a> {
    played: &'a mut Played,
    title: &'a str,
}

impl Play for Registered<'_> {
    fn options(&mut self, part: &Part) -> Result<Vec<Sum>, LabError> {
        self.played
            .options(part)
            .map_err(|e| LabError::BadOption(format!("{}: {e}", self.title)))
    }

    fn value(&mut self, quantity: Quantity, parts: &[Part]) -> Result<u32, LabError> {
        crate::moves::played_value(self.played, self.title, quantity, parts)
    }
}

/// Every move of the sum `parts`, with the value of what it leaves, and the values of the
/// parts (normal play).
fn analyse_in(
    game: &mut dyn Play,
    parts: &[Part],
    misere: bool,
) -> Result<(Vec<u32>, bool, Vec<Move>), LabError> {
    let quantity = if misere {
        Quantity::Misere
    } else {
        Quantity::Grundy
    };
    let mut moves = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        for to in game.options(part)? {
            let mut after: Sum = parts.to_vec();
            after.remove(i);
            after.extend(to.iter().cloned());
            let left = game.value(quantity, &after)?;
            moves.push(Move {
                part: i,
                to,
                left,
                remoteness: None,
            });
        }
    }
    let (part_values, wins) = if misere {
        (Vec::new(), game.value(Quantity::Misere, parts)? == 1)
    } else {
        let values = parts
            .iter()
            .map(|p| game.value(Quantity::Grundy, std::slice::from_ref(p)))
            .collect::<Result<Vec<u32>, LabError>>()?;
        let wins = values.iter().fold(0, |x, v| x ^ v) != 0;
        (values, wins)
    };
    if !misere && parts.len() == 1 {
        for m in &mut moves {
            m.remoteness = Some(game.value(Quantity::Remoteness, &m.to)?);
        }
    }
    Ok((part_values, wins, moves))
}

/// The moves of the sum of `positions` (the words of the command line, as `lab value` reads
/// them) of `game` with `params`.
///
/// # Errors
/// An unknown game, a bad parameter or position, a registered game without moves (or without
/// misère play by them, under `misere`); a game's run-time error (a cycle, the engine's
/// budget).
///
/// # Complexity
/// One option listing per part, and one value of the sum left per move: under normal play
/// each part's values once (memoised), under misère play a search of each sum left.
pub fn analyse(
    game: &str,
    params: &[String],
    positions: &[String],
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<Analysis, LabError> {
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let parts = parse_positions(positions, source.arity()?)?;
    let title = source.title()?;
    let (part_values, wins, moves) = match &mut source {
        Source::File(file) => {
            let words = words(&parts);
            let quantity = if misere {
                Quantity::Misere
            } else {
                Quantity::Grundy
            };
            let listed = file.moves(quantity, &words, progress)?;
            let remoteness = if !misere && parts.len() == 1 {
                Some(file.moves(Quantity::Remoteness, &words, progress)?)
            } else {
                None
            };
            let mut moves = Vec::with_capacity(listed.len());
            for (k, (part, to, left)) in listed.into_iter().enumerate() {
                let remoteness = remoteness.as_ref().map(|r| r[k].2);
                moves.push(Move {
                    part,
                    to,
                    left,
                    remoteness,
                });
            }
            let (part_values, wins) = if misere {
                (
                    Vec::new(),
                    file.value(Quantity::Misere, &words, progress)?.1 == 1,
                )
            } else {
                let mut values = Vec::with_capacity(words.len());
                for w in &words {
                    values.push(
                        file.value(Quantity::Grundy, std::slice::from_ref(w), progress)?
                            .1,
                    );
                }
                let wins = values.iter().fold(0, |x, v| x ^ v) != 0;
                (values, wins)
            };
            (part_values, wins, moves)
        }
        Source::Inline { name, definition } => {
            let name = name.clone();
            with_moves(definition, |moves| {
                let mut inline = Inline {
                    engine: Engine::new(moves),
                    name: &name,
                };
                analyse_in(&mut inline, &parts, misere)
            })?
        }
        Source::Registered { title, played, .. } => {
            let mut registered = Registered {
                played,
                title: title.as_str(),
            };
            analyse_in(&mut registered, &parts, misere)?
        }
    };
    Ok(Analysis {
        title,
        parts,
        misere,
        part_values,
        wins,
        moves,
    })
}

/// `lab moves`: the report on the sum of `positions` (see the module docs), or with `count`
/// only the number of winning moves.
///
/// # Errors
/// As [`analyse`].
pub fn moves(
    game: &str,
    params: &[String],
    positions: &[String],
    misere: bool,
    count: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let analysis = match analyse(game, params, positions, misere, progress) {
        Err(LabError::Cycle(_)) if !misere => {
            let mut source = Source::parse(game, params)?;
            let parts = parse_positions(positions, source.arity()?)?;
            let title = source.title()?;
            return crate::loopy::moves(&mut source, &title, &parts, count, progress);
        }
        analysis => analysis?,
    };
    if count {
        return Ok(format!("{}\n", analysis.winning().count()));
    }
    Ok(report(&analysis))
}

/// The option a part becomes, as the sum of what is left of it.
pub(crate) fn option_text(to: &Sum) -> String {
    if to.is_empty() {
        "nothing".to_string()
    } else {
        shown(to)
    }
}

/// A move as `lab moves` lists it: `7 -> 3 + 3` of a single position, `part 2: 5 -> 4` of
/// a sum of `parts`.
pub(crate) fn move_text(parts: &Sum, part: usize, to: &Sum) -> String {
    let which = if parts.len() == 1 {
        String::new()
    } else {
        format!("part {}: ", part + 1)
    };
    format!(
        "{which}{} -> {}",
        shown(std::slice::from_ref(&parts[part])),
        option_text(to)
    )
}

/// The text of `lab moves` for an analysis.
pub fn report(a: &Analysis) -> String {
    let play = if a.misere { ", misère play" } else { "" };
    let outcome = if a.wins {
        "the player to move wins (N)"
    } else {
        "the player to move loses (P)"
    };
    let value = match a.part_values.as_slice() {
        [] => String::new(),
        [one] => format!(", Grundy value {one}"),
        several => {
            let each: Vec<String> = several.iter().map(u32::to_string).collect();
            let xor = several.iter().fold(0, |x, v| x ^ v);
            format!(", Grundy value {} = {xor}", each.join(" ^ "))
        }
    };
    let mut out = format!("{}{play}: {}{value}: {outcome}\n", a.title, shown(&a.parts));
    let single = a.parts.len() == 1;
    let winning = a.winning().count();
    let total = a.moves.len();
    let what_left = if a.misere {
        "who wins what it leaves"
    } else if single {
        "the Grundy value and remoteness of what it leaves"
    } else {
        "the Grundy value of the sum it leaves"
    };
    if total == 0 {
        out.push_str("no move\n");
        return out;
    }
    let listed: Vec<&Move> = if a.wins && !single {
        out.push_str(&format!(
            "{winning} winning move{} of {total}, each with {what_left}:\n",
            if winning == 1 { "" } else { "s" }
        ));
        a.winning().collect()
    } else if a.wins {
        out.push_str(&format!(
            "{winning} winning move{} of {total} (marked *), each with {what_left}:\n",
            if winning == 1 { "" } else { "s" }
        ));
        a.moves.iter().collect()
    } else {
        let longest = if a.misere {
            ""
        } else if single {
            "; the loser lasts longest by the largest remoteness"
        } else {
            ""
        };
        out.push_str(&format!(
            "no winning move; each of the {total} move{} with {what_left}{longest}:\n",
            if total == 1 { "" } else { "s" }
        ));
        a.moves.iter().collect()
    };
    let played: Vec<String> = listed
        .iter()
        .map(|m| move_text(&a.parts, m.part, &m.to))
        .collect();
    let width = played.iter().map(|p| p.chars().count()).max().unwrap_or(0);
    for (m, text) in listed.iter().zip(&played) {
        let mark = if m.wins() && single { "*" } else { " " };
        let left = if a.misere {
            if m.left == 1 {
                "the opponent wins".to_string()
            } else {
                "the opponent loses".to_string()
            }
        } else {
            match m.remoteness {
                Some(r) => format!("Grundy value {}, remoteness {r}", m.left),
                None => format!("Grundy value {}", m.left),
            }
        };
        out.push_str(&format!("{mark} {text:<width$}  {left}\n"));
    }
    out
}
