//! `OctalGame`: parsing, and the Grundy engine against a brute force written from the rules.

use shared::game::{grundy_table, GrundyValues, OctalGame};

/// Grundy values straight from the definition of a code: every way of taking `k` tokens and
/// leaving 0..=3 nonempty heaps, by `grundy_table` (no shortcut of the engine).
fn brute_force(digits: &[u8], n_max: usize) -> Vec<u32> {
    grundy_table(n_max, |n, g, out| {
        for (k, &d) in digits.iter().enumerate() {
            if k > n {
                break;
            }
            let rest = n - k;
            if d & 1 != 0 && rest == 0 && k > 0 {
                out.insert(0);
            }
            if d & 2 != 0 && rest >= 1 && k > 0 {
                out.insert(g[rest]);
            }
            if d & 4 != 0 {
                for a in 1..rest {
                    out.insert(g[a] ^ g[rest - a]);
                }
            }
            if d & 8 != 0 {
                for a in 1..rest {
                    for b in 1..rest - a {
                        out.insert(g[a] ^ g[b] ^ g[rest - a - b]);
                    }
                }
            }
        }
    })
}

fn as_u32(v: &[u16]) -> Vec<u32> {
    v.iter().map(|&x| x as u32).collect()
}

#[test]
fn parses_the_usual_codes() {
    let cases: [(&str, &[u8], &str); 9] = [
        ("0.77", &[0, 7, 7], "0.77"),
        ("0.137", &[0, 1, 3, 7], "0.137"),
        (".007", &[0, 0, 0, 7], "0.007"),
        ("4.007", &[4, 0, 0, 7], "4.007"),
        ("0.f", &[0, 15], "0.F"),
        ("  0.16 ", &[0, 1, 6], "0.16"),
        ("0.3300", &[0, 3, 3], "0.33"),
        ("4.", &[4], "4."),
        ("0.", &[0], "0."),
    ];
    for (code, digits, canonical) in cases {
        let game = OctalGame::parse(code).unwrap_or_else(|e| panic!("{code}: {e}"));
        assert_eq!(game.digits(), digits, "{code}");
        assert_eq!(game.to_string(), canonical, "{code}");
        assert_eq!(code.parse::<OctalGame>().unwrap(), game);
    }
    let kayles = OctalGame::parse("0.77").unwrap();
    assert_eq!((kayles.max_removal(), kayles.max_heaps_left()), (2, 2));
    let treblecross = OctalGame::parse("0.007").unwrap();
    assert_eq!(
        (treblecross.max_removal(), treblecross.max_heaps_left()),
        (3, 2)
    );
    assert_eq!(OctalGame::parse("0.33").unwrap().max_heaps_left(), 1);
    assert_eq!(OctalGame::parse("0.11").unwrap().max_heaps_left(), 0);
    assert_eq!(OctalGame::parse("8.").unwrap().max_heaps_left(), 3);
}

#[test]
fn rejects_bad_codes_and_says_why() {
    let cases = [
        ("", "empty"),
        ("   ", "empty"),
        ("77", "no '.'"),
        ("0.7.7", "more than one '.'"),
        ("0.7g", "'g'"),
        ("0.7 7", "' '"),
        ("12.3", "single digit"),
        ("1.3", "d0 = 1"),
        ("2.3", "d0 = 2"),
        ("7.", "d0 = 7"),
        ("-0.7", "\"-0\" before the point"),
    ];
    for (code, reason) in cases {
        let err = OctalGame::parse(code).expect_err(code);
        let message = err.to_string();
        assert!(message.contains(reason), "{code:?}: {message}");
        assert!(message.contains("d0.d1d2"), "{code:?}: {message}");
        assert!(!err.reason().is_empty());
    }
}

#[test]
fn known_values() {
    let kayles = OctalGame::parse("0.77").unwrap();
    assert_eq!(
        kayles.grundy_values(11),
        [0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6]
    );
    // Nim (0.333... with every removal up to 20 allowed): G(n) = n below 21, then n mod 21.
    let code = format!("0.{}", "3".repeat(20));
    let nim = OctalGame::parse(&code).unwrap().grundy_values(100);
    assert!(nim.iter().enumerate().all(|(n, &v)| v as usize == n % 21));
    // A game with no move at all, and one where only whole heaps of 1 go.
    assert_eq!(OctalGame::parse("0.").unwrap().grundy_values(5), [0; 6]);
    assert_eq!(
        OctalGame::parse("0.1").unwrap().grundy_values(4),
        [0, 1, 0, 0, 0]
    );
}

#[test]
fn agrees_with_the_brute_force_on_named_games() {
    for code in [
        "0.77", "0.137", "0.007", "4.007", "0.16", "0.6", "0.07", "0.51", "4.", "0.F", "8.", "C.7",
        "0.8", "0.4F", "0.333", "0.123456", "4.3F",
    ] {
        let game = OctalGame::parse(code).unwrap();
        let n = if game.max_heaps_left() == 3 { 60 } else { 400 };
        let want = brute_force(game.digits(), n);
        assert_eq!(as_u32(&game.grundy_values(n)), want, "{code}");
        assert_eq!(game.grundy_values_wide(n), want, "{code} (wide)");
    }
}

#[test]
fn agrees_with_the_brute_force_on_random_codes() {
    let mut rng = fastrand::Rng::with_seed(12);
    for _ in 0..300 {
        let len = rng.usize(1..=6);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.u8(0..8)).collect();
        digits[0] &= 4;
        if rng.u8(0..10) == 0 {
            let k = rng.usize(0..len);
            digits[k] |= 8;
        }
        let code = format!(
            "{:X}.{}",
            digits[0],
            digits[1..]
                .iter()
                .map(|d| format!("{d:X}"))
                .collect::<String>()
        );
        let game = OctalGame::parse(&code).unwrap();
        let n = if game.max_heaps_left() == 3 { 50 } else { 300 };
        let want = brute_force(game.digits(), n);
        assert_eq!(as_u32(&game.grundy_values(n)), want, "{code}");
    }
}

/// Every method on its own gives the plain loop's values, over tables long enough for the
/// methods to switch on (the engine reconsiders at 64, 320, 576, ... positions).
/// Every method against the plain loop to `upto`.
fn every_method_gives_the_same_values(upto: usize) {
    let mut codes: Vec<String> = [
        "0.77", "0.137", "0.007", "4.007", "0.16", "0.6", "0.51", "0.4", "0.44", "0.14", "4.4",
        "0.1337", "0.04", "0.71",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rng = fastrand::Rng::with_seed(7);
    for _ in 0..40 {
        let len = rng.usize(2..=5);
        let digits: String = (1..len).map(|_| char::from(b'0' + rng.u8(0..8))).collect();
        codes.push(format!("{}.{digits}", if rng.bool() { 4 } else { 0 }));
    }
    for code in &codes {
        let game = OctalGame::parse(code).unwrap();
        let plain = game.grundy_values_with(upto, "plain");
        for method in ["rare-common", "periodic", "auto"] {
            assert_eq!(
                game.grundy_values_with(upto, method),
                plain,
                "{code} {method}"
            );
        }
        assert_eq!(game.grundy_values(upto), plain, "{code}");
    }
}

#[test]
fn every_method_gives_the_same_values_to_1000() {
    every_method_gives_the_same_values(1000);
}

/// Long tables where each shortcut is known to be in use: Kayles and Dawson's Kayles become
/// periodic early, 0.16 has a sparse space; the plain loop is the reference.
fn shortcuts_on_long_tables(upto: usize) {
    for code in ["0.77", "0.137", "0.16"] {
        let game = OctalGame::parse(code).unwrap();
        assert_eq!(
            game.grundy_values(upto),
            game.grundy_values_with(upto, "plain"),
            "{code}"
        );
    }
}

#[test]
fn shortcuts_on_tables_of_10_000() {
    shortcuts_on_long_tables(10_000);
}

#[test]
fn too_many_digits_is_an_error() {
    let code = format!("0.{}", "3".repeat(65_537));
    let err = OctalGame::parse(&code).unwrap_err();
    assert!(err.to_string().contains("more than 65536 digits"), "{err}");
    assert!(OctalGame::parse(&format!("0.{}", "3".repeat(65_536))).is_ok());
}

/// Three-heap splits by pair-XOR bitsets (taken from 64 positions on where they are cheaper)
/// against the plain loop over the triples, which the brute force checks above: codes whose
/// values stay below 64 (one word a set) and codes whose values grow (0.8, 0.3F, 8.: the
/// bitsets are re-laid out at every doubling of the value range).
fn three_heap_bitsets_give_the_plain_loops_values(upto: usize) {
    let mut codes: Vec<String> = [
        "0.8", "8.", "0.F", "0.4F", "4.3F", "0.8F", "0.3F", "C.7", "0.CC", "0.FF", "0.08", "0.C",
        "8.8", "0.9", "0.A", "0.B",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rng = fastrand::Rng::with_seed(21);
    for _ in 0..12 {
        let len = rng.usize(2..=4);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.u8(0..16)).collect();
        digits[0] &= 12;
        let k = rng.usize(0..len);
        digits[k] |= 8;
        let tail: String = digits[1..].iter().map(|d| format!("{d:X}")).collect();
        codes.push(format!("{:X}.{tail}", digits[0]));
    }
    for code in &codes {
        let game = OctalGame::parse(code).unwrap();
        let plain = game.grundy_values_with(upto, "plain-triples");
        assert_eq!(game.grundy_values(upto), plain, "{code}");
        assert_eq!(
            as_u32(&game.grundy_values(150)),
            brute_force(game.digits(), 150),
            "{code}"
        );
    }
}

/// The width is chosen by the values, not by a panic: take 1 to 65 536 tokens, G(n) = n mod
/// 65 537, which passes 16 bits at n = 65 536; the table goes on in 32 bits (once a panic
/// inside the engine, caught by the lab).
#[test]
#[ignore = "slow: 4·10^9 marks, seconds in release"]
fn the_table_widens_past_16_bits() {
    let game = OctalGame::parse(&format!("0.{}", "3".repeat(65_536))).unwrap();
    let mut done = 0;
    let g = game
        .grundy_values_compact(65_540, &mut |n| done = n)
        .unwrap();
    let GrundyValues::Wide(values) = &g else {
        panic!("the values pass 16 bits");
    };
    assert!(values
        .iter()
        .enumerate()
        .all(|(n, &v)| v as usize == n % 65_537));
    assert_eq!(done, 65_541);
}

/// The code `d0.d1d2...` of `digits` (hexadecimal).
fn code_of(digits: &[u8]) -> String {
    let tail: String = digits[1..].iter().map(|d| format!("{d:X}")).collect();
    format!("{:X}.{tail}", digits[0])
}

/// The code of `digits`, the engine as it chooses and with the rare/common split forced, against
/// the definition up to `upto`.
fn check_against_the_definition(digits: &[u8], upto: usize) {
    let game = OctalGame::parse(&code_of(digits)).unwrap();
    let want = brute_force(game.digits(), upto);
    assert_eq!(as_u32(&game.grundy_values(upto)), want, "{game}");
    assert_eq!(
        as_u32(&game.grundy_values_with(upto, "rare-common")),
        want,
        "{game} rare-common"
    );
}

/// Every octal code with at most three digits after the point (`d0` 0 or 4: 1024 codes), the
/// engine as it chooses and with the rare/common split forced from 64 positions on (with the
/// position's parity in the class where every split removal has the same parity), against
/// the definition.
fn every_short_code_agrees_with_the_definition(upto: usize) {
    for d0 in [0u8, 4] {
        for rest in 0..512u32 {
            let digits = [
                d0,
                (rest >> 6) as u8 & 7,
                (rest >> 3) as u8 & 7,
                rest as u8 & 7,
            ];
            check_against_the_definition(&digits, upto);
        }
    }
}

#[test]
fn every_short_code_agrees_with_the_definition_to_250() {
    every_short_code_agrees_with_the_definition(250);
}

proptest::proptest! {
    /// Random octal codes of up to six digits after the point, every method, against the
    /// definition.
    #[test]
    fn random_codes_agree_with_the_definition(
        d0 in proptest::sample::select(vec![0u8, 4]),
        tail in proptest::collection::vec(0u8..8, 1..=6),
        upto in 0usize..400,
    ) {
        let mut digits = vec![d0];
        digits.extend(tail);
        let game = OctalGame::parse(&code_of(&digits)).unwrap();
        let want = brute_force(game.digits(), upto);
        proptest::prop_assert_eq!(as_u32(&game.grundy_values(upto)), want.clone());
        for method in ["rare-common", "periodic", "plain"] {
            proptest::prop_assert_eq!(
                as_u32(&game.grundy_values_with(upto, method)),
                want.clone(),
                "{}",
                method
            );
        }
    }
}

/// Every code `d0.d1d2` with a three-heap digit (`d0` one of 0, 4, 8, C; `d1`, `d2` any
/// hexadecimal digit; 896 codes), the engine as it chooses and with the rare/common split
/// forced from 64 positions on, against the definition. Forcing it keeps it on where the
/// least missing value of the exact class is often not the mex (values that grow, like
/// `0.8`'s), so the scan's fallback (every split, by the bitsets or the plain loop) is
/// exercised too.
fn every_short_three_heap_code_agrees_with_the_definition(upto: usize) {
    for d0 in [0u8, 4, 8, 12] {
        for rest in 0..256u32 {
            let digits = [d0, (rest >> 4) as u8, rest as u8 & 15];
            if digits.iter().all(|&d| d & 8 == 0) {
                continue;
            }
            check_against_the_definition(&digits, upto);
        }
    }
}

#[test]
fn every_short_three_heap_code_agrees_with_the_definition_to_120() {
    every_short_three_heap_code_agrees_with_the_definition(120);
}

/// Random hexadecimal codes with a three-heap digit, every method against the plain loop
/// over the triples, on tables long enough for the bitsets and the rare/common split to be
/// taken and dropped (including codes whose values grow, where the split's exact class often
/// misses the mex), and the named codes whose values are periodic (`0.F`, `0.B`, `4.F`,
/// `0.A`: the split with the position's parity leaves no or few rare positions).
fn three_heap_methods_agree(upto: usize, random: usize) {
    let mut codes: Vec<String> = [
        "0.F",
        "0.B",
        "4.F",
        "0.A",
        "0.8",
        "0.0F",
        "0.0000008",
        "0.C",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    let mut rng = fastrand::Rng::with_seed(37);
    for _ in 0..random {
        let len = rng.usize(2..=6);
        let mut digits: Vec<u8> = (0..len).map(|_| rng.u8(0..16)).collect();
        digits[0] &= 12;
        let k = rng.usize(0..len);
        digits[k] |= 8;
        codes.push(code_of(&digits));
    }
    for code in &codes {
        let game = OctalGame::parse(code).unwrap();
        let plain = game.grundy_values_with(upto, "plain-triples");
        for method in ["rare-common", "auto", "plain"] {
            assert_eq!(
                game.grundy_values_with(upto, method),
                plain,
                "{code} {method}"
            );
        }
    }
}

#[test]
fn three_heap_methods_agree_to_400() {
    three_heap_methods_agree(400, 12);
}

proptest::proptest! {
    /// Random hexadecimal codes with a three-heap digit, the engine as it chooses and with
    /// the rare/common split forced, against the definition.
    #[test]
    fn random_three_heap_codes_agree_with_the_definition(
        d0 in proptest::sample::select(vec![0u8, 4, 8, 12]),
        tail in proptest::collection::vec(0u8..16, 1..=5),
        three in 0usize..6,
        upto in 0usize..250,
    ) {
        let mut digits = vec![d0];
        digits.extend(tail);
        let k = three % digits.len();
        digits[k] |= 8;
        let game = OctalGame::parse(&code_of(&digits)).unwrap();
        let want = brute_force(game.digits(), upto);
        proptest::prop_assert_eq!(as_u32(&game.grundy_values(upto)), want.clone());
        proptest::prop_assert_eq!(
            as_u32(&game.grundy_values_with(upto, "rare-common")),
            want
        );
    }
}

#[test]
fn three_heap_bitsets_give_the_plain_loops_values_to_300() {
    three_heap_bitsets_give_the_plain_loops_values(300);
}

/// The larger runs of the default tests, which CI runs (`cargo test --workspace -- --ignored
/// full::`).
mod full {
    #[test]
    #[ignore = "full: tables of 3000, seconds"]
    fn every_method_gives_the_same_values_to_3000() {
        super::every_method_gives_the_same_values(3000);
    }

    #[test]
    #[ignore = "full: tables of 30 000, seconds"]
    fn shortcuts_on_tables_of_30_000() {
        super::shortcuts_on_long_tables(30_000);
    }

    #[test]
    #[ignore = "full: 1024 codes to 2000, a minute"]
    fn every_short_code_agrees_with_the_definition_to_2000() {
        super::every_short_code_agrees_with_the_definition(2000);
    }

    /// The codes of the ogsolve comparison (`scripts/bench-ogsolve.sh`) to 10^5, the engine
    /// as it chooses against the plain loop over every split.
    #[test]
    #[ignore = "full: 10^5 positions by the plain loop, seconds each"]
    fn the_benchmarked_codes_agree_with_the_plain_loop_to_100_000() {
        for code in ["0.16", "0.007", "4.007", "0.6", "0.142", "0.104", "0.106"] {
            let game = shared::game::OctalGame::parse(code).unwrap();
            assert_eq!(
                game.grundy_values(100_000),
                game.grundy_values_with(100_000, "plain"),
                "{code}"
            );
        }
    }

    #[test]
    #[ignore = "full: 896 three-heap codes to 400, a minute"]
    fn every_short_three_heap_code_agrees_with_the_definition_to_400() {
        super::every_short_three_heap_code_agrees_with_the_definition(400);
    }

    #[test]
    #[ignore = "full: three-heap codes to 3000, a minute"]
    fn three_heap_methods_agree_to_3000() {
        super::three_heap_methods_agree(3000, 6);
    }

    #[test]
    #[ignore = "full: three-heap codes to 700, seconds"]
    fn three_heap_bitsets_give_the_plain_loops_values_to_700() {
        super::three_heap_bitsets_give_the_plain_loops_values(700);
    }
}
