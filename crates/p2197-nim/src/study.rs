//! What the game lab knows of P2197: the Grundy values of one heap (from the rules: a heap of
//! `n` moves to every smaller heap), the check of [`first_player_wins`] against the search over
//! whole positions, random and worst-case judge inputs.

use crate::{first_player_wins, heap_game, position, JUDGE_CASES, JUDGE_HEAPS, JUDGE_HEAP_SIZE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lists, smaller_counted_lists, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, heap_multisets, Game, KnownPeriod, ParamValues, Progress};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};
use shared::game::grundy_table;

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/nim.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(one_heap),
            position: "n = stones in a single heap",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 to 5 heaps of 0..=N stones (who wins, whole game)",
            default_upto: 8,
            max_upto: 15,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[KnownPeriod {
            // One heap: only 0 is lost (take the whole heap), so win/lose is constant from 1.
            params: &[],
            grundy: false,
            upto: 1_000,
            start: 1,
            length: 1,
        }],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 a[n]:0..=18446744073709551615")])),
    }
}

/// One heap from the rules: `n` moves to every `r < n`, so its value is the mex of all smaller
/// ones (it comes out as `n`; quadratic, hence the table's limit).
fn one_heap(_: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_table(upto, |n, g, seen| seen.extend(g[..n].iter().copied()))
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let mut game = heap_game();
    let inputs: Vec<Vec<u64>> = (1..=5)
        .flat_map(|heaps| heap_multisets(heaps, 0, upto as u64))
        .collect();
    check_outcomes(
        progress,
        inputs,
        |heaps| format!("heaps {heaps:?}"),
        |heaps| (first_player_wins(heaps), game.wins(&position(heaps))),
    )
}

/// One to four test cases of one to five heaps of `0..=2 + size / 2` stones (at most 10: a few
/// thousand positions for the search).
#[derive(Clone, Debug)]
struct Case(Vec<Vec<u64>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let largest = 2 + u64::from(size) / 2;
        let cases = (0..rng.usize(1..=4))
            .map(|_| {
                (0..rng.usize(1..=5))
                    .map(|_| rng.u64(0..=largest))
                    .collect()
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_counted_lists(&self.0, 0)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lists(&self.0)
    }
}

/// The judge's largest input: 10 cases of 10^4 heaps below 10^4 (random from a fixed seed,
/// five-digit tokens), and the same count of heaps at `u64::MAX`, past the judge's limits.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x9e37_79b9_7f4a_7c15u64);
    let mut judge = format!("{JUDGE_CASES}\n");
    let mut wide = judge.clone();
    for _ in 0..JUDGE_CASES {
        let heaps: Vec<String> = (0..JUDGE_HEAPS)
            .map(|_| rng.u64(1000..=JUDGE_HEAP_SIZE).to_string())
            .collect();
        judge.push_str(&format!("{JUDGE_HEAPS}\n{}\n", heaps.join(" ")));
        let huge = vec![u64::MAX.to_string(); JUDGE_HEAPS];
        wide.push_str(&format!("{JUDGE_HEAPS}\n{}\n", huge.join(" ")));
    }
    vec![
        WorstCase {
            name: "10 cases of 10^4 heaps below 10^4 (the judge's limit)",
            input: judge,
        },
        WorstCase {
            name: "10 cases of 10^4 heaps of 2^64 - 1 (past the limit)",
            input: wide,
        },
    ]
}
