//! What the game lab knows of Battle: the Grundy table of one pile for a given `p`, the check
//! of [`first_player_wins`] against [`brute_force_many`] on every small multiset of piles,
//! random and worst-case inputs, and the periods (`p + 1` for even `p`, 2 for odd `p`).

use crate::{brute_force_many, first_player_wins, grundy_values, MAX_VALUE};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_lists, smaller_values, stress, Stress};
use ::study::MovesSpec;
use ::study::{check_outcomes, heap_multisets, Game, KnownPeriod, ParamSpec, ParamValues};
use ::study::{Progress, TableFn, TableSpec, Verdict, VerifySpec, WorstCase};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/battle.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "p",
            meaning: "the base of the move sizes",
            default: 4,
            min: 1,
            max: MAX_VALUE,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "x = stones in one pile",
            max_upto: 2_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every multiset of 1 pile of 0..=10N/3 stones, 2 of 0..=5N/3, 3 of 0..=N \
                     and 4 of 0..=2N/3 (who wins, whole game)",
            default_upto: 10,
            max_upto: 20,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves).with_params(rules::PARAMS)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: KNOWN_PERIODS,
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Single, "n p a[n]:0..=18446744073709551615")])),
    }
}

/// The Grundy values of one pile for base `$p` repeat with period `$length` from pile 0.
macro_rules! period {
    ($p:literal, $length:literal) => {
        KnownPeriod {
            params: &[("p", $p)],
            grundy: true,
            upto: 400,
            start: 0,
            length: $length,
        }
    };
}

/// `p + 1` for even `p`, 2 for odd `p`, from 0 (the proof is in the crate's doc comment).
const KNOWN_PERIODS: &[KnownPeriod] = &[
    period!(1, 2),
    period!(2, 3),
    period!(3, 2),
    KnownPeriod {
        upto: 500,
        ..period!(4, 5)
    },
    period!(5, 2),
    period!(6, 7),
    period!(7, 2),
    period!(8, 9),
    period!(9, 2),
    period!(10, 11),
    period!(11, 2),
    period!(12, 13),
];

fn grundy(params: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto, params.get("p"))
}

/// Every multiset of 1 pile of `0..=10n/3` stones, 2 of `0..=5n/3`, 3 of `0..=n` and 4 of
/// `0..=2n/3` (fewer piles, larger sizes: each family costs about the same to search).
pub fn small_inputs(n: usize) -> Vec<Vec<u64>> {
    let n = n as u64;
    [(1, 10 * n / 3), (2, 5 * n / 3), (3, n), (4, 2 * n / 3)]
        .into_iter()
        .flat_map(|(piles, largest)| heap_multisets(piles, 0, largest))
        .collect()
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let p = params.get("p");
    let inputs = small_inputs(upto);
    // One shared memo for all inputs is far cheaper than a search per input.
    let brute = brute_force_many(&inputs, p);
    let indexed: Vec<(usize, Vec<u64>)> = inputs.into_iter().enumerate().collect();
    check_outcomes(
        progress,
        indexed,
        |(_, piles)| format!("p = {p}, piles {piles:?}"),
        |(i, piles)| (first_player_wins(piles, p), brute[*i]),
    )
}

/// One to three piles of up to `size` stones (at most 17^3 positions for the whole-game
/// search), `p` small or huge.
#[derive(Clone, Debug)]
struct Case {
    piles: Vec<u64>,
    p: u64,
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let piles = (0..rng.usize(1..=3))
            .map(|_| rng.u64(0..=u64::from(size)))
            .collect();
        let p = match rng.u8(0..4) {
            0 => rng.u64(MAX_VALUE - 10..=u64::MAX),
            _ => rng.u64(1..=u64::from(size)),
        };
        Case { piles, p }
    }

    fn shrink(&self) -> Vec<Self> {
        let mut out: Vec<Case> = smaller_lists(&self.piles, 1, 0)
            .into_iter()
            .map(|piles| Case { piles, p: self.p })
            .collect();
        for p in smaller_values(self.p, 1) {
            out.push(Case {
                piles: self.piles.clone(),
                p,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        let piles: Vec<String> = self.piles.iter().map(u64::to_string).collect();
        format!("{} {}\n{}\n", self.piles.len(), self.p, piles.join(" "))
    }
}

/// 3·10^5 piles of about 10^18 (19 digits each) and an even `p` near 10^18, so every pile
/// takes the division path.
fn worst_cases() -> Vec<WorstCase> {
    let piles = 300_000;
    let p = MAX_VALUE - 2;
    let mut rng = ::study::fastrand::Rng::with_seed(0x2545_f491_4f6c_dd1d_u64);
    let line: Vec<String> = (0..piles)
        .map(|_| {
            let state = rng.u64(..);
            (MAX_VALUE - state % (MAX_VALUE / 10)).to_string()
        })
        .collect();
    vec![WorstCase {
        name: "3·10^5 piles near 10^18, even p = 10^18 - 2",
        input: format!("{piles} {p}\n{}\n", line.join(" ")),
    }]
}
