//! What the game lab knows of Kruskal: the single-heap win/lose table, the check of
//! [`monkey_wins`] against [`brute_force_many`] on every small input, random and worst-case
//! inputs. The table follows the prime gaps, so there is no period to know.

use crate::{brute_force_many, monkey_wins, single_heap_outcomes, MIN_HEAP};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_lists, smaller_values, stress, Stress};
use ::study::{check_outcomes, heap_multisets, Game, ParamSpec, ParamValues, Progress};
use ::study::{Moves, MovesSpec};
use ::study::{TableFn, TableSpec, Verdict, VerifySpec, WorstCase};
use shared::primality::prev_prime;

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/kruskal.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "k",
            meaning: "most matches per move",
            default: 2,
            min: 1,
            max: 100,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "h = matches in a single heap",
            max_upto: 200_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every single heap in 3..=25N, pair in 3..=5N/2, triple in 3..=N and \
                     quadruple in 3..=N/2 (who wins, whole game)",
            default_upto: 30,
            max_upto: 60,
        },
        grid: None,
        moves: Some(MovesSpec {
            moves: Moves::Four(rules::moves),
            declared: rules::PARAMS,
            lists: &[],
            table_at: Some(|_, h| vec![vec![0, 0, 0, h]]),
            grid_at: None,
            misere: false,
            not_misere: None,
        }),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n k a[n]:0..=18446744073709551615")])),
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    single_heap_outcomes(upto, params.get("k"))
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let n = upto as u64;
    // Fewer heaps, larger sizes: each family costs about the same to search.
    let inputs: Vec<Vec<u64>> = [(1, 25 * n), (2, 5 * n / 2), (3, n), (4, n / 2)]
        .into_iter()
        .flat_map(|(heaps, largest)| heap_multisets(heaps, MIN_HEAP, largest))
        .collect();
    // One shared memo for all inputs is far cheaper than a search per input.
    let brute = brute_force_many(&inputs, k);
    let indexed: Vec<(usize, Vec<u64>)> = inputs.into_iter().enumerate().collect();
    check_outcomes(
        progress,
        indexed,
        |(_, heaps)| format!("k = {k}, heaps {heaps:?}"),
        |(i, heaps)| (monkey_wins(heaps, k), brute[*i]),
    )
}

/// One to three test cases of one to four heaps in 3..=3+4·size, K in 1..=8 (the brute
/// force's comfortable range).
#[derive(Clone, Debug)]
struct Case(Vec<(Vec<u64>, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let most = MIN_HEAP + 4 * u64::from(size);
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                let heaps = (0..rng.usize(1..=4))
                    .map(|_| rng.u64(MIN_HEAP..=most))
                    .collect();
                (heaps, rng.u64(1..=8))
            })
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        let smaller = |(heaps, k): &(Vec<u64>, u64)| -> Vec<(Vec<u64>, u64)> {
            let fewer = smaller_lists(heaps, 1, MIN_HEAP)
                .into_iter()
                .map(|h| (h, *k));
            let lower = smaller_values(*k, 1)
                .into_iter()
                .map(|k| (heaps.clone(), k));
            fewer.chain(lower).collect()
        };
        smaller_cases(&self.0, 1, smaller)
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        let mut input = format!("{}\n", self.0.len());
        for (heaps, k) in &self.0 {
            input.push_str(&format!("\n{} {k}\n", heaps.len()));
            for h in heaps {
                input.push_str(&format!("{h}\n"));
            }
        }
        input
    }
}

/// 67 tests of 200 heaps up to BOJ's bound 5,647,483,922, K = 100, every heap at the top of
/// one of the 1000 largest prime gaps in the 3·10^7 below that bound: every heap needs a long
/// downward prime search and none ends a test early (no heap prime, every d > K).
fn worst_cases() -> Vec<WorstCase> {
    const TOP: u64 = 5_647_483_922;
    const WINDOW: u64 = 30_000_000;
    const TESTS: usize = 67;
    const HEAPS: usize = 200;
    const K: u64 = 100;
    // (gap, prime above the gap) for every gap in the window.
    let mut gaps: Vec<(u64, u64)> = Vec::new();
    let mut above = prev_prime(TOP + 1).unwrap();
    while above > TOP - WINDOW {
        let below = prev_prime(above).unwrap();
        gaps.push((above - below, above));
        above = below;
    }
    gaps.sort_unstable_by(|a, b| b.cmp(a));
    gaps.truncate(1000);
    let smallest = gaps.last().unwrap().0;
    assert!(smallest > K + 10, "window too small: gap {smallest}");

    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let mut input = format!("{TESTS}\n");
    for _ in 0..TESTS {
        input.push_str(&format!("\n{HEAPS} {K}\n"));
        for _ in 0..HEAPS {
            let (gap, above) = gaps[rng.usize(..gaps.len())];
            // Just below the prime above the gap: d = gap - 1 - offset > K.
            let offset = rng.u64(..10);
            debug_assert!(gap - 1 - offset > K);
            input.push_str(&format!("{}\n", above - 1 - offset));
        }
    }
    vec![WorstCase {
        name: "67 tests of 200 heaps at the largest prime gaps below 5,647,483,922, K = 100",
        input,
    }]
}
