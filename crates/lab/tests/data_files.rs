//! Rules files that read their game from `--data FILE`, on the judges' own sample inputs,
//! each asked of the lab and compared with the sample's answer: P6560's graph (every round),
//! HDU 3094's trees and POJ 3710's graphs (Green Hackenbush, every case), P4055's maze (every
//! start); and the option's refusals.

use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// `lab ARGS` from the workspace root: its status, stdout and stderr.
fn lab(args: &[&str]) -> (Option<i32>, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_lab"))
        .current_dir(root())
        .args(args)
        .output()
        .expect("the lab binary runs");
    let text = |b: Vec<u8>| String::from_utf8(b).expect("UTF-8");
    (out.status.code(), text(out.stdout), text(out.stderr))
}

/// The judge's answer from what `lab value` says of the start: 1 when the player to move
/// wins, -1 when he loses, 0 for a draw.
fn answer(value: &str) -> i32 {
    if value.contains("Draw") {
        0
    } else if value.contains("the player to move wins") || value.contains("Win for") {
        1
    } else {
        let lost = value.contains("the player to move loses") || value.contains("Lose for");
        assert!(lost, "{value}");
        -1
    }
}

#[test]
fn the_p6560_rules_file_answers_every_round_of_every_sample() {
    let mut rounds = 0;
    for (path, input, expected) in samples("p6560-passing-of-time") {
        let numbers: Vec<&str> = input.split_whitespace().collect();
        let m: usize = numbers[1].parse().unwrap();
        let pairs = numbers[3 + 2 * m..].chunks(2);
        let data = path.to_str().unwrap();
        for (pair, want) in pairs.zip(&expected) {
            let end = format!("end={}", pair[1]);
            let (code, out, err) = lab(&[
                "value",
                "examples/games/p6560.rs",
                pair[0],
                "--data",
                data,
                "--param",
                &end,
            ]);
            assert_eq!(code, Some(0), "{data}: {err}");
            assert_eq!(
                &answer(&out).to_string(),
                want,
                "{data}, round {pair:?}: {out}"
            );
            rounds += 1;
        }
    }
    assert!(rounds > 10, "only {rounds} rounds");
}

#[test]
fn a_data_file_that_cannot_be_read_or_is_not_wanted_is_one_line_and_status_2() {
    for (args, says) in [
        (
            vec![
                "value",
                "examples/games/p6560.rs",
                "1",
                "--data",
                "no/such/file",
            ],
            "--data no/such/file: cannot read it",
        ),
        (
            vec![
                "value",
                "p1857-prime-stones",
                "1",
                "--data",
                "testdata/p6560-passing-of-time/sample-1.in",
            ],
            "is a registered game without one",
        ),
        (
            vec!["value", "examples/games/p6560.rs", "1"],
            "this game reads a data file: give it with `--data FILE`",
        ),
    ] {
        let (code, out, err) = lab(&args);
        assert_eq!((code, out.as_str()), (Some(2), ""), "{args:?}: {err}");
        let lines: Vec<&str> = err
            .lines()
            .filter(|l| !l.starts_with("compiling "))
            .collect();
        assert_eq!(lines.len(), 1, "{args:?}: {err}");
        assert!(
            lines[0].starts_with("error: ") && lines[0].contains(says),
            "{err}"
        );
    }
}

/// The samples of `slug`, in order: each input's path and text and its answer's words.
fn samples(slug: &str) -> Vec<(PathBuf, String, Vec<String>)> {
    let dir = root().join("testdata").join(slug);
    let mut out = Vec::new();
    for entry in std::fs::read_dir(&dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|x| x == "in") {
            let input = std::fs::read_to_string(&path).unwrap();
            let answer = std::fs::read_to_string(path.with_extension("out")).unwrap();
            let words = answer.split_whitespace().map(str::to_string).collect();
            out.push((path, input, words));
        }
    }
    out.sort();
    out
}

/// The numbers of a sample's input.
fn numbers(input: &str) -> Vec<usize> {
    input
        .split_whitespace()
        .map(|t| t.parse().unwrap())
        .collect()
}

/// The Grundy value `lab value FILE 0 --data DATA PARAMS...` gives the whole graph.
fn whole_graph_value(file: &str, data: &Path, params: &[String]) -> u32 {
    let mut args = vec!["value", file, "0", "--data", data.to_str().unwrap()];
    for p in params {
        args.extend(["--param", p.as_str()]);
    }
    let (code, out, err) = lab(&args);
    assert_eq!(code, Some(0), "{args:?}: {err}");
    let value = out.split("Grundy value ").nth(1).expect("a Grundy value");
    value.split(':').next().unwrap().parse().unwrap()
}

#[test]
fn the_hackenbush_rules_files_answer_every_case_of_every_sample() {
    let mut cases = 0;
    for (data, input, words) in samples("hdu3094-tree-game") {
        let numbers = numbers(&input);
        let mut at = 1;
        for (k, word) in (1..=numbers[0]).zip(&words) {
            let n = numbers[at];
            at += 1 + 2 * (n - 1);
            let g = whole_graph_value("examples/games/hdu3094.rs", &data, &[format!("case={k}")]);
            assert_eq!(
                g != 0,
                word == "Alice",
                "{}, case {k}: value {g}",
                data.display()
            );
            cases += 1;
        }
    }
    for (data, input, words) in samples("poj3710-christmas-game") {
        let numbers = numbers(&input);
        let mut at = 0;
        for (case, word) in (1..).zip(&words) {
            let graphs = numbers[at];
            at += 1;
            let mut sum = 0;
            for g in 1..=graphs {
                at += 2 + 2 * numbers[at + 1];
                let params = [format!("case={case}"), format!("graph={g}")];
                sum ^= whole_graph_value("examples/games/poj3710.rs", &data, &params);
            }
            assert_eq!(sum != 0, word == "Sally", "{}, case {case}", data.display());
            cases += 1;
        }
    }
    assert!(cases > 20, "only {cases} cases");
}

#[test]
fn the_maze_rules_file_finds_every_winning_start_of_every_sample() {
    let mut samples_seen = 0;
    for (data, input, words) in samples("p4055-jsoi2009-grid-game") {
        let tokens: Vec<&str> = input.split_whitespace().collect();
        let (n, m): (usize, usize) = (tokens[0].parse().unwrap(), tokens[1].parse().unwrap());
        let free: Vec<bool> = tokens[2..2 + n]
            .concat()
            .bytes()
            .map(|b| b == b'.')
            .collect();
        let upto = (n * m - 1).to_string();
        let data_arg = data.to_str().unwrap();
        let (code, out, err) = lab(&[
            "table",
            "examples/games/p4055.rs",
            "--fix",
            "b=0",
            "--upto",
            &upto,
            "--data",
            data_arg,
        ]);
        assert_eq!(code, Some(0), "{data_arg}: {err}");
        // The rows `K | N P ...`: YY, to move from the start, loses where AA wins.
        let letters: Vec<&str> = out
            .lines()
            .filter_map(|l| l.split_once(" | ").map(|(_, row)| row))
            .flat_map(str::split_whitespace)
            .collect();
        assert_eq!(letters.len(), n * m, "{out}");
        let found: Vec<String> = (0..n * m)
            .filter(|&v| free[v] && letters[v] == "P")
            .map(|v| format!("{} {}", v / m + 1, v % m + 1))
            .collect();
        let expected: Vec<String> = if words[0] == "LOSE" {
            Vec::new()
        } else {
            words[1..].chunks(2).map(|p| p.join(" ")).collect()
        };
        assert_eq!(found, expected, "{data_arg}");
        samples_seen += 1;
    }
    assert!(samples_seen > 5);
}

/// A registered game whose game is its input (no moves of its own) and whose rules file
/// `examples/games/ID.rs` reads the data is played by that file when given `--data`: `lab
/// value SLUG P --data SAMPLE` says what `lab value FILE P --data SAMPLE` says (the first
/// line names the game, the rest must be equal), at the first of a few positions the file
/// takes. Another registered game given `--data` is refused in one line.
#[test]
fn registered_games_whose_game_is_the_input_are_played_by_their_rules_file() {
    let mut played = 0;
    for game in lab::registry::all() {
        let Some(file) = lab::registry::data_rules_file(&game) else {
            continue;
        };
        let text = std::fs::read_to_string(&file).unwrap();
        assert!(
            text.contains(".data()"),
            "{}: {} reads no data",
            game.slug,
            file.display()
        );
        let (sample, _, _) = samples(game.slug).into_iter().next().expect("a sample");
        let data = sample.to_str().unwrap();
        let file = file.to_str().unwrap();
        let agreed = ["0", "1", "0,0", "1,1"].iter().find(|&&p| {
            let by_file = lab(&["value", file, p, "--data", data]);
            if by_file.0 != Some(0) {
                return false;
            }
            let by_slug = lab(&["value", game.slug, p, "--data", data]);
            assert_eq!(by_slug.0, Some(0), "{}: {}", game.slug, by_slug.2);
            let rest = |out: &str| out.lines().skip(1).collect::<Vec<_>>().join("\n");
            assert_eq!(rest(&by_slug.1), rest(&by_file.1), "{} at {p}", game.slug);
            true
        });
        assert!(
            agreed.is_some(),
            "{}: no position taken by {file}",
            game.slug
        );
        played += 1;
    }
    assert!(played > 0, "no registered game is played by a data file");
    let other = lab::registry::all()
        .into_iter()
        .find(|g| g.moves.is_some())
        .expect("a game with moves");
    let sample = samples("p6560-passing-of-time").remove(0).0;
    let (code, out, err) = lab(&["value", other.slug, "1", "--data", sample.to_str().unwrap()]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.is_empty() && err.lines().count() == 1, "{err}");
    assert!(err.contains("registered game without one"), "{err}");
}
