//! What a table shows about its period, and whether it is proven: the last line of `lab table`
//! and the comment of `lab rule`.
//!
//! A period read off a finite table is only ever a conjecture: nothing in the first N values of
//! an arbitrary sequence says what comes next. It is proven only where a theorem turns a finite
//! check into a statement about every n: for take-and-break codes and finite subtraction sets
//! (`sub:`, and a registered game whose descriptor declares its moves a subtraction set,
//! [`study::Moves::Subtraction`]), the Guy–Smith criterion
//! ([`shared::game::take_and_break_period`]); a win/lose period is then derived from the
//! proven Grundy period ([`Finding::win_lose`]). Other registered games and `take:` rules have
//! no such criterion here: their periods are always conjectures.

use crate::table::{each_slice, Values};
use shared::game::{arithmetic_period, eventual_period, Period, PeriodVerdict};

/// What a table of `0..=seen_upto` shows about the eventual period of its values.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Finding {
    /// Periodic forever, by a theorem checked on the table.
    Proven {
        /// The pre-period.
        start: usize,
        /// The period.
        length: usize,
        /// The last position the proof read.
        proven_by: usize,
    },
    /// The table repeats, but nothing proves that it goes on.
    Conjectured {
        /// The pre-period seen.
        start: usize,
        /// The period seen.
        length: usize,
        /// The last position of the table.
        seen_upto: usize,
        /// The last position a proof would read, when the game has a proof criterion (past
        /// `usize::MAX` for a game that takes that many tokens at once: no table reaches it).
        proof_needs: Option<u128>,
    },
    /// `G(n + length) = G(n) + saltus` for every `n >= start` seen; always a conjecture.
    Arithmetic {
        /// The pre-period seen.
        start: usize,
        /// The period seen.
        length: usize,
        /// What the values grow by each period (> 0).
        saltus: u64,
        /// The last position of the table.
        seen_upto: usize,
    },
    /// No period shows.
    None {
        /// The last position of the table.
        seen_upto: usize,
    },
}

impl Finding {
    /// The last line of `lab table`: `period L from S (proven by n = X)`, `conjectured: period
    /// L from S, seen over 0..=N` (with `; a proof needs n >= X` when a proof criterion
    /// exists), `conjectured: arithmetic period L from S, saltus s, seen over 0..=N`, or `no
    /// period up to N`. Every line that names a period contains `period L from S`.
    pub fn line(&self) -> String {
        match *self {
            Finding::Proven {
                start,
                length,
                proven_by,
            } => format!("period {length} from {start} (proven by n = {proven_by})"),
            Finding::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs,
            } => {
                let proof =
                    proof_needs.map_or(String::new(), |x| format!("; a proof needs n >= {x}"));
                format!(
                    "conjectured: period {length} from {start}, seen over 0..={seen_upto}{proof}"
                )
            }
            Finding::Arithmetic {
                start,
                length,
                saltus,
                seen_upto,
            } => format!(
                "conjectured: arithmetic period {length} from {start}, saltus {saltus}, seen over \
                 0..={seen_upto}"
            ),
            Finding::None { seen_upto } => format!("no period up to {seen_upto}"),
        }
    }

    /// Whether the period is proven.
    pub fn is_proven(&self) -> bool {
        matches!(self, Finding::Proven { .. })
    }

    /// The period (plain or arithmetic) and its saltus (0 for a plain one), if one shows.
    pub fn period(&self) -> Option<(Period, u64)> {
        match *self {
            Finding::Proven { start, length, .. } | Finding::Conjectured { start, length, .. } => {
                Some((Period { start, length }, 0))
            }
            Finding::Arithmetic {
                start,
                length,
                saltus,
                ..
            } => Some((Period { start, length }, saltus)),
            Finding::None { .. } => None,
        }
    }

    /// The finding of a [`PeriodVerdict`] (from a game with a proof criterion), falling back
    /// to an arithmetic period of the Grundy `values` when no plain one shows.
    pub fn from_verdict(verdict: PeriodVerdict, values: &Values) -> Finding {
        match verdict {
            PeriodVerdict::Proven(p) => Finding::Proven {
                start: p.start(),
                length: p.length(),
                proven_by: p.proven_by(),
            },
            PeriodVerdict::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs,
            } => Finding::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs,
            },
            PeriodVerdict::None { .. } => arithmetic(values),
        }
    }

    /// A conjecture read off any table (a game with no proof criterion): the eventual period,
    /// else (Grundy values) an arithmetic period, else none.
    pub fn conjecture(values: &Values) -> Finding {
        let seen_upto = values.len().saturating_sub(1);
        match values.period() {
            Some(Period { start, length }) => Finding::Conjectured {
                start,
                length,
                seen_upto,
                proof_needs: None,
            },
            None => arithmetic(values),
        }
    }

    /// The win/lose finding of `win` (the win/lose view of the Grundy values of which `grundy`
    /// is the finding).
    ///
    /// A proven Grundy period `L` from `S` proves the win/lose values `L`-periodic from `S`;
    /// their least period `L'` divides `L` (two eventual periods of one infinite sequence have
    /// their gcd as one too) and is the least divisor that holds over one block `S..S + L`
    /// (by `L`-periodicity the block repeats forever); the least start is then read off the
    /// table below `S`. Otherwise the win/lose table's own period is a conjecture, with the
    /// Grundy proof's requirement when its period is a multiple of the win/lose one.
    pub fn win_lose(grundy: &Finding, win: &[bool]) -> Finding {
        let seen_upto = win.len().saturating_sub(1);
        if let Finding::Proven {
            start,
            length,
            proven_by,
        } = *grundy
        {
            let holds = |d: usize| (start..start + length).all(|i| win[i] == win[i + d]);
            if start + 2 * length <= win.len() {
                let least = (1..=length)
                    .filter(|d| length % d == 0)
                    .find(|&d| holds(d))
                    .unwrap_or(length);
                let mut first = start;
                while first > 0 && win[first - 1] == win[first - 1 + least] {
                    first -= 1;
                }
                return Finding::Proven {
                    start: first,
                    length: least,
                    proven_by: proven_by.max(start + length + least - 1),
                };
            }
        }
        match eventual_period(win) {
            Some(Period { start, length }) => {
                let proof_needs = match *grundy {
                    Finding::Conjectured {
                        length: g,
                        proof_needs,
                        ..
                    } if g % length == 0 => proof_needs,
                    _ => None,
                };
                Finding::Conjectured {
                    start,
                    length,
                    seen_upto,
                    proof_needs,
                }
            }
            None => Finding::None { seen_upto },
        }
    }
}

/// An arithmetic period of Grundy values (a conjecture), or none.
fn arithmetic(values: &Values) -> Finding {
    let seen_upto = values.len().saturating_sub(1);
    if !values.is_grundy() {
        return Finding::None { seen_upto };
    }
    match each_slice!(values, v => arithmetic_period(v)) {
        Some(a) => Finding::Arithmetic {
            start: a.start,
            length: a.length,
            saltus: a.saltus,
            seen_upto,
        },
        None => Finding::None { seen_upto },
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shared::game::{OctalGame, SubtractionGame};

    #[test]
    fn every_line_names_its_period() {
        let lines = [
            Finding::Proven {
                start: 71,
                length: 12,
                proven_by: 167,
            },
            Finding::Conjectured {
                start: 71,
                length: 12,
                seen_upto: 160,
                proof_needs: Some(167),
            },
            Finding::Conjectured {
                start: 71,
                length: 12,
                seen_upto: 160,
                proof_needs: None,
            },
            Finding::Arithmetic {
                start: 71,
                length: 12,
                saltus: 3,
                seen_upto: 160,
            },
        ]
        .map(|f| f.line());
        assert_eq!(lines[0], "period 12 from 71 (proven by n = 167)");
        assert_eq!(
            lines[1],
            "conjectured: period 12 from 71, seen over 0..=160; a proof needs n >= 167"
        );
        assert_eq!(
            lines[2],
            "conjectured: period 12 from 71, seen over 0..=160"
        );
        assert_eq!(
            lines[3],
            "conjectured: arithmetic period 12 from 71, saltus 3, seen over 0..=160"
        );
        for line in &lines {
            assert!(line.contains("period 12 from 71"), "{line}");
        }
        assert_eq!(Finding::None { seen_upto: 9 }.line(), "no period up to 9");
    }

    fn code_findings(code: &str, upto: usize) -> (Finding, Finding) {
        let game = OctalGame::parse(code).unwrap();
        let g = Values::Grundy(game.grundy_values(upto));
        let Values::Grundy(raw) = &g else {
            unreachable!()
        };
        let grundy = Finding::from_verdict(game.period_verdict(raw), &g);
        let Values::WinLose(w) = g.to_win_lose() else {
            unreachable!()
        };
        (grundy, Finding::win_lose(&grundy, &w))
    }

    #[test]
    fn kayles_win_lose_is_proven_from_its_grundy_period() {
        let (grundy, win) = code_findings("0.77", 300);
        assert_eq!(
            grundy,
            Finding::Proven {
                start: 71,
                length: 12,
                proven_by: 167
            }
        );
        // Kayles loses only at 0 (a single row is always a first-player win): period 1 from 1.
        assert_eq!(
            win,
            Finding::Proven {
                start: 1,
                length: 1,
                proven_by: 167
            }
        );
        // A short table proves nothing, in either view.
        let (grundy, win) = code_findings("0.77", 120);
        assert!(
            !grundy.is_proven() && !win.is_proven(),
            "{grundy:?} {win:?}"
        );
    }

    #[test]
    fn a_derived_win_lose_period_is_the_least_one() {
        // Finite subtraction sets: every Grundy period proven, and the win/lose period derived
        // from it is the one the win/lose table itself shows (a divisor of the Grundy period).
        for set in [&[1, 2][..], &[2, 3], &[1, 3], &[1, 4], &[2, 5, 7]] {
            let game = SubtractionGame::finite(set);
            let g = Values::from_grundy(game.grundy_values(400));
            let raw: Vec<u32> = (0..g.len()).map(|n| g.get(n)).collect();
            let grundy = Finding::from_verdict(game.period_verdict(&raw), &g);
            let Values::WinLose(w) = g.to_win_lose() else {
                unreachable!()
            };
            let win = Finding::win_lose(&grundy, &w);
            let (Some((gp, _)), Some((wp, _))) = (grundy.period(), win.period()) else {
                panic!("{set:?}: {grundy:?} {win:?}")
            };
            assert!(grundy.is_proven() && win.is_proven(), "{set:?}");
            // The derived period agrees with what the win/lose table itself shows.
            assert_eq!(eventual_period(&w), Some(wp), "{set:?}");
            assert_eq!(gp.length % wp.length, 0, "{set:?}");
        }
    }

    #[test]
    fn conjectures_from_any_table() {
        let v = Values::Grundy((0..100).map(|n| (n % 7) as u16).collect());
        assert_eq!(
            Finding::conjecture(&v),
            Finding::Conjectured {
                start: 0,
                length: 7,
                seen_upto: 99,
                proof_needs: None
            }
        );
        let v = Values::Grundy((0..100).map(|n| (n / 2) as u16).collect());
        assert_eq!(
            Finding::conjecture(&v),
            Finding::Arithmetic {
                start: 0,
                length: 2,
                saltus: 1,
                seen_upto: 99
            }
        );
        let v = Values::WinLose((0..100).map(|n: u32| n.is_power_of_two()).collect());
        assert_eq!(Finding::conjecture(&v), Finding::None { seen_upto: 99 });
    }
}
