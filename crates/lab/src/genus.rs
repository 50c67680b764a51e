//! `lab genus GAME --upto N`: Conway's genus symbol of every one-heap position `0..=N` of a
//! game given by its rules, whether each is tame, and where the game stops being tame.
//!
//! The theory and the search are [`shared::game::genus`]'s: `g^{γ0 γ1 ...}` with `g` the
//! normal Grundy value and `γk` the misère value beside `k` Nim heaps of 2; a heap is tame
//! when its genus and those of every heap that can appear from it are genera of misère Nim
//! positions, and a sum of tame heaps is then played like misère Nim on the normal values.
//! GAME is a definition ([`crate::define`]: a code, `sub:`, `allbut:`, `take:`), whose moves
//! are listed here heap by heap, a one-number rules file, whose program lists them (a
//! position is one heap, a sum several), or a registered game whose descriptor gives
//! one-number moves ([`study::MovesSpec`]).

use crate::define::{Definition, Target};
use crate::error::LabError;
use crate::rules::{is_rules_file, RulesGame};
use crate::verify::Progress;
use shared::game::genus::{GenusError, GenusTable, Tameness};
use std::fmt::Write as _;
use study::moves::Part;

/// The last heap when no `--upto` is given.
pub const DEFAULT_UPTO: usize = 20;

/// The most sums of heaps the search stores when no `--budget` is given: about 170 bytes
/// each, so some 500 MB (Kayles to n = 60 stores 1.1 million).
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// How many later tame heaps the summary names.
const NAMED: usize = 8;

/// The options of heap `n` under `definition`, each a multiset of heaps (pushed onto `out`).
///
/// Codes: taking `k` tokens (`k >= 1`, or `k = 0` for `d0`'s splits) leaves nothing (bit 1,
/// when exactly `k` are there), one nonempty heap (bit 2), two (bit 4) or three (bit 8),
/// each multiset once. Subtraction sets and `take:` rules leave one heap `n - t`.
fn options(definition: &mut Definition, n: u64, out: &mut Vec<Vec<u64>>) -> Result<(), LabError> {
    match definition {
        Definition::Code(code) => {
            for (k, &d) in code.digits().iter().enumerate() {
                let k = k as u64;
                if k > n {
                    break;
                }
                let rest = n - k;
                if k > 0 && d & 1 != 0 && rest == 0 {
                    out.push(vec![]);
                }
                if k > 0 && d & 2 != 0 && rest >= 1 {
                    out.push(vec![rest]);
                }
                if d & 4 != 0 {
                    out.extend((1..=rest / 2).map(|a| vec![a, rest - a]));
                }
                if d & 8 != 0 {
                    for a in 1..=rest / 3 {
                        for b in a..=(rest - a) / 2 {
                            out.push(vec![a, b, rest - a - b]);
                        }
                    }
                }
            }
        }
        Definition::Subtraction(set) => {
            let n = n as usize;
            if set.is_all_but() {
                let excluded = set.set();
                out.extend(
                    (1..=n)
                        .filter(|t| excluded.binary_search(t).is_err())
                        .map(|t| vec![(n - t) as u64]),
                );
            } else {
                out.extend(
                    set.set()
                        .iter()
                        .take_while(|&&s| s <= n)
                        .map(|&s| vec![(n - s) as u64]),
                );
            }
        }
        Definition::Take(rule) => {
            for t in 1..=n {
                if rule.allows(n, t)? {
                    out.push(vec![n - t]);
                }
            }
        }
    }
    Ok(())
}

/// Lists a heap's options, each a multiset of heaps.
type Lister = Box<dyn FnMut(u64, &mut Vec<Vec<u64>>) -> Result<(), LabError>>;

/// The name and the options of a definition, or of a registered game by its descriptor's
/// moves of one number (at its default parameters).
fn lister(target: Target) -> Result<(String, Lister), LabError> {
    let title = target.title();
    match target {
        Target::Defined {
            name,
            mut definition,
        } => Ok((
            name,
            Box::new(move |n, out| options(&mut definition, n, out)),
        )),
        Target::Registered { game, params } => match game.moves {
            Some(spec) => match spec.moves {
                _ if spec.moves.arity() == Some(1) => {
                    let mut played = spec.played(&params);
                    let name = title.clone();
                    Ok((
                        title,
                        Box::new(move |n, out| {
                            let listed = played
                                .options(&Part::Numbers(vec![n]))
                                .map_err(|e| LabError::BadOption(format!("{name}: {e}")))?;
                            out.extend(listed.iter().map(|o| {
                                o.iter().flat_map(|p| p.numbers().iter().copied()).collect()
                            }));
                            Ok(())
                        }),
                    ))
                }
                _ => Err(LabError::BadOption(format!(
                    "`{}`: {}; genus symbols are of one-heap games",
                    game.slug,
                    crate::moves::shape(spec.moves.arity())
                ))),
            },
            None => Err(LabError::BadOption(format!(
                "`{}` is a registered game that gives no moves; genus symbols are computed for \
                 one-heap games given by their moves or rules: {}",
                game.slug,
                crate::define::SYNTAX
            ))),
        },
    }
}

/// `lab genus`: one line per heap `0..=upto` (default [`DEFAULT_UPTO`]) with its genus and
/// whether it is tame, then a summary line: `tame up to n = N` or `wild from n = Y`. When
/// the search meets its budget at heap `n`, the heaps `0..n` it finished are reported all
/// the same, with a last line saying where and why it stopped; the flag is then `false`.
///
/// GAME is a definition, or a one-number rules file (with its `--param` values `params`),
/// whose options are listed by its program ([`RulesGame::options`]).
///
/// # Errors
/// A registered game without one-number moves, a bad definition, a `take:` rule that fails,
/// `params` for a definition, a rules file that does not compile, fails, has positions of more
/// than one number or a move to a heap that is not smaller; a `budget` of stored sums
/// (default [`default_budget`]) more than the memory limit holds.
pub fn genus(
    game: &str,
    params: &[String],
    upto: Option<usize>,
    budget: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<(String, bool), LabError> {
    let (name, table, stopped) = table_of(
        game,
        params,
        upto.unwrap_or(DEFAULT_UPTO) as u64,
        budget,
        progress,
    )?;
    let mut report = render(&name, &table);
    if let Some(why) = &stopped {
        report.push_str(why);
        report.push('\n');
    }
    Ok((report, stopped.is_none()))
}

/// The budget of stored sums when none is given: [`DEFAULT_BUDGET`], or what the memory limit
/// holds at [`BYTES_PER_SUM`] each when that is less ([`crate::memory::limit`]).
pub fn default_budget() -> usize {
    let fits = crate::memory::limit().bytes / BYTES_PER_SUM;
    DEFAULT_BUDGET.min(usize::try_from(fits).unwrap_or(usize::MAX))
}

/// What a stored sum costs, in bytes (its key, value and the map's slot; see
/// [`DEFAULT_BUDGET`]).
pub const BYTES_PER_SUM: u64 = 170;

/// The genus table of heaps `0..=upto` of GAME (a definition or a one-number rules file, as
/// [`genus`] takes), the game's name, and, when the search met its budget, the heap it
/// stopped at and why (the table then holds the heaps below it).
///
/// The options of a rules file are listed by its program once (one line per heap), then fed
/// to [`GenusTable::push`] as a definition's are, so the cost past the listing is the
/// table's: Kayles to 40 as `examples/games/kayles.rs` takes 0.52 s CPU, 2.6 s wall clock
/// (`time target/debug/lab genus examples/games/kayles.rs --upto 40`, program compiled; 2-core
/// Intel Xeon @ 2.00GHz, load 12 from other jobs). Tested in `tests/genus.rs`: the tables of
/// Nim, `sub:1,2,3`, Kayles and Dawson's Kayles as rules files against the engine's plain
/// misère search of every multiset of up to four heaps of `0..=7` (five of `0..=12` in the
/// slow tests), and the output for Kayles and Dawson's Kayles equal to their codes'.
///
/// # Errors
/// As [`genus`].
pub fn table_of(
    game: &str,
    params: &[String],
    upto: u64,
    budget: Option<usize>,
    progress: &mut dyn Progress,
) -> Result<(String, GenusTable, Option<String>), LabError> {
    if is_rules_file(game) {
        let rules = RulesGame::open(game, params)?;
        let name = rules.title();
        if rules.arity() != Some(1) {
            return Err(LabError::BadOption(format!(
                "{name}: {}; genus symbols are for games of one heap (a position of one \
                 number, whose moves may split it into a sum)",
                crate::moves::shape(rules.arity())
            )));
        }
        let listed = rules.options(upto, progress)?;
        let (table, stopped) = build(&name, upto, budget, progress, |n, out| {
            out.extend(listed[n as usize].iter().cloned());
            Ok(())
        })?;
        return Ok((name, table, stopped));
    }
    let target = match Target::parse(game, &[])? {
        Target::Defined { name, .. } if !params.is_empty() => {
            return Err(LabError::BadParam(format!(
                "--param {}: {name} has no parameters (rules files may declare some)",
                params[0]
            )))
        }
        Target::Registered { .. } => Target::parse(game, params)?,
        defined => defined,
    };
    let (name, options) = lister(target)?;
    let (table, stopped) = build(&name, upto, budget, progress, options)?;
    Ok((name, table, stopped))
}

/// The genus table of heaps `0..=upto` whose options `options(n, out)` pushes, and where it
/// stopped when the search met its budget (the heaps before are kept).
fn build(
    name: &str,
    upto: u64,
    budget: Option<usize>,
    progress: &mut dyn Progress,
    mut options: impl FnMut(u64, &mut Vec<Vec<u64>>) -> Result<(), LabError>,
) -> Result<(GenusTable, Option<String>), LabError> {
    let budget = match budget {
        Some(b) => {
            crate::memory::check(
                b as u128 * u128::from(BYTES_PER_SUM),
                &format!("--budget {b} (at {BYTES_PER_SUM} bytes a sum)"),
            )?;
            b
        }
        None => default_budget(),
    };
    let mut table = GenusTable::new().with_budget(budget);
    let mut out = Vec::new();
    progress.start(upto.saturating_add(1));
    for n in 0..=upto {
        out.clear();
        options(n, &mut out)?;
        match table.push(&out) {
            Ok(()) => {}
            // Heap 0 has no options, so at least it is done.
            Err(e @ GenusError::Budget { .. }) => {
                let why = format!(
                    "stopped at heap {n}, heaps 0..={} done: {e}; allow more with --budget \
                     (default {}, from --memory when less)",
                    n - 1,
                    default_budget()
                );
                return Ok((table, Some(why)));
            }
            Err(other) => return Err(LabError::BadDefinition(format!("{name}: {other}"))),
        }
        progress.advance(1);
    }
    Ok((table, None))
}

/// The report: heading, one line per heap, summary.
fn render(name: &str, table: &GenusTable) -> String {
    let last = table.len() - 1;
    let symbols: Vec<String> = (0..=last).map(|n| table.genus(n).to_string()).collect();
    let width = symbols.iter().map(String::len).max().unwrap_or(0).max(5);
    let digits = last.to_string().len();
    let mut s = format!(
        "{name}: genus g^{{γ0γ1...}} of one heap of n = 0..={last} (g: normal value, γk: \
         misère value beside k heaps *2)\n"
    );
    let _ = writeln!(s, "{:>digits$}  {:<width$}  tame", "n", "genus");
    for (n, symbol) in symbols.iter().enumerate() {
        let tame = match table.tameness(n as u64) {
            Tameness::Tame => "tame".to_string(),
            Tameness::WildGenus => "wild".to_string(),
            Tameness::WildOption(m) => format!("wild (its options hold heap {m})"),
        };
        let _ = writeln!(s, "{n:>digits$}  {symbol:<width$}  {tame}");
    }
    match (0..=last).find(|&n| !table.is_tame(n)) {
        None => {
            let _ = writeln!(
                s,
                "tame up to n = {last}: every sum of these heaps plays like misère Nim on the \
                 normal values"
            );
        }
        Some(wild) => {
            let again: Vec<u64> = (wild..=last).filter(|&n| table.is_tame(n)).collect();
            let _ = write!(
                s,
                "wild from n = {wild} (tame up to n = {}",
                wild.saturating_sub(1)
            );
            if !again.is_empty() {
                let named: Vec<String> = again.iter().take(NAMED).map(u64::to_string).collect();
                let more = if again.len() > NAMED { ", ..." } else { "" };
                let _ = write!(s, "; tame again: {}{more}", named.join(", "));
            }
            let _ = writeln!(
                s,
                "): sums of tame heaps play like misère Nim, the others need a search"
            );
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::verify::Silent;
    use shared::game::OctalGame;

    fn listed(game: &str, n: u64) -> Vec<Vec<u64>> {
        let Target::Defined { mut definition, .. } = Target::parse(game, &[]).unwrap() else {
            panic!("{game} is a definition");
        };
        let mut out = Vec::new();
        options(&mut definition, n, &mut out).unwrap();
        out
    }

    #[test]
    fn options_follow_each_kind_of_definition() {
        // Kayles, n = 4: take 1 leaving 3, 1+2; take 2 leaving 2, 1+1.
        assert_eq!(
            listed("0.77", 4),
            [vec![3], vec![1, 2], vec![2], vec![1, 1]]
        );
        // 4.007: split without taking (d0 = 4); take 3 leaving 0, 1 or 2 heaps.
        assert_eq!(listed("4.007", 4), [vec![1, 3], vec![2, 2], vec![1]]);
        assert_eq!(listed("0.8", 4), [vec![1, 1, 1]]);
        assert_eq!(listed("0.8", 6), [vec![1, 1, 3], vec![1, 2, 2]]);
        assert_eq!(listed("sub:1,3", 3), [vec![2], vec![0]]);
        assert_eq!(listed("allbut:2", 3), [vec![2], vec![0]]);
        assert_eq!(listed("take:t % 2 == 0", 5), [vec![3], vec![1]]);
    }

    #[test]
    fn codes_list_the_options_whose_normal_values_are_the_engines() {
        for code in [
            "0.77", "0.07", ".137", "4.007", "0.8", "0.F", "0.16", "0.333",
        ] {
            let Target::Defined { mut definition, .. } = Target::parse(code, &[]).unwrap() else {
                panic!("{code} is a definition");
            };
            let mut table = GenusTable::new();
            let mut out = Vec::new();
            for n in 0..=40 {
                out.clear();
                options(&mut definition, n, &mut out).unwrap();
                table.push(&out).unwrap();
            }
            let engine = OctalGame::parse(code).unwrap().grundy_values_wide(40);
            for (n, &g) in engine.iter().enumerate() {
                assert_eq!(table.genus(n as u64).normal(), g, "{code}: heap {n}");
            }
        }
    }

    #[test]
    fn the_report_names_the_first_wild_heap() {
        let (text, complete) = genus("0.77", &[], Some(6), None, &mut Silent).unwrap();
        assert!(complete);
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[1], "n  genus    tame");
        assert_eq!(lines[7], "5  4^{146}  wild");
        assert_eq!(lines[8], "6  3^{31}   wild (its options hold heap 5)");
        assert!(
            lines[9].starts_with("wild from n = 5 (tame up to n = 4)"),
            "{text}"
        );
        let (tame, _) = genus("sub:1,2,3", &[], Some(9), None, &mut Silent).unwrap();
        assert!(tame
            .lines()
            .last()
            .unwrap()
            .starts_with("tame up to n = 9:"));
    }

    #[test]
    fn registered_games_by_their_moves_have_the_genus_of_the_same_rules() {
        // Nim (P2197's moves) and `take:t <= n`; P4018's moves and its `take:` rule.
        for (slug, rule) in [
            ("p2197", "take:t <= n"),
            ("p4018", "take:is_prime_power(t)"),
        ] {
            let (by_moves, _) = genus(slug, &[], Some(12), None, &mut Silent).unwrap();
            let (by_rule, _) = genus(rule, &[], Some(12), None, &mut Silent).unwrap();
            let body = |t: &str| t.lines().skip(1).map(String::from).collect::<Vec<_>>();
            assert_eq!(body(&by_moves), body(&by_rule), "{slug}");
            assert!(by_moves.starts_with(slug), "{by_moves}");
        }
    }

    #[test]
    fn registered_games_without_moves_are_refused_and_budgets_stop_with_what_is_done() {
        for slug in ["arc137c", "p2252"] {
            assert!(matches!(
                genus(slug, &[], Some(5), None, &mut Silent),
                Err(LabError::BadOption(_))
            ));
        }
        let (text, complete) = genus("0.77", &[], Some(30), Some(100), &mut Silent).unwrap();
        assert!(!complete);
        let last = text.lines().last().unwrap();
        assert!(
            last.starts_with("stopped at heap ") && last.contains("--budget"),
            "{text}"
        );
        // More than any memory holds.
        let err = genus("0.77", &[], Some(30), Some(usize::MAX), &mut Silent).unwrap_err();
        assert!(err.to_string().contains("--budget"), "{err}");
    }
}
