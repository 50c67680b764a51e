//! The example rules files of `examples/games/`, compiled here as modules of the test binary
//! (one program for all of them, as the lab's rules programs compile each), run by the same
//! engine, and checked against the problem crates' own tables, codes, closed forms from the
//! literature, and a problem crate's own `moves` handed to the engine.

use shared::game::engine::{Engine, Options, Params};
use shared::game::{grundy_table, OctalGame};

#[path = "../../../examples/games/euclid.rs"]
mod euclid;
#[path = "../../../examples/games/grundy_game.rs"]
mod grundy_game;
#[path = "../../../examples/games/hdu7287.rs"]
mod hdu7287;
#[path = "../../../examples/games/kayles.rs"]
mod kayles;
#[path = "../../../examples/games/lasker.rs"]
mod lasker;
#[path = "../../../examples/games/nim.rs"]
mod nim;
#[path = "../../../examples/games/p1857.rs"]
mod p1857;
#[path = "../../../examples/games/p2953.rs"]
mod p2953;
#[path = "../../../examples/games/p4018.rs"]
mod p4018;
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

#[test]
fn wythoff_p_positions_are_the_beatty_pairs_over_the_whole_table() {
    let side = 150u64;
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

/// Every multiset of up to `count` heaps of `0..=max`.
fn multisets(max: u64, count: usize) -> Vec<Vec<u64>> {
    let mut all = vec![vec![]];
    let mut frontier = vec![vec![]];
    for _ in 0..count {
        let mut next = Vec::new();
        for m in &frontier {
            let from = m.last().copied().unwrap_or(0);
            for h in from..=max {
                let mut grown: Vec<u64> = m.clone();
                grown.push(h);
                next.push(grown);
            }
        }
        all.extend(next.iter().cloned());
        frontier = next;
    }
    all
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

#[test]
#[ignore = "slow: larger ranges of the checks above (0.4 s in release, longer unoptimised)"]
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
}
