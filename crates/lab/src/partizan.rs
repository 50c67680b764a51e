//! Partizan games in `lab value`, `lab moves` and `lab table`: a rules file whose `moves` takes
//! the player to move (`pub fn moves(position: P, player: Player, params: &Params, out: &mut
//! Options<P>)`, [`shared::game::partizan::Player`]) gives Left's and Right's options apart.
//! Its program (`rules/partizan_program.rs`) explores the states reachable from the asked
//! positions, each with either player to move, and solves them by retrograde analysis
//! ([`shared::game::partizan`]): Win, Lose or Draw with the remoteness for each first player,
//! and from the two the outcome class: `L` (Left wins whoever starts), `R`, `N` (the first
//! player wins), `P` (the second player wins), `D` (a draw whoever starts), and the mixed
//! classes `LD`, `DL`, `RD`, `DR` (the winner when Left starts, then when Right starts, `D` a
//! draw). A sum of positions is searched itself: outcome classes do not decide sums. A
//! registered game whose descriptor gives partizan moves ([`study::Moves::Partizan`], Codeforces
//! 786A) is solved the same way in this process, a panic in its moves (a position it does not
//! have) turned into an error of one line.
//!
//! ## Tested
//! `tests/partizan.rs`: `examples/games/berzerk.rs` against Codeforces 786A's brute force on
//! every pair of step sets of small circles and on random larger ones; the registered
//! cf786a-berzerk against the rules file and the brute force; `examples/games/two_subtractions.rs`
//! against a minimax with a move limit written in the test from its rules, on every heap of a
//! range for every pair of sets within {1, 2, 3}, sums of two heaps, each move's mark, and
//! random sets (proptest); its classes worked out by hand; `examples/games/domineering.rs`
//! against a minimax on every position of boards of up to 3 × 3 cells; a two-number file
//! against the theory (Left and Right each taking from his own heap: the number `a - b`); the
//! command line's refusals (one line, exit status 2).

use crate::define::Target;
use crate::error::LabError;
use crate::loopy::budget_error;
use crate::rules::{is_rules_file, option_of, outcome_of, RulesGame};
use crate::value::{parse_positions, shown, words};
use crate::verify::Progress;
use shared::game::engine::{Options, Params};
use shared::game::loopy::Exceeded;
use shared::game::partizan::{class_of, Play, Player, PlayerOptions, Solved};
use shared::game::retrograde::Outcome;
use study::moves::{Moves, Part, PartizanMovesOf, PositionCheck, Sum};

/// A partizan game: a rules file, answered by its program, or a registered game whose
/// descriptor gives partizan moves ([`Moves::Partizan`]), played in this process.
pub enum Partizan {
    /// A compiled rules file whose `moves` takes the player.
    File(RulesGame),
    /// A registered game's partizan moves at its parameters.
    Registered {
        /// Its slug and the moves' parameters, `cf786a-berzerk (n=5, left={2,3}, right={1,2,3})`.
        title: String,
        /// The moves.
        moves: PartizanMovesOf<u64>,
        /// The check of a typed position.
        check: PositionCheck,
        /// Their parameters.
        params: Params,
    },
}

/// One move of a sum: the player, the part played, the option it becomes and the result of
/// what is left for the other player to move.
type MoveLine = (Player, usize, Sum, Play);

/// The partizan game `game` names with `params`, `None` when it is not one (the impartial
/// commands then take it as before: a rules file whose moves do not take the player, or any
/// other game).
///
/// # Errors
/// As [`RulesGame::open`], for a rules file.
pub fn open(game: &str, params: &[String]) -> Result<Option<Partizan>, LabError> {
    if is_rules_file(game) {
        let file = RulesGame::open(game, params)?;
        return Ok(file.partizan().then_some(Partizan::File(file)));
    }
    // Any error is the usual path's to report.
    let Ok(Target::Registered { game, params }) = Target::parse(game, params) else {
        return Ok(None);
    };
    let Some(spec) = game.moves else {
        return Ok(None);
    };
    let Moves::Partizan(moves, check) = spec.moves else {
        return Ok(None);
    };
    let params = spec.params(&params);
    let numbers = params.all().iter().map(|(n, v)| format!("{n}={v}"));
    let lists = params.lists().iter().map(|(n, list)| {
        let each: Vec<String> = list.iter().map(u64::to_string).collect();
        format!("{n}={{{}}}", each.join(","))
    });
    let described: Vec<String> = numbers.chain(lists).collect();
    let title = if described.is_empty() {
        game.slug.to_string()
    } else {
        format!("{} ({})", game.slug, described.join(", "))
    };
    Ok(Some(Partizan::Registered {
        title,
        moves,
        check,
        params,
    }))
}

impl Partizan {
    /// The title of the reports: the game and its parameters.
    fn title(&self) -> String {
        match self {
            Partizan::File(file) => file.title(),
            Partizan::Registered { title, .. } => title.clone(),
        }
    }

    /// How many numbers a position has, `None` for positions of another shape (text).
    fn arity(&self) -> Option<usize> {
        match self {
            Partizan::File(file) => file.arity(),
            Partizan::Registered { .. } => Some(1),
        }
    }

    /// The results of the sum `parts` with Left and with Right first, and (`with_moves`) every
    /// move of each player.
    fn solve(
        &self,
        parts: &[Part],
        with_moves: bool,
        progress: &mut dyn Progress,
    ) -> Result<([Play; 2], Vec<MoveLine>), LabError> {
        let title = self.title();
        match self {
            Partizan::File(file) => {
                let what = if with_moves { "moves" } else { "value" };
                let lines = ask(file, what, &words(parts), progress)?;
                let [(_, left), (_, right), listed @ ..] = &lines[..] else {
                    return Err(bad(&title));
                };
                let mut moves = Vec::with_capacity(listed.len());
                for (words, play) in listed {
                    let [who, part, option] = &words[..] else {
                        return Err(bad(&title));
                    };
                    let player = match who.as_str() {
                        "L" => Player::Left,
                        "R" => Player::Right,
                        _ => return Err(bad(&title)),
                    };
                    let part = part.parse().map_err(|_| bad(&title))?;
                    let option = option_of(option, self.arity()).ok_or_else(|| bad(&title))?;
                    moves.push((player, part, option, *play));
                }
                Ok(([*left, *right], moves))
            }
            Partizan::Registered {
                moves,
                check,
                params,
                ..
            } => {
                let sum: Vec<u64> = parts.iter().map(|p| p.numbers()[0]).collect();
                checked(&title, *check, params, &sum)?;
                let mut options = options_of(*moves, params);
                let solved = explore(&title, std::slice::from_ref(&sum), &mut options, progress)?;
                let firsts = Player::BOTH.map(|p| solved.play(&sum, p).expect("explored"));
                let mut lines = Vec::new();
                for player in Player::BOTH.into_iter().filter(|_| with_moves) {
                    for (i, option, left) in solved.moves_of(&sum, player, &mut options) {
                        let option = option.into_iter().map(|q| Part::Numbers(vec![q])).collect();
                        lines.push((player, i, option, left));
                    }
                }
                Ok((firsts, lines))
            }
        }
    }

    /// The results of the positions `0..=upto` with Left and with Right first.
    fn table(&self, upto: u64, progress: &mut dyn Progress) -> Result<Vec<[Play; 2]>, LabError> {
        let title = self.title();
        match self {
            Partizan::File(file) => {
                let lines = ask(file, "table", &[upto.to_string()], progress)?;
                if lines.len() as u64 != upto.saturating_add(1) * 2 {
                    return Err(bad(&title));
                }
                Ok(lines.chunks(2).map(|two| [two[0].1, two[1].1]).collect())
            }
            Partizan::Registered {
                moves,
                check,
                params,
                ..
            } => {
                let budget = crate::memory::positions();
                if upto >= budget as u64 {
                    return Err(budget_error(&title, Exceeded { limit: budget }));
                }
                let starts: Vec<Vec<u64>> = (0..=upto).map(|n| vec![n]).collect();
                checked(&title, *check, params, &(0..=upto).collect::<Vec<_>>())?;
                let mut options = options_of(*moves, params);
                let solved = explore(&title, &starts, &mut options, progress)?;
                Ok(starts
                    .iter()
                    .map(|s| Player::BOTH.map(|p| solved.play(s, p).expect("explored")))
                    .collect())
            }
        }
    }
}

/// The options of a registered game's partizan `moves` at `params`, as [`Solved::of_moves`]
/// reads them.
fn options_of(moves: PartizanMovesOf<u64>, params: &Params) -> Box<PlayerOptions<'_, u64>> {
    Box::new(move |&p, player, f| {
        let mut out = Options::new();
        moves(p, player, params, &mut out);
        for parts in out.iter() {
            f(parts);
        }
    })
}

/// The states reachable from `starts` explored within the lab's budget and solved.
fn explore(
    title: &str,
    starts: &[Vec<u64>],
    options: &mut PlayerOptions<'_, u64>,
    progress: &mut dyn Progress,
) -> Result<Solved<u64>, LabError> {
    let budget = crate::memory::positions();
    let mut report = crate::loopy::reporter(progress, budget);
    Solved::of_moves(starts, budget, options, &mut report).map_err(|e| budget_error(title, e))
}

/// Refuses the first of `positions` that the registered game's `check` says is none, with
/// the game's reason.
fn checked(
    title: &str,
    check: PositionCheck,
    params: &Params,
    positions: &[u64],
) -> Result<(), LabError> {
    for &p in positions {
        check(p, params).map_err(|why| LabError::BadOption(format!("{title}: {why}")))?;
    }
    Ok(())
}

/// The refusal of an option that partizan games do not take.
fn refuse(option: &str, why: &str) -> LabError {
    LabError::BadOption(format!(
        "{option} does not apply to a partizan game (moves that depend on the player): {why}"
    ))
}

/// `lab value` of a partizan file: the outcome class of the sum of `positions` and the result
/// for each first player.
///
/// # Errors
/// `--misere`; bad positions; the game's run-time error or the budget.
pub fn value(
    game: &Partizan,
    positions: &[String],
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if misere {
        return Err(refuse(
            "--misere",
            "the lab plays them under normal play only",
        ));
    }
    let parts = parse_positions(positions, game.arity())?;
    let ([left, right], _) = game.solve(&parts, false, progress)?;
    let class = class_of(left, right);
    let sum = if parts.len() > 1 {
        " (the sum searched itself: outcome classes do not decide sums)"
    } else {
        ""
    };
    Ok(format!(
        "{}, partizan: {}\noutcome class {class}: {}{sum}\nLeft first: {}\nRight first: {}\n",
        game.title(),
        shown(&parts),
        class.meaning(),
        describe(left, Player::Left),
        describe(right, Player::Right),
    ))
}

/// `lab moves` of a partizan file: for each player, his result moving first and every move he
/// has, with the result of what it leaves for the other, the winning ones marked (from a
/// draw, those that keep the draw).
///
/// # Errors
/// As [`value`]; `--count`.
pub fn moves(
    game: &Partizan,
    positions: &[String],
    misere: bool,
    count: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if count {
        return Err(refuse("--count", "`lab moves` lists each player's moves"));
    }
    if misere {
        return Err(refuse(
            "--misere",
            "the lab plays them under normal play only",
        ));
    }
    let parts = parse_positions(positions, game.arity())?;
    let (firsts, listed) = game.solve(&parts, true, progress)?;
    let class = class_of(firsts[0], firsts[1]);
    let mut out = format!(
        "{}, partizan: {}, outcome class {class}: {}\n",
        game.title(),
        shown(&parts),
        class.meaning()
    );
    for (k, player) in Player::BOTH.into_iter().enumerate() {
        let own = firsts[k];
        out.push_str(&format!(
            "{} to move: {}; {}'s moves:\n",
            player.name(),
            describe(own, player),
            player.name()
        ));
        let mut any = false;
        for (_, part, to, left) in listed.iter().filter(|m| m.0 == player) {
            any = true;
            let from = parts.get(*part).ok_or_else(|| bad(&game.title()))?;
            let from = shown(std::slice::from_ref(from));
            let at = if parts.len() > 1 {
                format!(" (part {})", part + 1)
            } else {
                String::new()
            };
            let to = if to.is_empty() {
                "nothing".to_string()
            } else {
                shown(to)
            };
            let mark = match (own.outcome, left.outcome) {
                (Outcome::Win, Outcome::Lose) => "  (winning)",
                (Outcome::Draw, Outcome::Draw) => "  (keeps the draw)",
                _ => "",
            };
            out.push_str(&format!(
                "  {from}{at} -> {to}: {} to move, {}{mark}\n",
                player.other().name(),
                describe(*left, player.other())
            ));
        }
        if !any {
            out.push_str("  none\n");
        }
    }
    Ok(out)
}

/// `lab table` of a one-number partizan file: the outcome class of each position `0..=upto`,
/// `columns` to a row (default 20).
///
/// # Errors
/// A position of more than one number; `--columns 0`; the game's run-time error or the budget.
pub fn table(
    game: &Partizan,
    upto: u64,
    columns: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let columns = columns.unwrap_or(20);
    if columns == 0 {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    if game.arity() != Some(1) {
        return Err(LabError::BadOption(format!(
            "{}: {}; the table of a partizan game is of one-number positions (use `lab value` \
             or `lab moves` for others)",
            game.title(),
            crate::moves::shape(game.arity())
        )));
    }
    let cells: Vec<String> = game
        .table(upto, progress)?
        .iter()
        .map(|[left, right]| class_of(*left, *right).to_string())
        .collect();
    let mut out = format!(
        "{}, partizan: outcome classes for n = the position, 0..={upto}\nL: Left wins whoever \
         starts, R: Right does, N: the first player wins, P: the second player wins\nD: a draw \
         whoever starts; XY: X wins when Left starts, Y when Right starts (D: a draw)\n",
        game.title()
    );
    out.push_str(&crate::loopy::rows(&cells, columns));
    Ok(out)
}

/// A partizan request's answer: each line's words before the last two, and the [`Play`] the
/// last two give (a table's line, of two plays, is split into two entries).
fn ask(
    file: &RulesGame,
    what: &str,
    args: &[String],
    progress: &mut dyn Progress,
) -> Result<Vec<(Vec<String>, Play)>, LabError> {
    let mut request = vec!["partizan".to_string(), what.to_string()];
    request.extend(args.iter().cloned());
    let answer = file.ask(&request, progress)?;
    let mut all = Vec::with_capacity(answer.lines.len());
    for line in &answer.lines {
        let mut words: Vec<String> = line.split_whitespace().map(str::to_string).collect();
        let pairs = if what == "table" { 2 } else { 1 };
        let mut plays = Vec::with_capacity(pairs);
        for _ in 0..pairs {
            if words.len() < 2 {
                return Err(bad(&file.file));
            }
            let last = words.split_off(words.len() - 2);
            let (outcome, remoteness) =
                outcome_of(&last[0], &last[1]).ok_or_else(|| bad(&file.file))?;
            plays.push(Play {
                outcome,
                remoteness,
            });
        }
        plays.reverse();
        all.extend(plays.into_iter().map(|p| (words.clone(), p)));
    }
    Ok(all)
}

fn bad(title: &str) -> LabError {
    LabError::Io(format!("the program of {title} answered badly"))
}

/// The result for `mover` to move, in words: "Left wins in 3 moves", "Right wins: Left cannot
/// move", "a draw: the game goes on for ever".
fn describe(play: Play, mover: Player) -> String {
    let moves = |r: u32| if r == 1 { "move" } else { "moves" };
    match (play.outcome, play.remoteness) {
        (Outcome::Draw, _) | (_, None) => {
            "a draw (neither can force a win: the game goes on for ever)".to_string()
        }
        (Outcome::Lose, Some(0)) => {
            format!(
                "{} wins: {} cannot move",
                mover.other().name(),
                mover.name()
            )
        }
        (Outcome::Win, Some(r)) => format!("{} wins in {r} {}", mover.name(), moves(r)),
        (Outcome::Lose, Some(r)) => format!("{} wins in {r} {}", mover.other().name(), moves(r)),
    }
}
