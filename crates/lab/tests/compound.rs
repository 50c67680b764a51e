//! `lab value` and `lab moves` with `--compound conjunctive|continued` against a search of the
//! whole compound written here from its rules alone: a position of the compound is the tuple
//! of its components (each a disjunctive sum of the game's positions, as a heap that splits
//! makes), a move is one move in every component (every one that can move, continued), and the
//! player who cannot move loses. No remoteness, no suspense numbers.
//!
//! Exhaustive over every multiset of two and three components of small positions of two
//! subtraction sets (one a definition, one a registered game's parameter), Kayles (which
//! splits) and Euclid's game by HDU 3595's registered moves; over every two of the rules files
//! `examples/games/kayles.rs` and `euclid.rs` and three of a few; the moves listed likewise; random larger
//! compounds (proptest); HDU 3595's own solver (Every-SG by its step numbers) against
//! `--compound continued` on random contests; the command line's output and refusals.

use crate::rules_cli::{refused, stdout};
use lab::compound::{analyse, value, Compound};
use lab::verify::Silent;
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};
use std::sync::{Mutex, OnceLock};

/// A component: a disjunctive sum of positions, each its numbers.
type Sum = Vec<Vec<u64>>;

/// A game from its rules: the options of one position, each the sum it becomes.
type Rules = fn(&[u64]) -> Vec<Sum>;

/// Take 1 or 3 tokens (from 3 the winner ends the game at once or makes it last three moves:
/// remoteness 1, suspense 3).
fn sub13(p: &[u64]) -> Vec<Sum> {
    [1, 3]
        .into_iter()
        .filter(|&s| s <= p[0])
        .map(|s| vec![vec![p[0] - s]])
        .collect()
}

/// Take 1, 2 or 5 tokens.
fn sub125(p: &[u64]) -> Vec<Sum> {
    [1, 2, 5]
        .into_iter()
        .filter(|&s| s <= p[0])
        .map(|s| vec![vec![p[0] - s]])
        .collect()
}

/// Kayles: knock down one pin or two adjacent ones from a row, which may leave two rows.
fn kayles(p: &[u64]) -> Vec<Sum> {
    let n = p[0];
    let mut out = Vec::new();
    for k in 1..=n.min(2) {
        for left in 0..=(n - k) / 2 {
            out.push(vec![vec![left], vec![n - k - left]]);
        }
    }
    out
}

/// Euclid's game on two piles: take a positive multiple of the smaller pile from the larger,
/// leaving it non-negative; a game with an empty pile is over (HDU 3595 picks a pile of `x`
/// and removes `k·x` from the other, which must hold that many: the same moves).
fn euclid(p: &[u64]) -> Vec<Sum> {
    let (a, b) = (p[0], p[1]);
    if a == 0 || b == 0 {
        return Vec::new();
    }
    let (small, large) = (a.min(b), a.max(b));
    (1..=large / small)
        .map(|k| {
            let rest = large - k * small;
            vec![if a <= b { vec![a, rest] } else { vec![rest, b] }]
        })
        .collect()
}

/// A component as a set element: positions without a move dropped (they add nothing to a
/// disjunctive sum), sorted.
fn canonical(rules: Rules, sum: &[Vec<u64>]) -> Sum {
    let mut c: Sum = sum
        .iter()
        .filter(|p| !rules(p).is_empty())
        .cloned()
        .collect();
    c.sort();
    c
}

/// The options of a component: one of its positions replaced by one of that position's.
fn component_options(rules: Rules, c: &Sum) -> Vec<Sum> {
    let mut out = Vec::new();
    for (i, p) in c.iter().enumerate() {
        for to in rules(p) {
            let mut next: Sum = c[..i].iter().chain(&c[i + 1..]).cloned().collect();
            next.extend(to);
            out.push(canonical(rules, &next));
        }
    }
    out
}

/// A move of a compound: for each component that moves, its index and what it becomes.
type Played = Vec<(usize, Sum)>;

/// The moves of a compound, each with the tuple it leaves.
fn compound_moves(rules: Rules, tuple: &[Sum], continued: bool) -> Vec<(Played, Vec<Sum>)> {
    let each: Vec<Vec<Sum>> = tuple.iter().map(|c| component_options(rules, c)).collect();
    if each.iter().all(Vec::is_empty) || (!continued && each.iter().any(Vec::is_empty)) {
        return Vec::new();
    }
    let mut moves: Vec<(Played, Vec<Sum>)> = vec![(Vec::new(), tuple.to_vec())];
    for (i, options) in each.iter().enumerate() {
        if options.is_empty() {
            continue;
        }
        moves = moves
            .into_iter()
            .flat_map(|(played, left)| {
                options.iter().map(move |o| {
                    let mut played = played.clone();
                    played.push((i, o.clone()));
                    let mut left = left.clone();
                    left[i] = o.clone();
                    (played, left)
                })
            })
            .collect();
    }
    moves
}

type Memo = HashMap<(Vec<Sum>, bool), bool>;

/// Whether the player to move wins the compound `tuple`, searched whole.
fn brute_wins(rules: Rules, tuple: &[Sum], continued: bool, memo: &mut Memo) -> bool {
    let mut key: Vec<Sum> = tuple.iter().map(|c| canonical(rules, c)).collect();
    key.sort();
    if let Some(&w) = memo.get(&(key.clone(), continued)) {
        return w;
    }
    let wins = compound_moves(rules, &key, continued)
        .iter()
        .any(|(_, left)| !brute_wins(rules, left, continued, memo));
    memo.insert((key, continued), wins);
    wins
}

/// The numbers of each part of a sum the lab lists.
fn numbers(sum: &[study::moves::Part]) -> Vec<Vec<u64>> {
    sum.iter().map(|p| p.numbers().to_vec()).collect()
}

/// The words of a compound as `lab value` reads them.
fn words(parts: &[Vec<u64>]) -> Vec<String> {
    vec![lab::value::words(&study::moves::parts_of(parts.to_vec())).join(" + ")]
}

/// Whether a report says the player to move wins (and says exactly one verdict).
fn says_wins(text: &str) -> bool {
    let wins = text.contains("the player to move wins (N)");
    assert_ne!(
        wins,
        text.contains("the player to move loses (P)"),
        "{text}"
    );
    wins
}

/// The lab's outcome of the compound of `parts` of `game` with `params` against the search,
/// and (`moves`) its moves with their verdicts.
fn agree(
    (game, params): (&str, &[String]),
    rules: Rules,
    parts: &[Vec<u64>],
    continued: bool,
    moves: bool,
    memo: &mut Memo,
) {
    let compound = if continued {
        Compound::Continued
    } else {
        Compound::Conjunctive
    };
    let tuple: Vec<Sum> = parts.iter().map(|p| vec![p.clone()]).collect();
    let text = value(game, params, &words(parts), compound, false, &mut Silent)
        .unwrap_or_else(|e| panic!("{game} {parts:?}: {e}"));
    let wins = brute_wins(rules, &tuple, continued, memo);
    assert_eq!(
        says_wins(&text),
        wins,
        "{game} {parts:?} {compound:?}: {text}"
    );
    if !moves {
        return;
    }
    let a = analyse(game, params, &words(parts), compound, false, &mut Silent).unwrap();
    assert_eq!(a.heading, text);
    let listed: BTreeSet<(Played, bool)> = a
        .moves
        .iter()
        .map(|m| {
            let played = m
                .played
                .iter()
                .map(|(i, to)| (*i, canonical(rules, &numbers(to))))
                .collect();
            (played, m.wins)
        })
        .collect();
    let searched: BTreeSet<(Played, bool)> = compound_moves(rules, &tuple, continued)
        .into_iter()
        .map(|(played, left)| (played, !brute_wins(rules, &left, continued, memo)))
        .collect();
    assert_eq!(listed, searched, "{game} {parts:?} {compound:?}: the moves");
    assert_eq!(a.moves.len(), searched.len(), "{game} {parts:?}: repeats");
    assert_eq!(wins, searched.iter().any(|(_, w)| *w), "{game} {parts:?}");
}

/// Every multiset of two and of three of `positions`.
fn pairs_and_triples(positions: &[Vec<u64>]) -> Vec<Sum> {
    let n = positions.len();
    let mut out = Vec::new();
    for i in 0..n {
        for j in i..n {
            out.push(vec![positions[i].clone(), positions[j].clone()]);
            for k in j..n {
                out.push(vec![
                    positions[i].clone(),
                    positions[j].clone(),
                    positions[k].clone(),
                ]);
            }
        }
    }
    out
}

fn heaps(upto: u64) -> Vec<Vec<u64>> {
    (0..=upto).map(|n| vec![n]).collect()
}

fn piles(upto: u64) -> Vec<Vec<u64>> {
    (0..=upto)
        .flat_map(|a| (0..=upto).map(move |b| vec![a, b]))
        .collect()
}

#[test]
fn every_compound_of_two_and_three_small_positions_against_the_search() {
    // Definitions; registered games by their moves: a subtraction set given as a parameter,
    // and Euclid's game (HDU 3595).
    let s13 = ["s=1,3".to_string()];
    let games: [(&str, &[String], Rules, Sum); 4] = [
        ("sub:1,2,5", &[], sub125, heaps(8)),
        ("0.77", &[], kayles, heaps(6)),
        ("demo-subtraction", &s13, sub13, heaps(8)),
        ("hdu3595", &[], euclid, piles(4)),
    ];
    for (game, params, rules, positions) in games {
        let mut memo = Memo::new();
        let mut outcomes = [[0; 2]; 2];
        for parts in pairs_and_triples(&positions) {
            for continued in [false, true] {
                let moves = parts.len() == 2;
                agree((game, params), rules, &parts, continued, moves, &mut memo);
                let tuple: Vec<Sum> = parts.iter().map(|p| vec![p.clone()]).collect();
                let wins = brute_wins(rules, &tuple, continued, &mut memo);
                outcomes[usize::from(continued)][usize::from(wins)] += 1;
            }
        }
        // Both compounds have won and lost positions among those checked.
        assert!(
            outcomes.iter().flatten().all(|&c| c > 0),
            "{game}: {outcomes:?}"
        );
    }
}

#[test]
fn rules_files_give_the_same_compounds() {
    let file = |name: &str| format!("{}/../../examples/games/{name}", env!("CARGO_MANIFEST_DIR"));
    // Kayles, whose remoteness and suspense differ from a row of 5 on; Euclid's game, where
    // they are equal. Every two positions with their moves, three of a few.
    let games: [(String, Rules, Sum, Sum); 2] = [
        (
            file("kayles.rs"),
            kayles,
            heaps(7),
            vec![vec![2], vec![5], vec![6], vec![8]],
        ),
        (
            file("euclid.rs"),
            euclid,
            piles(3),
            vec![vec![1, 2], vec![2, 3], vec![3, 5], vec![2, 7], vec![0, 4]],
        ),
    ];
    for (file, rules, all, few) in games {
        let mut memo = Memo::new();
        for parts in pairs_and_triples(&all) {
            if parts.len() == 2 {
                for continued in [false, true] {
                    agree((&file, &[]), rules, &parts, continued, true, &mut memo);
                }
            }
        }
        for parts in pairs_and_triples(&few) {
            for continued in [false, true] {
                agree((&file, &[]), rules, &parts, continued, false, &mut memo);
            }
        }
    }
}

/// One search memo per game and compound, kept across the random cases.
fn shared_memo() -> &'static Mutex<HashMap<&'static str, Memo>> {
    static MEMO: OnceLock<Mutex<HashMap<&'static str, Memo>>> = OnceLock::new();
    MEMO.get_or_init(|| Mutex::new(HashMap::new()))
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    /// Random compounds of one to four components, larger than the exhaustive range.
    #[test]
    fn random_compounds_agree_with_the_search(
        game in 0usize..3,
        sizes in prop::collection::vec(0u64..=40, 1..=4),
        continued in any::<bool>(),
    ) {
        let (name, rules, parts): (&'static str, Rules, Sum) = match game {
            0 => ("sub:1,2,5", sub125, sizes.iter().map(|&n| vec![n % 25]).collect()),
            1 => ("0.77", kayles, sizes.iter().map(|&n| vec![n % 10]).collect()),
            _ => (
                "hdu3595",
                euclid,
                sizes.chunks(2).map(|c| vec![c[0] % 30, c.get(1).map_or(7, |b| b % 30)]).collect(),
            ),
        };
        let mut all = shared_memo().lock().unwrap_or_else(|e| e.into_inner());
        let memo = all.entry(name).or_default();
        agree((name, &[]), rules, &parts, continued, parts.len() <= 2, memo);
    }

    /// HDU 3595's solver (the largest step number, odd: MM wins) against the lab's continued
    /// compound of its registered game, with each component's suspense equal to its step.
    #[test]
    fn hdu3595s_answers_equal_the_continued_compound(
        games in prop::collection::vec((0u64..=1000, 0u64..=1000), 1..=6),
    ) {
        let parts: Sum = games.iter().map(|&(p, q)| vec![p, q]).collect();
        let text = value("hdu3595", &[], &words(&parts), Compound::Continued, false, &mut Silent)
            .unwrap();
        let mm = hdu3595_gg_and_mm::first_player_wins(&games);
        prop_assert_eq!(says_wins(&text), mm, "{}", text);
        let steps: Vec<String> = games
            .iter()
            .map(|&(p, q)| hdu3595_gg_and_mm::step(p, q).to_string())
            .collect();
        let line = format!("suspense {}: the largest", steps.join(", "));
        prop_assert!(text.contains(&line), "{} lacks {}", text, line);
    }
}

#[test]
fn the_command_line_shows_the_compounds_and_refuses_bad_input() {
    assert_eq!(
        stdout(&[
            "value",
            "sub:1,3",
            "3",
            "+",
            "6",
            "--compound",
            "conjunctive"
        ]),
        "sub:1,3: 3, 6 as a conjunctive compound (a move in every component each turn; the \
         player who cannot move in one of them loses)\nremoteness 1, 4: the least, 1, is odd: \
         the player to move wins (N)\n"
    );
    assert_eq!(
        stdout(&["value", "sub:1,3", "3,6", "--compound", "continued"]),
        "sub:1,3: 3, 6 as a continued conjunctive compound (a move in every component that can \
         move, each turn; the player who makes the last move wins)\nsuspense 3, 4: the \
         largest, 4, is even: the player to move loses (P)\n"
    );
    let euclid = stdout(&[
        "moves",
        "examples/games/euclid.rs",
        "3,5",
        "+",
        "2,7",
        "--compound",
        "continued",
    ]);
    assert!(
        euclid.ends_with(
            "suspense 3, 3: the largest, 3, is odd: the player to move wins (N)\n2 winning \
             moves of 3 (one in every component that moves; the largest suspense left is even), \
             each with the suspense it leaves:\n  (3, 5) -> (3, 2), (2, 7) -> (2, 3)  suspense \
             2, 2 (largest 2)\n  (3, 5) -> (3, 2), (2, 7) -> (2, 1)  suspense 2, 1 (largest \
             2)\n"
        ),
        "{euclid}"
    );
    let count = stdout(&[
        "moves",
        "sub:1,3",
        "3 + 6",
        "--compound",
        "conjunctive",
        "--count",
    ]);
    assert_eq!(count, "3\n");
    // The disjunctive sum is the default, and can be named.
    assert_eq!(
        stdout(&["value", "0.77", "3,5", "--compound", "disjunctive"]),
        stdout(&["value", "0.77", "3,5"])
    );
    for (args, says) in [
        (
            &[
                "value",
                "0.77",
                "3,5",
                "--compound",
                "conjunctive",
                "--misere",
            ][..],
            "under normal play only",
        ),
        (
            &["moves", "0.77", "3,5", "--compound", "continued", "-m"],
            "normal play only",
        ),
        (
            &["value", "0.77", "3,5", "--compound", "selective"],
            "expected disjunctive",
        ),
        (
            &["value", "hdu3404", "1,2", "--compound", "conjunctive"],
            "only up to Grundy values",
        ),
        (
            &[
                "value",
                "examples/games/take_or_add.rs",
                "2",
                "--compound",
                "continued",
            ],
            "for games that end",
        ),
        (
            &["value", "demo-guess", "3", "--compound", "continued"],
            "gives no moves",
        ),
        (
            &["value", "0.77", "3,x", "--compound", "continued"],
            "bad position",
        ),
        (
            &[
                "value",
                "0.77",
                "1000000000000 + 3",
                "--compound",
                "conjunctive",
            ],
            "heap 1000000000000 is beyond the engine's search",
        ),
        (
            &[
                "moves",
                "take:t <= n",
                "30 + 30 + 30 + 30",
                "--compound",
                "conjunctive",
            ],
            "more than 100000 moves",
        ),
    ] {
        let err = refused(args);
        assert!(err.contains(says), "{args:?}: {err}");
    }
    let help = stdout(&["value", "--help"]);
    assert!(
        help.contains("--compound <KIND>") && help.contains("suspense"),
        "{help}"
    );
}
