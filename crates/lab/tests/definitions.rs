//! Games given by their rules (`take:`, `sub:`, `allbut:`, codes) against the problem crates'
//! own tables, and the periods the lab proves or only conjectures.

use lab::commands;
use lab::define::Target;
use lab::params::ParamValues;
use lab::registry;
use lab::table::{values, Layout, Values};
use lab::verify::Silent;

const UPTO: usize = 200;

/// The lab's table of a definition.
fn defined(definition: &str, grundy: bool) -> Values {
    Target::parse(definition, &[])
        .unwrap()
        .tabulate(UPTO, grundy, &mut Silent)
        .unwrap()
        .values
}

/// A problem crate's own table (its study descriptor), through the registry.
fn registered(slug: &str, params: &[(&str, u64)], grundy: bool) -> Values {
    let game = registry::find(slug).unwrap();
    let params = game.param_values(params);
    values(&game, &params, UPTO, grundy).unwrap()
}

fn assert_same(what: &str, ours: &Values, theirs: &Values) {
    assert_eq!(ours.len(), theirs.len(), "{what}");
    let first = (0..ours.len()).find(|&n| ours.get(n) != theirs.get(n));
    assert_eq!(
        first,
        None,
        "{what}: first difference at n = {first:?}: {} against {}",
        first.map_or(0, |n| ours.get(n)),
        first.map_or(0, |n| theirs.get(n))
    );
}

#[test]
fn five_rules_give_the_problem_crates_tables() {
    // P1857: take a prime (win/lose only: the crate's table is the parity of the remoteness).
    assert_same(
        "p1857",
        &defined("take:is_prime(t)", false),
        &registered("p1857", &[], false),
    );
    // P4018: take p^k, k >= 0 (so 1 too).
    assert_same(
        "p4018",
        &defined("take:is_prime_power(t)", false),
        &registered("p4018", &[], false),
    );
    // P2953: take the largest or the smallest non-zero digit of n (Grundy values).
    assert_same(
        "p2953",
        &defined("take:t == max_digit(n) || t == min_nonzero_digit(n)", true),
        &registered("p2953", &[], true),
    );
    // Battle: take a power of p (Grundy values), for several p.
    for p in [1, 2, 3, 4, 10, 23] {
        assert_same(
            &format!("gym104385c p={p}"),
            &defined(&format!("take:is_power_of(t, {p})"), true),
            &registered("gym104385c", &[("p", p)], true),
        );
    }
    // The subtraction game {1, ..., k}: as a rule, as a set and as a list.
    for k in [1, 3, 7] {
        let game = registry::find("demo-subtraction").unwrap();
        let set: Vec<String> = (1..=k).map(|t| t.to_string()).collect();
        let params = ParamValues::parse(game.params, &[format!("s={}", set.join(","))]).unwrap();
        let theirs = values(&game, &params, UPTO, true).unwrap();
        for definition in [
            format!("take:t <= {k}"),
            format!(
                "sub:{}",
                (1..=k).map(|t| t.to_string()).collect::<Vec<_>>().join(",")
            ),
            format!("take:t in 1..={k}"),
            format!("0.{}", "3".repeat(k as usize)),
        ] {
            assert_same(&definition, &defined(&definition, true), &theirs);
        }
    }
}

#[test]
fn the_lab_loops_agree_with_the_shared_engines() {
    // A finite set three ways: the rule language, SubtractionGame, and the code with digit 3
    // at each element (OctalGame's engine).
    let by_rule = defined("take:t in [1, 2, 5]", true);
    assert_same("sub:1,2,5", &defined("sub:1,2,5", true), &by_rule);
    assert_same("0.33003", &defined("0.33003", true), &by_rule);
    // All-but: any t but 1 and 2.
    assert_same(
        "allbut:1,2",
        &defined("allbut:1,2", true),
        &defined("take:t > 2", true),
    );
    // Win/lose is the zero-ness of the Grundy values, whichever way it is computed.
    let rule = defined("take:t == max_digit(n) || t == min_nonzero_digit(n)", false);
    let grundy = defined("take:t == max_digit(n) || t == min_nonzero_digit(n)", true);
    assert_same("p2953 win/lose", &rule, &grundy.to_win_lose());
}

/// The last line of `lab table` for these arguments.
fn last_line(game: &str, params: &[&str], upto: usize, grundy: bool) -> String {
    let params: Vec<String> = params.iter().map(|p| p.to_string()).collect();
    let text = commands::table(game, &params, Some(upto), grundy, Layout::default()).unwrap();
    text.lines().last().unwrap().to_string()
}

#[test]
fn kayles_and_dawsons_kayles_periods_are_proven() {
    assert_eq!(
        last_line("0.77", &[], 300, true),
        "period 12 from 71 (proven by n = 167)"
    );
    assert_eq!(
        last_line("0.137", &[], 400, true),
        "period 34 from 52 (proven by n = 174)"
    );
    // Exactly at the edge of the proof's window, and one position short of it: a conjecture
    // that says what the proof needs.
    assert_eq!(
        last_line("0.77", &[], 167, true),
        "period 12 from 71 (proven by n = 167)"
    );
    assert_eq!(
        last_line("0.77", &[], 166, true),
        "conjectured: period 12 from 71, seen over 0..=166; a proof needs n >= 167"
    );
    // Finite subtraction sets are proven too; all-but sets only conjectured (arithmetic).
    assert_eq!(
        last_line("sub:1,2,5", &[], 60, true),
        "period 3 from 0 (proven by n = 10)"
    );
    assert_eq!(
        last_line("allbut:1,2", &[], 60, true),
        "conjectured: arithmetic period 3 from 0, saltus 1, seen over 0..=60"
    );
}

/// The larger runs, which CI runs (`cargo test --workspace -- --ignored full::`); the default
/// run has the same edge on 0.77's short window above.
mod full {
    use super::last_line;

    #[test]
    #[ignore = "full: 0.16 tabled to half a million twice, two thirds of a second"]
    fn a_long_period_is_proven_exactly_at_the_edge_of_its_window() {
        // 0.16: period 149459 from 105351 (Flammenkamp); the Guy-Smith window ends at 509621.
        assert_eq!(
            last_line("0.16", &[], 509_621, true),
            "period 149459 from 105351 (proven by n = 509621)"
        );
        assert_eq!(
            last_line("0.16", &[], 509_620, true),
            "conjectured: period 149459 from 105351, seen over 0..=509620; a proof needs n >= \
             509621"
        );
    }
}

#[test]
fn a_registered_game_whose_moves_are_a_subtraction_set_is_proven_as_sub_is() {
    for (set, upto) in [("2,5", 60), ("1,2,3", 20), ("3,4,9", 200), ("7", 10)] {
        let ours = last_line("demo-subtraction", &[&format!("s={set}")], upto, false);
        let sub = last_line(&format!("sub:{set}"), &[], upto, false);
        assert_eq!(ours, sub, "s={set} --upto {upto}");
        let grundy = last_line("demo-subtraction", &[&format!("s={set}")], upto, true);
        assert_eq!(grundy, last_line(&format!("sub:{set}"), &[], upto, true));
    }
    // {2, 5}: period 7 from 0, proven once the table reaches the Guy–Smith window.
    assert_eq!(
        last_line("demo-subtraction", &["s=2,5"], 60, false),
        "period 7 from 0 (proven by n = 18)"
    );
    // Too short a table: a conjecture with what the proof needs.
    assert_eq!(
        last_line("demo-subtraction", &["s=2,5"], 17, false),
        "conjectured: period 7 from 0, seen over 0..=17; a proof needs n >= 18"
    );
}

/// Where `sub:SET` proves its period (the `X` of `proven by n = X`), from a table long
/// enough for every set below.
fn sub_proof_point(set: &str, grundy: bool) -> usize {
    let line = last_line(&format!("sub:{set}"), &[], 20_000, grundy);
    let (_, x) = line
        .strip_suffix(')')
        .and_then(|l| l.split_once("(proven by n = "))
        .unwrap_or_else(|| panic!("sub:{set} unproven over 0..=20000: {line}"));
    x.parse().unwrap()
}

#[test]
fn every_registered_subtraction_game_is_proven_exactly_where_sub_is() {
    let games: Vec<&str> = registry::all()
        .into_iter()
        .filter(|g| matches!(g.moves.map(|m| m.moves), Some(study::Moves::Subtraction(_))))
        .map(|g| g.slug)
        .collect();
    // S-Nim's descriptor declares its moves the subtraction set of its parameter `s`.
    assert!(games.contains(&"hdu1536-s-nim"), "{games:?}");
    for slug in games {
        for set in ["2,5", "1,2,3", "3,4,9", "7", "1,4,11,13", "2,3,7,11,17"] {
            let param = format!("s={set}");
            for grundy in [false, true] {
                // At the proof point and one position short of it, the same line as `sub:`
                // (a proven period, then the conjecture that says what the proof needs).
                let x = sub_proof_point(set, grundy);
                for upto in [x - 1, x] {
                    let ours = last_line(slug, &[&param], upto, grundy);
                    let sub = last_line(&format!("sub:{set}"), &[], upto, grundy);
                    assert_eq!(ours, sub, "{slug} {param} --upto {upto} grundy {grundy}");
                    assert_eq!(ours.contains("proven"), upto == x, "{ours}");
                }
            }
        }
    }
}

#[test]
fn registered_games_and_rules_are_only_ever_conjectured() {
    assert_eq!(
        last_line("hdu7287", &["k=20"], 1000, true),
        "conjectured: period 82 from 1, seen over 0..=1000"
    );
    // These three were printed as plain periods by the old lab, wrongly: the true periods are
    // 82 from 1, 11 from 0 and 101. They must never read as proven.
    for (game, params, upto, grundy) in [
        ("hdu7287", "k=20", 20, true),
        ("gym104385c", "p=10", 20, false),
        ("gym104385c", "p=100", 60, false),
    ] {
        let line = last_line(game, &[params], upto, grundy);
        assert!(
            line.starts_with("conjectured: ") || line.starts_with("no period up to "),
            "{game} {params} --upto {upto}: {line}"
        );
        assert!(!line.contains("proven"), "{line}");
    }
    // A rule for the subtraction game {1, 2, 3}: the same period as sub:1,2,3, not proven.
    assert_eq!(
        last_line("take:t <= 3", &[], 60, true),
        "conjectured: period 4 from 0, seen over 0..=60"
    );
}

#[test]
fn a_win_lose_period_of_a_code_is_derived_from_its_proven_grundy_period() {
    // Dawson's Kayles, as Winning Ways tabulates 0.137 (OEIS A002187).
    let published = [
        0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
        5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    ];
    let g = defined("0.137", true);
    let ours: Vec<u32> = (0..published.len()).map(|n| g.get(n)).collect();
    assert_eq!(ours, published);
    let line = last_line("0.137", &[], 400, false);
    assert!(line.ends_with("(proven by n = 174)"), "{line}");
    let Values::WinLose(w) = defined("0.137", false) else {
        panic!("win/lose expected")
    };
    let losing: Vec<usize> = (0..60).filter(|&n| !w[n]).collect();
    assert_eq!(losing, [0, 4, 8, 14, 20, 24, 28, 34, 38, 42, 54, 58]);
    // The period the win/lose line names holds over the whole table.
    let (length, start) = period_of(&line);
    assert!(
        (start..w.len() - length).all(|n| w[n] == w[n + length]),
        "{line}"
    );
}

/// `(L, S)` from a line containing `period L from S`.
fn period_of(line: &str) -> (usize, usize) {
    let rest = &line[line.find("period ").unwrap() + 7..];
    let mut words = rest.split(' ');
    let length = words.next().unwrap().parse().unwrap();
    assert_eq!(words.next(), Some("from"));
    let start = words.next().unwrap().trim_end_matches(',').parse().unwrap();
    (length, start)
}

/// Progress as the lab's bar sees it: the totals announced and the steps reported.
#[derive(Default)]
struct Recorded {
    starts: Vec<u64>,
    done: u64,
    calls: usize,
}

impl lab::verify::Progress for Recorded {
    fn start(&mut self, total: u64) {
        self.starts.push(total);
        self.done = 0;
    }

    fn advance(&mut self, done: u64) {
        self.done += done;
        self.calls += 1;
    }
}

/// Codes and sets report how far their table is (so the bar has a count and a time estimate,
/// where it once had only a spinner): one start with the table's size, then steps that add up
/// to it, at least every 64 positions.
#[test]
fn codes_and_sets_report_their_progress() {
    for game in ["0.77", "0.16", "0.8", "4.007", "sub:1,2,5", "allbut:1,2"] {
        let mut seen = Recorded::default();
        Target::parse(game, &[])
            .unwrap()
            .tabulate(3000, true, &mut seen)
            .unwrap();
        assert_eq!(seen.starts, [3001], "{game}");
        assert_eq!(seen.done, 3001, "{game}");
        let reports = if game.contains(':') { 1 } else { 3000 / 64 };
        assert!(seen.calls >= reports, "{game}: {} reports", seen.calls);
    }
}
