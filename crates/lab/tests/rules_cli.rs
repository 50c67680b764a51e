//! `lab` on rules files, end to end: tables, grids, sums, misère play, and the errors a rules
//! file can make (compile errors naming the file's line, run-time errors naming the position).
//! Each program is compiled once and cached under the target directory, so a second run of
//! these tests compiles nothing; the bad files live at fixed paths for the same reason.

use std::path::PathBuf;
use std::process::{Command, Output};

pub(crate) fn lab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_lab"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("the lab binary runs")
}

pub(crate) fn stdout(args: &[&str]) -> String {
    let out = lab(args);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "{args:?}: {err}");
    String::from_utf8(out.stdout).unwrap()
}

/// Runs `args`, expects status 2, nothing on stdout and one `error:` line; returns it.
pub(crate) fn refused(args: &[&str]) -> String {
    let out = lab(args);
    assert_eq!(out.status.code(), Some(2), "{args:?}");
    assert!(out.stdout.is_empty(), "{args:?}");
    let err = String::from_utf8(out.stderr).unwrap();
    let errors: Vec<&str> = err.lines().filter(|l| l.starts_with("error: ")).collect();
    assert_eq!(errors.len(), 1, "{args:?}: {err}");
    errors[0].to_string()
}

/// A rules file at a fixed path in the tests' scratch directory.
pub(crate) fn file(name: &str, text: &str) -> String {
    let path = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("lab-rules-tests");
    std::fs::create_dir_all(&path).unwrap();
    let path = path.join(name);
    if std::fs::read_to_string(&path).ok().as_deref() != Some(text) {
        std::fs::write(&path, text).unwrap();
    }
    path.to_string_lossy().into_owned()
}

#[test]
fn a_one_number_rules_file_tables_sums_and_misere_play() {
    let nim = "examples/games/nim.rs";
    let table = stdout(&["table", nim, "--grundy", "--upto", "9"]);
    assert_eq!(
        table,
        "examples/games/nim.rs: Grundy values for n = the position, 0..=9\n\
         0: the player to move loses\n\
         0 | 0 1 2 3 4 5 6 7 8 9\n\
         conjectured: arithmetic period 1 from 0, saltus 1, seen over 0..=9\n"
    );
    let misere = stdout(&["table", nim, "--misere", "--upto", "5"]);
    assert!(misere.contains("0 | N P N N N N\n"), "{misere}");
    assert_eq!(
        stdout(&["value", nim, "3,5,7"]),
        "examples/games/nim.rs: 3 + 5 + 7\nGrundy value 1: the player to move wins (N)\n"
    );
    let sum = stdout(&["value", nim, "1,1,1", "--misere"]);
    assert!(sum.contains("loses (P)"), "{sum}");
    let sum = stdout(&["value", nim, "2", "3", "1", "--misere"]);
    assert!(sum.contains("loses (P)"), "{sum}");
    let (report, ok) = {
        let out = lab(&[
            "verify", nim, "--misere", "--rule", "n != 1", "--upto", "50",
        ]);
        (String::from_utf8(out.stdout).unwrap(), out.status.success())
    };
    assert!(
        ok && report.ends_with("51 positions, all agree\n"),
        "{report}"
    );
    let rule = stdout(&["rule", nim, "--misere", "--upto", "40"]);
    assert!(
        rule.contains("pub fn first_player_wins(n: u64) -> bool"),
        "{rule}"
    );
    let err = refused(&["value", nim, "3,x"]);
    assert!(err.contains("`x` is not a non-negative integer"), "{err}");
    let err = refused(&["table", nim, "--misere", "--grundy"]);
    assert!(err.contains("drop --grundy"), "{err}");
    let err = refused(&["table", nim, "--param", "k=3"]);
    assert!(err.contains("has no parameters"), "{err}");
    // The same file by another name: the program built above answers, naming it as typed.
    let absolute = std::fs::canonicalize(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/games/nim.rs"
    ))
    .unwrap();
    let absolute = absolute.to_str().unwrap();
    let out = lab(&["table", absolute, "--upto", "3"]);
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success() && err.is_empty(), "{err}");
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with(&format!("{absolute}: ")), "{text}");
    let err = refused(&["table", absolute, "--param", "k=3"]);
    assert!(
        err.starts_with(&format!("error: {absolute} has no parameters")),
        "{err}"
    );
}

#[test]
fn a_two_number_rules_file_gives_a_grid_its_p_positions_a_rule_check_and_a_plot() {
    let w = "examples/games/wythoff.rs";
    let ppos = stdout(&["table", w, "--ppos", "--upto", "12"]);
    assert_eq!(
        ppos.lines().nth(1).unwrap(),
        "(0, 0) (1, 2) (2, 1) (3, 5) (4, 7) (5, 3) (6, 10) (7, 4) (10, 6)"
    );
    let grid = stdout(&["table", w, "--upto", "3"]);
    assert!(
        grid.contains("a\\b | 0 1 2 3\n  0 | P N N N\n  1 | N N P N\n"),
        "{grid}"
    );
    let out = lab(&["verify", w, "--rule", "a != b", "--upto", "10"]);
    assert_eq!(out.status.code(), Some(1));
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(
        text.contains("disagreement at (a, b) = (1, 1): the rule gives P, the table gives N"),
        "{text}"
    );
    let png = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("wythoff-rules.png");
    let report = stdout(&["plot", w, "--size", "30", "-o", png.to_str().unwrap()]);
    assert!(
        report.contains("a = 0..=29 across, b = 0..=29 up"),
        "{report}"
    );
    assert!(std::fs::read(&png).unwrap().starts_with(b"\x89PNG"));
    let err = refused(&["value", w, "3"]);
    assert!(err.contains("has 2 numbers"), "{err}");
}

#[test]
fn errors_in_a_rules_file_name_the_file_the_line_and_the_position() {
    let typo = file(
        "typo.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    out.push(m);\n}\n",
    );
    let err = refused(&["table", &typo]);
    assert!(err.starts_with(&format!("error: {typo}:3:")), "{err}");
    assert!(err.contains("cannot find value `m`"), "{err}");

    let below = file(
        "below.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    if n > 0 {\n        \
         out.push(n - 2);\n    }\n}\n",
    );
    let err = refused(&["table", &below]);
    assert!(
        err.starts_with(&format!(
            "error: {below}:4:18: attempt to subtract with overflow, while expanding position 1"
        )),
        "{err}"
    );

    let cycle = file(
        "cycle.rs",
        "use shared::game::engine::{Options, Params};\n\
         pub fn moves(n: u64, _: &Params, out: &mut Options<u64>) {\n    out.push((n + 1) % 3);\n}\n",
    );
    // A game that never ends is a loopy game: every position a draw. The searches that need
    // an end (misère play, a rule from the table) still refuse it.
    let table = stdout(&["table", &cycle, "--upto", "5"]);
    assert!(table.contains("0 | D D D D D D\n"), "{table}");
    let err = refused(&["table", &cycle, "--upto", "5", "--misere"]);
    assert!(err.contains("the game has a cycle"), "{err}");
    let err = refused(&["rule", &cycle]);
    assert!(err.contains("the game has a cycle"), "{err}");

    let glue = file("glue.rs", "pub fn moves(n: u64) -> u64 {\n    n\n}\n");
    let err = refused(&["table", &glue]);
    assert!(
        err.contains("is not a rules file as the lab reads it"),
        "{err}"
    );
    let err = refused(&["table", "no/such/file.rs"]);
    assert!(
        err.contains("cannot read the rules file no/such/file.rs"),
        "{err}"
    );
}

#[test]
fn misere_play_of_definitions_and_registered_games() {
    let t = stdout(&["table", "sub:1,2,3", "--misere", "--upto", "9"]);
    assert!(t.contains("0 | N P N N N P N N N P\n"), "{t}");
    // Misère Kayles (0.77), searched as sums.
    let v = stdout(&["value", "0.77", "1,1", "--misere"]);
    assert!(v.contains("wins (N)"), "{v}");
    // A registered game by its descriptor's moves (examples/games/p4018.rs); one without moves
    // is refused.
    let t = stdout(&["table", "p4018", "--misere", "--upto", "9"]);
    assert!(
        t.starts_with("p4018-prime-power-stones, misère play: win/lose"),
        "{t}"
    );
    let err = refused(&["table", "demo-guess", "--misere"]);
    assert!(err.contains("gives no moves"), "{err}");
    let err = refused(&["table", "arc137c", "--misere"]);
    assert!(err.contains("not numbers"), "{err}");
    let p = stdout(&["table", "p4018", "--ppos", "--upto", "20"]);
    assert_eq!(p.lines().nth(1).unwrap(), "0 6 12 18");
}

/// Nim on three heaps as one position `(a, b, c)`: take any number from one heap.
const NIM3: &str = "use shared::game::engine::{Options, Params};\n\
    pub fn moves((a, b, c): (u64, u64, u64), _: &Params, out: &mut Options<(u64, u64, u64)>) {\n\
    \x20   (0..a).for_each(|x| out.push((x, b, c)));\n\
    \x20   (0..b).for_each(|y| out.push((a, y, c)));\n\
    \x20   (0..c).for_each(|z| out.push((a, b, z)));\n}\n";

/// Nim on four heaps as one position `(a, b, c, d)`.
const NIM4: &str = "use shared::game::engine::{Options, Params};\n\
    type P = (u64, u64, u64, u64);\n\
    pub fn moves((a, b, c, d): P, _: &Params, out: &mut Options<P>) {\n\
    \x20   (0..a).for_each(|x| out.push((x, b, c, d)));\n\
    \x20   (0..b).for_each(|y| out.push((a, y, c, d)));\n\
    \x20   (0..c).for_each(|z| out.push((a, b, z, d)));\n\
    \x20   (0..d).for_each(|w| out.push((a, b, c, w)));\n}\n";

/// The rows of a printed grid: `a | v v v` lines, the values as words.
fn grid_rows(text: &str) -> Vec<(u64, Vec<String>)> {
    text.lines()
        .filter_map(|l| {
            let (label, cells) = l.split_once(" |")?;
            let a = label.trim().parse().ok()?;
            Some((a, cells.split_whitespace().map(str::to_string).collect()))
        })
        .collect()
}

#[test]
fn a_three_number_rules_file_lists_its_positions_and_fixes_numbers_for_a_grid() {
    let nim3 = file("nim3.rs", NIM3);
    // Bouton: the P-positions are exactly a ^ b ^ c == 0, in lexicographic order.
    let mut expected = Vec::new();
    for a in 0..=7u64 {
        for b in 0..=7 {
            for c in 0..=7 {
                if a ^ b ^ c == 0 {
                    expected.push(format!("({a}, {b}, {c})"));
                }
            }
        }
    }
    let ppos = stdout(&["table", &nim3, "--ppos", "--upto", "7"]);
    assert_eq!(
        ppos,
        format!(
            "{nim3}: P-positions (the player to move loses) of (a, b, c), a, b, c in 0..=7\n{}\n",
            expected.join(" ")
        )
    );
    // The list: every position with its Grundy value a ^ b ^ c.
    let list = stdout(&["table", &nim3, "--grundy", "--upto", "3"]);
    let lines: Vec<&str> = list.lines().collect();
    assert_eq!(
        lines[0],
        format!("{nim3}: Grundy values of (a, b, c), a, b, c in 0..=3")
    );
    assert_eq!(lines[1], "0: the player to move loses");
    let mut seen = 0;
    for a in 0..=3u64 {
        for b in 0..=3 {
            for c in 0..=3 {
                assert_eq!(lines[2 + seen], format!("({a}, {b}, {c}) {}", a ^ b ^ c));
                seen += 1;
            }
        }
    }
    assert_eq!(lines[2 + seen..], ["16 P-positions of 64"]);
    let quiet = stdout(&["table", &nim3, "--upto", "3", "--quiet"]);
    assert_eq!(
        quiet,
        format!("{nim3}: win/lose of (a, b, c), a, b, c in 0..=3\n16 P-positions of 64\n")
    );
    // c held at 5: the grid of (a, b), a down.
    let grid = stdout(&["table", &nim3, "--fix", "c=5", "--grundy", "--upto", "7"]);
    assert!(
        grid.starts_with(&format!(
            "{nim3}: Grundy values for (a, b, c) with c = 5, a = 0..=7 down, b = 0..=7 across\n"
        )),
        "{grid}"
    );
    let rows = grid_rows(&grid);
    assert_eq!(rows.len(), 8, "{grid}");
    for (a, cells) in &rows {
        let want: Vec<String> = (0..=7u64).map(|b| (a ^ b ^ 5).to_string()).collect();
        assert_eq!(cells, &want, "row a = {a}");
    }
    assert!(grid.ends_with("8 P-positions of 64\n"), "{grid}");
    // a held at 2: the grid of (b, c), b down; and its P-positions as whole positions.
    let grid = stdout(&["table", &nim3, "--fix", "a=2", "--upto", "4"]);
    assert!(
        grid.contains("b\\c | 0 1 2 3 4\n  0 | N N P N N\n"),
        "{grid}"
    );
    let ppos = stdout(&["table", &nim3, "--fix", "b=1", "--ppos", "--upto", "4"]);
    assert_eq!(
        ppos.lines().nth(1).unwrap(),
        "(0, 1, 1) (1, 1, 0) (2, 1, 3) (3, 1, 2)"
    );
    // Misère play with c = 0 is misère Nim on two heaps: lost exactly when a == b and some
    // heap is above 1, or both heaps are at most 1 and exactly one of them is 1.
    let misere = stdout(&["table", &nim3, "--misere", "--fix", "c=0", "--upto", "5"]);
    for (a, cells) in grid_rows(&misere) {
        for (b, cell) in cells.iter().enumerate() {
            let b = b as u64;
            let lost = if a.max(b) > 1 { a == b } else { a + b == 1 };
            assert_eq!(cell, if lost { "P" } else { "N" }, "({a}, {b}, 0)");
        }
    }
}

#[test]
fn a_four_number_rules_file_fixes_two_numbers_for_a_grid() {
    let nim4 = file("nim4.rs", NIM4);
    let grid = stdout(&[
        "table", &nim4, "--fix", "c=1", "--fix", "d=3", "--upto", "4",
    ]);
    assert!(
        grid.starts_with(&format!(
            "{nim4}: win/lose for (a, b, c, d) with c = 1, d = 3, a = 0..=4 down"
        )),
        "{grid}"
    );
    let rows = grid_rows(&grid);
    assert_eq!(rows.len(), 5, "{grid}");
    for (a, cells) in rows {
        for (b, cell) in cells.iter().enumerate() {
            let lost = a ^ b as u64 ^ 1 ^ 3 == 0;
            assert_eq!(cell, if lost { "P" } else { "N" }, "({a}, {b}, 1, 3)");
        }
    }
    // One number held: a list of three free numbers.
    let list = stdout(&["table", &nim4, "--fix", "d=0", "--upto", "2", "--grundy"]);
    assert!(list.contains("\n(1, 2, 0, 0) 3\n"), "{list}");
    assert!(list.ends_with("7 P-positions of 27\n"), "{list}");
    let ppos = stdout(&["table", &nim4, "--ppos", "--upto", "1"]);
    assert_eq!(
        ppos.lines().nth(1).unwrap(),
        "(0, 0, 0, 0) (0, 0, 1, 1) (0, 1, 0, 1) (0, 1, 1, 0) (1, 0, 0, 1) (1, 0, 1, 0) \
         (1, 1, 0, 0) (1, 1, 1, 1)"
    );
}

#[test]
fn tables_of_three_or_four_numbers_refuse_bad_input_with_one_line() {
    let nim3 = file("nim3.rs", NIM3);
    for (args, says) in [
        (
            vec!["--fix", "d=1"],
            "a position has 3 numbers, named a, b, c",
        ),
        (vec!["--fix", "c"], "expected NAME=VALUE"),
        (vec!["--fix", "c=x"], "`x` is not a non-negative integer"),
        (vec!["--fix", "c=1", "--fix", "c=2"], "given twice"),
        (
            vec!["--columns", "4"],
            "--columns lines up a one-number table",
        ),
        (vec!["--upto", "100000"], "more than 10000000 positions"),
    ] {
        let mut all = vec!["table", nim3.as_str()];
        all.extend(args.iter().copied());
        let err = refused(&all);
        assert!(err.contains(says), "{all:?}: {err}");
    }
    let err = refused(&["table", "examples/games/nim.rs", "--fix", "c=1"]);
    assert!(err.contains("a position here has 1"), "{err}");
    let err = refused(&["table", "0.77", "--fix", "c=1"]);
    assert!(err.contains("a position here has 1"), "{err}");
}

/// The table's value lines (`K | ...`), without the title, which names the game.
fn value_rows(text: &str) -> Vec<String> {
    text.lines()
        .filter(|l| l.contains(" | "))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_list_parameter_sets_a_rules_file_s_subtraction_set() {
    for set in ["2,5", "1,3,4", "3,5,7", "4,9,10,15"] {
        let file = stdout(&[
            "table",
            "examples/games/s_nim.rs",
            "--grundy",
            "--upto",
            "80",
            "--param",
            &format!("s={set}"),
        ]);
        let sub = stdout(&["table", &format!("sub:{set}"), "--grundy", "--upto", "80"]);
        assert_eq!(value_rows(&file), value_rows(&sub), "s={set}");
        assert!(file.contains(&format!("s={{{set}}}")), "{file}");
    }
    // The default list, and the refusals.
    let default = stdout(&[
        "table",
        "examples/games/s_nim.rs",
        "--grundy",
        "--upto",
        "30",
    ]);
    let sub = stdout(&["table", "sub:2,5", "--grundy", "--upto", "30"]);
    assert_eq!(value_rows(&default), value_rows(&sub));
    for (param, says) in [
        ("s=2,x", "is not a list of non-negative integers"),
        ("s=", "is not a list of non-negative integers"),
        ("t=3", "its parameters: s (a list, default 2,5)"),
    ] {
        let err = refused(&["value", "examples/games/s_nim.rs", "9", "--param", param]);
        assert!(err.contains(says), "{param}: {err}");
    }
}
