//! `lab value GAME 3,5,7`: the outcome and Grundy value of a sum of positions. Under normal
//! play the sum's Grundy value is the XOR of its parts' (Sprague–Grundy); under misère play
//! (`--misere`) Grundy values do not decide a sum, so the engine searches the sum itself, as a
//! multiset of components ([`shared::game::engine::Engine::misere_wins`]).
//!
//! Positions are separated by `+` or spaces; the numbers of one position by commas, so for a
//! one-number game `3,5,7` is three heaps, and for a two-number game `3,5 + 2,7` two positions.

use crate::define::Target;
use crate::error::LabError;
use crate::moves::Source;
use crate::rules::{is_rules_file, Quantity};
use crate::verify::Progress;

/// The positions of the command line, each as its numbers, for a game of `arity` numbers.
///
/// # Errors
/// No position, a word that is not a number, a position of the wrong size.
pub fn parse_positions(words: &[String], arity: usize) -> Result<Vec<Vec<u64>>, LabError> {
    let joined = words.join(" ");
    let mut parts = Vec::new();
    for word in joined.split(|c: char| c == '+' || c.is_whitespace()) {
        if word.is_empty() {
            continue;
        }
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
            parts.extend(numbers.into_iter().map(|n| vec![n]));
        } else if numbers.len() == arity {
            parts.push(numbers);
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

/// The positions as a rules program reads them, one word each: `3`, `3,5`
/// ([`parse_positions`] reads them back).
pub fn words(parts: &[Vec<u64>]) -> Vec<String> {
    parts
        .iter()
        .map(|p| {
            let each: Vec<String> = p.iter().map(u64::to_string).collect();
            each.join(",")
        })
        .collect()
}

/// A sum as the reports write it: `3 + 5`, `(1, 2) + (3, 4)`.
pub(crate) fn shown(parts: &[Vec<u64>]) -> String {
    let each: Vec<String> = parts
        .iter()
        .map(|p| {
            let numbers: Vec<String> = p.iter().map(u64::to_string).collect();
            if p.len() == 1 {
                numbers[0].clone()
            } else {
                format!("({})", numbers.join(", "))
            }
        })
        .collect();
    each.join(" + ")
}

fn outcome(wins: bool) -> &'static str {
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
            if (g.value_kind() == "Grundy" && moves_arity.is_none_or(|a| a == 1))
                || moves_arity.is_none()
            {
                return registered(game, params, positions, progress);
            }
        }
    }
    let mut source = Source::parse(game, params)?;
    source.check_play(misere)?;
    let parts = parse_positions(positions, source.arity()?)?;
    let title = source.title()?;
    if misere {
        let wins = source.value(Quantity::Misere, &parts, progress)? == 1;
        return Ok(format!(
            "{title}, misère play: {}\n{} (the sum searched itself: Grundy values do not \
             decide misère sums)\n",
            shown(&parts),
            outcome(wins)
        ));
    }
    let g = source.value(Quantity::Grundy, &parts, progress)?;
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
    let parts = parse_positions(positions, 1)?;
    let largest = parts.iter().map(|p| p[0]).max().unwrap_or(0);
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
    let each: Vec<u32> = parts.iter().map(|p| values.get(p[0] as usize)).collect();
    let g = each.iter().fold(0, |x, &v| x ^ v);
    let xor: Vec<String> = each.iter().map(u32::to_string).collect();
    Ok(format!(
        "{title}: {}\nGrundy value {g} = {}: {}\n",
        shown(&parts),
        xor.join(" ^ "),
        outcome(g != 0)
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;

    fn words(s: &str) -> Vec<String> {
        s.split(' ').map(String::from).collect()
    }

    #[test]
    fn positions_split_on_commas_for_one_number_and_on_plus_for_more() {
        assert_eq!(
            parse_positions(&words("3,5,7"), 1).unwrap(),
            [vec![3], vec![5], vec![7]]
        );
        assert_eq!(
            parse_positions(&words("3,5 + 2,7"), 2).unwrap(),
            [vec![3, 5], vec![2, 7]]
        );
        assert_eq!(
            parse_positions(&words("3,5+2,7"), 2).unwrap(),
            [vec![3, 5], vec![2, 7]]
        );
        assert!(parse_positions(&words("3,x"), 1).is_err());
        assert!(parse_positions(&words("3,5,7"), 2).is_err());
        assert!(parse_positions(&[], 1).is_err());
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
        let err = value("arc137c", &[], &words("3,5"), false, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("only win/lose"), "{err}");
        let err = value("arc137c", &[], &words("3"), true, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("gives no moves"), "{err}");
        // Two-number registered games add up by their moves: two E&D groups, a lit board.
        let groups = value("p2148", &[], &words("1,2 + 3,4"), false, &mut Silent).unwrap();
        assert!(
            groups.contains("(1, 2) + (3, 4)\nGrundy value 3:"),
            "{groups}"
        );
        let err = value("hdu3404", &[], &words("2,3"), true, &mut Silent).unwrap_err();
        assert!(err.to_string().contains("no misère play"), "{err}");
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
