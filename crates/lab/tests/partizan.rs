//! Partizan rules files (moves that depend on the player) through `lab value`, `lab moves` and
//! `lab table`: `examples/games/berzerk.rs` against Codeforces 786A's brute force (sweeps of the
//! rules, in the cf786a crate), `examples/games/two_subtractions.rs` against a minimax with a
//! move limit written here from its rules (single heaps, sums of two heaps, each move of `lab
//! moves`, and random sets and heaps by proptest), its classes worked out by hand, and the
//! refusals.

use crate::rules_cli::{file, lab, refused, stdout};
use proptest::prelude::*;
use std::collections::HashMap;

const BERZERK: &str = "examples/games/berzerk.rs";
const SUBTRACTIONS: &str = "examples/games/two_subtractions.rs";

/// The cells of a `lab table` (everything after each `|`).
fn cells(table: &str) -> Vec<String> {
    table
        .lines()
        .filter_map(|l| l.split_once(" |"))
        .flat_map(|(_, row)| row.split_whitespace().map(str::to_string))
        .collect()
}

/// The judge's word for the first player of a class (`L`, `DR`, ...): `first` is 0 for Left,
/// 1 for Right; the class's letters name the winner when Left starts, then when Right starts.
fn judge_word(class: &str, first: usize) -> &'static str {
    let pair = match class {
        "L" => "LL",
        "R" => "RR",
        "N" => "LR",
        "P" => "RL",
        "D" => "DD",
        two => two,
    };
    let winner = pair.as_bytes()[first];
    let me = [b'L', b'R'][first];
    match winner {
        b'D' => "Loop",
        w if w == me => "Win",
        _ => "Lose",
    }
}

/// A step set as the examples' list parameter: its steps, or `0` (no step: the files ignore
/// it) for the empty set, which a list cannot be.
fn list<T: ToString>(set: &[T]) -> String {
    if set.is_empty() {
        return "0".to_string();
    }
    let each: Vec<String> = set.iter().map(T::to_string).collect();
    each.join(",")
}

/// The Berzerk classes of the lab for the circle of `n` with the sets `steps`, against the
/// cf786a crate's brute force.
fn check_berzerk(n: usize, steps: &[Vec<usize>; 2]) {
    let params = [
        format!("n={n}"),
        format!("left={}", list(&steps[0])),
        format!("right={}", list(&steps[1])),
    ];
    let upto = (n - 1).to_string();
    let mut args = vec!["table", BERZERK, "--upto", &upto];
    for p in &params {
        args.extend(["--param", p]);
    }
    let classes = cells(&stdout(&args));
    assert_eq!(classes.len(), n, "{args:?}");
    let brute = cf786a_berzerk::brute_force(n, steps);
    for (first, line) in brute.iter().enumerate() {
        let lab: Vec<&str> = classes[1..].iter().map(|c| judge_word(c, first)).collect();
        assert_eq!(&lab, line, "{args:?}, first player {first}");
    }
}

#[test]
fn berzerk_agrees_with_the_judge_brute_force() {
    let subsets = |n: usize| -> Vec<Vec<usize>> {
        (1u32..1 << (n - 1))
            .map(|m| (1..n).filter(|x| m >> (x - 1) & 1 == 1).collect())
            .collect()
    };
    // Every pair of non-empty step sets of the circles of 2 to 4 objects.
    for n in 2..=4 {
        for a in subsets(n) {
            for b in subsets(n) {
                check_berzerk(n, &[a.clone(), b]);
            }
        }
    }
    // Random pairs on larger circles.
    let mut rng = study::fastrand::Rng::with_seed(786);
    for _ in 0..40 {
        let n = rng.usize(5..=12);
        let pick = |rng: &mut study::fastrand::Rng| -> Vec<usize> {
            let set: Vec<usize> = (1..n).filter(|_| rng.bool()).collect();
            if set.is_empty() {
                vec![rng.usize(1..n)]
            } else {
                set
            }
        };
        let steps = [pick(&mut rng), pick(&mut rng)];
        check_berzerk(n, &steps);
    }
    // The judge's first sample: Rick first "Lose Win Win Loop", Morty first "Loop Win Win Win".
    let classes = cells(&stdout(&["table", BERZERK, "--upto", "4"]));
    let words =
        |first| -> Vec<&str> { classes[1..].iter().map(|c| judge_word(c, first)).collect() };
    assert_eq!(words(0), ["Lose", "Win", "Win", "Loop"]);
    assert_eq!(words(1), ["Loop", "Win", "Win", "Win"]);
}

#[test]
fn a_two_number_partizan_file_plays_the_integer_a_minus_b() {
    // Left takes a token from the first heap, Right from the second: the position (a, b) is
    // the integer a - b of combinatorial game theory, so its class is L when a > b, R when
    // a < b and P when they are equal.
    let pair = file(
        "partizan_pair.rs",
        "use shared::game::engine::{Options, Params};\nuse shared::game::partizan::Player;\n\
         pub fn moves((a, b): (u64, u64), player: Player, _: &Params, out: &mut Options<(u64, \
         u64)>) {\n    match player {\n        Player::Left if a > 0 => out.push((a - 1, b)),\n\
         \x20       Player::Right if b > 0 => out.push((a, b - 1)),\n        _ => {}\n    }\n}\n",
    );
    for a in 0..=3u64 {
        for b in 0..=3u64 {
            let out = stdout(&["value", &pair, &format!("{a},{b}")]);
            let class = match a.cmp(&b) {
                std::cmp::Ordering::Greater => "L",
                std::cmp::Ordering::Less => "R",
                std::cmp::Ordering::Equal => "P",
            };
            assert!(
                out.contains(&format!("\noutcome class {class}: ")),
                "{a},{b}: {out}"
            );
        }
    }
    let line = refused(&["table", &pair]);
    assert!(line.contains("a position has 2 numbers"), "{line}");
}

#[test]
fn domineering_agrees_with_minimax_on_every_position_of_small_boards() {
    const FILE: &str = "examples/games/domineering.rs";
    // By hand (the file's header): one cell P, a column of two L, a row of two R, 2 x 2 N.
    for (rows, cols, class) in [(1, 1, "P"), (2, 1, "L"), (1, 2, "R"), (2, 2, "N")] {
        let params = [format!("rows={rows}"), format!("cols={cols}")];
        let args = [
            "table", FILE, "--upto", "0", "-p", &params[0], "-p", &params[1],
        ];
        assert_eq!(cells(&stdout(&args)), [class], "{rows} x {cols}");
    }
    // Every set of occupied cells of boards of up to 9 cells, from the rules alone: Left's
    // domino covers cells r·cols + c and (r + 1)·cols + c, Right's r·cols + c and r·cols + c + 1.
    for rows in 1..=3u64 {
        for cols in 1..=3u64 {
            let options = |&occupied: &u64, mover: usize| -> Vec<u64> {
                let mut out = Vec::new();
                for r in 0..rows {
                    for c in 0..cols {
                        let (r2, c2) = if mover == 0 { (r + 1, c) } else { (r, c + 1) };
                        if r2 >= rows || c2 >= cols {
                            continue;
                        }
                        let both = 1 << (r * cols + c) | 1 << (r2 * cols + c2);
                        if occupied & both == 0 {
                            out.push(occupied | both);
                        }
                    }
                }
                out
            };
            let masks = 1u64 << (rows * cols);
            let mut memo = HashMap::new();
            let mut result = |mask: u64, mover: usize| {
                minimax(&mask, mover, 10, &options, &mut memo).expect("a board fills up")
            };
            let expected: Vec<&str> = (0..masks)
                .map(|m| letters(result(m, 0).0, result(m, 1).0))
                .collect();
            let params = [format!("rows={rows}"), format!("cols={cols}")];
            let upto = (masks - 1).to_string();
            let args = [
                "table", FILE, "--upto", &upto, "-p", &params[0], "-p", &params[1],
            ];
            assert_eq!(cells(&stdout(&args)), expected, "{rows} x {cols}");
        }
    }
    let line = refused(&["value", FILE, "16"]);
    assert!(
        line.contains("16 names a cell beyond the 2 x 2 board"),
        "{line}"
    );
}

#[test]
fn the_registered_berzerk_answers_as_its_rules_file() {
    // cf786a's descriptor gives the rules file's moves at their defaults: the same classes,
    // moves and values, played in the lab's process.
    let rows = |game: &str| -> Vec<String> {
        let table = stdout(&["table", game, "--upto", "4"]);
        table.lines().skip(1).map(str::to_string).collect()
    };
    assert_eq!(rows("cf786a-berzerk"), rows(BERZERK));
    let body = |args: &[&str]| -> Vec<String> {
        let out = stdout(args);
        let (_, rest) = out.split_once(", partizan: ").unwrap();
        rest.lines().map(str::to_string).collect()
    };
    for v in ["1", "2", "3", "4", "2 + 3"] {
        assert_eq!(
            body(&["value", "cf786a-berzerk", v]),
            body(&["value", BERZERK, v]),
            "{v}"
        );
        assert_eq!(
            body(&["moves", "cf786a-berzerk", v]),
            body(&["moves", BERZERK, v]),
            "{v}"
        );
    }
    let brute = cf786a_berzerk::brute_force(5, &[vec![2, 3], vec![1, 2, 3]]);
    let classes = cells(&stdout(&["table", "cf786a-berzerk", "--upto", "4"]));
    for (first, line) in brute.iter().enumerate() {
        let lab: Vec<&str> = classes[1..].iter().map(|c| judge_word(c, first)).collect();
        assert_eq!(&lab, line);
    }
    // A position off the circle is an error of one line, not a panic; so is what needs one
    // set of moves.
    let line = refused(&["value", "cf786a-berzerk", "7"]);
    assert!(
        line.contains("position 7 is not on the circle 0..5"),
        "{line}"
    );
    let line = refused(&["genus", "cf786a-berzerk"]);
    assert!(line.contains("a partizan game"), "{line}");
}

/// The minimax's answers by (state, player to move, move limit).
type Memo<S> = HashMap<(S, usize, u32), Option<(bool, u32)>>;

/// Win (true) or Lose with the remoteness for `mover` (0 Left, 1 Right) to move at `state`,
/// whose options for each player `options` lists, if decided within `limit` moves: the plain
/// minimax with a move limit, memoised.
fn minimax<S: Clone + Eq + std::hash::Hash>(
    state: &S,
    mover: usize,
    limit: u32,
    options: &dyn Fn(&S, usize) -> Vec<S>,
    memo: &mut Memo<S>,
) -> Option<(bool, u32)> {
    if let Some(&known) = memo.get(&(state.clone(), mover, limit)) {
        return known;
    }
    let listed = options(state, mover);
    let answer = if listed.is_empty() {
        Some((false, 0))
    } else if limit == 0 {
        None
    } else {
        let results: Vec<Option<(bool, u32)>> = listed
            .iter()
            .map(|o| minimax(o, 1 - mover, limit - 1, options, memo))
            .collect();
        let lost = results.iter().flatten().filter(|r| !r.0).map(|r| r.1).min();
        if let Some(r) = lost {
            Some((true, r + 1))
        } else if results.iter().all(|r| matches!(r, Some((true, _)))) {
            Some((
                false,
                1 + results.iter().flatten().map(|r| r.1).max().unwrap_or(0),
            ))
        } else {
            None
        }
    };
    memo.insert((state.clone(), mover, limit), answer);
    answer
}

/// The minimax's result on a sum of heaps where each player takes an amount of his set from
/// one heap, with enough moves to end the game (every move takes a token).
fn decided(heaps: &[u64], mover: usize, sets: &[Vec<u64>; 2]) -> (bool, u32) {
    let limit = heaps.iter().sum::<u64>() as u32 + 1;
    let options = |heaps: &Vec<u64>, mover: usize| -> Vec<Vec<u64>> {
        let mut out = Vec::new();
        for i in 0..heaps.len() {
            for &t in sets[mover].iter().filter(|&&t| t <= heaps[i]) {
                let mut after = heaps.clone();
                after[i] -= t;
                after.sort_unstable();
                out.push(after);
            }
        }
        out
    };
    let mut start = heaps.to_vec();
    start.sort_unstable();
    minimax(&start, mover, limit, &options, &mut HashMap::new()).expect("the game ends")
}

/// The class letters of two results of the minimax (Left first, Right first).
fn letters(left_wins_first: bool, right_wins_first: bool) -> &'static str {
    match (left_wins_first, right_wins_first) {
        (true, false) => "L",
        (false, true) => "R",
        (true, true) => "N",
        (false, false) => "P",
    }
}

/// The class letters of the minimax's results on a sum of heaps.
fn class(heaps: &[u64], sets: &[Vec<u64>; 2]) -> &'static str {
    letters(decided(heaps, 0, sets).0, decided(heaps, 1, sets).0)
}

/// What `lab value` says of one first player, as (wins, remoteness).
fn said(line: &str, first: &str) -> (bool, u32) {
    let rest = line.strip_prefix(&format!("{first} first: ")).unwrap();
    let wins = rest.starts_with(first);
    let r = if rest.contains("cannot move") {
        0
    } else {
        let words: Vec<&str> = rest.split_whitespace().collect();
        words[words.len() - 2].parse().unwrap()
    };
    (wins, r)
}

/// The amounts whose bits are set in `mask` (how the tests run through the sets).
fn set_of(mask: u64) -> Vec<u64> {
    (1..64).filter(|t| mask >> t & 1 == 1).collect()
}

#[test]
fn two_subtractions_agree_with_minimax() {
    // The defaults, by hand: 0 P, 1 N, 2 L, 3 N, then L.
    let table = stdout(&["table", SUBTRACTIONS, "--upto", "30"]);
    let mut by_hand = vec!["P", "N", "L", "N"];
    by_hand.resize(31, "L");
    assert_eq!(cells(&table), by_hand, "{table}");
    // Every pair of sets within {1, 2, 3}, empty ones included: the classes of 0..=14.
    for left in (0..16).step_by(2) {
        for right in (0..16).step_by(2) {
            let sets = [set_of(left), set_of(right)];
            let params = [
                format!("left={}", list(&sets[0])),
                format!("right={}", list(&sets[1])),
            ];
            let table = stdout(&[
                "table",
                SUBTRACTIONS,
                "--upto",
                "14",
                "--param",
                &params[0],
                "--param",
                &params[1],
            ]);
            let expected: Vec<&str> = (0..=14).map(|n| class(&[n], &sets)).collect();
            assert_eq!(cells(&table), expected, "{params:?}");
        }
    }
    // Sums of two heaps at the defaults, with the remoteness of each first player.
    let sets = [set_of(6), set_of(10)];
    for a in 0..=5u64 {
        for b in a..=5 {
            let out = stdout(&["value", SUBTRACTIONS, &a.to_string(), &b.to_string()]);
            let lines: Vec<&str> = out.lines().collect();
            let class = format!("outcome class {}:", class(&[a, b], &sets));
            assert!(lines[1].starts_with(&class), "{out}");
            assert_eq!(said(lines[2], "Left"), decided(&[a, b], 0, &sets), "{out}");
            assert_eq!(said(lines[3], "Right"), decided(&[a, b], 1, &sets), "{out}");
        }
    }
}

#[test]
fn moves_marks_the_winning_moves_of_each_player() {
    let sets = [set_of(6), set_of(10)];
    for n in 0..=8u64 {
        let out = stdout(&["moves", SUBTRACTIONS, &n.to_string()]);
        let mut player = 0;
        let mut seen = [0, 0];
        for line in out.lines().skip(1) {
            if line.starts_with("Right to move") {
                player = 1;
            }
            let Some((_, to)) = line.trim().split_once(" -> ") else {
                continue;
            };
            let to: u64 = to.split(':').next().unwrap().parse().unwrap();
            let wins = !decided(&[to], 1 - player, &sets).0;
            assert_eq!(line.ends_with("(winning)"), wins, "{out}");
            seen[player] += 1;
        }
        for p in 0..2 {
            let count = sets[p].iter().filter(|&&t| t <= n).count();
            assert_eq!(seen[p], count, "{out}");
        }
    }
}

#[test]
fn partizan_refusals_are_one_line() {
    for args in [
        &["table", SUBTRACTIONS, "--grundy"][..],
        &["value", SUBTRACTIONS, "3", "--misere"],
        &["moves", SUBTRACTIONS, "3", "--count"],
        &["value", SUBTRACTIONS, "3,x"],
        &["verify", SUBTRACTIONS, "--rule", "n % 2 == 0"],
        &["table", SUBTRACTIONS, "--columns", "0"],
        &["table", BERZERK, "--upto", "5"],
        &["value", SUBTRACTIONS, "5", "--param", "k=1"],
    ] {
        let line = refused(args);
        assert!(!line.contains("panicked"), "{line}");
    }
    let line = refused(&["table", BERZERK, "--upto", "5"]);
    assert!(
        line.contains("position 5 is not on the circle 0..5"),
        "{line}"
    );
    let line = refused(&["verify", SUBTRACTIONS, "--rule", "n % 2 == 0"]);
    assert!(line.contains("is a partizan game"), "{line}");
    // Left adds two tokens, Right takes one: the heaps reachable have no bound, and the search
    // stops at its budget.
    let grows = file(
        "partizan_grows.rs",
        "use shared::game::engine::{Options, Params};\nuse shared::game::partizan::Player;\n\
         pub fn moves(n: u64, player: Player, _: &Params, out: &mut Options<u64>) {\n    \
         match player {\n        Player::Left => out.push(n + 2),\n        Player::Right if n \
         > 0 => out.push(n - 1),\n        Player::Right => {}\n    }\n}\n",
    );
    for args in [
        &["--positions", "1000", "value", &grows, "0"][..],
        &["--positions", "1000", "table", &grows, "--upto", "5"],
        &["--positions", "1000", "table", &grows, "--upto", "2000"],
    ] {
        let line = refused(args);
        assert!(
            line.contains("outgrew its budget of 1000 positions"),
            "{line}"
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: 12,
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Random sets of amounts up to 5 and a random heap: `lab value` says what the minimax says.
    #[test]
    fn random_sets_and_heaps_agree_with_minimax(
        left in 0u64..64,
        right in 0u64..64,
        n in 0u64..=25,
    ) {
        let (left, right) = (left << 1, right << 1);
        let sets = [set_of(left), set_of(right)];
        let out = lab(&[
            "value",
            SUBTRACTIONS,
            &n.to_string(),
            "--param",
            &format!("left={}", list(&sets[0])),
            "--param",
            &format!("right={}", list(&sets[1])),
        ]);
        prop_assert!(out.status.success());
        let text = String::from_utf8(out.stdout).unwrap();
        let lines: Vec<&str> = text.lines().collect();
        prop_assert_eq!(said(lines[2], "Left"), decided(&[n], 0, &sets));
        prop_assert_eq!(said(lines[3], "Right"), decided(&[n], 1, &sets));
    }
}
