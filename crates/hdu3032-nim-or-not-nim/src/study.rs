//! What the game lab knows of HDU 3032: the one-heap Grundy table from the rules, the check of
//! [`first_player_wins`] against the search over whole heap multisets, random inputs through
//! [`solve`](crate::solve) and [`brute_solve`](crate::brute_solve), worst cases. The lab reads
//! the table as "conjectured: arithmetic period 4 from 1, saltus 4"; the crate documentation
//! proves it. `known_periods` is empty: it holds plain periods only.

use crate::{first_player_wins, heap_game, MAX_CASES_JUDGE, MAX_HEAP, MAX_HEAPS};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lists, smaller_counted_lists, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, partitions, Game, ParamValues, Progress, TableFn, TableSpec};
use ::study::{Verdict, VerifySpec, WorstCase};
use shared::game::grundy_table;

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/lasker.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::Grundy(|_, upto| grundy_from_rules(upto)),
            position: "x = objects in one heap",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of heaps with at most N objects in all (who wins, whole game)",
            default_upto: 20,
            max_upto: 32,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "n:0..=100000 a[n]:0..=18446744073709551615")])),
    }
}

/// One heap's Grundy values from the rules: the mex over every smaller heap (removals) and
/// every split `a + (x - a)`, `1 <= a <= x/2`.
///
/// # Complexity
/// O(upto^2): 0.1 s for 10^4 in release.
pub fn grundy_from_rules(upto: usize) -> Vec<u32> {
    grundy_table(upto, |x, g, seen| {
        seen.extend(g[..x].iter().copied());
        seen.extend((1..=x / 2).map(|a| g[a] ^ g[x - a]));
    })
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    // One search for all multisets: each shares the positions below it.
    let mut game = heap_game();
    check_outcomes(
        progress,
        partitions(upto as u32),
        |heaps| format!("heaps {heaps:?}"),
        |heaps| {
            let wide: Vec<u64> = heaps.iter().map(|&h| u64::from(h)).collect();
            (first_player_wins(&wide), game.wins(heaps))
        },
    )
}

/// One to three cases of one to six heaps, at most `4 + size` objects in a case (so at most
/// 20: a few thousand multisets for the brute force), a heap of 0 now and then.
#[derive(Clone, Debug)]
struct Case(Vec<Vec<u64>>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let budget = 4 + u64::from(size);
        let cases = (0..rng.usize(1..=3))
            .map(|_| {
                let mut left = rng.u64(1..=budget);
                let mut heaps = Vec::new();
                while left > 0 && heaps.len() < 6 {
                    let heap = if rng.u8(..10) == 0 {
                        0
                    } else {
                        rng.u64(1..=left)
                    };
                    heaps.push(heap);
                    left -= heap;
                }
                heaps
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

/// One case of 10^6 heaps of 2^31 - 1 (an 11 MB input), and 100 cases of 10^4 random heaps up
/// to 2^31 - 1 (10^6 heaps in all). The judge's bounds allow 100 cases of 10^6 heaps, a
/// 1.1 GB input that no program reads in its 1 s: its data must be far smaller.
fn worst_cases() -> Vec<WorstCase> {
    let top = vec![MAX_HEAP.to_string(); MAX_HEAPS].join(" ");
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1du64);
    let per_case = MAX_HEAPS / MAX_CASES_JUDGE;
    let mut random = format!("{MAX_CASES_JUDGE}\n");
    for _ in 0..MAX_CASES_JUDGE {
        let heaps: Vec<String> = (0..per_case)
            .map(|_| rng.u64(1..=MAX_HEAP).to_string())
            .collect();
        random.push_str(&format!("{per_case}\n{}\n", heaps.join(" ")));
    }
    vec![
        WorstCase {
            name: "one case of 10^6 heaps of 2^31 - 1",
            input: format!("1\n{MAX_HEAPS}\n{top}\n"),
        },
        WorstCase {
            name: "100 cases of 10^4 random heaps up to 2^31 - 1",
            input: random,
        },
    ]
}
