//! Rules files whose positions are not numbers: `examples/games/row.rs` (a row of heaps as a
//! `Vec<u64>`), `examples/games/tree.rs` (Green Hackenbush on a rooted tree, a type of the
//! file's own with its text form) and `examples/games/kayles_rows.rs` (Kayles on a sorted set of
//! rows), each in this process through the engine against a brute force or a theorem written
//! here from the rules, and through the lab's command line: values, moves, sums, misère play,
//! loopy and partizan files of another shape, and the one-line refusals of bad text and of the
//! requests that need numbers.

use crate::rules_cli::{file, refused, stdout};
use crate::rules_files::kayles;
use proptest::prelude::*;
use shared::game::engine::{Engine, Options, Params, Position};
use std::collections::HashMap;

#[path = "../../../examples/games/kayles_rows.rs"]
mod kayles_rows;
#[path = "../../../examples/games/row.rs"]
mod row;
#[path = "../../../examples/games/tree.rs"]
mod tree;

/// The engine on a rules file's `moves` without parameters.
fn engine<P: Position>(
    moves: fn(P, &Params, &mut Options<P>),
) -> Engine<P, impl FnMut(P, &mut Options<P>)> {
    let params = Params::new(&[]);
    Engine::new(move |p, out: &mut Options<P>| moves(p, &params, out))
}

/// The mex of some values.
fn mex(values: impl IntoIterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .take_while(|&(i, &v)| i as u32 == v)
        .count() as u32
}

/// The rows one move of "take from either end" leaves, from the rules: some tokens (at least
/// one) off the first heap or off the last, an emptied heap leaving the row.
fn row_options(row: &[u64]) -> Vec<Vec<u64>> {
    let mut all = Vec::new();
    let mut ends = vec![0];
    if row.len() > 1 {
        ends.push(row.len() - 1);
    }
    for end in ends.into_iter().filter(|_| !row.is_empty()) {
        for take in 1..=row[end] {
            let mut next = row.to_vec();
            next[end] -= take;
            if next[end] == 0 {
                next.remove(end);
            }
            all.push(next);
        }
    }
    all
}

/// The Grundy value of a row by plain memoised recursion over its options.
fn row_brute(row: &[u64], memo: &mut HashMap<Vec<u64>, u32>) -> u32 {
    if let Some(&g) = memo.get(row) {
        return g;
    }
    let g = mex(row_options(row).iter().map(|o| row_brute(o, memo)));
    memo.insert(row.to_vec(), g);
    g
}

/// Whether the player to move wins the misère sum of `rows` (the player who cannot move
/// wins), by plain recursion over the moves in any one row.
fn row_misere_brute(rows: &[Vec<u64>]) -> bool {
    let mut any = false;
    for (i, row) in rows.iter().enumerate() {
        for option in row_options(row) {
            any = true;
            let mut next = rows.to_vec();
            next[i] = option;
            if !row_misere_brute(&next) {
                return true;
            }
        }
    }
    !any
}

/// The remoteness of a row from the rules: 0 without a move; else 1 + the least even
/// remoteness of an option when there is one (the winner hurries), else 1 + the largest.
fn row_remoteness(row: &[u64]) -> u32 {
    let each: Vec<u32> = row_options(row).iter().map(|o| row_remoteness(o)).collect();
    match (each.iter().filter(|r| *r % 2 == 0).min(), each.iter().max()) {
        (_, None) => 0,
        (Some(even), _) => 1 + even,
        (None, Some(most)) => 1 + most,
    }
}

/// Every row of `1..=top` heaps of up to `len` heaps (the empty row too).
fn rows(top: u64, len: usize) -> Vec<Vec<u64>> {
    let mut all = vec![Vec::new()];
    let mut layer = vec![Vec::new()];
    for _ in 0..len {
        let mut next = Vec::new();
        for r in &layer {
            for h in 1..=top {
                let mut longer: Vec<u64> = r.clone();
                longer.push(h);
                next.push(longer);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all
}

#[test]
fn a_row_from_either_end_equals_the_brute_force_on_every_small_row() {
    let mut e = engine(row::moves);
    let mut memo = HashMap::new();
    let all = rows(4, 4);
    assert_eq!(all.len(), 1 + 4 + 16 + 64 + 256);
    for r in &all {
        assert_eq!(
            e.grundy(r.clone()).unwrap(),
            row_brute(r, &mut memo),
            "{r:?}"
        );
    }
    // Not a sum of its heaps: some row's value is not the XOR of its heaps (Nim's).
    let nim = |r: &Vec<u64>| r.iter().fold(0, |x, &h| x ^ h) as u32;
    assert!(all.iter().any(|r| e.grundy(r.clone()).unwrap() != nim(r)));
}

#[test]
fn kayles_as_sorted_rows_equals_kayles_as_a_sum_of_rows() {
    let mut rows_engine = engine(kayles_rows::moves);
    let mut sum_engine = engine(kayles::moves);
    // Every set of up to three rows of up to 10 pins (rows of 0 are no rows).
    for a in 0..=10u64 {
        for b in a..=10 {
            for c in b..=10 {
                let mut set: Vec<u64> = [a, b, c].into_iter().filter(|&r| r > 0).collect();
                set.sort_unstable();
                assert_eq!(
                    rows_engine.grundy(set.clone()).unwrap(),
                    sum_engine.sum_grundy(&[a, b, c]).unwrap(),
                    "{set:?}"
                );
            }
        }
    }
}

/// A rooted tree as the parent of each vertex but the root 0 (`parent[i - 1] < i`).
type Parents = Vec<usize>;

/// The colon principle: the value of the subtree of `v` is the XOR over its children `c` of
/// `1 + value(c)`.
fn colon(parents: &Parents, v: usize) -> u32 {
    (1..=parents.len())
        .filter(|&c| parents[c - 1] == v)
        .fold(0, |x, c| x ^ (1 + colon(parents, c)))
}

/// The tree's edges as the file's text, with each vertex `v` renamed `names[v]`.
fn edges_text(parents: &Parents, names: &[usize]) -> String {
    if parents.is_empty() {
        return "0".to_string();
    }
    let each: Vec<String> = (1..=parents.len())
        .map(|c| format!("{}-{}", names[parents[c - 1]], names[c]))
        .collect();
    each.join(",")
}

/// The edges of `text` in another order, each with its ends swapped (the same tree).
fn reordered(text: &str) -> String {
    if text == "0" {
        return text.to_string();
    }
    let mut edges: Vec<String> = text
        .split(',')
        .map(|e| {
            let (a, b) = e.split_once('-').expect("an edge");
            format!("{b}-{a}")
        })
        .collect();
    edges.reverse();
    edges.join(",")
}

#[test]
fn one_tree_in_any_numbering_and_edge_order_is_one_position() {
    let same = ["0-1,0-2,2-3", "0-2,0-1,1-3", "3-2,2-0,1-0", "0-3,3-1,0-2"];
    let trees: Vec<tree::Tree> = same
        .iter()
        .map(|t| tree::Tree::from_text(t).unwrap())
        .collect();
    assert!(trees.windows(2).all(|w| w[0] == w[1]), "{trees:?}");
    // And one text for all: the canonical numbering.
    let texts: Vec<String> = trees.iter().map(Position::to_text).collect();
    assert!(texts.iter().all(|t| *t == texts[0]), "{texts:?}");
    assert_ne!(trees[0], tree::Tree::from_text("0-1,1-2,2-3").unwrap());
}

/// Every parent array of `n` vertices.
fn every_tree(n: usize, out: &mut Vec<Parents>, parents: &mut Parents) {
    if parents.len() + 1 == n {
        out.push(parents.clone());
        return;
    }
    for p in 0..=parents.len() {
        parents.push(p);
        every_tree(n, out, parents);
        parents.pop();
    }
}

#[test]
fn every_tree_of_up_to_8_vertices_has_the_value_of_the_colon_principle() {
    let mut e = engine(tree::moves);
    let mut count = 0;
    for n in 1..=8 {
        let mut all = Vec::new();
        every_tree(n, &mut all, &mut Vec::new());
        // (n - 1)! parent arrays: vertex i has i choices.
        assert_eq!(all.len(), (1..n).product::<usize>());
        for parents in all {
            let names: Vec<usize> = (0..n).collect();
            let t = tree::Tree::from_text(&edges_text(&parents, &names)).unwrap();
            assert_eq!(e.grundy(t).unwrap(), colon(&parents, 0), "{parents:?}");
            count += 1;
        }
    }
    assert_eq!(count, 1 + 1 + 2 + 6 + 24 + 120 + 720 + 5040);
}

#[test]
fn a_tree_that_is_not_one_is_refused_in_one_line() {
    for (text, says) in [
        ("0-1,1-x", "`x` is not a vertex number"),
        ("0-1,2-3,3-2", "not every vertex is joined"),
        ("0-1,1-2,2-0", "or an edge closes a cycle"),
        ("0-5", "edge 0-5"),
        ("1", "`1` is not an edge"),
    ] {
        let err = tree::Tree::from_text(text).unwrap_err();
        assert!(err.contains(says) && !err.contains('\n'), "{text}: {err}");
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    /// A random tree, its vertices renamed at random (the root stays 0) and its edges written
    /// in another order: its value is the colon principle's, every naming is one position, and
    /// its text reads back.
    #[test]
    fn random_trees_follow_the_colon_principle_whatever_their_numbering(
        choices in proptest::collection::vec(any::<usize>(), 0..11),
        shuffle in any::<u64>(),
    ) {
        let parents: Parents = choices.iter().enumerate().map(|(i, c)| c % (i + 1)).collect();
        let n = parents.len() + 1;
        let mut names: Vec<usize> = (0..n).collect();
        // Fisher–Yates over the names of the vertices but the root, by a xorshift of `shuffle`.
        let mut state = shuffle | 1;
        for i in (2..n).rev() {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            names.swap(i, 1 + (state % i as u64) as usize);
        }
        let plain = tree::Tree::from_text(&edges_text(&parents, &(0..n).collect::<Vec<_>>()));
        let renamed = tree::Tree::from_text(&reordered(&edges_text(&parents, &names)));
        prop_assert_eq!(&plain, &renamed);
        let t = plain.unwrap();
        prop_assert_eq!(tree::Tree::from_text(&t.to_text()), Ok(t.clone()));
        let mut e = engine(tree::moves);
        prop_assert_eq!(e.grundy(t).unwrap(), colon(&parents, 0));
    }

    /// A random row against the brute force, and its text read back.
    #[test]
    fn random_rows_equal_the_brute_force(r in proptest::collection::vec(1u64..7, 0..6)) {
        let mut e = engine(row::moves);
        prop_assert_eq!(e.grundy(r.clone()).unwrap(), row_brute(&r, &mut HashMap::new()));
        prop_assert_eq!(Vec::<u64>::from_text(&r.to_text()), Ok(r));
    }
}

#[test]
fn the_lab_answers_rows_and_trees_from_their_text() {
    let row_file = "examples/games/row.rs";
    let text = stdout(&["value", row_file, "[3,1,4]"]);
    let g = row_brute(&[3, 1, 4], &mut HashMap::new());
    assert!(text.contains(&format!("Grundy value {g}:")), "{text}");
    // The winning moves are the options the brute force values 0.
    let winning = row_options(&[3, 1, 4])
        .iter()
        .filter(|o| row_brute(o, &mut HashMap::new()) == 0)
        .count();
    assert_eq!(
        stdout(&["moves", row_file, "[3,1,4]", "--count"]),
        format!("{winning}\n")
    );
    let moves = stdout(&["moves", row_file, "[3,1,4]"]);
    assert!(moves.contains("[3,1,4] -> [3,1,3]"), "{moves}");
    // A sum of rows: the XOR of their values; misère play searched.
    let sum = stdout(&["value", row_file, "[2,1] + [3]"]);
    let xor = row_brute(&[2, 1], &mut HashMap::new()) ^ 3;
    assert!(sum.contains(&format!("Grundy value {xor}:")), "{sum}");
    for (a, b) in [
        (vec![2, 1], vec![3]),
        (vec![1], vec![1, 1]),
        (vec![2, 2], vec![1]),
    ] {
        let words = format!("{} + {}", a.to_text(), b.to_text());
        let misere = stdout(&["value", row_file, &words, "--misere"]);
        let wins = row_misere_brute(&[a, b]);
        assert_eq!(misere.contains("the player to move wins"), wins, "{misere}");
    }
    // The conjunctive compound: the least remoteness decides.
    let (a, b) = (row_remoteness(&[1, 1, 3]), row_remoteness(&[2]));
    let conjunctive = stdout(&[
        "value",
        row_file,
        "[1,1,3] + [2]",
        "--compound",
        "conjunctive",
    ]);
    assert!(
        conjunctive.contains(&format!("remoteness {a}, {b}:")),
        "{conjunctive}"
    );
    assert_eq!(
        conjunctive.contains("the player to move wins"),
        a.min(b) % 2 == 1,
        "{conjunctive}"
    );
    let t = stdout(&["value", "examples/games/tree.rs", "0-1,1-2,1-3 + 0-1"]);
    assert!(
        t.contains("Grundy value 0: the player to move loses"),
        "{t}"
    );
    let moves = stdout(&["moves", "examples/games/tree.rs", "0-1,0-2"]);
    assert!(moves.contains("0-1,0-2 -> 0-1"), "{moves}");
}

#[test]
fn bad_text_and_requests_that_need_numbers_are_refused_in_one_line() {
    let err = refused(&["value", "examples/games/row.rs", "3,1"]);
    assert!(
        err.contains("examples/games/row.rs")
            && err.contains("`3,1`")
            && err.contains("in brackets"),
        "{err}"
    );
    let err = refused(&["moves", "examples/games/tree.rs", "0-1,1-x"]);
    assert!(
        err.contains("tree.rs") && err.contains("`0-1,1-x`"),
        "{err}"
    );
    for args in [
        &["table", "examples/games/row.rs"][..],
        &["rule", "examples/games/row.rs"],
        &["genus", "examples/games/tree.rs"],
        &["guess", "examples/games/row.rs"],
        &["guess", "examples/games/tree.rs", "--grid"],
        &["verify", "examples/games/row.rs", "--rule", "n"],
    ] {
        let err = refused(args);
        assert!(err.contains("not numbers"), "{args:?}: {err}");
    }
}

#[test]
fn loopy_and_partizan_files_take_any_shape_too() {
    // A token on a cycle of three cells, as a one-heap row: it never ends.
    let circle = file(
        "circle_row.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(at: Vec<u64>, _: &Params, out: &mut Options<Vec<u64>>) {\n\
         \x20   out.push(vec![(at[0] + 1) % 3]);\n\
         }\n",
    );
    let text = stdout(&["value", &circle, "[0]"]);
    assert!(text.contains("Draw"), "{text}");
    // Left takes from the first heap, Right from the last: on one heap both play it.
    let ends = file(
        "partizan_row.rs",
        "use shared::game::engine::{Options, Params};\n\
         use shared::game::partizan::Player;\n\
         pub fn moves(row: Vec<u64>, player: Player, _: &Params, out: &mut Options<Vec<u64>>) {\n\
         \x20   let Some(end) = (if player == Player::Left { Some(0) } else { row.len().checked_sub(1) }) else { return };\n\
         \x20   if row.is_empty() { return; }\n\
         \x20   for left in 0..row[end] {\n\
         \x20       let mut next = row.clone();\n\
         \x20       if left == 0 { next.remove(end); } else { next[end] = left; }\n\
         \x20       out.push(next);\n\
         \x20   }\n\
         }\n",
    );
    let one = stdout(&["value", &ends, "[3]"]);
    assert!(one.contains("outcome class N"), "{one}");
    let none = stdout(&["value", &ends, "[]"]);
    assert!(none.contains("outcome class P"), "{none}");
    // Left's heap 1 against Right's heap 2: Right outlasts Left whoever starts.
    let race = stdout(&["value", &ends, "[1,2]"]);
    assert!(race.contains("outcome class R"), "{race}");
}

#[test]
fn registered_games_of_rows_answer_by_their_moves() {
    // ARC 137C: the set of values; the crate's brute force says who wins.
    for set in [
        vec![1u64, 2, 5],
        vec![0, 1, 2],
        vec![0, 3],
        vec![2, 4, 6, 7],
    ] {
        let text = stdout(&["value", "arc137c-distinct-numbers", &set.to_text()]);
        let wins = arc137c_distinct_numbers::brute_force(&set);
        assert_eq!(text.contains("the player to move wins"), wins, "{text}");
    }
    // POJ 1704: the winning moves counted are the options the brute force says are lost.
    let cells = [1u64, 3, 6];
    let mut lost = 0;
    for i in 0..cells.len() {
        let wall = if i == 0 { 0 } else { cells[i - 1] };
        for to in wall + 1..cells[i] {
            let mut next = cells.to_vec();
            next[i] = to;
            lost += usize::from(!poj1704_georgia_and_bob::brute_force(&next));
        }
    }
    let count = stdout(&["moves", "poj1704-georgia-and-bob", "[1,3,6]", "--count"]);
    assert_eq!(count, format!("{lost}\n"));
    let err = refused(&["value", "poj1704-georgia-and-bob", "[3,2]"]);
    assert!(err.contains("increasing order (3 then 2)"), "{err}");
}
