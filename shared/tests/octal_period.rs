//! Periods of take-and-break and subtraction games: proven (Guy–Smith) only when the table
//! covers the window, conjectured otherwise; known answers from Winning Ways and Flammenkamp's
//! tables, reproduced here by computation.

use shared::game::{
    arithmetic_period, eventual_period, grundy_table, take_and_break_period, ArithmeticPeriod,
    OctalGame, PeriodVerdict, SubtractionGame,
};

fn proven(verdict: PeriodVerdict) -> (usize, usize, usize) {
    let p = verdict
        .proven()
        .unwrap_or_else(|| panic!("not proven: {verdict}"));
    (p.start(), p.length(), p.proven_by())
}

#[test]
fn kayles_period_12_from_71_is_proven_by_position_167() {
    let kayles = OctalGame::parse("0.77").unwrap();
    let g = kayles.grundy_values(400);
    // Window: G(n + 12) = G(n) for 71 <= n < 2*71 + 12 + 2 = 156, so up to G(167).
    assert_eq!(proven(kayles.period_verdict(&g)), (71, 12, 167));
    assert_eq!(proven(kayles.period_verdict(&g[..=167])), (71, 12, 167));
    // One value short of the window: a conjecture that names the table length needed.
    assert_eq!(
        kayles.period_verdict(&g[..=166]),
        PeriodVerdict::Conjectured {
            start: 71,
            length: 12,
            seen_upto: 166,
            proof_needs: Some(167)
        }
    );
}

#[test]
fn short_tables_are_never_proven() {
    let kayles = OctalGame::parse("0.77").unwrap();
    let g = kayles.grundy_values(300);
    for len in 1..=167 {
        let verdict = kayles.period_verdict(&g[..len]);
        assert!(!verdict.is_proven(), "{len} values: {verdict}");
    }
    match kayles.period_verdict(&g[..100]) {
        PeriodVerdict::None { seen_upto: 99 } => {}
        PeriodVerdict::Conjectured { proof_needs, .. } => assert!(proof_needs.unwrap() >= 100),
        other => panic!("{other:?}"),
    }
    let dawson = OctalGame::parse("0.137").unwrap();
    let g = dawson.grundy_values(200);
    assert!((1..=174).all(|len| !dawson.period_verdict(&g[..len]).is_proven()));
}

#[test]
fn dawsons_kayles_period_34_from_52() {
    let dawson = OctalGame::parse("0.137").unwrap();
    let g = dawson.grundy_values(1000);
    // 2*52 + 34 + 3 = 141, so up to G(141 + 34 - 1).
    assert_eq!(proven(dawson.period_verdict(&g)), (52, 34, 174));
}

#[test]
fn more_octal_games_with_known_periods() {
    // (code, pre-period, period), computed; 0.07 is Dawson's Kayles, 0.137 shifted by one.
    for (code, start, length) in [("0.07", 53, 34), ("0.51", 1, 1), ("0.4", 54, 34)] {
        let game = OctalGame::parse(code).unwrap();
        let verdict = game.period_verdict(&game.grundy_values(2000));
        let (s, l, _) = proven(verdict);
        assert_eq!((s, l), (start, length), "{code}");
    }
}

/// 0.16: period 149459 from 105351 (Flammenkamp), proven with a table up to
/// 2·105351 + 149459 + 2 + 149459 − 1 = 509621.
#[test]
#[ignore = "about a second in release; run with --include-ignored"]
fn game_016_period_149459_from_105351() {
    let game = OctalGame::parse("0.16").unwrap();
    let g = game.grundy_values(509_621);
    assert_eq!(proven(game.period_verdict(&g)), (105_351, 149_459, 509_621));
    let short = game.period_verdict(&g[..509_621]);
    assert!(!short.is_proven(), "{short}");
    assert_eq!(short.period().unwrap().length, 149_459);
}

#[test]
fn treblecross_shows_no_period_and_proves_nothing() {
    let game = OctalGame::parse("0.007").unwrap();
    let g = game.grundy_values(5000);
    assert_eq!(
        game.period_verdict(&g),
        PeriodVerdict::None { seen_upto: 5000 }
    );
    assert_eq!(eventual_period(&g), None);
}

#[test]
fn subtraction_123_period_4_from_0() {
    let game = SubtractionGame::finite(&[1, 2, 3]);
    let g = game.grundy_values(100);
    // No splitting: window 0 <= n < 0 + 4 + 3, so up to G(10).
    assert_eq!(proven(game.period_verdict(&g)), (0, 4, 10));
    assert_eq!(proven(game.period_verdict(&g[..=10])), (0, 4, 10));
    assert!(!game.period_verdict(&g[..=9]).is_proven());
}

#[test]
fn finite_subtraction_games_agree_with_their_octal_codes() {
    let mut rng = fastrand::Rng::with_seed(3);
    for _ in 0..100 {
        let set: Vec<usize> = (0..rng.usize(1..=4)).map(|_| rng.usize(1..=9)).collect();
        let game = SubtractionGame::finite(&set);
        let octal = game.to_octal().unwrap();
        let g = game.grundy_values(500);
        let want: Vec<u32> = octal.grundy_values(500).iter().map(|&v| v as u32).collect();
        assert_eq!(g, want, "{set:?} = {octal}");
        let brute = grundy_table(500, |n, g, out| {
            out.extend(set.iter().filter(|&&s| s <= n).map(|&s| g[n - s]))
        });
        assert_eq!(g, brute, "{set:?}");
        // Every finite subtraction game is periodic; 500 values prove it for these sets.
        let verdict = game.period_verdict(&g);
        assert_eq!(verdict, octal.period_verdict(&g), "{set:?}");
        assert!(verdict.is_proven(), "{set:?}: {verdict}");
    }
}

#[test]
fn all_but_games_agree_with_the_brute_force_and_are_never_proven() {
    let mut rng = fastrand::Rng::with_seed(5);
    for round in 0..60 {
        let set: Vec<usize> = (0..rng.usize(0..=4)).map(|_| rng.usize(1..=8)).collect();
        let game = SubtractionGame::all_but(&set);
        assert!(game.is_all_but() && game.to_octal().is_none());
        let g = game.grundy_values(400);
        let brute = grundy_table(400, |n, g, out| {
            out.extend((1..=n).filter(|s| !set.contains(s)).map(|s| g[n - s]))
        });
        assert_eq!(g, brute, "all-but {set:?} (round {round})");
        let verdict = game.period_verdict(&g);
        assert!(!verdict.is_proven(), "all-but {set:?}: {verdict}");
        if let PeriodVerdict::Conjectured { proof_needs, .. } = verdict {
            assert_eq!(proof_needs, None);
        }
    }
}

#[test]
fn arithmetic_periods_are_conjectures_found_by_computation() {
    // All-but {1}: 0 0 1 1 2 2 ..., period 2, saltus 1.
    let g = SubtractionGame::all_but(&[1]).grundy_values(200);
    assert_eq!(
        arithmetic_period(&g),
        Some(ArithmeticPeriod {
            start: 0,
            length: 2,
            saltus: 1,
            seen_upto: 200
        })
    );
    // Hexadecimal games found arithmetic-periodic by computing 3000 values (no proof here):
    // 8. (split into three heaps) and 0.8 (take one, leave three heaps).
    for (code, start, length) in [("8.", 1, 2), ("0.8", 1, 3)] {
        let game = OctalGame::parse(code).unwrap();
        let g = game.grundy_values(300);
        let found = arithmetic_period(&g).unwrap_or_else(|| panic!("{code}"));
        assert_eq!(
            (found.start, found.length, found.saltus),
            (start, length, 1),
            "{code}"
        );
        // Values grow, so there is no plain period to prove.
        assert_eq!(
            game.period_verdict(&g),
            PeriodVerdict::None { seen_upto: 300 }
        );
    }
    // A plain period is not an arithmetic one, and Kayles grows nowhere.
    let kayles = OctalGame::parse("0.77").unwrap().grundy_values(500);
    assert_eq!(arithmetic_period(&kayles), None);
}

#[test]
fn a_sequence_that_only_looks_periodic_is_not_proven_without_a_game() {
    // Squares mod 1000 look periodic only at the very end: nothing to conjecture.
    let seq: Vec<u64> = (0..3000u64).map(|i| (i * i) % 1_000_003).collect();
    assert_eq!(eventual_period(&seq), None);
    assert_eq!(
        take_and_break_period(&seq, 3, 2),
        PeriodVerdict::None { seen_upto: 2999 }
    );
    // A table periodic for a long stretch, then broken at the end, is not proven either.
    let mut seq: Vec<u32> = (0..2000).map(|i| i % 7).collect();
    seq.push(99);
    let verdict = take_and_break_period(&seq, 3, 2);
    assert!(!verdict.is_proven(), "{verdict}");
}

/// A Guy–Smith window that does not fit in `usize`, or that the table does not reach, proves
/// nothing: `sub:2^64 - 1` and `sub:1,2^64 - 2` were once "proven" by a window that wrapped
/// around.
#[test]
fn a_window_past_the_integer_type_or_the_table_is_never_proven() {
    let huge = SubtractionGame::finite(&[usize::MAX]);
    let g = huge.grundy_values(60);
    assert!(g.iter().all(|&v| v == 0));
    let verdict = huge.period_verdict(&g);
    assert!(!verdict.is_proven(), "{verdict}");
    // Period 1 from 0: the window is 0 + 1 + (2^64 - 1), read up to there.
    assert_eq!(
        verdict,
        PeriodVerdict::Conjectured {
            start: 0,
            length: 1,
            seen_upto: 60,
            proof_needs: Some(1 << 64)
        }
    );
    assert!(huge.to_octal().is_none());
    let alternating = SubtractionGame::finite(&[1, usize::MAX - 1]);
    let g = alternating.grundy_values(50);
    assert!(g.iter().enumerate().all(|(n, &v)| v as usize == n % 2));
    let verdict = alternating.period_verdict(&g);
    assert!(!verdict.is_proven(), "{verdict}");
    let needs = match verdict {
        PeriodVerdict::Conjectured { proof_needs, .. } => proof_needs.unwrap(),
        other => panic!("{other:?}"),
    };
    assert!(needs > usize::MAX as u128, "{verdict}");
    for (t, heaps) in [
        (usize::MAX, 1),
        (usize::MAX / 2, 2),
        (1, usize::MAX),
        (3, 3),
    ] {
        let verdict = take_and_break_period(&[0u8; 40], t, heaps);
        assert_eq!(
            verdict.is_proven(),
            t == 3,
            "t = {t}, heaps = {heaps}: {verdict}"
        );
    }
}
