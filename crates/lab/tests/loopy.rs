//! `lab value`, `lab moves` and `lab table` of a game whose moves cycle
//! (`examples/games/take_or_add.rs`: take 1 or 4, or add one to a heap of remainder `r` modulo
//! `m`), against a brute force written here from its rules: the outcome equations swept over
//! every position until nothing changes (a position decided in sweep `k` has remoteness `k`),
//! on the heap game, on sums of two heaps, and on sums with Nim heaps, whose outcomes define
//! the loopy Grundy values (`γ(n) = g` exactly when `n + *g` is lost; `∞{K}` otherwise, `K` the
//! `g` for which it is won).

use crate::rules_cli::{lab, stdout};
use std::collections::HashMap;

const FILE: &str = "examples/games/take_or_add.rs";

/// The options of a heap of `n`, from the rules (the defaults m = 5, r = 2).
fn options(n: u64) -> Vec<u64> {
    let mut out: Vec<u64> = [1, 4].iter().filter(|&&t| t <= n).map(|t| n - t).collect();
    if n % 5 == 2 {
        out.push(n + 1);
    }
    out
}

/// W, L or D with the remoteness of a decided position.
type Label = (char, Option<u32>);

/// Every position reachable from `starts` under `moves`, labelled by sweeps of the outcome
/// equations until nothing changes.
fn sweep<S: Clone + Eq + std::hash::Hash>(
    starts: &[S],
    moves: impl Fn(&S) -> Vec<S>,
) -> HashMap<S, Label> {
    let mut all: Vec<S> = starts.to_vec();
    let mut seen: HashMap<S, ()> = all.iter().map(|s| (s.clone(), ())).collect();
    let mut i = 0;
    while i < all.len() {
        for t in moves(&all[i]) {
            if seen.insert(t.clone(), ()).is_none() {
                all.push(t);
            }
        }
        i += 1;
    }
    let mut label: HashMap<S, Label> = all.iter().map(|s| (s.clone(), ('D', None))).collect();
    for k in 0u32.. {
        let before = label.clone();
        for s in &all {
            if before[s].0 != 'D' {
                continue;
            }
            let next: Vec<char> = moves(s).iter().map(|t| before[t].0).collect();
            if next.contains(&'L') {
                label.insert(s.clone(), ('W', Some(k)));
            } else if next.iter().all(|&c| c == 'W') {
                label.insert(s.clone(), ('L', Some(k)));
            }
        }
        if label == before {
            break;
        }
    }
    label
}

/// The loopy Grundy value of heap `n` as the lab writes it, from the sums `n + *g`.
fn value_of(n: u64) -> String {
    // Values and K are at most the number of options (3), so heaps *0..=*4 settle them.
    let top = 4u64;
    let starts: Vec<(u64, u64)> = (0..=top).map(|g| (n, g)).collect();
    let label = sweep(&starts, |&(h, g)| {
        let mut out: Vec<(u64, u64)> = options(h).into_iter().map(|t| (t, g)).collect();
        out.extend((0..g).map(|x| (h, x)));
        out
    });
    let at = |g: u64| label[&(n, g)].0;
    match (0..=top).find(|&g| at(g) == 'L') {
        Some(g) => g.to_string(),
        None => {
            let k: Vec<String> = (0..=top)
                .filter(|&g| at(g) == 'W')
                .map(|g| g.to_string())
                .collect();
            format!("∞{{{}}}", k.join(","))
        }
    }
}

/// The words `lab value` uses for a label.
fn said(label: Label) -> String {
    match label {
        ('W', Some(r)) => format!("Win for the player to move, remoteness {r}"),
        ('L', Some(r)) => format!("Lose for the player to move, remoteness {r}"),
        _ => "Draw: neither player can force the end".to_string(),
    }
}

/// The words of the usual report (a game that ends) for a label.
fn old_said(label: Label) -> &'static str {
    match label.0 {
        'W' => "wins (N)",
        'L' => "loses (P)",
        _ => panic!("a draw in a game that ends"),
    }
}

#[test]
fn the_table_and_each_heap_against_the_rules() {
    let upto = 40u64;
    let heaps: Vec<u64> = (0..=upto).collect();
    let label = sweep(&heaps, |&n| options(n));
    let table = stdout(&["table", FILE, "--upto", &upto.to_string()]);
    let letters: String = table
        .lines()
        .filter_map(|l| l.split_once(" |").map(|(_, r)| r.replace(' ', "")))
        .collect();
    let expected: String = heaps.iter().map(|n| label[n].0).collect();
    assert_eq!(letters, expected, "{table}");
    // All three outcomes occur.
    assert!(["W", "L", "D"].iter().all(|c| expected.contains(c)));
    let grundy = stdout(&["table", FILE, "--upto", "20", "--grundy"]);
    let cells: Vec<String> = grundy
        .lines()
        .filter_map(|l| l.split_once(" |"))
        .flat_map(|(_, r)| r.split_whitespace().map(str::to_string).collect::<Vec<_>>())
        .collect();
    let values: Vec<String> = (0..=20).map(value_of).collect();
    assert_eq!(cells, values, "{grundy}");
    for n in 0..=14 {
        let v = stdout(&["value", FILE, &n.to_string()]);
        if n <= 1 {
            // Nothing reachable from heaps 0 and 1 cycles: the usual search and report.
            assert!(v.contains(old_said(label[&n])), "{n}: {v}");
            continue;
        }
        assert!(v.contains(&said(label[&n])), "{n}: {v}");
        assert!(
            v.contains(&format!("loopy Grundy value {}:", values[n as usize])),
            "{n}: {v}"
        );
    }
    let ppos = stdout(&["table", FILE, "--upto", "20", "--ppos"]);
    let lost: Vec<String> = (0..=20u64)
        .filter(|n| label[n].0 == 'L')
        .map(|n| n.to_string())
        .collect();
    assert!(ppos.ends_with(&format!("\n{}\n", lost.join(" "))), "{ppos}");
}

#[test]
fn sums_of_two_heaps_against_the_product_game() {
    let top = 11u64;
    let starts: Vec<(u64, u64)> = (0..=top)
        .flat_map(|a| (0..=top).map(move |b| (a, b)))
        .collect();
    let label = sweep(&starts, |&(a, b)| {
        let mut out: Vec<(u64, u64)> = options(a).into_iter().map(|x| (x, b)).collect();
        out.extend(options(b).into_iter().map(|y| (a, y)));
        out
    });
    let mut seen = HashMap::new();
    for &(a, b) in &starts {
        let v = stdout(&["value", FILE, &format!("{a} + {b}")]);
        let outcome = label[&(a, b)].0;
        if a <= 1 && b <= 1 {
            assert!(v.contains(old_said(label[&(a, b)])), "{a} + {b}: {v}");
            continue;
        }
        let expected = match outcome {
            'W' => ": Win for the player to move\n",
            'L' => ": Lose for the player to move\n",
            _ => ": Draw:",
        };
        assert!(v.contains(expected), "{a} + {b}: {v}");
        *seen.entry(outcome).or_insert(0) += 1;
    }
    assert_eq!(seen.len(), 3, "{seen:?}");
}

#[test]
fn moves_mark_the_winning_ones_or_those_that_keep_the_draw() {
    let heaps: Vec<u64> = (0..=16).collect();
    let label = sweep(&heaps, |&n| options(n));
    for &n in &heaps {
        let text = stdout(&["moves", FILE, &n.to_string()]);
        let marked: Vec<u64> = text
            .lines()
            .filter_map(|l| l.strip_prefix("* "))
            .map(|l| {
                let to = l.split("-> ").nth(1).unwrap();
                to.split_whitespace().next().unwrap().parse().unwrap()
            })
            .collect();
        let wanted = match label[&n].0 {
            'W' => 'L',
            'D' => 'D',
            _ => 'X',
        };
        let expected: Vec<u64> = options(n)
            .into_iter()
            .filter(|t| label[t].0 == wanted)
            .collect();
        assert_eq!(marked, expected, "{n}: {text}");
        // Heaps 0 and 1 end: the usual report, tested in `tests/moves.rs`.
        for t in options(n).into_iter().filter(|_| n > 1) {
            let line = text
                .lines()
                .find(|l| l.contains(&format!("{n} -> {t} ")))
                .unwrap_or_else(|| panic!("{n} -> {t}: {text}"));
            let (o, r) = label[&t];
            let words = match (o, r) {
                ('W', Some(r)) => format!("Win, remoteness {r},"),
                ('L', Some(r)) => format!("Lose, remoteness {r},"),
                _ => "Draw,".to_string(),
            };
            assert!(line.contains(&words), "{n} -> {t}: {line}");
        }
        let count = stdout(&["moves", FILE, &n.to_string(), "--count"]);
        let winning = options(n).iter().filter(|t| label[t].0 == 'L').count();
        assert_eq!(count, format!("{winning}\n"), "{n}");
    }
    // A sum: the moves that keep 4 + 1 a draw, part by part.
    let sum = stdout(&["moves", FILE, "4 + 1"]);
    assert!(sum.contains("* part 1: 4 -> 3"), "{sum}");
}

#[test]
fn the_budget_and_a_rule_are_refused_in_one_line() {
    // m = 1: every heap may grow, so the positions reachable never end.
    let out = lab(&[
        "--positions",
        "1000",
        "value",
        FILE,
        "3",
        "--param",
        "m=1",
        "--param",
        "r=0",
    ]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    let lines: Vec<&str> = err
        .lines()
        .filter(|l| !l.starts_with("compiling"))
        .collect();
    assert_eq!(lines.len(), 1, "{err}");
    assert!(
        lines[0].starts_with("error: ")
            && lines[0].contains("budget of 1000 positions")
            && lines[0].contains("--positions"),
        "{err}"
    );
    // A table of more heaps than the budget is refused before they are listed.
    let out = lab(&[
        "--positions",
        "1000",
        "table",
        FILE,
        "--upto",
        "100000000000",
    ]);
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("budget of 1000 positions"), "{err}");
    // A rule read off a table needs a game that ends.
    let out = lab(&["rule", FILE]);
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8(out.stderr).unwrap();
    assert!(err.contains("the game has a cycle"), "{err}");
    assert_eq!(err.lines().filter(|l| l.starts_with("error")).count(), 1);
}

/// The options of `(a, b)` in `examples/games/pass_the_odd.rs`, from its rules: take one
/// token from each heap at once, or pass one from an odd heap to the other.
fn two_heap_options(&(a, b): &(u64, u64)) -> Vec<(u64, u64)> {
    let mut out = Vec::new();
    if a > 0 && b > 0 {
        out.push((a - 1, b - 1));
    }
    if a % 2 == 1 {
        out.push((a - 1, b + 1));
    }
    if b % 2 == 1 {
        out.push((a + 1, b - 1));
    }
    out
}

/// `lab table` of a two-number game whose moves cycle prints its grid of W, L and D (and
/// `--ppos` the lost cells), as the outcome equations swept over the positions reachable
/// from the grid say.
#[test]
fn the_grid_of_a_two_number_loopy_game_against_the_rules() {
    let file = "examples/games/pass_the_odd.rs";
    let upto = 7u64;
    let cells: Vec<(u64, u64)> = (0..=upto)
        .flat_map(|a| (0..=upto).map(move |b| (a, b)))
        .collect();
    let label = sweep(&cells, two_heap_options);
    let table = stdout(&["table", file, "--upto", &upto.to_string()]);
    let rows: Vec<String> = table
        .lines()
        .filter_map(|l| l.split_once(" | "))
        .filter(|(a, _)| a.trim().parse::<u64>().is_ok())
        .map(|(_, cells)| cells.split_whitespace().collect())
        .collect();
    let expected: Vec<String> = (0..=upto)
        .map(|a| (0..=upto).map(|b| label[&(a, b)].0).collect())
        .collect();
    assert_eq!(rows, expected, "{table}");
    let kinds: std::collections::HashSet<char> = label.values().map(|l| l.0).collect();
    assert_eq!(
        kinds.len(),
        3,
        "the grid should hold wins, losses and draws: {table}"
    );
    let ppos = stdout(&["table", file, "--upto", &upto.to_string(), "--ppos"]);
    let lost: Vec<String> = cells
        .iter()
        .filter(|c| label[c].0 == 'L')
        .map(|(a, b)| format!("({a}, {b})"))
        .collect();
    assert_eq!(ppos.lines().nth(1), Some(lost.join(" ").as_str()), "{ppos}");
}
