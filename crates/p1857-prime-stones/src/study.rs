//! What the game lab knows of P1857: the win/lose table (the parity of the remoteness), the
//! check of [`PrimeStones`] against [`brute_force`], random and worst-case inputs.

use crate::{brute_force, PrimeStones, MAX_STONES};
use ::study::stress::{counted_lines, smaller_lists, stress, Stress};
use ::study::WorstCase;
use ::study::{check_all, Game, ParamValues, Progress, TableFn, TableSpec, Verdict, VerifySpec};

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = stones in the pile",
            max_upto: MAX_STONES,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every pile n in 0..=N (least winning game length, or none)",
            default_upto: 150,
            max_upto: 400,
        },
        grid: None,
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
    }
}

/// Remoteness is odd exactly on winning positions.
fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    let solver = PrimeStones::new(upto);
    (0..=upto)
        .map(|n| solver.fastest_win(n).is_some())
        .collect()
}

fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let fast = PrimeStones::new(upto);
    check_all(
        progress,
        (0..=upto as u32).collect(),
        |n| format!("n = {n}"),
        |&n| (fast.fastest_win(n as usize), brute_force(n)),
    )
}

/// Up to ten piles of up to 100 stones (the brute force's comfortable range).
#[derive(Clone, Debug)]
struct Case(Vec<u64>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let piles = rng.usize(1..=10);
        let most = 6 * u64::from(size);
        Case((0..piles).map(|_| rng.u64(0..=most)).collect())
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_lists(&self.0, 1, 0).into_iter().map(Case).collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, u64::to_string)
    }

    fn answers(&self) -> (String, String) {
        let largest = self.0.iter().copied().max().unwrap_or(0) as usize;
        let fast = PrimeStones::new(largest);
        let lines = |answer: &dyn Fn(u64) -> Option<u32>| -> String {
            let each: Vec<String> = self
                .0
                .iter()
                .map(|&n| answer(n).map_or(-1, i64::from).to_string())
                .collect();
            each.join("\n")
        };
        (
            lines(&|n| fast.fastest_win(n as usize)),
            lines(&|n| brute_force(n as u32)),
        )
    }
}

fn worst_cases() -> Vec<WorstCase> {
    let piles: Vec<String> = (MAX_STONES - 9..=MAX_STONES)
        .map(|n| n.to_string())
        .collect();
    vec![WorstCase {
        name: "ten piles at the limit, 19991..=20000",
        input: format!("10\n{}\n", piles.join("\n")),
    }]
}
