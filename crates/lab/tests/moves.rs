//! `lab moves`: the winning moves it lists against a brute force written here from the rules
//! alone (every sum searched whole as a multiset of parts, no Grundy values), on every
//! position of a small range of several games (Kayles, a subtraction set, Wythoff's game as a
//! rules file, Nim by P4279's descriptor, sums of three heaps), normal and misère; `--count` against the moves
//! listed; random small sums (proptest); the command line's output and refusals.

use lab::verify::Silent;
use lab::winning::{analyse, moves, Analysis};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};
use std::process::Command;

/// A sum: its parts, each a position's numbers.
type Sum = Vec<Vec<u64>>;

/// A game written from its rules: the options of one part, each the parts it becomes.
type Rules = fn(&[u64]) -> Vec<Sum>;

/// A move: the part played and what it became.
type Key = (usize, Sum);

/// Kayles (0.77): a row of `n` pins; knock down one pin or two adjacent ones, which leaves up
/// to two rows (empty rows are no part).
fn kayles(p: &[u64]) -> Vec<Vec<Vec<u64>>> {
    let n = p[0];
    let mut out = Vec::new();
    for k in 1..=n.min(2) {
        for left in 0..=(n - k) / 2 {
            let rows: Vec<Vec<u64>> = [left, n - k - left]
                .into_iter()
                .filter(|&r| r > 0)
                .map(|r| vec![r])
                .collect();
            out.push(rows);
        }
    }
    out
}

/// Take 1, 2 or 5 tokens from a heap.
fn sub125(p: &[u64]) -> Vec<Vec<Vec<u64>>> {
    [1, 2, 5]
        .into_iter()
        .filter(|&s| s <= p[0])
        .map(|s| vec![vec![p[0] - s]])
        .collect()
}

/// Nim: take any number of tokens from a heap.
fn nim(p: &[u64]) -> Vec<Vec<Vec<u64>>> {
    (0..p[0]).map(|m| vec![vec![m]]).collect()
}

/// Wythoff's game: take from one pile, or the same number from both.
fn wythoff(p: &[u64]) -> Vec<Vec<Vec<u64>>> {
    let (a, b) = (p[0], p[1]);
    let mut out = Vec::new();
    for t in 1..=a {
        out.push(vec![vec![a - t, b]]);
    }
    for t in 1..=b {
        out.push(vec![vec![a, b - t]]);
    }
    for t in 1..=a.min(b) {
        out.push(vec![vec![a - t, b - t]]);
    }
    out
}

/// Parts without moves dropped (they change nothing), sorted: the state of a sum.
fn canonical(rules: Rules, parts: &[Vec<u64>]) -> Vec<Vec<u64>> {
    let mut state: Vec<Vec<u64>> = parts
        .iter()
        .filter(|p| !rules(p).is_empty())
        .cloned()
        .collect();
    state.sort();
    state
}

/// Every sum one move from `parts`: (the part played, what it became, the sum left).
fn successors(rules: Rules, parts: &[Vec<u64>]) -> Vec<(usize, Sum, Sum)> {
    let mut out = Vec::new();
    for (i, part) in parts.iter().enumerate() {
        for to in rules(part) {
            let mut left = parts.to_vec();
            left.remove(i);
            left.extend(to.iter().cloned());
            out.push((i, to, left));
        }
    }
    out
}

/// Whether the player to move wins the sum `parts`, searched whole.
fn brute_wins(
    rules: Rules,
    parts: &[Vec<u64>],
    misere: bool,
    memo: &mut HashMap<Sum, bool>,
) -> bool {
    let state = canonical(rules, parts);
    if let Some(&w) = memo.get(&state) {
        return w;
    }
    let next = successors(rules, &state);
    let wins = if next.is_empty() {
        misere
    } else {
        next.iter()
            .any(|(_, _, left)| !brute_wins(rules, left, misere, memo))
    };
    memo.insert(state, wins);
    wins
}

/// A move as a set element: the part and what it became, its parts sorted and empty heaps
/// dropped (a heap of 0 and no heap are the same).
fn key(part: usize, to: &[Vec<u64>]) -> Key {
    let mut to: Vec<Vec<u64>> = to
        .iter()
        .filter(|p| !(p.len() == 1 && p[0] == 0))
        .cloned()
        .collect();
    to.sort();
    (part, to)
}

/// The brute force's winning moves of `parts` and whether the mover wins.
fn brute_winning(
    rules: Rules,
    parts: &[Vec<u64>],
    misere: bool,
    memo: &mut HashMap<Sum, bool>,
) -> (bool, BTreeSet<Key>) {
    let wins = brute_wins(rules, parts, misere, memo);
    let winning = successors(rules, parts)
        .into_iter()
        .filter(|(_, _, left)| !brute_wins(rules, left, misere, memo))
        .map(|(i, to, _)| key(i, &to))
        .collect();
    (wins, winning)
}

/// The numbers of each part of a sum the lab lists.
fn numbers(sum: &[study::moves::Part]) -> Vec<Vec<u64>> {
    sum.iter().map(|p| p.numbers().to_vec()).collect()
}

/// The lab's analysis of `parts` of `game`.
fn lab_analysis(game: &str, parts: &[Vec<u64>], misere: bool) -> Analysis {
    let words = vec![lab::value::words(&study::moves::parts_of(parts.to_vec())).join(" + ")];
    analyse(game, &[], &words, misere, &mut Silent).unwrap_or_else(|e| panic!("{game}: {e}"))
}

/// Checks the lab against the brute force on `parts`: the outcome, the winning moves, every
/// move's verdict, and that the moves are exactly the rules' options.
fn agree(
    game: &str,
    rules: Rules,
    parts: &[Vec<u64>],
    misere: bool,
    memo: &mut HashMap<Sum, bool>,
) {
    let a = lab_analysis(game, parts, misere);
    let (wins, winning) = brute_winning(rules, parts, misere, memo);
    assert_eq!(a.wins, wins, "{game} {parts:?} misère {misere}: outcome");
    let listed: BTreeSet<_> = a.winning().map(|m| key(m.part, &numbers(&m.to))).collect();
    assert_eq!(
        listed, winning,
        "{game} {parts:?} misère {misere}: winning moves"
    );
    assert_eq!(
        a.winning().count(),
        winning.len(),
        "{game} {parts:?}: repeats"
    );
    let all: BTreeSet<_> = a
        .moves
        .iter()
        .map(|m| key(m.part, &numbers(&m.to)))
        .collect();
    let options: BTreeSet<_> = successors(rules, parts)
        .iter()
        .map(|(i, to, _)| key(*i, to))
        .collect();
    assert_eq!(all, options, "{game} {parts:?}: the options");
    // The brute force's own consistency: a sum with moves is won by a winning move; one
    // without is won under misère play only.
    let expected = if options.is_empty() {
        misere
    } else {
        !winning.is_empty()
    };
    assert_eq!(wins, expected, "{game} {parts:?}: the brute force");
}

/// Normal-play remoteness, searched whole: 0 without a move; else 1 + the least even
/// remoteness of an option if any, otherwise 1 + the largest.
fn brute_remoteness(rules: Rules, parts: &[Vec<u64>]) -> u32 {
    let next: Vec<u32> = successors(rules, parts)
        .iter()
        .map(|(_, _, left)| brute_remoteness(rules, left))
        .collect();
    if next.is_empty() {
        return 0;
    }
    match next.iter().filter(|r| *r % 2 == 0).min() {
        Some(r) => r + 1,
        None => next.iter().max().expect("some option") + 1,
    }
}

#[test]
fn kayles_and_a_subtraction_set_agree_on_every_heap_and_every_three_heap_sum() {
    for (game, rules) in [("0.77", kayles as Rules), ("sub:1,2,5", sub125 as Rules)] {
        for misere in [false, true] {
            let mut memo = HashMap::new();
            for n in 0..=14 {
                agree(game, rules, &[vec![n]], misere, &mut memo);
            }
            let mut sums = 0;
            for a in 0..=6 {
                for b in a..=6 {
                    for c in b..=6 {
                        agree(game, rules, &[vec![a], vec![b], vec![c]], misere, &mut memo);
                        sums += 1;
                    }
                }
            }
            // The multisets of three heaps in 0..=6: C(7 + 2, 3).
            assert_eq!(sums, 84);
        }
    }
}

#[test]
fn the_remoteness_of_each_option_of_a_heap_is_the_brute_forces() {
    for (game, rules) in [("0.77", kayles as Rules), ("sub:1,2,5", sub125 as Rules)] {
        for n in 0..=9 {
            let a = lab_analysis(game, &[vec![n]], false);
            for m in &a.moves {
                assert_eq!(
                    m.remoteness,
                    Some(brute_remoteness(rules, &numbers(&m.to))),
                    "{game} {n} -> {:?}",
                    m.to
                );
            }
        }
    }
}

#[test]
fn a_two_number_rules_file_agrees_on_every_position_of_its_grid_and_on_sums() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/games/wythoff.rs"
    );
    for misere in [false, true] {
        let mut memo = HashMap::new();
        for a in 0..=6 {
            for b in 0..=6 {
                agree(file, wythoff, &[vec![a, b]], misere, &mut memo);
            }
        }
        agree(file, wythoff, &[vec![1, 2], vec![3, 3]], misere, &mut memo);
    }
}

#[test]
fn a_registered_game_agrees_by_its_descriptors_moves() {
    // P4279's descriptor gives Nim's moves, played in this process.
    for misere in [false, true] {
        let mut memo = HashMap::new();
        for a in 0..=4 {
            for b in a..=4 {
                for c in b..=4 {
                    let parts = [vec![a], vec![b], vec![c]];
                    agree("p4279-misere-nim", nim, &parts, misere, &mut memo);
                }
            }
        }
    }
}

/// The number `--count` prints, and the number of winning moves the report lists.
fn counted_and_listed(game: &str, words: &str, misere: bool) -> (usize, usize) {
    let words = vec![words.to_string()];
    let count = moves(game, &[], &words, misere, true, &mut Silent).unwrap();
    let report = moves(game, &[], &words, misere, false, &mut Silent).unwrap();
    let single = !words[0].contains('+');
    let lost = report.lines().nth(1).is_some_and(|l| l.starts_with("no "));
    let moves = report.lines().skip(2);
    // A single position marks its winning moves; a won sum lists only those.
    let listed = if single {
        moves.filter(|l| l.starts_with('*')).count()
    } else if lost {
        0
    } else {
        moves.count()
    };
    (count.trim().parse().unwrap(), listed)
}

#[test]
fn count_is_the_number_of_winning_moves_listed() {
    let mut nonzero = 0;
    for n in 0..=12 {
        for misere in [false, true] {
            let (count, listed) = counted_and_listed("0.77", &n.to_string(), misere);
            assert_eq!(count, listed, "0.77 {n} misère {misere}");
            let (count, listed) = counted_and_listed("sub:1,2,5", &format!("{n} + 4 + 7"), misere);
            assert_eq!(count, listed, "sub:1,2,5 {n} + 4 + 7 misère {misere}");
            nonzero += usize::from(count > 0);
        }
    }
    assert!(nonzero > 0);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 64, ..ProptestConfig::default() })]

    /// Random sums of up to four heaps of Kayles or a subtraction set, normal or misère.
    #[test]
    fn random_small_sums_agree_with_the_brute_force(
        heaps in prop::collection::vec(0u64..=9, 1..=4),
        kayles_game in any::<bool>(),
        misere in any::<bool>(),
    ) {
        let (game, rules) = if kayles_game {
            ("0.77", kayles as Rules)
        } else {
            ("sub:1,2,5", sub125 as Rules)
        };
        let parts: Vec<Vec<u64>> = heaps.iter().map(|&h| vec![h]).collect();
        agree(game, rules, &parts, misere, &mut HashMap::new());
    }
}

fn lab(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .expect("the lab runs")
}

#[test]
fn the_command_line_reports_moves_and_refuses_bad_input() {
    let out = lab(&["moves", "0.77", "3", "+", "5", "+", "7"]);
    assert!(out.status.success());
    let stdout = String::from_utf8(out.stdout).unwrap();
    assert!(
        stdout.starts_with(
            "0.77: 3 + 5 + 7, Grundy value 3 ^ 4 ^ 2 = 5: the player to move wins (N)\n"
        ),
        "{stdout}"
    );
    let count = lab(&["moves", "0.77", "3,5,7", "--count"]);
    assert_eq!(String::from_utf8(count.stdout).unwrap(), "1\n");
    for (args, says) in [
        (&["moves", "nope-game", "3"][..], "is not a known game"),
        (&["moves", "0.77", "3,x"], "bad position"),
        (&["moves", "demo-guess", "3"], "gives no moves"),
        (&["moves", "arc137c", "3"], "in brackets"),
        (&["moves", "p2148", "1,2,3"], "has 2 numbers"),
    ] {
        let out = lab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = String::from_utf8(out.stderr).unwrap();
        assert!(
            err.starts_with("error: ") && err.contains(says),
            "{args:?}: {err}"
        );
        if args[1] != "nope-game" {
            assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        }
    }
}
