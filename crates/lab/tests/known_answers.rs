//! The periods every write-up of these games found by hand, reproduced through the lab's
//! library: the registry's tables and `shared::game::eventual_period`.

use lab::commands;
use lab::params::ParamValues;
use lab::registry::find;
use lab::table::{values, Layout, Values};
use shared::game::Period;

fn period_of(slug: &str, params: &[&str], upto: usize, grundy: bool) -> Option<Period> {
    let game = find(slug).unwrap();
    let params: Vec<String> = params.iter().map(|s| s.to_string()).collect();
    let params = ParamValues::parse(game.params, &params).unwrap();
    values(&game, &params, upto, grundy).unwrap().period()
}

fn last_line(slug: &str, params: &[&str], upto: usize, grundy: bool) -> String {
    let params: Vec<String> = params.iter().map(|s| s.to_string()).collect();
    let text = commands::table(slug, &params, Some(upto), grundy, Layout::default()).unwrap();
    text.lines().last().unwrap().to_string()
}

#[test]
fn p4018_losing_positions_have_period_6_from_0() {
    let p = period_of("p4018-prime-power-stones", &[], 600, false);
    assert_eq!(
        p,
        Some(Period {
            start: 0,
            length: 6
        })
    );
    assert_eq!(
        last_line("p4018-prime-power-stones", &[], 600, false),
        "period 6 from 0"
    );
    // And the losing positions themselves are the multiples of 6.
    let game = find("p4018").unwrap();
    let v = values(&game, &ParamValues::defaults(game.params), 600, false).unwrap();
    let expected: Vec<usize> = (0..=600).step_by(6).collect();
    assert_eq!(v.losing_positions(), expected);
}

#[test]
fn hdu7287_with_k_3_has_grundy_period_14_from_1() {
    let p = period_of("hdu7287-alice-game", &["k=3"], 300, true);
    assert_eq!(
        p,
        Some(Period {
            start: 1,
            length: 14
        })
    );
    assert_eq!(
        last_line("hdu7287-alice-game", &["k=3"], 300, true),
        "period 14 from 1"
    );
}

#[test]
fn hdu7287_grundy_period_is_4k_plus_2_from_1_for_small_k() {
    for k in 2..=8usize {
        let p = period_of("hdu7287-alice-game", &[&format!("k={k}")], 40 * k, true);
        assert_eq!(
            p,
            Some(Period {
                start: 1,
                length: 4 * k + 2
            }),
            "k={k}"
        );
    }
}

#[test]
fn battle_with_p_4_has_grundy_period_5() {
    let p = period_of("gym104385c-battle", &["p=4"], 500, true);
    assert_eq!(
        p,
        Some(Period {
            start: 0,
            length: 5
        })
    );
    assert_eq!(
        last_line("gym104385c-battle", &["p=4"], 500, true),
        "period 5 from 0"
    );
    let game = find("gym104385c").unwrap();
    let params = ParamValues::parse(game.params, &["p=4".to_string()]).unwrap();
    match values(&game, &params, 9, true).unwrap() {
        Values::Grundy(g) => assert_eq!(g, [0, 1, 0, 1, 2, 0, 1, 0, 1, 2]),
        other => panic!("{other:?}"),
    }
}

#[test]
fn battle_period_is_p_plus_1_for_even_p_and_2_for_odd_p() {
    for p in 1..=12u64 {
        let expect = if p % 2 == 0 { p as usize + 1 } else { 2 };
        let got = period_of("gym104385c-battle", &[&format!("p={p}")], 400, true);
        assert_eq!(got.map(|q| q.length), Some(expect), "p={p}");
    }
}
