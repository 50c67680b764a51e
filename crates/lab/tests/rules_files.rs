//! The example rules files of `examples/games/`, compiled here as modules of the test binary
//! (one program for all of them, as the lab's rules programs compile each), run by the same
//! engine, and checked against the problem crates' own tables, codes, closed forms from the
//! literature, and a problem crate's own `moves` handed to the engine.

use crate::multisets;
use shared::game::engine::{Engine, Options, Params};
use shared::game::{grundy_table, OctalGame};

#[path = "../../../examples/games/battle.rs"]
mod battle;
#[path = "../../../examples/games/bzoj3895.rs"]
mod bzoj3895;
#[path = "../../../examples/games/euclid.rs"]
mod euclid;
#[path = "../../../examples/games/gmoj3033.rs"]
mod gmoj3033;
#[path = "../../../examples/games/grundy_game.rs"]
mod grundy_game;
#[path = "../../../examples/games/hdu7287.rs"]
mod hdu7287;
#[path = "../../../examples/games/kayles.rs"]
pub(crate) mod kayles;
#[path = "../../../examples/games/kruskal.rs"]
mod kruskal;
#[path = "../../../examples/games/lasker.rs"]
mod lasker;
#[path = "../../../examples/games/nim.rs"]
mod nim;
#[path = "../../../examples/games/p1857.rs"]
mod p1857;
#[path = "../../../examples/games/p2953.rs"]
mod p2953;
#[path = "../../../examples/games/p3150.rs"]
mod p3150;
#[path = "../../../examples/games/p4018.rs"]
mod p4018;
#[path = "../../../examples/games/two_pile.rs"]
mod two_pile;
#[path = "../../../examples/games/usst.rs"]
mod usst;
#[path = "../../../examples/games/wythoff.rs"]
mod wythoff;

type Moves<P> = fn(P, &Params, &mut Options<P>);

/// The engine on a rules file's `moves` with these parameters.
fn engine<P: shared::game::engine::Position>(
    moves: Moves<P>,
    params: Params,
) -> Engine<P, impl FnMut(P, &mut Options<P>)> {
    Engine::new(move |p, out: &mut Options<P>| moves(p, &params, out))
}

fn none() -> Params {
    Params::new(&[])
}

fn grundy_upto(moves: Moves<u64>, params: Params, upto: u64) -> Vec<u32> {
    let mut e = engine(moves, params);
    (0..=upto).map(|n| e.grundy(n).unwrap()).collect()
}

#[test]
fn kayles_equals_the_code_0_77() {
    let code: Vec<u32> = OctalGame::parse("0.77")
        .unwrap()
        .grundy_values(1000)
        .into_iter()
        .map(u32::from)
        .collect();
    assert_eq!(grundy_upto(kayles::moves, none(), 1000), code);
}

#[test]
fn lasker_nim_follows_its_closed_form_over_the_whole_table() {
    // G(4k+1) = 4k+1, G(4k+2) = 4k+2, G(4k+3) = 4k+4, G(4k+4) = 4k+3.
    let g = grundy_upto(lasker::moves, none(), 400);
    for (n, &v) in g.iter().enumerate().skip(1) {
        let expected = match n % 4 {
            1 | 2 => n,
            3 => n + 1,
            _ => n - 1,
        };
        assert_eq!(v as usize, expected, "G({n})");
    }
}

#[test]
fn grundys_game_equals_a_plain_table_of_unequal_splits() {
    let plain = grundy_table(1500, |n, g, seen| {
        for a in 1..n {
            if a < n - a {
                seen.insert(g[a] ^ g[n - a]);
            }
        }
    });
    assert_eq!(grundy_upto(grundy_game::moves, none(), 1500), plain);
    // The start of OEIS A002188.
    assert_eq!(plain[..14], [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3]);
}

/// Wythoff's P-positions with both piles up to `side` are the pairs (⌊kφ⌋, ⌊kφ²⌋) and their
/// mirror images, and no others.
fn wythoff_p_positions_are_the_beatty_pairs_over_the_whole_table(side: u64) {
    let mut e = engine(wythoff::moves, none());
    let phi = (1.0 + 5f64.sqrt()) / 2.0;
    let mut expected = Vec::new();
    for k in 0u64.. {
        let (a, b) = ((k as f64 * phi) as u64, (k as f64 * phi * phi) as u64);
        if a > side {
            break;
        }
        for (x, y) in [(a, b), (b, a)] {
            if x <= side && y <= side {
                expected.push((x, y));
            }
        }
    }
    expected.sort_unstable();
    expected.dedup();
    let mut lost = Vec::new();
    for a in 0..=side {
        for b in 0..=side {
            if !e.wins((a, b)).unwrap() {
                lost.push((a, b));
            }
        }
    }
    assert_eq!(lost, expected);
}

#[test]
fn wythoff_p_positions_are_the_beatty_pairs_up_to_80() {
    wythoff_p_positions_are_the_beatty_pairs_over_the_whole_table(80);
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    #[test]
    #[ignore = "full: 151 x 151 positions, seconds"]
    fn wythoff_p_positions_are_the_beatty_pairs_up_to_150() {
        super::wythoff_p_positions_are_the_beatty_pairs_over_the_whole_table(150);
    }
}

#[test]
fn misere_nim_follows_boutons_rule_on_every_small_multiset() {
    let mut e = engine(nim::moves, none());
    let all = multisets(6, 4);
    assert_eq!(all.len(), 330);
    for heaps in all {
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let first_loses = if heaps.iter().all(|&h| h <= 1) {
            ones % 2 == 1
        } else {
            xor == 0
        };
        assert_eq!(e.misere_wins(&heaps).unwrap(), !first_loses, "{heaps:?}");
        // Normal play: the XOR.
        assert_eq!(e.sum_grundy(&heaps).unwrap(), xor as u32);
    }
}

#[test]
fn euclids_game_equals_p1290s_grid() {
    let grid = p1290_euclid_game::outcome_grid(40);
    let mut e = engine(euclid::moves, none());
    for (a, row) in grid.iter().enumerate() {
        for (b, &win) in row.iter().enumerate() {
            assert_eq!(e.wins((a as u64, b as u64)).unwrap(), win, "({a}, {b})");
        }
    }
}

#[test]
fn p2953_p4018_and_hdu7287_equal_their_crates_tables() {
    let wins = |g: Vec<u32>| g.into_iter().map(|v| v != 0).collect::<Vec<bool>>();
    assert_eq!(
        wins(grundy_upto(p2953::moves, none(), 3000)),
        p2953_cow_digit_game::outcome_values(3000)
    );
    assert_eq!(
        grundy_upto(p2953::moves, none(), 3000),
        p2953_cow_digit_game::grundy_values(3000)
    );
    assert_eq!(
        wins(grundy_upto(p4018::moves, none(), 1500)),
        p4018_prime_power_stones::outcome_values(1500)
    );
    for k in 1..=6u64 {
        let mut params = Params::new(hdu7287::PARAMS);
        params.set("k", k);
        assert_eq!(
            grundy_upto(hdu7287::moves, params, 400),
            hdu7287_alice_game::grundy_values(400, k as usize),
            "k = {k}"
        );
    }
}

#[test]
fn p1857s_answer_is_the_remoteness_of_a_won_pile() {
    let mut e = engine(p1857::moves, none());
    for n in 0..=80u32 {
        let r = e.remoteness(&[u64::from(n)]).unwrap();
        let expected = p1857_prime_stones::brute_force(n);
        assert_eq!((r % 2 == 1).then_some(r), expected, "n = {n}");
    }
}

#[test]
fn a_problem_crates_own_moves_run_in_the_engine() {
    // P2953's `moves_from` (the statement's moves, as its crate lists them), handed to the
    // engine as they are: what each descriptor would give.
    let mut e = Engine::new(|n: u64, out: &mut Options<u64>| {
        for m in p2953_cow_digit_game::moves_from(n as usize) {
            out.push(m as u64);
        }
    });
    let table = p2953_cow_digit_game::grundy_values(2000);
    for (n, &g) in table.iter().enumerate() {
        assert_eq!(e.grundy(n as u64).unwrap(), g, "n = {n}");
    }
    // And its misère play, which the crate does not have: searched by the engine.
    assert!(e.misere_wins(&[0]).unwrap());
}

/// Pads a multiset of at most four heaps to a rules file's position: zeros (no heap) first.
fn four_heaps(heaps: &[u64]) -> (u64, u64, u64, u64) {
    let mut padded = [0; 4];
    padded[4 - heaps.len()..].copy_from_slice(heaps);
    padded.sort_unstable();
    (padded[0], padded[1], padded[2], padded[3])
}

fn battle_equals_its_crate(upto: usize, max_pile: u64, piles: usize) {
    for p in [1, 2, 3, 4, 5, 6, 10, 1_000_000_000_000_000_000] {
        let mut params = Params::new(battle::PARAMS);
        params.set("p", p);
        assert_eq!(
            grundy_upto(battle::moves, params.clone(), upto as u64),
            gym104385c_battle::grundy_values(upto, p),
            "p = {p}"
        );
        // Several piles: the sum's value against the crate's search of the whole game.
        let mut e = engine(battle::moves, params);
        let all = multisets(max_pile, piles);
        let brute = gym104385c_battle::brute_force_many(&all, p);
        for (heaps, won) in all.iter().zip(brute) {
            assert_eq!(e.sum_grundy(heaps).unwrap() != 0, won, "p = {p}, {heaps:?}");
        }
    }
}

#[test]
fn battle_equals_its_crates_table_and_search() {
    battle_equals_its_crate(500, 8, 3);
}

fn kruskal_equals_its_crate(max_heap: u64, heaps: usize, upto: usize) {
    let starts: Vec<Vec<u64>> = multisets(max_heap, heaps)
        .into_iter()
        .filter(|h| !h.is_empty() && h.iter().all(|&x| x >= 3))
        .collect();
    for k in 1..=5u64 {
        let mut params = Params::new(kruskal::PARAMS);
        params.set("k", k);
        let mut e = engine(kruskal::moves, params);
        let brute = ipsc_kruskal_prime_heaps::brute_force_many(&starts, k);
        for (h, won) in starts.iter().zip(brute) {
            assert_eq!(e.wins(four_heaps(h)).unwrap(), won, "k = {k}, {h:?}");
        }
        let table = ipsc_kruskal_prime_heaps::single_heap_outcomes(upto, k);
        for (n, &won) in table.iter().enumerate() {
            let one = four_heaps(&[n as u64]);
            assert_eq!(e.wins(one).unwrap(), won, "k = {k}, n = {n}");
        }
    }
}

#[test]
fn kruskal_equals_its_crates_search_on_up_to_three_heaps() {
    kruskal_equals_its_crate(20, 3, 300);
}

fn bzoj3895_equals_its_crate(max_heap: u64) {
    let mut e = engine(bzoj3895::moves, none());
    let mut game = bzoj3895_take_or_merge::heap_game();
    for heaps in multisets(max_heap, 4) {
        let nonempty: Vec<u32> = heaps
            .iter()
            .filter(|&&h| h > 0)
            .map(|&h| h as u32)
            .collect();
        let won = e.wins(four_heaps(&heaps)).unwrap();
        assert_eq!(won, game.wins(&nonempty), "{heaps:?}");
        assert_eq!(
            won,
            bzoj3895_take_or_merge::first_player_wins(&nonempty),
            "{heaps:?}"
        );
    }
}

#[test]
fn bzoj3895_equals_its_crates_search_on_up_to_four_heaps() {
    bzoj3895_equals_its_crate(6);
}

fn gmoj3033_equals_its_crate(upto: usize) {
    for k in 1..=5u64 {
        let mut params = Params::new(gmoj3033::PARAMS);
        params.set("k", k);
        let mut e = engine(gmoj3033::moves, params);
        let brute = gmoj3033_k_multiple_nim::brute_force_upto(upto, k);
        for (n, &first) in brute.iter().enumerate() {
            let n = n as u64;
            let start = (n, n.saturating_sub(1));
            assert_eq!(e.wins(start).unwrap(), first.is_some(), "k = {k}, n = {n}");
            // The least winning first move, read from the engine's outcomes.
            let least = (1..n).find(|&x| !e.wins((n - x, (k * x).min(n - x))).unwrap());
            assert_eq!(least, first, "k = {k}, n = {n}");
        }
    }
}

#[test]
fn gmoj3033_equals_its_crates_brute_force() {
    gmoj3033_equals_its_crate(150);
}

fn p3150_equals_its_crate(upto: usize, brute_upto: u64) {
    let mut e = engine(p3150::moves, none());
    let table = p3150_split_game::outcome_values(upto);
    for (m, &won) in table.iter().enumerate() {
        let m = m as u64;
        assert_eq!(e.wins((0, m)).unwrap(), won, "m = {m}");
        assert_eq!(won, p3150_split_game::pb_wins(m), "m = {m}");
    }
    for m in 0..=brute_upto {
        assert_eq!(
            e.wins((0, m)).unwrap(),
            p3150_split_game::brute_force(m),
            "m = {m}"
        );
    }
    // A pair is won iff keeping one part leaves a won split: the crate's table, read twice.
    for a in 0..=upto / 2 {
        for b in a..=upto - a {
            let won = table[a] || table[b];
            assert_eq!(e.wins((a as u64, b as u64)).unwrap(), won, "({a}, {b})");
        }
    }
}

#[test]
fn p3150_equals_its_crates_table_and_search() {
    p3150_equals_its_crate(120, 40);
}

fn two_pile_equals_its_crate(size: usize) {
    let grid = nowcoder_two_pile_multiples::outcome_grid(size);
    let mut e = engine(two_pile::moves, none());
    for (n, row) in grid.iter().enumerate() {
        for (m, &won) in row.iter().enumerate() {
            assert_eq!(e.wins((n as u64, m as u64)).unwrap(), won, "({n}, {m})");
        }
    }
}

#[test]
fn the_two_pile_game_equals_its_crates_grid() {
    two_pile_equals_its_crate(40);
}

fn usst_equals_its_crate(max_k: usize) {
    for k in 0..=max_k {
        let mut params = Params::new(usst::PARAMS);
        params.set("k", k as u64);
        let upto = k + 5;
        let g = grundy_upto(usst::moves, params, upto as u64);
        assert_eq!(g, usst_stone_doubling::grundy_values(upto, k), "k = {k}");
        let brute = usst_stone_doubling::brute_force_upto(upto as u64, k as u64);
        let wins: Vec<bool> = g.iter().map(|&v| v != 0).collect();
        assert_eq!(wins, brute, "k = {k}");
    }
}

#[test]
fn usst_equals_its_crates_table_and_search() {
    usst_equals_its_crate(60);
}

#[test]
#[ignore = "slow: larger ranges of the checks above (1.1 s in release, longer unoptimised)"]
fn the_same_checks_over_larger_ranges() {
    let code: Vec<u32> = OctalGame::parse("0.77")
        .unwrap()
        .grundy_values(5000)
        .into_iter()
        .map(u32::from)
        .collect();
    assert_eq!(grundy_upto(kayles::moves, none(), 5000), code);
    let g = grundy_upto(lasker::moves, none(), 3000);
    for (n, &v) in g.iter().enumerate().skip(1) {
        let expected = [n - 1, n, n, n + 1][n % 4];
        assert_eq!(v as usize, expected, "G({n})");
    }
    let mut e = engine(nim::moves, none());
    for heaps in multisets(9, 5) {
        let xor = heaps.iter().fold(0, |x, &h| x ^ h);
        let ones = heaps.iter().filter(|&&h| h == 1).count();
        let small = heaps.iter().all(|&h| h <= 1);
        let first_loses = if small { ones % 2 == 1 } else { xor == 0 };
        assert_eq!(e.misere_wins(&heaps).unwrap(), !first_loses, "{heaps:?}");
    }
    let grid = p1290_euclid_game::outcome_grid(300);
    let mut e = engine(euclid::moves, none());
    for (a, row) in grid.iter().enumerate() {
        for (b, &win) in row.iter().enumerate() {
            assert_eq!(e.wins((a as u64, b as u64)).unwrap(), win, "({a}, {b})");
        }
    }
    battle_equals_its_crate(5000, 14, 4);
    kruskal_equals_its_crate(40, 3, 3000);
    bzoj3895_equals_its_crate(9);
    gmoj3033_equals_its_crate(400);
    p3150_equals_its_crate(300, 100);
    two_pile_equals_its_crate(100);
    usst_equals_its_crate(300);
}
