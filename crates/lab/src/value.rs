//! `lab value GAME 3,5,7`: the outcome and Grundy value of a sum of positions. Under normal
//! play the sum's Grundy value is the XOR of its parts' (Sprague–Grundy); under misère play
//! (`--misere`) Grundy values do not decide a sum, so the engine searches the sum itself, as a
//! multiset of components ([`shared::game::engine::Engine::misere_wins`]).
//!
//! A game whose moves can return to a position is decided by [`crate::loopy`] instead: Win,
//! Lose or Draw, and the loopy Grundy values of the parts.
//!
//! Positions are separated by `+` or spaces; the numbers of one position by commas, so for a
//! one-number game `3,5,7` is three heaps, and for a two-number game `3,5 + 2,7` two positions.
//! A game whose positions are of another shape (a row `[3,1,4]`, a tree `0-1,1-2`) takes each
//! word as a position's text, which the game's own type reads.

use crate::define::{Definition, Target};
use crate::error::LabError;
use crate::moves::Source;
use crate::rules::{is_rules_file, Quantity};
use crate::verify::Progress;
use study::moves::{Part, Sum};

/// The positions of the command line for a game of `arity` numbers, each as its numbers, or
/// (`arity` `None`: a position of another shape) each word as its text, for the game to read.
///
/// # Errors
/// No position, a word that is not a number, a position of the wrong size.
pub fn parse_positions(words: &[String], arity: Option<usize>) -> Result<Sum, LabError> {
    let joined = words.join(" ");
    let mut parts = Vec::new();
    for word in joined.split(|c: char| c == '+' || c.is_whitespace()) {
        if word.is_empty() {
            continue;
        }
        let Some(arity) = arity else {
            parts.push(Part::Text(word.to_string()));
            continue;
        };
        let mut numbers = Vec::new();
        for item in word.split(',') {
            let n = item.trim().parse::<u64>().map_err(|_| {
                LabError::BadOption(format!(
                    "bad position `{word}`: `{item}` is not a non-negative integer (expected \
                     e.g. 3,5,7 for three heaps, or 3,5 + 2,7 for two positions of two numbers)"
                ))
            })?;
            numbers.push(n);
        }
        if arity == 1 {
            parts.extend(numbers.into_iter().map(|n| Part::Numbers(vec![n])));
        } else if numbers.len() == arity {
            parts.push(Part::Numbers(numbers));
        } else {
            return Err(LabError::BadOption(format!(
                "bad position `{word}`: a position of this game has {arity} numbers, \
                 separated by commas (positions of a sum are separated by + or spaces)"
            )));
        }
    }
    if parts.is_empty() {
        return Err(LabError::BadOption(
            "no position given (expected e.g. `lab value GAME 3,5,7`)".into(),
        ));
    }
    Ok(parts)
}

/// The positions as a rules program reads them, one word each: `3`, `3,5`, `[3,1,4]`
/// ([`parse_positions`] reads them back).
pub fn words(parts: &[Part]) -> Vec<String> {
    parts.iter().map(Part::word).collect()
}

/// A sum as the reports write it: `3 + 5`, `(1, 2) + (3, 4)`, `[3,1] + [2]`.
pub(crate) fn shown(parts: &[Part]) -> String {
    let each: Vec<String> = parts.iter().map(Part::to_string).collect();
    each.join(" + ")
}

/// The verdict of a report: who wins, with the outcome class.
pub(crate) fn outcome(wins: bool) -> &'static str {
    if wins {
        "the player to move wins (N)"
    } else {
        "the player to move loses (P)"
    }
}

/// `lab value`: the report on the sum of `positions` (see the module docs).
///
/// # Errors
/// Bad positions; an unknown game or bad parameter; a registered game under misère play, or
/// a sum of a registered game that has only win/lose values; a game's run-time error.
pub fn value(
    game: &str,
    params: &[String],
    positions: &[String],
    misere: bool,
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    if !misere && !is_rules_file(game) {
        if let Target::Registered { game: g, .. } = Target::parse(game, params)? {
            // Its own Grundy table where the moves' positions are its table's (one number);
            // else its moves, which also give sums of win/lose games and of tuples.
            let moves_arity = g.moves.map(|m| m.moves.arity());
            if (g.value_kind() == "Grundy" && moves_arity.is_none_or(|a| a == Some(1)))
                || moves_arity.is_none()
            {
                return registered(game, params, positions, progress);
            }
        }
    }
    if !is_rules_file(game) {
        if let Target::Defined {
            definition: Definition::Code(_) | Definition::Subtraction(_),
            ..
        } = Target::parse(game, params)?
        {
            if !misere {
                return by_table(game, params, positions, progress);
            }
        }
    }
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let parts = parse_positions(positions, source.arity()?)?;
    let title = source.title()?;
    if misere {
        if let Source::Inline { .. } = source {
            beyond_the_misere_search(&title, &parts)?;
        }
        let wins = source.value(Quantity::Misere, &parts, progress)? == 1;
        return Ok(format!(
            "{title}, misère play: {}\n{} (the sum searched itself: Grundy values do not \
             decide misère sums)\n",
            shown(&parts),
            outcome(wins)
        ));
    }
    let g = match source.value(Quantity::Grundy, &parts, progress) {
        Err(LabError::Cycle(_)) => {
            return crate::loopy::value(&mut source, &title, &parts, progress);
        }
        g => g?,
    };
    Ok(format!(
        "{title}: {}\nGrundy value {g}: {}\n",
        shown(&parts),
        outcome(g != 0)
    ))
}

/// A registered game's sum, from its own table: the XOR of the parts' Grundy values.
fn registered(
    game: &str,
    params: &[String],
    positions: &[String],
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let mut target = Target::parse(game, params)?;
    let parts = parse_positions(positions, Some(1))?;
    let largest = parts.iter().map(|p| p.numbers()[0]).max().unwrap_or(0);
    let upto = usize::try_from(largest)
        .map_err(|_| LabError::BadOption(format!("position {largest} is too large")))?;
    let title = target.title();
    if !target.has_grundy() {
        if parts.len() > 1 {
            return Err(LabError::BadOption(format!(
                "{title} has only win/lose values, which do not add up over a sum; ask one \
                 position, or write its moves as a rules file"
            )));
        }
        let values = target.tabulate(upto, false, progress)?.values;
        return Ok(format!(
            "{title}: {}\n{}\n",
            shown(&parts),
            outcome(values.wins(upto))
        ));
    }
    let values = target.tabulate(upto, true, progress)?.values;
    let each: Vec<u32> = parts
        .iter()
        .map(|p| values.get(p.numbers()[0] as usize))
        .collect();
    Ok(xor_report(&title, &parts, &each))
}

/// The report on a sum whose parts have the Grundy values `each`: their XOR.
fn xor_report(title: &str, parts: &[Part], each: &[u32]) -> String {
    let g = each.iter().fold(0, |x, &v| x ^ v);
    let xor: Vec<String> = each.iter().map(u32::to_string).collect();
    format!(
        "{title}: {}\nGrundy value {g} = {}: {}\n",
        shown(parts),
        xor.join(" ^ "),
        outcome(g != 0)
    )
}

/// The largest table [`by_table`] reads while it looks for a proven period before it
/// tabulates up to the largest heap itself.
pub const PROOF_SEARCH_UPTO: usize = 1 << 20;

/// A sum of heaps of a code or a subtraction set under normal play, from the game's own table
/// ([`Target::tabulate`], far faster than the generic engine): tables of 4096, 16384, ...
/// positions (up to [`PROOF_SEARCH_UPTO`], never beyond the largest heap) until the
/// Guy–Smith criterion proves a period; a heap beyond the table is then answered from the
/// proven period, so any heap up to 2^64 - 1 is answered when one is proven. Without a proven
/// period, the table goes up to the largest heap, and a heap too large for memory is refused
/// with the reason.
///
/// # Errors
/// Bad positions; no proven period and a heap whose table does not fit in memory.
///
/// # Tested
/// `tests/limits.rs`: Kayles at 10^12 equals Kayles at the heap of the same residue in its
/// period; the unit tests below against the engine's values.
fn by_table(
    game: &str,
    params: &[String],
    positions: &[String],
    progress: &mut dyn Progress,
) -> Result<String, LabError> {
    let mut target = Target::parse(game, params)?;
    let title = target.title();
    let parts = parse_positions(positions, Some(1))?;
    let largest = parts.iter().map(|p| p.numbers()[0]).max().unwrap_or(0);
    let last = usize::try_from(largest).unwrap_or(usize::MAX);
    let mut upto = last.min(1 << 12);
    let tabled = loop {
        let tabled = match target.tabulate(upto, true, progress) {
            Ok(t) => t,
            Err(e) if upto == last && upto > PROOF_SEARCH_UPTO => {
                return Err(LabError::BadOption(format!(
                    "{title}: no period is proven by a table of 0..={PROOF_SEARCH_UPTO}, so heap \
                     {largest} needs a table of its own: {e}"
                )))
            }
            Err(e) => return Err(e),
        };
        if tabled.finding.is_proven() || upto == last {
            break tabled;
        }
        upto = if upto >= PROOF_SEARCH_UPTO {
            last
        } else {
            upto.saturating_mul(4).min(last)
        };
    };
    let values = &tabled.values;
    let mut report = String::new();
    let each: Vec<u32> = parts
        .iter()
        .map(|p| match usize::try_from(p.numbers()[0]) {
            Ok(n) if n < values.len() => values.get(n),
            _ => {
                let (period, _) = tabled.finding.period().expect("a proven period");
                let offset = (p.numbers()[0] - period.start as u64) % period.length as u64;
                values.get(period.start + offset as usize)
            }
        })
        .collect();
    if largest as u128 >= values.len() as u128 {
        report.push_str(&format!(
            "(heaps beyond 0..={}: from the {})\n",
            values.len() - 1,
            tabled.finding.line()
        ));
    }
    Ok(xor_report(&title, &parts, &each) + report.as_str())
}

/// Refuses a misère sum of a definition with a heap beyond the engine's reach, saying why:
/// the misère outcome is searched position by position, the engine's table of one-heap
/// positions holds [`crate::memory::positions`] of them, and nothing shorter answers.
fn beyond_the_misere_search(title: &str, parts: &[Part]) -> Result<(), LabError> {
    let budget = crate::memory::positions() as u64;
    match parts.iter().map(|p| p.numbers()[0]).find(|&n| n >= budget) {
        Some(n) => Err(LabError::BadOption(format!(
            "{title}, misère play: heap {n} is beyond the misère search, which reaches heaps \
             below {budget} (its budget of positions, --positions); Grundy values and their periods do not \
             decide misère play, and the lab proves no misère period for this game, so only \
             the search could answer"
        ))),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;
    use study::moves::parts_of;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn positions_split_on_commas_for_one_number_and_on_plus_for_more() {
        assert_eq!(
            parse_positions(&words("3,5,7"), Some(1)).unwrap(),
            parts_of(vec![vec![3], vec![5], vec![7]])
        );
        assert_eq!(
            parse_positions(&words("3,5 + 2,7"), Some(2)).unwrap(),
            parts_of(vec![vec![3, 5], vec![2, 7]])
        );
        assert_eq!(
            parse_positions(&words("3,5+2,7"), Some(2)).unwrap(),
            parts_of(vec![vec![3, 5], vec![2, 7]])
        );
        assert!(parse_positions(&words("3,x"), Some(1)).is_err());
        assert!(parse_positions(&words("3,5,7"), Some(2)).is_err());
        assert!(parse_positions(&[], Some(1)).is_err());
    }

    #[test]
    fn sums_of_definitions_and_registered_games() {
        let nim = value("take:t <= n", &[], &words("3,5,7"), false, &mut Silent).unwrap();
        assert_eq!(
            nim,
            "take:t <= n: 3 + 5 + 7\nGrundy value 1: the player to move wins (N)\n"
        );
        let misere = value("take:t <= n", &[], &words("1,1"), true, &mut Silent).unwrap();
        assert!(misere.contains("the player to move wins (N)"), "{misere}");
        let misere = value("take:t <= n", &[], &words("1,1,1"), true, &mut Silent).unwrap();
        assert!(misere.contains("loses (P)"), "{misere}");
        // 0.77 (Kayles): G(4) = 1, G(5) = 4.
        let kayles = value("0.77", &[], &words("4 5"), false, &mut Silent).unwrap();
        assert!(kayles.contains("Grundy value 5"), "{kayles}");
        let k = value(
            "hdu7287",
            &["k=3".into()],
            &words("8,9"),
            false,
            &mut Silent,
        )
        .unwrap();
        assert!(k.contains("Grundy value 0 = 2 ^ 2"), "{k}");
        // P1857 has a win/lose table only: its sums come from its moves.
        let p1857 = value("p1857", &[], &words("3,5"), false, &mut Silent).unwrap();
        assert!(
            p1857.starts_with("p1857-prime-stones: 3 + 5\nGrundy value "),
            "{p1857}"
        );
        let err = value("demo-guess", &[], &words("3,5"), false, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("only win/lose"), "{err}");
        let err = value("demo-guess", &[], &words("3"), true, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("gives no moves"), "{err}");
        // ARC 137C's positions are sets (rows): its sums come from its moves.
        let sets = value(
            "arc137c",
            &[],
            &words("[1,2,5] + [0,2]"),
            false,
            &mut Silent,
        )
        .unwrap();
        assert!(sets.contains("[1,2,5] + [0,2]\nGrundy value 2:"), "{sets}");
        // Two-number registered games add up by their moves: two E&D groups, a lit board.
        let groups = value("p2148", &[], &words("1,2 + 3,4"), false, &mut Silent).unwrap();
        assert!(
            groups.contains("(1, 2) + (3, 4)\nGrundy value 3:"),
            "{groups}"
        );
        let err = value("hdu3404", &[], &words("2,3"), true, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("no misère play"), "{err}");
    }

    /// Sums of codes and subtraction sets from their tables (with the period past them)
    /// against the generic engine's search of the same moves.
    #[test]
    fn sums_by_table_equal_the_engines() {
        for game in ["0.77", "0.07", ".137", "4.007", "sub:1,2,5", "allbut:2"] {
            let mut source = Source::parse(game, &[]).unwrap();
            for (a, b) in [(0, 0), (3, 9), (17, 40), (70, 71), (100, 150), (200, 33)] {
                let text = by_table(game, &[], &words(&format!("{a} {b}")), &mut Silent).unwrap();
                let engine = source
                    .value(
                        Quantity::Grundy,
                        &parts_of(vec![vec![a], vec![b]]),
                        &mut Silent,
                    )
                    .unwrap();
                assert!(
                    text.contains(&format!("Grundy value {engine} = ")),
                    "{game} {a} + {b}: {text}, engine {engine}"
                );
            }
        }
    }

    #[test]
    fn misere_nim_by_the_registered_moves_follows_boutons_rule() {
        let mut checked = 0;
        for count in 1..=4 {
            for heaps in study::heap_multisets(count, 0, 5) {
                let typed: Vec<String> = heaps.iter().map(u64::to_string).collect();
                let text = value(
                    "p4279-misere-nim",
                    &[],
                    &[typed.join(",")],
                    true,
                    &mut Silent,
                )
                .unwrap();
                let lost = text.contains("the player to move loses (P)");
                assert_ne!(lost, text.contains("wins (N)"), "{text}");
                // Bouton's rule, as P4279's fast solver writes it (not from the engine).
                let rule_lost = !p4279_misere_nim::first_player_wins(&heaps);
                assert_eq!(lost, rule_lost, "heaps {heaps:?}: {text}");
                checked += 1;
            }
        }
        // C(6 + k - 1, k) multisets of k heaps in 0..=5, k = 1..=4.
        assert_eq!(checked, 6 + 21 + 56 + 126);
    }
}
