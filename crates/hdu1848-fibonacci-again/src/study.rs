//! What the game lab knows of HDU 1848: the one-heap Grundy table from the rules, the check
//! of [`first_player_wins`]'s rule against the search over whole triples, random inputs
//! through [`solve`](crate::solve) and [`brute_solve`](crate::brute_solve), worst cases. The
//! table shows no period up to 1000 (the judge's range), so none is claimed.

use crate::{grundy_values, heap_game, moves, wins_with, MAX_HEAP};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_values, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, heap_multisets, Game, ParamValues, Progress, TableFn};
use ::study::{TableSpec, Verdict, VerifySpec, WorstCase};
use shared::game::grundy_table;

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/hdu1848.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy_from_rules),
            position: "x = stones in one heap",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every triple of heaps in 0..=N (who wins, whole game)",
            default_upto: 30,
            max_upto: 80,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Sentinel, "m n p"), (Layout::Eof, "m n p")])),
    }
}

/// One heap's Grundy values from the rules ([`moves`] into the shared table engine).
fn grundy_from_rules(_: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_table(upto, |x, g, seen| {
        seen.extend(moves(x as u32).into_iter().map(|r| g[r as usize]));
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let grundy = grundy_values(upto);
    // One search for all triples: each shares the positions below it.
    let mut game = heap_game();
    check_outcomes(
        progress,
        heap_multisets(3, 0, upto as u64),
        |heaps| format!("heaps {heaps:?}"),
        |heaps| {
            let heaps: Vec<u32> = heaps.iter().map(|&h| h as u32).collect();
            (wins_with(&grundy, &heaps), game.wins(&heaps))
        },
    )
}

/// One to five cases of heaps in 0..=2 + 2·size (never all three 0), ended by `0 0 0` three
/// times in four, otherwise by the end of the input.
#[derive(Clone, Debug)]
struct Case {
    triples: Vec<[u64; 3]>,
    terminated: bool,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 2 + 2 * u64::from(size);
        let triples = (0..rng.usize(1..=5))
            .map(|_| {
                let mut t = [0; 3].map(|_| {
                    if rng.u8(..8) == 0 {
                        0
                    } else {
                        rng.u64(1..=most)
                    }
                });
                if t == [0, 0, 0] {
                    t[rng.usize(..3)] = rng.u64(1..=most);
                }
                t
            })
            .collect();
        Case {
            triples,
            terminated: rng.u8(..4) != 0,
        }
    }

    fn shrink(&self) -> Vec<Self> {
        let smaller = |t: &[u64; 3]| -> Vec<[u64; 3]> {
            (0..3)
                .flat_map(|i| {
                    smaller_values(t[i], 0).into_iter().map(move |v| {
                        let mut s = *t;
                        s[i] = v;
                        s
                    })
                })
                .filter(|s| *s != [0, 0, 0])
                .collect()
        };
        let mut out: Vec<Case> = smaller_cases(&self.triples, 1, smaller)
            .into_iter()
            .map(|triples| Case {
                triples,
                terminated: self.terminated,
            })
            .collect();
        if self.terminated {
            out.push(Case {
                triples: self.triples.clone(),
                terminated: false,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        let mut text = String::new();
        for [m, n, p] in &self.triples {
            text.push_str(&format!("{m} {n} {p}\n"));
        }
        if self.terminated {
            text.push_str("0 0 0\n");
        }
        text
    }
}

/// 10^5 cases of random heaps in 1..=1000 (the judge does not say how many cases it has; this
/// is a 1.3 MB input), and 10^5 cases of three heaps of 1000.
fn worst_cases() -> Vec<WorstCase> {
    let cases = 100_000;
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut random = String::new();
    for _ in 0..cases {
        let [m, n, p] = [0; 3].map(|_| rng.u32(1..=MAX_HEAP));
        random.push_str(&format!("{m} {n} {p}\n"));
    }
    random.push_str("0 0 0\n");
    let top = format!("{MAX_HEAP} {MAX_HEAP} {MAX_HEAP}\n");
    vec![
        WorstCase {
            name: "10^5 cases of random heaps in 1..=1000, then 0 0 0",
            input: random,
        },
        WorstCase {
            name: "10^5 cases of 1000 1000 1000, then 0 0 0",
            input: format!("{}0 0 0\n", top.repeat(cases)),
        },
    ]
}
