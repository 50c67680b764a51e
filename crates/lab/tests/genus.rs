//! `lab genus` end to end: the table of genus symbols, the summary line, and refusals (one
//! line on stderr, status 2, nothing on stdout); on rules files, the genus table the lab builds
//! from the file's program against the plain misère search of every small sum.

use crate::multisets;
use lab::verify::Silent;
use shared::game::engine::{Engine, Options};
use std::process::{Command, Output};

fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .output()
        .expect("the lab binary runs")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec()).expect("UTF-8 output")
}

#[test]
fn genus_prints_one_line_per_heap_and_where_tameness_ends() {
    let out = lab(&["genus", "0.77", "--upto", "9"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    let lines: Vec<&str> = stdout.lines().collect();
    assert!(lines[0].starts_with("0.77: genus g^{γ0γ1...} of one heap of n = 0..=9"));
    assert_eq!(
        lines[1..],
        [
            "n  genus    tame",
            "0  0^{120}  tame",
            "1  1^{031}  tame",
            "2  2^{20}   tame",
            "3  3^{31}   tame",
            "4  1^{031}  tame",
            "5  4^{146}  wild",
            "6  3^{31}   wild (its options hold heap 5)",
            "7  2^{20}   wild (its options hold heap 5)",
            "8  1^{13}   wild (its options hold heap 5)",
            "9  4^{046}  wild",
            "wild from n = 5 (tame up to n = 4): sums of tame heaps play like misère Nim, the \
             others need a search",
        ]
    );
    let out = lab(&["genus", "sub:1,2,3", "-u", "100"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let stdout = text(&out.stdout);
    assert!(stdout.contains("\n 99  3^{31}   tame\n"), "{stdout}");
    assert!(stdout
        .lines()
        .last()
        .unwrap()
        .starts_with("tame up to n = 100: "));
    // Dawson's Kayles has a tame heap after its first wild one.
    let out = lab(&["genus", "0.07", "--upto", "12"]);
    let stdout = text(&out.stdout);
    assert!(
        stdout.ends_with(
            "wild from n = 10 (tame up to n = 9; tame again: 11): sums of tame heaps \
                          play like misère Nim, the others need a search\n"
        ),
        "{stdout}"
    );
}

#[test]
fn genus_refuses_bad_input_with_one_line_and_status_2() {
    for (args, expected) in [
        (&["genus", "demo-guess"][..], "gives no moves"),
        (&["genus", "arc137c"], "not numbers"),
        (&["genus", "0.7x"][..], "bad take-and-break code"),
        (&["genus", "take:t +"][..], "take:"),
    ] {
        let out = lab(args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = text(&out.stderr);
        assert_eq!(err.lines().count(), 1, "{args:?}: {err}");
        assert!(
            err.starts_with("error: ") && err.contains(expected),
            "{args:?}: {err}"
        );
    }
}

/// A rules file at a fixed path in the tests' scratch directory (compiled once, then cached).
fn rules_file(name: &str, text: &str) -> String {
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lab-genus-tests");
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
        std::fs::write(&path, text).unwrap();
    }
    path.to_string_lossy().into_owned()
}

const HEADER: &str = "use shared::game::engine::{Options, Params};\n";

/// The four games as rules files: Nim and Kayles from `examples/games/`, `sub:1,2,3` and
/// Dawson's Kayles (0.07: knock down two adjacent pins) written here.
fn rules_files() -> [(&'static str, String); 4] {
    let example = |f: &str| format!("{}/../../examples/games/{f}", env!("CARGO_MANIFEST_DIR"));
    [
        ("nim", example("nim.rs")),
        ("kayles", example("kayles.rs")),
        (
            "sub:1,2,3",
            rules_file(
                "sub123.rs",
                &format!(
                    "{HEADER}pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {{\n    \
                     for t in 1..=n.min(3) {{\n        out.push(n - t);\n    }}\n}}\n"
                ),
            ),
        ),
        (
            "dawson",
            rules_file(
                "dawson.rs",
                &format!(
                    "{HEADER}pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {{\n    \
                     if n >= 2 {{\n        for left in 0..=(n - 2) / 2 {{\n            \
                     out.push_sum([left, n - 2 - left]);\n        }}\n    }}\n}}\n"
                ),
            ),
        ),
    ]
}

/// The reference: each game's moves written here from its rules (every split, both orders),
/// and the engine's plain misère search of the whole sum.
fn reference(game: &str) -> impl FnMut(&[u64]) -> bool {
    type Moves = fn(u64, &mut Options<u64>);
    let moves: Moves = match game {
        "nim" => |n, out| (0..n).for_each(|m| out.push(m)),
        "sub:1,2,3" => |n, out| (1..=n.min(3)).for_each(|t| out.push(n - t)),
        "kayles" => |n, out| {
            for take in 1..=n.min(2) {
                (0..=n - take).for_each(|left| out.push_sum([left, n - take - left]));
            }
        },
        "dawson" => |n, out| {
            if n >= 2 {
                (0..=n - 2).for_each(|left| out.push_sum([left, n - 2 - left]));
            }
        },
        _ => unreachable!("the four games"),
    };
    let mut engine = Engine::new(moves);
    move |heaps| engine.misere_wins(heaps).unwrap()
}

/// The genus table the lab builds from each rules file's program, against the plain search of
/// every multiset of up to `parts` heaps of `0..=top`: the sum's genus (`γ0 = 0`: the player
/// to move loses) and, where every heap is tame, the misère-Nim answer of the genera alone.
fn genus_of_rules_files_decides_sums(top: u64, parts: usize) {
    let sums = multisets(top, parts);
    for (game, file) in rules_files() {
        let (_, mut table, _) = lab::genus::table_of(&file, &[], top, None, &mut Silent)
            .unwrap_or_else(|e| panic!("{game}: {e}"));
        let mut plain = reference(game);
        let mut tame = 0;
        for heaps in &sums {
            let wins = plain(heaps);
            let genus = table.sum_genus(heaps).unwrap();
            assert_eq!(genus.misere() != 0, wins, "{game}: {heaps:?} ({genus})");
            if let Some(w) = table.tame_outcome(heaps) {
                assert_eq!(w, wins, "{game}: {heaps:?}, tame");
                tame += 1;
            }
        }
        // Nim and sub:1,2,3 are tame throughout; Kayles is wild from 5, Dawson's from 10.
        let all_tame = matches!(game, "nim" | "sub:1,2,3") || (game == "dawson" && top < 10);
        assert_eq!(
            tame == sums.len(),
            all_tame,
            "{game}: {tame} of {}",
            sums.len()
        );
    }
}

#[test]
fn genus_of_rules_files_decides_every_small_sum() {
    genus_of_rules_files_decides_sums(7, 4);
}

#[test]
#[ignore = "slow: every multiset of up to five heaps of 0..=12"]
fn genus_of_rules_files_decides_every_sum_of_larger_heaps() {
    genus_of_rules_files_decides_sums(12, 5);
}

#[test]
fn genus_of_a_rules_file_is_that_of_its_definition() {
    let kayles = format!(
        "{}/../../examples/games/kayles.rs",
        env!("CARGO_MANIFEST_DIR")
    );
    let ours = lab(&["genus", &kayles, "--upto", "14"]);
    assert!(ours.status.success(), "{}", text(&ours.stderr));
    let theirs = lab(&["genus", "0.77", "--upto", "14"]);
    let (ours, theirs) = (text(&ours.stdout), text(&theirs.stdout));
    assert!(
        ours.starts_with(&format!("{kayles}: genus g^{{γ0γ1...}}")),
        "{ours}"
    );
    // The same lines after the heading, which names the game.
    let after = |t: &str| t.lines().skip(1).map(str::to_string).collect::<Vec<_>>();
    assert_eq!(after(&ours), after(&theirs));
    let dawson = rules_files()[3].1.clone();
    let ours = text(&lab(&["genus", &dawson, "--upto", "12"]).stdout);
    let theirs = text(&lab(&["genus", "0.07", "--upto", "12"]).stdout);
    assert_eq!(after(&ours), after(&theirs));
}

#[test]
fn genus_of_rules_files_refuses_bad_input_with_one_line_and_status_2() {
    let up = rules_file(
        "up.rs",
        &format!(
            "{HEADER}pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {{\n    \
             if n == 3 {{\n        out.push(4);\n    }}\n}}\n"
        ),
    );
    let wythoff = format!(
        "{}/../../examples/games/wythoff.rs",
        env!("CARGO_MANIFEST_DIR")
    );
    let nim = format!("{}/../../examples/games/nim.rs", env!("CARGO_MANIFEST_DIR"));
    for (args, expected) in [
        (vec!["genus", wythoff.as_str()], "a position has 2 numbers"),
        (
            vec!["genus", up.as_str(), "--upto", "5"],
            "heap 3 has the option [4]",
        ),
        (
            vec!["genus", nim.as_str(), "--param", "k=1"],
            "has no parameters",
        ),
        (vec!["genus", "0.77", "--param", "k=1"], "has no parameters"),
        (vec!["genus", "no/such.rs"], "cannot read the rules file"),
    ] {
        let out = lab(&args);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert!(out.stdout.is_empty(), "{args:?}");
        let err = text(&out.stderr);
        let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error: ")).collect();
        assert_eq!(errors.len(), 1, "{args:?}: {err}");
        assert!(errors[0].contains(expected), "{args:?}: {err}");
    }
}

/// At its budget the search keeps the heaps it finished: they are printed as a full run
/// prints them, followed by where and why it stopped, with exit status 1.
#[test]
fn genus_at_its_budget_prints_the_heaps_it_finished() {
    let out = lab(&["genus", "0.77", "--upto", "40", "--budget", "1000"]);
    assert_eq!(out.status.code(), Some(1));
    let stdout = text(&out.stdout);
    let last = stdout.lines().last().unwrap();
    assert!(last.starts_with("stopped at heap "), "{stdout}");
    assert!(last.contains("needs more than 1000 stored sums"), "{last}");
    let stopped: usize = last["stopped at heap ".len()..]
        .split(',')
        .next()
        .unwrap()
        .parse()
        .unwrap();
    assert!((1..=40).contains(&stopped), "{last}");
    // The heaps before it, line for line as the run that asks only for them prints them.
    let full = lab(&["genus", "0.77", "--upto", &(stopped - 1).to_string()]);
    assert_eq!(full.status.code(), Some(0));
    let full = text(&full.stdout);
    let kept: Vec<&str> = stdout.lines().collect();
    assert_eq!(kept[..kept.len() - 1].join("\n") + "\n", full, "{stdout}");
}
