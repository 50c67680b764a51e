//! What the game lab knows of HDU 1536: one heap's Grundy values for a set `S` given as the
//! set parameter `s` (`--param s=2,5`), its moves declared as that subtraction set (so `lab
//! table` proves the period as it does for `sub:`), the check of the xor rule against the
//! search over whole positions, random and worst-case judge inputs.

use crate::MAX_S;
use crate::{first_player_wins, heap_game, Block, MAX_HEAP, MAX_HEAPS, MAX_K, MAX_POSITIONS};
use ::study::contract::Layout;
use ::study::shape::shapes;
use ::study::stress::{smaller_cases, smaller_lists, stress, Stress};
use ::study::{check_outcomes, heap_multisets, Game, MovesSpec, ParamSpec, ParamValues};
use ::study::{Progress, TableFn, TableSpec, Verdict, VerifySpec, WorstCase};
use shared::game::grundy_table;

/// One parameter, the set `S`: the judge's values, `1..=10^4`; the default is the sample's
/// first set (a `const`: a `const fn`'s value in `&[...]` is not promoted).
const PARAMS: &[ParamSpec] = &[ParamSpec::set(
    "s",
    "the set S: a move takes s beads, s in S",
    &[2, 5],
    1,
    MAX_S as u64,
)];

/// The descriptor `lab` shows.
pub fn game() -> Game {
    Game {
        slug: env!("CARGO_PKG_NAME"),
        summary: env!("CARGO_PKG_DESCRIPTION"),
        params: PARAMS,
        table: Some(TableSpec {
            values: TableFn::Grundy(grundy_from_rules),
            position: "x = beads in one heap",
            max_upto: 1_000_000,
        }),
        verify: VerifySpec {
            run: verify,
            inputs: "every nonempty set made from S by leaving out any of its elements up to \
                     N (S itself too), each with every 1 to 3 heaps in 0..=N (who wins, whole \
                     position)",
            default_upto: 8,
            max_upto: 12,
        },
        grid: None,
        moves: Some(MovesSpec::subtraction("s")),
        stress: Some(stress::<Case>),
        worst_cases: Some(worst_cases),
        known_periods: &[],
        solve: Some(crate::solve),
        brute_solve: Some(crate::brute_solve),
        interactor: None,
        input: Some(|| {
            shapes(&[
                (Layout::Sentinel, "k s[k] m games[m](l h[l])"),
                (Layout::Eof, "k s[k] m games[m](l h[l])"),
            ])
        }),
    }
}

/// The parameter's set, increasing (its elements are at most [`MAX_S`], so they fit).
fn set_of(params: &ParamValues) -> Vec<u32> {
    params.get_set("s").iter().map(|&s| s as u32).collect()
}

/// One heap's Grundy values from the rules (every `x - s`, `s ∈ S`, into the shared table).
fn grundy_from_rules(params: &ParamValues, upto: usize) -> Vec<u32> {
    let set = set_of(params);
    grundy_table(upto, |x, g, seen| {
        seen.extend(
            set.iter()
                .filter(|&&s| s as usize <= x)
                .map(|&s| g[x - s as usize]),
        );
    })
}

/// The sets [`verify`] checks for `set` and heaps up to `upto`: `set` with any of its elements
/// up to `upto` left out (an element above is no move on those heaps, so it stays), except
/// the empty set; `set` itself last.
///
/// # Complexity
/// At most `2^min(|set|, upto)` sets.
fn sets_to_verify(set: &[u32], upto: usize) -> Vec<Vec<u32>> {
    let (small, large): (Vec<u32>, Vec<u32>) = set.iter().partition(|&&s| s as usize <= upto);
    (0..1usize << small.len())
        .map(|mask| {
            let kept = small.iter().enumerate().filter(|(i, _)| mask >> i & 1 == 1);
            kept.map(|(_, &s)| s).chain(large.iter().copied()).collect()
        })
        .filter(|chosen: &Vec<u32>| !chosen.is_empty())
        .collect()
}

fn verify(params: &ParamValues, upto: usize, progress: &mut dyn Progress) -> Verdict {
    let sets = sets_to_verify(&set_of(params), upto);
    let mut positions: Vec<Vec<u32>> = Vec::new();
    for count in 1..=3 {
        let multisets = heap_multisets(count, 0, upto as u64);
        positions.extend(multisets.iter().map(|p| to_u32(p)));
    }
    // Set by set, so that one search serves all the positions of a set.
    let cases: Vec<(usize, usize)> = (0..sets.len())
        .flat_map(|s| (0..positions.len()).map(move |p| (s, p)))
        .collect();
    // `sets` holds `S` at least.
    let mut game = (0, heap_game(&sets[0]));
    check_outcomes(
        progress,
        cases,
        |&(s, p)| format!("S = {:?}, heaps {:?}", sets[s], positions[p]),
        |&(s, p)| {
            let (set, heaps) = (&sets[s], &positions[p]);
            if game.0 != s {
                game = (s, heap_game(set));
            }
            (first_player_wins(set, heaps), game.1.wins(heaps))
        },
    )
}

/// One to three blocks, each a set of 1 to 4 values in `1..=2 + size/2`, unsorted with
/// repeats, and 1 to 4 positions of 1 to 4 heaps in `0..=4 + size/2`; the `0` three times in
/// four, otherwise the end of the input.
#[derive(Clone, Debug)]
struct Case {
    blocks: Vec<Block>,
    terminated: bool,
}

fn to_u64(values: &[u32]) -> Vec<u64> {
    values.iter().map(|&v| u64::from(v)).collect()
}

fn to_u32(values: &[u64]) -> Vec<u32> {
    values.iter().map(|&v| v as u32).collect()
}

impl Stress for Case {
    fn random(rng: &mut ::study::fastrand::Rng, size: u32) -> Self {
        let (top_s, top_h) = (2 + size / 2, 4 + size / 2);
        let blocks = (0..rng.usize(1..=3))
            .map(|_| Block {
                set: (0..rng.usize(1..=4)).map(|_| rng.u32(1..=top_s)).collect(),
                positions: (0..rng.usize(1..=4))
                    .map(|_| (0..rng.usize(1..=4)).map(|_| rng.u32(0..=top_h)).collect())
                    .collect(),
            })
            .collect();
        Case {
            blocks,
            terminated: rng.u8(..4) != 0,
        }
    }

    fn shrink(&self) -> Vec<Self> {
        let smaller_block = |b: &Block| -> Vec<Block> {
            let sets = smaller_lists(&to_u64(&b.set), 1, 1)
                .into_iter()
                .map(|set| Block {
                    set: to_u32(&set),
                    positions: b.positions.clone(),
                });
            let positions = smaller_cases(&b.positions, 1, |heaps| {
                smaller_lists(&to_u64(heaps), 1, 0)
                    .iter()
                    .map(|h| to_u32(h))
                    .collect()
            })
            .into_iter()
            .map(|positions| Block {
                set: b.set.clone(),
                positions,
            });
            sets.chain(positions).collect()
        };
        let mut out: Vec<Case> = smaller_cases(&self.blocks, 1, smaller_block)
            .into_iter()
            .map(|blocks| Case {
                blocks,
                terminated: self.terminated,
            })
            .collect();
        if self.terminated {
            out.push(Case {
                blocks: self.blocks.clone(),
                terminated: false,
            });
        }
        out
    }

    fn judge_input(&self) -> String {
        judge_input(&self.blocks, self.terminated)
    }
}

/// The blocks in the judge's layout, then `0` if `terminated`.
pub fn judge_input(blocks: &[Block], terminated: bool) -> String {
    let join = |v: &[u32]| {
        let words: Vec<String> = v.iter().map(u32::to_string).collect();
        format!("{} {}", v.len(), words.join(" "))
    };
    let mut text = String::new();
    for block in blocks {
        text += &format!("{}\n{}\n", join(&block.set), block.positions.len());
        for heaps in &block.positions {
            text += &format!("{}\n", join(heaps));
        }
    }
    if terminated {
        text += "0\n";
    }
    text
}

/// 100 blocks at the judge's limits (the number of blocks is not stated: 100 is a guess),
/// each 100 random set values up to 10^4 and 100 positions of 100 random heaps up to 10^4
/// (one heap of 10^4, so the table is full), and the same with the set `1..=100`.
fn worst_cases() -> Vec<WorstCase> {
    let mut rng = ::study::fastrand::Rng::with_seed(0x1536);
    let block = |rng: &mut ::study::fastrand::Rng, set: Vec<u32>| Block {
        set,
        positions: (0..MAX_POSITIONS)
            .map(|p| {
                (0..MAX_HEAPS)
                    .map(|i| {
                        if p == 0 && i == 0 {
                            MAX_HEAP
                        } else {
                            rng.u32(0..=MAX_HEAP)
                        }
                    })
                    .collect()
            })
            .collect(),
    };
    let random: Vec<Block> = (0..100)
        .map(|_| {
            let set = (0..MAX_K).map(|_| rng.u32(1..=MAX_S)).collect();
            block(&mut rng, set)
        })
        .collect();
    let small: Vec<Block> = (0..100)
        .map(|_| block(&mut rng, (1..=MAX_K as u32).collect()))
        .collect();
    vec![
        WorstCase {
            name: "100 blocks: 100 random values up to 10^4, 100 x 100 random heaps, then 0",
            input: judge_input(&random, true),
        },
        WorstCase {
            name: "100 blocks: S = 1..=100, 100 x 100 random heaps, then 0",
            input: judge_input(&small, true),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::sets_to_verify;

    #[test]
    fn verify_leaves_out_elements_up_to_n_and_keeps_those_above() {
        assert_eq!(sets_to_verify(&[2, 5], 8), [vec![2], vec![5], vec![2, 5]]);
        assert_eq!(
            sets_to_verify(&[2, 5, 20], 8),
            [vec![20], vec![2, 20], vec![5, 20], vec![2, 5, 20]]
        );
        assert_eq!(sets_to_verify(&[20], 8), [vec![20]]);
        // 2^6 - 1 nonempty subsets of {1..6}, the last the whole set.
        let all = sets_to_verify(&[1, 2, 3, 4, 5, 6], 8);
        assert_eq!(all.len(), 63);
        assert_eq!(all.last(), Some(&vec![1, 2, 3, 4, 5, 6]));
    }
}
