//! What the game lab knows of cf1934d2-xor-break-game: the judge's side of the conversation
//! ([`interactor`]), the check of the strategy against the search, random and worst-case
//! tests.

use crate::{
    breaks, first_player_wins, is_break, take, winning_break, Search, MAX_BREAKS, MAX_GAMES, MAX_N,
};
use ::study::fastrand::Rng;
use ::study::interact::Dialogue;
use ::study::moves::NumberSum;
use ::study::stress::{stress, Stress};
use ::study::{
    check_outcomes, Game, MovesSpec, ParamValues, Progress, TableFn, TableSpec, Verdict,
    VerifySpec, WorstCase,
};

/// The moves, from the rules file that `lab` also reads (the lab compiles it with the current
/// toolchain; this module is never bundled, so the crate's Rust 1.70 does not bind it).
#[allow(clippy::incompatible_msrv)]
#[path = "../../../examples/games/cf1934d2.rs"]
mod rules;

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: &[],
        table: Some(TableSpec {
            values: TableFn::WinLose(win_lose),
            position: "n = the number to break",
            max_upto: 4095,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every n in 1..=N: the side, the break made from a won n, the part taken \
                     from each break of a lost n",
            default_upto: 1023,
            max_upto: 8191,
        },
        grid: None,
        // A move is a break followed by the opponent's choice of a part, so the engine plays
        // it on pairs: table entry n is the pair (n, 0), whose player breaks n.
        moves: Some(MovesSpec {
            table_at: Some(start),
            grid_at: None,
            ..MovesSpec::pair(rules::moves)
        }),
        stress: Some(stress::<Games>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: Some(interactor),
        input: None,
    }
}

/// The pair whose player breaks `n` (see the rules file).
fn start(_: &ParamValues, n: u64) -> NumberSum {
    vec![vec![n, 0]]
}

/// The searched outcomes (0, never a start, counts as lost).
fn win_lose(_: &ParamValues, upto: usize) -> Vec<bool> {
    let search = Search::new(upto as u64);
    (0..=upto as u64).map(|n| search.wins(n)).collect()
}

/// For every n in `1..=upto`: the strategy's side equals the searched outcome; from a won
/// n its break is legal and leaves two lost parts; from a lost n, every break of it leaves a
/// won part, which [`take`] chooses.
fn verify(_: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let search = Search::new(upto as u64);
    check_outcomes(
        progress,
        (1..=upto as u64).collect(),
        |n| format!("n = {n}"),
        |&n| (strategy_holds(&search, n), search.wins(n)),
    )
}

/// The strategy's outcome for `n` (its side), or the opposite of the searched one where a
/// choice it makes from `n` is wrong: so the check fails on a wrong side or a wrong choice.
fn strategy_holds(search: &Search, n: u64) -> bool {
    let side = first_player_wins(n);
    let right = if side {
        let (a, b) = winning_break(n);
        is_break(n, a) && !search.wins(a) && !search.wins(b)
    } else {
        breaks(n).all(|(a, b)| take(a, b).is_some_and(|z| search.wins(z)))
    };
    if right {
        side
    } else {
        !search.wins(n)
    }
}

/// A random test: one to six games, each n below 256·size (so that the brute-force player's
/// search stays small), drawn as a power of two, a two-bit number, a number with all bits
/// set below its top, or any number, each kind as likely.
#[derive(Debug, Clone)]
struct Games(Vec<u64>);

impl Stress for Games {
    fn random(rng: &mut Rng, size: u32) -> Self {
        let bits = (8 + size.ilog2()).min(crate::BRUTE_MAX_N.ilog2() + 1);
        let below = 1u64 << bits;
        let games = (0..rng.usize(1..=6))
            .map(|_| match rng.u8(..4) {
                0 => 1 << rng.u32(..bits),
                1 => {
                    let top = rng.u32(1..bits);
                    (1 << top) | 1 << rng.u32(..top)
                }
                2 => (1 << rng.u32(1..=bits)) - 1,
                _ => rng.u64(1..below),
            })
            .collect();
        Games(games)
    }

    fn shrink(&self) -> Vec<Self> {
        let mut smaller = Vec::new();
        for i in 0..self.0.len() {
            if self.0.len() > 1 {
                let mut fewer = self.0.clone();
                fewer.remove(i);
                smaller.push(Games(fewer));
            }
            if self.0[i] > 1 {
                let mut lower = self.0.clone();
                lower[i] /= 2;
                smaller.push(Games(lower));
            }
        }
        smaller
    }

    fn judge_input(&self) -> String {
        let lines: Vec<String> = self.0.iter().map(u64::to_string).collect();
        format!("{}\n{}\n", self.0.len(), lines.join("\n"))
    }
}

/// The most games, each at a number whose game can last longest.
fn worst_cases() -> Vec<WorstCase> {
    let n = (1u64 << 59) + (1 << 58) - 1;
    let games = vec![n.to_string(); MAX_GAMES as usize];
    vec![WorstCase {
        name: "1000 games from 2^59 + 2^58 - 1 (59 bits set)",
        input: format!("{MAX_GAMES}\n{}\n", games.join("\n")),
    }]
}

/// Numbers below this are played by the search; above, by the theorem.
const SEARCHED: u64 = 512;

/// The judge's side: reads the test (`t`, then `t` values of n), plays each game as Bob and
/// answers the program's lines as the protocol says (`-1 -1` for a bad side word or break,
/// or for a 64th break). Bob plays a winning break when he can (at random among them), and
/// otherwise prolongs the game: for numbers below 512 the break that forces the most further
/// breaks (by the search), above it a break that keeps every bit of his number above a set
/// bit q and gives fresh low bits (so a player that does not remove high bits runs past 63
/// breaks); one turn in eight he plays a random legal break instead. The summary of a won
/// run: the side words, in order.
///
/// # Errors
/// Why the program lost, or a bad test.
pub fn interactor(test: &str, rng: &mut Rng, program: &mut Dialogue) -> Result<String, String> {
    let numbers: Vec<u64> = test
        .split_whitespace()
        .map(|t| t.parse().map_err(|_| format!("bad test: {t:?}")))
        .collect::<Result<_, _>>()?;
    let Some((&t, ns)) = numbers.split_first() else {
        return Err("bad test: empty".into());
    };
    if !(1..=u64::from(MAX_GAMES)).contains(&t)
        || ns.len() as u64 != t
        || ns.iter().any(|n| !(1..=MAX_N).contains(n))
    {
        return Err("bad test: expected t in 1..=1000, then t values of n in 1..=10^18".into());
    }
    let search = Search::new(SEARCHED - 1);
    let mut sides = Vec::new();
    program.send(&t.to_string())?;
    for (game, &n) in ns.iter().enumerate() {
        let lost = |why: String| format!("game {} (n = {n}): {why}", game + 1);
        program.send(&n.to_string())?;
        let side = program.token()?.to_ascii_lowercase();
        if side != "first" && side != "second" {
            program.send("-1 -1")?;
            return Err(lost(format!("expected first or second, found {side:?}")));
        }
        let mut current = vec![n];
        let mut program_breaks = 0;
        let mut programs_turn = side == "first";
        sides.push(side);
        loop {
            if programs_turn {
                let x: i64 = program.read("break").map_err(&lost)?;
                let y: i64 = program.read("break").map_err(&lost)?;
                let p = (x ^ y) as u64;
                if x <= 0 || y <= 0 || !current.contains(&p) || !is_break(p, x as u64) {
                    program.send("-1 -1")?;
                    return Err(lost(format!("{x} {y} is not a break of {current:?}")));
                }
                program_breaks += 1;
                current = vec![x as u64, y as u64];
            }
            programs_turn = true;
            let breakable: Vec<u64> = current
                .iter()
                .copied()
                .filter(|c| c.count_ones() >= 2)
                .collect();
            if breakable.is_empty() {
                program.send("0 0")?;
                break;
            }
            if program_breaks >= MAX_BREAKS {
                program.send("-1 -1")?;
                return Err(lost(format!("the game goes on after {MAX_BREAKS} breaks")));
            }
            let (a, b) = bobs_break(&search, &breakable, rng);
            let (a, b) = if rng.bool() { (a, b) } else { (b, a) };
            program.send(&format!("{a} {b}"))?;
            current = vec![a, b];
        }
    }
    Ok(sides.join(" "))
}

/// Whether Bob, to break `c`, wins: by the search below [`SEARCHED`], else the theorem.
fn wins(search: &Search, c: u64) -> bool {
    if c < SEARCHED {
        search.wins(c)
    } else {
        first_player_wins(c)
    }
}

/// Bob's break of one of the `breakable` numbers (see [`interactor`]).
fn bobs_break(search: &Search, breakable: &[u64], rng: &mut Rng) -> (u64, u64) {
    let won: Vec<u64> = breakable
        .iter()
        .copied()
        .filter(|&c| wins(search, c))
        .collect();
    if !won.is_empty() {
        let c = won[rng.usize(..won.len())];
        if c < SEARCHED {
            let winning: Vec<(u64, u64)> = breaks(c)
                .filter(|&(a, b)| !search.wins(a) && !search.wins(b))
                .collect();
            return winning[rng.usize(..winning.len())];
        }
        return sampled_break(c, rng, |a, b| {
            !first_player_wins(a) && !first_player_wins(b)
        })
        .unwrap_or_else(|| winning_break(c));
    }
    if rng.u32(..8) == 0 {
        let c = breakable[rng.usize(..breakable.len())];
        return sampled_break(c, rng, |_, _| true).unwrap_or_else(|| winning_break(c));
    }
    if breakable.iter().all(|&c| c < SEARCHED) {
        // The break forcing the most further breaks (the winner takes the shorter part).
        let mut best: Vec<(u64, u64)> = Vec::new();
        let mut most = 0;
        for &c in breakable {
            for (a, b) in breaks(c) {
                let length = search.fastest_part(a, b).map_or(0, |(_, l)| l);
                if length > most {
                    (most, best) = (length, Vec::new());
                }
                if length == most {
                    best.push((a, b));
                }
            }
        }
        return best[rng.usize(..best.len())];
    }
    prolonging_break(breakable, rng)
}

/// A random break of `c` that `keep` accepts: a random set bit t, a part 2^t plus a random
/// t-bit number; up to 400 tries.
fn sampled_break(c: u64, rng: &mut Rng, keep: impl Fn(u64, u64) -> bool) -> Option<(u64, u64)> {
    let bits: Vec<u32> = (0..64).filter(|&i| c >> i & 1 == 1).collect();
    (0..400).find_map(|_| {
        let t = bits[rng.usize(..bits.len())];
        let x = (1u64 << t) | (rng.u64(..) & ((1u64 << t) - 1));
        let y = c ^ x;
        (is_break(c, x) && keep(x, y)).then_some((x, y))
    })
}

/// Bob's prolonging break of a lost number: the longest breakable one (then the most bits),
/// broken at a set bit q below its top (the lowest with probability 1/2, else a random one)
/// into o = 2^q + r (r all ones below q, or random) and c ⊕ o, bit 0 of o flipped if needed
/// to give c ⊕ o an even count: the even part keeps every bit of c above q.
fn prolonging_break(breakable: &[u64], rng: &mut Rng) -> (u64, u64) {
    let c = *breakable
        .iter()
        .max_by_key(|&&c| (64 - c.leading_zeros(), c.count_ones()))
        .expect("a breakable number");
    let top = 63 - c.leading_zeros();
    let below: Vec<u32> = (0..top).filter(|&i| c >> i & 1 == 1).collect();
    let q = if rng.bool() {
        below[0]
    } else {
        below[rng.usize(..below.len())]
    };
    let mut o = if q == 0 {
        1
    } else {
        let low = (1u64 << q) - 1;
        (1 << q) | if rng.bool() { low } else { rng.u64(..) & low }
    };
    if (c ^ o).count_ones() % 2 == 1 {
        o ^= 1;
    }
    (c ^ o, o)
}
