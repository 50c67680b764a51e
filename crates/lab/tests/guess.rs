//! `lab guess` blind on every registered game that has a table or a grid (at its defaults and
//! over the parameters the brief names) and on the classic games, scored: a guess counts when
//! `lab verify GAME --rule EXPR` accepts it on a table ten times the fitted range. The test
//! prints each game's verdict and the score, and fails below [`SCORE`] (the games of one number
//! alone in the default run: [`SCORE_ONE_NUMBER`]). Also the command line:
//! exit statuses, the last line, `--misere`, and `verify --rule` in `a` and `b`.
//!
//! Left out: p3383-linear-sieve (not a game: no table, no grid) and the demos (the problems
//! games are all here).

use lab::commands::{guess, verify_rule};
use lab::verify::Silent;
use std::process::Command;

/// The score the whole list reached (guesses accepted on 10× the fitted range); the full run
/// (`cargo test --workspace -- --ignored full::`, which CI runs) fails below it.
const SCORE: usize = 47;

/// The score of the games of one number, which the default run guesses (the grids' checks on
/// 10× their side take seconds each); it fails below it.
const SCORE_ONE_NUMBER: usize = 41;

/// One game to guess blind.
struct Case {
    game: &'static str,
    params: Vec<String>,
    grundy: bool,
    grid: bool,
    /// Misère play (a definition or a rules file, which the engine plays by its moves).
    misere: bool,
    /// The fitted range (a table's last position, or a grid's size).
    fit: usize,
}

fn case(game: &'static str, params: &[String], grundy: bool, grid: bool, fit: usize) -> Case {
    Case {
        game,
        params: params.to_vec(),
        grundy,
        grid,
        misere: false,
        fit,
    }
}

/// A classic game written as a rules file of `examples/games/`.
macro_rules! example {
    ($file:literal) => {
        concat!(env!("CARGO_MANIFEST_DIR"), "/../../examples/games/", $file)
    };
}

/// The list, with fitted ranges that keep the ten-times check within each game's table limit
/// and the whole run within seconds (`scale` multiplies them for the slow run, capped at the
/// limits).
fn cases(scale: usize) -> Vec<Case> {
    let fit = |base: usize, limit: usize| (base * scale).min(limit / 10);
    let p = |name: &str, v: u64| vec![format!("{name}={v}")];
    let mut all = vec![
        case("arc137c-distinct-numbers", &[], false, false, fit(4, 40)),
        case(
            "bzoj3895-take-or-merge",
            &[],
            false,
            false,
            fit(100, 100_000),
        ),
        case("bzoj3895-take-or-merge", &[], false, true, fit(25, 1_000)),
        case(
            "cf1537d-deleting-divisors",
            &[],
            false,
            false,
            fit(300, 1_000_000),
        ),
    ];
    for k in 1..=6 {
        all.push(case(
            "gmoj3033-k-multiple-nim",
            &p("k", k),
            false,
            false,
            fit(80, 800),
        ));
    }
    for q in 2..=10 {
        all.push(case(
            "gym104385c-battle",
            &p("p", q),
            true,
            false,
            fit(100, 2_000_000),
        ));
    }
    all.extend([
        case(
            "hdu2516-fibonacci-nim",
            &[],
            false,
            false,
            fit(200, 200_000),
        ),
        case(
            "hdu1848-fibonacci-again",
            &[],
            true,
            false,
            fit(100, 1_000_000),
        ),
        case("hdu3032-nim-or-not-nim", &[], true, false, fit(100, 20_000)),
    ]);
    for k in 1..=5 {
        all.push(case(
            "hdu7287-alice-game",
            &p("k", k),
            true,
            false,
            fit(100, 20_000),
        ));
    }
    for k in 1..=5 {
        all.push(case(
            "ipsc-kruskal-prime-heaps",
            &p("k", k),
            false,
            false,
            fit(100, 200_000),
        ));
    }
    all.extend([
        case(
            "nowcoder-two-pile-multiples",
            &[],
            false,
            true,
            fit(30, 300),
        ),
        case("p1290-euclid-game", &[], false, true, fit(25, 2_000)),
        case("p1857-prime-stones", &[], false, false, fit(100, 20_000)),
        case("p2148-e-and-d", &[], true, false, fit(20, 2_000)),
        case("p2148-e-and-d", &[], false, true, fit(20, 300)),
        case("p2197-nim", &[], true, false, fit(100, 20_000)),
        case("p2252-wythoff", &[], false, true, fit(25, 5_000)),
        case("p2953-cow-digit-game", &[], true, false, fit(100, 100_000)),
        case("p3150-split-game", &[], false, false, fit(100, 20_000)),
        case(
            "p4018-prime-power-stones",
            &[],
            false,
            false,
            fit(100, 100_000),
        ),
        case("p4279-misere-nim", &[], false, false, fit(100, 2_000)),
        case("poj1704-georgia-and-bob", &[], true, false, fit(100, 2_000)),
        case("usst-stone-doubling", &[], true, false, fit(100, 1_000_000)),
        // Classic games not registered as problems (Lasker's Nim, Wythoff's and Euclid's games,
        // Fibonacci Nim and Nim are hdu3032, p2252, p1290, hdu2516 and p2197 above).
        case("sub:1,2,3", &[], true, false, 100 * scale),
        case("sub:1,3,4", &[], true, false, 100 * scale),
        // Nim-like coin turning: one lit cell's column, x ⊗ y for the default y.
        case("hdu3404-switch-lights", &[], true, false, fit(20, 256)),
        // The classics as rules files, and misère play.
        case(example!("lasker.rs"), &[], true, false, 100 * scale),
        case(example!("wythoff.rs"), &[], false, true, 25 * scale),
        // Euclid's game on the grid from 0, where every position with a 0 is lost.
        case(example!("euclid.rs"), &[], false, true, 25 * scale),
        Case {
            misere: true,
            ..case(example!("nim.rs"), &[], false, false, 100 * scale)
        },
        Case {
            misere: true,
            ..case("sub:1,2,3", &[], false, false, 100 * scale)
        },
    ]);
    all
}

/// Guesses every case blind (leaving out the grids unless `grids`) and checks each guess on
/// ten times the fitted range; returns the score and the report.
fn score(scale: usize, grids: bool) -> (usize, usize, String) {
    let list: Vec<Case> = cases(scale)
        .into_iter()
        .filter(|c| grids || !c.grid)
        .collect();
    let mut report = String::new();
    let mut accepted = 0;
    for c in &list {
        let label = format!(
            "{}{}{}{}",
            c.game,
            c.params
                .first()
                .map(|p| format!(" {p}"))
                .unwrap_or_default(),
            if c.grundy { " (Grundy)" } else { "" },
            if c.grid { " (grid)" } else { "" },
        ) + if c.misere { " (misère)" } else { "" };
        let started = std::time::Instant::now();
        let outcome = guess(
            c.game,
            &c.params,
            Some(c.fit),
            c.grundy,
            c.misere,
            c.grid,
            &mut Silent,
        )
        .unwrap_or_else(|e| panic!("{label}: {e}"));
        let verdict = match &outcome.rule {
            None => "no rule found".to_string(),
            Some(rule) => {
                let checked = if lab::moves::handles(c.game, c.misere) {
                    let upto = Some(10 * c.fit);
                    lab::moves::verify_rule(c.game, &c.params, rule, upto, c.misere, &mut Silent)
                } else {
                    verify_rule(c.game, &c.params, rule, Some(10 * c.fit), &mut Silent)
                };
                let (text, agrees) = checked.unwrap_or_else(|e| panic!("{label}: `{rule}`: {e}"));
                if agrees {
                    accepted += 1;
                    format!("accepted on 10x: {rule}")
                } else {
                    format!(
                        "refuted on 10x: {rule}: {}",
                        text.lines().last().unwrap_or("")
                    )
                }
            }
        };
        report.push_str(&format!(
            "{label}, fitted on {} ({} ms with the check): {verdict}\n",
            c.fit,
            started.elapsed().as_millis()
        ));
    }
    (accepted, list.len(), report)
}

/// Prints the report of [`score`] and fails below `at_least`.
fn assert_score(scale: usize, grids: bool, at_least: usize) {
    let (accepted, total, report) = score(scale, grids);
    println!("{report}score: {accepted}/{total}");
    assert!(
        accepted >= at_least,
        "{report}score {accepted}/{total}, below {at_least}"
    );
}

#[test]
fn guesses_blind_and_scores_the_games_of_one_number() {
    assert_score(1, false, SCORE_ONE_NUMBER);
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`).
mod full {
    #[test]
    #[ignore = "full: the grids too, whose checks on 10x their side take seconds"]
    fn guesses_blind_and_scores() {
        super::assert_score(1, true, super::SCORE);
    }
}

#[test]
#[ignore = "slow: the same list at five times the fitted ranges (capped at a tenth of each limit)"]
fn guesses_blind_and_scores_on_larger_tables() {
    assert_score(5, true, SCORE);
}

fn lab(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .expect("the lab binary runs");
    let text = |b: &[u8]| String::from_utf8(b.to_vec()).expect("UTF-8");
    (out.status.code(), text(&out.stdout), text(&out.stderr))
}

#[test]
fn the_command_line_ends_with_the_rule_or_exit_status_1() {
    let (code, out, _) = lab(&["guess", "hdu2516", "--upto", "100"]);
    assert_eq!(code, Some(0));
    assert!(
        out.lines()
            .all(|l| !l.starts_with("conjectured") || l.contains("checked on 0..=400")),
        "{out}"
    );
    assert_eq!(
        out.lines().last(),
        Some("rule: !is_fibonacci(n) (fitted on 0..=100, checked on 0..=400)")
    );
    let (code, out, _) = lab(&["guess", "p2953", "--grundy", "--upto", "100"]);
    assert_eq!(code, Some(1), "{out}");
    assert_eq!(out.lines().last(), Some("no rule found"));
    let (code, out, _) = lab(&["guess", "p2252", "--upto", "40"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.ends_with(
        "rule: min(a, b) != beatty(max(a, b) - min(a, b), 1, 1, 5, 2) (fitted on a in 0..=39, b in \
         0..=39, checked on a in 0..=159, b in 0..=159)\n"
    ), "{out}");
}

#[test]
fn refusals_exit_with_status_2_and_one_line() {
    for args in [
        &["guess", "demo-guess", "--misere"][..],
        &["guess", "p1857", "--grid"],
        &["guess", "sub:1,2", "--grid"],
        &["guess", "p4279", "--upto", "1000"],
        &["guess", "p1857", "--grundy"],
        &["verify", "p1857", "--rule", "a != b"],
    ] {
        let (code, out, err) = lab(args);
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(err.starts_with("error: "), "{args:?}: {err}");
    }
    // A registered game's misère table needs its moves, which the demo's descriptor does
    // not give; ARC 137C's are moves on sets, which no table of numbers shows.
    let (code, _, err) = lab(&["guess", "demo-guess", "--misere"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("gives no moves"), "{err}");
    let (code, _, err) = lab(&["guess", "arc137c", "--misere"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("not numbers"), "{err}");
}

#[test]
fn the_functions_guesses_print_are_documented() {
    let manual = include_str!("../../../docs/studying-a-game.md");
    let (_, help, _) = lab(&["--help"]);
    for (signature, _) in lab::expr::GUESS_FUNCTIONS {
        let name = &signature[..signature.find('(').unwrap()];
        assert!(
            manual.contains(&format!("`{name}(")),
            "docs/studying-a-game.md: {name}"
        );
        assert!(help.contains(&format!("{name}(")), "--help: {name}");
    }
}

#[test]
fn verify_checks_a_rule_in_a_and_b_on_the_grid() {
    let euclid = "a == b || max(a, b) > beatty(min(a, b), 1, 1, 5, 2)";
    let (code, out, _) = lab(&["verify", "p1290", "--rule", euclid, "--upto", "100"]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.ends_with("10000 cells, all agree\n"), "{out}");
    let (code, out, _) = lab(&[
        "verify",
        "p1290",
        "--rule",
        "a == b || max(a, b) >= 2 * min(a, b)",
    ]);
    assert_eq!(code, Some(1), "{out}");
    assert!(out.contains("disagreement at a = 5, b = 3"), "{out}");
}

/// A rules file of `examples/games/`, by its path from here.
fn example(file: &str) -> String {
    format!("{}/../../examples/games/{file}", env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn the_cutting_games_losing_sheets_are_both_sides_in_one_set_and_wythoffs_are_not() {
    // POJ 2311 as safe cuts: the sheet (a, b) is lost when both sides are in the set of
    // losing strips (from 38 on, period 34), which a grid of 110 shows.
    let poj2311 = example("poj2311.rs");
    let (code, out, err) = lab(&["guess", &poj2311, "--upto", "110"]);
    assert_eq!(code, Some(0), "{out}{err}");
    let rule = "a !in [0, 1, 2, 3, 17, 37] && a % 34 !in [7, 11, 23, 27, 31] || b !in [0, 1, 2, \
                3, 17, 37] && b % 34 !in [7, 11, 23, 27, 31]";
    assert!(
        out.contains(&format!(
            "conjectured: {rule} -- both numbers in a set: a and b both in S; S: period 34 from \
             38; fitted on a in 0..=109, b in 0..=109, checked on a in 0..=439, b in 0..=439\n"
        )),
        "{out}"
    );
    assert!(out.ends_with(&format!("rule: {rule} (fitted on a in 0..=109, b in 0..=109, checked on a in 0..=439, b in 0..=439)\n")), "{out}");
    // Wythoff's P-positions are no product of sets: the family proposes nothing.
    let (code, out, err) = lab(&["guess", &example("wythoff.rs"), "--upto", "40"]);
    assert_eq!(code, Some(0), "{out}{err}");
    assert!(!out.contains("both numbers in a set"), "{out}");
}
