//! IPSC 2006 K "Kruskal": bounded Nim (take 1..=K) where leaving a prime heap wins at once.

use super::{Game, TableFn, TableSpec, VerifySpec};
use crate::params::{ParamSpec, ParamValues};
use crate::verify::{check_outcomes, heap_multisets, Progress, Verdict};
use ipsc_kruskal_prime_heaps::{brute_force_many, monkey_wins, single_heap_outcomes, MIN_HEAP};

pub fn game() -> Game {
    Game {
        slug: "ipsc-kruskal-prime-heaps",
        summary: "take 1 to K from a heap; leaving any prime heap wins at once",
        params: &[ParamSpec {
            name: "k",
            meaning: "most matches per move",
            default: 2,
            min: 1,
            max: 100,
        }],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "h = matches in a single heap",
            max_upto: 200_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 to 3 heaps of 3..=N matches (who wins, whole game)",
            default_upto: 30,
            max_upto: 60,
        },
        grid: None,
        stress: None,
        worst_cases: None,
        known_periods: &[],
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    single_heap_outcomes(upto, params.get("k"))
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let inputs: Vec<Vec<u64>> = (1..=3)
        .flat_map(|heaps| heap_multisets(heaps, MIN_HEAP, upto as u64))
        .collect();
    // One shared memo for all inputs is far cheaper than a search per input.
    let brute = brute_force_many(k, &inputs);
    let indexed: Vec<(usize, Vec<u64>)> = inputs.into_iter().enumerate().collect();
    check_outcomes(
        progress,
        indexed,
        |(_, heaps)| format!("k = {k}, heaps {heaps:?}"),
        |(i, heaps)| (monkey_wins(k, heaps), brute[*i]),
    )
}
