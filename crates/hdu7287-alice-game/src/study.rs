//! What the game lab knows of HDU 7287: the Grundy table of one segment, the check of
//! [`segment_grundy`] against the rule-based [`grundy_values`], random and worst-case inputs,
//! and the periods `4k + 2` (`2` for `k = 1`).

use crate::{grundy_values, segment_grundy};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{counted_lines, smaller_cases, smaller_pairs, stress, Stress};
use ::study::MovesSpec;
use ::study::{
    check_all, Game, KnownPeriod, ParamSpec, ParamValues, Progress, TableFn, TableSpec, Verdict,
    VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/hdu7287.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[ParamSpec {
            name: "k",
            meaning: "monsters killed by a move",
            default: 3,
            min: 1,
            max: 10_000_000,
            kind: ::study::ParamKind::Number,
        }],
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy),
            position: "n = monsters in one segment",
            max_upto: 20_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every segment length n in 0..=N (Grundy value against the mex table)",
            default_upto: 1_000,
            max_upto: 20_000,
        },
        grid: None,
        moves: Some(MovesSpec::one_heap(rules::moves).with_params(rules::PARAMS)),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: KNOWN_PERIODS,
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| shapes(&[(Layout::Cases, "k n:0..=18446744073709551615")])),
    }
}

/// A Grundy period `length` from `start` in the table up to `upto`, for kill size `k`.
const fn period(
    params: &'static [(&'static str, u64)],
    upto: usize,
    start: usize,
    length: usize,
) -> KnownPeriod {
    KnownPeriod {
        params,
        grundy: true,
        upto,
        start,
        length,
    }
}

/// `4k + 2` from length 1 for `k >= 2` (at the table sizes the crate's tests and the lab's
/// used: `20·(4k+2)` for `2 <= k <= 12`, `40k` for `2 <= k <= 8`, 300 for `k = 3`), and
/// `g(L) = L mod 2` for `k = 1`.
const KNOWN_PERIODS: &[KnownPeriod] = &[
    period(&[("k", 1)], 300, 0, 2),
    period(&[("k", 3)], 300, 1, 14),
    period(&[("k", 2)], 200, 1, 10),
    period(&[("k", 3)], 280, 1, 14),
    period(&[("k", 4)], 360, 1, 18),
    period(&[("k", 5)], 440, 1, 22),
    period(&[("k", 6)], 520, 1, 26),
    period(&[("k", 7)], 600, 1, 30),
    period(&[("k", 8)], 680, 1, 34),
    period(&[("k", 9)], 760, 1, 38),
    period(&[("k", 10)], 840, 1, 42),
    period(&[("k", 11)], 920, 1, 46),
    period(&[("k", 12)], 1000, 1, 50),
    period(&[("k", 2)], 80, 1, 10),
    period(&[("k", 3)], 120, 1, 14),
    period(&[("k", 4)], 160, 1, 18),
    period(&[("k", 5)], 200, 1, 22),
    period(&[("k", 6)], 240, 1, 26),
    period(&[("k", 7)], 280, 1, 30),
    period(&[("k", 8)], 320, 1, 34),
];

fn grundy(params: &ParamValues, upto: usize) -> Vec<u32> {
    grundy_values(upto, params.get("k") as usize)
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let k = params.get("k");
    let table = grundy(params, upto);
    check_all(
        progress,
        (0..=upto).collect(),
        |n| format!("k = {k}, n = {n}"),
        |&n| (segment_grundy(n as u64, k), table[n]),
    )
}

/// Up to five cases `k n`, `k` up to size + 1, `n` up to 30 · size (the brute force's table
/// is O(n²)).
#[derive(Clone, Debug)]
struct Case(Vec<(u64, u64)>);

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let size = u64::from(size);
        let cases = (0..rng.usize(1..=5))
            .map(|_| (rng.u64(1..=size + 1), rng.u64(0..=30 * size)))
            .collect();
        Case(cases)
    }

    fn shrink(&self) -> Vec<Self> {
        smaller_cases(&self.0, 1, |&case| smaller_pairs(case, (1, 0)))
            .into_iter()
            .map(Case)
            .collect()
    }

    fn judge_input(&self) -> String {
        counted_lines(&self.0, |(k, n)| format!("{k} {n}"))
    }
}

/// The judge's limits: 10^4 cases, `k` up to 10^7 and `n` up to 10^9, a quarter of them on
/// the losing residue `n ≡ k + 1 (mod 4k + 2)`.
fn worst_cases() -> Vec<WorstCase> {
    let cases = 10_000u64;
    let mut input = format!("{cases}\n");
    let mut rng = ::study::fastrand::Rng::with_seed(0x9E37_79B9_7F4A_7C15u64);
    for i in 0..cases {
        let state = rng.u64(..);
        let k = 2 + state % (10_000_000 - 1);
        let period = 4 * k + 2;
        let n = if i % 4 == 0 {
            // A losing start: n = k + 1 + period·q, still at most 10^9.
            k + 1 + period * ((state >> 20) % ((1_000_000_000 - k - 1) / period + 1))
        } else {
            1 + (state >> 16) % 1_000_000_000
        };
        input.push_str(&format!("{k} {n}\n"));
    }
    vec![WorstCase {
        name: "10^4 cases, k up to 10^7, n up to 10^9, a quarter of them Bob's",
        input,
    }]
}
