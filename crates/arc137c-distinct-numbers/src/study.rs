//! What the game lab knows of ARC137 C: one row of the game (the values below the maximum fixed
//! as a run of `n - 1` consecutive values from `start`, the maximum varying), the check of
//! [`alice_wins`] against the game-tree search of the rules, random and worst-case inputs.

use crate::{alice_wins, moves, outcome_by_maximum, MAX_N};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_lists, stress, Stress};
use ::study::WorstCase;
use ::study::{
    check_outcomes, Game, ParamSpec, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec,
};
use shared::game::GameTree;

/// The moves from the rules, as the rules file `examples/games/arc137c.rs` gives them.
#[path = "../../../examples/games/arc137c.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[
            ParamSpec {
                name: "n",
                meaning: "values in the set, the maximum included",
                default: 3,
                min: 1,
                max: 5,
                kind: ::study::ParamKind::Number,
            },
            ParamSpec {
                name: "start",
                meaning: "the lower values are start, start + 1, ..., start + n - 2",
                default: 2,
                min: 0,
                max: 20,
                kind: ::study::ParamKind::Number,
            },
        ],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "top = the maximum (P up to the lower values' largest: not a position)",
            max_upto: 40,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every non-empty set of values within 0..=N (who wins, game-tree search)",
            default_upto: 10,
            max_upto: 15,
        },
        grid: None,
        moves: Some(::study::MovesSpec::row(rules::moves, rules::check)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n a[n]:0..=18446744073709551615")])),
    }
}

fn win_lose(params: &ParamValues, upto: usize) -> Vec<bool> {
    let (n, start) = (params.get("n"), params.get("start"));
    let lower: Vec<u64> = (start..start + n - 1).collect();
    outcome_by_maximum(&lower, upto as u64)
}

/// Every non-empty subset of `0..=upto`. The brute force's search is shared by all of them
/// (the same search as [`brute_force`], from the rules: every set's followers are smaller sets
/// of the same universe), so `upto = 15` (65,535 sets) takes a second.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let universe = upto as u32 + 1;
    let sets: Vec<Vec<u64>> = (1u64..1 << universe)
        .map(|mask| {
            (0..universe as u64)
                .filter(|v| mask >> v & 1 == 1)
                .collect()
        })
        .collect();
    let mut tree = GameTree::new(moves);
    check_outcomes(
        progress,
        sets,
        |set| format!("set {set:?}"),
        |set| (alice_wins(set), tree.wins(set)),
    )
}

/// A strictly increasing set of 1 to 4 values of at most 20 (the brute force's comfortable
/// range); half of them with the top two adjacent, the case the parity decides.
#[derive(Clone, Debug)]
struct Case(Vec<u64>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let bound = 4 + u64::from(size);
        let n = rng.usize(1..=4);
        let mut set: Vec<u64> = Vec::new();
        while set.len() < n {
            let v = rng.u64(0..=bound);
            if !set.contains(&v) {
                set.push(v);
            }
        }
        set.sort_unstable();
        if n >= 2 && rng.bool() {
            let top = set[n - 1];
            if !set.contains(&(top - 1)) {
                set[n - 2] = top - 1;
                set.sort_unstable();
            }
        }
        Case(set)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, 0)
            .into_iter()
            .map(|mut set| {
                set.sort_unstable();
                set.dedup();
                Case(set)
            })
            .filter(|c| c.0 != self.0)
            .collect()
    }

    fn judge_input(&self) -> String {
        let values: Vec<String> = self.0.iter().map(u64::to_string).collect();
        format!("{}\n{}\n", self.0.len(), values.join(" "))
    }
}

/// The longest inputs: 3·10^5 values (the most the judge gives), up to 10^9.
fn worst_cases() -> Vec<WorstCase> {
    const N: u64 = 300_000;
    const MAX: u64 = 1_000_000_000;
    debug_assert!(N as usize <= MAX_N);
    let line = |values: Vec<u64>| {
        let values: Vec<String> = values.iter().map(u64::to_string).collect();
        format!("{N}\n{}\n", values.join(" "))
    };
    // Step 3333: the N - 1 lower values stay below MAX - 1.
    let step = MAX / N;
    let spread = (0..N - 1)
        .map(|i| MAX - 1 - (N - 2 - i) * step)
        .chain([MAX])
        .collect();
    vec![
        WorstCase {
            name: "3·10^5 values spread up to 10^9, the top two adjacent (the parity decides)",
            input: line(spread),
        },
        WorstCase {
            name: "3·10^5 values 0..N - 1: no move at all",
            input: line((0..N).collect()),
        },
    ]
}

#[cfg(test)]
mod moves_tests {
    use super::*;
    use ::study::moves::{check_rows, Part, Quantity};

    /// The moves played by the lab's engine against the crate's brute force on every non-empty
    /// set of values in `0..=9`, and a row that is no position refused.
    #[test]
    fn the_moves_equal_the_brute_force_on_every_small_set() {
        let spec = game().moves.expect("the descriptor gives moves");
        let params = ParamValues::defaults(game().params);
        let universe = (0..10).collect::<Vec<u64>>();
        assert_eq!(
            check_rows(&spec, &params, &universe, crate::brute_force),
            Ok(1023)
        );
        let bad = spec
            .played(&params)
            .value(Quantity::Grundy, &[Part::Text("[3,2]".into())]);
        assert!(bad.unwrap_err().to_string().contains("increasing"));
    }
}
