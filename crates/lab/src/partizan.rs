//! Partizan games in `lab value`, `lab moves` and `lab table`: a rules file whose `moves` takes
//! the player to move (`pub fn moves(position: P, player: Player, params: &Params, out: &mut
//! Options<P>)`, [`shared::game::partizan::Player`]) gives Left's and Right's options apart.
//! Its program (`rules/partizan_program.rs`) explores the states reachable from the asked
//! positions, each with either player to move, and solves them by retrograde analysis
//! ([`shared::game::partizan`]): Win, Lose or Draw with the remoteness for each first player,
//! and from the two the outcome class: `L` (Left wins whoever starts), `R`, `N` (the first
//! player wins), `P` (the second player wins), `D` (a draw whoever starts), and the mixed
//! classes `LD`, `DL`, `RD`, `DR` (the winner when Left starts, then when Right starts, `D` a
//! draw). A sum of positions is searched itself: outcome classes do not decide sums.
//!
//! ## Tested
//! `tests/partizan.rs`: `examples/games/berzerk.rs` against Codeforces 786A's brute force on
//! every pair of step sets of small circles; `examples/games/two_subtractions.rs` against a
//! minimax with a move limit written in the test from its rules, on every heap of a range for
//! several pairs of sets, and sums of two heaps; its classes worked out by hand; the command
//! line's refusals (one line, exit status 2).

use crate::error::LabError;
use crate::rules::{is_rules_file, outcome_of, RulesGame};
use crate::value::{parse_positions, shown, words};
use crate::verify::Progress;
use shared::game::partizan::{class_of, Play, Player};
use shared::game::retrograde::Outcome;

/// The partizan rules file `game` with `params`, `None` when `game` is not a rules file or its
/// moves do not depend on the player (the impartial commands then take it as before).
///
/// # Errors
/// As [`RulesGame::open`].
pub fn open(game: &str, params: &[String]) -> Result<Option<RulesGame>, LabError> {
    if !is_rules_file(game) {
        return Ok(None);
    }
    let file = RulesGame::open(game, params)?;
    Ok(file.partizan().then_some(file))
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
    file: &RulesGame,
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
    let parts = parse_positions(positions, file.arity())?;
    let plays = ask(file, "value", &words(&parts), progress)?;
    let [(_, left), (_, right)] = &plays[..] else {
        return Err(bad(file));
    };
    let class = class_of(*left, *right);
    let sum = if parts.len() > 1 {
        " (the sum searched itself: outcome classes do not decide sums)"
    } else {
        ""
    };
    Ok(format!(
        "{}, partizan: {}\noutcome class {class}: {}{sum}\nLeft first: {}\nRight first: {}\n",
        file.title(),
        shown(&parts),
        class.meaning(),
        describe(*left, Player::Left),
        describe(*right, Player::Right),
    ))
}

/// `lab moves` of a partizan file: for each player, his result moving first and every move he
/// has, with the result of what it leaves for the other, the winning ones marked (from a
/// draw, those that keep the draw).
///
/// # Errors
/// As [`value`]; `--count`.
pub fn moves(
    file: &RulesGame,
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
    let parts = parse_positions(positions, file.arity())?;
    let lines = ask(file, "moves", &words(&parts), progress)?;
    if lines.len() < 2 {
        return Err(bad(file));
    }
    let (firsts, listed) = lines.split_at(2);
    let class = class_of(firsts[0].1, firsts[1].1);
    let mut out = format!(
        "{}, partizan: {}, outcome class {class}: {}\n",
        file.title(),
        shown(&parts),
        class.meaning()
    );
    for (k, player) in Player::BOTH.into_iter().enumerate() {
        let own = firsts[k].1;
        out.push_str(&format!(
            "{} to move: {}; {}'s moves:\n",
            player.name(),
            describe(own, player),
            player.name()
        ));
        let mut any = false;
        for (words, left) in listed {
            let [who, part, option] = &words[..] else {
                return Err(bad(file));
            };
            if who.as_str() != &player.name()[..1] {
                continue;
            }
            any = true;
            let part: usize = part.parse().map_err(|_| bad(file))?;
            let to = crate::rules::option_of(option).ok_or_else(|| bad(file))?;
            let from = parts.get(part).ok_or_else(|| bad(file))?;
            let from = shown(std::slice::from_ref(from));
            let at = if parts.len() > 1 {
                format!(" (part {})", part + 1)
            } else {
                String::new()
            };
            let to = if to.is_empty() {
                "nothing".to_string()
            } else {
                shown(&to)
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
    file: &RulesGame,
    upto: u64,
    columns: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let columns = columns.unwrap_or(20);
    if columns == 0 {
        return Err(LabError::BadOption("--columns must be at least 1".into()));
    }
    if file.arity() != 1 {
        return Err(LabError::BadOption(format!(
            "{}: a position has {} numbers; the table of a partizan game is of one-number \
             positions (use `lab value` or `lab moves` for others)",
            file.file,
            file.arity()
        )));
    }
    let lines = ask(file, "table", &[upto.to_string()], progress)?;
    if lines.len() as u64 != upto.saturating_add(1) * 2 {
        return Err(bad(file));
    }
    let cells: Vec<String> = lines
        .chunks(2)
        .map(|pair| class_of(pair[0].1, pair[1].1).to_string())
        .collect();
    let mut out = format!(
        "{}, partizan: outcome classes for n = the position, 0..={upto}\nL: Left wins whoever \
         starts, R: Right does, N: the first player wins, P: the second player wins\nD: a draw \
         whoever starts; XY: X wins when Left starts, Y when Right starts (D: a draw)\n",
        file.title()
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
                return Err(bad(file));
            }
            let last = words.split_off(words.len() - 2);
            let (outcome, remoteness) = outcome_of(&last[0], &last[1]).ok_or_else(|| bad(file))?;
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

fn bad(file: &RulesGame) -> LabError {
    LabError::Io(format!("the program of {} answered badly", file.file))
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
