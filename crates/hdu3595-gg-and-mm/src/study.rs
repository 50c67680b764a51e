//! What the game lab knows of HDU 3595: one game's moves (Euclid's game on a pair of piles) for
//! `lab value`, one game's outcome as a grid, the check of [`first_player_wins`] against the
//! search over whole contests, random and worst-case inputs. The contest itself, a move in
//! every game at once, is the lab's continued conjunctive compound of these moves
//! (`lab value hdu3595 1,2 + 2,3 --compound continued`: the largest suspense number decides);
//! the lab's tests check [`first_player_wins`] and [`crate::step`] against it.

use crate::{contest_game, first_player_wins, step_table};
use crate::{MAX_CASES_JUDGE, MAX_GAMES_JUDGE, MAX_PILE_JUDGE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_pairs, stress, Stress};
use ::study::{check_outcomes, Game, Grid, GridSpec, MovesSpec, ParamValues, Progress, Verdict};
use ::study::{VerifySpec, WorstCase};

/// One game's moves, from the rules file that `lab` also reads (the lab compiles it with the
/// current toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
/// A game here moves as in Euclid's game, and one with an empty pile is finished.
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/euclid.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: None,
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 to 3 games with piles in 0..=N (who wins the whole \
                     contest, searched)",
            default_upto: 6,
            max_upto: 10,
        },
        grid: Some(GridSpec {
            grid,
            max_size: 1_000,
        }),
        moves: Some(MovesSpec::pair(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| {
            shapes(&[
                (Layout::Sentinel, "n games[n](p q)"),
                (Layout::Eof, "n games[n](p q)"),
            ])
        }),
    }
}

/// One game alone: won where its step (from the definition, [`step_table`]) is odd.
fn grid(_: &ParamValues, size: usize) -> Grid {
    let steps = step_table(size);
    Grid::from_fn(("p", 1, size), ("q", 1, size), |p, q| {
        steps[p as usize][q as usize] % 2 == 1
    })
}

/// Every sorted pair of piles in `0..=upto`, then every multiset of one to three of them.
fn contests(upto: u64) -> Vec<Vec<(u64, u64)>> {
    let pairs: Vec<(u64, u64)> = (0..=upto)
        .flat_map(|p| (p..=upto).map(move |q| (p, q)))
        .collect();
    let mut out = Vec::new();
    for i in 0..pairs.len() {
        out.push(vec![pairs[i]]);
        for j in i..pairs.len() {
            out.push(vec![pairs[i], pairs[j]]);
            for &third in &pairs[j..] {
                out.push(vec![pairs[i], pairs[j], third]);
            }
        }
    }
    out
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    // One search for all contests: each shares the positions below it.
    let mut game = contest_game();
    check_outcomes(
        progress,
        contests(upto as u64),
        |games| format!("games {games:?}"),
        |games| (first_player_wins(games), game.wins(&crate::contest(games))),
    )
}

/// One to three cases of one to three games with piles up to `2 + size / 2` (at most 10, a
/// 0 now and then), the input ended by its end or by a count of 0.
#[derive(Clone, Debug)]
struct Case {
    cases: Vec<Vec<(u64, u64)>>,
    ended_by_zero: bool,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = 2 + u64::from(size) / 2;
        let pile = |rng: &mut ::study::fastrand::Rng| {
            if rng.u8(..10) == 0 {
                0
            } else {
                rng.u64(1..=most)
            }
        };
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                (0..rng.usize(1..=3))
                    .map(|_| (pile(rng), pile(rng)))
                    .collect()
            })
            .collect();
        Case {
            cases,
            ended_by_zero: rng.bool(),
        }
    }

    fn shrink(&self) -> Vec<Self> {
        let games =
            |games: &Vec<(u64, u64)>| smaller_cases(games, 1, |&pair| smaller_pairs(pair, (0, 0)));
        let mut out: Vec<Case> = smaller_cases(&self.cases, 1, games)
            .into_iter()
            .map(|cases| Case {
                cases,
                ended_by_zero: self.ended_by_zero,
            })
            .collect();
        if self.ended_by_zero {
            out.push(Case {
                cases: self.cases.clone(),
                ended_by_zero: false,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        let mut text = String::new();
        for games in &self.cases {
            text += &format!("{}\n", games.len());
            for (p, q) in games {
                text += &format!("{p} {q}\n");
            }
        }
        if self.ended_by_zero {
            text += "0\n";
        }
        text
    }
}

/// The judge's largest input, 100 cases of 1000 games: all at `(408, 985)`, the largest step
/// below 1000 (15 Euclid steps a game); and random piles in `1..=1000`.
fn worst_cases() -> Vec<WorstCase> {
    let mut deepest = String::new();
    let mut random = String::new();
    let mut rng = ::study::fastrand::Rng::with_seed(0x3595);
    for _ in 0..MAX_CASES_JUDGE {
        deepest += &format!("{MAX_GAMES_JUDGE}\n");
        random += &format!("{MAX_GAMES_JUDGE}\n");
        for _ in 0..MAX_GAMES_JUDGE {
            deepest += "408 985\n";
            let (p, q) = (rng.u64(1..=MAX_PILE_JUDGE), rng.u64(1..=MAX_PILE_JUDGE));
            random += &format!("{p} {q}\n");
        }
    }
    vec![
        WorstCase {
            name: "100 cases of 1000 games at (408, 985), the largest step below 1000",
            input: deepest,
        },
        WorstCase {
            name: "100 cases of 1000 games of random piles up to 1000",
            input: random,
        },
    ]
}
