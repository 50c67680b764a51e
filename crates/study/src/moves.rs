//! A game's moves, in the form of a rules file (`examples/games/*.rs`): `moves(position,
//! &Params, &mut Options<P>)` with `P` one to four `u64` or a row `Vec<u64>`, for
//! [`shared::game::engine`]. A position travels as a [`Part`]: its numbers, or the text of a
//! position of another shape. A
//! problem crate's descriptor gives them ([`MovesSpec`]), usually as that very rules file
//! (`#[path]`), and the lab plays them in its own process ([`Played`]) for what the crate's own
//! tables cannot do: misère play, sums, remoteness, genus.
//!
//! ## Tested
//! Unit tests here (Nim and a two-number game played through [`Played`]: Grundy values, sums,
//! misère outcomes, remoteness and suspense numbers, the parameter mapping, wrong positions
//! refused; a row game's positions read from their text and its options printed back); the
//! lab's
//! tests compare every registered game's moves with its descriptor's table or grid over a
//! range.

use crate::ParamValues;
use shared::game::engine::{Engine, EngineError, Position};
pub use shared::game::engine::{Options, Params};
use shared::game::partizan::Player;
use std::fmt;

/// A rules file's `moves` over positions `P`.
pub type MovesOf<P> = fn(P, &Params, &mut Options<P>);

/// A partizan rules file's `moves` over positions `P`: the options of the player to move.
pub type PartizanMovesOf<P> = fn(P, Player, &Params, &mut Options<P>);

/// Whether a number is a position of a game at its parameters: `Err` says why not (`position
/// 7 is not on the circle 0..5`). The lab asks it of every position typed before it plays.
pub type PositionCheck = fn(u64, &Params) -> Result<(), String>;

/// Whether a row is a position of a game at its parameters (`Err` says why not: values not
/// increasing, a cell 0). The lab asks it of every row typed before it plays.
pub type RowCheck = fn(&[u64], &Params) -> Result<(), String>;

/// Positions of two, three and four numbers.
type Pair = (u64, u64);
type Triple = (u64, u64, u64);
type Quad = (u64, u64, u64, u64);

/// The moves of a game whose positions have one to four numbers.
#[derive(Debug, Clone, Copy)]
pub enum Moves {
    /// Positions of one number.
    One(MovesOf<u64>),
    /// Positions of two numbers.
    Two(MovesOf<Pair>),
    /// Positions of three numbers.
    Three(MovesOf<Triple>),
    /// Positions of four numbers.
    Four(MovesOf<Quad>),
    /// Positions that are a row of numbers of any length, written `[3,1,4]` (hashed), and the
    /// check of a row typed.
    Row(MovesOf<Vec<u64>>, RowCheck),
    /// A subtraction game: from a heap of `n` take `s` tokens, `s` in the finite set that the
    /// descriptor's set parameter of this name holds ([`crate::ParamKind::Set`]). The lab
    /// proves the period of such a game as it does for `sub:` (Guy–Smith).
    Subtraction(&'static str),
    /// A partizan game on one number (Left's and Right's options differ, and may cycle): the
    /// lab answers its outcome classes (`lab value`, `lab moves`, `lab table`) by
    /// [`shared::game::partizan`], and nothing that needs one set of moves; [`Played`] refuses
    /// its impartial quantities. The check refuses a number that is no position.
    Partizan(PartizanMovesOf<u64>, PositionCheck),
}

impl Moves {
    /// How many numbers a position has, `None` for a row (not a fixed number of numbers: its
    /// positions are given as text).
    pub fn arity(&self) -> Option<usize> {
        match self {
            Moves::One(_) => Some(1),
            Moves::Two(_) => Some(2),
            Moves::Three(_) => Some(3),
            Moves::Four(_) => Some(4),
            Moves::Row(..) => None,
            Moves::Subtraction(_) => Some(1),
            Moves::Partizan(..) => Some(1),
        }
    }
}

/// A position as the lab holds it: its numbers (a game whose positions are one to four
/// numbers), or its text (any other shape: a row `[3,1,4]`, a tree), which only the game's own
/// type reads ([`Position::from_text`]).
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Part {
    /// The numbers of a position.
    Numbers(Vec<u64>),
    /// The text of a position of another shape.
    Text(String),
}

impl Part {
    /// The position `p` as a part: its numbers when it has a numeric view, else its text.
    pub fn of<P: Position>(p: &P) -> Part {
        match (P::ARITY, p.coordinates()) {
            (Some(n), Some(c)) => Part::Numbers(c[..n].to_vec()),
            _ => Part::Text(p.to_text()),
        }
    }

    /// The position of this part in the type `P`.
    ///
    /// # Errors
    /// Numbers of the wrong count or for a type that is not numbers; text that `P` does not
    /// read (its own one-line reason).
    pub fn position<P: Position>(&self) -> Result<P, String> {
        match self {
            Part::Numbers(numbers) => {
                let arity = P::ARITY.unwrap_or(0);
                if numbers.len() != arity || arity == 0 {
                    return Err(format!(
                        "a position of this game has {arity} number(s), got {numbers:?}"
                    ));
                }
                let mut c = [0; 4];
                c[..arity].copy_from_slice(numbers);
                P::from_coordinates(c).ok_or_else(|| {
                    format!("a position of this game is not numbers, got {numbers:?}")
                })
            }
            Part::Text(text) => P::from_text(text),
        }
    }

    /// The numbers of a part, empty for a text part.
    pub fn numbers(&self) -> &[u64] {
        match self {
            Part::Numbers(numbers) => numbers,
            Part::Text(_) => &[],
        }
    }

    /// The word a rules program reads: the numbers joined by commas (`3`, `3,5`), or the text.
    pub fn word(&self) -> String {
        match self {
            Part::Numbers(numbers) => {
                let each: Vec<String> = numbers.iter().map(u64::to_string).collect();
                each.join(",")
            }
            Part::Text(text) => text.clone(),
        }
    }
}

/// As the lab's reports write a position: `3`, `(1, 2)`, or its text.
impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Part::Numbers(numbers) if numbers.len() == 1 => write!(f, "{}", numbers[0]),
            Part::Numbers(numbers) => {
                let each: Vec<String> = numbers.iter().map(u64::to_string).collect();
                write!(f, "({})", each.join(", "))
            }
            Part::Text(text) => f.write_str(text),
        }
    }
}

/// A sum of positions of the moves.
pub type Sum = Vec<Part>;

/// A sum of positions given by their numbers (what a descriptor's table entry or grid cell
/// is, [`MovesSpec::table_at`]).
pub type NumberSum = Vec<Vec<u64>>;

/// A sum of positions given by their numbers, as parts.
pub fn parts_of(sum: NumberSum) -> Sum {
    sum.into_iter().map(Part::Numbers).collect()
}

/// A descriptor's moves and how its own tables sit among their positions.
#[derive(Debug, Clone, Copy)]
pub struct MovesSpec {
    /// The moves.
    pub moves: Moves,
    /// The parameters the moves read, with their defaults (a rules file's `PARAMS`, or `&[]`).
    /// Each takes the descriptor's value of the parameter of the same name when it has one.
    pub declared: &'static [(&'static str, u64)],
    /// The list parameters the moves read, with their defaults (a rules file's `LISTS`, or
    /// `&[]`). Each takes the descriptor's set parameter of the same name when it has one.
    pub lists: &'static [(&'static str, &'static [u64])],
    /// The sum of positions that entry `n` of the descriptor's table is (`None`: the table is
    /// of something the moves do not show, or there is no table).
    pub table_at: Option<fn(&ParamValues, u64) -> NumberSum>,
    /// The sum of positions that the cell at coordinates `(x, y)` (not indices) of the
    /// descriptor's grid is (`None` likewise).
    pub grid_at: Option<fn(&ParamValues, u64, u64) -> NumberSum>,
    /// Whether the descriptor's table and grid show misère outcomes (P4279) rather than
    /// normal play.
    pub misere: bool,
    /// Why misère play of the moves is not the game's, when it is not (the lab then refuses
    /// `--misere`): e.g. a sum standing for a board only under normal play.
    pub not_misere: Option<&'static str>,
}

impl MovesSpec {
    /// The commonest spec: one-number `moves` with no parameters, whose positions are the
    /// descriptor's table entries themselves, under normal play.
    pub const fn one_heap(moves: MovesOf<u64>) -> MovesSpec {
        MovesSpec {
            moves: Moves::One(moves),
            declared: &[],
            lists: &[],
            table_at: Some(same),
            grid_at: None,
            misere: false,
            not_misere: None,
        }
    }

    /// A subtraction game whose set is the descriptor's set parameter `set`, its positions the
    /// table's entries, under normal play.
    pub const fn subtraction(set: &'static str) -> MovesSpec {
        MovesSpec {
            moves: Moves::Subtraction(set),
            ..MovesSpec::one_heap(no_moves)
        }
    }

    /// The finite subtraction set of a [`Moves::Subtraction`] game at `values`, `None` for
    /// other moves.
    pub fn subtraction_set<'a>(&self, values: &'a ParamValues) -> Option<&'a [u64]> {
        match self.moves {
            Moves::Subtraction(name) => Some(values.get_set(name)),
            _ => None,
        }
    }

    /// Two-number `moves` with no parameters, whose positions are the descriptor's grid cells
    /// themselves, under normal play.
    pub const fn pair(moves: MovesOf<(u64, u64)>) -> MovesSpec {
        MovesSpec {
            moves: Moves::Two(moves),
            declared: &[],
            lists: &[],
            table_at: None,
            grid_at: Some(same_pair),
            misere: false,
            not_misere: None,
        }
    }

    /// Row `moves` (positions `Vec<u64>`, written `[3,1,4]`) with no parameters and the check
    /// of a row, under normal play; no table or grid of the descriptor shows its positions.
    pub const fn row(moves: MovesOf<Vec<u64>>, check: RowCheck) -> MovesSpec {
        MovesSpec {
            moves: Moves::Row(moves, check),
            declared: &[],
            lists: &[],
            table_at: None,
            grid_at: None,
            misere: false,
            not_misere: None,
        }
    }

    /// A partizan game's one-number `moves` (see [`Moves::Partizan`]) and the check of its
    /// positions, which no table or grid of the descriptor shows and misère play does not
    /// apply to.
    pub const fn partizan(moves: PartizanMovesOf<u64>, check: PositionCheck) -> MovesSpec {
        MovesSpec {
            moves: Moves::Partizan(moves, check),
            declared: &[],
            lists: &[],
            table_at: None,
            grid_at: None,
            misere: false,
            not_misere: Some("its moves depend on the player (a partizan game)"),
        }
    }

    /// The same moves reading the parameters `declared` (a rules file's `PARAMS`).
    pub const fn with_params(self, declared: &'static [(&'static str, u64)]) -> MovesSpec {
        MovesSpec { declared, ..self }
    }

    /// The same moves reading the list parameters `lists` (a rules file's `LISTS`).
    pub const fn with_lists(self, lists: &'static [(&'static str, &'static [u64])]) -> MovesSpec {
        MovesSpec { lists, ..self }
    }

    /// The engine's parameters for the descriptor's `values`: every declared name, at the
    /// descriptor's value of that name, else at its declared default.
    pub fn params(&self, values: &ParamValues) -> Params {
        let mut params = Params::new(self.declared);
        for &(name, _) in self.declared {
            if let Some(v) = values.lookup(name) {
                params.set(name, v);
            }
        }
        for &(name, default) in self.lists {
            let list = values.lookup_set(name).unwrap_or(default);
            params.set_list(name, list.to_vec());
        }
        params
    }

    /// The moves with the descriptor's parameters `values`, ready to be played.
    pub fn played(&self, values: &ParamValues) -> Played {
        let params = self.params(values);
        match self.moves {
            Moves::One(f) => Played::One(engine(f, params)),
            Moves::Two(f) => Played::Two(engine(f, params)),
            Moves::Three(f) => Played::Three(engine(f, params)),
            Moves::Four(f) => Played::Four(engine(f, params)),
            Moves::Row(f, check) => Played::Row(engine(f, params.clone()), check, params),
            Moves::Subtraction(name) => {
                let set = values.get_set(name).to_vec();
                Played::One(Engine::new(Box::new(
                    move |n: u64, out: &mut Options<u64>| {
                        for &s in set.iter().take_while(|&&s| s <= n) {
                            out.push(n - s);
                        }
                    },
                )))
            }
            Moves::Partizan(f, _) => Played::Partizan(f, params),
        }
    }
}

/// A placeholder of [`MovesSpec::subtraction`]'s base, never called: its moves are
/// [`Moves::Subtraction`].
fn no_moves(_: u64, _: &Params, _: &mut Options<u64>) {}

/// Table entry `n` is the position `n` (for [`MovesSpec::table_at`]).
pub fn same(_: &ParamValues, n: u64) -> NumberSum {
    vec![vec![n]]
}

/// Grid cell `(x, y)` is the position `(x, y)` (for [`MovesSpec::grid_at`]).
pub fn same_pair(_: &ParamValues, x: u64, y: u64) -> NumberSum {
    vec![vec![x, y]]
}

/// What [`Played::value`] computes of a sum (the engine's quantities).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// The Grundy value under normal play (a sum's is the XOR).
    Grundy,
    /// The misère outcome: 1 when the player to move wins.
    Misere,
    /// The remoteness under normal play.
    Remoteness,
    /// The suspense number under normal play (continued conjunctive compounds).
    Suspense,
}

type Boxed<P> = Box<dyn FnMut(P, &mut Options<P>)>;

/// The engine over moves of positions `P` with their parameters.
pub type EngineOf<P> = Engine<P, Boxed<P>>;

/// The engine over a game's moves with fixed parameters; it keeps every value it found, so a
/// table asked entry by entry costs one search.
pub enum Played {
    /// Positions of one number (dense memo).
    One(EngineOf<u64>),
    /// Two numbers (hashed).
    Two(EngineOf<Pair>),
    /// Three numbers.
    Three(EngineOf<Triple>),
    /// Four numbers.
    Four(EngineOf<Quad>),
    /// A row of numbers of any length (hashed), the check of a row and the parameters.
    Row(EngineOf<Vec<u64>>, RowCheck, Params),
    /// A partizan game's moves with their parameters, which have no impartial quantities:
    /// [`Played::options`] and [`Played::value`] refuse them.
    Partizan(PartizanMovesOf<u64>, Params),
}

fn engine<P: Position + 'static>(moves: MovesOf<P>, params: Params) -> EngineOf<P> {
    Engine::new(Box::new(move |p: P, out: &mut Options<P>| {
        moves(p, &params, out)
    }))
}

/// Why [`Played::value`] has no answer.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ValueError {
    /// The moves return to a position ([`EngineError::Cycle`]): a loopy game, which retrograde
    /// analysis answers instead.
    Cycle(String),
    /// A part of the wrong size, or the engine's budget.
    Other(String),
}

impl fmt::Display for ValueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ValueError::Cycle(m) | ValueError::Other(m) => f.write_str(m),
        }
    }
}

fn evaluate<P: Position>(
    engine: &mut EngineOf<P>,
    quantity: Quantity,
    parts: &[Part],
) -> Result<u32, ValueError> {
    let positions = parts
        .iter()
        .map(Part::position)
        .collect::<Result<Vec<P>, String>>()
        .map_err(ValueError::Other)?;
    let result = match quantity {
        Quantity::Grundy => engine.sum_grundy(&positions),
        Quantity::Misere => engine.misere_wins(&positions).map(u32::from),
        Quantity::Remoteness => engine.remoteness(&positions),
        Quantity::Suspense => engine.suspense(&positions),
    };
    result.map_err(|e| match e {
        EngineError::Cycle { .. } => ValueError::Cycle(e.to_string()),
        _ => ValueError::Other(e.to_string()),
    })
}

impl Played {
    /// How many numbers a position has, `None` for a row (given as text).
    pub fn arity(&self) -> Option<usize> {
        match self {
            Played::One(_) => Some(1),
            Played::Two(_) => Some(2),
            Played::Three(_) => Some(3),
            Played::Four(_) => Some(4),
            Played::Row(..) => None,
            Played::Partizan(..) => Some(1),
        }
    }

    /// The options of the position `part`, each a sum of positions: one call of the moves.
    ///
    /// # Errors
    /// A part of the wrong size or text the game does not read; a partizan game (its options
    /// depend on the player).
    pub fn options(&mut self, part: &Part) -> Result<Vec<Sum>, String> {
        fn listed<P: Position>(engine: &mut EngineOf<P>, part: &Part) -> Result<Vec<Sum>, String> {
            let p = part.position::<P>()?;
            Ok(engine
                .options(p)
                .iter()
                .map(|option| option.iter().map(Part::of).collect())
                .collect())
        }
        match self {
            Played::One(e) => listed(e, part),
            Played::Two(e) => listed(e, part),
            Played::Three(e) => listed(e, part),
            Played::Four(e) => listed(e, part),
            Played::Row(e, check, params) => {
                check(&part.position::<Vec<u64>>()?, params)?;
                listed(e, part)
            }
            Played::Partizan(..) => Err(PARTIZAN.to_string()),
        }
    }

    /// `quantity` of the sum of `parts` (each a position's numbers; no part: the empty sum).
    /// Costs what the engine's search costs: every position reached is stored once.
    ///
    /// # Errors
    /// A cycle ([`ValueError::Cycle`]); a part of the wrong size, the budget or a partizan
    /// game ([`ValueError::Other`]), each with the engine's words.
    pub fn value(&mut self, quantity: Quantity, parts: &[Part]) -> Result<u32, ValueError> {
        match self {
            Played::One(e) => evaluate(e, quantity, parts),
            Played::Two(e) => evaluate(e, quantity, parts),
            Played::Three(e) => evaluate(e, quantity, parts),
            Played::Four(e) => evaluate(e, quantity, parts),
            Played::Row(e, check, params) => {
                for part in parts {
                    let row = part.position::<Vec<u64>>().map_err(ValueError::Other)?;
                    check(&row, params).map_err(ValueError::Other)?;
                }
                evaluate(e, quantity, parts)
            }
            Played::Partizan(..) => Err(ValueError::Other(PARTIZAN.to_string())),
        }
    }
}

/// Checks the row moves of `spec` (at the descriptor's default `params`) against a brute
/// force: on every non-empty subset of `universe`, as an increasing row, whether the player to
/// move wins by the engine's Grundy value equals `wins`; returns how many rows were checked
/// (`2^len - 1`), or the first row where they differ.
///
/// # Complexity
/// One engine for all the rows: every row reachable from the subsets is solved once.
///
/// # Tested
/// By the problem crates that give moves on rows (ARC 137C, POJ 1704), whose tests call it.
pub fn check_rows(
    spec: &MovesSpec,
    params: &ParamValues,
    universe: &[u64],
    wins: fn(&[u64]) -> bool,
) -> Result<usize, String> {
    let mut played = spec.played(params);
    let mut count = 0;
    for mask in 1u64..1 << universe.len() {
        let row: Vec<u64> = (0..universe.len())
            .filter(|i| mask >> i & 1 == 1)
            .map(|i| universe[i])
            .collect();
        let g = played
            .value(Quantity::Grundy, &[Part::Text(row.to_text())])
            .map_err(|e| format!("{row:?}: {e}"))?;
        if (g != 0) != wins(&row) {
            return Err(format!(
                "{row:?}: Grundy value {g}, but the brute force says otherwise"
            ));
        }
        count += 1;
    }
    Ok(count)
}

/// Why a partizan game's [`Played`] has no options or values of its own.
const PARTIZAN: &str = "its moves depend on the player (a partizan game): the lab answers only \
                        `lab value`, `lab moves` and `lab table` of it (outcome classes)";

/// A row game for the tests: `examples/games/row.rs`.
#[cfg(test)]
#[path = "../../../examples/games/row.rs"]
mod row_example;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ParamSpec;

    /// Left takes 1, Right 2.
    fn partizan(n: u64, player: Player, _: &Params, out: &mut Options<u64>) {
        let take = if player == Player::Left { 1 } else { 2 };
        if n >= take {
            out.push(n - take);
        }
    }

    #[test]
    fn partizan_moves_refuse_the_impartial_quantities() {
        let spec = MovesSpec::partizan(partizan, |_, _| Ok(()));
        assert_eq!(spec.moves.arity(), Some(1));
        assert!(spec.not_misere.is_some() && spec.table_at.is_none());
        let mut played = spec.played(&ParamValues::defaults(&[]));
        assert_eq!(played.arity(), Some(1));
        assert!(played
            .options(&Part::Numbers(vec![3]))
            .unwrap_err()
            .contains("partizan"));
        let err = played
            .value(Quantity::Grundy, &parts_of(vec![vec![3]]))
            .unwrap_err();
        assert!(matches!(err, ValueError::Other(m) if m.contains("partizan")));
        if let Played::Partizan(f, params) = played {
            let mut out = Options::new();
            f(3, Player::Right, &params, &mut out);
            assert_eq!(out.iter().collect::<Vec<_>>(), [&[1u64][..]]);
        } else {
            panic!("a partizan spec plays as Played::Partizan");
        }
    }

    fn nim(n: u64, _: &Params, out: &mut Options<u64>) {
        (0..n).for_each(|m| out.push(m));
    }

    /// Take 1 to `k` from either of two heaps.
    fn two_heaps((a, b): (u64, u64), p: &Params, out: &mut Options<(u64, u64)>) {
        let k = p.get("k");
        (1..=a.min(k)).for_each(|t| out.push((a - t, b)));
        (1..=b.min(k)).for_each(|t| out.push((a, b - t)));
    }

    #[test]
    fn a_cycle_is_told_apart_from_other_errors() {
        // From 0 one may move to 1 and back: a cycle.
        fn back_and_forth(n: u64, _: &Params, out: &mut Options<u64>) {
            out.push(1 - n.min(1));
        }
        let mut loopy = MovesSpec::one_heap(back_and_forth).played(&ParamValues::defaults(&[]));
        assert!(matches!(
            loopy.value(Quantity::Grundy, &parts_of(vec![vec![0]])),
            Err(ValueError::Cycle(m)) if m.contains("cycle")
        ));
        assert!(matches!(
            loopy.value(Quantity::Grundy, &parts_of(vec![vec![0, 1]])),
            Err(ValueError::Other(_))
        ));
    }

    #[test]
    fn nim_played_by_its_moves() {
        let mut nim = MovesSpec::one_heap(nim).played(&ParamValues::defaults(&[]));
        assert_eq!(nim.arity(), Some(1));
        let g = |p: &mut Played, parts: &[u64]| {
            let parts: Vec<Vec<u64>> = parts.iter().map(|&n| vec![n]).collect();
            p.value(Quantity::Grundy, &parts_of(parts)).unwrap()
        };
        assert_eq!(g(&mut nim, &[3, 5, 7]), 1);
        assert_eq!(g(&mut nim, &[]), 0);
        let misere = |p: &mut Played, parts: &[u64]| {
            let parts: Vec<Vec<u64>> = parts.iter().map(|&n| vec![n]).collect();
            p.value(Quantity::Misere, &parts_of(parts)).unwrap()
        };
        assert_eq!(misere(&mut nim, &[1, 1]), 1);
        assert_eq!(misere(&mut nim, &[1, 1, 1]), 0);
        assert_eq!(misere(&mut nim, &[2, 2]), 0);
        assert_eq!(
            nim.value(Quantity::Remoteness, &parts_of(vec![vec![4]]))
                .unwrap(),
            1
        );
        assert!(nim
            .value(Quantity::Grundy, &parts_of(vec![vec![1, 2]]))
            .is_err());
    }

    #[test]
    fn a_subtraction_game_takes_its_set_from_a_set_parameter() {
        const SPECS: &[ParamSpec] = &[ParamSpec::set("s", "subtraction set", &[1, 2], 1, 9)];
        let spec = MovesSpec::subtraction("s");
        let values = ParamValues::parse(SPECS, &["s=5,2".to_string()]).unwrap();
        assert_eq!(spec.subtraction_set(&values), Some(&[2, 5][..]));
        assert_eq!(spec.moves.arity(), Some(1));
        let mut played = spec.played(&values);
        assert_eq!(
            played.options(&Part::Numbers(vec![6])).unwrap(),
            [parts_of(vec![vec![4]]), parts_of(vec![vec![1]])]
        );
        // Subtraction {2, 5}: Grundy values 0 0 1 1 0 2 1 0 ... from the mex of n - 2, n - 5.
        let g: Vec<u32> = (0..8)
            .map(|n| {
                played
                    .value(Quantity::Grundy, &parts_of(vec![vec![n]]))
                    .unwrap()
            })
            .collect();
        assert_eq!(g, [0, 0, 1, 1, 0, 2, 1, 0]);
        // Remoteness and suspense differ from 6 on, where the winner can move to 4 (lost,
        // remoteness and suspense 2) or to 1 (lost at once): the one hurries, the other stalls.
        let r: Vec<u32> = (0..10)
            .map(|n| {
                played
                    .value(Quantity::Remoteness, &parts_of(vec![vec![n]]))
                    .unwrap()
            })
            .collect();
        assert_eq!(r, [0, 0, 1, 1, 2, 1, 1, 2, 2, 3]);
        let s: Vec<u32> = (0..10)
            .map(|n| {
                played
                    .value(Quantity::Suspense, &parts_of(vec![vec![n]]))
                    .unwrap()
            })
            .collect();
        assert_eq!(s, [0, 0, 1, 1, 2, 1, 3, 2, 2, 3]);
        assert_eq!(MovesSpec::one_heap(nim).subtraction_set(&values), None);
    }

    /// Take any number from the first or the last heap of a row (an emptied heap leaves it).
    use super::row_example as row;

    #[test]
    fn a_row_game_reads_its_positions_as_text_and_prints_its_options_back() {
        let positive = |row: &[u64], _: &Params| {
            if row.iter().all(|&h| h > 0) {
                Ok(())
            } else {
                Err("an empty heap".to_string())
            }
        };
        let mut played = MovesSpec::row(row::moves, positive).played(&ParamValues::defaults(&[]));
        assert_eq!(played.arity(), None);
        let row = |t: &str| Part::Text(t.to_string());
        assert_eq!(
            played.options(&row("[2,5]")).unwrap(),
            [
                vec![row("[5]")],
                vec![row("[1,5]")],
                vec![row("[2]")],
                vec![row("[2,1]")],
                vec![row("[2,2]")],
                vec![row("[2,3]")],
                vec![row("[2,4]")]
            ]
        );
        // A single heap is a Nim heap; two equal heaps are lost (mirror the other end).
        assert_eq!(played.value(Quantity::Grundy, &[row("[5]")]).unwrap(), 5);
        assert_eq!(played.value(Quantity::Grundy, &[row("[4,4]")]).unwrap(), 0);
        // The check refuses a row that is no position, before any move.
        let refused = played.value(Quantity::Grundy, &[row("[4,0]")]).unwrap_err();
        assert_eq!(refused.to_string(), "an empty heap");
        assert_eq!(played.options(&row("[0]")).unwrap_err(), "an empty heap");
        assert_eq!(played.value(Quantity::Grundy, &[row("[]")]).unwrap(), 0);
        let err = played.value(Quantity::Grundy, &[row("3,5")]).unwrap_err();
        assert!(err.to_string().contains("in brackets"), "{err}");
        assert!(played
            .value(Quantity::Grundy, &parts_of(vec![vec![3]]))
            .is_err());
        assert_eq!(row("[1,2]").to_string(), "[1,2]");
        assert_eq!(Part::Numbers(vec![1, 2]).to_string(), "(1, 2)");
        assert_eq!(Part::Numbers(vec![1, 2]).word(), "1,2");
        assert_eq!(Part::of(&vec![3u64]), row("[3]"));
        assert_eq!(Part::of(&(3u64, 4u64)), Part::Numbers(vec![3, 4]));
    }

    #[test]
    fn parameters_map_by_name_with_declared_defaults() {
        const SPECS: &[ParamSpec] = &[ParamSpec {
            name: "k",
            meaning: "most per move",
            default: 2,
            min: 1,
            max: 9,
            kind: crate::ParamKind::Number,
        }];
        let spec = MovesSpec {
            moves: Moves::Two(two_heaps),
            declared: &[("k", 1), ("unused", 7)],
            lists: &[],
            table_at: None,
            grid_at: Some(same_pair),
            misere: false,
            not_misere: None,
        };
        let values = ParamValues::parse(SPECS, &["k=3".to_string()]).unwrap();
        let params = spec.params(&values);
        assert_eq!((params.get("k"), params.get("unused")), (3, 7));
        // Two heaps of subtraction {1, 2, 3}: Grundy value (a % 4) ^ (b % 4).
        let mut played = spec.played(&values);
        assert_eq!(played.arity(), Some(2));
        for a in 0..9 {
            for b in 0..9 {
                let g = played
                    .value(Quantity::Grundy, &parts_of(vec![vec![a, b]]))
                    .unwrap();
                assert_eq!(u64::from(g), (a % 4) ^ (b % 4), "({a}, {b})");
            }
        }
        assert!(played
            .value(Quantity::Grundy, &parts_of(vec![vec![1]]))
            .is_err());
        assert_eq!(
            played.options(&Part::Numbers(vec![1, 2])).unwrap(),
            [
                parts_of(vec![vec![0, 2]]),
                parts_of(vec![vec![1, 1]]),
                parts_of(vec![vec![1, 0]])
            ]
        );
        assert!(played.options(&Part::Numbers(vec![1])).is_err());
    }
}
